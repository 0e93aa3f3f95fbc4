import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27: a property moved into a data class that now holds it (Adyen/adyen-android 68bb318905, not in the corpus:
 * `val amount: Amount?` of a view state became `val payButtonViewState: PayButtonViewState`, `data class
 * PayButtonViewState(val amount: Amount?, val isLoading: Boolean)`), and the check with it: `assertEquals(TEST_AMOUNT,
 * viewState.amount)` → `assertEquals(PayButtonViewState(TEST_AMOUNT, false), viewState.payButtonViewState)`. The data
 * class's equality checks its `amount` against the old expected value, and more. Another value for it, a holder that
 * is no data class, or a property the app kept beside the new one is still refused.
 */

const STATE = 'app/src/main/java/x/CardViewState.kt';
const BUTTON = 'app/src/main/java/x/PayButtonViewState.kt';
const TEST = 'app/src/test/java/x/CardViewStateTest.kt';

const state = `package x

data class CardViewState(
    val number: String,
    val amount: Long?,
)
`;
const held = `package x

data class CardViewState(
    val number: String,
    val payButtonViewState: PayButtonViewState,
)
`;
const button = `package x

data class PayButtonViewState(
    val amount: Long?,
    val isLoading: Boolean,
)
`;

const test = (check: string) => `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class CardViewStateTest {
    @Test
    fun produces() {
        val viewState = CardViewStateProducer().produce(AMOUNT)
        ${check}
    }
}
`;
const before = test('assertEquals(AMOUNT, viewState.amount)');
const after = test('assertEquals(PayButtonViewState(AMOUNT, false), viewState.payButtonViewState)');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [STATE]: state, [TEST]: before });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];

describe('a property moved into a data class that holds it', () => {
  it('allows the old expected value checked inside the holder, positional or named', async () => {
    expect(refused(await guardOnTop(repo, { [STATE]: held, [BUTTON]: button, [TEST]: after }))).toEqual([]);
    const named = test(
      'assertEquals(PayButtonViewState(isLoading = false, amount = AMOUNT), viewState.payButtonViewState)',
    );
    expect(refused(await guardOnTop(repo, { [STATE]: held, [BUTTON]: button, [TEST]: named }))).toEqual([]);
    // read through the holder (Adyen 0fa7874657: `s.supportedCardBrands` → `s.supportedCardBrandsViewState.supportedCardBrands`)
    const through = test('assertEquals(AMOUNT, viewState.payButtonViewState.amount)');
    expect(refused(await guardOnTop(repo, { [STATE]: held, [BUTTON]: button, [TEST]: through }))).toEqual([]);
  });

  it('still refuses another value for it, a holder that is no data class, or a property kept beside it', async () => {
    const other = test('assertEquals(PayButtonViewState(null, false), viewState.payButtonViewState)');
    expect(refused(await guardOnTop(repo, { [STATE]: held, [BUTTON]: button, [TEST]: other }))).toEqual([
      'assertion-weakened CardViewStateTest.produces',
    ]);
    const another = test('assertEquals(null, viewState.payButtonViewState.amount)');
    expect(refused(await guardOnTop(repo, { [STATE]: held, [BUTTON]: button, [TEST]: another }))).toEqual([
      'assertion-weakened CardViewStateTest.produces',
    ]);
    const plain = button.replace('data class', 'class');
    expect(refused(await guardOnTop(repo, { [STATE]: held, [BUTTON]: plain, [TEST]: after }))).toEqual([
      'assertion-weakened CardViewStateTest.produces',
    ]);
    const both = held.replace('    val payButtonViewState', '    val amount: Long?,\n    val payButtonViewState');
    expect(refused(await guardOnTop(repo, { [STATE]: both, [BUTTON]: button, [TEST]: after }))).toEqual([
      'assertion-weakened CardViewStateTest.produces',
    ]);
  });

  it('still refuses it under heal', async () => {
    const heal = await guardOnTop(repo, { [STATE]: held, [BUTTON]: button, [TEST]: after }, { policy: 'heal' });
    expect(heal.refusals.length).toBeGreaterThan(0);
  });
});
