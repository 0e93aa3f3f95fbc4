import { describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, tempRepo } from './git-repo.js';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, classes 2/3 for tests that expect an exception: JUnit 5's `assertThrows<X> { }` and
 * `assertThrows(X::class.java) { }`, kotlin.test's `assertFailsWith`, `try { body; fail() } catch (e: X) { }`,
 * JUnit 4's `@Test(expected = X::class)`, AssertJ's `assertThatThrownBy { }.isInstanceOf(…)` and Truth's
 * `assertThat(runCatching { }.exceptionOrNull()).isInstanceOf(…)` are one check — the type, the body's
 * calls, the checks on the caught value — so migrating between them is no change. Each next to the
 * weakening nearest to it, which must still be refused.
 */

const T = 'app/src/test/java/x/ParserTest.kt';
const file = (body: string) => `package x\n\nclass ParserTest {\n${body}\n}\n`;
const test = (body: string, annotation = '@Test') =>
  `    ${annotation}\n    fun a() {\n${body
    .split('\n')
    .map((l) => `        ${l}`)
    .join('\n')}\n    }`;
const judgedTests = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => `${r.rule}: ${r.verb}`);
const judged = (base: string, head: string) => judgedTests(test(base), test(head));

const IAE = 'IllegalArgumentException';
const messageChecked = `val e = assertThrows<${IAE}> { parser.parse("x") }\nassertEquals("bad input", e.message)`;

describe('an expected exception written another way', () => {
  it('allows assertThrows as assertFailsWith, with a type argument or a class literal', async () => {
    const base = `assertThrows<${IAE}> { parser.parse("x") }`;
    for (const head of [
      `assertThrows(${IAE}::class.java) { parser.parse("x") }`,
      `assertFailsWith<${IAE}> { parser.parse("x") }`,
      `assertFailsWith(${IAE}::class) {\n    parser.parse("x")\n}`,
      `assertFailsWith<java.lang.${IAE}> { parser.parse("x") }`,
      // JUnit 5's and kotlin.test's message is what a failure reports, not the exception's message
      `assertThrows<${IAE}>("parse should fail") { parser.parse("x") }`,
      `assertFailsWith<${IAE}>(message = "parse should fail") { parser.parse("x") }`,
    ])
      expect(await judged(base, head), head).toEqual([]);
  });

  it('allows assertThrows and its message check as try { body; fail() } catch (e: X) { check e }', async () => {
    for (const fail of ['fail("parse should fail")', 'fail { "parse should fail" }', 'Assert.fail()']) {
      const head = `try {\n    parser.parse("x")\n    ${fail}\n} catch (e: ${IAE}) {\n    assertEquals("bad input", e.message)\n}`;
      expect(await judged(messageChecked, head), head).toEqual([]);
      expect(await judged(head, messageChecked), head).toEqual([]);
    }
    const named = `try {\n    // when\n    parser.parse("x")\n    fail()\n} catch (expected: ${IAE}) {\n    assertEquals("bad input", expected.message)\n}`;
    expect(await judged(messageChecked, named)).toEqual([]);
    const noMessage = `try {\n    parser.parse("x")\n    fail()\n} catch (e: ${IAE}) {\n    // expected\n}`;
    expect(await judged(`assertFailsWith<${IAE}> { parser.parse("x") }`, noMessage)).toEqual([]);
  });

  it('allows AssertJ assertThatThrownBy and Truth on runCatching { }.exceptionOrNull()', async () => {
    const base = `assertThrows<${IAE}> { parser.parse("x") }`;
    for (const head of [
      `assertThatThrownBy { parser.parse("x") }.isInstanceOf(${IAE}::class.java)`,
      `assertThat(runCatching { parser.parse("x") }.exceptionOrNull()).isInstanceOf(${IAE}::class.java)`,
      `val error = runCatching { parser.parse("x") }.exceptionOrNull()\nassertThat(error).isInstanceOf(${IAE}::class.java)`,
    ])
      expect(await judged(base, head), head).toEqual([]);
    const withMessage = `assertThatThrownBy { parser.parse("x") }.isInstanceOf(${IAE}::class.java).hasMessage("bad input")`;
    expect(await judged(messageChecked, withMessage)).toEqual([]);
  });

  it('allows @Test(expected = X::class) and assertThrows around the call the test ends with', async () => {
    const junit4 = test('val parser = Parser()\nparser.parse("x")', `@Test(expected = ${IAE}::class)`);
    const junit5 = test(`val parser = Parser()\nassertThrows<${IAE}> { parser.parse("x") }`);
    expect(await judgedTests(junit4, junit5)).toEqual([]);
    expect(await judgedTests(junit5, junit4)).toEqual([]);
  });

  // openfoodfacts/openfoodfacts-androidapp a20c39991e (a JUnit 5 migration): the whole body moved into assertThrows
  it('allows @Test(expected = X::class) as assertThrows around the whole body, which is what expected = covers', async () => {
    const junit4 = test('parser.reset()\nparser.parse("x")', `@Test(expected = ${IAE}::class)`);
    expect(
      await judgedTests(junit4, test(`assertThrows<${IAE}> {\n    parser.reset()\n    parser.parse("x")\n}`)),
    ).toEqual([]);
  });

  it('allows expected = Exception::class as assertFails around the calls the test ends with, a val inlined', async () => {
    const junit4 = test(
      'dao.insert(a)\nval copy = a.copy(id = 0)\ndao.insert(copy)',
      '@Test(expected = Exception::class)',
    );
    const kotlinTest = test(
      'dao.insert(a)\nassertFails {\n    // a copy with a 0 id\n    val copy = a.copy(id = 0)\n    dao.insert(copy)\n}',
    );
    expect(await judgedTests(junit4, kotlinTest)).toEqual([]);
    expect(await judgedTests(kotlinTest, junit4)).toEqual([]);
    expect(await judged('assertThrows<Exception> { dao.insert(a) }', 'assertFails { dao.insert(a) }')).toEqual([]);
  });
});

describe('an expected exception weakened', () => {
  it('refuses the expected type widened', async () => {
    const base = `assertThrows<${IAE}> { parser.parse("x") }`;
    for (const wide of ['Exception', 'Throwable', 'RuntimeException'])
      expect(await judged(base, `assertThrows<${wide}> { parser.parse("x") }`), wide).toEqual([
        'assertion-weakened: weakened the assertion',
      ]);
    expect(await judged(base, `assertFails { parser.parse("x") }`)).toEqual([
      'assertion-weakened: weakened the assertion',
    ]);
    // a narrower type than Exception, or a block that makes a check (its failure is an Error), stays apart
    expect(await judged(`assertThrows<${IAE}> { dao.insert(a) }`, 'assertFails { dao.insert(a) }')).toEqual([
      'assertion-weakened: weakened the assertion',
    ]);
    const checking = 'assertThrows<Exception> { assertEquals(1, dao.count()) }';
    expect(await judged(checking, 'assertFails { assertEquals(1, dao.count()) }')).toEqual([
      'assertion-weakened: weakened the assertion',
    ]);
    const caughtWide = `try {\n    parser.parse("x")\n    fail()\n} catch (e: RuntimeException) {\n}`;
    expect(await judged(base, caughtWide)).toEqual(['assertion-weakened: weakened the assertion']);
  });

  it('refuses the fail() dropped from the try, or a catch that swallows the failure', async () => {
    const kept = `try {\n    parser.parse("x")\n    fail()\n} catch (e: ${IAE}) {\n    assertEquals("bad input", e.message)\n}`;
    const noFail = kept.replace('\n    fail()', '');
    expect(await judged(messageChecked, noFail)).toContain('assertion-removed: removed the assertion');
    expect(await judged(kept, noFail)).toContain('assertion-removed: removed the assertion');
    const swallowing = `try {\n    parser.parse("x")\n    fail()\n} catch (e: Throwable) {\n}`;
    expect(await judged(`assertThrows<${IAE}> { parser.parse("x") }`, swallowing)).not.toEqual([]);
    const alsoCatchesAll = `${kept}\ncatch (t: AssertionError) {\n}`.replace('}\ncatch', '} catch');
    expect(await judged(kept, alsoCatchesAll)).not.toEqual([]);
  });

  it('refuses a message check on the exception dropped, or another message expected', async () => {
    expect(await judged(messageChecked, `assertThrows<${IAE}> { parser.parse("x") }`)).toEqual([
      'assertion-removed: removed the assertion',
    ]);
    const caughtNoMessage = `try {\n    parser.parse("x")\n    fail()\n} catch (e: ${IAE}) {\n}`;
    expect(await judged(messageChecked, caughtNoMessage)).toEqual(['assertion-removed: removed the assertion']);
    const other = `try {\n    parser.parse("x")\n    fail()\n} catch (e: ${IAE}) {\n    assertEquals("other", e.message)\n}`;
    expect(await judged(messageChecked, other)).not.toEqual([]);
  });

  it('refuses assertThrows replaced by runCatching with no check, or by the bare call', async () => {
    const base = `assertThrows<${IAE}> { parser.parse("x") }`;
    expect(await judged(base, 'runCatching { parser.parse("x") }')).toEqual([
      'assertion-removed: removed the assertion',
    ]);
    expect(await judged(base, 'parser.parse("x")')).toEqual(['assertion-removed: removed the assertion']);
  });

  it("refuses the body's call changed to another call", async () => {
    const base = `assertThrows<${IAE}> { parser.parse("x") }`;
    const other = `try {\n    parser.parse("y")\n    fail()\n} catch (e: ${IAE}) {\n}`;
    expect(await judged(base, other)).toEqual(['assertion-weakened: changed what the assertion checks']);
    expect(await judged(base, `assertFailsWith<${IAE}> { parser.validate("x") }`)).toEqual([
      'assertion-weakened: changed what the assertion checks',
    ]);
  });

  it('refuses the whole body wrapped with another call, another type, or where only the last call was expected to throw', async () => {
    const junit4 = test('parser.reset()\nparser.parse("x")', `@Test(expected = ${IAE}::class)`);
    const wrapped = (call: string, type = IAE) => test(`assertThrows<${type}> {\n    parser.reset()\n    ${call}\n}`);
    expect(await judgedTests(junit4, wrapped('parser.parse("y")'))).toEqual([
      'assertion-weakened: changed what the assertion checks',
    ]);
    expect(await judgedTests(junit4, wrapped('parser.parse("x")', 'RuntimeException'))).not.toEqual([]);
    // JUnit 5's assertThrows around the last call says the set-up must not throw: wrapping it too is wider
    const junit5 = test(`parser.reset()\nassertThrows<${IAE}> { parser.parse("x") }`);
    expect(await judgedTests(junit5, wrapped('parser.parse("x")'))).toEqual([
      'assertion-weakened: changed what the assertion checks',
    ]);
  });

  it('refuses @Test(expected = …) that swallows check failures, or expects another call', async () => {
    const junit5 = test(`assertThrows<${IAE}> { parser.parse("x") }`);
    expect(await judgedTests(junit5, test('parser.parse("x")', '@Test(expected = AssertionError::class)'))).toContain(
      'test-suppressed: added an expected exception to @Test',
    );
    expect(await judgedTests(junit5, test('parser.parse("y")', `@Test(expected = ${IAE}::class)`))).not.toEqual([]);
    // dropping expected = without a replacement no longer checks that anything throws
    expect(
      await judgedTests(test('parser.parse("x")', `@Test(expected = ${IAE}::class)`), test('parser.parse("x")')),
    ).toEqual(['assertion-removed: removed the assertion']);
  });
});

describe('an expected exception in Java', () => {
  const F = 'app/src/test/java/x/ParserTest.java';
  const java = (body: string) =>
    `package x;\n\nimport org.junit.Test;\n\npublic class ParserTest {\n    @Test\n    public void parses() {\n        ${body}\n    }\n}\n`;
  const caught = (body: string) =>
    java(
      `try {\n            ${body}\n        } catch (IllegalArgumentException e) {\n            assertEquals("bad", e.getMessage());\n        }`,
    );

  it('allows try { call; fail() } catch as assertThrows, and refuses it without the fail()', async () => {
    const repo = await tempRepo({ [F]: caught('parser.parse("x");\n            fail("should throw");') });
    try {
      const migrated = java(
        'IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parser.parse("x"));\n        assertEquals("bad", e.getMessage());',
      );
      expect(refusedTests(await guardOnTop(repo, { [F]: migrated }))).toEqual([]);
      expect(refusedTests(await guardOnTop(repo, { [F]: caught('parser.parse("x");') }))).toEqual([
        'assertion-removed ParserTest.parses',
      ]);
    } finally {
      await repo.remove();
    }
  });
});
