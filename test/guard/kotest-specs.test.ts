import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (habitica-android 6ff56d6504, "some more tests"): JUnit test classes
 * converted to Kotest specs (`class T : StringSpec({ "rounds down" { … } })`, WordSpec's `"x" should { "y" { } }`)
 * read as every test deleted — the guard knew no spec's tests, so a check dropped from a spec was never seen either.
 * Each leaf block of a spec's lambda is now a test. Still refused: a check dropped in the conversion, or from a spec.
 */

const T = 'app/src/test/java/x/helpers/FormatterTest.kt';

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
    repo = await tempRepo({ [T]: junit });
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
});
