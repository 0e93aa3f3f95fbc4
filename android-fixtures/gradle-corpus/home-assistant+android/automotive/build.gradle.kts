plugins {
    alias(libs.plugins.homeassistant.android.application)
    alias(libs.plugins.homeassistant.android.flavor)
    alias(libs.plugins.homeassistant.android.dependencies)
    alias(libs.plugins.kotlin.parcelize)
}

android {
    useLibrary("android.car")

    defaultConfig {
        // Override minSDK since automotive bellow 29 does not exist
        minSdk = libs.versions.androidSdk.automotive.min.get().toInt()

        // We add 3 because the app, wear (+1) and automotive versions need to have different version codes.
        versionCode =
            3 + checkNotNull(versionCode) { "Did you forget to apply the convention plugin that set the version code?" }

        manifestPlaceholders["sentryRelease"] = "$applicationId@$versionName"
        manifestPlaceholders["sentryDsn"] = System.getenv("SENTRY_DSN") ?: ""

        bundle {
            language {
                enableSplit = false
            }
        }
        lint {
            // We disable the lint tasks for release only for automotive because the baseline cannot be parsed in release builds due to the fact that we share sources between app and automotive.
            // It is not an issue since we still check the :app module and the code is exactly the same.
            checkReleaseBuilds = false

            // Until we fully migrate to Material3 this lint issue is too verbose https://github.com/home-assistant/android/issues/5420
            disable += listOf("UsingMaterialAndMaterial3Libraries")
        }
    }

    sourceSets {
        getByName("main") {
            kotlin {
                directories += "../app/src/main/kotlin"
            }
            assets {
                directories += "../app/src/main/assets"
            }
            res {
                directories += "../app/src/main/res"
            }
        }
        getByName("full") {
            kotlin {
                directories += "../app/src/full/kotlin"
            }
            res {
                directories += "../app/src/full/res"
            }
        }
        getByName("minimal") {
            kotlin {
                directories += "../app/src/minimal/kotlin"
            }
            res {
                directories += "../app/src/minimal/res"
            }
        }
        getByName("debug") {
            kotlin {
                directories += "../app/src/debug/kotlin"
            }
            res {
                directories += "../app/src/debug/res"
            }
        }
        getByName("release") {
            kotlin {
                directories += "../app/src/release/kotlin"
            }
        }
        getByName("androidTest") {
            kotlin {
                directories += "../app/src/androidTest/kotlin"
            }
            assets {
                directories += "../app/src/androidTest/assets"
            }
            res {
                directories += "../app/src/androidTest/res"
            }
        }
    }
}

dependencies {
    // Most of the dependencies are coming from the convention plugin to avoid duplication with `:app` module.
    implementation(libs.car.automotive)
    ksp(project(":provides-sensor-processor"))
}

ksp {
    // `:automotive` reuses `:app/src/main` sources, including AppProvidesSensorModule which references
    // GeneratedProvidesSensorApp — so this module must generate that same object (suffix "app"), not
    // an "automotive"-suffixed one. The two are never on the same classpath, so there's no collision.
    arg("providesSensorModuleSuffix", "app")
}
