plugins {
  alias(libs.plugins.android.application) apply false
  alias(libs.plugins.android.library) apply false
  alias(libs.plugins.android.test) apply false
  alias(libs.plugins.kotlin.android) apply false
  alias(libs.plugins.kotlin.jvm) apply false
  alias(libs.plugins.kotlin.parcelize) apply false
  alias(libs.plugins.kotlinx.serialization) apply false
  alias(libs.plugins.ksp) apply false
  alias(libs.plugins.compose.compiler) apply false
  alias(libs.plugins.hilt.plugin) apply false
  alias(libs.plugins.compose.stability.analyzer) apply false
  alias(libs.plugins.hotswan.compiler) apply false
  alias(libs.plugins.spotless)
  alias(libs.plugins.baselineprofile) apply false
}