import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: tests turned into one parameterised test (JUnit 5 `@ParameterizedTest` with `@CsvSource` or
 * `@ValueSource`) whose rows include every value the old tests checked, with the same assertion: each old test is
 * one run of the new one. A row dropped, or the assertion weakened in the body, is still refused.
 */

const LABEL = 'app/src/main/java/x/Label.kt';
const TEST = 'app/src/test/java/x/LabelTest.kt';

const label = `package x

data class Open(val url: String, val hide: Boolean)

fun label(name: String, size: Int): String = "$name:$size"

fun isValid(n: Int): Boolean = n > 0

fun echo(o: Open): Open = o
`;

const test = `package x

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class LabelTest {
    @Test
    fun labelsShort() {
        assertEquals("a:1", label("a", 1))
    }

    @Test
    fun labelsLong() {
        assertEquals("abc:3", label("abc", 3))
    }

    @Test
    fun acceptsOne() {
        assertTrue(isValid(1))
    }

    @Test
    fun acceptsTwo() {
        assertTrue(isValid(2))
    }

    @Test
    fun opensHidden() {
        assertEquals(Open("u", true), echo(Open("u", true)))
    }
}
`;

const imports = `import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.CsvSource
import org.junit.jupiter.params.provider.ValueSource`;

const labels = `    @ParameterizedTest
    @CsvSource(
        "a, 1, a:1",
        "abc, 3, abc:3",
    )
    fun labelsShort(name: String, size: Int, expected: String) {
        assertEquals(expected, label(name, size))
    }`;

const accepts = `    @ParameterizedTest
    @ValueSource(ints = [1, 2, 3])
    fun acceptsOne(n: Int) {
        assertTrue(isValid(n))
    }`;

/** The base test file with its first four tests replaced by the given parameterised ones. */
const parameterised = (...tests: string[]) =>
  test
    .replace(/import org\.junit[^\n]*\n(?:import org\.junit[^\n]*\n)*/, `${imports}\n`)
    .replace(/ {4}@Test\n {4}fun labelsShort[\s\S]*?(?= {4}@Test\n {4}fun opensHidden)/, `${tests.join('\n\n')}\n\n`);

const refusedTests = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))].sort();

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [LABEL]: label, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('tests turned into a parameterised test', () => {
  it('allows old tests that are each one row of a @CsvSource or @ValueSource test', async () => {
    expect(refusedTests(await guardOnTop(repo, { [TEST]: parameterised(labels, accepts) }))).toEqual([]);
  });

  it('allows a test whose constructor grew turned into rows, one of them the old values', async () => {
    const grown = label.replace(
      'data class Open(val url: String, val hide: Boolean)',
      'data class Open(val url: String, val hide: Boolean, val skip: Boolean)',
    );
    const rows = test.replace(
      '    @Test\n    fun opensHidden() {\n        assertEquals(Open("u", true), echo(Open("u", true)))',
      '    @ParameterizedTest\n    @CsvSource("false, true", "true, false")\n    fun opensHidden(hide: Boolean, skip: Boolean) {\n' +
        '        assertEquals(Open("u", hide = hide, skip = skip), echo(Open("u", hide = hide, skip = skip)))',
    );
    expect(refusedTests(await guardOnTop(repo, { [LABEL]: grown, [TEST]: rows }))).toEqual([]);
  });

  it('still refuses a row dropped, a weakened assertion, or a body that checks another value', async () => {
    const dropped = parameterised(labels.replace('        "abc, 3, abc:3",\n', ''), accepts);
    expect(refusedTests(await guardOnTop(repo, { [TEST]: dropped }))).toEqual(['test-suppressed LabelTest.labelsLong']);
    const fewer = parameterised(labels, accepts.replace('[1, 2, 3]', '[1, 3]'));
    expect(refusedTests(await guardOnTop(repo, { [TEST]: fewer }))).toEqual(['test-suppressed LabelTest.acceptsTwo']);
    const weaker = parameterised(
      labels.replace('assertEquals(expected, label(name, size))', 'assertTrue(label(name, size).isNotEmpty())'),
      accepts,
    );
    expect(
      refusedTests(await guardOnTop(repo, { [TEST]: weaker })).some((t) => t.endsWith(' LabelTest.labelsShort')),
    ).toBe(true);
    const other = parameterised(labels.replace('"abc, 3, abc:3"', '"abc, 3, abc"'), accepts);
    expect(refusedTests(await guardOnTop(repo, { [TEST]: other }))).toEqual(['test-suppressed LabelTest.labelsLong']);
  });

  it('allows old tests that are each one run of a loop over values the test writes out', async () => {
    const forEach =
      '    @Test\n    fun acceptsOne() {\n        listOf(1, 2, 3).forEach { n -> assertTrue(isValid(n)) }\n    }';
    expect(refusedTests(await guardOnTop(repo, { [TEST]: parameterised(labels, forEach) }))).toEqual([]);
    const forIn =
      '    @Test\n    fun acceptsOne() {\n        for (n in listOf(2, 1)) {\n            assertTrue(isValid(n))\n        }\n    }';
    expect(refusedTests(await guardOnTop(repo, { [TEST]: parameterised(labels, forIn) }))).toEqual([]);
    const withIt = '    @Test\n    fun acceptsOne() {\n        setOf(1, 2).forEach { assertTrue(isValid(it)) }\n    }';
    expect(refusedTests(await guardOnTop(repo, { [TEST]: parameterised(labels, withIt) }))).toEqual([]);
  });

  it('still refuses a loop over an empty list, or one that drops an old value', async () => {
    const empty =
      '    @Test\n    fun acceptsOne() {\n        listOf<Int>().forEach { n -> assertTrue(isValid(n)) }\n    }';
    const r = refusedTests(await guardOnTop(repo, { [TEST]: parameterised(labels, empty) }));
    expect(r).toContain('test-suppressed LabelTest.acceptsTwo');
    expect(r.some((t) => t.endsWith(' LabelTest.acceptsOne'))).toBe(true);
    const dropped =
      '    @Test\n    fun acceptsOne() {\n        listOf(1, 3).forEach { n -> assertTrue(isValid(n)) }\n    }';
    expect(refusedTests(await guardOnTop(repo, { [TEST]: parameterised(labels, dropped) }))).toEqual([
      'test-suppressed LabelTest.acceptsTwo',
    ]);
  });

  // one old test checking every value in turn, made one test over the rows a function of the file gives
  const twoLabels = `    @Test
    fun labelsShort() {
        assertEquals("a:1", label("a", 1))
        assertEquals("abc:3", label("abc", 3))
    }`;
  const bothInOne = test.replace(
    / {4}@Test\n {4}fun labelsShort[\s\S]*?(?= {4}@Test\n {4}fun acceptsOne)/,
    `${twoLabels}\n\n`,
  );
  const methodSource = (annotation: string, rows: string) => `    @Test
    ${annotation}
    fun labelsShort(name: String, size: Int, expected: String) {
        assertEquals(expected, label(name, size))
    }

    fun labelCases() = listOf(
${rows}
    )`;
  const rows = '        listOf("a", 1, "a:1"),\n        listOf("abc", 3, "abc:3"),';
  const withSource = (annotation: string, r = rows) =>
    bothInOne.replace(twoLabels, methodSource(annotation, r)).replace('import org.junit.jupiter.api.Test', imports);

  it('allows one old test checking every value in turn made a test over a method source of rows', async () => {
    for (const annotation of [
      '@Parameters(method = "labelCases")',
      '@ParameterizedTest\n    @MethodSource("labelCases")',
    ])
      expect(
        refusedTests(
          await guardOnTop(
            repo,
            { [TEST]: withSource(annotation).replace('    @Test\n    @ParameterizedTest', '    @ParameterizedTest') },
            { before: { [TEST]: bothInOne } },
          ),
        ),
      ).toEqual([]);
    const args = '        Arguments.of("a", 1, "a:1"),\n        Arguments.of("abc", 3, "abc:3"),';
    const stream = withSource('@ParameterizedTest\n    @MethodSource("labelCases")', args)
      .replace('    @Test\n    @ParameterizedTest', '    @ParameterizedTest')
      .replace('fun labelCases() = listOf(', 'fun labelCases() = Stream.of(');
    expect(refusedTests(await guardOnTop(repo, { [TEST]: stream }, { before: { [TEST]: bothInOne } }))).toEqual([]);
  });

  it('still refuses a row of the method source dropped or changed', async () => {
    const annotation = '@Parameters(method = "labelCases")';
    const dropped = withSource(annotation, '        listOf("a", 1, "a:1"),');
    expect(
      refusedTests(await guardOnTop(repo, { [TEST]: dropped }, { before: { [TEST]: bothInOne } })).some((t) =>
        t.endsWith(' LabelTest.labelsShort'),
      ),
    ).toBe(true);
    const changed = withSource(annotation, rows.replace('"abc:3"', '"abc"'));
    expect(
      refusedTests(await guardOnTop(repo, { [TEST]: changed }, { before: { [TEST]: bothInOne } })).some((t) =>
        t.endsWith(' LabelTest.labelsShort'),
      ),
    ).toBe(true);
  });

  it('is refused under heal, where tests keep their names and bodies', async () => {
    const r = await guardOnTop(repo, { [TEST]: parameterised(labels, accepts) }, { policy: 'heal' });
    expect(r.refusals.length).toBeGreaterThan(0);
  });
});
