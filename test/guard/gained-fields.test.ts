import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27: a backup test following a field the change gave the app (Futsch1/medTimer 2e91fab60d: the entry gained
 * `var cannotBeSkipped: Boolean = false`, the test's input `apply { …; cannotBeSkipped = true }` and its expected
 * JSON `"cannotBeSkipped": true`). Every old input and expected text stays, so the check checks what it did and the
 * new field too (review). Still refused: an old expected text dropped beside the new field, the input and
 * expectation grown by a field the change did not introduce, and heal.
 */

const APP = 'app/src/main/java/x/Backup.kt';
const TEST = 'app/src/test/java/x/BackupTest.kt';

const app = `package x

class EntryBackup(
    var name: String = "",
    var tags: Int = 0,
)

object BackupWriter {
    fun write(e: EntryBackup): String = "{\\"name\\": \\"" + e.name + "\\"}"
}
`;

const grown = edited(app, [
  ['    var tags: Int = 0,\n', '    var tags: Int = 0,\n    var skippable: Boolean = false,\n'],
  ['e.name + "\\"}"', 'e.name + "\\", \\"skippable\\": " + e.skippable + "}"'],
]);

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class BackupTest {
    @Test
    fun writesEntry() {
        val json = BackupWriter.write(EntryBackup().apply {
            name = "A"
        })
        assertEquals("""{"name": "A"}""", json)
    }
}
`;

/** The refused tests, each once (a check can be refused on two lines: its expected value and its subject). */
const refused = (r: GuardResult) => [...new Set(refusedTests(r))];

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const withField = (assignment: string, expected: string) =>
  edited(test, [
    ['            name = "A"\n', `            name = "A"\n            ${assignment}\n`],
    ['"""{"name": "A"}"""', `"""${expected}"""`],
  ]);

describe('an input and an expected value that gained the field the change introduced', () => {
  it('is allowed in review and refused under heal', async () => {
    const t = withField('skippable = true', '{"name": "A", "skippable": true}');
    expect(refused(await guardOnTop(repo, { [APP]: grown, [TEST]: t }))).toEqual([]);
    expect(refused(await guardOnTop(repo, { [APP]: grown, [TEST]: t }, { policy: 'heal' }))).toEqual([
      'assertion-weakened BackupTest.writesEntry',
    ]);
  });

  it('still refuses an old expected text dropped beside it, or a field the change did not introduce', async () => {
    const dropped = withField('skippable = true', '{"skippable": true}');
    expect(refused(await guardOnTop(repo, { [APP]: grown, [TEST]: dropped }))).toEqual([
      'assertion-weakened BackupTest.writesEntry',
    ]);
    const old = withField('tags = 3', '{"name": "A", "tags": 3}');
    expect(refused(await guardOnTop(repo, { [APP]: grown, [TEST]: old }))).toEqual([
      'assertion-weakened BackupTest.writesEntry',
    ]);
  });
});
