plugins {
    id(ThunderbirdPlugins.Library.kmp)
}

kotlin {
    android {
        namespace = "net.thunderbird.core.logging.config"
    }
    sourceSets {
        androidMain.dependencies {
            implementation(libs.timber)
        }
        commonMain.dependencies {
            api(projects.core.logging.api)
            implementation(projects.core.logging.implComposite)
            implementation(projects.core.logging.implFile)
        }
    }
}

codeCoverage {
    branchCoverage = 0
    lineCoverage = 0
}
