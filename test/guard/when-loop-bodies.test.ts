import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseKotlin } from '../../src/guard/kotlin/syntax.js';
import { bracedWhenLoopBodies } from '../../src/guard/kotlin/when-loop-bodies.js';
import { unreadSpans } from '../../src/guard/unread.js';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A `when` entry whose body is a loop with its own body on the next line (issue 27; tasks/tasks edc71c9ffb: the
 * iCalendar reader's `is Categories ->` / `for (category in prop.categories)` / `t.categories += category` left the
 * whole class unread, so any edit in it was refused). The loop body is braced in place of layout; a check inside such
 * a loop is read, and dropping it is refused under its rule.
 */

const TEST = 'app/src/test/java/x/ReaderTest.kt';

const test = (body: string) => `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class ReaderTest {
    @Test
    fun readsEveryCategory() {
        val task = read(sample)
        when (task.kind) {
            Kind.LIST ->
                for (c in task.categories)
${body}
            else -> assertEquals(0, task.categories.size)
        }
    }
}
`;

const check = '                    assertEquals("work", c.name)';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [TEST]: test(check) });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a when entry whose loop has its body on the next line', () => {
  it('is read, offsets and lines kept', async () => {
    const src = test(check);
    const braced = bracedWhenLoopBodies(src);
    expect(braced).not.toBe(src);
    expect(braced.length).toBe(src.length);
    expect(braced.split('\n').length).toBe(src.split('\n').length);
    expect(unreadSpans(await parseKotlin(src))).toEqual([]);
  });

  it('allows an honest edit and refuses the check in the loop dropped', async () => {
    const honest = await guardOnTop(repo, {
      [TEST]: test(check).replace('read(sample)', 'read(sample, strict = false)'),
    });
    expect(honest.refusals.map((r) => r.rule)).not.toContain('unreadable');
    const dropped = await guardOnTop(repo, { [TEST]: test('                    println(c.name)') });
    expect(refusedTests(dropped)).toEqual(['assertion-removed ReaderTest.readsEveryCategory']);
  });

  it('leaves a loop whose body is a block, or that is no when entry, as written', () => {
    const block = 'when (x) {\n    A -> for (c in cs) {\n        f(c)\n    }\n}\n';
    const plain = 'fun f() {\n    for (c in cs)\n        f(c)\n    g()\n}\n';
    expect(bracedWhenLoopBodies(block)).toBe(block);
    expect(bracedWhenLoopBodies(plain)).toBe(plain);
    const commented = 'fun f() {\n    // A -> for (c in cs)\n        f(c)\n    g()\n}\n';
    expect(bracedWhenLoopBodies(commented)).toBe(commented);
  });
});
