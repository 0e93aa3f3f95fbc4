import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27 (a gap noted in session 45c): a check looped over a table the test writes out
 * (`listOf(a to b, c to d).forEach { (x, y) -> assertEquals(y, f(x)) }`) was read once, with the loop's names and
 * without the rows, so a row dropped went unseen. The rows are read as a parameterised test's and an `assertAll`
 * table's are (rules/grown-tables.ts): rows only added check more; a row dropped or changed is refused.
 */

const T = 'app/src/test/java/x/ParserTest.kt';
const file = (body: string) => `package x\n\nclass ParserTest {\n    @Test\n    fun parses() {\n${body}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

const forEach = (rows: string) =>
  `        listOf(${rows}).forEach { (s, n) ->\n            assertEquals(n, parse(s))\n        }`;
const forIn = (rows: string) =>
  `        for ((s, n) in listOf(${rows})) {\n            assertEquals(n, parse(s))\n        }`;
const arrayEach = (rows: string) => `        arrayOf(${rows}).forEach { (s, n) -> assertEquals(n, parse(s)) }`;
const mapEach = (rows: string) => `        mapOf(${rows}).forEach { (s, n) -> assertEquals(n, parse(s)) }`;
const local = (rows: string) =>
  `        val cases = listOf(${rows})\n        cases.forEach { (s, n) ->\n            assertEquals(n, parse(s))\n        }`;
const forms = { forEach, forIn, arrayEach, mapEach, local };

const three = '"1" to 1, "2" to 2, "3" to 3';

describe('a table of rows a check loops over', () => {
  for (const [name, form] of Object.entries(forms)) {
    it(`refuses a row dropped or changed (${name})`, async () => {
      expect(await judged(form(three), form('"1" to 1, "3" to 3'))).toContain('assertion-removed');
      expect(await judged(form(three), form('"1" to 1, "2" to 2, "3" to 4'))).toContain('assertion-removed');
    });

    it(`allows rows only added (${name})`, async () => {
      expect(await judged(form(three), form(`${three}, "40" to 40`))).toEqual([]);
      expect(await judged(form(three), form(three))).toEqual([]);
    });
  }

  it('leaves a loop made a parameterised test to the parameter source reading (parameterised-tests.ts)', async () => {
    const looped = `package x\n\nclass ParserTest {\n    @Test\n    fun parses() {\n${forEach(three)}\n    }\n}\n`;
    const runs = [
      'package x\n\nclass ParserTest {',
      '    @ParameterizedTest',
      '    @CsvSource("1, 1", "2, 2", "3, 3")',
      '    fun parses(s: String, n: Int) {',
      '        assertEquals(n, parse(s))',
      '    }\n}\n',
    ].join('\n');
    expect((await refusals({ [T]: looped }, { [T]: runs })).map((r) => r.rule)).toEqual([]);
  });

  it('allows the loop written another way over the same rows', async () => {
    expect(await judged(forEach(three), forIn(three))).toEqual([]);
    expect(await judged(forIn(three), local(three))).toEqual([]);
  });
});
