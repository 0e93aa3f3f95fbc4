import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (found on real history outside the corpus): dispatchers injected into the app's functions. A test that
 * passes another dispatcher or scope (`testDispatcher` → `rule.dispatcher`, `this` → `testScope`), or writes out the
 * dispatcher a parameter lost as its default, read as a changed check, because the argument is inside the checked
 * value or the condition a check runs under. A parameter the app declares as a coroutine context
 * (`CoroutineDispatcher`, `CoroutineScope`, …) holds where the call runs, no part of what it computes: such an
 * argument is left out when checks are compared (review). Any other argument of the same call, or one whose
 * parameter is of another type, is still compared, and heal compares them all as written.
 */

const APP = 'app/src/main/java/x/Labels.kt';
const TEST = 'app/src/test/java/x/LabelsTest.kt';

const app = (io = 'io: CoroutineDispatcher = Dispatchers.IO') => `package x

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

enum class Casing { UPPER, LOWER }

suspend fun label(name: String, ${io}): String = withContext(io) { name.uppercase() }

suspend fun cased(name: String, casing: Casing): String = if (casing == Casing.UPPER) name.uppercase() else name

data class Saved(val name: String, val scope: CoroutineScope)

class Labels {
    fun savedFor(name: String, scope: CoroutineScope) = Saved(name, scope)
}
`;

const test = (label: string, saved: string) => `package x

import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Assert.fail
import org.junit.Test

class LabelsTest {
    private val dispatcher = StandardTestDispatcher()
    private val testScope = TestScope(dispatcher)
    private val labels = Labels()

    @Test
    fun labelsTheName() = runTest {
        assertEquals("ADA", ${label})
    }

    @Test
    fun casesTheName() = runTest {
        assertEquals("ADA", cased("ada", Casing.UPPER))
    }

    @Test
    fun failsOnAnotherLabel() = runTest {
        if (${label} != "ADA") {
            fail("no label for ada")
        }
    }

    @Test
    fun savesInTheScope() = runTest {
        assertEquals(Saved("ada", ${saved}), labels.savedFor("ada", ${saved}))
    }
}
`;

const base = test('label("ada", dispatcher)', 'this');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app(), [TEST]: base });
});
afterAll(async () => {
  await repo?.remove();
});

describe('an argument of a coroutine-context parameter', () => {
  it('is no part of the checked value when the test passes another dispatcher or scope', async () => {
    expect(
      refused(await guardOnTop(repo, { [TEST]: test('label("ada", testScope.dispatcher)', 'testScope') })),
    ).toEqual([]);
    expect(refused(await guardOnTop(repo, { [TEST]: test('label("ada", Dispatchers.Unconfined)', 'this') }))).toEqual(
      [],
    );
  });

  it('is no part of the checked value when the test writes out the default the parameter lost', async () => {
    const before = { [TEST]: test('label("ada")', 'this') };
    const head = { [APP]: app('io: CoroutineDispatcher'), [TEST]: test('label("ada", Dispatchers.IO)', 'this') };
    expect(refused(await guardOnTop(repo, head, { before }))).toEqual([]);
  });

  it('still compares the call’s other arguments', async () => {
    expect(refused(await guardOnTop(repo, { [TEST]: test('label("Ada", dispatcher)', 'this') }))).toEqual([
      'assertion-weakened LabelsTest.failsOnAnotherLabel',
      'assertion-weakened LabelsTest.labelsTheName',
    ]);
  });

  it('still compares an argument of a parameter of another type', async () => {
    const lower = edited(base, [['cased("ada", Casing.UPPER)', 'cased("ada", Casing.LOWER)']]);
    expect(refused(await guardOnTop(repo, { [TEST]: lower }))).toEqual(['assertion-weakened LabelsTest.casesTheName']);
  });

  it('is compared as written under heal', async () => {
    const head = test('label("ada", Dispatchers.Unconfined)', 'this');
    expect(refused(await guardOnTop(repo, { [TEST]: head }, { policy: 'heal' }))).toEqual([
      'assertion-weakened LabelsTest.failsOnAnotherLabel',
      'assertion-weakened LabelsTest.labelsTheName',
    ]);
  });
});
