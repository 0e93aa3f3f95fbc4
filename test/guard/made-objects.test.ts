import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/** The rule and test of each refusal, once (an equality's two readings may each be refused). */
const refused = (r: Parameters<typeof refusedTests>[0]) => [...new Set(refusedTests(r))];

/**
 * Issue 27 (found on real history outside the corpus: corona-warn-app 05d53a338a): a navigation event that was a data
 * class with one parameter (`data class GoToThankYouScreen(val submissionType: …)`) made an `object`, the parameter
 * gone from the app, and the tests' expected event following it (`GoToThankYouScreen(submissionType)` →
 * `GoToThankYouScreen`). The object is the one value the type has now; what the argument set left the app with its
 * parameter. Read so in review: a call of a class the change made an object is that object. Still refused: another
 * event expected, the check dropped, a class that keeps its parameter, and under heal.
 */

const APP = 'app/src/main/java/x/Submit.kt';
const TEST = 'app/src/test/java/x/SubmitTest.kt';

const app = (done: string, emit: string) => `package x

enum class Kind { SELF_TEST, RAT }

sealed class Navigation {
    object Home : Navigation()
    ${done}
    data class Error(val cause: String) : Navigation()
}

class SubmitViewModel(private val kind: Kind) {
    fun submit(ok: Boolean): Navigation = if (ok) ${emit} else Navigation.Error("failed")
}
`;

const baseApp = app('data class Done(val kind: Kind) : Navigation()', 'Navigation.Done(kind)');
const objectApp = app('object Done : Navigation()', 'Navigation.Done');

const test = (expected: string) => `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class SubmitTest {
    private val kind = Kind.SELF_TEST

    @Test
    fun submittingLeadsToDone() {
        val vm = SubmitViewModel(kind)
        assertEquals(${expected}, vm.submit(true))
    }

    @Test
    fun failureLeadsToError() {
        assertEquals(Navigation.Error("failed"), SubmitViewModel(kind).submit(false))
    }
}
`;

const base = test('Navigation.Done(kind)');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: baseApp, [TEST]: base });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a class made an object, its parameter gone', () => {
  it('is the object where the base expected a call of the class', async () => {
    expect(refused(await guardOnTop(repo, { [APP]: objectApp, [TEST]: test('Navigation.Done') }))).toEqual([]);
  });

  it('is so with any argument the base passed', async () => {
    const before = { [TEST]: test('Navigation.Done(Kind.SELF_TEST)') };
    expect(refused(await guardOnTop(repo, { [APP]: objectApp, [TEST]: test('Navigation.Done') }, { before }))).toEqual(
      [],
    );
  });

  it('still refuses another event expected', async () => {
    expect(refused(await guardOnTop(repo, { [APP]: objectApp, [TEST]: test('Navigation.Home') }))).toEqual([
      'assertion-weakened SubmitTest.submittingLeadsToDone',
    ]);
  });

  it('still refuses the check dropped', async () => {
    const dropped = edited(base, [['assertEquals(Navigation.Done(kind), vm.submit(true))', 'vm.submit(true)']]);
    expect(refused(await guardOnTop(repo, { [APP]: objectApp, [TEST]: dropped }))).toEqual([
      'assertion-removed SubmitTest.submittingLeadsToDone',
    ]);
  });

  it('still refuses the argument dropped where the class keeps its parameter', async () => {
    const kept = app('data class Done(val kind: Kind? = null) : Navigation()', 'Navigation.Done()');
    expect(refused(await guardOnTop(repo, { [APP]: kept, [TEST]: test('Navigation.Done()') }))).toEqual([
      'assertion-weakened SubmitTest.submittingLeadsToDone',
    ]);
  });

  it('is compared as written under heal', async () => {
    const head = { [APP]: objectApp, [TEST]: test('Navigation.Done') };
    expect(refused(await guardOnTop(repo, head, { policy: 'heal' }))).toContain(
      'assertion-weakened SubmitTest.submittingLeadsToDone',
    );
  });
});

/**
 * cwa 05d53a338a as it was written: the navigation in another package, imported, the test asserting with Kotest's
 * `shouldBe` inside the view model's `apply { … }`. The base's call is read without its owner (`Done(kind)`); the
 * head's object keeps it (`Navigation.Done`), and is the same object.
 */
describe('a class made an object, read from another package', () => {
  const NAV = 'app/src/main/java/x/nav/Submit.kt';
  const KTEST = 'app/src/test/java/x/ui/SubmitSpecTest.kt';
  const inPackage = (src: string) => src.replace('package x\n', 'package x.nav\n');
  const spec = (expected: string) => `package x.ui

import io.kotest.matchers.shouldBe
import org.junit.jupiter.api.Test
import x.nav.Kind
import x.nav.Navigation
import x.nav.SubmitViewModel

class SubmitSpecTest {
    private val kind = Kind.RAT

    private fun createViewModel() = SubmitViewModel(kind)

    @Test
    fun \`submitting leads to done\`() {
        createViewModel().apply {
            submit(true) shouldBe ${expected}
        }
    }
}
`;
  let specRepo: TempRepo & { base: string };
  beforeAll(async () => {
    specRepo = await tempRepo({ [NAV]: inPackage(baseApp), [KTEST]: spec('Navigation.Done(kind)') });
  });
  afterAll(async () => {
    await specRepo?.remove();
  });

  it('is the object', async () => {
    const head = { [NAV]: inPackage(objectApp), [KTEST]: spec('Navigation.Done') };
    expect(refused(await guardOnTop(specRepo, head))).toEqual([]);
  });

  it('still refuses another event expected', async () => {
    const head = { [NAV]: inPackage(objectApp), [KTEST]: spec('Navigation.Home') };
    expect(refused(await guardOnTop(specRepo, head))).toEqual([
      'assertion-weakened SubmitSpecTest.`submitting leads to done`',
    ]);
  });
});
