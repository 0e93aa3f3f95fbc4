import { describe, expect, it } from 'vitest';
import { guardOnTop, refusedDetails, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2 (the same check on a migrated API): a project dropping kotlinx.collections.immutable writes
 * `persistentListOf(a)` as `listOf(a)` in its expectations and `persistentListOf()` as `emptyList()` in its code.
 * The library's collections equal the standard ones of the same items, so the expectation is the same value, and a
 * body that returned an empty persistent list was already a constant. Another item, another kind of collection,
 * and a working body made an empty persistent list stay refused.
 */

const TEST = 'app/src/test/java/x/ListenerTest.kt';
const APP = 'app/src/main/java/x/Providers.kt';

const test = (expected: string) => `package x

import com.google.common.truth.Truth.assertThat
import kotlinx.collections.immutable.persistentListOf
import org.junit.Assert.assertEquals
import org.junit.Test

class ListenerTest {
    private val listener = FakeListener()

    @Test
    fun backStackChangeIsReported() {
        Navigator(listener).goTo(Screen.B)
        assertEquals(Changed(${expected}), listener.awaitChange())
    }
}
`;

const app = (body: string) => `package x

import kotlinx.collections.immutable.persistentListOf

class Providers(private val store: Store) {
    fun provided(): List<Value> = ${body}
}
`;

async function judged(files: Record<string, [string, string]>): Promise<string[]> {
  const repo = await tempRepo(Object.fromEntries(Object.entries(files).map(([p, [b]]) => [p, b])));
  try {
    return refusedDetails(
      await guardOnTop(repo, Object.fromEntries(Object.entries(files).map(([p, [, h]]) => [p, h]))),
    );
  } finally {
    await repo.remove();
  }
}

describe('kotlinx.collections.immutable dropped', () => {
  it('allows persistentListOf(a, b) written listOf(a, b) in an expectation', async () => {
    expect(
      await judged({ [TEST]: [test('persistentListOf(Screen.A, Screen.B)'), test('listOf(Screen.A, Screen.B)')] }),
    ).toEqual([]);
    expect(await judged({ [TEST]: [test('persistentSetOf(Screen.A)'), test('setOf(Screen.A)')] })).toEqual([]);
    // Truth's isEqualTo: the written-out collection is the expectation on both sides
    const truth = (set: string) =>
      test('listOf(Screen.A)').replace(
        'assertEquals(Changed(listOf(Screen.A)), listener.awaitChange())',
        `assertThat(listener.selected()).isEqualTo(${set})`,
      );
    expect(await judged({ [TEST]: [truth('persistentSetOf(Screen.A)'), truth('setOf(Screen.A)')] })).toEqual([]);
  });

  it('allows an empty persistent list returned as emptyList(): it was a constant already', async () => {
    expect(await judged({ [APP]: [app('persistentListOf<Value>()'), app('emptyList<Value>()')] })).toEqual([]);
  });

  it('still refuses another item, another kind of collection, or a working body made an empty persistent list', async () => {
    for (const after of ['listOf(Screen.A, Screen.C)', 'setOf(Screen.A, Screen.B)']) {
      const refused = await judged({ [TEST]: [test('persistentListOf(Screen.A, Screen.B)'), test(after)] });
      expect(
        refused.some((r) => r.startsWith('assertion-weakened ')),
        `${after}: ${refused.join('\n')}`,
      ).toBe(true);
    }
    const stubbed = await judged({ [APP]: [app('store.values().map { it.provided() }'), app('persistentListOf()')] });
    expect(
      stubbed.some((r) => r.startsWith('handler-stubbed ')),
      stubbed.join('\n'),
    ).toBe(true);
  });
});
