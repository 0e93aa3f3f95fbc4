plugins {
    id(ThunderbirdPlugins.Library.kmp)
}

kotlin {
    android {
        namespace = "net.thunderbird.core.logging.testing"
    }
    sourceSets {
        commonMain.dependencies {
            api(projects.core.logging.api)
        }
    }
}

codeCoverage {
    lineCoverage = 0
}
