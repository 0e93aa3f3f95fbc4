import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliesTestPlugin } from '../../src/guard/test-modules.js';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo, withoutTest } from './git-repo.js';

/**
 * A `com.android.test` module keeps its instrumented tests in `src/main` (a suite apart from the app it
 * targets, macrobenchmarks, baseline-profile generators). By its path such a source is app code, so a check
 * deleted there, or the whole test, went unseen, and a fixer could rewrite it inside the write scope. The
 * module is known by its build script: the plugin by id, by a version-catalog alias, or `targetProjectPath`
 * (set by a convention plugin's module too). Real commits on a small real repository, reset after each case.
 */

const APP_BUILD = 'app/build.gradle.kts';
const APP_MAIN = 'app/src/main/java/x/Greeter.kt';
const CHECKS_TEST = 'checks/src/main/java/x/checks/GreetingTest.kt';
const BENCH_TEST = 'bench/src/main/java/x/bench/StartupTest.kt';
const FLOWS_TEST = 'flows/src/main/java/x/flows/FlowTest.kt';
const LIB_RULE = 'testing/src/main/java/x/testing/GreetingChecks.kt';

const greeter = `package x

class Greeter {
    fun greeting(name: String): String = "Hello, " + name
}
`;

const greetingTest = `package x.checks

import org.junit.Assert.assertEquals
import org.junit.Test
import x.Greeter

class GreetingTest {
    @Test
    fun greetsByName() {
        assertEquals("Hello, Ada", Greeter().greeting("Ada"))
    }

    @Test
    fun greetsEmpty() {
        assertEquals("Hello, ", Greeter().greeting(""))
    }
}
`;

const test = (pkg: string, cls: string) =>
  greetingTest.replace('package x.checks', `package x.${pkg}`).replace('GreetingTest', cls);

// a library of shared checks: its src/main reads like a test, but it is app code to the guard (no test plugin)
const libChecks = `package x.testing

import org.junit.Assert.assertEquals
import org.junit.Test
import x.Greeter

open class GreetingChecks {
    @Test
    fun greetsByName() {
        assertEquals("Hello, Ada", Greeter().greeting("Ada"))
    }
}
`;

const catalog = `[versions]
agp = "8.7.0"

[plugins]
android-application = { id = "com.android.application", version.ref = "agp" }
android-test = { id = "com.android.test", version.ref = "agp" }
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({
    'settings.gradle.kts': 'include(":app", ":checks", ":bench", ":flows", ":testing")\n',
    'gradle/libs.versions.toml': catalog,
    [APP_BUILD]: 'plugins { alias(libs.plugins.android.application) }\n',
    [APP_MAIN]: greeter,
    // the plugin by id
    'checks/build.gradle.kts': 'plugins { id("com.android.test") }\n\nandroid { namespace = "x.checks" }\n',
    [CHECKS_TEST]: greetingTest,
    // by the catalog's alias
    'bench/build.gradle.kts': 'plugins { alias(libs.plugins.android.test) }\n',
    [BENCH_TEST]: test('bench', 'StartupTest'),
    // through a convention plugin: only targetProjectPath says so (Groovy)
    'flows/build.gradle': "plugins { id 'acme.android.checks' }\n\nandroid {\n    targetProjectPath ':app'\n}\n",
    [FLOWS_TEST]: test('flows', 'FlowTest'),
    'testing/build.gradle.kts': 'plugins { id("com.android.library") }\n',
    [LIB_RULE]: libChecks,
  });
});
afterAll(async () => {
  await repo?.remove();
});

const weakened = (src: string) => src.replace('"Hello, Ada"', '"Hello, Bob"');

describe("a com.android.test module's sources are its tests", () => {
  it('refuses a check weakened and a test deleted in a module applying the plugin by id', async () => {
    expect(refused(await guardOnTop(repo, { [CHECKS_TEST]: weakened(greetingTest) }))).toEqual([
      'assertion-weakened GreetingTest.greetsByName',
    ]);
    expect(refused(await guardOnTop(repo, { [CHECKS_TEST]: withoutTest(greetingTest, 'greetsEmpty') }))).toEqual([
      'test-suppressed GreetingTest.greetsEmpty',
    ]);
  });

  it('knows the module by its version-catalog alias and by targetProjectPath', async () => {
    const bench = test('bench', 'StartupTest');
    expect(refused(await guardOnTop(repo, { [BENCH_TEST]: weakened(bench) }))).toEqual([
      'assertion-weakened StartupTest.greetsByName',
    ]);
    const flows = test('flows', 'FlowTest');
    expect(refused(await guardOnTop(repo, { [FLOWS_TEST]: withoutTest(flows, 'greetsEmpty') }))).toEqual([
      'test-suppressed FlowTest.greetsEmpty',
    ]);
  });

  it('still allows the same test changed with the app it follows', async () => {
    const r = await guardOnTop(repo, {
      [APP_MAIN]: greeter.replace('"Hello, "', '"Hi, "'),
      [CHECKS_TEST]: greetingTest.replaceAll('"Hello, ', '"Hi, '),
    });
    expect(refused(r)).toEqual([]);
  });

  it('refuses, in heal, any edit of the test module as outside the write scope', async () => {
    const r = await guardOnTop(
      repo,
      { [CHECKS_TEST]: greetingTest.replace('greetsEmpty', 'greetsNobody') },
      {
        policy: 'heal',
        confidence: 0.9,
      },
    );
    expect(r.refusals.filter((x) => x.rule === 'scope').map((x) => x.file)).toEqual([CHECKS_TEST]);
    // the app stays in scope
    const app = await guardOnTop(
      repo,
      { [APP_MAIN]: greeter.replace('name: String', 'who: String').replace('+ name', '+ who') },
      {
        policy: 'heal',
        confidence: 0.9,
      },
    );
    expect(app.refusals).toEqual([]);
  });

  it('leaves a library module that only reads like tests as app code', async () => {
    expect(refused(await guardOnTop(repo, { [LIB_RULE]: weakened(libChecks) }))).toEqual([]);
  });
});

describe('appliesTestPlugin', () => {
  const aliases = new Set(['libs.plugins.android.test']);
  it.each([
    ['plugins { id("com.android.test") }'],
    ["apply plugin: 'com.android.test'"],
    ['plugins { alias(libs.plugins.android.test) }'],
    ['android {\n  targetProjectPath = ":app"\n}'],
    ["android {\n  targetProjectPath ':app'\n}"],
  ])('reads %j as a test module', (script) => {
    expect(appliesTestPlugin(script, aliases)).toBe(true);
  });
  it.each([
    ['plugins { id("com.android.library") }'],
    ['// plugins { id("com.android.test") }\nplugins { id("com.android.library") }'],
    ['android { defaultConfig { testInstrumentationRunner = "com.android.test.Runner" } }'],
    ['plugins { alias(libs.plugins.android.library) }'],
    ['plugins {\n  alias(libs.plugins.android.test) apply false\n  id("com.android.test") apply false\n}'],
  ])('reads %j as no test module', (script) => {
    expect(appliesTestPlugin(script, aliases)).toBe(false);
  });
});
