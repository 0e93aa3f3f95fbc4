import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { sdkAssumptionLevel } from '../../src/guard/sdk-gates.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A test limited to the SDK levels where its feature exists (issue 27 `sdk-assumption`): an added
 * `assumeTrue(Build.VERSION.SDK_INT >= N)` or `@SdkSuppress(minSdkVersion = N)` is allowed in review when
 * the app itself branches on level N, refused in heal; any other assumption, or a gate on a level the
 * app never branches on, stays a suppression.
 */

const NOTIFY = 'app/src/main/java/x/Notifier.kt';
const NOTIFY_TEST = 'app/src/test/java/x/NotifierTest.kt';
const BADGE_TEST = 'app/src/test/java/x/BadgeTest.java';

const notifier = `package x

class Notifier {
    fun needsPermission(): Boolean = Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU
}
`;

const notifierTest = `package x

import org.junit.Assert.assertTrue
import org.junit.Test

class NotifierTest {
    @Test
    fun asksForPermission() {
        assertTrue(Notifier().needsPermission())
    }
}
`;

const badgeTest = `package x;

import static org.junit.Assert.assertTrue;

import org.junit.Test;

public class BadgeTest {
    @Test
    public void asksForPermission() {
        assertTrue(new Notifier().needsPermission());
    }
}
`;

const gated = (gate: string) =>
  notifierTest.replace('fun asksForPermission() {\n', `fun asksForPermission() {\n        ${gate}\n`);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [NOTIFY]: notifier, [NOTIFY_TEST]: notifierTest, [BADGE_TEST]: badgeTest });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) =>
  r.refusals
    .filter((x) => x.rule !== 'scope')
    .map((x) => x.rule)
    .sort();

describe('an SDK gate added to a test', () => {
  it('reads the level of an SDK assumption and nothing else', () => {
    expect(sdkAssumptionLevel('assumeTrue(Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU)')).toBe(33);
    expect(sdkAssumptionLevel('Assume.assumeFalse(android.os.Build.VERSION.SDK_INT < 26);')).toBe(26);
    expect(sdkAssumptionLevel('assumeTrue(Build.VERSION.SDK_INT >= 33 || isCi)')).toBeUndefined();
    expect(sdkAssumptionLevel('assumeTrue(isCi)')).toBeUndefined();
  });
  it('is allowed in review when the app branches on that level, refused in heal', async () => {
    const change = { [NOTIFY_TEST]: gated('assumeTrue(Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU)') };
    expect(refused(await guardOnTop(repo, change))).toEqual([]);
    expect(refused(await guardOnTop(repo, change, { policy: 'heal' }))).toEqual(['test-suppressed']);
  });
  it('is allowed in Java and as @SdkSuppress alike', async () => {
    const java = badgeTest.replace('() {\n', '() {\n        Assume.assumeTrue(Build.VERSION.SDK_INT >= 33);\n');
    expect(refused(await guardOnTop(repo, { [BADGE_TEST]: java }))).toEqual([]);
    const annotated = notifierTest.replace('    @Test\n', '    @Test\n    @SdkSuppress(minSdkVersion = 33)\n');
    expect(refused(await guardOnTop(repo, { [NOTIFY_TEST]: annotated }))).toEqual([]);
  });
  it('still refuses a gate on a level the app never branches on, and any other assumption', async () => {
    expect(
      refused(await guardOnTop(repo, { [NOTIFY_TEST]: gated('assumeTrue(Build.VERSION.SDK_INT >= 99)') })),
    ).toEqual(['test-suppressed']);
    const annotated = notifierTest.replace('    @Test\n', '    @Test\n    @SdkSuppress(minSdkVersion = 34)\n');
    expect(refused(await guardOnTop(repo, { [NOTIFY_TEST]: annotated }))).toEqual(['test-suppressed']);
    expect(refused(await guardOnTop(repo, { [NOTIFY_TEST]: gated('assumeTrue(isRunningOnCi())') }))).toEqual([
      'test-suppressed',
    ]);
  });
});
