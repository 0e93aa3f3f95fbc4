import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27: tests deleted because they no longer compiled (keymapperorg/KeyMapper da0fd248da: an earlier commit
 * replaced `useRoot: Boolean` with `executionMode` in `ActionData.ShellCommand`, and "fix tests" deleted the tests
 * still building `ShellCommand(command = "ls", useRoot = false)`). A test passing a constructor a named argument it
 * does not declare ran no check; deleting it loses none (review). Still refused: a deleted test whose call compiles,
 * one whose class has a secondary constructor (which may take the argument), one naming a class of another package
 * the test does not import, and any deletion under heal.
 */

const APP = 'app/src/main/java/x/Command.kt';
const OTHER = 'lib/src/main/java/z/Shell.kt';
const TEST = 'app/src/test/java/x/CommandTest.kt';

const app = `package x

enum class Mode { STANDARD, ROOT }

data class Command(
    val text: String,
    val mode: Mode,
) {
    val editable: Boolean get() = true
}
`;

const other = `package z

class Shell(val text: String, val mode: Int) {
    constructor(text: String, useRoot: Boolean) : this(text, if (useRoot) 1 else 0)
}

class Pipe(val text: String)
`;

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

class CommandTest {
    @Test
    fun keepsText() {
        val c = Command(text = "ls", mode = Mode.STANDARD)
        assertEquals("ls", c.text)
    }

    @Test
    fun rootFlag() {
        val c = Command(text = "reboot", useRoot = true)
        assertTrue(c.editable)
    }

    @Test
    fun shellRoot() {
        val s = z.Shell(text = "id", useRoot = true)
        assertEquals(1, s.mode)
    }

    @Test
    fun pipeText() {
        val p = Pipe(text = "a", useRoot = true)
        assertEquals("a", p.text)
    }
}
`;

/** The test file without the named test. */
const without = (name: string) =>
  test.replace(new RegExp(`    @Test\\n    fun ${name}\\(\\)[\\s\\S]*?\\n    }\\n\\n?`), '');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [OTHER]: other, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a deleted test that could not compile at the base', () => {
  it('is allowed in review: it passed the constructor a named argument the class does not declare', async () => {
    expect(without('rootFlag')).not.toContain('rootFlag');
    expect(refusedTests(await guardOnTop(repo, { [TEST]: without('rootFlag') }))).toEqual([]);
  });

  it('is refused under heal', async () => {
    expect(refusedTests(await guardOnTop(repo, { [TEST]: without('rootFlag') }, { policy: 'heal' }))).toEqual([
      'test-suppressed CommandTest.rootFlag',
    ]);
  });

  it('still refuses a deleted test whose call compiles, or whose class could take the argument or is not the one named', async () => {
    for (const name of ['keepsText', 'shellRoot', 'pipeText'])
      expect(refusedTests(await guardOnTop(repo, { [TEST]: without(name) }))).toEqual([
        `test-suppressed CommandTest.${name}`,
      ]);
  });
});
