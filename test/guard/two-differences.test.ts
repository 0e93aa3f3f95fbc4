import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Expectations that change with the app in two places at once (issue 27): the member a check reads
 * renamed together with its value, and Mockito spellings that mean the same (`eq(x)` and `x`,
 * `any<T>()` and `any()`, `verify(m).setX(v)` and `verify(m).x = v`). Each legitimate change sits next
 * to the weakening of the same shape the guard must still refuse.
 */

const APP = 'app/src/main/java/z/Basket.kt';
const TEST = 'app/src/test/java/z/BasketTest.kt';

const app = `package z

data class Summary(val count: Int)

data class BasketState(val items: Int)

interface Analytics {
    fun send(event: String, value: Int)
    var isEnabled: Boolean
}

fun describe(n: Int): String = "$n items"

class Basket(private val prices: List<Int>, private val analytics: Analytics) {
    val state = BasketState(prices.size)

    val label: String get() = describe(prices.size)

    fun summary(): Summary = Summary(prices.size)

    fun discounts(): List<Int> = emptyList()

    fun report() {
        analytics.send("report", prices.size)
        analytics.isEnabled = true
    }
}
`;

const test = `package z

import org.junit.Assert.assertEquals
import org.junit.Test
import org.mockito.kotlin.any
import org.mockito.kotlin.eq
import org.mockito.kotlin.mock
import org.mockito.kotlin.verify

class BasketTest {
    private val analytics: Analytics = mock()
    private val basket = Basket(listOf(1, 2, 3), analytics)

    @Test
    fun summarises() {
        assertEquals(3, basket.summary().count)
    }

    @Test
    fun keepsState() {
        assertEquals(3, basket.state.items)
    }

    @Test
    fun noDiscounts() {
        assertEquals(emptyList<Int>(), basket.discounts())
    }

    @Test
    fun labels() {
        assertEquals(describe(3), basket.label)
    }

    @Test
    fun reports() {
        basket.report()
        verify(analytics).send("report", 3)
    }

    @Test
    fun reportsAny() {
        basket.report()
        verify(analytics).send(eq("report"), any())
    }

    @Test
    fun enables() {
        basket.report()
        verify(analytics).setEnabled(true)
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
// a check whose subject and value both changed is reported twice (what it checks, and the value)
const refused = (r: GuardResult) => [...new Set(refusedTests(r))];

describe('a member renamed together with what it computes', () => {
  const totals = app
    .replace('data class Summary(val count: Int)', 'data class Summary(val total: Int)')
    .replace('Summary(prices.size)', 'Summary(prices.sum())');
  it('is allowed in review and refused in heal', async () => {
    const head = test.replace('assertEquals(3, basket.summary().count)', 'assertEquals(6, basket.summary().total)');
    expect(refused(await guard({ [APP]: totals, [TEST]: head }))).toEqual([]);
    expect(refused(await guard({ [APP]: totals, [TEST]: head }, 'heal'))).toEqual([
      'assertion-weakened BasketTest.summarises',
    ]);
  });
  it('still refuses the new member compared with itself, or another value while the app stayed', async () => {
    const itself = test.replace(
      'assertEquals(3, basket.summary().count)',
      'assertEquals(basket.summary().total, basket.summary().total)',
    );
    expect(refused(await guard({ [APP]: totals, [TEST]: itself }))).toEqual([
      'assertion-weakened BasketTest.summarises',
    ]);
    const bent = test.replace('assertEquals(3, basket.summary().count)', 'assertEquals(6, basket.summary().count)');
    expect(refused(await guard({ [TEST]: bent }))).toEqual(['assertion-weakened BasketTest.summarises']);
  });
  it('still refuses a check moved to another member the app kept', async () => {
    // `count` is still declared: the check left it for a value the test picked
    const both = app.replace(
      'data class Summary(val count: Int)',
      'data class Summary(val count: Int, val total: Int = 0)',
    );
    const head = test.replace('assertEquals(3, basket.summary().count)', 'assertEquals(0, basket.summary().total)');
    expect(refused(await guard({ [APP]: both, [TEST]: head }))).toEqual(['assertion-weakened BasketTest.summarises']);
  });
});

describe('a receiver renamed together with the value read through it', () => {
  const uiState = app.replace('val state = BasketState(prices.size)', 'val uiState = BasketState(prices.sum())');
  it('is allowed in review', async () => {
    const head = test.replace('assertEquals(3, basket.state.items)', 'assertEquals(6, basket.uiState.items)');
    expect(refused(await guard({ [APP]: uiState, [TEST]: head }))).toEqual([]);
  });
  it('still refuses the value emptied', async () => {
    const head = test.replace('assertEquals(3, basket.state.items)', 'assertEquals(null, basket.uiState.items)');
    expect(refused(await guard({ [APP]: uiState, [TEST]: head }))).toEqual([
      'assertion-weakened BasketTest.keepsState',
    ]);
  });
});

describe('an expected value computed by the app function the change altered', () => {
  const withUnit = app
    .replace('fun describe(n: Int): String = "$n items"', 'fun describe(n: Int, unit: String): String = "$n $unit"')
    .replace('describe(prices.size)', 'describe(prices.size, "pieces")');
  it('follows the function gaining a parameter, or renamed (review)', async () => {
    const head = test.replace(
      'assertEquals(describe(3), basket.label)',
      'assertEquals(describe(3, "pieces"), basket.label)',
    );
    expect(refused(await guard({ [APP]: withUnit, [TEST]: head }))).toEqual([]);
    const renamed = app.replaceAll('describe(', 'summarize(');
    const call = test.replace('assertEquals(describe(3), basket.label)', 'assertEquals(summarize(3), basket.label)');
    expect(refused(await guard({ [APP]: renamed, [TEST]: call }))).toEqual([]);
  });
  it('still refuses another input, or a parameter gained while the function stayed', async () => {
    const other = test.replace(
      'assertEquals(describe(3), basket.label)',
      'assertEquals(describe(2, "pieces"), basket.label)',
    );
    expect(refused(await guard({ [APP]: withUnit, [TEST]: other }))).toEqual(['assertion-weakened BasketTest.labels']);
    const defaulted = app.replace('fun describe(n: Int)', 'fun describe(n: Int, unit: String = "items")');
    const head = test.replace(
      'assertEquals(describe(3), basket.label)',
      'assertEquals(describe(3, "pieces"), basket.label)',
    );
    expect(refused(await guardOnTop(repo, { [TEST]: head }, { before: { [APP]: defaulted } }))).toEqual([
      'assertion-weakened BasketTest.labels',
    ]);
  });
});

describe('an empty collection written with another element type', () => {
  it('is the same check, in both policies', async () => {
    const head = test.replace('emptyList<Int>(), basket', 'emptyList<Long>(), basket');
    expect(refused(await guard({ [TEST]: head }, 'heal'))).toEqual([]);
  });
  it('still refuses a non-empty value or another kind of collection', async () => {
    const other = test.replace('emptyList<Int>(), basket', 'emptySet<Int>(), basket');
    expect(refused(await guard({ [TEST]: other }))).toEqual(['assertion-weakened BasketTest.noDiscounts']);
  });
});

describe('Mockito spellings of the same verified call', () => {
  it('reads eq(x) as x and any<T>() as any(), in both policies', async () => {
    const head = test
      .replace('verify(analytics).send("report", 3)', 'verify(analytics).send(eq("report"), eq(3))')
      .replace(
        'verify(analytics).send(eq("report"), any())',
        'verify(analytics).send("report".let { eq(it) }, any<Int>())',
      )
      .replace('"report".let { eq(it) }', 'eq("report")');
    expect(refused(await guard({ [TEST]: head }, 'heal'))).toEqual([]);
  });
  it('still refuses an exact argument made a matcher', async () => {
    const head = test.replace(
      'verify(analytics).send("report", 3)',
      'verify(analytics).send(eq("report"), any<Int>())',
    );
    expect(refused(await guard({ [TEST]: head }))).toEqual(['assertion-weakened BasketTest.reports']);
  });
});
