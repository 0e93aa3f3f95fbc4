import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, class 2 on a form met outside the corpus: a test that launched the call under test
 * (`val r = backgroundScope.async { client.purchase(key) }`, or through a helper returning that `async`), fed its
 * fakes, then checked `r.await()`, rewritten to configure the fakes first and call directly (`val r =
 * client.purchase(key)`, checked as `r`). The awaited value is the block's value: the same check. So is a value
 * computed in `runBlocking { }` or `withContext(…) { }`. Awaiting another call, or checking a constant, stays refused.
 */

const T = 'app/src/test/java/com/example/pay/PaymentClientTest.kt';
const file = (body: string, helpers = '') => `package com.example.pay

class PaymentClientTest {
    @Test
    fun purchase() = runTest {
${body
  .split('\n')
  .map((l) => `        ${l}`)
  .join('\n')}
    }
${helpers}}
`;
const launched = file(
  [
    'val result = backgroundScope.async(start = CoroutineStart.UNDISPATCHED) { client.purchase(planKey, mock<Activity>()) }',
    'dataSource.results.emit(Ok)',
    'assertEquals(PurchaseResult.Purchased, result.await())',
  ].join('\n'),
);
const viaHelper = file(
  [
    'val result = purchaseInBackground()',
    'dataSource.results.emit(Ok)',
    'assertEquals(PurchaseResult.Purchased, result.await())',
  ].join('\n'),
  `
    private fun TestScope.purchaseInBackground(key: Key = planKey) =
        backgroundScope.async(start = CoroutineStart.UNDISPATCHED) { client.purchase(key, mock<Activity>()) }
`,
);
const direct = (call = 'client.purchase(planKey, mock<Activity>())') =>
  file(
    ['dataSource.resultCode = Ok', `val result = ${call}`, '', 'assertEquals(PurchaseResult.Purchased, result)'].join(
      '\n',
    ),
  );

const judged = async (base: string, head: string) => (await refusals({ [T]: base }, { [T]: head })).map((r) => r.rule);

describe('a value awaited from a coroutine is the value its block computes', () => {
  it('reads `async { call }.await()` as the call, written in place or returned by a helper', async () => {
    expect(await judged(launched, direct())).toEqual([]);
    expect(await judged(viaHelper, direct())).toEqual([]);
  });

  it('reads a value computed in runBlocking or withContext as the call', async () => {
    const blocking = file(
      'val result = runBlocking { client.purchase(planKey, mock<Activity>()) }\nassertEquals(PurchaseResult.Purchased, result)',
    );
    const switched = file(
      'assertEquals(PurchaseResult.Purchased, withContext(Dispatchers.IO) { client.purchase(planKey, mock<Activity>()) })',
    );
    expect(await judged(blocking, direct())).toEqual([]);
    expect(await judged(switched, direct())).toEqual([]);
  });

  it('still refuses the awaited value replaced by another call or by a constant', async () => {
    expect(await judged(launched, direct('client.restore(planKey, mock<Activity>())'))).toEqual(['assertion-weakened']);
    expect(await judged(viaHelper, direct('PurchaseResult.Purchased'))).toEqual(['assertion-weakened']);
  });
});
