import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A legitimate change the review policy refused (issue 27, class 2: the same check on a migrated API; airbnb/mavericks
 * 0a0feae01a): `@Test(expected = T::class)` moved to JUnit 4's `ExpectedException` rule, `thrown.expect(T::class.java)`
 * before the throwing call and `thrown.expectMessage(m)` beside it. The test still fails unless the call throws T,
 * now with a message too. Still refused: the message check dropped on the way to `assertThrows("m", T::class.java)`
 * (JUnit reads that string as the failure's text, not the exception's: mavericks 302dc03c4a), the expected type
 * widened, and the throwing call dropped after the rule's `expect`.
 */

const A = 'app/src/main/java/x/Parser.kt';
const T = 'app/src/test/java/x/ParserTest.kt';

const app = `package x

class Parser(private val strict: Boolean) {
    fun parse(text: String): Int {
        require(text.isNotEmpty()) { "Empty input for parser" }
        return text.length
    }
}
`;

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class ParserTest {
    @Test(expected = IllegalArgumentException::class)
    fun rejectsEmptyInput() {
        val parser = Parser(strict = true)
        parser.parse("")
    }

    @Test
    fun readsLength() {
        assertEquals(3, Parser(strict = true).parse("abc"))
    }
}
`;

/** The test with the rule declared, `@Test(expected)` dropped and `expectations` written before the call. */
const ruled = (expectations: string, call = '        parser.parse("")\n') =>
  edited(test, [
    [
      'import org.junit.Test\n',
      'import org.junit.Rule\nimport org.junit.Test\nimport org.junit.rules.ExpectedException\n',
    ],
    [
      'class ParserTest {\n',
      'class ParserTest {\n    @get:Rule\n    val thrown: ExpectedException = ExpectedException.none()\n\n',
    ],
    ['    @Test(expected = IllegalArgumentException::class)\n', '    @Test\n'],
    ['        parser.parse("")\n', `${expectations}${call}`],
  ]);

const expectsType = '        thrown.expect(IllegalArgumentException::class.java)\n';
const expectsMessage = '        thrown.expectMessage("Empty input")\n';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [A]: app, [T]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe("JUnit 4's ExpectedException rule read as the exception it expects", () => {
  it('lets @Test(expected = T) move to the rule, with or without a message', async () => {
    const r = await guardOnTop(repo, { [T]: ruled(expectsType + expectsMessage) });
    expect(refusedDetails(r)).toEqual([]);
    const typeOnly = await guardOnTop(repo, { [T]: ruled(expectsType) });
    expect(refusedDetails(typeOnly)).toEqual([]);
  });

  it('lets the rule move back to @Test(expected = T) when it expected no message', async () => {
    const r = await guardOnTop(repo, { [T]: test }, { before: { [T]: ruled(expectsType) } });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('still refuses the message dropped on the way to assertThrows("m", T::class.java)', async () => {
    const migrated = edited(test, [
      ['import org.junit.Assert.assertEquals\n', 'import org.junit.Assert\nimport org.junit.Assert.assertEquals\n'],
      ['    @Test(expected = IllegalArgumentException::class)\n', '    @Test\n'],
      [
        '        parser.parse("")\n',
        '        Assert.assertThrows("Empty input", IllegalArgumentException::class.java) {\n' +
          '            parser.parse("")\n        }\n',
      ],
    ]);
    const r = await guardOnTop(repo, { [T]: migrated }, { before: { [T]: ruled(expectsType + expectsMessage) } });
    expect(refusedDetails(r)).toEqual(['assertion-removed removed the assertion: thrown.expectMessage("Empty input")']);
  });

  it('still refuses a widened type and a call dropped after expect', async () => {
    const widened = await guardOnTop(repo, {
      [T]: ruled('        thrown.expect(Exception::class.java)\n'),
    });
    expect(refusedDetails(widened).map((d) => d.split(':')[0])).toEqual(['assertion-weakened weakened the assertion']);
    const dropped = await guardOnTop(repo, { [T]: ruled(expectsType, '') });
    expect(refusedDetails(dropped).map((d) => d.split(':')[0])).toEqual([
      'assertion-weakened changed what the assertion checks',
    ]);
  });
});
