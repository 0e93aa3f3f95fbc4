import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A test file that declares its own `waitUntil` calls that function, not Compose's wait of the same name: one that
 * returns false on timeout checks nothing, so replacing it with a plain click loses no check. One that fails on
 * timeout is still a check, and Compose's `rule.waitUntil { }` dropped is still a removed wait.
 */

const UTILS = 'app/src/androidTest/java/x/PermissionUtils.kt';
const SCREEN_TEST = 'app/src/androidTest/java/x/BannerTest.kt';

const utils = `package x

internal fun grantInDialog(device: UiDevice) {
    device.findButton("Allow").clickWhenShown()
}

private fun UiObject.clickWhenShown(): Boolean {
    waitUntil { exists() }
    if (!exists()) return false
    return waitUntil { exists() && click() }
}

private fun waitUntil(timeoutMillis: Long = 2_000, condition: () -> Boolean): Boolean {
    val start = System.nanoTime()
    while (true) {
        if (condition()) return true
        Thread.sleep(10)
        if (System.nanoTime() - start > timeoutMillis * 1_000_000) return false
    }
}
`;

const bannerTest = `package x

import org.junit.Assert.fail
import org.junit.Rule
import org.junit.Test

class BannerTest {
    @get:Rule
    val rule = createComposeRule()

    @Test
    fun showsBanner() {
        rule.setContent { Banner() }
        waitUntil { bannerShown() }
        rule.waitUntil { rule.onAllNodesWithTag("banner").fetchSemanticsNodes().size == 1 }
        rule.onNodeWithTag("banner").performClick()
    }

    private fun bannerShown(): Boolean = rule.onAllNodesWithTag("banner").fetchSemanticsNodes().isNotEmpty()

    private fun waitUntil(timeoutMillis: Long = 2_000, condition: () -> Boolean) {
        val start = System.nanoTime()
        while (!condition()) {
            if (System.nanoTime() - start > timeoutMillis * 1_000_000) fail("timed out")
            Thread.sleep(10)
        }
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [UTILS]: utils, [SCREEN_TEST]: bannerTest });
});
afterAll(async () => {
  await repo?.remove();
});

describe("a file's own waitUntil", () => {
  it('that returns false on timeout checks nothing: replacing it with a plain click is allowed', async () => {
    const plain = utils
      .replace(
        '    waitUntil { exists() }\n    if (!exists()) return false\n    return waitUntil { exists() && click() }\n',
        '    click()\n    return true\n',
      )
      .replace(/\nprivate fun waitUntil[\s\S]*$/, '');
    expect(refused(await guardOnTop(repo, { [UTILS]: plain }))).toEqual([]);
  });

  it('that fails on timeout is still a check when its call is dropped', async () => {
    const dropped = bannerTest.replace('        waitUntil { bannerShown() }\n', '');
    expect(refused(await guardOnTop(repo, { [SCREEN_TEST]: dropped }))).toEqual([
      'assertion-removed BannerTest.showsBanner',
    ]);
  });

  it("still refuses Compose's own rule.waitUntil dropped", async () => {
    const dropped = bannerTest.replace(
      '        rule.waitUntil { rule.onAllNodesWithTag("banner").fetchSemanticsNodes().size == 1 }\n',
      '',
    );
    expect(refused(await guardOnTop(repo, { [SCREEN_TEST]: dropped }))).toEqual([
      'assertion-removed BannerTest.showsBanner',
    ]);
  });
});
