import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (corona-warn-app/cwa-app-android 7c70a4d54c, candidate of session 46c): a view model's state was made a
 * pair with a new flag (`isEol to generalStatus.toHeaderState()`) and its tests followed, `tracingHeaderState.value
 * shouldBe X` → `shouldBe (false to X)`: the new check holds the state's component to the old value and the flag to
 * one besides. Read so only when the subject's declaration is one the change rewrote into pairs; another component
 * value, a component left unchecked, or a pair the app never made stays refused.
 */

const APP = 'app/src/main/java/x/HomeViewModel.kt';
const TEST = 'app/src/test/java/x/HomeViewModelTest.kt';

const app = `package x

class HomeViewModel(private val status: Flow<Status>, private val eol: Flow<Boolean>) {
    val headerState = status.map { it.toHeaderState() }
}
`;
const paired = app.replace(
  'val headerState = status.map { it.toHeaderState() }',
  'val headerState = combine(status, eol) { s, isEol ->\n        isEol to s.toHeaderState()\n    }',
);

const test = `package x

import io.kotest.matchers.shouldBe
import org.junit.jupiter.api.Test

class HomeViewModelTest {
    @Test
    fun \`header shows tracing active\`() {
        val vm = HomeViewModel(flowOf(Status.ACTIVE), flowOf(false))
        vm.headerState.value shouldBe HeaderState.TracingActive
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => x.rule))];
const checked = (line: string, appSource = paired) =>
  guardOnTop(repo, {
    [APP]: appSource,
    [TEST]: test.replace('vm.headerState.value shouldBe HeaderState.TracingActive', line),
  });

describe('a checked value the change made a pair', () => {
  it('allows the check made a check of the pair holding the old expected value', async () => {
    expect(refused(await checked('vm.headerState.value shouldBe (false to HeaderState.TracingActive)'))).toEqual([]);
    expect(
      refused(await checked('assertEquals(Pair(false, HeaderState.TracingActive), vm.headerState.value)')),
    ).toEqual([]);
  });

  it('refuses another value in the pair, or the state component left unchecked', async () => {
    expect(refused(await checked('vm.headerState.value shouldBe (false to HeaderState.TracingInactive)'))).toEqual([
      'assertion-weakened',
    ]);
    expect(refused(await checked('vm.headerState.value.first shouldBe false'))).not.toEqual([]);
  });

  it('refuses the pair when the change did not make the subject one', async () => {
    const elsewhere = `${app}\nfun flagged(s: Status) = true to s\n`;
    expect(
      refused(await checked('vm.headerState.value shouldBe (false to HeaderState.TracingActive)', elsewhere)),
    ).toEqual(['assertion-weakened']);
  });
});
