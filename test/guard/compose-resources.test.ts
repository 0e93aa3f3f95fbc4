import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Android string resources moved to Compose Multiplatform resources (compose-resources.ts): the test's
 * `getString(R.string.x)` becomes `getString(Res.string.x)`, the text moving from `res/values*` to a
 * `composeResources/values*` tree. The same text looked up the new way is the same finder.
 */

const testFile = 'app/src/test/java/x/ShareSheetTest.kt';
const androidStrings = 'app/src/main/res/values/strings.xml';
const androidStringsFr = 'app/src/main/res/values-fr/strings.xml';
const composeStrings = 'core/ui/src/commonMain/composeResources/values/strings.xml';
const composeStringsFr = 'core/ui/src/commonMain/composeResources/values-fr/strings.xml';

const xml = (entries: Record<string, string>) =>
  `<resources>\n${Object.entries(entries)
    .map(([k, v]) => `    <string name="${k}">${v}</string>`)
    .join('\n')}\n</resources>\n`;

const testSource = (share: string, imports = '') => `package x

import org.junit.Rule
import org.junit.Test
${imports}
class ShareSheetTest {
    @get:Rule val composeTestRule = createComposeRule()

    @Test
    fun clickingShareOpensTheSheet() {
        composeTestRule.setContent { ShareSheet() }
        composeTestRule.onNodeWithText(getString(${share})).performClick()
        composeTestRule.onNodeWithText(getString(R.string.sheet_title)).assertIsDisplayed()
    }
}
`;
const composeImports = 'import x.ui.generated.resources.Res\n';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({
    [androidStrings]: xml({ share: 'Share', sheet_title: 'Share location', close: 'Close' }),
    [androidStringsFr]: xml({ share: 'Partager', sheet_title: 'Partager la position', close: 'Fermer' }),
    [composeStrings]: xml({ dismiss: 'Close' }),
    [composeStringsFr]: xml({ dismiss: 'Fermer' }),
    [testFile]: testSource('R.string.share'),
  });
});
afterAll(async () => {
  await repo?.remove();
});

const moved = (composeShare: string, composeShareFr: string, lookup: string) => ({
  [androidStrings]: xml({ sheet_title: 'Share location', close: 'Close' }),
  [androidStringsFr]: xml({ sheet_title: 'Partager la position', close: 'Fermer' }),
  [composeStrings]: xml({ dismiss: 'Close', share: composeShare }),
  [composeStringsFr]: xml({ dismiss: 'Fermer', share: composeShareFr }),
  [testFile]: testSource(lookup, composeImports),
});

describe('an Android string resource moved to Compose resources', () => {
  it('allows the same text looked up through Res.string', async () => {
    const r = await guardOnTop(repo, moved('Share', 'Partager', 'Res.string.share'));
    expect(refusedTests(r)).toEqual([]);
  });

  it('refuses the finder pointed at another Compose resource', async () => {
    const r = await guardOnTop(repo, moved('Share', 'Partager', 'Res.string.dismiss'));
    expect(refusedTests(r)).toEqual(['finder-retargeted ShareSheetTest.clickingShareOpensTheSheet']);
  });

  it('refuses the same key when the Compose resource holds another text', async () => {
    const r = await guardOnTop(repo, moved('Send', 'Partager', 'Res.string.share'));
    expect(refusedTests(r)).toEqual(['finder-retargeted ShareSheetTest.clickingShareOpensTheSheet']);
  });
});
