package net.thunderbird.gradle.plugin.app.versioning

data class VersionInfo(
    val versionCode: Int,
    val versionName: String,
    val versionNameSuffix: String,
)
