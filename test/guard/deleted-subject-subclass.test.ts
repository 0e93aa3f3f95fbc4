import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (ProtonMail/android-mail 5554c73893): an abstract class tested through a
 * subclass its test file declares (`private class FakeDriver(…) : RequestDriver<FakeRequest>(…)`, `val driver =
 * FakeDriver(…)`, `driver.loop(this)`), the class and its test deleted together. The tests held the subject only
 * through the fake, so none read as using it and the deletion was refused as suppressed tests. A class the test file
 * declares on the subject is now a handle to it, and what the file binds to that class too. Still refused: the
 * test deleted while the abstract class stays.
 */

const DRIVER = 'app/src/main/java/x/stream/RequestDriver.kt';
const USER = 'app/src/main/java/x/stream/Coordinator.kt';
const TEST = 'app/src/test/java/x/stream/RequestDriverTest.kt';

const driver = `package x.stream

abstract class RequestDriver<R : AutoCloseable>(private val name: String) {
    protected abstract suspend fun awaitRequest(): R?

    protected abstract suspend fun answer(request: R)

    suspend fun loop() {
        while (true) {
            val request = awaitRequest() ?: return
            request.use { answer(it) }
        }
    }
}
`;

const coordinator = (driven: boolean) => `package x.stream

class Coordinator {
    fun start() = ${driven ? '"driven"' : '"direct"'}
}
`;

const test = `package x.stream

import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

internal class RequestDriverTest {

    @Test
    fun \`answers each request in order\`() = runTest {
        val first = FakeRequest()
        val driver = FakeDriver(listOf(first))

        driver.loop()

        assertEquals(listOf(first), driver.answered)
    }

    @Test
    fun \`closes every request\`() = runTest {
        val first = FakeRequest()
        val driver = FakeDriver(listOf(first))

        driver.loop()

        assertTrue(first.closed)
    }

    private class FakeRequest : AutoCloseable {
        var closed = false

        override fun close() {
            closed = true
        }
    }

    private class FakeDriver(
        private val requests: List<FakeRequest>,
        concurrent: Boolean = false
    ) : RequestDriver<FakeRequest>(name = "fake") {
        val answered = mutableListOf<FakeRequest>()
        private var index = 0

        override suspend fun awaitRequest(): FakeRequest? = requests.getOrNull(index++)

        override suspend fun answer(request: FakeRequest) {
            answered += request
        }
    }
}
`;

let repo: TempRepo & { base: string };

beforeAll(async () => {
  repo = await tempRepo({ [DRIVER]: driver, [USER]: coordinator(true), [TEST]: test });
});

afterAll(async () => {
  await repo?.remove();
});

const both = [
  'test-suppressed RequestDriverTest.`answers each request in order`',
  'test-suppressed RequestDriverTest.`closes every request`',
];

describe('a test class deleted with the abstract class it tested through a fake subclass', () => {
  it('is allowed in review', async () => {
    const r = await guardOnTop(repo, { [DRIVER]: null, [USER]: coordinator(false), [TEST]: null });
    expect(refused(r)).toEqual([]);
  });

  it('still refuses the test deleted while the abstract class stays', async () => {
    const r = await guardOnTop(repo, { [USER]: coordinator(false), [TEST]: null });
    expect(refused(r)).toEqual(both);
  });
});
