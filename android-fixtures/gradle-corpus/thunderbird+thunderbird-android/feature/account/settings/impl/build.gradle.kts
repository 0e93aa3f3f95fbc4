plugins {
    id(ThunderbirdPlugins.Library.androidCompose)
}

android {
    namespace = "net.thunderbird.feature.account.settings"
    resourcePrefix = "account_settings_"

    testOptions {
        unitTests {
            isIncludeAndroidResources = true
        }
    }
}

dependencies {
    api(projects.feature.account.api)
    api(projects.feature.account.settings.api)
    implementation(projects.feature.account.core)
    implementation(projects.feature.account.avatar.api)
    implementation(projects.feature.account.avatar.impl)

    implementation(projects.core.featureflag)
    implementation(projects.core.android.account)
    implementation(projects.feature.mail.account.api)
    implementation(projects.core.file)
    implementation(projects.core.outcome)
    implementation(projects.core.validation)

    implementation(projects.core.ui.setting.api)
    implementation(projects.core.ui.setting.component)

    implementation(projects.legacy.logging)
    implementation(projects.core.ui.contract)
    implementation(projects.core.ui.navigation)
    implementation(projects.core.common)

    implementation(libs.uri)

    implementation(projects.feature.launcher)

    debugImplementation(projects.core.ui.setting.implDialog)

    testImplementation(projects.core.logging.testing)
    testImplementation(projects.core.ui.compose.testing)
}

codeCoverage {
    branchCoverage = 0
    lineCoverage = 4
}
