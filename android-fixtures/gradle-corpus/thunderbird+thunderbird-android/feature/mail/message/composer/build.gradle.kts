plugins {
    id(ThunderbirdPlugins.Library.androidCompose)
}

android {
    namespace = "net.thunderbird.feature.mail.message.composer"
}

dependencies {
    api(projects.core.android.webkit.api)

    implementation(libs.ksoup)
    implementation(projects.core.common)
    implementation(projects.core.ui.theme.api)
    implementation(projects.feature.notification.api)
}

codeCoverage {
    branchCoverage = 0
    lineCoverage = 0
}
