import { describe, expect, it } from 'vitest';
import { guardOnTop, refusedDetails, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 3: a not-null check rewritten into what already fails on null. `assertNotNull(user)` before
 * `assertEquals("Ada", user.name)` is redundant once dropped — the later check throws on null (or does not
 * compile on a nullable type) — and a not-null check of a safe cast is a type check: `assertNotNull(x as? T)`
 * is `assertInstanceOf(T::class.java, x)`, and `val r = (x as? T)?.result; assertNotNull(r); assertEquals(0, r.code)`
 * is `val r = assertInstanceOf(T::class.java, x).result; assertEquals(0, r.code)`. A later read through `?.`,
 * no later read, another type, or the type check dropped is still a removed or weakened check.
 */

const TEST = 'app/src/test/java/x/HandlerTest.kt';
const test = (imports: string, found: string, sent: string) => `package x

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
${imports}import org.junit.Test

class HandlerTest {
    private val handler = Handler()

    @Test
    fun findsUser() {
        val user = handler.find(1)
${found
  .split('\n')
  .map((l) => `        ${l}`)
  .join('\n')}
    }

    @Test
    fun answersConfig() {
        handler.handle("config")
${sent
  .split('\n')
  .map((l) => `        ${l}`)
  .join('\n')}
    }
}
`;

const instanceOf = 'import org.junit.jupiter.api.Assertions.assertInstanceOf\n';
const found = 'assertNotNull(user)\nassertEquals("Ada", user.name)';
const sent =
  'val result = (handler.lastSent as? ResultMessage)?.result\nassertNotNull(result)\nassertEquals(0, result.code)';
const typed =
  'val result = assertInstanceOf(ResultMessage::class.java, handler.lastSent).result\nassertEquals(0, result.code)';

async function judged(after: [string, string], before: [string, string] = [found, sent]): Promise<string[]> {
  const repo = await tempRepo({ [TEST]: test('', ...before) });
  try {
    return refusedDetails(await guardOnTop(repo, { [TEST]: test(instanceOf, ...after) }));
  } finally {
    await repo.remove();
  }
}

describe('a not-null check made redundant', () => {
  it('allows it dropped before a check that reads a member of the value, and a safe cast checked as a type', async () => {
    expect(await judged(['assertEquals("Ada", user.name)', typed])).toEqual([]);
    // a safe call further along the read does not make the value's own read safe
    const further = (t: string) => t.replace('result.code', 'result.payload?.code');
    expect(await judged([found, further(typed)], [found, further(sent)])).toEqual([]);
    expect(
      await judged(
        [found, 'assertInstanceOf(PongMessage::class.java, handler.lastSent)'],
        [found, 'assertNotNull(handler.lastSent as? PongMessage)'],
      ),
    ).toEqual([]);
  });

  it('still refuses it dropped before a safe read or no read, another type, or the type check dropped', async () => {
    const noRead = await judged(
      ['assertEquals(1, handler.count)', sent],
      ['assertNotNull(user)\nassertEquals(1, handler.count)', sent],
    );
    expect(noRead.filter((r) => r.startsWith('assertion-removed ')).length).toBe(1);
    for (const [f, s] of [
      ['assertEquals("Ada", user?.name)', sent],

      [found, typed.replace('ResultMessage::class', 'Message::class')],
      [found, 'val result = (handler.lastSent as ResultMessage?)?.result\nassertEquals(0, result?.code)'],
    ] as const) {
      const refused = await judged([f, s]);
      expect(
        refused.filter((r) => r.startsWith('assertion-removed ') || r.startsWith('assertion-weakened ')).length,
        `${f} / ${s}`,
      ).toBeGreaterThan(0);
    }
  });
});
