import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * An app's own `verify` called on an object (`client.verify(code).await()`) is the code under test, not Mockito's
 * `verify(mock).call()`: read as a verification, rewriting how the test calls it was a changed check. Mockito's
 * own forms — plain, on `Mockito`, on an `InOrder` — stay checks, and removing one is still refused.
 */

const TEST = 'lib/src/test/kotlin/x/otp/OtpClientTest.kt';

const otpTest = `package x.otp

import org.junit.Test
import org.mockito.Mockito
import org.mockito.kotlin.inOrder
import org.mockito.kotlin.mock
import org.mockito.kotlin.verify

class OtpClientTest {
    private val store: TokenStore = mock()
    private val client = OtpClient(store)

    @Test
    fun storesTokenOfVerifiedCode() {
        client.verify(code = "123456", channel = "sms").await()
        verify(store).save("token")
        Mockito.verify(store).clearAttempts()
    }

    @Test
    fun clearsBeforeSaving() {
        client.verify(code = "123456", channel = "sms").await()
        val inOrder = inOrder(store)
        inOrder.verify(store).clearAttempts()
        inOrder.verify(store).save("token")
    }
}
`;

let repo: TempRepo & { base: string };

beforeAll(async () => {
  repo = await tempRepo({ [TEST]: otpTest });
});

afterAll(async () => {
  await repo?.remove();
});

describe("an app's own verify called on an object", () => {
  it('is no verification: calling it another way changes no check', async () => {
    const rewritten = edited(
      otpTest,
      [['client.verify(code = "123456", channel = "sms")', 'client.verify(Verification.Sms(code = "123456"))']],
      true,
    );
    expect(refusedTests(await guardOnTop(repo, { [TEST]: rewritten }))).toEqual([]);
  });

  it("still reads Mockito's verifications, plain, on Mockito and on an InOrder", async () => {
    const change = {
      [TEST]: edited(otpTest, [
        ['        Mockito.verify(store).clearAttempts()\n', ''],
        ['        inOrder.verify(store).save("token")\n', ''],
      ]),
    };
    expect(refusedTests(await guardOnTop(repo, change))).toEqual([
      'assertion-removed OtpClientTest.clearsBeforeSaving',
      'assertion-removed OtpClientTest.storesTokenOfVerifiedCode',
    ]);
    const plain = { [TEST]: edited(otpTest, [['        verify(store).save("token")\n', '']]) };
    expect(refusedTests(await guardOnTop(repo, plain))).toEqual([
      'assertion-removed OtpClientTest.storesTokenOfVerifiedCode',
    ]);
  });
});
