import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27 (a gap noted in session 45c): a local is written out where it is used, so two locals made by the same
 * call (`val saves = AtomicInteger()`, `val loads = AtomicInteger()`, two `mock<Repo>()`) read alike and a check
 * moved from one to the other read as the same check. Each call makes its own object: the second such local is
 * marked with its rank (kotlin/made-locals.ts). A local renamed, or written out where it was used, reads as before.
 */

const T = 'app/src/test/java/x/StoreTest.kt';
const file = (body: string) => `package x\n\nclass StoreTest {\n    @Test\n    fun saves() {\n${body}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

const counters = (saves: string, loads: string, checked: string) =>
  [
    `        val ${saves} = AtomicInteger()`,
    `        val ${loads} = AtomicInteger()`,
    `        val store = Store(onSave = { ${saves}.incrementAndGet() }, onLoad = { ${loads}.incrementAndGet() })`,
    '        store.save()',
    `        assertEquals(1, ${checked}.get())`,
  ].join('\n');

const mocks = (verified: string) =>
  [
    '        val local = mock<Repo>()',
    '        val remote = mock<Repo>()',
    '        Store(local, remote).save(item)',
    `        verify(${verified}).put(item)`,
  ].join('\n');

describe('locals made by the same call', () => {
  it('refuses a check moved to the other local', async () => {
    expect(await judged(counters('saves', 'loads', 'saves'), counters('saves', 'loads', 'loads'))).not.toEqual([]);
    expect(await judged(mocks('remote'), mocks('local'))).not.toEqual([]);
  });

  it('allows the locals renamed, and a local written out where it is used', async () => {
    expect(await judged(counters('saves', 'loads', 'saves'), counters('saved', 'loaded', 'saved'))).toEqual([]);
    const user =
      '        val user = User("a")\n        val other = User("b")\n        assertEquals(user, repo.load(other))';
    expect(
      await judged(user, '        val other = User("b")\n        assertEquals(User("a"), repo.load(other))'),
    ).toEqual([]);
  });
});
