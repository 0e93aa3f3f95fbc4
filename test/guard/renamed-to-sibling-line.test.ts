import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { symbolRenames } from '../../src/guard/renames.js';
import { edited, guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A legitimate change the review policy refused (issue 27, HedvigInsurance/android 557f9d4345): a data class's
 * property renamed to the name a sibling class of the same file already declares on an identical line
 * (`val buttonTitle: String,` → `val buttonText: String,`, the offer class's own line). The renamed declaration was
 * looked for among the head's lines the base did not hold, and this one it held, so the expected value built with the
 * new named argument read as another expectation. Lines are now counted: the head holds that line once more.
 * In this minimal form (the check's whole value renamed, both names the app's) the migrated-API comparison already
 * allowed the renamed check without the rename — and a changed value with it, `buttonText = "Other"`, a weakening let
 * through; read as a rename, that changed value is refused. Still refused: a changed expected value under the rename,
 * and the same renamed argument where the app did not rename (the class keeps `buttonTitle`).
 */

const C = 'app/src/main/java/x/CrossSells.kt';
const T = 'app/src/test/java/x/AddonTest.kt';

const app = `package x

data class Addon(
  val id: String,
  val buttonTitle: String,
  val banner: String?,
)

data class Offer(
  val id: String,
  val buttonText: String,
)

fun loadAddon(): Addon = Addon(id = "a", buttonTitle = "See offer", banner = "Safe")

fun buttonOf(addon: Addon): String = addon.buttonTitle

fun bannerOf(addon: Addon): String? = addon.banner
`;

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class AddonTest {
    @Test
    fun loadsTheAddon() {
        assertEquals(Addon(id = "a", buttonTitle = "See offer", banner = "Safe"), loadAddon())
    }

    @Test
    fun offersKeepTheirButton() {
        assertEquals("Buy", Offer(id = "o", buttonText = "Buy").buttonText)
    }
}
`;

const renamedApp = edited(app, [
  ['  val buttonTitle: String,', '  val buttonText: String,'],
  ['  val banner: String?,', '  val bannerText: String?,'],
  ['buttonTitle = "See offer", banner =', 'buttonText = "See offer", bannerText ='],
  ['addon.buttonTitle', 'addon.buttonText'],
  ['addon.banner', 'addon.bannerText'],
]);
const renamedTest = edited(test, [['buttonTitle = "See offer", banner =', 'buttonText = "See offer", bannerText =']]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [C]: app, [T]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a property renamed to a name a sibling class declares on an identical line', () => {
  it('is read as renamed', () => {
    const renames = symbolRenames(new Map([[C, app]]), new Map([[C, renamedApp]]), [{ basePath: C, headPath: C }]);
    expect(renames.get('buttonTitle')).toBe('buttonText');
  });

  it('lets the expected value follow the rename', async () => {
    const r = await guardOnTop(repo, { [C]: renamedApp, [T]: renamedTest });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('is refused when the expected value changes with the rename', async () => {
    const r = await guardOnTop(repo, {
      [C]: renamedApp,
      [T]: edited(renamedTest, [['buttonText = "See offer"', 'buttonText = "Other"']]),
    });
    expect(refusedDetails(r).length).toBeGreaterThan(0);
    expect(refusedDetails(r).join('\n')).toContain('buttonText="Other"');
  });

  it('is refused when the app keeps the old name', async () => {
    const r = await guardOnTop(repo, { [T]: renamedTest });
    expect(refusedDetails(r).length).toBeGreaterThan(0);
    expect(refusedDetails(r).join('\n')).toContain('buttonText="See offer"');
  });
});
