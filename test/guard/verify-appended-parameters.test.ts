import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A verified call given a matcher for a parameter its function gained at the end of its list in the same change
 * (issue 27; duckduckgo/Android b9935f0415 `flowStart(…, any())`, 4cf6d2f584 `onPageStarted(eq(tab), eq(url),
 * any())`): the old check had no such parameter to pin, so `any()` for it checks what the old one did. Still
 * refused: a matcher for a parameter the old check pinned (a concrete old argument, or a defaulted one left out).
 */

const API = 'app/src/main/java/y/Tracker.kt';
const TEST = 'app/src/test/java/y/ScreenTest.kt';

const api = `package y

interface Tracker {
    fun opened(screen: String, count: Int)
}

class LogTracker : Tracker {
    override fun opened(screen: String, count: Int) {
        println(screen + count)
    }
}

class Screen(private val tracker: Tracker) {
    fun show() {
        tracker.opened("home", 1)
    }
}
`;

const test = `package y

import org.junit.Test
import org.mockito.kotlin.mock
import org.mockito.kotlin.times
import org.mockito.kotlin.verify

class ScreenTest {
    private val tracker: Tracker = mock()

    @Test
    fun reportsOpen() {
        Screen(tracker).show()
        verify(tracker).opened("home", 1)
    }

    @Test
    fun reportsOnce() {
        Screen(tracker).show()
        verify(tracker, times(1)).opened(eq("home"), eq(1))
    }
}
`;

// the change: `opened` gains a trailing `source` on the interface and its implementation alike
const grown = edited(api, [
  ['fun opened(screen: String, count: Int)', 'fun opened(screen: String, count: Int, source: Source)'],
  [
    'override fun opened(screen: String, count: Int)',
    'override fun opened(screen: String, count: Int, source: Source)',
  ],
  ['tracker.opened("home", 1)', 'tracker.opened("home", 1, Source.MENU)'],
  ['class Screen', 'enum class Source { MENU, LINK }\n\nclass Screen'],
]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [API]: api, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a verified call given a matcher for the parameter its function gained at the end', () => {
  it('is the same check, positional or named, any() or any<T>() alike (review)', async () => {
    const t = edited(test, [
      ['opened("home", 1)', 'opened(eq("home"), eq(1), any())'],
      ['opened(eq("home"), eq(1))', 'opened(eq("home"), eq(1), any<Source>())'],
    ]);
    expect(refusedTests(await guardOnTop(repo, { [API]: grown, [TEST]: t }))).toEqual([]);
    const named = edited(test, [
      ['opened("home", 1)', 'opened(screen = eq("home"), count = eq(1), source = anyOrNull())'],
    ]);
    const before = edited(test, [['opened("home", 1)', 'opened(screen = "home", count = 1)']]);
    const r = await guardOnTop(repo, { [API]: grown, [TEST]: named }, { before: { [TEST]: before } });
    expect(refusedTests(r)).toEqual([]);
  });

  it('is refused under heal, where a fixer does not rewrite checks', async () => {
    const t = edited(test, [['opened("home", 1)', 'opened(eq("home"), eq(1), any())']]);
    expect(refusedTests(await guardOnTop(repo, { [API]: grown, [TEST]: t }, { policy: 'heal' }))).toEqual([
      'assertion-weakened ScreenTest.reportsOpen',
    ]);
  });

  it('still refuses a matcher for a parameter the old check pinned', async () => {
    const t = edited(test, [['opened("home", 1)', 'opened(eq("home"), any(), any())']]);
    expect(refusedTests(await guardOnTop(repo, { [API]: grown, [TEST]: t }))).toEqual([
      'assertion-weakened ScreenTest.reportsOpen',
    ]);
  });

  it('still refuses a matcher for an old defaulted parameter the old check left at its default', async () => {
    // `count` had a default: the old `opened("home")` pinned it to 0; `any()` in its place (by name) pins nothing
    const defaulted = edited(api, [
      ['fun opened(screen: String, count: Int)', 'fun opened(screen: String, count: Int = 0)'],
      ['override fun opened(screen: String, count: Int)', 'override fun opened(screen: String, count: Int)'],
    ]);
    const grownDefaulted = edited(grown, [
      ['count: Int, source: Source)\n}', 'count: Int = 0, source: Source? = null)\n}'],
    ]);
    const base = edited(test, [['opened("home", 1)', 'opened("home")']]);
    for (const loose of ['opened(eq("home"), any(), any())', 'opened(screen = eq("home"), count = any())']) {
      const t = edited(test, [['opened("home", 1)', loose]]);
      const r = await guardOnTop(
        repo,
        { [API]: grownDefaulted, [TEST]: t },
        { before: { [API]: defaulted, [TEST]: base } },
      );
      expect(refusedTests(r)).toEqual(['assertion-weakened ScreenTest.reportsOpen']);
    }
  });

  it('still refuses a matcher added while the function kept its parameters', async () => {
    const t = edited(test, [['opened("home", 1)', 'opened(eq("home"), eq(1), any())']]);
    expect(refusedTests(await guardOnTop(repo, { [TEST]: t }))).toEqual(['assertion-weakened ScreenTest.reportsOpen']);
  });
});
