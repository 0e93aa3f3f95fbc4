import { describe, expect, it } from 'vitest';
import {
  ciBuildSettings,
  groovyBuildSettings,
  kotlinBuildSettings,
  propertiesBuildSettings,
  tokenizeGroovy,
} from '../../src/guard/inventory/build.js';
import { parseKotlin } from '../../src/guard/kotlin/syntax.js';

describe('build file settings', () => {
  it('tokenizes Groovy strings of every quoting and skips comments', () => {
    const t = tokenizeGroovy(`a 'x' "y" '''z\n2''' // c 'no'\n/* b "no" */ b`);
    expect(t.filter((x) => x.kind !== 'nl').map((x) => `${x.kind}:${x.value}`)).toEqual([
      'id:a',
      'str:x',
      'str:y',
      'str:z\n2',
      'id:b',
    ]);
    expect(t.find((x) => x.value === 'b')!.line).toBe(3);
  });

  it('finds runner arguments and filters in Groovy, including exclude inside a test block, with their lines', () => {
    const src = [
      'android {',
      '  defaultConfig {',
      "    testInstrumentationRunner 'androidx.test.runner.AndroidJUnitRunner'",
      "    testInstrumentationRunnerArgument 'notClass', 'x.SaveTest'",
      '  }',
      '  testOptions { unitTests.all {',
      "    exclude '**/SlowTest*'",
      '  } }',
      '}',
      "dependencies { implementation 'a:b:1' }",
      "exclude 'not-in-a-test-block'",
    ].join('\n');
    expect(groovyBuildSettings(src, 'b.gradle').map((s) => [s.line, s.sig])).toEqual([
      [3, 'testInstrumentationRunner "androidx.test.runner.AndroidJUnitRunner"'],
      [4, 'testInstrumentationRunnerArgument "notClass" , "x.SaveTest"'],
      [7, 'exclude "**/SlowTest*"'],
    ]);
  });

  it('finds the same settings in Gradle Kotlin and convention plugins, one per statement', async () => {
    const kts = await parseKotlin(
      [
        'android {',
        '  defaultConfig {',
        '    testInstrumentationRunnerArguments["notAnnotation"] = "androidx.test.filters.FlakyTest"',
        '    testInstrumentationRunnerArguments += mapOf("size" to "small")',
        '    minSdk = 24',
        '  }',
        '}',
        'tasks.withType<Test> { filter { excludeTestsMatching("*Slow*") } }',
        'class P : Plugin<Project> { override fun apply(target: Project) { target.extensions.configure<TestExtension> { defaultConfig.testInstrumentationRunnerArguments["package"] = "x" } } }',
      ].join('\n'),
    );
    expect(kotlinBuildSettings(kts, 'build.gradle.kts').map((s) => s.line)).toEqual([3, 4, 8, 9]);
  });

  it('reads a setting the same whatever receiver reaches it', async () => {
    const script = await parseKotlin('android { defaultConfig { testInstrumentationRunner = "x.Runner" } }');
    const plugin = await parseKotlin(
      'fun configure(ext: CommonExtension) { ext.defaultConfig.testInstrumentationRunner = "x.Runner" }',
    );
    expect(kotlinBuildSettings(plugin, 'P.kt').map((s) => s.sig)).toEqual(
      kotlinBuildSettings(script, 'build.gradle.kts').map((s) => s.sig),
    );
  });

  it('reads gradle.properties and CI lines', () => {
    expect(
      propertiesBuildSettings(
        '# c\nandroid.useAndroidX=true\nandroid.testInstrumentationRunnerArguments.notClass = x.A\n',
        'gradle.properties',
      ).map((s) => s.sig),
    ).toEqual(['android.testInstrumentationRunnerArguments.notClass=x.A']);
    expect(
      ciBuildSettings(
        'run: ./gradlew build -x connectedDebugAndroidTest\nrun: ./gradlew lint\n',
        '.github/workflows/ci.yml',
      ).map((s) => s.line),
    ).toEqual([1]);
  });
});
