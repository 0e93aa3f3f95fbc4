package org.gradle.api.provider
interface Provider<T> { T getOrNull() }
