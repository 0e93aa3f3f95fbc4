import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { edited, guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Java tests and app code are read as Kotlin's are (src/guard/java/): each weakening form, written in
 * Java, is refused under its rule, next to a legitimate Java change that is allowed. Real commits on
 * a small real repository, reset after each case.
 */

const test = `package x;

import static androidx.test.espresso.Espresso.onView;
import static androidx.test.espresso.action.ViewActions.click;
import static androidx.test.espresso.assertion.ViewAssertions.matches;
import static androidx.test.espresso.matcher.ViewMatchers.withId;
import static androidx.test.espresso.matcher.ViewMatchers.withText;
import static org.junit.Assert.assertEquals;
import static org.mockito.Mockito.verify;

import org.junit.Rule;
import org.junit.Test;

public class SaveActivityTest {
    private static final String SAVED = "Saved";

    @Rule
    public ActivityScenarioRule<SaveActivity> rule = new ActivityScenarioRule<>(SaveActivity.class);

    @Test
    public void savingShowsTheConfirmation() {
        onView(withId(R.id.save)).perform(click());
        onView(withId(R.id.confirmation)).check(matches(withText("Saved")));
    }

    @Test
    public void countsItems() {
        int count = store.count();
        assertEquals(3, count);
        verify(store).save("Groceries");
    }
}
`;

const app = `package x;

public class SaveActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        findViewById(R.id.save).setOnClickListener(v -> store.save(title()));
    }

    public boolean isValid(String title) {
        return title != null && !title.isEmpty();
    }
}
`;

const T = 'app/src/androidTest/java/x/SaveActivityTest.java';
const A = 'app/src/main/java/x/SaveActivity.java';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [T]: test, [A]: app });
});
afterAll(async () => {
  await repo?.remove();
});

/** The guard's review of `edits` applied to one file (the test by default). */
const guard = (edits: Array<[string, string]>, file = T, original = test) =>
  guardOnTop(repo, { [file]: edited(original, edits) });

const rules = (r: GuardResult) => [...new Set(r.refusals.map((x) => x.rule))].sort();
const CHECK = '        onView(withId(R.id.confirmation)).check(matches(withText("Saved")));\n';

describe('Java tests are judged', () => {
  it('allows a legitimate Java edit: a local renamed, a constant for the same text, an action moved, comments', async () => {
    const r = await guard([
      [
        'int count = store.count();\n        assertEquals(3, count);',
        'int n = store.count();\n        assertEquals(3, n);',
      ],
      ['withText("Saved")', 'withText(SAVED)'],
      [
        '    @Test\n    public void savingShows',
        '    // the confirmation follows a save\n    @Test\n    public void savingShows',
      ],
    ]);
    expect(r.refusals).toEqual([]);
    expect(r.allowed).toBe(true);
  });

  it('allows an assertion message built with + (it changes nothing that is checked)', async () => {
    const r = await guard([['assertEquals(3, count);', 'assertEquals("items in " + store.name(), 3, count);']]);
    expect(r.refusals).toEqual([]);
  });

  it('refuses an Espresso check removed, but not an action removed', async () => {
    expect(rules(await guard([[CHECK, '']]))).toEqual(['assertion-removed']);
    expect((await guard([['        onView(withId(R.id.save)).perform(click());\n', '']])).refusals).toEqual([]);
  });

  it('refuses an expected value changed and a Mockito verify removed', async () => {
    expect(rules(await guard([['assertEquals(3, count)', 'assertEquals(4, count)']]))).toEqual(['assertion-weakened']);
    expect(rules(await guard([['        verify(store).save("Groceries");\n', '']]))).toEqual(['assertion-removed']);
  });

  it('refuses @Ignore, @FlakyTest and @SdkSuppress added to a test', async () => {
    for (const a of ['@Ignore("later")', '@FlakyTest', '@SdkSuppress(minSdkVersion = 34)']) {
      const r = await guard([
        ['    @Test\n    public void countsItems', `    ${a}\n    @Test\n    public void countsItems`],
      ]);
      expect(rules(r), a).toEqual(['test-suppressed']);
    }
  });

  it('refuses an assumption that can skip the test, and a test deleted', async () => {
    const assumed = await guard([
      ['int count = store.count();', 'assumeTrue(store.ready());\n        int count = store.count();'],
    ]);
    expect(rules(assumed)).toEqual(['test-suppressed']);
    const deleted = await guard([['    @Test\n    public void countsItems() {', '    public void countsItems() {']]);
    expect(rules(deleted)).toEqual(['test-suppressed']);
  });

  it('refuses a check wrapped in a catch that swallows its failure', async () => {
    const r = await guard([[CHECK, `        try {\n    ${CHECK}        } catch (AssertionError e) {\n        }\n`]]);
    expect(rules(r)).toEqual(['error-swallowed']);
  });

  it('refuses @Test(expected = …) added, and a @Rule removed', async () => {
    const expected = await guard([
      [
        '    @Test\n    public void countsItems',
        '    @Test(expected = IllegalStateException.class)\n    public void countsItems',
      ],
    ]);
    expect(rules(expected)).toEqual(['test-suppressed']);
    const rule = await guard([['    @Rule\n    public ActivityScenarioRule', '    public ActivityScenarioRule']]);
    expect(rules(rule)).toEqual(['test-suppressed']);
  });
});

describe('Java app code is judged', () => {
  it('allows a handler rewritten with the same work, refuses one made trivial', async () => {
    const same = await guard(
      [['v -> store.save(title())', 'v -> {\n            store.save(title());\n        }']],
      A,
      app,
    );
    expect(same.refusals).toEqual([]);
    const stubbed = await guard([['return title != null && !title.isEmpty();', 'return true;']], A, app);
    expect(rules(stubbed)).toEqual(['handler-stubbed']);
  });
});

describe('a .kt file that still holds Java (a conversion renames first)', () => {
  it('is read as Java: the rename changes nothing', async () => {
    // the same tree `git mv` commits: git records no renames, only the old path gone and the new one added
    const r = await guardOnTop(repo, { [T]: null, [T.replace(/\.java$/, '.kt')]: test });
    expect(r.refusals).toEqual([]);
  });
});
