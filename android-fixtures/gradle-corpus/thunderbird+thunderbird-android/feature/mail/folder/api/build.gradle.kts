plugins {
    id(ThunderbirdPlugins.Library.kmp)
}

kotlin {
    android {
        namespace = "net.thunderbird.feature.mail.folder.api"
    }
    sourceSets {
        commonMain.dependencies {
            implementation(projects.core.outcome)
            implementation(projects.feature.account.api)
            implementation(projects.feature.mail.account.api)
        }
    }
}

codeCoverage {
    lineCoverage = 0
}
