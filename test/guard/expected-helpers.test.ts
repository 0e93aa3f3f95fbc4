import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A weakening the guard let through (issue 27, found on real history outside the corpus): the expected value of an
 * equality check written as a call of a one-expression test helper (`assertEquals(makeItem(), store.load(1))` with
 * `fun makeItem() = Item(1, "Foo")`) was compared by the call's text, so changing what the helper returns — the
 * expectation itself — changed nothing the guard saw, in Kotlin and Java, review and heal alike. The helper's value
 * is now the expected value, as a local's is: changed on its own it is refused; inlined by hand, renamed with its
 * calls, or changed with the app code that produces the value (an intended change, as for a value written inline)
 * it is not.
 */

const K = 'app/src/test/java/x/StoreTest.kt';
const J = 'app/src/test/java/x/StoreJavaTest.java';
const A = 'app/src/main/java/x/Store.kt';

const kotlinTest = `package x

import com.google.common.truth.Truth.assertThat
import org.junit.Assert.assertEquals
import org.junit.Test

class StoreTest {
    private val store = Store()

    private fun makeItem() = Item(1, "Foo")

    private fun named(name: String) = Item(1, name)

    @Test
    fun loadsTheItem() {
        assertEquals(makeItem(), store.load(1))
    }

    @Test
    fun loadsTheItemTruth() {
        assertThat(store.load(1)).isEqualTo(makeItem())
    }

    @Test
    fun loadsByName() {
        val expected = named("Foo")
        assertEquals(expected, store.load(1))
    }
}
`;

const javaTest = `package x;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class StoreJavaTest {
    private final Store store = new Store();

    @Test
    public void loadsTheItem() {
        assertEquals(makeItem(), store.load(1));
    }

    private static Item makeItem() {
        return new Item(1, "Foo");
    }
}
`;

const app = `package x

data class Item(val id: Int, val name: String)

class Store {
    fun load(id: Int): Item = Item(id, "Foo")
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [K]: kotlinTest, [J]: javaTest, [A]: app });
});
afterAll(async () => {
  await repo?.remove();
});

const edit = (src: string, find: string, replace: string) => {
  expect(src.includes(find), `edit target not found: ${find}`).toBe(true);
  return src.split(find).join(replace);
};
const tests = (r: GuardResult) =>
  [...new Set(r.refusals.filter((x) => x.rule !== 'scope').map((x) => `${x.rule} ${x.test}`))].sort();

describe("an equality check's expected value given by a one-expression helper", () => {
  it('is refused when the helper now returns another value, the call unchanged (Kotlin and Java)', async () => {
    const kt = await guardOnTop(repo, { [K]: edit(kotlinTest, 'Item(1, "Foo")', 'Item(1, "Bar")') });
    expect(tests(kt)).toEqual([
      'assertion-weakened StoreTest.loadsTheItem',
      'assertion-weakened StoreTest.loadsTheItemTruth',
    ]);
    expect(refusedDetails(kt)[0]).toContain('(the expected value is in makeItem())');
    const java = await guardOnTop(repo, { [J]: edit(javaTest, 'new Item(1, "Foo")', 'new Item(1, "Bar")') });
    expect(tests(java)).toEqual(['assertion-weakened StoreJavaTest.loadsTheItem']);
  });

  it('is refused through a parameter of the helper and a local bound to its call', async () => {
    const r = await guardOnTop(repo, { [K]: edit(kotlinTest, '= Item(1, name)', '= Item(2, name)') });
    expect(tests(r)).toEqual(['assertion-weakened StoreTest.loadsByName']);
  });

  it('is refused under the heal policy even with the app changed alike', async () => {
    const r = await guardOnTop(
      repo,
      {
        [K]: edit(kotlinTest, 'Item(1, "Foo")', 'Item(1, "Bar")'),
        [A]: edit(app, 'Item(id, "Foo")', 'Item(id, "Bar")'),
      },
      { policy: 'heal' },
    );
    expect(tests(r)).toEqual([
      'assertion-weakened StoreTest.loadsTheItem',
      'assertion-weakened StoreTest.loadsTheItemTruth',
    ]);
  });

  it('is no change when the helper is inlined by hand or renamed with its calls', async () => {
    const inlined = edit(
      edit(kotlinTest, 'assertEquals(makeItem(), store', 'assertEquals(Item(1, "Foo"), store'),
      'isEqualTo(makeItem())',
      'isEqualTo(Item(1, "Foo"))',
    );
    expect((await guardOnTop(repo, { [K]: inlined })).refusals).toEqual([]);
    expect((await guardOnTop(repo, { [K]: edit(kotlinTest, 'makeItem()', 'sampleItem()') })).refusals).toEqual([]);
    expect((await guardOnTop(repo, { [J]: edit(javaTest, 'makeItem()', 'sampleItem()') })).refusals).toEqual([]);
  });

  it('is reviewed as an intended change when the app code giving the value changed alike, as inline values are', async () => {
    const r = await guardOnTop(repo, {
      [K]: edit(kotlinTest, 'Item(1, "Foo")', 'Item(1, "Bar")'),
      [A]: edit(app, 'Item(id, "Foo")', 'Item(id, "Bar")'),
    });
    expect(r.refusals).toEqual([]);
  });
});
