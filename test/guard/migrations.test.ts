import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, classes 2 and 3, forms beyond equivalence.test.ts: overloads renamed to one name in the
 * same commit and used in the expectation, a plain member turned into a stream and read through
 * its new accessor, an object turned into a class whose constructor the test now fills in. Each
 * legitimate change sits next to the weakening hidden in the same migration, which must still be refused.
 */

const MAP = 'app/src/main/java/x/Mapping.kt';
const MAP_TEST = 'app/src/test/java/x/MappingTest.kt';
const PREFS = 'app/src/main/java/x/Prefs.kt';
const FAKE = 'app/src/test/java/x/FakePrefs.kt';
const PREFS_TEST = 'app/src/test/java/x/PrefsTest.kt';
const KEYS = 'app/src/main/java/x/Keys.kt';
const KEYS_TEST = 'app/src/test/java/x/KeysTest.kt';

const mapping = `package x

fun Task.toNetworkModel() = NetworkTask(id, title)

fun List<Task>.toNetworkModels() = map(Task::toNetworkModel)
`;

const mappingTest = `package x

import com.google.common.truth.Truth.assertThat
import org.junit.Test

class MappingTest {
    private val tasks = listOf(Task("1", "a"), Task("2", "b"))
    private val server = FakeServer()

    @Test
    fun sendsOne() {
        repository.save(tasks[0])
        assertThat(server.tasks).contains(tasks[0].toNetworkModel())
    }

    @Test
    fun sendsAll() {
        repository.saveAll(tasks)
        assertThat(server.tasks).isEqualTo(tasks.toNetworkModels())
    }
}
`;

const prefs = `package x

interface Prefs {
    var optedIn: Boolean
    var theme: String
}
`;

const fake = `package x

class FakePrefs(
    override var optedIn: Boolean = false,
    override var theme: String = "light",
) : Prefs
`;

const prefsTest = `package x

import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Test

class PrefsTest {
    private val prefs = FakePrefs()
    private val viewModel = SettingsViewModel(prefs)

    @Test
    fun startsOptedOut() = runTest {
        assertFalse(prefs.optedIn)
        assertEquals("light", prefs.theme)
    }
}
`;

const flowPrefs = `package x

interface Prefs {
    val optedIn: Flow<Boolean>
    suspend fun optIn(value: Boolean)
    var theme: String
}
`;

const flowFake = `package x

class FakePrefs(optedIn: Boolean = false, override var theme: String = "light") : Prefs {
    private val _optedIn = MutableStateFlow(optedIn)
    override val optedIn = _optedIn

    override suspend fun optIn(value: Boolean) {
        _optedIn.value = value
    }
}
`;

const keys = `package x

object Home
object Search
data class Topic(val id: String? = null)
`;

const keysTest = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class KeysTest {
    @Test
    fun topLevelKeys() {
        assertEquals(setOf(Home, Search), navigator.topLevelKeys)
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({
    [MAP]: mapping,
    [MAP_TEST]: mappingTest,
    [PREFS]: prefs,
    [FAKE]: fake,
    [PREFS_TEST]: prefsTest,
    [KEYS]: keys,
    [KEYS_TEST]: keysTest,
  });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (
  files: Record<string, string | null>,
  policy: 'review' | 'heal' = 'review',
  before: Record<string, string> = {},
) => guardOnTop(repo, files, { policy, before });

const summary = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.test ?? ''} ${x.detail}`);
const ruleAndTest = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.test}`);

describe('overloads renamed to one name in the same commit, used in the expectation', () => {
  const renamed = mapping.replaceAll('toNetworkModels', 'toNetwork').replaceAll('toNetworkModel', 'toNetwork');
  it('allows toNetworkModel and toNetworkModels → toNetwork in production and in the expectations', async () => {
    const t = mappingTest.replaceAll('toNetworkModels', 'toNetwork').replaceAll('toNetworkModel', 'toNetwork');
    expect(summary(await guard({ [MAP]: renamed, [MAP_TEST]: t }))).toEqual([]);
  });
  it('still refuses a changed expected value under the merged name', async () => {
    const t = mappingTest
      .replaceAll('toNetworkModels', 'toNetwork')
      .replaceAll('toNetworkModel', 'toNetwork')
      .replace('contains(tasks[0].toNetwork())', 'contains(NetworkTask("9", "z"))');
    expect(ruleAndTest(await guard({ [MAP]: renamed, [MAP_TEST]: t }))).toEqual([
      'assertion-weakened MappingTest.sendsOne',
    ]);
  });
  it('does not merge two names into one the head declares once', async () => {
    // `toNetworkModels` goes and the test reads `toNetworkModel` instead: not a rename, another expectation
    const one = mapping.replace('fun List<Task>.toNetworkModels() = map(Task::toNetworkModel)\n', '');
    const t = mappingTest.replace('isEqualTo(tasks.toNetworkModels())', 'isEqualTo(tasks[0].toNetworkModel())');
    expect(ruleAndTest(await guard({ [MAP]: one, [MAP_TEST]: t }))).toEqual([
      'assertion-weakened MappingTest.sendsAll',
    ]);
  });
});

describe('a plain member turned into a stream, read through its new accessor', () => {
  const migrated = prefsTest.replace('assertFalse(prefs.optedIn)', 'assertFalse(prefs.optedIn.first())');
  it('allows prefs.optedIn → prefs.optedIn.first() when the change made optedIn a Flow', async () => {
    expect(summary(await guard({ [PREFS]: flowPrefs, [FAKE]: flowFake, [PREFS_TEST]: migrated }))).toEqual([]);
  });
  it('still refuses the flipped check and the dropped check in the same migration', async () => {
    const flipped = migrated.replace('assertFalse(prefs.optedIn.first())', 'assertTrue(prefs.optedIn.first())');
    expect(ruleAndTest(await guard({ [PREFS]: flowPrefs, [FAKE]: flowFake, [PREFS_TEST]: flipped }))).toEqual([
      'assertion-weakened PrefsTest.startsOptedOut',
    ]);
    const dropped = migrated.replace('        assertFalse(prefs.optedIn.first())\n', '');
    expect(ruleAndTest(await guard({ [PREFS]: flowPrefs, [FAKE]: flowFake, [PREFS_TEST]: dropped }))).toEqual([
      'assertion-removed PrefsTest.startsOptedOut',
    ]);
  });
  it('still refuses reading .first() of a member the change did not make a stream', async () => {
    const t = migrated.replace('assertEquals("light", prefs.theme)', 'assertEquals("light", prefs.theme.first())');
    expect(ruleAndTest(await guard({ [PREFS]: flowPrefs, [FAKE]: flowFake, [PREFS_TEST]: t }))).toEqual([
      'assertion-weakened PrefsTest.startsOptedOut',
    ]);
  });
});

describe('equalities written the other way round, and locals of one name in two lambdas', () => {
  const helperTest = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class ChipsTest {
    private fun verifyChips(viewModel: ChipsViewModel, selected: List<String>) {
        viewModel.selectedChips.observeForTesting {
            val chips = viewModel.selectedChips.value!!
            assertEquals(chips.size, selected.size)
        }
        viewModel.allChips.observeForTesting {
            val chips = viewModel.allChips.value!!
            assertEquals(chips.size, 3)
        }
    }

    @Test
    fun selectsNothing() {
        verifyChips(viewModel, emptyList())
    }
}
`;
  const flowTest = helperTest
    .replace(
      /viewModel\.(\w+)\.observeForTesting \{\n\s+val chips = viewModel\.\w+\.value!!/g,
      'run {\n            val chips = viewModel.$1.first()',
    )
    .replace('assertEquals(chips.size, selected.size)', 'assertEquals(selected.size, chips.size)');
  it('allows assertEquals(a, b) → assertEquals(b, a), each chips read where it is declared', async () => {
    const chips = 'app/src/test/java/x/ChipsTest.kt';
    expect(flowTest).toContain('val chips = viewModel.allChips.first()');
    expect(summary(await guard({ [chips]: flowTest }, 'review', { [chips]: helperTest }))).toEqual([]);
    // written the other way round and with another expected count: still a changed expectation
    const swapped = flowTest.replace('assertEquals(chips.size, 3)', 'assertEquals(2, chips.size)');
    const r = await guard({ [chips]: swapped }, 'review', { [chips]: helperTest });
    expect(ruleAndTest(r)).toEqual(['assertion-weakened ChipsTest.selectsNothing']);
  });
});

describe('an object turned into a class, its constructor filled in by the test', () => {
  const asClass = keys.replace('object Search', 'data class Search(val query: String? = null)');
  const brokenTest = keysTest; // at this base `Search` is a class: `setOf(Home, Search)` does not compile
  it('allows Search → Search(null) when the base test did not compile, and when the change made it a class', async () => {
    const t = keysTest.replace('setOf(Home, Search)', 'setOf(Home, Search(null))');
    expect(summary(await guard({ [KEYS_TEST]: t }, 'review', { [KEYS]: asClass, [KEYS_TEST]: brokenTest }))).toEqual(
      [],
    );
    expect(summary(await guard({ [KEYS]: asClass, [KEYS_TEST]: t }))).toEqual([]);
  });
  it('still refuses another edit on the filled line, and the fill of a name that stays an object', async () => {
    const dropped = keysTest.replace('setOf(Home, Search)', 'setOf(Search(null))');
    expect(ruleAndTest(await guard({ [KEYS]: asClass, [KEYS_TEST]: dropped }))).toEqual([
      'assertion-weakened KeysTest.topLevelKeys',
    ]);
    const topic = keysTest.replace('setOf(Home, Search)', 'setOf(Home, Search, Topic("x"))');
    expect(ruleAndTest(await guard({ [KEYS_TEST]: topic }))).toEqual(['assertion-weakened KeysTest.topLevelKeys']);
  });
  it('is refused under heal, where fixers do not rewrite expectations', async () => {
    const t = keysTest.replace('setOf(Home, Search)', 'setOf(Home, Search(null))');
    const r = await guard({ [KEYS]: asClass, [KEYS_TEST]: t }, 'heal');
    expect(r.refusals.map((x) => x.rule)).toContain('assertion-weakened');
  });
});
