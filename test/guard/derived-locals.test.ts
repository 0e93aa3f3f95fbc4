import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo, withoutTest } from './git-repo.js';

/**
 * Issue 27 class 4, met in a real history outside the corpus: a test deleted together with the app member it
 * tested, where the checks read a local the removed member made (`val items = Cards.toItems(list)`, then
 * `for (item in items) assertFalse(item.title().contains("_"))`, or `Cards.toItems(list).forEach { item -> … }`). Written inline (`Cards.toItems(list)[0].title()`)
 * the check named the removed member and the deletion read as going with its subject; through the local it did
 * not. A local — a loop's variable, a lambda's parameter — that holds the removed member's result (or an element
 * of it) now stands for the call, as written inline. Still refused: the same deletion while the member lives on,
 * and a check on a local a member that lives on made, when an unrelated member is removed.
 */

const APP = 'app/src/main/java/x/Cards.kt';
const T = 'app/src/test/java/x/CardsTest.kt';

const app = `package x

class Item(private val raw: String) {
    fun title(): String = raw.replace('_', ' ')
}

object Cards {
    fun toItems(names: List<String>): List<Item> = names.map { Item(it) }

    fun first(names: List<String>): Item = Item(names.first())

    fun count(names: List<String>): Int = names.size
}
`;

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Test

class CardsTest {
    @Test
    fun titlesHaveNoUnderscores() {
        val items = Cards.toItems(listOf("a_b", "c_d"))
        for (item in items) {
            assertFalse(item.title().contains("_"))
        }
    }

    @Test
    fun eachTitle() {
        Cards.toItems(listOf("e_f")).forEach { card ->
            assertFalse(card.title().contains("_"))
        }
    }

    @Test
    fun firstTitle() {
        val card = Cards.first(listOf("a_b"))
        val same = card
        assertEquals("a b", same.title())
    }

    @Test
    fun counts() {
        assertEquals(2, Cards.count(listOf("a", "b")))
    }
}
`;

const withoutToItems = edited(app, [
  ['    fun toItems(names: List<String>): List<Item> = names.map { Item(it) }\n\n', ''],
]);
const withoutFirst = edited(app, [['    fun first(names: List<String>): Item = Item(names.first())\n\n', '']]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [T]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a deleted test whose checks read a local the removed member made', () => {
  it('goes with the member through a loop over the local', async () => {
    const files = { [APP]: withoutToItems, [T]: withoutTest(test, 'titlesHaveNoUnderscores') };
    expect(files[T]).not.toContain('titlesHaveNoUnderscores');
    expect(refusedTests(await guardOnTop(repo, files))).toEqual([]);
  });

  it("goes with the member through a lambda's parameter", async () => {
    const files = { [APP]: withoutToItems, [T]: withoutTest(test, 'eachTitle') };
    expect(files[T]).not.toContain('eachTitle');
    expect(refusedTests(await guardOnTop(repo, files))).toEqual([]);
  });

  it('goes with the member through a local that holds its result, and a local naming that one', async () => {
    const files = { [APP]: withoutFirst, [T]: withoutTest(test, 'firstTitle') };
    expect(files[T]).not.toContain('firstTitle');
    expect(refusedTests(await guardOnTop(repo, files))).toEqual([]);
  });

  it('is still a suppression when the member lives on', async () => {
    expect(refusedTests(await guardOnTop(repo, { [T]: withoutTest(test, 'titlesHaveNoUnderscores') }))).toEqual([
      'test-suppressed CardsTest.titlesHaveNoUnderscores',
    ]);
  });

  it('is still a suppression when the local is made by a member that lives on and another is removed', async () => {
    const files = { [APP]: withoutToItems, [T]: withoutTest(test, 'firstTitle') };
    expect(refusedTests(await guardOnTop(repo, files))).toEqual(['test-suppressed CardsTest.firstTitle']);
  });
});
