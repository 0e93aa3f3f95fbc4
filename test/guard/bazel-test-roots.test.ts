import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Bazel keeps tests in `javatests` beside `java` (`tool/src/javatests/…`, or a top-level `javatests/…`): those are
 * test sources, so a test there naming the test framework is no app code detecting the test environment, and a
 * check dropped there is a removed check. A package of an app source set merely named so stays app code.
 */

const TOOL = 'tool/src/java/x/tool/Runner.kt';
const TOOL_TEST = 'tool/src/javatests/x/tool/RunnerTest.kt';
const ROOT_TEST = 'javatests/x/tool/ParserTest.kt';
const APP_ENV = 'app/src/main/java/x/javatests/Environment.kt';

const runner = `package x.tool

class Runner {
    fun name(): String = "local"
}
`;

const runnerTest = `package x.tool

import com.google.common.truth.Truth.assertThat
import org.junit.Test

class RunnerTest {
    @Test
    fun name() {
        assertThat(Runner().name()).isEqualTo("local")
        assertThat(Runner().name()).isNotEmpty()
    }
}
`;

const parserTest = `package x.tool

import com.google.common.truth.Truth.assertThat
import org.junit.Test

class ParserTest {
    @Test
    fun parses() {
        assertThat(Runner().name()).isEqualTo("local")
        assertThat(Runner().name()).isNotEmpty()
    }
}
`;

const environment = `package x.javatests

class Environment {
    fun label(): String = "device"
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [TOOL]: runner, [TOOL_TEST]: runnerTest, [ROOT_TEST]: parserTest, [APP_ENV]: environment });
});
afterAll(async () => {
  await repo?.remove();
});

const frameworkTest = (src: string) =>
  src.replace(
    '\n    @Test\n    fun ',
    '\n    @Test\n    fun runsUnderJunit() {\n        assertThat(System.getProperty("runner")).isEqualTo("org.junit.runners.JUnit4")\n    }\n\n    @Test\n    fun ',
  );
const withoutSecondCheck = (src: string) => src.replace('        assertThat(Runner().name()).isNotEmpty()\n', '');

describe('Bazel test roots', () => {
  it('reads a test under src/javatests naming the test framework as a test, not app code detecting tests', async () => {
    expect(refused(await guardOnTop(repo, { [TOOL_TEST]: frameworkTest(runnerTest) }))).toEqual([]);
  });

  it('reads a top-level javatests tree as tests too', async () => {
    expect(refused(await guardOnTop(repo, { [ROOT_TEST]: frameworkTest(parserTest) }))).toEqual([]);
  });

  it('refuses a check dropped from a test under src/javatests or javatests/', async () => {
    expect(refused(await guardOnTop(repo, { [TOOL_TEST]: withoutSecondCheck(runnerTest) }))).toEqual([
      'assertion-removed RunnerTest.name',
    ]);
    expect(refused(await guardOnTop(repo, { [ROOT_TEST]: withoutSecondCheck(parserTest) }))).toEqual([
      'assertion-removed ParserTest.parses',
    ]);
  });

  it('still refuses app code in a package merely named javatests that starts detecting the test environment', async () => {
    const detecting = environment.replace(
      '"device"',
      'if (Build.FINGERPRINT.contains("robolectric")) "test" else "device"',
    );
    expect(refused(await guardOnTop(repo, { [APP_ENV]: detecting }))).toContain('test-detection');
  });
});
