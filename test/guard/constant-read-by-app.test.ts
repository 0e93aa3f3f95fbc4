import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/change.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (intended behaviour change), a form met outside the corpus: an app constant's text changed
 * (`FALLBACK_NAME = "Unknown"` → `"Unknown device"`) while the app returns it and the tests expect it by
 * name. What the app shows and what the test expects move together: in review no retargeted finder. A
 * constant the app declares but never reads itself (the screen writes its text out) is what a test's
 * finder alone looks for: changing it still points the test at another text, in review and heal.
 */

const NAMES = 'app/src/main/java/x/DeviceNames.kt';
const SCREEN = 'app/src/main/java/x/DeviceScreen.kt';
const TEST = 'app/src/test/java/x/DeviceNamesTest.kt';
const UI_TEST = 'app/src/androidTest/java/x/DeviceScreenTest.kt';

const names = (fallback: string, title: string, tag = 'device_list') => `package x

object DeviceNames {
    const val FALLBACK_NAME = "${fallback}"
    const val SCREEN_TITLE = "${title}"
    const val LIST_TAG = "${tag}"

    fun nameOf(device: Device?): String = device?.name ?: FALLBACK_NAME
}
`;

const screen = `package x

@Composable
fun DeviceScreen() {
    Text("Devices")
    LazyColumn(Modifier.testTag(DeviceNames.LIST_TAG)) {}
}
`;

const test = `package x

import x.DeviceNames.FALLBACK_NAME

class DeviceNamesTest {
    @Test
    fun unnamedDeviceGetsTheFallback() {
        assertEquals(FALLBACK_NAME, DeviceNames.nameOf(null))
    }
}
`;

const uiTest = `package x

class DeviceScreenTest {
    @get:Rule
    val rule = createComposeRule()

    @Test
    fun showsTitle() {
        rule.setContent { DeviceScreen() }
        rule.onNodeWithText(DeviceNames.SCREEN_TITLE).assertIsDisplayed()
        rule.onNodeWithTag(DeviceNames.LIST_TAG).assertExists()
    }
}
`;

const rules = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.detail}`);

describe('an app constant whose text changed while the app and its tests read it', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [NAMES]: names('Unknown', 'Devices'), [SCREEN]: screen, [TEST]: test, [UI_TEST]: uiTest });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('is allowed in review when the app itself returns the constant, and refused in heal', async () => {
    const changed = { [NAMES]: names('Unknown device', 'Devices') };
    expect(rules(await guardOnTop(repo, changed))).toEqual([]);
    expect(rules(await guardOnTop(repo, changed, { policy: 'heal' }))).toEqual([
      'finder-retargeted changed the value of a constant that tests use: FALLBACK_NAME: "Unknown" → "Unknown device"',
    ]);
  });

  it('still refuses a constant only the test reads: the screen shows its own text', async () => {
    const changed = { [NAMES]: names('Unknown', 'My devices') };
    expect(rules(await guardOnTop(repo, changed))).toEqual([
      'finder-retargeted changed the value of a constant that tests use: SCREEN_TITLE: "Devices" → "My devices"',
    ]);
  });

  it('still refuses a tag constant the app and the test share: tags are the contract with UI automation', async () => {
    const changed = { [NAMES]: names('Unknown', 'Devices', 'devices') };
    expect(rules(await guardOnTop(repo, changed))).toEqual([
      'finder-retargeted changed the value of a constant that tests use: LIST_TAG: "device_list" → "devices"',
    ]);
  });
});
