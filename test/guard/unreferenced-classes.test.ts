import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (PostHog/posthog-android b4e79ff85d): a new test class — a manual
 * benchmark — whose `@BeforeTest` skips it unless an environment variable is set. Its set-up runs around its own
 * tests only, and none of them is a test of the base: no check that ran before can be skipped. Still refused: the
 * same set-up in a class that now holds a test of the base (moved there), in a class another test class extends,
 * a new top-level helper that skips (other files call it by its own name), a new set-up of an existing class, and a
 * skip added to a helper of a class the base had (a robot nothing in the change names: its callers are elsewhere).
 */

const CART = 'app/src/test/java/x/CartTest.kt';
const BENCH = 'app/src/test/java/x/CartBenchmark.kt';
const ROBOT = 'app/src/androidTest/java/x/CartRobot.kt';

const cart = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class CartTest {
    @Test
    fun totalSumsPrices() {
        val cart = Cart(listOf(2, 3))
        assertEquals(5, cart.total())
    }
}
`;

const bench = (tests: string, modifier = '') => `package x

import org.junit.Assume.assumeTrue
import org.junit.Before
import org.junit.Test
import kotlin.test.assertTrue

/**
 * Manual benchmark of CartBenchmark's hot path; run with BENCH=1 ./gradlew test --tests '*CartBenchmark*'.
 */
${modifier}class CartBenchmark {
    private lateinit var cart: Cart

    @Before
    fun setUp() {
        assumeTrue(System.getenv("BENCH") == "1")
        cart = Cart((1..10_000).toList())
    }

${tests}
}
`;

const timesTotal = `    @Test
    fun timesTotal() {
        val started = System.nanoTime()
        cart.total()
        assertTrue(System.nanoTime() >= started)
    }`;

const movedTotal = `    @Test
    fun totalSumsPrices() {
        val cart = Cart(listOf(2, 3))
        assertEquals(5, cart.total())
    }`;

const skipped = (r: Awaited<ReturnType<typeof guardOnTop>>) =>
  refusedDetails(r).filter((d) => d.startsWith('test-suppressed') || d.startsWith('error-swallowed'));

describe('a new test class that skips itself unless asked', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [CART]: cart });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('its set-up can skip only its own new tests: nothing that ran is lost', async () => {
    const r = await guardOnTop(repo, { [BENCH]: bench(timesTotal) });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('a test of the base moved into it would be skipped: refused', async () => {
    const moved = bench(`${timesTotal}\n\n${movedTotal}`).replace(
      'import kotlin.test.assertTrue',
      'import kotlin.test.assertTrue\nimport org.junit.Assert.assertEquals',
    );
    const r = await guardOnTop(repo, { [BENCH]: moved, [CART]: cart.replace(/\n {4}@Test[\s\S]*?\n {4}}\n/, '\n') });
    expect(skipped(r).join('\n')).toContain('added an assumption that can skip the test');
  });

  it('a test class of the base made to extend it would be skipped: refused', async () => {
    const extending = cart.replace('class CartTest {', 'class CartTest : CartBenchmark() {');
    const r = await guardOnTop(repo, { [BENCH]: bench(timesTotal, 'open '), [CART]: extending });
    expect(skipped(r).join('\n')).toContain('added an assumption that can skip the test');
  });

  it('a new set-up of a class that holds tests of the base: refused', async () => {
    const skipping = cart
      .replace(
        'class CartTest {',
        'class CartTest {\n    @Before\n    fun setUp() {\n        assumeTrue(ci())\n    }\n',
      )
      .replace(
        'import org.junit.Test',
        'import org.junit.Assume.assumeTrue\nimport org.junit.Before\nimport org.junit.Test',
      );
    const r = await guardOnTop(repo, { [CART]: skipping });
    expect(skipped(r).join('\n')).toContain('added an assumption that can skip the test');
  });

  it('a skip added to a helper of a class the base had, tests or none: refused (its callers may be unchanged files)', async () => {
    const robot = (body: string) =>
      `package x\n\nimport org.junit.Assume.assumeTrue\n\nclass CartRobot {\n    fun openCart() {\n${body}        click("cart")\n    }\n}\n`;
    const r = await guardOnTop(
      repo,
      { [ROBOT]: robot('        assumeTrue(System.getenv("CI") == null)\n') },
      { before: { [ROBOT]: robot('') } },
    );
    expect(skipped(r).join('\n')).toContain('added an assumption that can skip the test');
  });

  it('a new top-level helper that skips, called by a test of the base: refused', async () => {
    const helper = `package x\n\nimport org.junit.Assume.assumeTrue\n\nfun onlyOnCi() {\n    assumeTrue(System.getenv("CI") == "1")\n}\n`;
    const calling = cart.replace(
      '        val cart = Cart(listOf(2, 3))',
      '        onlyOnCi()\n        val cart = Cart(listOf(2, 3))',
    );
    const r = await guardOnTop(repo, { ['app/src/test/java/x/CartBenchmark.kt']: helper, [CART]: calling });
    expect(skipped(r).join('\n')).toContain('added an assumption that can skip the test');
  });
});
