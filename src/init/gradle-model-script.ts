/** The prefix of each variant's line (one JSON object, `GradleVariantRow`). */
export const MODEL_LINE = 'droidheal-model ';
/** The prefix of the line naming the Android Gradle plugin's version. */
export const VERSION_LINE = 'droidheal-agp ';

/**
 * The init script `droidheal init` hands the project's Gradle for one run (`--init-script`): it
 * registers one task, `droidhealModel`, that prints what the Android Gradle plugin itself decided
 * for each module and variant — through AGP's public variant API (`androidComponents.onVariants`,
 * AGP 7.0 and later), values read only when the task runs, after configuration. It changes
 * nothing in the project. The `as Action` casts pick AGP's Groovy overloads over the Kotlin ones.
 */
export const GRADLE_MODEL_SCRIPT = `// droidheal init: what AGP knows of each module and variant, one JSON line per variant
import groovy.json.JsonOutput
import org.gradle.api.Action
import org.gradle.api.provider.Provider

def droidhealRows = Collections.synchronizedList([])
def droidhealAgp = [null]

def droidhealValue(value) {
  if (value instanceof Provider) return droidhealValue(value.getOrNull())
  if (value instanceof Map) return value.collectEntries { k, v -> [(k.toString()): droidhealValue(v)] }
  if (value instanceof Collection) return value.collect { droidhealValue(it) }
  if (value instanceof CharSequence) return value.toString()
  return value
}

def droidhealMinSdk(variant) {
  try { return variant.minSdk.apiLevel } catch (Throwable ignored) {}
  try { return variant.minSdkVersion.apiLevel } catch (Throwable ignored) {}
  return null
}

def droidhealTest(variant) {
  try { return variant.androidTest } catch (Throwable ignored) { return null }
}

allprojects { p ->
  ['com.android.application': 'application', 'com.android.library': 'library'].each { id, kind ->
    p.pluginManager.withPlugin(id) {
      if (droidhealAgp[0] == null) {
        try {
          droidhealAgp[0] = p.plugins.getPlugin(id).getClass().classLoader
            .loadClass('com.android.Version').getField('ANDROID_GRADLE_PLUGIN_VERSION').get(null)
        } catch (Throwable ignored) {}
      }
      def components = p.extensions.getByName('androidComponents')
      components.onVariants(components.selector().all(), { v ->
        def test = droidhealTest(v)
        droidhealRows << [
          project: p.path,
          dir: p.rootProject.relativePath(p.projectDir).replace(File.separator, '/'),
          kind: kind,
          variant: v.name,
          buildType: v.buildType,
          flavors: v.productFlavors.collect { [it.first, it.second] },
          applicationId: kind == 'application' ? v.applicationId : null,
          namespace: v.namespace,
          minSdk: droidhealMinSdk(v),
          test: test == null ? null : [
            applicationId: test.applicationId,
            runner: test.instrumentationRunner,
            runnerArgs: test.instrumentationRunnerArguments,
          ],
        ]
      } as Action)
    }
  }
}

rootProject { root ->
  root.tasks.register('droidhealModel', { task ->
    task.doLast {
      if (droidhealAgp[0] != null) println('${VERSION_LINE}' + droidhealAgp[0])
      droidhealRows.each { row -> println('${MODEL_LINE}' + JsonOutput.toJson(droidhealValue(row))) }
    }
  } as Action)
}
`;
