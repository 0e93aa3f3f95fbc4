package org.gradle.api
interface Action<T> { void execute(T t) }
