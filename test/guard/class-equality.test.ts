import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (session 45c, florisboard 6d330f807a): `assertEquals(SolidValue::class, value::class)` then
 * `(value as SolidValue).color` was rewritten into kotlin.test's idiom, `val solid = assertIs<SolidValue>(value)` then
 * `solid.color`, and every class equality read as a removed check. A class equality is the type check. Still refused:
 * a check of another type, or the type no longer checked.
 */

const VALUES = 'lib/src/main/java/x/Values.kt';
const TEST = 'lib/src/test/java/x/ValuesTest.kt';

const values = `package x

sealed interface Value

data class SolidValue(val color: Int) : Value

data class SizeValue(val dp: Int) : Value

fun parse(raw: String): Value? = if (raw.startsWith("#")) SolidValue(raw.length) else null
`;

const test = `package x

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull

class ValuesTest {
    @Test
    fun parsesColors() {
        val value = parse("#fff")
        assertNotNull(value)
        assertEquals(SolidValue::class, value::class)
        assertEquals(4, (value as SolidValue).color)
    }
}
`;

const idiom = edited(test, [
  ['import kotlin.test.assertNotNull', 'import kotlin.test.assertIs'],
  [
    '        assertNotNull(value)\n        assertEquals(SolidValue::class, value::class)\n        assertEquals(4, (value as SolidValue).color)',
    '        val solid = assertIs<SolidValue>(value)\n        assertEquals(4, solid.color)',
  ],
]);

const refused = (r: GuardResult) => [...new Set(refusedTests(r))];

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [VALUES]: values, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a class equality is a type check', () => {
  it('allows assertEquals(T::class, x::class) and assertNotNull(x) rewritten as assertIs<T>(x)', async () => {
    expect(refusedTests(await guardOnTop(repo, { [TEST]: idiom }))).toEqual([]);
  });

  it('still refuses a check of another type, or the type no longer checked', async () => {
    // without the cast, which checks the type on its own
    const typeOnly = edited(test, [['        assertEquals(4, (value as SolidValue).color)\n', '']]);
    const wider = edited(typeOnly, [
      ['import kotlin.test.assertNotNull', 'import kotlin.test.assertIs'],
      [
        '        assertNotNull(value)\n        assertEquals(SolidValue::class, value::class)',
        '        assertIs<Value>(value)',
      ],
    ]);
    expect(refused(await guardOnTop(repo, { [TEST]: wider }, { before: { [TEST]: typeOnly } }))).toEqual([
      'assertion-weakened ValuesTest.parsesColors',
    ]);
    const unchecked = edited(typeOnly, [['        assertEquals(SolidValue::class, value::class)\n', '']]);
    const gone = await guardOnTop(repo, { [TEST]: unchecked }, { before: { [TEST]: typeOnly } });
    expect(refused(gone)).toEqual(['assertion-removed ValuesTest.parsesColors']);
  });
});
