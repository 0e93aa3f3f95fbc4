import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * An Espresso ViewAssertion written as a lambda (`onView(withId(R.id.list)).check { view, e -> … }`) checks what
 * its body checks: the checks a test made on the activity moved into it are kept, and a check dropped from it is
 * still refused. Real commits on a small real repository, reset after each case.
 */

const TEST = 'app/src/androidTest/java/x/MainActivityTest.kt';

const onActivity = `package x

import androidx.test.core.app.ActivityScenario
import com.google.common.truth.Truth.assertThat
import org.junit.Test

class MainActivityTest {
    @Test
    fun showsResults() {
        val scenario = ActivityScenario.launch<MainActivity>(intent)
        scenario.onActivity { activity ->
            val list: RecyclerView = activity.binding.list
            assertThat(list.adapter).isNotNull()
            assertThat(list.adapter!!.itemCount).isGreaterThan(0)
        }
    }
}
`;

const inViewAssertion = (checks: string) => `package x

import androidx.test.core.app.ActivityScenario
import androidx.test.espresso.Espresso.onView
import androidx.test.espresso.matcher.ViewMatchers.withId
import com.google.common.truth.Truth.assertThat
import org.junit.Test

class MainActivityTest {
    @Test
    fun showsResults() {
        ActivityScenario.launch<MainActivity>(intent)
        onView(withId(R.id.list)).check { view, noViewFoundException ->
            if (noViewFoundException != null) {
                throw noViewFoundException
            }
            val list = view as RecyclerView
${checks}
        }
    }
}
`;

const both = `            assertThat(list.adapter).isNotNull()
            assertThat(list.adapter!!.itemCount).isGreaterThan(0)`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [TEST]: onActivity });
});
afterAll(async () => {
  await repo?.remove();
});

describe('checks in an Espresso ViewAssertion lambda', () => {
  it('are read: checks moved from onActivity into one are kept', async () => {
    expect(refused(await guardOnTop(repo, { [TEST]: inViewAssertion(both) }))).toEqual([]);
  });

  it('still refuses a check dropped from it', async () => {
    const r = await guardOnTop(repo, { [TEST]: inViewAssertion('            assertThat(list.adapter).isNotNull()') });
    expect(refused(r)).toEqual(['assertion-removed MainActivityTest.showsResults']);
  });

  it('still refuses a check weakened in it', async () => {
    const weaker = both.replace('.isGreaterThan(0)', '.isGreaterThan(-1)');
    // (the value and the check's form are both reported, as for any such edit)
    expect([...new Set(refused(await guardOnTop(repo, { [TEST]: inViewAssertion(weaker) })))]).toEqual([
      'assertion-weakened MainActivityTest.showsResults',
    ]);
  });
});
