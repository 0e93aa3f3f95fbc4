import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A legitimate change the review policy refused (issue 27, simpledotorg/simple-android 5cf7907507, aee7eb5ddd,
 * 85bff9a2c7): a screen's view interface loses a member (`fun showHistory()`, the screen moved to Compose) and the
 * renderer test's `verify(ui).showHistory()` goes with it, or is swapped for a verification of the member added in its
 * place, the mock built as `private val ui = mock<SummaryUi>()`. The old verification cannot compile: the mock's type
 * no longer has the member, also when the screen implementing the interface loses its override in the same change.
 * Still refused: a verification dropped of the mock whose type keeps the name (another interface), or swapped for
 * another there; the member kept; only the screen's override taken out; a swap to a `never()` verification.
 */

const U = 'app/src/main/java/x/SummaryUi.kt';
const O = 'app/src/main/java/x/EntryUi.kt';
const R = 'app/src/main/java/x/SummaryRenderer.kt';
const T = 'app/src/test/java/x/SummaryRendererTest.kt';
const S = 'app/src/main/java/x/SummaryScreen.kt';

const screen = `package x

class SummaryScreen : SummaryUi {
    override fun showDetails(name: String) = Unit

    override fun showHistory() = Unit

    override fun hideHistory() = Unit
}
`;
const screenWithout = edited(screen, [['    override fun showHistory() = Unit\n\n', '']]);

const summaryUi = `package x

interface SummaryUi {
    fun showDetails(name: String)
    fun showHistory()
    fun hideHistory()
}
`;

const entryUi = `package x

interface EntryUi {
    fun showHistory()
    fun showName(name: String)
}
`;

const renderer = `package x

class SummaryRenderer(private val ui: SummaryUi, private val entry: EntryUi) {
    fun render(name: String, history: Boolean) {
        ui.showDetails(name)
        if (history) ui.showHistory() else ui.hideHistory()
        entry.showName(name)
        if (history) entry.showHistory()
    }
}
`;

const test = `package x

import org.junit.Test
import org.mockito.kotlin.mock
import org.mockito.kotlin.never
import org.mockito.kotlin.verify
import org.mockito.kotlin.verifyNoMoreInteractions

class SummaryRendererTest {
    private val ui = mock<SummaryUi>()
    private val entry: EntryUi = mock()
    private val renderer = SummaryRenderer(ui, entry)

    @Test
    fun rendersTheHistory() {
        renderer.render("Ana", true)

        verify(ui).showDetails("Ana")
        verify(ui).showHistory()
        verify(entry).showName("Ana")
        verify(entry).showHistory()
        verifyNoMoreInteractions(ui, entry)
    }
}
`;

const dropped = (line: string) => edited(test, [[`        ${line}\n`, '']]);
const summaryWithout = edited(summaryUi, [['    fun showHistory()\n', '']]);
const rendererWithout = edited(renderer, [
  ['if (history) ui.showHistory() else ui.hideHistory()', 'if (!history) ui.hideHistory()'],
]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [U]: summaryUi, [O]: entryUi, [R]: renderer, [T]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a verification of a member removed from the mocked type', () => {
  it('goes with the member while another interface keeps the name', async () => {
    const r = await guardOnTop(repo, {
      [U]: summaryWithout,
      [R]: rendererWithout,
      [T]: dropped('verify(ui).showHistory()'),
    });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('is refused when the dropped verification reads the mock of the type that keeps the name', async () => {
    const r = await guardOnTop(repo, {
      [U]: summaryWithout,
      [R]: rendererWithout,
      [T]: dropped('verify(entry).showHistory()'),
    });
    expect(refusedDetails(r)).toEqual(['assertion-removed removed the assertion: verify(entry).showHistory()']);
  });

  it('goes with the member when the screen implementing the interface loses its override too', async () => {
    const r = await guardOnTop(
      repo,
      { [U]: summaryWithout, [S]: screenWithout, [R]: rendererWithout, [T]: dropped('verify(ui).showHistory()') },
      { before: { [S]: screen } },
    );
    expect(refusedDetails(r)).toEqual([]);
  });

  it('is refused when only the screen loses its override and the mocked interface keeps the member', async () => {
    const r = await guardOnTop(
      repo,
      { [S]: screenWithout, [T]: dropped('verify(ui).showHistory()') },
      { before: { [S]: screen } },
    );
    expect(refusedDetails(r)).toEqual(['assertion-removed removed the assertion: verify(ui).showHistory()']);
  });

  it('goes with the member when the head verifies the member added in its place', async () => {
    const r = await guardOnTop(repo, {
      [U]: edited(summaryWithout, [
        ['    fun hideHistory()\n', '    fun hideHistory()\n    fun showTimeline(full: Boolean)\n'],
      ]),
      [R]: edited(renderer, [['ui.showHistory()', 'ui.showTimeline(true)']]),
      [T]: edited(test, [['verify(ui).showHistory()', 'verify(ui).showTimeline(true)']]),
    });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('is refused when a verification of a member the mocked type keeps is swapped for another', async () => {
    const r = await guardOnTop(repo, {
      [U]: summaryWithout,
      [R]: rendererWithout,
      [T]: edited(test, [['verify(entry).showHistory()', 'verify(entry).showName("Bo")']]),
    });
    expect(refusedDetails(r)).toEqual([
      'assertion-weakened weakened the assertion: verify.showHistory() → verify.showName("Bo") in verify(entry).showName("Bo")',
    ]);
  });

  it('is refused when the head verifies the added member is never called', async () => {
    const r = await guardOnTop(repo, {
      [U]: edited(summaryWithout, [['    fun hideHistory()\n', '    fun hideHistory()\n    fun showTimeline()\n']]),
      [R]: rendererWithout,
      [T]: edited(test, [['verify(ui).showHistory()', 'verify(ui, never()).showTimeline()']]),
    });
    expect(refusedDetails(r)).toHaveLength(1);
  });

  it('is refused when the member stays on the mocked type', async () => {
    const r = await guardOnTop(repo, { [T]: dropped('verify(ui).showHistory()') });
    expect(refusedDetails(r)).toEqual(['assertion-removed removed the assertion: verify(ui).showHistory()']);
  });
});
