import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, classes 2 and 3: a stored member replaced by a new one while the old is kept as a getter derived from
 * it (`val selectedIndex: Int` → `val selectedTab: Tab` plus `val selectedIndex get() = tabs.indexOf(selectedTab)`):
 * the tests now pin the new member with its own exact value. A check moved to a member the getter does not read,
 * or to no exact value, is still refused.
 */

const STATE = 'app/src/main/java/x/ScaffoldState.kt';
const TEST = 'app/src/test/java/x/ScaffoldModelTest.kt';

const state = `package x

enum class Tab { Home, Search, Settings }

data class ScaffoldState(
    val selectedIndex: Int = 0,
    val signedIn: Boolean = false,
)

class ScaffoldModel {
    var state = ScaffoldState()

    fun select(index: Int) {
        state = state.copy(selectedIndex = index)
    }
}
`;

const derived = `package x

enum class Tab { Home, Search, Settings }

data class ScaffoldState(
    val selectedTab: Tab = Tab.Home,
    val signedIn: Boolean = false,
    val title: String = "Home",
) {
    val selectedIndex: Int get() = Tab.entries.indexOf(selectedTab)
}

class ScaffoldModel {
    var state = ScaffoldState()

    fun select(tab: Tab) {
        state = state.copy(selectedTab = tab, title = tab.name)
    }
}
`;

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class ScaffoldModelTest {
    @Test
    fun selects() {
        val model = ScaffoldModel()
        assertEquals(0, model.state.selectedIndex)
        model.select(2)
        assertEquals(2, model.state.selectedIndex)
    }
}
`;

const onNewMember = test
  .replace('assertEquals(0, model.state.selectedIndex)', 'assertEquals(Tab.Home, model.state.selectedTab)')
  .replace('model.select(2)', 'model.select(Tab.Settings)')
  .replace('assertEquals(2, model.state.selectedIndex)', 'assertEquals(Tab.Settings, model.state.selectedTab)');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [STATE]: state, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];

describe('an old member kept as a getter derived from the new one', () => {
  it('allows the checks moved to the new member with its exact values', async () => {
    expect(refused(await guardOnTop(repo, { [STATE]: derived, [TEST]: onNewMember }))).toEqual([]);
  });

  it('still refuses a check moved to a member the getter does not read, or to no exact value', async () => {
    const unrelated = onNewMember.replace(
      'assertEquals(Tab.Settings, model.state.selectedTab)',
      'assertEquals("Settings", model.state.title)',
    );
    expect(refused(await guardOnTop(repo, { [STATE]: derived, [TEST]: unrelated }))).toEqual([
      'assertion-weakened ScaffoldModelTest.selects',
    ]);
    const loose = onNewMember
      .replace('assertEquals(Tab.Settings, model.state.selectedTab)', 'assertNotNull(model.state.selectedTab)')
      .replace('import org.junit.Test', 'import org.junit.Assert.assertNotNull\nimport org.junit.Test');
    expect(refused(await guardOnTop(repo, { [STATE]: derived, [TEST]: loose })).length).toBeGreaterThan(0);
  });

  it('still refuses it under heal, and where the old member was not made a getter of the new one', async () => {
    const heal = await guardOnTop(repo, { [STATE]: derived, [TEST]: onNewMember }, { policy: 'heal' });
    expect(heal.refusals.length).toBeGreaterThan(0);
    const independent = derived.replace(
      'val selectedIndex: Int get() = Tab.entries.indexOf(selectedTab)',
      'val selectedIndex: Int = 0',
    );
    expect(refused(await guardOnTop(repo, { [STATE]: independent, [TEST]: onNewMember })).length).toBeGreaterThan(0);
  });
});
