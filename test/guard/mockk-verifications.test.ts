import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * MockK's verification blocks are checks (`verify { repo.save("a") }` fails the test when the call did not happen):
 * before, the guard read none, so deleting one — the commonest way to make a Kotlin test with mocks pass — went
 * through as an honest edit (found while testing session 46d's readings). Each call in a block is one check of its
 * mock, with the block's modes; `mock wasNot Called` and `confirmVerified(mock)` are Mockito's whole-mock checks.
 */

const TEST = 'app/src/test/java/x/SaveTest.kt';

const test = `package x

import io.mockk.confirmVerified
import io.mockk.mockk
import io.mockk.verify
import org.junit.Assert.assertEquals
import org.junit.Test

class SaveTest {
    private val repo = mockk<Repo>(relaxed = true)
    private val log = mockk<Log>(relaxed = true)

    @Test
    fun saves() {
        val vm = Vm(repo, log)
        vm.save("a")
        verify(exactly = 1) {
            repo.save("a")
            log.write("saved a")
        }
        verify { log wasNot Called }
        confirmVerified(repo)
        assertEquals(1, vm.count)
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];
const edited = (from: string, to: string) => guardOnTop(repo, { [TEST]: test.replace(from, to) });

describe("MockK's verification blocks", () => {
  it('allows a block reformatted and a local renamed', async () => {
    const r = await guardOnTop(repo, {
      [TEST]: test
        .replace(
          'verify(exactly = 1) {\n            repo.save("a")\n            log.write("saved a")\n        }',
          'verify(exactly = 1) { repo.save("a"); log.write("saved a") }',
        )
        .replaceAll('vm', 'viewModel'),
    });
    expect(refused(r)).toEqual([]);
  });

  it('refuses a block deleted, a call dropped from it, and a whole-mock check deleted', async () => {
    expect(refused(await edited('        verify { log wasNot Called }\n', ''))).toEqual([
      'assertion-removed SaveTest.saves',
    ]);
    expect(refused(await edited('            log.write("saved a")\n', ''))).toEqual([
      'assertion-removed SaveTest.saves',
    ]);
    expect(refused(await edited('        confirmVerified(repo)\n', ''))).toEqual(['assertion-removed SaveTest.saves']);
  });

  it('refuses a call that must not happen narrowed to one value (fewer calls matched is weaker)', async () => {
    const never = test.replace(
      '        verify { log wasNot Called }\n',
      '        verify(exactly = 0) { repo.delete(any()) }\n',
    );
    const r = await guardOnTop(
      repo,
      { [TEST]: never.replace('repo.delete(any())', 'repo.delete("a")') },
      { before: { [TEST]: never } },
    );
    expect(refused(r)).toEqual(['assertion-weakened SaveTest.saves']);
  });

  it('allows a block given exactly one call where it demanded at least one, and refuses another count', async () => {
    const once = test.replace('        verify { log wasNot Called }\n', '        verify { repo.load("a") }\n');
    const edit = (mode: string) =>
      guardOnTop(
        repo,
        { [TEST]: once.replace('verify { repo.load', `verify(${mode}) { repo.load`) },
        { before: { [TEST]: once } },
      );
    expect(refused(await edit('exactly = 1'))).toEqual([]);
    expect(refused(await edit('exactly = 2'))).toEqual(['assertion-weakened SaveTest.saves']);
  });

  it('refuses a verified argument widened and the mode changed', async () => {
    expect(refused(await edited('repo.save("a")', 'repo.save(any())'))).toEqual(['assertion-weakened SaveTest.saves']);
    expect(refused(await edited('verify(exactly = 1)', 'verify(atLeast = 0)'))).toEqual([
      'assertion-weakened SaveTest.saves',
    ]);
  });
});
