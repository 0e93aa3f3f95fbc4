import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A verification that did not compile at the base, completed by the change (issue 27; keymapperorg/KeyMapper
 * 150a09500d: `injectKeyEvent(event, useSystemBridgeIfAvailable: Boolean)` gained its parameter in an earlier
 * commit, and "fix tests" turned `verify(hub).injectKeyEvent(expected)` into `injectKeyEvent(expected, false)`).
 * The old check ran nothing; the new one keeps every old argument and pins the added one. Still refused: a matcher
 * for the added parameter, a value given to a defaulted parameter (the old call compiled and pinned the default),
 * and everything under heal.
 */

const API = 'app/src/main/java/y/Hub.kt';
const TEST = 'app/src/test/java/y/SenderTest.kt';

const api = `package y

interface Hub {
    suspend fun inject(event: Event, direct: Boolean)
    fun log(event: Event, verbose: Boolean = false)
}

class Sender(private val hub: Hub) {
    suspend fun send(e: Event) {
        hub.inject(e, false)
        hub.log(e)
    }
}
`;

const test = `package y

import kotlinx.coroutines.test.runTest
import org.junit.Test
import org.mockito.kotlin.mock
import org.mockito.kotlin.times
import org.mockito.kotlin.verify

class SenderTest {
    private val hub: Hub = mock()

    @Test
    fun sends() = runTest {
        Sender(hub).send(Event(1))
        verify(hub, times(1)).inject(Event(1))
    }

    @Test
    fun logs() = runTest {
        Sender(hub).send(Event(1))
        verify(hub, times(1)).log(Event(1))
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [API]: api, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a verification the base could not compile, given the argument its function requires', () => {
  it('is allowed in review: the old check ran nothing', async () => {
    const t = edited(test, [['inject(Event(1))', 'inject(Event(1), false)']]);
    expect(refusedTests(await guardOnTop(repo, { [TEST]: t }))).toEqual([]);
  });

  it('is refused under heal, where a fixer does not rewrite checks', async () => {
    const t = edited(test, [['inject(Event(1))', 'inject(Event(1), false)']]);
    expect(refusedTests(await guardOnTop(repo, { [TEST]: t }, { policy: 'heal' }))).toEqual([
      'assertion-weakened SenderTest.sends',
    ]);
  });

  it('still refuses a matcher for the added parameter, or a value for a defaulted one', async () => {
    const loose = edited(test, [['inject(Event(1))', 'inject(Event(1), any())']]);
    expect(refusedTests(await guardOnTop(repo, { [TEST]: loose }))).toEqual(['assertion-weakened SenderTest.sends']);
    const defaulted = edited(test, [['log(Event(1))', 'log(Event(1), true)']]);
    expect(refusedTests(await guardOnTop(repo, { [TEST]: defaulted }))).toEqual(['assertion-weakened SenderTest.logs']);
  });
});
