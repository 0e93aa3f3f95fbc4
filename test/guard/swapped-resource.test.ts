import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (content-changed) on a form met in a real history outside the corpus: the screen shows another
 * string resource (`stringResource(R.string.wifi)` → `stringResource(R.string.home_wifi_name)` in the
 * app's own lines) and the test looks for the new one. In review the finder follows the app; the same
 * swap with the app unchanged, or to a resource the app did not switch to, is still a retargeted
 * finder (the "text swapped to another string resource of the same screen"), and heal refuses it.
 */

const STRINGS = 'app/src/main/res/values/strings.xml';
const SCREEN = 'app/src/main/java/x/HomeNetworkScreen.kt';
const TEST = 'app/src/androidTest/java/x/HomeNetworkScreenTest.kt';

const strings = `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="wifi">Wi-Fi</string>
    <string name="home_wifi_name">Name of the Wi-Fi network at home</string>
    <string name="vpn">VPN</string>
</resources>
`;

const screen = (label: string) => `package x

@Composable
fun HomeNetworkScreen() {
    Column {
        Text(text = stringResource(R.string.${label}))
        Text(text = stringResource(R.string.vpn))
    }
}
`;

const test = (label: string) => `package x

class HomeNetworkScreenTest {
    @get:Rule
    val rule = createComposeRule()

    @Test
    fun showsWifi() {
        rule.setContent { HomeNetworkScreen() }
        rule.onNodeWithText(stringResource(R.string.${label})).assertIsDisplayed()
    }
}
`;

describe('a finder that follows the string resource the screen switched to', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [STRINGS]: strings, [SCREEN]: screen('wifi'), [TEST]: test('wifi') });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('is allowed in review and refused in heal', async () => {
    const files = { [SCREEN]: screen('home_wifi_name'), [TEST]: test('home_wifi_name') };
    expect(refused(await guardOnTop(repo, files))).toEqual([]);
    expect(refused(await guardOnTop(repo, files, { policy: 'heal' }))).toContain(
      'finder-retargeted HomeNetworkScreenTest.showsWifi',
    );
  });

  it('still refuses the swap with the screen unchanged, or to another resource than the screen now shows', async () => {
    expect(refused(await guardOnTop(repo, { [TEST]: test('home_wifi_name') }))).toContain(
      'finder-retargeted HomeNetworkScreenTest.showsWifi',
    );
    const elsewhere = { [SCREEN]: screen('home_wifi_name'), [TEST]: test('vpn') };
    expect(refused(await guardOnTop(repo, elsewhere))).toContain('finder-retargeted HomeNetworkScreenTest.showsWifi');
  });
});
