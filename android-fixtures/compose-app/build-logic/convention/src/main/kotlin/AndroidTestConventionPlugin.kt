import com.android.build.api.dsl.ApplicationExtension
import org.gradle.api.Plugin
import org.gradle.api.Project
import org.gradle.kotlin.dsl.configure

/**
 * Shared instrumentation-test defaults for every Android module: the runner, its arguments
 * and device-side test options. Kept here so CI and local runs behave the same way.
 */
class AndroidTestConventionPlugin : Plugin<Project> {
    override fun apply(target: Project) {
        with(target) {
            extensions.configure<ApplicationExtension> {
                defaultConfig {
                    testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"
                    // Clear app data between tests so every test starts from an empty note list.
                    testInstrumentationRunnerArguments["clearPackageData"] = "true"
                }
                testOptions {
                    animationsDisabled = true
                    execution = "ANDROIDX_TEST_ORCHESTRATOR"
                }
            }
        }
    }
}
