import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, class 2: `try { b; fail() } catch (e: T) { checks on e }` rewritten as `assertThrows<T> { b }.let { e -> … }`
 * (or `.also { it.… }`): the block's parameter is the exception the check gives back, so the checks on it are those the
 * catch clause made. Another expected type, or a check on the exception dropped or changed, is still refused.
 */

const T = 'app/src/test/java/x/LexerTest.kt';
const file = (body: string) =>
  `package x\n\nclass LexerTest {\n    @Test\n    fun a() {\n        val lexer = Lexer("{{a")\n${body}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

const caught = (type: string, check: string) =>
  `        try {\n            lexer.next()\n            fail()\n        } catch (e: ${type}) {\n            ${check}\n        }`;
const thrownLet = (type: string, check: string) =>
  `        assertThrows<${type}> {\n            lexer.next()\n        }.let { e ->\n            ${check}\n        }`;

describe('the exception an expected-exception check gives back, checked in a scope function', () => {
  it('allows the catch clause rewritten as let/also on assertThrows', async () => {
    const check = 'assertThat(e.rest, equalTo("{{a"))';
    expect(await judged(caught('Unclosed', check), thrownLet('Unclosed', check))).toEqual([]);
    const also = '        assertFailsWith<Unclosed> { lexer.next() }.also { assertEquals("{{a", it.rest) }';
    expect(await judged(caught('Unclosed', 'assertEquals("{{a", e.rest)'), also)).toEqual([]);
  });

  it('refuses another type, or the check on the exception changed or dropped', async () => {
    const check = 'assertThat(e.rest, equalTo("{{a"))';
    expect(await judged(caught('Unclosed', check), thrownLet('Exception', check))).toContain('assertion-weakened');
    expect(
      await judged(caught('Unclosed', check), thrownLet('Unclosed', 'assertThat(e.rest, equalTo("a"))')),
    ).toContain('assertion-weakened');
    expect(await judged(caught('Unclosed', check), thrownLet('Unclosed', 'println(e)'))).toContain('assertion-removed');
  });
});
