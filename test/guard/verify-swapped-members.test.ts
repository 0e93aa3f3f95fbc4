import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A verified member swapped for another where the app's calls moved the same way (issue 27; RevenueCat/
 * purchases-android 2d9d88f6c5: `coVerify(exactly = 1) { provider.getUiConfig() }` → `{ provider.resolveUiConfig() }`
 * when the manager stopped calling `getUiConfig()` and called the new `resolveUiConfig()` instead; `getUiConfig`
 * stayed, delegating). The check follows the call the subject makes in the old one's place. Still refused: a swap to
 * a member the base app already declared, a swap while the app's calls of the old member stay, arguments widened
 * with the swap, and the verification dropped.
 */

const API = 'app/src/main/java/z/Provider.kt';
const TEST = 'app/src/test/java/z/ManagerTest.kt';

const api = `package z

class Provider {
    fun config(key: String): String? = key.ifEmpty { null }

    fun warm(): Boolean = false
}

class Manager(private val provider: Provider) {
    fun ready(key: String) {
        if (provider.warm()) return
        checkNotNull(provider.config(key))
    }
}
`;

const test = `package z

import io.mockk.mockk
import io.mockk.verify
import org.junit.Test

class ManagerTest {
    private val provider = mockk<Provider>(relaxed = true)

    @Test
    fun readiesTheConfig() {
        Manager(provider).ready("k")
        verify(exactly = 1) { provider.config("k") }
    }

    @Test
    fun skipsWhenWarm() {
        Manager(provider).ready("k")
        verify(exactly = 0) { provider.config(any()) }
    }
}
`;

// the change: `resolve` is new, and the manager calls it where it called `config`, which stays and delegates to it
const resolved = edited(api, [
  ['fun config(key: String): String? = key.ifEmpty { null }', 'fun config(key: String): String? = resolve(key).value'],
  ['    fun warm()', '    fun resolve(key: String): Resolution = Resolution(key.ifEmpty { null })\n\n    fun warm()'],
  ['checkNotNull(provider.config(key))', 'checkNotNull(provider.resolve(key).value)'],
  ['class Manager', 'data class Resolution(val value: String?)\n\nclass Manager'],
]);

const swapped = edited(test, [
  ['provider.config("k")', 'provider.resolve("k")'],
  ['provider.config(any())', 'provider.resolve(any())'],
]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [API]: api, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a verified member swapped for the one the app calls in its place', () => {
  it('is the same check of the call the subject makes now (review)', async () => {
    expect(refusedTests(await guardOnTop(repo, { [API]: resolved, [TEST]: swapped }))).toEqual([]);
  });

  it('is refused under heal, where a fixer does not rewrite checks', async () => {
    expect(refusedTests(await guardOnTop(repo, { [API]: resolved, [TEST]: swapped }, { policy: 'heal' }))).toEqual([
      'assertion-weakened ManagerTest.readiesTheConfig',
      'assertion-weakened ManagerTest.skipsWhenWarm',
    ]);
  });

  it('still refuses a swap to a member the base app already declared', async () => {
    const t = edited(test, [['provider.config("k")', 'provider.warm()']]);
    const app = edited(api, [['checkNotNull(provider.config(key))', 'check(provider.warm())']]);
    expect(refusedTests(await guardOnTop(repo, { [API]: app, [TEST]: t }))).toEqual([
      'assertion-weakened ManagerTest.readiesTheConfig',
    ]);
  });

  it("still refuses a swap while the app's calls of the old member stay", async () => {
    // `resolve` is new and called, but the manager still calls `config` as before
    const app = edited(api, [
      ['    fun warm()', '    fun resolve(key: String): String = key\n\n    fun warm()'],
      ['if (provider.warm()) return', 'if (provider.warm()) return\n        provider.resolve(key)'],
    ]);
    expect(refusedTests(await guardOnTop(repo, { [API]: app, [TEST]: swapped }))).toEqual([
      'assertion-weakened ManagerTest.readiesTheConfig',
      'assertion-weakened ManagerTest.skipsWhenWarm',
    ]);
  });

  it('still refuses arguments widened with the swap, and the verification dropped', async () => {
    const widened = edited(test, [['provider.config("k")', 'provider.resolve(any())']]);
    expect(refusedTests(await guardOnTop(repo, { [API]: resolved, [TEST]: widened }))).toEqual([
      'assertion-weakened ManagerTest.readiesTheConfig',
    ]);
    const dropped = edited(swapped, [['        verify(exactly = 1) { provider.resolve("k") }\n', '']]);
    expect(refusedTests(await guardOnTop(repo, { [API]: resolved, [TEST]: dropped }))).toEqual([
      'assertion-removed ManagerTest.readiesTheConfig',
    ]);
  });
});
