import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27 (a form met on a project outside the corpus): a test file imports a fixture value by name
 * (`import com.example.sync.Fixtures.secretKey`) and verifies a call with it. The same change adds another test
 * file whose class holds `private val secretKey = "accountSecretKey"`. The first file's `secretKey` is still the
 * imported fixture — another file's constant of the same simple name is not in its scope — so its unchanged
 * verification is the same check. Writing the other value into the check is still a changed expectation.
 */

const REPO_TEST = 'sync/src/test/java/com/example/sync/AccountRepositoryTest.kt';
const WRITER_TEST = 'sync/src/test/java/com/example/sync/DeviceWriterTest.kt';

const repoTest = (secret: string, extra = '') => `package com.example.sync

import com.example.sync.Fixtures.secretKey
import com.example.sync.Fixtures.userId
import org.junit.Test
import org.mockito.kotlin.verify

class AccountRepositoryTest {
    @Test
    fun whenLoginSucceedsThenCredentialsStored() {
        repository.login(userId)

        verify(store).storeCredentials(userId = userId, secretKey = ${secret})
    }
${extra}}
`;

const addedTest = `
    @Test
    fun whenLoginSucceedsThenWriterNotified() {
        repository.login(userId)

        verify(writer).onLogin(userId)
    }
`;

const writerTest = `package com.example.sync

import org.junit.Test

class DeviceWriterTest {
    private val secretKey = "accountSecretKey"

    @Test
    fun whenKeyMissingThenNothingWritten() {
        writer.onLogin(secretKey)

        verify(api, never()).patchDevices(any())
    }
}
`;

describe('a bare name the test file imports', () => {
  it('is the imported member, not another file’s constant of the same name', async () => {
    const found = await refusals(
      { [REPO_TEST]: repoTest('secretKey') },
      { [REPO_TEST]: repoTest('secretKey', addedTest), [WRITER_TEST]: writerTest },
    );
    expect(found.map((r) => `${r.rule} ${r.test ?? ''}`)).toEqual([]);
  });

  it('still refuses the check rewritten with the other value', async () => {
    const found = await refusals(
      { [REPO_TEST]: repoTest('secretKey') },
      { [REPO_TEST]: repoTest('"accountSecretKey"', addedTest), [WRITER_TEST]: writerTest },
    );
    expect(found.map((r) => `${r.rule} ${r.test ?? ''}`)).toEqual([
      'assertion-weakened AccountRepositoryTest.whenLoginSucceedsThenCredentialsStored',
    ]);
  });
});
