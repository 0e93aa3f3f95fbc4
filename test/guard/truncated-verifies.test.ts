import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27: a verified function that lost the parameters at the end of its list (a callback made a suspend
 * function's return value, braintree/braintree_android c335b50cdf and 61c82fdf10, not in the corpus:
 * `fun sendRequest(context, request, configuration, callback)` → `suspend fun sendRequest(context, request,
 * configuration)`, `verify { c.sendRequest(activity, request, any<Configuration>(), any<Callback>()) }` →
 * `coVerify { c.sendRequest(activity, request, any<Configuration>()) }`). The check keeps every argument the
 * function still takes, word for word: what it pins is what the old one pinned of the kept parameters. Another
 * kept argument widened, an argument dropped where the function kept its parameter, or the same under heal, is
 * still refused.
 */

const CLIENT = 'app/src/main/java/x/Client.kt';
const TEST = 'app/src/test/java/x/SenderTest.kt';

const client = `package x

interface Callback {
    fun done(result: String)
}

class Client {
    fun send(context: String, request: String, callback: Callback) {
        callback.done(request)
    }
}
`;

const suspended = client.replace(
  'fun send(context: String, request: String, callback: Callback) {\n        callback.done(request)\n    }',
  'suspend fun send(context: String, request: String): String = request',
);

const test = (verification: string) => `package x

import io.mockk.coVerify
import io.mockk.mockk
import io.mockk.verify
import org.junit.Test

class SenderTest {
    private val client = mockk<Client>(relaxed = true)

    @Test
    fun sends() {
        Sender(client).go("ctx")
${verification}
    }
}
`;

const before = test(`        verify {
            client.send(
                "ctx",
                "req",
                any<Callback>()
            )
        }`);
const after = test('        coVerify { client.send("ctx", "req") }');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [CLIENT]: client, [TEST]: before });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];

describe('a verified function that lost its last parameters', () => {
  it('allows the verification without their arguments', async () => {
    expect(refused(await guardOnTop(repo, { [CLIENT]: suspended, [TEST]: after }))).toEqual([]);
  });

  it('still refuses a kept argument widened, or an argument dropped where the function kept its parameter', async () => {
    const widened = test('        coVerify { client.send("ctx", any()) }');
    expect(refused(await guardOnTop(repo, { [CLIENT]: suspended, [TEST]: widened }))).toEqual([
      'assertion-weakened SenderTest.sends',
    ]);
    // the app kept the callback (only the body changed): the shorter verification checks another call
    const kept = client.replace('callback.done(request)', 'callback.done(request.trim())');
    expect(refused(await guardOnTop(repo, { [CLIENT]: kept, [TEST]: after }))).toEqual([
      'assertion-weakened SenderTest.sends',
    ]);
  });

  it('still refuses it under heal', async () => {
    const heal = await guardOnTop(repo, { [CLIENT]: suspended, [TEST]: after }, { policy: 'heal' });
    expect(heal.refusals.length).toBeGreaterThan(0);
  });
});
