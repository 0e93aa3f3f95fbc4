import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

// A Java app class converted to Kotlin: its accessor `title()` became the property `val title`, which
// Java reads as `getTitle()` and Kotlin as `.title`. The tests read the same value the new way.

const ITEM_JAVA = 'app/src/main/java/x/Item.java';
const ITEM_KT = 'app/src/main/java/x/Item.kt';
const TEST = 'app/src/test/java/x/ItemTest.java';
const KT_TEST = 'app/src/test/java/x/ItemKtTest.kt';

const itemJava = `package x;

public class Item {
    private final String title;
    private final int count;

    public Item(String title, int count) {
        this.title = title;
        this.count = count;
    }

    public String title() {
        return title;
    }

    public int count() {
        return count;
    }
}
`;

const itemKt = `package x

class Item(val title: String, val count: Int)
`;

const itemTest = `package x;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

import org.junit.Test;

public class ItemTest {
    @Test
    public void keepsTitle() {
        Item item = new Item("Tea", 2);
        assertThat(item.title(), is("Tea"));
        assertThat(item.count(), is(2));
    }
}
`;

const itemKtTest = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class ItemKtTest {
    @Test
    fun keepsCount() {
        val item = Item("Tea", 2)
        assertEquals(2, item.count())
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [ITEM_JAVA]: itemJava, [TEST]: itemTest, [KT_TEST]: itemKtTest });
});
afterAll(async () => {
  await repo?.remove();
});

const ruleAndTest = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.test}`);
const converted = (files: Record<string, string>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, { [ITEM_JAVA]: null, [ITEM_KT]: itemKt, ...files }, { policy });

describe('a Java accessor that became a Kotlin property in the change', () => {
  it('allows item.title() → item.getTitle() in Java tests and item.count() → item.count in Kotlin tests', async () => {
    const java = itemTest.replace('item.title()', 'item.getTitle()').replace('item.count()', 'item.getCount()');
    const kotlin = itemKtTest.replace('item.count()', 'item.count');
    expect(ruleAndTest(await converted({ [TEST]: java, [KT_TEST]: kotlin }))).toEqual([]);
  });

  // (Another expected value on the converted class is judged by the app-change rules: the class producing it was
  // rewritten. Before, this case was refused only because the unchanged `item.count()` was read as `getCount()`.)
  it('still refuses another property read', async () => {
    const other = itemTest.replace('item.title(), is("Tea")', 'item.getCount(), is("Tea")');
    expect(ruleAndTest(await converted({ [TEST]: other }))).toContain('assertion-weakened ItemTest.keepsTitle');
  });

  it('reads getTitle() as another call where the class stayed Java', async () => {
    const java = itemTest.replace('item.title()', 'item.getTitle()');
    const r = await guardOnTop(repo, { [TEST]: java });
    expect(ruleAndTest(r)).toEqual(['assertion-weakened ItemTest.keepsTitle']);
  });
});

// Another app class, in Kotlin all along, keeps its function `fun title()`: a test's `card.title()` call is
// unchanged in the head, and is not the converted accessor — the head still calls it as a function.
describe('a converted accessor whose name another class still declares as a function', () => {
  const CARD_KT = 'app/src/main/java/x/Card.kt';
  const CARD_TEST = 'app/src/test/java/x/CardTest.java';
  const cardTest = `package x;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

import org.junit.Test;

public class CardTest {
    @Test
    public void cardTitle() {
        Item item = new Item("Tea", 2);
        Card card = new Card("Tea", item.count());
        assertThat(card.title(), is("Tea"));
    }
}
`;
  let cards: TempRepo & { base: string };
  beforeAll(async () => {
    cards = await tempRepo({
      [ITEM_JAVA]: itemJava,
      [CARD_KT]:
        'package x\n\nclass Card(private val text: String, val count: Int) {\n    fun title(): String = text\n}\n',
      [CARD_TEST]: cardTest,
    });
  });
  afterAll(async () => {
    await cards?.remove();
  });
  const convertedHere = (test: string) =>
    guardOnTop(cards, { [ITEM_JAVA]: null, [ITEM_KT]: itemKt, [CARD_TEST]: test });

  it('allows card.title() kept as written while item.count() becomes item.getCount()', async () => {
    const head = cardTest.replace('item.count()', 'item.getCount()');
    expect(ruleAndTest(await convertedHere(head))).toEqual([]);
  });

  it('still refuses the card check turned to another member, or dropped', async () => {
    const head = cardTest.replace('item.count()', 'item.getCount()');
    const other = head.replace('card.title(), is("Tea")', 'card.toString(), is("Tea")');
    expect(ruleAndTest(await convertedHere(other))).toEqual(['assertion-weakened CardTest.cardTitle']);
    const dropped = head.replace('        assertThat(card.title(), is("Tea"));\n', '');
    expect(ruleAndTest(await convertedHere(dropped))).toEqual(['assertion-removed CardTest.cardTitle']);
  });
});
