plugins {
    id(ThunderbirdPlugins.Library.androidCompose)
}

android {
    namespace = "app.k9mail.feature.account.oauth"
    resourcePrefix = "account_oauth_"

    testOptions {
        unitTests {
            isIncludeAndroidResources = true
        }
    }
}

dependencies {
    implementation(projects.core.common)
    implementation(projects.core.ui.compose.common)

    implementation(projects.legacy.logging)
    implementation(projects.mail.common)

    implementation(projects.feature.account.common)

    implementation(libs.appauth)
    implementation(libs.jetbrains.compose.material3)

    testImplementation(projects.core.logging.testing)
    testImplementation(projects.core.ui.compose.testing)

    testImplementation(libs.mockito.kotlin)
}

codeCoverage {
    branchCoverage = 7
    lineCoverage = 5
}
