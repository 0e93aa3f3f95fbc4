import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A legitimate change the review policy refused (issue 27, found on real history outside the corpus): a condition
 * rewritten so that the standard library's predicate lambda hands back its Boolean input
 * (`dismissed.takeIf { !it }` → `(!dismissed && dirty).takeIf { it }`) read as a lambda made trivial, a stubbed
 * handler. A predicate or selector of the standard library runs the caller's own logic; it handles nothing. A
 * handler lambda that now hands back its input unchanged (`state.update { it }`) is still refused.
 */

const A = 'app/src/main/java/x/NotesModel.kt';

const app = `package x

class NotesModel(private val prefs: Prefs, private val state: MutableStateFlow<NotesState>) {
    fun banner(dirty: Boolean): Banner? =
        prefs.bannerDismissed.takeIf { !it }?.let { Banner { prefs.bannerDismissed = true } }

    fun startSaving() {
        state.update { it.copy(saving = true) }
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [A]: app });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a standard-library predicate lambda that hands back its input', () => {
  it('is no stubbed handler', async () => {
    const r = await guardOnTop(repo, {
      [A]: edited(app, [['prefs.bannerDismissed.takeIf { !it }', '(!prefs.bannerDismissed && dirty).takeIf { it }']]),
    });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('is refused for a handler lambda that now hands back its input', async () => {
    const r = await guardOnTop(repo, {
      [A]: edited(app, [['state.update { it.copy(saving = true) }', 'state.update { it }']]),
    });
    expect(refusedDetails(r)).toHaveLength(1);
    expect(refusedDetails(r)[0]).toContain('handler-stubbed made a body trivial (returns its input it unchanged)');
  });
});
