import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: a boolean member replaced by an enum member in the same change (`val addExisting: Boolean`
 * → `val mode: Mode`). `assertTrue(r?.addExisting == true)` restated as `assertTrue(r?.mode == Mode.ADD_EXISTING)`
 * (or `assertEquals(Mode.ADD_EXISTING, r?.mode)`) is the same proposition: the entry is the one the flag named.
 * Another entry, a bare non-null check, or the flag's false side as some entry is still refused.
 */

const ROUTE = 'app/src/main/java/x/Route.kt';
const TEST = 'app/src/test/java/x/RouteTest.kt';

const route = `package x

data class Route(val addExisting: Boolean)

fun startRoute(): Route? = Route(addExisting = true)

fun adds(r: Route) = r.addExisting
`;

const routeWithMode = `package x

enum class Mode { NORMAL, ADD_EXISTING, HIDE_EXISTING }

data class Route(val mode: Mode)

fun startRoute(): Route? = Route(Mode.ADD_EXISTING)

fun adds(r: Route) = r.mode
`;

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

class RouteTest {
    @Test
    fun startsAddingExisting() {
        assertTrue(startRoute()?.addExisting == true)
    }
}
`;

/** The tests refused, whatever the rule (a dropped and a changed check are both refusals). */
const refusedTests = (r: GuardResult) => [...new Set(r.refusals.map((x) => x.test))];

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [ROUTE]: route, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const withCheck = (check: string) =>
  guardOnTop(repo, {
    [ROUTE]: routeWithMode,
    [TEST]: test.replace('assertTrue(startRoute()?.addExisting == true)', check),
  });

describe('a boolean member replaced by an enum member', () => {
  it('allows the flag check restated as equality with the entry the flag named', async () => {
    expect(refusedTests(await withCheck('assertTrue(startRoute()?.mode == Mode.ADD_EXISTING)'))).toEqual([]);
    expect(refusedTests(await withCheck('assertEquals(Mode.ADD_EXISTING, startRoute()?.mode)'))).toEqual([]);
  });

  it('still refuses another entry, a non-null check, or the check dropped', async () => {
    const refused = ['RouteTest.startsAddingExisting'];
    expect(refusedTests(await withCheck('assertTrue(startRoute()?.mode == Mode.HIDE_EXISTING)'))).toEqual(refused);
    expect(refusedTests(await withCheck('assertEquals(Mode.NORMAL, startRoute()?.mode)'))).toEqual(refused);
    expect(refusedTests(await withCheck('assertTrue(startRoute()?.mode != null)'))).toEqual(refused);
    expect(refusedTests(await withCheck('assertTrue(startRoute() != null)'))).toEqual(refused);
  });

  it('still refuses the flag check restated on an enum the app did not put in its place', async () => {
    // the flag kept: its check turned into a check of another member is a changed check
    const kept = routeWithMode.replace(
      'data class Route(val mode: Mode)',
      'data class Route(val mode: Mode, val addExisting: Boolean)',
    );
    const r = await guardOnTop(repo, {
      [ROUTE]: kept,
      [TEST]: test.replace(
        'assertTrue(startRoute()?.addExisting == true)',
        'assertTrue(startRoute()?.mode == Mode.ADD_EXISTING)',
      ),
    });
    expect(refusedTests(r)).toEqual(['RouteTest.startsAddingExisting']);
  });
});
