plugins {
    id(ThunderbirdPlugins.Library.androidCompose)
}

android {
    namespace = "app.k9mail.core.ui.compose.common"
    resourcePrefix = "core_ui_common_"

    testOptions {
        unitTests {
            isIncludeAndroidResources = true
        }
    }
}

dependencies {
    api(projects.core.ui.contract)
    implementation(projects.core.logging.api)

    implementation(projects.core.common)
    implementation(projects.core.logging.api)

    implementation(libs.androidx.window)

    testImplementation(projects.core.logging.testing)
    testImplementation(projects.core.ui.compose.testing)
    testImplementation(projects.core.ui.compose.common)
    testImplementation(projects.core.android.testing)
    testImplementation(projects.core.logging.testing)
}

codeCoverage {
    branchCoverage = 2
    lineCoverage = 8
}
