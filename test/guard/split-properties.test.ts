import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitProperties, withSplitArguments } from '../../src/guard/rules/split-properties.js';
import { edited, guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A legitimate change the review policy refused (issue 27, HedvigInsurance/android 41bdb2c243): a data class's
 * constructor property split into two of its type in its place (`val image: Asset` → `val imageSmall: Asset, val
 * imageLarge: Asset`), and the expected value built with the old value for each part. Equality of the class still
 * pins the old value, now in both parts. Still refused: another value for one part, a part left to its default, and
 * another argument changed beside the split.
 */

const C = 'app/src/main/java/x/Card.kt';
const T = 'app/src/test/java/x/CardsTest.kt';

const app = `package x

data class Asset(val src: String)

data class Card(
    val id: String,
    val image: Asset,
    val label: String? = null,
)

fun loadCards(): List<Card> = listOf(Card("a", Asset("s")))
`;

const splitApp = edited(app, [
  ['    val image: Asset,\n', '    val imageSmall: Asset,\n    val imageLarge: Asset,\n'],
  ['Card("a", Asset("s"))', 'Card("a", Asset("s"), Asset("s"))'],
]);

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class CardsTest {
    @Test
    fun loadsTheCardByName() {
        assertEquals(listOf(Card(id = "a", image = Asset("s"))), loadCards())
    }

    @Test
    fun loadsTheCardInOrder() {
        assertEquals(Card("a", Asset("s")), loadCards().first())
    }
}
`;

const byName = (parts: string) => edited(test, [['Card(id = "a", image = Asset("s"))', `Card(${parts})`]]);
const inOrder = (parts: string) => edited(test, [['Card("a", Asset("s"))', `Card(${parts})`]]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [C]: app, [T]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a constructor property split into several of its type', () => {
  it('is read from the constructors, in place and none defaulted', () => {
    const splits = splitProperties(new Map([[C, app]]), new Map([[C, splitApp]]));
    expect(splits.get('Card')).toEqual({ name: 'image', at: 1, parts: ['imageSmall', 'imageLarge'] });
    expect(withSplitArguments('listOf(Card(id="a",image=Asset("s")))', splits)).toBe(
      'listOf(Card(id="a",imageSmall=Asset("s"),imageLarge=Asset("s")))',
    );
    const defaulted = edited(splitApp, [['val imageLarge: Asset,', 'val imageLarge: Asset = Asset(""),']]);
    expect(splitProperties(new Map([[C, app]]), new Map([[C, defaulted]])).size).toBe(0);
  });

  it('lets the old value go to each part, by name and by place', async () => {
    const r = await guardOnTop(repo, {
      [C]: splitApp,
      [T]: inOrder('"a", Asset("s"), Asset("s")'),
    });
    expect(refusedDetails(r)).toEqual([]);
    const named = await guardOnTop(repo, {
      [C]: splitApp,
      [T]: byName('id = "a", imageSmall = Asset("s"), imageLarge = Asset("s")'),
    });
    expect(refusedDetails(named)).toEqual([]);
  });

  it('is refused when one part expects another value', async () => {
    const r = await guardOnTop(repo, {
      [C]: splitApp,
      [T]: byName('id = "a", imageSmall = Asset("s"), imageLarge = Asset("other")'),
    });
    expect(refusedDetails(r).join('\n')).toContain('imageLarge=Asset("other")');
  });

  it('is refused when another argument changes beside the split', async () => {
    const r = await guardOnTop(repo, {
      [C]: splitApp,
      [T]: inOrder('"b", Asset("s"), Asset("s")'),
    });
    expect(refusedDetails(r).join('\n')).toContain('Card("b",Asset("s"),Asset("s"))');
  });

  it('is refused when a part is left to its default', async () => {
    const defaulted = edited(splitApp, [
      ['val imageLarge: Asset,', 'val imageLarge: Asset = Asset(""),'],
      ['Card("a", Asset("s"), Asset("s"))', 'Card("a", Asset("s"))'],
    ]);
    const r = await guardOnTop(repo, {
      [C]: defaulted,
      [T]: byName('id = "a", imageSmall = Asset("s"), imageLarge = Asset("s")'),
    });
    expect(refusedDetails(r).join('\n')).toContain('imageLarge=Asset("s")');
  });
});
