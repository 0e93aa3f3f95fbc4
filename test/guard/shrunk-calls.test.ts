import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: a function that lost a parameter in the change (`fun Item.label(locale: String)` →
 * `fun Item.label()`, an overload `label(name, locale)` → `label(name)` with it): the tests' calls drop the argument
 * and check the same thing. Another argument changed on the line, a weaker check, or an argument dropped where the
 * function kept its parameter is still refused.
 */

const ITEM = 'app/src/main/java/x/Item.kt';
const TEST = 'app/src/test/java/x/ItemTest.kt';

const item = `package x

data class Item(val name: String)

fun Item.label(locale: String): String = name.uppercase()

fun label(name: String, locale: String): String = name.uppercase()
`;

const shrunk = item
  .replace('fun Item.label(locale: String): String', 'fun Item.label(): String')
  .replace('fun label(name: String, locale: String): String', 'fun label(name: String): String');

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class ItemTest {
    @Test
    fun labels() {
        val item = Item("tea")
        assertEquals("TEA", item.label("en"))
        assertEquals("TEA", label(name = "tea", locale = "en"))
    }
}
`;

const withoutLocale = test
  .replace('item.label("en")', 'item.label()')
  .replace('label(name = "tea", locale = "en")', 'label(name = "tea")');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [ITEM]: item, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];

describe('a function that lost a parameter in the change', () => {
  it('allows its calls without that argument, positional or named', async () => {
    expect(refused(await guardOnTop(repo, { [ITEM]: shrunk, [TEST]: withoutLocale }))).toEqual([]);
  });

  it('still refuses another argument changed on the line, or a weaker check', async () => {
    const other = withoutLocale.replace('label(name = "tea")', 'label(name = "coffee")');
    expect(refused(await guardOnTop(repo, { [ITEM]: shrunk, [TEST]: other }))).toEqual([
      'assertion-weakened ItemTest.labels',
    ]);
    const weaker = withoutLocale
      .replace('assertEquals("TEA", item.label())', 'assertNotNull(item.label())')
      .replace(
        'import org.junit.Assert.assertEquals',
        'import org.junit.Assert.assertEquals\nimport org.junit.Assert.assertNotNull',
      );
    expect(refused(await guardOnTop(repo, { [ITEM]: shrunk, [TEST]: weaker }))).toEqual([
      'assertion-removed ItemTest.labels',
    ]);
  });

  it('still refuses an argument dropped where the function kept its parameter, and under heal', async () => {
    // the app only lost the extension's parameter: the overload still takes a locale
    const half = item.replace('fun Item.label(locale: String): String', 'fun Item.label(): String');
    const dropped = await guardOnTop(repo, { [ITEM]: half, [TEST]: withoutLocale });
    expect(refused(dropped)).toEqual(['assertion-weakened ItemTest.labels']);
    const heal = await guardOnTop(repo, { [ITEM]: shrunk, [TEST]: withoutLocale }, { policy: 'heal' });
    expect(heal.refusals.length).toBeGreaterThan(0);
  });
});
