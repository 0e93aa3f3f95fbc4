import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { symbolRenames } from '../../src/guard/renames.js';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A symbol renamed to a name the change's base already declared elsewhere (issue 27, classes 1 and 3): a
 * constant-like `val KEY` made `val key` while another changed file declares a `key` of its own, a test class's
 * property renamed to the name of another test's local. The rename machinery took only names new to the change,
 * so each renamed check read as another expectation (in this minimal app form the migrated-API comparison
 * happens to allow the checks; the rename itself is asserted). The declaration itself now shows the rename: a changed
 * line declaring the old name whose new counterpart declares the new one with the same modifiers. Still
 * refused: a changed expected value under the rename, and uses pointed at another existing property whose
 * declaration did not change.
 */

const SLOT = 'app/src/main/java/x/slots/Slot.kt';
const ENTRY = 'app/src/main/java/x/slots/Entry.kt';
const SLOT_TEST = 'app/src/test/java/x/slots/SlotTest.kt';
const CART_TEST = 'app/src/test/java/x/cart/CartTest.kt';

const slot = `package x.slots

abstract class Slot {
    @Suppress("PropertyName")
    abstract val KEY: Int

    fun label(): String = "slot-$KEY"
}

class FirstSlot : Slot() {
    override val KEY = 1
}

class SecondSlot : Slot() {
    override val KEY = 2
}
`;

const entry = `package x.slots

data class Entry(val key: Int, val title: String) {
    fun isFirst() = key == 1
}
`;

const slotTest = `package x.slots

import org.junit.Assert.assertEquals
import org.junit.Test

class SlotTest {
    @Test
    fun keysAreDistinct() {
        val key = FirstSlot().KEY
        assertEquals(slotNumber("first"), key)
        assertEquals(2, SecondSlot().KEY)
    }
}
`;

const cartTest = `package x.cart

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

class CartTest {
    private val cartStore = CartStore(FakeClock())
    private val backupStore = CartStore(FakeClock())

    @Test
    fun addsItem() {
        cartStore.add("apple")
        assertEquals(listOf("apple"), cartStore.items)
    }

    @Test
    fun startsEmpty() {
        val store = CartStore(FakeClock())
        assertTrue(store.items.isEmpty())
        assertTrue(backupStore.items.isEmpty())
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [SLOT]: slot, [ENTRY]: entry, [SLOT_TEST]: slotTest, [CART_TEST]: cartTest });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>) => guardOnTop(repo, files, { policy: 'review' });
const uniq = (xs: string[]) => [...new Set(xs)];

describe('a member renamed to a name another changed file declares', () => {
  const renamed = slot.replace('    @Suppress("PropertyName")\n', '').replaceAll('KEY', 'key');
  const entryChanged = entry.replace('fun isFirst() = key == 1', 'fun isFirst(): Boolean = key == 1');

  it('finds KEY → key though Entry declared a key of its own', () => {
    const t = slotTest.replaceAll('.KEY', '.key');
    const base = new Map([
      [SLOT, slot],
      [ENTRY, entry],
      [SLOT_TEST, slotTest],
    ]);
    const head = new Map([
      [SLOT, renamed],
      [ENTRY, entryChanged],
      [SLOT_TEST, t],
    ]);
    const pairs = [SLOT, ENTRY, SLOT_TEST].map((p) => ({ basePath: p, headPath: p }));
    expect([...symbolRenames(base, head, pairs)]).toEqual([['KEY', 'key']]);
  });

  it('allows KEY → key in the app and the checks', async () => {
    const t = slotTest.replaceAll('.KEY', '.key');
    expect(refusedTests(await guard({ [SLOT]: renamed, [ENTRY]: entryChanged, [SLOT_TEST]: t }))).toEqual([]);
  });

  it('still refuses a changed expected value under the rename', async () => {
    const t = slotTest
      .replaceAll('.KEY', '.key')
      .replace('assertEquals(2, SecondSlot().key)', 'assertEquals(1, SecondSlot().key)');
    expect(uniq(refusedTests(await guard({ [SLOT]: renamed, [ENTRY]: entryChanged, [SLOT_TEST]: t })))).toEqual([
      'assertion-weakened SlotTest.keysAreDistinct',
    ]);
  });
});

describe("a test class's property renamed to another test's local", () => {
  const renamed = cartTest.replace('private val cartStore =', 'private val store =').replaceAll('cartStore.', 'store.');

  it('allows cartStore → store', async () => {
    expect(refusedTests(await guard({ [CART_TEST]: renamed }))).toEqual([]);
  });

  it('still refuses a changed expected value under the rename', async () => {
    const t = renamed.replace(
      'assertEquals(listOf("apple"), store.items)',
      'assertEquals(listOf("pear"), store.items)',
    );
    expect(uniq(refusedTests(await guard({ [CART_TEST]: t })))).toEqual(['assertion-weakened CartTest.addsItem']);
  });

  it('still refuses the uses pointed at another property whose declaration stayed', async () => {
    const t = cartTest
      .replace('    private val cartStore = CartStore(FakeClock())\n', '')
      .replaceAll('cartStore.', 'backupStore.');
    expect(uniq(refusedTests(await guard({ [CART_TEST]: t })))).toEqual(['assertion-weakened CartTest.addsItem']);
  });
});
