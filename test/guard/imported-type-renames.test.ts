import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (ProtonMail/android-mail e4d7c7e5a4, "MoveAction -> MoveDestination,
 * MovableSystemFolderAction -> SystemFolderDestination"): types of a library the project imports (a generated SDK)
 * renamed, the app's imports and its tests' expected values following. No file of the change declares either
 * name, so no rename was read and every expected value built of the old types "changed what it checks". Now a type
 * the app stops importing for another of the same package, gone from every head import, is read renamed where the
 * changed lines show it; a type only the tests swap in that package counts when the base imported the new one
 * nowhere. Still refused: an expected value changed beyond the rename, a swap the app does not make, a swap
 * while another file still imports the old type, and a tests-only swap to a type the base already imported.
 */

const SOURCE = 'app/src/main/java/x/move/MoveSource.kt';
const OTHER = 'app/src/main/java/x/move/Other.kt';
const TEST = 'app/src/test/java/x/move/MoveSourceTest.kt';

const source = (move: string) => `package x.move

import sdk.mail.${move}

class MoveSource(private val rust: RustMailbox) {
    fun systemFolders(): List<${move}.SystemFolder> = rust.moveActions().filterIsInstance<${move}.SystemFolder>()
}
`;

const test = (move: string, folder: string, expected = `listOf(${move}.SystemFolder(archive))`) => `package x.move

import arrow.core.right
import io.mockk.every
import io.mockk.mockk
import org.junit.Test
import sdk.mail.Id
import sdk.mail.MovableSystemFolder
import sdk.mail.${folder}
import sdk.mail.${move}
import kotlin.test.assertEquals

class MoveSourceTest {
    private val rust = mockk<RustMailbox>()

    @Test
    fun \`returns only system folders\`() {
        val archive = ${folder}(Id(2uL), MovableSystemFolder.ARCHIVE)
        val custom = ${move}.CustomFolder(Id(100uL), "custom")
        every { rust.moveActions() } returns listOf(${move}.SystemFolder(archive), custom)

        val expected = ${expected}

        val result = MoveSource(rust).systemFolders().right()

        assertEquals(expected.right(), result)
    }
}
`;

const other = (move: string) => `package x.move

import sdk.mail.${move}

fun describe(action: ${move}) = action.toString()
`;

let repo: TempRepo & { base: string };

beforeAll(async () => {
  repo = await tempRepo({
    [SOURCE]: source('MoveAction'),
    [TEST]: test('MoveAction', 'MovableSystemFolderAction'),
    'app/src/main/java/x/move/RustMailbox.kt':
      'package x.move\n\ninterface RustMailbox {\n    fun moveActions(): List<Any>\n}\n',
  });
});

afterAll(async () => {
  await repo?.remove();
});

const renamed = test('MoveDestination', 'SystemFolderDestination');
const weakened = ['assertion-weakened MoveSourceTest.`returns only system folders`'];

describe('a library type renamed, the app and its tests following', () => {
  it('reads the tests through the rename', async () => {
    const r = await guardOnTop(repo, { [SOURCE]: source('MoveDestination'), [TEST]: renamed });
    expect(refused(r)).toEqual([]);
  });

  it('still refuses an expected value changed beyond the rename', async () => {
    const wider = test(
      'MoveDestination',
      'SystemFolderDestination',
      'listOf(MoveDestination.SystemFolder(archive), custom)',
    );
    const r = await guardOnTop(repo, { [SOURCE]: source('MoveDestination'), [TEST]: wider });
    expect(refused(r)).toEqual(weakened);
  });

  it('still refuses the swap when the app does not make it', async () => {
    const r = await guardOnTop(repo, { [TEST]: renamed });
    expect(refused(r)).toEqual(weakened);
  });

  it('still refuses the swap while another file imports the old type', async () => {
    const r = await guardOnTop(
      repo,
      { [SOURCE]: source('MoveDestination'), [TEST]: renamed },
      { before: { [OTHER]: other('MoveAction') } },
    );
    expect(refused(r)).toEqual(weakened);
  });

  it('still refuses a swap only the tests make to a type the base already imported', async () => {
    const r = await guardOnTop(
      repo,
      { [SOURCE]: source('MoveDestination'), [TEST]: renamed },
      { before: { [OTHER]: other('SystemFolderDestination') } },
    );
    expect(refused(r)).toEqual(weakened);
  });
});
