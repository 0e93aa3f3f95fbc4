import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27 (ProtonMail/android-mail 291ff66dbe, candidate of session 46c): a test of one case made a loop over
 * cases that include it — `val origins = listOf(…)`, `origins.forEach { origin -> …; assertEquals(expected, actual,
 * "… $origin") }` — with set-up moved into the loop and a message added, read as a changed check. Each run of the
 * looped check binds the loop's name to a row; a base check equal to one run is still made. A case dropped from the
 * rows, a run that differs, or a loop whose body may stop before the check stays refused.
 */

const T = 'app/src/test/java/x/MapperTest.kt';
const file = (body: string) => `package x\n\nclass MapperTest {\n    @Test\n    fun maps() {\n${body}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

const single = (origin: string, n = '') =>
  [
    `        val r${n} = Result(id, error = Ok(1), origin = Origin.${origin})`,
    ...(n ? [] : ['        val expected = Status.None(id)']),
    `        val actual${n} = r${n}.toStatus()`,
    `        assertEquals(expected, actual${n})`,
  ].join('\n');
const looped = (rows: string, each = 'origins.forEach { origin ->', first = '') =>
  [
    `        val origins = listOf(${rows})`,
    '        val expected = Status.None(id)',
    `        ${each}`,
    first,
    '            val r = Result(id, error = Ok(1), origin = origin)',
    '            val actual = r.toStatus()',
    '            assertEquals(expected, actual, "for origin $origin")',
    '        }',
  ]
    .filter(Boolean)
    .join('\n');

describe('a check of one case made a loop over cases that include it', () => {
  it('allows the loop over a local list holding the case, set-up moved into it and a message added', async () => {
    expect(await judged(single('UPLOAD'), looped('Origin.SAVE, Origin.REMOVE, Origin.UPLOAD'))).toEqual([]);
  });

  it('allows a for loop over the list, and two cases folded into one loop', async () => {
    expect(await judged(single('UPLOAD'), looped('Origin.SAVE, Origin.UPLOAD', 'for (origin in origins) {'))).toEqual(
      [],
    );
    const two = `${single('UPLOAD')}\n${single('SAVE', '2')}`;
    expect(await judged(two, looped('Origin.SAVE, Origin.UPLOAD'))).toEqual([]);
  });

  it('refuses a case dropped from the rows', async () => {
    expect(await judged(single('UPLOAD'), looped('Origin.SAVE, Origin.REMOVE'))).toContain('assertion-weakened');
    const two = `${single('UPLOAD')}\n${single('SAVE', '2')}`;
    expect(await judged(two, looped('Origin.UPLOAD'))).not.toEqual([]);
  });

  it('refuses a run that differs from the base check beyond the name', async () => {
    const other = looped('Origin.SAVE, Origin.UPLOAD').replace('Ok(1)', 'Ok(2)');
    expect(await judged(single('UPLOAD'), other)).toContain('assertion-weakened');
  });

  it('refuses a loop whose body may stop before the check, or that never runs (onEach is lazy)', async () => {
    const skips = looped(
      'Origin.SAVE, Origin.UPLOAD',
      undefined,
      '            if (origin == Origin.UPLOAD) return@forEach',
    );
    expect(await judged(single('UPLOAD'), skips)).toContain('assertion-weakened');
    const breaks = looped(
      'Origin.SAVE, Origin.UPLOAD',
      'for (origin in origins) {',
      '            if (origin == Origin.SAVE) break',
    );
    expect(await judged(single('UPLOAD'), breaks)).toContain('assertion-weakened');
    const lazy = looped('Origin.SAVE, Origin.UPLOAD', 'origins.onEach { origin ->').replace('listOf(', 'sequenceOf(');
    expect(await judged(single('UPLOAD'), lazy)).toContain('assertion-weakened');
  });
});
