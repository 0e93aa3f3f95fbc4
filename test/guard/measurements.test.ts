import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo, withoutTest } from './git-repo.js';

/**
 * A test that only measures — run through androidx.benchmark's rule (a macrobenchmark, a baseline-profile
 * generator, a microbenchmark) and checking nothing itself — loses no check when it is deleted, renamed or
 * made a helper: review lets it go, heal still refuses it (fixers do not delete tests). A benchmark that
 * checks something, or a test beside it that does, stays guarded. Real commits on a small real repository.
 */

const MACRO = 'macrobenchmark/src/main/java/x/bench/StartupBenchmark.kt';
const MICRO = 'app/src/androidTest/java/x/ParserBenchmark.kt';

const startup = `package x.bench

import androidx.benchmark.macro.CompilationMode
import androidx.benchmark.macro.StartupTimingMetric
import androidx.benchmark.macro.junit4.MacrobenchmarkRule
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test

class StartupBenchmark {
    @get:Rule
    val benchmarkRule = MacrobenchmarkRule()

    @Test
    fun startupNone() = startup(CompilationMode.None())

    @Test
    fun startupFull() = startup(CompilationMode.Full())

    @Test
    fun startupShowsHome() {
        startup(CompilationMode.None())
        assertTrue(device.hasObject(By.res("home")))
    }

    private fun startup(mode: CompilationMode) = benchmarkRule.measureRepeated(
        packageName = "x",
        metrics = listOf(StartupTimingMetric()),
        compilationMode = mode,
        iterations = 5,
    ) {
        pressHome()
        startActivityAndWait()
    }
}
`;

const parser = `package x

import androidx.benchmark.junit4.BenchmarkRule
import androidx.benchmark.junit4.measureRepeated
import org.junit.Rule
import org.junit.Test

class ParserBenchmark {
    @get:Rule
    val benchmarkRule = BenchmarkRule()

    @Test
    fun parseShort() {
        benchmarkRule.measureRepeated { Parser().parse("a") }
    }

    @Test
    fun parseLong() {
        benchmarkRule.measureRepeated { Parser().parse("a".repeat(1000)) }
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({
    'macrobenchmark/build.gradle.kts': 'plugins { id("com.android.test") }\n',
    [MACRO]: startup,
    'app/build.gradle.kts': 'plugins { id("com.android.application") }\n',
    'app/src/main/java/x/Parser.kt': 'package x\n\nclass Parser {\n    fun parse(s: String) = s.length\n}\n',
    [MICRO]: parser,
  });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a test that only measures', () => {
  it('may be deleted or merged in review, in a test module and in androidTest alike', async () => {
    const oneFewer = startup.replace('    @Test\n    fun startupFull() = startup(CompilationMode.Full())\n\n', '');
    expect(oneFewer).not.toContain('startupFull');
    expect(refused(await guardOnTop(repo, { [MACRO]: oneFewer }))).toEqual([]);
    expect(refused(await guardOnTop(repo, { [MICRO]: withoutTest(parser, 'parseLong') }))).toEqual([]);
    // a measuring test made the helper the others call
    const merged = parser
      .replace('    @Test\n    fun parseShort() {', '    private fun parseShort() {')
      .replace('{ Parser().parse("a".repeat(1000)) }', '{ Parser().parse("a".repeat(1000)) }\n        parseShort()');
    expect(refused(await guardOnTop(repo, { [MICRO]: merged }))).toEqual([]);
  });

  it('goes with its whole file and its rule', async () => {
    expect(refused(await guardOnTop(repo, { [MICRO]: null }))).toEqual([]);
  });

  it('is still refused in heal', async () => {
    const r = await guardOnTop(
      repo,
      { [MICRO]: withoutTest(parser, 'parseLong') },
      { policy: 'heal', confidence: 0.9 },
    );
    expect(refused(r)).toEqual(['test-suppressed ParserBenchmark.parseLong']);
  });

  it('does not excuse a benchmark that checks something, nor the rule removed from tests that stay', async () => {
    const gone = startup.replace(/\n {4}@Test\n {4}fun startupShowsHome\(\) \{[\s\S]*?\n {4}\}\n/, '\n');
    expect(gone).not.toContain('startupShowsHome');
    expect(refused(await guardOnTop(repo, { [MACRO]: gone }))).toEqual([
      'test-suppressed StartupBenchmark.startupShowsHome',
    ]);
    const ruleless = parser.replace(
      '    @get:Rule\n    val benchmarkRule = BenchmarkRule()\n',
      '    val benchmarkRule = BenchmarkRule()\n',
    );
    expect(refused(await guardOnTop(repo, { [MICRO]: ruleless }))).toEqual(['test-suppressed']);
  });
});
