plugins {
    id(ThunderbirdPlugins.Library.jvm)
    alias(libs.plugins.android.lint)
}

dependencies {
    api(libs.jetbrains.annotations)

    implementation(projects.legacy.logging)
    implementation(projects.core.common)
    implementation(projects.feature.mail.folder.api)

    implementation(libs.androidx.annotation)
    implementation(libs.mime4j.core)
    implementation(libs.mime4j.dom)
    implementation(libs.okio)
    implementation(libs.commons.io)
    implementation(libs.moshi)
    implementation(libs.androidx.annotation)

    // We're only using this for its DefaultHostnameVerifier
    implementation(libs.apache.httpclient5)

    testImplementation(projects.core.logging.testing)
    testImplementation(projects.mail.testing)

    testImplementation(libs.icu4j.charset)
    testImplementation(libs.mockito.kotlin)
}

codeCoverage {
    branchCoverage = 27
    lineCoverage = 47
}
