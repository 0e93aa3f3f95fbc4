import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { edited, guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 classes 1–3 on Java, met in a real history outside the corpus: the renames a change makes (a test
 * helper, an app method renamed in the app and its tests) were found in Kotlin files only, so every Java check
 * that used a renamed name read as changed; and an assertion message moved into a `static final String` read as
 * the value checked. A rename is still only a rename: a changed value behind the new name, or a check pointed at
 * another name that already existed, is refused.
 */

const test = `package x;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

public class StoreTest {
    @Test
    public void loadsTheItem() {
        assertEquals(makeItem(), store.load(1));
    }

    @Test
    public void countsItems() {
        assertEquals(3, store.count());
        assertTrue("the store must not be empty", store.count() > 0);
    }

    private static Item makeItem() {
        return new Item(1, "Foo");
    }

    private static Item otherItem() {
        return new Item(2, "Bar");
    }
}
`;

const app = `package x;

public class Store {
    public int count() {
        return items.size();
    }

    public Item load(int id) {
        return items.get(id);
    }
}
`;

const T = 'app/src/test/java/x/StoreTest.java';
const A = 'app/src/main/java/x/Store.java';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [T]: test, [A]: app });
});
afterAll(async () => {
  await repo?.remove();
});

/** The guard's review of edits to the test and the app (each a list of find → replace). */
// a rename reaches every use, so each edit replaces every occurrence
const guard = (testEdits: Array<[string, string]>, appEdits: Array<[string, string]> = []) =>
  guardOnTop(repo, { [T]: edited(test, testEdits, true), [A]: edited(app, appEdits, true) });

const rules = (r: GuardResult) => [...new Set(r.refusals.map((x) => x.rule))].sort();

describe('renames in Java', () => {
  it('allows a test helper renamed where the check uses it', async () => {
    expect((await guard([['makeItem()', 'newItem()']])).refusals).toEqual([]);
  });

  it('allows an app method renamed in the app and in the Java test', async () => {
    const r = await guard([['store.count()', 'store.size()']], [['public int count()', 'public int size()']]);
    expect(r.refusals).toEqual([]);
  });

  it('allows an assertion message moved into a static final String', async () => {
    const r = await guard([
      ['"the store must not be empty", store', 'NOT_EMPTY, store'],
      [
        'public class StoreTest {\n',
        'public class StoreTest {\n    private static final String NOT_EMPTY = "the store must not be empty";\n\n',
      ],
    ]);
    expect(r.refusals).toEqual([]);
  });

  it('still refuses a check pointed at another helper that already existed, or a changed condition', async () => {
    expect(rules(await guard([['assertEquals(makeItem()', 'assertEquals(otherItem()']]))).toEqual([
      'assertion-weakened',
    ]);
    const r = await guard([
      ['"the store must not be empty", store.count() > 0', 'NOT_EMPTY, store.count() >= 0'],
      [
        'public class StoreTest {\n',
        'public class StoreTest {\n    private static final String NOT_EMPTY = "the store must not be empty";\n\n',
      ],
    ]);
    expect(rules(r)).toEqual(['assertion-weakened']);
  });
});
