import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Enum entries renamed in app and tests together (issue 27, classes 1 and 3): `FOLLOW_REQUEST` → `FollowRequest`
 * in the enum, in the app code that switches on it and in the tests that name it. An entry is no
 * `class`/`fun`/`val` declaration, so the rename machinery never saw it, and each renamed check read as
 * another expectation (and an entry under an annotation with arguments was not read as an entry). Still refused: the rename with a changed expected value, and a test pointed at another
 * entry than the one its entry was renamed to.
 */

const KIND = 'app/src/main/java/x/feed/Kind.kt';
const TABS = 'app/src/main/java/x/feed/Tabs.kt';
const TEST = 'app/src/test/java/x/feed/TabsTest.kt';
const CHANNEL = 'app/src/main/java/x/feed/Channel.kt';

// a new enum that declares the old entry names for itself: the renames then follow only `Kind.` uses
const channel = `package x.feed

enum class Channel(val id: String) {
    MENTION("mentions"),
    FOLLOW("follows"),
}
`;

const kind = `package x.feed

enum class Kind(val wire: String) {
    @SerialName("mention")
    MENTION("mention"),

    @SerialName("follow")
    FOLLOW("follow"),

    @SerialName("follow_request")
    FOLLOW_REQUEST("follow_request"),
    ;
}
`;

const tabs = `package x.feed

class Tabs(private val open: (String) -> Unit) {
    fun tabFor(kind: Kind): Int = when (kind) {
        Kind.MENTION -> 0
        Kind.FOLLOW -> 1
        Kind.FOLLOW_REQUEST -> 2
    }

    fun show(kind: Kind) {
        if (kind == Kind.FOLLOW_REQUEST) open("requests") else open("tab")
    }
}
`;

const test = `package x.feed

import org.junit.Assert.assertEquals
import org.junit.Test

class TabsTest {
    private val opened = mutableListOf<String>()
    private val tabs = Tabs { opened += it }

    @Test
    fun followGoesToSecondTab() {
        assertEquals(1, tabs.tabFor(Kind.FOLLOW))
    }

    @Test
    fun requestOpensRequests() {
        tabs.show(Kind.FOLLOW_REQUEST)
        assertEquals(listOf("requests"), opened)
    }
}
`;

const camel = (s: string) =>
  s.replaceAll('FOLLOW_REQUEST', 'FollowRequest').replaceAll('FOLLOW', 'Follow').replaceAll('MENTION', 'Mention');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [KIND]: kind, [TABS]: tabs, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>) => guardOnTop(repo, files, { policy: 'review' });

describe('enum entries renamed across app and tests', () => {
  it('allows the entries renamed in the enum, the app and the checks together', async () => {
    expect(refusedTests(await guard({ [KIND]: camel(kind), [TABS]: camel(tabs), [TEST]: camel(test) }))).toEqual([]);
  });

  it('still refuses the rename with a changed expected value', async () => {
    const t = camel(test).replace(
      'assertEquals(1, tabs.tabFor(Kind.Follow))',
      'assertEquals(0, tabs.tabFor(Kind.Follow))',
    );
    expect([...new Set(refusedTests(await guard({ [KIND]: camel(kind), [TABS]: camel(tabs), [TEST]: t })))]).toEqual([
      'assertion-weakened TabsTest.followGoesToSecondTab',
    ]);
  });

  it('still refuses a check pointed at another entry than the renamed one', async () => {
    const t = camel(test).replace('tabs.tabFor(Kind.Follow)', 'tabs.tabFor(Kind.Mention)');
    expect([...new Set(refusedTests(await guard({ [KIND]: camel(kind), [TABS]: camel(tabs), [TEST]: t })))]).toEqual([
      'assertion-weakened TabsTest.followGoesToSecondTab',
    ]);
  });
});

describe('enum entries renamed while another enum of the change declares the old names', () => {
  const head = (t: string) => ({ [KIND]: camel(kind), [TABS]: camel(tabs), [CHANNEL]: channel, [TEST]: t });
  const named = test.replace('fun followGoesToSecondTab()', 'fun `FOLLOW goes to the second tab`()');
  const renamed = camel(test).replace('fun followGoesToSecondTab()', 'fun `FOLLOW goes to the second tab`()');

  it('allows Kind.FOLLOW → Kind.Follow in the checks, the test keeping its name', async () => {
    expect(refusedTests(await guardOnTop(repo, head(renamed), { before: { [TEST]: named } }))).toEqual([]);
  });

  it('still refuses the rename with a changed expected value', async () => {
    const t = renamed.replace('assertEquals(1, tabs.tabFor(Kind.Follow))', 'assertEquals(2, tabs.tabFor(Kind.Follow))');
    expect([...new Set(refusedTests(await guardOnTop(repo, head(t), { before: { [TEST]: named } })))]).toEqual([
      'assertion-weakened TabsTest.`FOLLOW goes to the second tab`',
    ]);
  });
});
