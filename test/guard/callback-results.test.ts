import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27: a callback made a suspend function's return value (braintree/braintree_android 6a477e4fdd, 9ec422a560,
 * 251d34032d …, not in the corpus): `sut.pay(5, callback)` + `verify { callback.onResult(capture(slot), null) }` +
 * checks of `slot.captured` → `val receipt = sut.pay(5)` + the same checks of `receipt`. The function lost its
 * callback parameter in the change, so the verification of what the app handed the callback is the call returning
 * its value. Still refused: the error path read as a return, the verification dropped while the app keeps its
 * callback, the captured value's checks dropped, a value the verification pinned left unchecked, heal.
 */

const API = 'app/src/main/java/x/Api.kt';
const TEST = 'app/src/test/java/x/ApiTest.kt';

const api = `package x

data class Receipt(val id: String, val amount: Int)

fun interface ReceiptCallback {
    fun onResult(receipt: Receipt?, error: Exception?)
}

class Api(private val http: Http) {
    fun pay(amount: Int, callback: ReceiptCallback) {
        callback.onResult(Receipt(http.post(amount), amount), null)
    }
}
`;

const suspended = api.replace(
  'fun pay(amount: Int, callback: ReceiptCallback) {\n        callback.onResult(Receipt(http.post(amount), amount), null)\n    }',
  'suspend fun pay(amount: Int): Receipt = Receipt(http.post(amount), amount)',
);

const test = (body: string) => `package x

import io.mockk.mockk
import io.mockk.slot
import io.mockk.verify
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Test

class ApiTest {
    private val http = mockk<Http>(relaxed = true)
    private val callback = mockk<ReceiptCallback>(relaxed = true)

    @Test
    fun pays() = runTest {
${body}
    }
}
`;

const before = test(`        val sut = Api(http)
        sut.pay(5, callback)

        val slot = slot<Receipt>()
        verify { callback.onResult(capture(slot), null) }
        val receipt = slot.captured
        assertEquals("id-1", receipt.id)
        assertEquals(5, receipt.amount)`);

const after = test(`        val sut = Api(http)
        val receipt = sut.pay(5)

        assertEquals("id-1", receipt.id)
        assertEquals(5, receipt.amount)`);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [API]: api, [TEST]: before });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];

const pinned = test(`        val sut = Api(http)
        sut.pay(5, callback)

        verify { callback.onResult(Receipt("id-1", 5), null) }`);

const failing = test(`        val sut = Api(http)
        sut.pay(5, callback)

        val slot = slot<Exception>()
        verify { callback.onResult(null, capture(slot)) }
        assertEquals("boom", slot.captured.message)`);

describe('a callback made a return value', () => {
  it('allows the captured value checked as the result', async () => {
    expect(refused(await guardOnTop(repo, { [API]: suspended, [TEST]: after }))).toEqual([]);
  });

  it('allows it for a mock the test made itself', async () => {
    const local = test(`        val sut = Api(http)
        val handler = mockk<ReceiptCallback>(relaxed = true)
        sut.pay(5, handler)

        val slot = slot<Receipt>()
        verify { handler.onResult(capture(slot), null) }
        assertEquals("id-1", slot.captured.id)`);
    const returned = test(`        val sut = Api(http)
        val receipt = sut.pay(5)
        assertEquals("id-1", receipt.id)`);
    expect(
      refused(await guardOnTop(repo, { [API]: suspended, [TEST]: returned }, { before: { [TEST]: local } })),
    ).toEqual([]);
    // the captured value's check, restated on the result, keeps its expected value and its subject's member
    for (const changed of ['assertEquals("id-2", receipt.id)', 'assertEquals("id-1", receipt.toString())']) {
      const other = returned.replace('assertEquals("id-1", receipt.id)', changed);
      const r = await guardOnTop(repo, { [API]: suspended, [TEST]: other }, { before: { [TEST]: local } });
      expect(refused(r)).toEqual(['assertion-weakened ApiTest.pays']);
    }
  });

  it('allows it where another test of the file keeps the same verification', async () => {
    const refund =
      '    fun refund(amount: Int, callback: ReceiptCallback) {\n        callback.onResult(Receipt("r", amount), null)\n    }\n';
    const withRefund = (src: string) =>
      src.replace('class Api(private val http: Http) {\n', `class Api(private val http: Http) {\n${refund}`);
    const keeps = `
    @Test
    fun refunds() = runTest {
        val sut = Api(http)
        sut.refund(1, callback)

        val slot = slot<Receipt>()
        verify { callback.onResult(capture(slot), null) }
        val receipt = slot.captured
        assertEquals("id-1", receipt.id)
        assertEquals(5, receipt.amount)
    }
}
`;
    const both = (t: string) => t.replace(/\n}\n$/, keeps);
    const r = await guardOnTop(
      repo,
      { [API]: withRefund(suspended), [TEST]: both(after) },
      { before: { [API]: withRefund(api), [TEST]: both(before) } },
    );
    expect(refused(r)).toEqual([]);
  });

  it('allows a value the verification pinned checked equal to the result', async () => {
    const checked = test(`        val sut = Api(http)
        assertEquals(Receipt("id-1", 5), sut.pay(5))`);
    expect(
      refused(await guardOnTop(repo, { [API]: suspended, [TEST]: checked }, { before: { [TEST]: pinned } })),
    ).toEqual([]);
  });

  it('still refuses the captured checks dropped, or a pinned value left unchecked', async () => {
    const called = test(`        val sut = Api(http)
        sut.pay(5)`);
    expect(refused(await guardOnTop(repo, { [API]: suspended, [TEST]: called }))).toEqual([
      'assertion-removed ApiTest.pays',
    ]);
    expect(
      refused(await guardOnTop(repo, { [API]: suspended, [TEST]: called }, { before: { [TEST]: pinned } })),
    ).toEqual(['assertion-removed ApiTest.pays']);
  });

  it('still refuses an error the callback got read as a returned value', async () => {
    const returned = test(`        val sut = Api(http)
        val receipt = sut.pay(5)
        assertEquals("boom", receipt.id)`);
    const r = await guardOnTop(repo, { [API]: suspended, [TEST]: returned }, { before: { [TEST]: failing } });
    expect(refused(r)).toContain('assertion-removed ApiTest.pays');
  });

  it('still refuses the verification dropped while the app keeps its callback', async () => {
    const kept = api.replace(
      'callback.onResult(Receipt(http.post(amount), amount), null)',
      'callback.onResult(null, null)',
    );
    const dropped = test(`        val sut = Api(http)
        val receipt = sut.pay(5, mockk(relaxed = true))
        assertEquals("id-1", receipt.id)`);
    expect(refused(await guardOnTop(repo, { [API]: kept, [TEST]: dropped }))).toContain(
      'assertion-removed ApiTest.pays',
    );
  });

  it('still refuses it under heal', async () => {
    const heal = await guardOnTop(repo, { [API]: suspended, [TEST]: after }, { policy: 'heal' });
    expect(heal.refusals.length).toBeGreaterThan(0);
  });
});
