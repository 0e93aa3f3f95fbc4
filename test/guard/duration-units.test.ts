import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27 on a language migration met in a real history outside the corpus: kotlin.time's unit functions
 * (`seconds(1)` imported from `Duration.Companion`, `Duration.minutes(2)`), deprecated then removed, and the
 * number's unit properties that replaced them (`1.seconds`) are one duration. Another amount or another unit is
 * another value.
 */

const T = 'store/src/test/kotlin/x/StoreTest.kt';
const file = (body: string) =>
  `package x\n\nimport kotlin.time.Duration\nimport kotlin.time.Duration.Companion.minutes\nimport kotlin.time.Duration.Companion.seconds\n\nclass StoreTest {\n    @Test\n    fun a() = runTest {\n        val job = store.start()\n        ${body}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

describe("kotlin.time's unit functions and unit properties", () => {
  it('are one duration, either way', async () => {
    for (const [base, head] of [
      [
        'assertNull(withTimeoutOrNull(seconds(1)) { job.join() })',
        'assertNull(withTimeoutOrNull(1.seconds) { job.join() })',
      ],
      [
        'assertNull(withTimeoutOrNull(1.seconds) { job.join() })',
        'assertNull(withTimeoutOrNull(seconds(1)) { job.join() })',
      ],
      ['assertEquals(Duration.minutes(2), store.ttl)', 'assertEquals(2.minutes, store.ttl)'],
      ['assertEquals(seconds(limit), store.ttl)', 'assertEquals(limit.seconds, store.ttl)'],
    ] as [string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toEqual([]);
  });

  it('still refuses another amount or another unit', async () => {
    for (const [base, head] of [
      [
        'assertNull(withTimeoutOrNull(seconds(1)) { job.join() })',
        'assertNull(withTimeoutOrNull(5.seconds) { job.join() })',
      ],
      ['assertEquals(Duration.minutes(2), store.ttl)', 'assertEquals(2.seconds, store.ttl)'],
      ['assertEquals(seconds(2), store.ttl)', 'assertEquals(2.minutes, store.ttl)'],
    ] as [string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toEqual(['assertion-weakened']);
  });
});
