import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A formatter that re-indents a test moves every line of a `"""…""".trimIndent()` string (getsentry/sentry-java
 * 16da8b8f40, a Spotless bump): the text `trimIndent` makes is the same, so the check is too. Still refused: a line
 * of the string changed or dropped, and a raw string without `trimIndent()` re-indented (its text changed).
 */

const T = 'app/src/test/java/x/ReportTest.kt';

const test = (indent: string, lines: string[], trim = true) => `package x

import kotlin.test.assertNotNull
import org.junit.Test

class ReportTest {
  class Fixture {
    val reader = Reader()

    fun getSut(
      fileName: String = "debug-meta.properties",
      content: List<String>? = null,
    ): Loader {
      if (content != null) {
        reader.serve(fileName, content)
      }
      return Loader(reader)
    }
  }

  private val fixture = Fixture()

  @Test
  fun rendersTheReport() {
    val sut =
      fixture.getSut(
        content =
          listOf(
            """
${lines.map((l) => `${indent}${l}`).join('\n')}
${indent}"""${trim ? '\n              .trimIndent()' : ''}
          )
      )
    assertNotNull(sut.loadDebugMeta()) { Applier.apply(it) }
  }
}
`;

const deep = ' '.repeat(24);
const shallow = ' '.repeat(8);
const lines = ['#Generated', 'io.sentry.build-tool=maven', '  indented=kept'];

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [T]: test(deep, lines) });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a re-indented trimIndent() raw string', () => {
  it('is the same expected value', async () => {
    expect(refusedTests(await guardOnTop(repo, { [T]: test(shallow, lines) }))).toEqual([]);
  });

  it('still refuses a line of it dropped, or its relative indent changed', async () => {
    expect(refusedTests(await guardOnTop(repo, { [T]: test(shallow, lines.slice(0, 2)) }))).toEqual([
      'assertion-weakened ReportTest.rendersTheReport',
    ]);
    const flattened = test(
      shallow,
      lines.map((l) => l.trim()),
    );
    expect(refusedTests(await guardOnTop(repo, { [T]: flattened }))).toEqual([
      'assertion-weakened ReportTest.rendersTheReport',
    ]);
  });

  it('still refuses a raw string without trimIndent() re-indented', async () => {
    const r = await tempRepo({ [T]: test(deep, lines, false) });
    try {
      expect(refusedTests(await guardOnTop(r, { [T]: test(shallow, lines, false) }))).toEqual([
        'assertion-weakened ReportTest.rendersTheReport',
      ]);
    } finally {
      await r.remove();
    }
  });
});
