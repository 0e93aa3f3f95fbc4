import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * A containment check made an equality (dd-sdk-android 5cf0076f2b, not in the corpus: AssertJ's
 * `assertThat(actual.keys).containsAll(expected)` → `.isEqualTo(expected)`): a collection equal to `expected` holds
 * every element of it, so the head checks at least what the base did (both policies). The reverse, another
 * argument, or a single element's containment (`contains(a)` is no `isEqualTo(a)`) is still refused. The real line
 * has AssertJ's `overridingErrorMessage { … }` before the check, read into its op (`overridingErrorMessage.containsAll`),
 * and is not read so yet: only the plain form is.
 */

const T = 'app/src/test/java/x/ClientsTest.kt';
const file = (body: string) =>
  `package x\n\nimport org.assertj.core.api.Assertions.assertThat\n\nclass ClientsTest {\n    @Test\n    fun a() {\n        ${body}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

describe('a containment check made an equality', () => {
  it('allows containsAll(xs) / containsAtLeastElementsIn(xs) made isEqualTo(xs)', async () => {
    for (const [base, head] of [
      ['assertThat(clients.keys).containsAll(expected)', 'assertThat(clients.keys).isEqualTo(expected)'],
      ['assertThat(clients.keys).containsAtLeastElementsIn(expected)', 'assertThat(clients.keys).isEqualTo(expected)'],
    ] as [string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toEqual([]);
  });

  it('refuses the reverse, another argument, or an element taken for the collection', async () => {
    for (const [base, head] of [
      ['assertThat(clients.keys).isEqualTo(expected)', 'assertThat(clients.keys).containsAll(expected)'],
      ['assertThat(clients.keys).containsAll(expected)', 'assertThat(clients.keys).isEqualTo(others)'],
      ['assertThat(clients.keys).contains(expected)', 'assertThat(clients.keys).isEqualTo(expected)'],
    ] as [string, string][])
      expect(await judged(base, head), `${base} → ${head}`).not.toEqual([]);
  });
});
