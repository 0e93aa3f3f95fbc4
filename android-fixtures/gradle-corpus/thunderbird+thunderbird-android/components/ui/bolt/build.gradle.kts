plugins {
    id("thunderbird.library.kmp.compose")
}

group = "net.thunderbird.components.ui.bolt"
version = libs.versions.tbMobileComponents.get()

kotlin {
    android {
        namespace = "net.thunderbird.components.ui.bolt"
        androidResources.enable = true
    }

    sourceSets {
        commonMain.dependencies {
            implementation(libs.jetbrains.compose.material3)
            implementation(libs.jetbrains.compose.material3.adaptive)
            implementation(libs.jetbrains.compose.material3.adaptive.layout)
            implementation(libs.jetbrains.compose.material3.adaptive.navigation)
            implementation(libs.jetbrains.compose.material.icons.extended)
            implementation(libs.jetbrains.compose.navigation.event)

            implementationWithExcludes(libs.landscapist.coil) {
                exclude(group = "io.coil-kt.coil3", module = "coil-network-ktor3")
                exclude(group = "io.ktor")
                exclude(group = "org.jetbrains.skiko")
            }

            // Enable Android Studio Composable preview
            implementation(libs.jetbrains.compose.ui.tooling)
        }

        commonTest.dependencies {
            implementation(projects.ui.testing)
        }

        androidMain.dependencies {
            implementation(libs.android.material)
            implementation(libs.androidx.autofill)
        }
    }
}

compose.resources {
    publicResClass = true
    packageOfResClass = "net.thunderbird.components.ui.bolt.resources"
    generateResClass = always
}

codeCoverage {
    branchCoverage = 0
    lineCoverage = 0
}
