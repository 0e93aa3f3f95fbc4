import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo, withoutTest } from './git-repo.js';

/**
 * AssertJ's and Truth's no-argument `isX()` methods written as Kotlin reads a Java `is` getter, without parentheses
 * (`assertThat(token.isSigned).isTrue`): the check is the same call. Read as no check at all, removing one went
 * through unseen, and a test deleted with the app property its every check read counted no check, so it could not be
 * shown to have gone with its subject. Both forms are now one check; a deletion while the property stays is refused.
 */

const TOKEN = 'lib/src/main/java/x/auth/Token.kt';
const TOKEN_TEST = 'lib/src/test/kotlin/x/auth/TokenTest.kt';

const token = `package x.auth

class Token(private val payload: JSONObject) {
    private val signature: String? = sign()

    val isSigned: Boolean
        get() = signature != null && sign() == signature

    fun getPayload(): JSONObject = payload

    private fun sign(): String = Hashes.sha256(payload.toString())
}
`;

const tokenTest = `package x.auth

import org.assertj.core.api.Assertions.assertThat
import org.junit.Test

class TokenTest {
    @Test
    fun signatureDetectsTampering() {
        val token = Token(JSONObject())
        assertThat(token.isSigned).isTrue
        token.getPayload().put("role", "admin")
        assertThat(token.isSigned).isFalse
    }

    @Test
    fun payloadStartsEmpty() {
        val token = Token(JSONObject())
        assertThat(token.getPayload().length()).isEqualTo(0)
        assertThat(token.getPayload().has("role")).isFalse
    }
}
`;

const unsigned = `package x.auth

class Token(private val payload: JSONObject) {
    fun getPayload(): JSONObject = payload
}
`;

let repo: TempRepo & { base: string };

beforeAll(async () => {
  repo = await tempRepo({ [TOKEN]: token, [TOKEN_TEST]: tokenTest });
});

afterAll(async () => {
  await repo?.remove();
});

describe('a Java is-method written as a Kotlin property after assertThat', () => {
  it('is a check: removing it is refused', async () => {
    const change = {
      [TOKEN_TEST]: edited(tokenTest, [['        assertThat(token.getPayload().has("role")).isFalse\n', '']]),
    };
    expect(refusedTests(await guardOnTop(repo, change))).toEqual(['assertion-removed TokenTest.payloadStartsEmpty']);
  });

  it('is the same check as the call with parentheses', async () => {
    const change = { [TOKEN_TEST]: edited(tokenTest, [['.has("role")).isFalse', '.has("role")).isFalse()']]) };
    expect(refusedTests(await guardOnTop(repo, change))).toEqual([]);
  });

  it('lets a test whose every check read a removed property go with it (review)', async () => {
    const change = { [TOKEN]: unsigned, [TOKEN_TEST]: withoutTest(tokenTest, 'signatureDetectsTampering') };
    expect(refusedTests(await guardOnTop(repo, change))).toEqual([]);
    expect(refusedTests(await guardOnTop(repo, change, { policy: 'heal' }))).toEqual([
      'test-suppressed TokenTest.signatureDetectsTampering',
    ]);
  });

  it('still refuses the same deletion while the property stays', async () => {
    const change = { [TOKEN_TEST]: withoutTest(tokenTest, 'signatureDetectsTampering') };
    expect(refusedTests(await guardOnTop(repo, change))).toEqual([
      'test-suppressed TokenTest.signatureDetectsTampering',
    ]);
  });
});
