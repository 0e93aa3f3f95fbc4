import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A verified call whose "anything" matcher became an exact value or a predicate (issue 27; tasks/tasks 591aedcba3:
 * `verify(dao).insert(task = any(), caldavTask = any(), addToTop = any())` → `insert(task = check { … },
 * caldavTask = check { … }, addToTop = eq(true))`): the new check accepts fewer calls than the old one, so it
 * checks more. Still refused: the same narrowing under `never()` or `atMost` (fewer calls excluded: weaker), a
 * wider matcher (`any()` → `anyOrNull()`, `nullable(T)`), and an exact value made a matcher.
 */

const APP = 'app/src/main/java/y/Store.kt';
const TEST = 'app/src/test/java/y/SaverTest.kt';

const app = `package y

interface Dao {
    fun insert(task: Task, list: String, top: Boolean)
}

data class Task(val title: String)

class Saver(private val dao: Dao) {
    fun save(title: String) {
        dao.insert(Task(title), "inbox", true)
    }
}
`;

const test = `package y

import org.junit.Assert.assertEquals
import org.junit.Test
import org.mockito.kotlin.any
import org.mockito.kotlin.anyOrNull
import org.mockito.kotlin.argThat
import org.mockito.kotlin.check
import org.mockito.kotlin.eq
import org.mockito.kotlin.mock
import org.mockito.kotlin.never
import org.mockito.kotlin.times
import org.mockito.kotlin.verify

class SaverTest {
    private val dao: Dao = mock()

    @Test
    fun saves() {
        Saver(dao).save("New")
        verify(dao).insert(task = any(), list = any(), top = any())
    }

    @Test
    fun savesPositional() {
        Saver(dao).save("New")
        verify(dao).insert(any(), any(), any())
    }

    @Test
    fun savesNothingElse() {
        Saver(dao).save("New")
        verify(dao, never()).insert(any(), any(), any())
    }

    @Test
    fun savesExactly() {
        Saver(dao).save("New")
        verify(dao).insert(Task("New"), "inbox", true)
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a verified call whose any() became an exact value or a predicate', () => {
  it('is a stricter check, named or positional', async () => {
    const t = edited(test, [
      [
        'insert(task = any(), list = any(), top = any())',
        'insert(\n            task = check { assertEquals("New", it.title) },\n            list = any(),\n            top = eq(true),\n        )',
      ],
      ['insert(any(), any(), any())', 'insert(argThat { title == "New" }, eq("inbox"), any())'],
    ]);
    expect(refusedTests(await guardOnTop(repo, { [TEST]: t }))).toEqual([]);
  });

  it('is allowed with a counted mode that is not an upper bound', async () => {
    const base = edited(test, [
      ['verify(dao).insert(any(), any(), any())', 'verify(dao, times(2)).insert(any(), any(), any())'],
    ]);
    const t = edited(base, [['times(2)).insert(any(), any(), any())', 'times(2)).insert(any(), "inbox", any())']]);
    const r = await guardOnTop(repo, { [TEST]: t }, { before: { [TEST]: base } });
    expect(refusedTests(r)).toEqual([]);
  });

  it('still refuses the narrowing under never(), where it excludes fewer calls', async () => {
    const t = edited(test, [['never()).insert(any(), any(), any())', 'never()).insert(any(), "inbox", any())']]);
    expect(refusedTests(await guardOnTop(repo, { [TEST]: t }))).toEqual([
      'assertion-weakened SaverTest.savesNothingElse',
    ]);
  });

  it('still refuses a wider matcher and an exact value made a matcher', async () => {
    const t = edited(test, [
      ['insert(task = any(), list = any(), top = any())', 'insert(task = anyOrNull(), list = any(), top = any())'],
      ['insert(any(), any(), any())', 'insert(any(), nullable(String::class.java), any())'],
      ['insert(Task("New"), "inbox", true)', 'insert(check { assertEquals("New", it.title) }, "inbox", true)'],
    ]);
    expect(refusedTests(await guardOnTop(repo, { [TEST]: t }))).toEqual([
      'assertion-weakened SaverTest.saves',
      'assertion-weakened SaverTest.savesExactly',
      'assertion-weakened SaverTest.savesPositional',
    ]);
  });
});

/**
 * getsentry/sentry-java 5cb2c360fb: `verify(callback).onScreenshotRecorded(any<Bitmap>())` →
 * `val screenshot = argumentCaptor<Bitmap>(); verify(callback).onScreenshotRecorded(screenshot.capture())` and a new
 * check of `screenshot.firstValue.config`. The captor matches the calls `any()` did and records the argument.
 */
describe('a verified call whose any() became a captor', () => {
  it('is the same check, and the captured value is checked besides', async () => {
    const t = edited(test, [
      [
        'verify(dao).insert(any(), any(), any())',
        'val task = argumentCaptor<Task>()\n        verify(dao).insert(task.capture(), any(), any())\n' +
          '        assertEquals("New", task.firstValue.title)',
      ],
      [
        'insert(task = any(), list = any(), top = any())',
        'insert(task = capture(taskCaptor), list = any(), top = any())',
      ],
    ]).replace(
      'private val dao: Dao = mock()',
      'private val dao: Dao = mock()\n    private val taskCaptor = argumentCaptor<Task>()',
    );
    expect(refusedTests(await guardOnTop(repo, { [TEST]: t }))).toEqual([]);
  });

  it('still refuses an exact value made a captor', async () => {
    const t = edited(test, [
      [
        'verify(dao).insert(Task("New"), "inbox", true)',
        'val task = argumentCaptor<Task>()\n        verify(dao).insert(task.capture(), "inbox", true)',
      ],
    ]);
    expect(refusedTests(await guardOnTop(repo, { [TEST]: t }))).toEqual(['assertion-weakened SaverTest.savesExactly']);
  });
});
