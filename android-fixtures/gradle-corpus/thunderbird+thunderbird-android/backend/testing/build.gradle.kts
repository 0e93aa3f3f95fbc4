plugins {
    id(ThunderbirdPlugins.Library.jvm)
    alias(libs.plugins.android.lint)
}

dependencies {
    implementation(projects.backend.api)
    implementation(projects.core.common)

    implementation(libs.okio)
    implementation(libs.assertk)
}

codeCoverage {
    branchCoverage = 0
    lineCoverage = 0
}
