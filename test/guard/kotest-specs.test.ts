import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (habitica-android 6ff56d6504, "some more tests"): JUnit test classes
 * converted to Kotest specs (`class T : StringSpec({ "rounds down" { … } })`, WordSpec's `"x" should { "y" { } }`)
 * read as every test deleted — the guard knew no spec's tests, so a check dropped from a spec was never seen either.
 * Each leaf block of a spec's lambda is now a test. Still refused: a check dropped in the conversion, or from a spec.
 * Session 46a: blocks renamed or re-nested (habitica 3254ce9f96: a spec's blocks moved into `dates.forEach { d ->
 * "… on $d" When { … } }`) pair with their old selves by body, as renamed JUnit tests do; a project's own spec base
 * class (524647cceb: `: SerializerSpec({ … })`); an empty placeholder block deleted (524647cceb); every Kotest style.
 */

const T = 'app/src/test/java/x/helpers/FormatterTest.kt';
const APP = 'app/src/main/java/x/helpers/Formatter.kt';
const app = `package x.helpers

object Formatter {
    fun format(v: Double): Double = Math.floor(v)
    fun formatToString(v: Double): String = format(v).toInt().toString()
}
`;

const junit = `package x.helpers

import io.kotest.matchers.shouldBe
import org.junit.Test

class FormatterTest {
    @Test
    fun roundsDown() {
        49.0 shouldBe Formatter.format(49.9)
        "49" shouldBe Formatter.formatToString(49.9)
    }

    @Test
    fun roundsNegativeValuesDown() {
        -1.0 shouldBe Formatter.format(-0.1)
    }
}
`;

const stringSpec = (second = '        "49" shouldBe Formatter.formatToString(49.9)\n') => `package x.helpers

import io.kotest.core.spec.style.StringSpec
import io.kotest.matchers.shouldBe

class FormatterTest : StringSpec({
    "should round values greater than 1 down" {
        49.0 shouldBe Formatter.format(49.9)
${second}    }

    "should round negative values down" {
        withClue("negative") {
            -1.0 shouldBe Formatter.format(-0.1)
        }
    }
})
`;

const wordSpec = `package x.helpers

import io.kotest.core.spec.style.WordSpec
import io.kotest.matchers.shouldBe

class FormatterTest : WordSpec({
    "format" should {
        "round values greater than 1 down" {
            49.0 shouldBe Formatter.format(49.9)
            "49" shouldBe Formatter.formatToString(49.9)
        }
        "round negative values down" {
            -1.0 shouldBe Formatter.format(-0.1)
        }
    }
})
`;

describe('Kotest specs', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [T]: junit, [APP]: app });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('reads a JUnit class converted to a StringSpec or a WordSpec as the same tests', async () => {
    expect(refusedTests(await guardOnTop(repo, { [T]: stringSpec() }))).toEqual([]);
    expect(refusedTests(await guardOnTop(repo, { [T]: wordSpec }))).toEqual([]);
  });

  it('still refuses a check dropped in the conversion', async () => {
    const r = await guardOnTop(repo, { [T]: stringSpec('') });
    expect(refusedTests(r)).toEqual(['assertion-removed FormatterTest.roundsDown']);
  });

  it('refuses a check dropped from a spec', async () => {
    const r = await guardOnTop(repo, { [T]: stringSpec('') }, { before: { [T]: stringSpec() } });
    expect(refusedTests(r)).toEqual(['assertion-removed FormatterTest.should round values greater than 1 down']);
  });

  it('pairs blocks re-nested in a loop, renamed or given set-up, with their old selves; sees a check dropped there', async () => {
    const looped = (second: string) => `package x.helpers

import io.kotest.core.spec.style.WordSpec
import io.kotest.matchers.shouldBe

class FormatterTest : WordSpec({
    listOf(1.0, 2.0).forEach { offset ->
        "format from $offset" When {
            "rounding values greater than 1 down" {
                49.0 shouldBe Formatter.format(49.9)
${second}            }
            "round negative values down" {
                val shifted = offset - 1.0
                println("from $shifted")
                val label = listOf(shifted, offset).joinToString(separator = ":")
                -1.0 shouldBe Formatter.format(-0.1)
            }
        }
    }
})
`;
    const kept = '                "49" shouldBe Formatter.formatToString(49.9)\n';
    expect(refusedTests(await guardOnTop(repo, { [T]: looped(kept) }, { before: { [T]: wordSpec } }))).toEqual([]);
    const r = await guardOnTop(repo, { [T]: looped('') }, { before: { [T]: wordSpec } });
    expect(refusedTests(r)).toEqual(['assertion-removed FormatterTest.format / round values greater than 1 down']);
  });

  it('pairs a block re-nested under a renamed container by its own name, as a JUnit test keeps its name', async () => {
    const nested = (container: string, extra: string) => `package x.helpers

import io.kotest.core.spec.style.WordSpec
import io.kotest.matchers.shouldBe

class FormatterTest : WordSpec({
    "${container}" should {
        "round values down" {
            49.0 shouldBe Formatter.format(49.9)
${extra}            "49" shouldBe Formatter.formatToString(49.9)
        }
        "round other values down" {
            -1.0 shouldBe Formatter.format(-0.1)
            "-1" shouldBe Formatter.formatToString(-0.1)
        }
    }
})
`;
    const extra = [
      'val values = listOf(1.0, 2.5, 3.75).map { Formatter.format(it) }',
      'println(values.joinToString(separator = ", "))',
    ]
      .map((l) => `            ${l}\n`)
      .join('');
    const before = { [T]: nested('format', '') };
    expect(refusedTests(await guardOnTop(repo, { [T]: nested('Formatter.format', extra) }, { before }))).toEqual([]);
    const dropped = edited(nested('Formatter.format', extra), [
      ['            "49" shouldBe Formatter.formatToString(49.9)\n', ''],
    ]);
    const r = await guardOnTop(repo, { [T]: dropped }, { before });
    expect(refusedTests(r)).toEqual(['test-suppressed FormatterTest.format / round values down']);
  });

  it('reads tests folded into a data table as its rows, and refuses one whose row was changed', async () => {
    const table = (rows: string) => `package x.helpers

import io.kotest.core.spec.style.StringSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe

class FormatterTest : StringSpec({
    withData(
${rows}
    ) { (input, output) ->
        output shouldBe Formatter.format(input)
    }
})
`;
    const junitChecks = edited(junit, [
      ['        "49" shouldBe Formatter.formatToString(49.9)\n', '        48.0 shouldBe Formatter.format(48.2)\n'],
    ]);
    const before = { [T]: junitChecks };
    const rows = ['Pair(49.9, 49.0),', 'Pair(48.2, 48.0),', 'Pair(-0.1, -1.0),', 'Pair(3.5, 3.0),'];
    expect(refusedTests(await guardOnTop(repo, { [T]: table(rows.join('\n')) }, { before }))).toEqual([]);
    const changed = rows.map((r) => r.replace('Pair(48.2, 48.0)', 'Pair(47.2, 47.0)')).join('\n');
    const r = await guardOnTop(repo, { [T]: table(changed) }, { before });
    expect(refusedTests(r)).toEqual(['test-suppressed FormatterTest.roundsDown']);
  });

  it('reads a data table whose rows a val of the spec lists, and refuses one whose row was changed', async () => {
    const table = (rows: string, shadow = '') => `package x.helpers

import io.kotest.core.spec.style.StringSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe

class FormatterTest : StringSpec({
    val cases = listOf(
${rows}
    )
${shadow}
    withData(cases) { (input, output) ->
        output shouldBe Formatter.format(input)
    }
})
`;
    const junitChecks = edited(junit, [
      ['        "49" shouldBe Formatter.formatToString(49.9)\n', '        48.0 shouldBe Formatter.format(48.2)\n'],
    ]);
    const before = { [T]: junitChecks };
    const rows = ['Pair(49.9, 49.0),', 'Pair(48.2, 48.0),', 'Pair(-0.1, -1.0),', 'Pair(3.5, 3.0),'];
    expect(refusedTests(await guardOnTop(repo, { [T]: table(rows.join('\n')) }, { before }))).toEqual([]);
    const changed = rows.map((r) => r.replace('Pair(48.2, 48.0)', 'Pair(47.2, 47.0)')).join('\n');
    const r = await guardOnTop(repo, { [T]: table(changed) }, { before });
    expect(refusedTests(r)).toEqual(['test-suppressed FormatterTest.roundsDown']);
    // a second declaration of the name: which rows the table reads is not known, so it holds no old test
    const twice = table(rows.join('\n'), '    fun other(cases: List<Pair<Double, Double>>) = cases.size');
    expect(refusedTests(await guardOnTop(repo, { [T]: twice }, { before }))).toContain(
      'test-suppressed FormatterTest.roundsDown',
    );
  });

  it("reads the checks inside Kotest's assertSoftly as the test's own: one added is no change, one dropped is refused", async () => {
    const soft = (extra: string) => `package x.helpers

import io.kotest.assertions.assertSoftly
import io.kotest.core.spec.style.StringSpec
import io.kotest.matchers.shouldBe

class FormatterTest : StringSpec({
    "rounds down" {
        assertSoftly {
            49.0 shouldBe Formatter.format(49.9)
${extra}        }
    }
})
`;
    const one = '            "49" shouldBe Formatter.formatToString(49.9)\n';
    const two = `${one}            "48" shouldBe Formatter.formatToString(48.2)\n`;
    expect(refusedTests(await guardOnTop(repo, { [T]: soft(two) }, { before: { [T]: soft(one) } }))).toEqual([]);
    const r = await guardOnTop(repo, { [T]: soft('') }, { before: { [T]: soft(one) } });
    expect(refusedTests(r)).toEqual(['assertion-removed FormatterTest.rounds down']);
  });

  it('refuses a spec block deleted while its subject stays, and lets an empty placeholder block go', async () => {
    const placeholder = edited(wordSpec, [['    }\n})', '    }\n\n    "formatToString" should { }\n})']]);
    expect(refusedTests(await guardOnTop(repo, { [T]: wordSpec }, { before: { [T]: placeholder } }))).toEqual([]);
    const emptyJunit = edited(junit, [
      ['    @Test\n    fun roundsDown()', '    @Test\n    fun later() {}\n\n    @Test\n    fun roundsDown()'],
    ]);
    expect(refusedTests(await guardOnTop(repo, { [T]: junit }, { before: { [T]: emptyJunit } }))).toEqual([]);
    const without = edited(wordSpec, [
      ['        "round negative values down" {\n            -1.0 shouldBe Formatter.format(-0.1)\n        }\n', ''],
    ]);
    const r = await guardOnTop(repo, { [T]: without }, { before: { [T]: wordSpec } });
    expect(refusedTests(r)).toEqual(['test-suppressed FormatterTest.format / round negative values down']);
  });

  it('reads a spec made through a base class of the project that extends a Kotest style', async () => {
    const base = 'app/src/test/java/x/helpers/HelperSpec.kt';
    const spec = `package x.helpers

import io.kotest.core.spec.style.WordSpec

abstract class HelperSpec(body: WordSpec.() -> Unit = {}) : WordSpec(body)
`;
    const own = (src: string) =>
      edited(src, [
        ['import io.kotest.core.spec.style.WordSpec\n', ''],
        [': WordSpec({', ': HelperSpec({'],
      ]);
    const before = { [T]: wordSpec, [base]: spec };
    expect(refusedTests(await guardOnTop(repo, { [T]: own(wordSpec) }, { before }))).toEqual([]);
    const dropped = edited(wordSpec, [['            "49" shouldBe Formatter.formatToString(49.9)\n', '']]);
    const r = await guardOnTop(repo, { [T]: own(dropped) }, { before });
    expect(refusedTests(r)).toEqual(['assertion-removed FormatterTest.format / round values greater than 1 down']);
  });

  it('reads a block disabled as the test deleted', async () => {
    for (const off of [
      '"round negative values down".config(enabled = false) {',
      'xit("round negative values down") {',
    ]) {
      const disabled = edited(wordSpec, [['"round negative values down" {', off]]);
      const r = await guardOnTop(repo, { [T]: disabled }, { before: { [T]: wordSpec } });
      expect(refusedTests(r)).toEqual(['test-suppressed FormatterTest.format / round negative values down']);
    }
  });
});

/** The same two checks in each Kotest style, with the path the first test is named by. */
const styles: Array<[string, string, string]> = [
  ['FunSpec', 'context("format") {\n test("rounds down") {\n{CHECKS}\n }\n }', 'format / rounds down'],
  ['DescribeSpec', 'describe("format") {\n it("rounds down") {\n{CHECKS}\n }\n }', 'format / rounds down'],
  [
    'BehaviorSpec',
    'given("a value") {\n `when`("formatted") {\n then("rounds down") {\n{CHECKS}\n }\n }\n }',
    'a value / formatted / rounds down',
  ],
  ['ShouldSpec', 'context("format") {\n should("round down") {\n{CHECKS}\n }\n }', 'format / round down'],
  ['FreeSpec', '"format" - {\n "rounds down" {\n{CHECKS}\n }\n }', 'format / rounds down'],
  ['FunSpec', 'test("rounds down").config(timeout = 1.seconds) {\n{CHECKS}\n }', 'rounds down'],
  ['FunSpec', 'withData(49.9, 49.1) { v ->\n{CHECKS}\n }', 'withData'],
];

const styled = (style: string, blocks: string, checks: string) => `package x.helpers

import io.kotest.core.spec.style.${style}
import io.kotest.matchers.shouldBe

class FormatterTest : ${style}({
    ${blocks.replace('{CHECKS}', checks)}
})
`;

describe('Kotest styles', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [APP]: app });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('reads the leaf blocks of every style as tests: a check dropped from one is refused', async () => {
    const both = '49.0 shouldBe Formatter.format(49.9)\n"49" shouldBe Formatter.formatToString(49.9)';
    for (const [style, blocks, name] of styles) {
      const before = { [T]: styled(style, blocks, both) };
      expect(refusedTests(await guardOnTop(repo, before, { before }))).toEqual([]);
      const r = await guardOnTop(repo, { [T]: styled(style, blocks, both.split('\n')[0]!) }, { before });
      expect(refusedTests(r), style).toEqual([`assertion-removed FormatterTest.${name}`]);
    }
  });
});
