// Top-level build file: plugin versions only; module configuration lives in the modules
// and in build-logic.
plugins {
    alias(libs.plugins.android.application) apply false
    alias(libs.plugins.kotlin.android) apply false
    alias(libs.plugins.kotlin.compose) apply false
}
