plugins {
    id(ThunderbirdPlugins.Library.jvm)
    alias(libs.plugins.android.lint)
}

dependencies {
    api(projects.mail.common)
    api(projects.core.common)

    api(libs.okio)
    api(libs.assertk)
}

codeCoverage {
    branchCoverage = 0
    lineCoverage = 0
}
