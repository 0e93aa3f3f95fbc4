import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: a named argument of a parameter the change removed is left out before comparing (review,
 * rules/with-app-change.ts) — also when the function is an extension (`fun Reading.label(…)`), whose declaration
 * names its receiver before its own name, and when an overload the call cannot mean (it declares none of the call's other
 * named arguments) keeps a parameter of that name. The argument dropped while the parameter stays is still refused.
 */

const APP = 'app/src/main/java/x/Reading.kt';
const TEST = 'app/src/test/java/x/ReadingTest.kt';

const app = (params: string, body: string) => `package x

data class Reading(val value: String, val unit: String?)

fun Reading.label(${params}): String = ${body}

fun Reading.label(locale: Locale, withUnit: Boolean = false): String = label(precision = null${params.includes('withUnit') ? ', withUnit = withUnit' : ''})
`;
const before = app(
  'precision: Int?, withUnit: Boolean = false',
  'if (withUnit && unit != null) "$value $unit" else value',
);
const unitAlways = app('precision: Int?', 'if (unit != null) "$value $unit" else value');

const test = (call: string) => `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class ReadingTest {
    @Test
    fun labelsWithTheUnit() {
        assertEquals("20 C", Reading("20", "C").${call})
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: before, [TEST]: test('label(precision = 2, withUnit = true)') });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];

describe("a named argument of an extension function's removed parameter", () => {
  it('is left out before comparing in review', async () => {
    expect(refused(await guardOnTop(repo, { [APP]: unitAlways, [TEST]: test('label(precision = 2)') }))).toEqual([]);
  });

  it('still refuses the argument dropped while the parameter stays', async () => {
    const kept = before.replace('withUnit: Boolean = false', 'withUnit: Boolean = false, plain: Boolean = false');
    expect(refused(await guardOnTop(repo, { [APP]: kept, [TEST]: test('label(precision = 2)') }))).toEqual([
      'assertion-weakened ReadingTest.labelsWithTheUnit',
    ]);
  });
});
