plugins {
    id(ThunderbirdPlugins.Library.jvm)
    alias(libs.plugins.android.lint)
}

dependencies {
    api(projects.mail.common)
    implementation(projects.core.common)
    implementation(projects.legacy.logging)

    testImplementation(projects.core.logging.testing)
    testImplementation(projects.mail.testing)

    testImplementation(libs.okio)
    testImplementation(libs.jzlib)
    testImplementation(libs.commons.io)
    testImplementation(libs.mockito.kotlin)
}

codeCoverage {
    branchCoverage = 52
    lineCoverage = 74
}
