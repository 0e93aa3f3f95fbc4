import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, class 2: JUnit and Truth checks rewritten as Kotest matchers, infix (`x shouldBe y`) or called on the value
 * (`x.shouldBeNull()`, `x.shouldBeInstanceOf<T>()`). The same check in Kotest's words is no change; the matcher kept
 * with another expected value or subject, a looser matcher, or the check dropped in the rewrite still is.
 */

const T = 'core/src/test/java/x/ParserTest.kt';
const file = (body: string) =>
  `package x\n\nclass ParserTest {\n    @Test\n    fun a() {\n        val n = parse(title, name)\n        ${body}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

describe('checks rewritten as Kotest matchers', () => {
  it('allows the same check in Kotest words', async () => {
    for (const [base, head] of [
      ['assertEquals(n, 2.5f)', 'n shouldBe 2.5f'],
      ['assertEquals(4, Mode.values.size)', 'Mode.values.size shouldBe 4'],
      ['assertEquals(0b0011, n.flags)', 'n.flags.shouldBe(0b0011)'],
      ['assertNotEquals(0, n.id)', 'n.id shouldNotBe 0'],
      ['assertThat(n.items).hasSize(2)', 'n.items shouldHaveSize 2'],
      ['assertThat(n.items).containsExactly(1, 2).inOrder()', 'n.items.shouldContainExactly(1, 2)'],
      ['assertEquals(listOf(1, 2), n.items)', 'n.items shouldBe listOf(1, 2)'],
      ['assertTrue(n.title.contains("a"))', 'n.title shouldContain "a"'],
      ['assertNull(n.error)', 'n.error.shouldBeNull()'],
      ['assertNotNull(n.error)', 'n.error.shouldNotBeNull()'],
      ['assertTrue(n.valid)', 'n.valid.shouldBeTrue()'],
      ['assertFalse(n.valid)', 'n.valid shouldBe false'],
      ['assertTrue(n is Parsed.Chapter)', 'n.shouldBeInstanceOf<Parsed.Chapter>()'],
      ['assertThat(n.items).isEmpty()', 'n.items.shouldBeEmpty()'],
      ['assertTrue(n.count >= 3)', 'n.count shouldBeGreaterThanOrEqual 3'],
    ] as [string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toEqual([]);
  });

  it('refuses another expected value or subject, a looser matcher, or the check dropped', async () => {
    for (const [base, head, rule] of [
      ['assertEquals(n, 2.5f)', 'n shouldBe 3.5f', 'assertion-weakened'],
      ['assertEquals(4, Mode.values.size)', 'Mode.types.size shouldBe 4', 'assertion-weakened'],
      ['assertThat(n.items).hasSize(2)', 'n.items shouldHaveSize 3', 'assertion-weakened'],
      ['assertEquals(0, n.id)', 'n.id shouldNotBe 1', 'assertion-weakened'],
      [
        'assertThat(n.items).containsExactly(1, 2).inOrder()',
        'n.items.shouldContainExactlyInAnyOrder(1, 2)',
        'assertion-weakened',
      ],
      ['assertNull(n.error)', 'n.error.shouldNotBeNull()', 'assertion-weakened'],
      ['assertTrue(n is Parsed.Chapter)', 'n.shouldBeInstanceOf<Parsed>()', 'assertion-weakened'],
      ['assertEquals(n, 2.5f)\n        assertNull(n.error)', 'n shouldBe 2.5f', 'assertion-removed'],
      ['n shouldBe 2.5f', 'n shouldBe 3.5f', 'assertion-weakened'],
      ['n shouldBe 2.5f', 'println(n)', 'assertion-removed'],
    ] as [string, string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toContain(rule);
  });

  // issue 27 (habitica-android 6fd662945f, "fix tests"): `"24d 1h 3m" shouldBe x.remaining()` put the right way round
  it('reads an equality matcher with its literal on either side as the same check', async () => {
    for (const [base, head] of [
      ['"24d 1h 3m" shouldBe n.remaining()', 'n.remaining() shouldBe "24d 1h 3m"'],
      ['2.5 shouldBe n.format(2.5)', 'n.format(2.5) shouldBe 2.5'],
      ['null shouldNotBe n.error', 'n.error shouldNotBe null'],
    ] as [string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toEqual([]);
  });

  it('still refuses the turned-round check given another value, or an ordering matcher turned round', async () => {
    expect(await judged('"24d 1h 3m" shouldBe n.remaining()', 'n.remaining() shouldBe "24d 1h"')).toEqual([
      'assertion-weakened',
    ]);
    expect(await judged('3 shouldBeGreaterThan n.count', 'n.count shouldBeGreaterThan 3')).toContain(
      'assertion-weakened',
    );
  });

  it("reads an app's should… member stubbed on a mock as the mock's call, not a matcher", async () => {
    // ProtonVPN/android-app dc84a64a8b: `every { delegate.shouldSkipAccessRestrictions() } returns false` dropped
    // with the mock, replaced by a fake
    for (const stub of [
      'every { ui.shouldSkipChecks() } returns false',
      'coEvery { ui.shouldSkipChecks(any()) } returns true',
      'whenever(ui.shouldShowRationale()).thenReturn(true)',
    ])
      expect(await judged(`${stub}\n        assertEquals(2, n.count)`, 'assertEquals(2, n.count)'), stub).toEqual([]);
  });

  it('still reads a matcher inside a verified argument, and a stub of a value checked by a matcher, as checks', async () => {
    const verified = 'verify { repo.save(withArg { it.title shouldBe "a" }) }';
    expect(await judged(verified, 'verify { repo.save(any()) }')).not.toEqual([]);
    const stubbed = 'every { ui.shouldSkipChecks() } returns false\n        n.count shouldBe 2';
    expect(await judged(stubbed, 'every { ui.shouldSkipChecks() } returns false')).toContain('assertion-removed');
    // a verification of the mock's should… call is a check of its own: dropping it still is
    expect(await judged('verify(ui).shouldShowRationale()', 'println(n)')).toContain('assertion-removed');
    expect(await judged('verify(ui).shouldShowRationale()', 'verify(ui).shouldShowRationale()')).toEqual([]);
  });
});
