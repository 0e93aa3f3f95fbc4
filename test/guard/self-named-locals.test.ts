import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A local named after the function that makes it (`val slot = slot<Account>()`, MockK's idiom; braintree/braintree_android
 * c335b50cdf) was written out into itself: the `slot` its initializer calls read as the local again, to the depth limit,
 * `slot<Account>()<Account>()<Account>()…`, and the depth differs with where the local is reached from — so an alias of
 * it removed (`val account = slot; capture(account)` → `capture(slot)`) read as a changed check. In its own initializer
 * a local's name is the function it calls. Still refused: the verified call's other argument changed.
 */

const APP = 'app/src/main/java/x/Client.kt';
const TEST = 'app/src/test/java/x/ClientTest.kt';

const app = `package x

data class Account(val id: String)

interface Api {
    fun tokenize(a: Account, tag: String)
}
`;

const test = (reach: string, tag = '"t"') => `package x

import io.mockk.mockk
import io.mockk.slot
import io.mockk.verify
import org.junit.Assert.assertEquals
import org.junit.Test

class ClientTest {
    private val api = mockk<Api>(relaxed = true)

    @Test
    fun tokenizes() {
        api.tokenize(Account("a"), "t")
        val slot = slot<Account>()
${reach}
        verify { api.tokenize(capture(${reach ? 'account' : 'slot'}), ${tag}) }
        assertEquals("a", slot.captured.id)
    }
}
`;
const alias = '        val account = slot';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [TEST]: test(alias) });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a local named after the function that makes it', () => {
  it('is read once: an alias of it removed is the same check', async () => {
    expect(refusedTests(await guardOnTop(repo, { [TEST]: test('') }))).toEqual([]);
  });

  it("still refuses the verified call's other argument changed", async () => {
    expect(refusedTests(await guardOnTop(repo, { [TEST]: test('', '"u"') }))).toEqual([
      'assertion-weakened ClientTest.tokenizes',
    ]);
  });
});
