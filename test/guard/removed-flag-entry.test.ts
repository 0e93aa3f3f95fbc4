import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A feature flag removed from the app (issue 27 class 4): its entry dropped from the flags' enum, the branch it
 * guarded gone, the test of the flag's off side deleted, the kept tests no longer setting it, and the flag store's
 * rule deleted with the last flag the class set. Another enum of the app declares an entry of the same name, so the
 * entry is gone only as `Feature.ENTRY`, the way the tests name it. Allowed in review, refused in heal; still
 * refused: the test deleted while the flag stays, a test on the side that stays deleted with the flag, and the
 * rule deleted while a test of the class still sets a flag.
 */

const FEATURE = 'app/src/main/java/x/flags/Feature.kt';
const ROWS = 'app/src/main/java/x/settings/SettingsRow.kt';
const SCHEDULER = 'app/src/main/java/x/sync/SyncScheduler.kt';
const TEST = 'app/src/test/java/x/sync/SyncSchedulerTest.kt';

const feature = (entries: string[]) => `package x.flags

enum class Feature(val key: String) {
${entries.map((e) => `    ${e}("${e.toLowerCase()}"),`).join('\n')}
    ;
}

object Flags {
    private val enabled = mutableSetOf<Feature>()
    fun isEnabled(feature: Feature): Boolean = feature in enabled
    fun setEnabled(feature: Feature, on: Boolean) {
        if (on) enabled.add(feature) else enabled.remove(feature)
    }
}
`;

// another enum with an entry of the same name: the bare name stays in the app
const rows = `package x.settings

enum class SettingsRow { BACKGROUND_SYNC, ABOUT }

fun titleOf(row: SettingsRow): String = when (row) {
    SettingsRow.BACKGROUND_SYNC -> "Sync"
    SettingsRow.ABOUT -> "About"
}
`;

const scheduler = (gated: boolean) => `package x.sync

import x.flags.Feature
import x.flags.Flags

class SyncScheduler {
    fun jobs(): List<String> {
${gated ? '        if (!Flags.isEnabled(Feature.BACKGROUND_SYNC)) return emptyList()\n' : ''}        val out = mutableListOf("sync")
        if (Flags.isEnabled(Feature.WIFI_ONLY)) out.add("wifi")
        return out
    }
}
`;

const test = (name: string, body: string) => `
    @Test
    fun ${name}() {
${body}
    }
`;
const set = (entry: string, on: boolean) => `        Flags.setEnabled(Feature.${entry}, ${on})\n`;
const offTest = test(
  'noJobWhenSyncIsOff',
  `${set('BACKGROUND_SYNC', false)}        assertEquals(emptyList<String>(), sut.jobs())`,
);
const onTest = (withFlag: boolean) =>
  test(
    'syncJobWhenSyncIsOn',
    `${withFlag ? set('BACKGROUND_SYNC', true) : ''}        assertEquals(listOf("sync"), sut.jobs())`,
  );
const firstTest = (withFlag: boolean) =>
  test(
    'firstJobIsSync',
    `${withFlag ? set('BACKGROUND_SYNC', true) : ''}        assertEquals("sync", sut.jobs().first())`,
  );
const wifiOnlyTest = test(
  'wifiJobWhenWifiOnly',
  `${set('WIFI_ONLY', true)}        assertEquals(listOf("sync", "wifi"), sut.jobs())`,
);

const testFile = (rule: boolean, ...tests: string[]) => `package x.sync

import org.junit.Assert.assertEquals
import org.junit.Rule
import org.junit.Test
import x.flags.Feature
import x.flags.Flags

class SyncSchedulerTest {
${rule ? '    @get:Rule\n    val flagRule = InMemoryFeatureFlagRule()\n\n' : ''}    private val sut = SyncScheduler()
${tests.join('')}}
`;

let repo: TempRepo & { base: string };

beforeAll(async () => {
  repo = await tempRepo({
    [FEATURE]: feature(['BACKGROUND_SYNC', 'WIFI_ONLY']),
    [ROWS]: rows,
    [SCHEDULER]: scheduler(true),
    [TEST]: testFile(true, offTest, onTest(true), firstTest(true)),
  });
});

afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });

// the flag removed: its entry, its branch, its off-side test, its settings in the kept tests, the flag store's rule
const flagRemoved = {
  [FEATURE]: feature(['WIFI_ONLY']),
  [SCHEDULER]: scheduler(false),
  [TEST]: testFile(false, onTest(false), firstTest(false)),
};

describe('a test deleted with the flag entry it set, named through its enum', () => {
  it('is allowed in review and refused in heal', async () => {
    expect(refused(await guard(flagRemoved))).toEqual([]);
    expect(refused(await guard(flagRemoved, 'heal'))).toEqual(['test-suppressed SyncSchedulerTest.noJobWhenSyncIsOff']);
  });

  it('still refuses the test deleted while the flag stays', async () => {
    const r = await guard({ [TEST]: testFile(true, onTest(true), firstTest(true)) });
    expect(refused(r)).toEqual(['test-suppressed SyncSchedulerTest.noJobWhenSyncIsOff']);
  });

  it('still refuses a test on the side that stays, deleted with the flag', async () => {
    const r = await guard({ ...flagRemoved, [TEST]: testFile(false, onTest(false)) });
    expect(refused(r)).toEqual(['test-suppressed SyncSchedulerTest.firstJobIsSync']);
  });
});

describe("a flag store's rule deleted with the last flag its class set", () => {
  it('still refuses the rule deleted while a test of the class sets a flag', async () => {
    const r = await guard({ ...flagRemoved, [TEST]: testFile(false, onTest(false), firstTest(false), wifiOnlyTest) });
    // (the new test is read as the off-side test renamed: its check is refused too)
    expect(refused(r)).toContain('test-suppressed');
  });

  it('still refuses the rule deleted while the class sets the flag the app keeps', async () => {
    const r = await guard({ [TEST]: testFile(false, offTest, onTest(true), firstTest(true)) });
    expect(refused(r)).toEqual(['test-suppressed']);
  });
});
