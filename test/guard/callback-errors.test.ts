import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27: the error path of a callback made a thrown exception (braintree/braintree_android 9ec422a560,
 * 6a477e4fdd …, not in the corpus): `sut.pay(5, callback)` + `verify { callback.onResult(null, error) }` →
 * `assertFailsWith<IOException> { sut.pay(5) }`, the function's callback parameter taken off in the change. An error
 * the test made is thrown as its exact type, or the thrown value is checked equal to it; a captured error's checks
 * are restated on the thrown value. Still refused: the made error's type widened, a captured error's type or message
 * check dropped or changed, the success path read as a throw, the app keeping its callback, heal.
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
        try {
            callback.onResult(Receipt(http.post(amount), amount), null)
        } catch (e: Exception) {
            callback.onResult(null, e)
        }
    }
}
`;

const suspended = api.replace(
  /fun pay\(amount: Int, callback: ReceiptCallback\) \{[\s\S]*?\n {4}\}\n/,
  'suspend fun pay(amount: Int): Receipt = Receipt(http.post(amount), amount)\n',
);

const test = (body: string) => `package x

import io.mockk.every
import io.mockk.mockk
import io.mockk.slot
import io.mockk.verify
import kotlinx.coroutines.test.runTest
import kotlin.test.assertFailsWith
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test

class ApiTest {
    private val http = mockk<Http>(relaxed = true)
    private val callback = mockk<ReceiptCallback>(relaxed = true)

    @Test
    fun fails() = runTest {
${body}
    }
}
`;

const made = test(`        val error = java.io.IOException("offline")
        every { http.post(5) } throws error
        val sut = Api(http)
        sut.pay(5, callback)

        verify { callback.onResult(null, error) }`);

const captured = test(`        every { http.post(5) } throws IllegalStateException("boom")
        val sut = Api(http)
        sut.pay(5, callback)

        val slot = slot<Exception>()
        verify { callback.onResult(null, capture(slot)) }
        assertTrue(slot.captured is IllegalStateException)
        assertEquals("boom", slot.captured.message)`);

const thrownCaptured = (type: string, message = 'assertEquals("boom", e.message)') =>
  test(`        every { http.post(5) } throws IllegalStateException("boom")
        val sut = Api(http)

        val e = assertFailsWith<${type}> {
            sut.pay(5)
        }
        ${message}`);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [API]: api, [TEST]: made });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];
const guarded = (head: string, before: string, app = suspended) =>
  guardOnTop(repo, { [API]: app, [TEST]: head }, { before: { [TEST]: before } });

describe('the error path of a callback made a thrown exception', () => {
  it('allows an error the test made, thrown as its exact type', async () => {
    const thrown = test(`        val error = java.io.IOException("offline")
        every { http.post(5) } throws error
        val sut = Api(http)

        assertFailsWith<java.io.IOException> {
            sut.pay(5)
        }`);
    expect(refused(await guarded(thrown, made))).toEqual([]);
  });

  it('allows an error the test made, caught and checked equal to the thrown value', async () => {
    const caught = test(`        val error = java.io.IOException("offline")
        every { http.post(5) } throws error
        val sut = Api(http)

        try {
            sut.pay(5)
            fail("expected a failure")
        } catch (e: Exception) {
            assertEquals(error, e)
        }`);
    expect(refused(await guarded(caught, made))).toEqual([]);
  });

  it("allows a captured error's type and message checked on the thrown value", async () => {
    expect(refused(await guarded(thrownCaptured('IllegalStateException'), captured))).toEqual([]);
  });

  it("still refuses a made error's type widened", async () => {
    const widened = test(`        val error = java.io.IOException("offline")
        every { http.post(5) } throws error
        val sut = Api(http)

        assertFailsWith<RuntimeException> {
            sut.pay(5)
        }`);
    expect(refused(await guarded(widened, made))).toEqual(['assertion-removed ApiTest.fails']);
  });

  it("still refuses a captured error's type or message check dropped or changed", async () => {
    for (const head of [
      thrownCaptured('Exception'),
      thrownCaptured('IllegalStateException', ''),
      thrownCaptured('IllegalStateException', 'assertEquals("bang", e.message)'),
    ]) {
      expect(refused(await guarded(head, captured))).not.toEqual([]);
    }
  });

  it('still refuses the success path read as a throw', async () => {
    const success = test(`        val sut = Api(http)
        sut.pay(5, callback)

        val slot = slot<Receipt>()
        verify { callback.onResult(capture(slot), null) }
        assertEquals(5, slot.captured.amount)`);
    const thrown = test(`        val sut = Api(http)

        val e = assertFailsWith<Exception> {
            sut.pay(5)
        }
        assertEquals(5, e.hashCode())`);
    const r = await guarded(thrown, success);
    expect(r.refusals.some((x) => x.detail.includes('onResult(capture(slot), null)'))).toBe(true);
    // a value handed over, no error: the call now throwing is no restatement of that
    const handed = test(`        val sut = Api(http)
        sut.pay(5, callback)

        verify { callback.onResult(any(), null) }`);
    const throws = test(`        val sut = Api(http)

        assertFailsWith<Exception> {
            sut.pay(5)
        }`);
    expect(refused(await guarded(throws, handed))).toEqual(['assertion-removed ApiTest.fails']);
  });

  it('still refuses it where the app keeps the callback', async () => {
    const kept = test(`        val error = java.io.IOException("offline")
        every { http.post(5) } throws error
        val sut = Api(http)

        assertFailsWith<java.io.IOException> {
            sut.pay(5, mockk(relaxed = true))
        }`);
    expect(refused(await guarded(kept, made, api))).toEqual(['assertion-removed ApiTest.fails']);
  });

  it('still refuses it under heal', async () => {
    const thrown = thrownCaptured('IllegalStateException');
    const heal = await guardOnTop(
      repo,
      { [API]: suspended, [TEST]: thrown },
      { before: { [TEST]: captured }, policy: 'heal' },
    );
    expect(heal.refusals.length).toBeGreaterThan(0);
  });
});
