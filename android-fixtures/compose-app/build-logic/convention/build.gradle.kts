plugins {
    `kotlin-dsl`
}

group = "com.example.notes.buildlogic"

dependencies {
    compileOnly(libs.android.gradlePlugin)
}

gradlePlugin {
    plugins {
        register("androidTest") {
            id = "notes.android.test"
            implementationClass = "AndroidTestConventionPlugin"
        }
    }
}
