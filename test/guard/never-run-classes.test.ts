import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/change.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

const refused = (r: GuardResult) => r.refusals.map((x) => x.rule);

/**
 * Issue 27, a form met outside the corpus (nextcloud/android cd8ef6a3f7, "activate FileUploaderIT tests"): a test
 * class the base declared `abstract` and no class extended — no runner instantiates it, so none of its tests ran —
 * made concrete, its old tests deleted or rewritten. No check that ran was lost. Still refused: the same rewrite
 * of an abstract class some test class extends (its tests ran there), and a concrete class's tests deleted.
 */

const UPLOADER = 'app/src/androidTest/java/x/UploaderIT.kt';
const SUBCLASS = 'app/src/androidTest/java/x/LocalUploaderIT.kt';

const declared = (modifier: string) => `package x

${modifier}class UploaderIT : AbstractIT() {
    @Test
    fun keepBoth() {
        val result = upload(file, Policy.RENAME)
        assertTrue(result.isSuccess)
        assertEquals(2, remoteFiles().size)
    }

    @Test
    fun keepServer() {
        val result = upload(file, Policy.SKIP)
        assertFalse(result.isSuccess)
    }
}
`;

const after = `package x

class UploaderIT : AbstractIT() {
    @Test
    fun uploadWithRenamePolicyKeepsBothFiles() {
        upload(file, Policy.RENAME)
        assertTrue(remoteFiles().isNotEmpty())
    }
}
`;

const subclass = `package x

class LocalUploaderIT : UploaderIT()
`;

describe('tests of an abstract test class nothing extends', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [UPLOADER]: declared('abstract ') });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('never ran: deleting or rewriting them when the class is made concrete loses no check', async () => {
    expect(refused(await guardOnTop(repo, { [UPLOADER]: after }))).toEqual([]);
  });

  it('ran through a subclass, and a concrete class ran them: their deletion is still refused', async () => {
    const extended = await guardOnTop(repo, { [UPLOADER]: after }, { before: { [SUBCLASS]: subclass } });
    expect(refused(extended)).toContain('test-suppressed');
    const concrete = await guardOnTop(repo, { [UPLOADER]: after }, { before: { [UPLOADER]: declared('') } });
    expect(refused(concrete)).toContain('test-suppressed');
  });
});
