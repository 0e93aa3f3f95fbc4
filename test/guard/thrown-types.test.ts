import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27: the app throws another exception type where the test expects one, and the test's expected type follows
 * (Adyen/adyen-android 8a93f57ead, not in the corpus: `?: run { error("… not registered.") }` → `?: throw
 * GenericError("… not supported.")`, `assertThrows<IllegalStateException>` → `assertThrows<GenericError>`), or one
 * app type thrown for another (`throw GenericError(` → `throw InvalidConfigurationError(`, with the test naming
 * the thrown type; where it named a supertype, narrowed-types.test.ts). The old type is no longer thrown by the changed
 * code and the new one is: the test checks what the app now does. A type swapped where the app's throws did not
 * change, or to a type the app does not now throw, is still refused.
 */

const APP = 'app/src/main/java/x/Provider.kt';
const ERRORS = 'app/src/main/java/x/Errors.kt';
const TEST = 'app/src/test/java/x/ProviderTest.kt';

const app = `package x

object Provider {
    private val factories = mapOf("a" to "A")

    fun get(type: String): String = factories[type] ?: error("Factory for $type is not registered.")
}
`;
const throwing = app.replace(
  'error("Factory for $type is not registered.")',
  'throw UnsupportedError("Type $type is not supported.")',
);
const errors = `package x

open class CheckoutError(message: String) : RuntimeException(message)

class UnsupportedError(message: String) : CheckoutError(message)
`;

const test = (type: string) => `package x

import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

class ProviderTest {
    @Test
    fun rejects() {
        assertThrows<${type}> { Provider.get("b") }
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [ERRORS]: errors, [TEST]: test('IllegalStateException') });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];

describe('an expected exception type that follows the type the app now throws', () => {
  it('allows error(…) made a throw of the app type, and one app type made another', async () => {
    expect(refused(await guardOnTop(repo, { [APP]: throwing, [TEST]: test('UnsupportedError') }))).toEqual([]);
    const r2 = await tempRepo({ [APP]: throwing, [ERRORS]: errors, [TEST]: test('UnsupportedError') });
    try {
      const invalid = throwing.replace('throw UnsupportedError(', 'throw InvalidConfigurationError(');
      const more = `${errors}\nclass InvalidConfigurationError(message: String) : CheckoutError(message)\n`;
      const head = { [APP]: invalid, [ERRORS]: more, [TEST]: test('InvalidConfigurationError') };
      expect(refused(await guardOnTop(r2, head))).toEqual([]);
    } finally {
      await r2.remove();
    }
  });

  it('still refuses a type swapped where the app still throws the old one, or to a type it does not throw', async () => {
    const unchanged = app.replace('is not registered.', 'is not registered!');
    expect(refused(await guardOnTop(repo, { [APP]: unchanged, [TEST]: test('UnsupportedError') }))).toEqual([
      'assertion-weakened ProviderTest.rejects',
    ]);
    expect(refused(await guardOnTop(repo, { [APP]: throwing, [TEST]: test('CheckoutError') }))).toEqual([
      'assertion-weakened ProviderTest.rejects',
    ]);
  });

  it('still refuses it under heal', async () => {
    const heal = await guardOnTop(repo, { [APP]: throwing, [TEST]: test('UnsupportedError') }, { policy: 'heal' });
    expect(heal.refusals.length).toBeGreaterThan(0);
  });
});
