plugins {
    id(ThunderbirdPlugins.Library.jvm)
    alias(libs.plugins.android.lint)
}

dependencies {
    api(projects.mail.common)
    implementation(projects.core.common)
    implementation(projects.feature.mail.folder.api)
    implementation(projects.legacy.logging)

    implementation(libs.jzlib)
    implementation(libs.jutf7)
    implementation(libs.commons.io)
    implementation(libs.okio)

    testImplementation(projects.core.logging.testing)
    testImplementation(projects.mail.testing)

    testImplementation(libs.mime4j.core)
    testImplementation(libs.mockito.kotlin)
}
