import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A verified call whose arguments follow parameters its function gained before a kept one in the same change (issue
 * 27; RevenueCat/purchases-android 1ee82cae6a: `createConnection(url, any())` → `createConnection(url, any(), any(),
 * any())` when `createConnection(url, method = "GET")` gained two timeouts before
 * `method`; 1797ee57f7: `getRemoteConfig` gained `lastRefreshTime` before `prefetchedBlobs`, eight `any()` → nine).
 * Arguments are read by the parameter they fill, so every kept parameter keeps its argument. Still refused: a kept
 * parameter's argument widened, a value it pinned made a matcher, an exact value for a gained parameter under a mode
 * that bounds the count from above (`exactly = 0`), and the verification dropped.
 */

const API = 'app/src/main/java/w/Connections.kt';
const TEST = 'app/src/test/java/w/FetcherTest.kt';

const api = `package w

interface Connections {
    fun open(url: String, method: String = "GET"): Connection
}

class Connection

class Fetcher(private val connections: Connections) {
    fun fetch(url: String): Connection = connections.open(url)
}
`;

const test = `package w

import io.mockk.mockk
import io.mockk.verify
import org.junit.Test

class FetcherTest {
    private val connections = mockk<Connections>(relaxed = true)

    @Test
    fun opensTheUrl() {
        Fetcher(connections).fetch("u")
        verify(exactly = 1) { connections.open("u", any()) }
    }

    @Test
    fun opensNoOtherUrl() {
        Fetcher(connections).fetch("u")
        verify(exactly = 0) { connections.open("v", any()) }
    }
}
`;

// the change: two timeouts inserted before the defaulted `method`
const timed = edited(api, [
  [
    'fun open(url: String, method: String = "GET")',
    'fun open(url: String, connectTimeout: Int, readTimeout: Int, method: String = "GET")',
  ],
  ['connections.open(url)', 'connections.open(url, 5000, 5000)'],
]);

const followed = edited(test, [
  ['connections.open("u", any())', 'connections.open("u", any(), any(), any())'],
  ['connections.open("v", any())', 'connections.open("v", any(), any(), any())'],
]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [API]: api, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a verified call following parameters inserted before a kept one, or taken away', () => {
  it('is the same check when the gained parameters are matched by any() (review)', async () => {
    expect(refusedTests(await guardOnTop(repo, { [API]: timed, [TEST]: followed }))).toEqual([]);
  });

  // the other way round, parameters taken away with their arguments, is shrunk-calls.ts's
  it('is the same check when the parameters are taken away again, and their matchers with them', async () => {
    const r = await guardOnTop(repo, { [API]: api, [TEST]: test }, { before: { [API]: timed, [TEST]: followed } });
    expect(refusedTests(r)).toEqual([]);
  });

  it('is refused under heal, where a fixer does not rewrite checks', async () => {
    expect(refusedTests(await guardOnTop(repo, { [API]: timed, [TEST]: followed }, { policy: 'heal' }))).toEqual([
      'assertion-weakened FetcherTest.opensNoOtherUrl',
      'assertion-weakened FetcherTest.opensTheUrl',
    ]);
  });

  it("still refuses a kept parameter's argument widened, or a value it pinned made a matcher", async () => {
    const widened = edited(followed, [
      ['connections.open("u", any(), any(), any())', 'connections.open(any(), any(), any(), any())'],
    ]);
    expect(refusedTests(await guardOnTop(repo, { [API]: timed, [TEST]: widened }))).toEqual([
      'assertion-weakened FetcherTest.opensTheUrl',
    ]);
    const pinned = edited(test, [['connections.open("u", any())', 'connections.open("u", "POST")']]);
    const r = await guardOnTop(repo, { [API]: timed, [TEST]: followed }, { before: { [TEST]: pinned } });
    expect(refusedTests(r)).toEqual(['assertion-weakened FetcherTest.opensTheUrl']);
  });

  it('still refuses an exact value for a gained parameter where no call may happen', async () => {
    // `exactly = 0` of `open("v", 1, …)` no longer fails on a call of `open("v", …)` with other timeouts
    const narrowed = edited(followed, [
      ['connections.open("v", any(), any(), any())', 'connections.open("v", 1, any(), any())'],
    ]);
    expect(refusedTests(await guardOnTop(repo, { [API]: timed, [TEST]: narrowed }))).toEqual([
      'assertion-weakened FetcherTest.opensNoOtherUrl',
    ]);
  });

  it('still refuses the verification dropped with the parameters', async () => {
    const dropped = edited(followed, [
      ['        verify(exactly = 1) { connections.open("u", any(), any(), any()) }\n', ''],
    ]);
    expect(refusedTests(await guardOnTop(repo, { [API]: timed, [TEST]: dropped }))).toEqual([
      'assertion-removed FetcherTest.opensTheUrl',
    ]);
  });
});
