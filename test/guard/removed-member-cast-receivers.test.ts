import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A legitimate change the review policy refused (issue 27, HedvigInsurance/android 9c4e3dae0b, 8f2d212747,
 * 54e7e1bcb9): a property removed from a nested state class (`InviteState.Content.code`) and the check reading it
 * dropped with it, while another class keeps a `code`. The test typed its receiver by a cast (`val content = state
 * as InviteState.Content`), which inlining reads away (`awaitItem().code`), or named the class in a callable
 * reference (`prop(InviteState.Content::code)`). Both say whose member the check read, and that member is gone.
 * Still refused: a dropped check of a member the class keeps, through the same cast or reference, and one reading the
 * class that keeps the name.
 */

const S = 'app/src/main/java/x/InviteState.kt';
const T = 'app/src/test/java/x/InvitePresenterTest.kt';

const state = `package x

sealed interface InviteState {
    data object Loading : InviteState

    data class Content(
        val code: String,
        val incentive: String,
    ) : InviteState
}

data class Referral(val code: String, val amount: Int)
`;

const test = `package x

import assertk.assertThat
import assertk.assertions.isEqualTo
import assertk.assertions.isInstanceOf
import assertk.assertions.prop
import org.junit.Test

class InvitePresenterTest {
    @Test
    fun contentCarriesTheInvite() = runTest {
        presenter.test(InviteState.Loading) {
            val state = awaitItem()
            val content = state as InviteState.Content
            assertThat(content.code).isEqualTo("CODE")
            assertThat(content.incentive).isEqualTo("10 SEK")
        }
    }

    @Test
    fun contentByReference() = runTest {
        presenter.test(InviteState.Loading) {
            val content = assertThat(awaitItem()).isInstanceOf<InviteState.Content>()
            content.prop(InviteState.Content::code).isEqualTo("CODE")
            content.prop(InviteState.Content::incentive).isEqualTo("10 SEK")
        }
    }

    @Test
    fun referralKeepsItsCode() {
        val referral = Referral("CODE", 10)
        assertThat(referral.code).isEqualTo("CODE")
    }
}
`;

const dropped = (line: string) => edited(test, [[`            ${line}\n`, '']]);
const dropped8 = (line: string) => edited(test, [[`        ${line}\n`, '']]);
const withoutCode = edited(state, [['        val code: String,\n', '']]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [S]: state, [T]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a check of a member removed from the class a cast or a callable reference names', () => {
  it('goes with the member when the receiver local was typed by a cast', async () => {
    const r = await guardOnTop(repo, { [S]: withoutCode, [T]: dropped('assertThat(content.code).isEqualTo("CODE")') });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('goes with the member when a callable reference names the class', async () => {
    const r = await guardOnTop(repo, {
      [S]: withoutCode,
      [T]: dropped('content.prop(InviteState.Content::code).isEqualTo("CODE")'),
    });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('is refused when the dropped check reads a member the cast class keeps', async () => {
    const r = await guardOnTop(repo, {
      [S]: withoutCode,
      [T]: dropped('assertThat(content.incentive).isEqualTo("10 SEK")'),
    });
    expect(refusedDetails(r)).toEqual([
      'assertion-removed removed the assertion: assertThat(content.incentive).isEqualTo("10 SEK")',
    ]);
  });

  it('is refused when the dropped reference names a member the class keeps', async () => {
    const r = await guardOnTop(repo, {
      [S]: withoutCode,
      [T]: dropped('content.prop(InviteState.Content::incentive).isEqualTo("10 SEK")'),
    });
    expect(refusedDetails(r)).toEqual([
      'assertion-removed removed the assertion: content.prop(InviteState.Content::incentive).isEqualTo("10 SEK")',
    ]);
  });

  it('is refused when the dropped check reads the class that keeps the name', async () => {
    const r = await guardOnTop(repo, {
      [S]: withoutCode,
      [T]: dropped8('assertThat(referral.code).isEqualTo("CODE")'),
    });
    expect(refusedDetails(r)).toEqual([
      'assertion-removed removed the assertion: assertThat(referral.code).isEqualTo("CODE")',
    ]);
  });

  it('is refused when the class keeps the member', async () => {
    const r = await guardOnTop(repo, { [T]: dropped('assertThat(content.code).isEqualTo("CODE")') });
    expect(refusedDetails(r)).toEqual([
      'assertion-removed removed the assertion: assertThat(content.code).isEqualTo("CODE")',
    ]);
  });
});
