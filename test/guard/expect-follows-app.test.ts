import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Exact expectations that change WITH the app (issue 27, intended behaviour changes): a verified call
 * gaining the argument its changed member now takes, a pinned map gaining the entry the app now sends.
 * Each is allowed in review and refused in heal, next to the weakening of the same shape that must
 * still be refused (a matcher added, another fixture element picked, nothing in the app changed).
 */

const APP = 'app/src/main/java/y/Checkout.kt';
const TEST = 'app/src/test/java/y/CheckoutTest.kt';

const app = `package y

data class Item(val id: Int) {
    fun toWire(): String = "item:" + id
}

interface Tracker {
    fun fire(name: String, params: Map<String, String>)
    fun tapped(source: String)
}

class Checkout(private val tracker: Tracker, private val sent: MutableList<String>) {
    fun pay(items: List<Item>) {
        tracker.fire("pay", mapOf("tier" to "free"))
        tracker.tapped("cart")
        sent.add(items[0].toWire())
    }
}
`;

const test = `package y

import org.junit.Assert.assertEquals
import org.junit.Test
import org.mockito.kotlin.mock
import org.mockito.kotlin.verify

class CheckoutTest {
    private val tracker: Tracker = mock()
    private val items = listOf(Item(0), Item(1))

    @Test
    fun firesPay() {
        Checkout(tracker, mutableListOf()).pay(items)
        verify(tracker).fire("pay", mapOf("tier" to "free"))
    }

    @Test
    fun reportsTap() {
        Checkout(tracker, mutableListOf()).pay(items)
        verify(tracker).tapped("cart")
    }

    @Test
    fun sendsFirst() {
        val sent = mutableListOf<String>()
        Checkout(tracker, sent).pay(items)
        assertEquals(items[0].toWire(), sent.single())
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

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });
const refused = (r: GuardResult) =>
  r.refusals.filter((x) => x.rule !== 'scope').map((x) => `${x.rule} ${x.test ?? ''}`.trim());

describe('a verified call gaining the argument its changed member now takes', () => {
  const withOrigin = app
    .replace('fun tapped(source: String)', 'fun tapped(source: String, origin: String?)')
    .replace('tracker.tapped("cart")', 'tracker.tapped("cart", "banner")');
  const exact = test.replace('verify(tracker).tapped("cart")', 'verify(tracker).tapped("cart", "banner")');
  it('is allowed in review and refused in heal', async () => {
    expect(refused(await guard({ [APP]: withOrigin, [TEST]: exact }))).toEqual([]);
    expect(refused(await guard({ [APP]: withOrigin, [TEST]: exact }, 'heal'))).toEqual([
      'assertion-weakened CheckoutTest.reportsTap',
    ]);
  });
  // a matcher for the new parameter alone checks what the old check did: verify-appended-parameters.test.ts
  it('still refuses a matcher in place of the old argument', async () => {
    const loose = test.replace('verify(tracker).tapped("cart")', 'verify(tracker).tapped(any(), "banner")');
    expect(refused(await guard({ [APP]: withOrigin, [TEST]: loose }))).toEqual([
      'assertion-weakened CheckoutTest.reportsTap',
    ]);
  });
  it('still refuses an exact value added where no call may happen, and allows a matcher of anything there', async () => {
    // `never()` of `tapped("gift", "banner")` no longer fails on `tapped("gift", "menu")`: it matches fewer calls
    const never = test.replace('verify(tracker).tapped("cart")', 'verify(tracker, never()).tapped("gift")');
    const pinned = never.replace('tapped("gift")', 'tapped("gift", "banner")');
    const r = await guardOnTop(repo, { [APP]: withOrigin, [TEST]: pinned }, { before: { [TEST]: never } });
    expect(refused(r)).toEqual(['assertion-weakened CheckoutTest.reportsTap']);
    const wide = never.replace('tapped("gift")', 'tapped("gift", any())');
    const allowed = await guardOnTop(repo, { [APP]: withOrigin, [TEST]: wide }, { before: { [TEST]: never } });
    expect(refused(allowed)).toEqual([]);
  });
  it('still refuses an argument added while the member stays', async () => {
    // the parameter existed with its default: the old check pinned `null`, the new one another value
    const withDefault = app.replace('fun tapped(source: String)', 'fun tapped(source: String, origin: String? = null)');
    expect(refused(await guardOnTop(repo, { [TEST]: exact }, { before: { [APP]: withDefault } }))).toEqual([
      'assertion-weakened CheckoutTest.reportsTap',
    ]);
  });
});

describe('a pinned map gaining the entry the changed app now sends', () => {
  const sendsOrigin = app.replace('mapOf("tier" to "free")', 'mapOf("tier" to "free", "origin" to "cart_banner")');
  const gained = test.replace('mapOf("tier" to "free"))', 'mapOf("tier" to "free", "origin" to "cart_banner"))');
  it('is allowed in review and refused in heal', async () => {
    expect(refused(await guard({ [APP]: sendsOrigin, [TEST]: gained }))).toEqual([]);
    expect(refused(await guard({ [APP]: sendsOrigin, [TEST]: gained }, 'heal'))).toEqual([
      'assertion-weakened CheckoutTest.firesPay',
    ]);
  });
  it('still refuses the entry changed while the app stays', async () => {
    expect(refused(await guard({ [TEST]: gained }))).toEqual(['assertion-weakened CheckoutTest.firesPay']);
  });
  it('still refuses an entry the app does not send', async () => {
    const other = test.replace('mapOf("tier" to "free"))', 'mapOf("tier" to "free", "origin" to "elsewhere"))');
    expect(refused(await guard({ [APP]: sendsOrigin, [TEST]: other }))).toEqual([
      'assertion-weakened CheckoutTest.firesPay',
    ]);
  });
});

describe('another element of the test fixture picked while the app changed', () => {
  it('is refused: the index is the test input, not a value the app spells', async () => {
    const changed = app.replace('sent.add(items[0].toWire())', 'sent.add(items[1].toWire())');
    const t = test.replace(
      'assertEquals(items[0].toWire(), sent.single())',
      'assertEquals(items[1].toWire(), sent.single())',
    );
    expect(refused(await guard({ [APP]: changed, [TEST]: t }))).toEqual(['assertion-weakened CheckoutTest.sendsFirst']);
  });
});
