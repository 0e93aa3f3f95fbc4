import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A legitimate change the review policy refused (issue 27, found on real history outside the corpus): a constructor
 * property removed from one class (`LogEntry.summary`) and the check reading it (`assertThat(entry.summary, …)`, the
 * receiver built as `val entry = LogEntry(page, 0)`) dropped with it, while another class (`Page`) keeps a `summary`.
 * Read per name the member lived on; read by the receiver's class it is gone and the old check cannot compile.
 * Still refused: the dropped check reads the class that keeps the name, the member moved to a superclass by the same
 * change, an override taken out while the supertype keeps the member, the member kept.
 */

const E = 'app/src/main/java/x/LogEntry.kt';
const P = 'app/src/main/java/x/Page.kt';
const T = 'app/src/test/java/x/LogEntryTest.kt';
const R = 'app/src/main/java/x/Record.kt';

const record = `package x

abstract class Record {
    abstract val title: String
}
`;

const entry = `package x

class LogEntry(
    val site: String,
    val title: String,
    var seconds: Int = 0,
    var summary: String = "",
) {
    constructor(page: Page, source: Int) : this(page.site, page.title, summary = page.summary.orEmpty())
}
`;

const page = `package x

class Page(val site: String, val title: String) {
    var summary: String? = null
}
`;

const test = `package x

import org.hamcrest.MatcherAssert.assertThat
import org.hamcrest.Matchers.\`is\`
import org.junit.Test

class LogEntryTest {
    @Test
    fun keepsThePagesProperties() {
        val page = Page(SITE, TITLE)
        page.summary = SUMMARY
        val entry = LogEntry(page, 0)
        assertThat(entry.summary, \`is\`(SUMMARY))
        assertThat(entry.title, \`is\`(TITLE))
        assertThat(page.summary, \`is\`(SUMMARY))
    }

    companion object {
        private const val SITE = "en"
        private const val TITLE = "Title"
        private const val SUMMARY = "Summary"
    }
}
`;

const dropped = (line: string) => edited(test, [[`        ${line}\n`, '']]);
const withoutSummary = edited(entry, [
  ['    var summary: String = "",\n', ''],
  [', summary = page.summary.orEmpty()', ''],
]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [E]: entry, [P]: page, [T]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a check of a member removed from the class its receiver local was built as', () => {
  it('goes with the member while another class keeps the name', async () => {
    const r = await guardOnTop(repo, { [E]: withoutSummary, [T]: dropped('assertThat(entry.summary, `is`(SUMMARY))') });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('is refused when the check dropped reads the class that keeps the name', async () => {
    const r = await guardOnTop(repo, { [E]: withoutSummary, [T]: dropped('assertThat(page.summary, `is`(SUMMARY))') });
    expect(refusedDetails(r)).toEqual([
      'assertion-removed removed the assertion: assertThat(page.summary, `is`(SUMMARY))',
    ]);
  });

  it('is refused when the member moved to a superclass in the same change', async () => {
    const r = await guardOnTop(repo, {
      [E]: edited(withoutSummary, [[') {\n    constructor', ') : Record() {\n    constructor']]),
      [R]: edited(record, [
        ['    abstract val title: String\n', '    abstract val title: String\n    var summary: String = ""\n'],
      ]),
      [T]: dropped('assertThat(entry.summary, `is`(SUMMARY))'),
    });
    expect(refusedDetails(r)).toEqual([
      'assertion-removed removed the assertion: assertThat(entry.summary, `is`(SUMMARY))',
    ]);
  });

  it('is refused when an override is taken out and the supertype keeps the member', async () => {
    const overriding = edited(entry, [
      ['    val title: String,', '    override val title: String,'],
      [') {\n    constructor', ') : Record() {\n    constructor'],
    ]);
    const r = await guardOnTop(
      repo,
      {
        [E]: edited(overriding, [['    override val title: String,\n', '']]),
        [T]: dropped('assertThat(entry.title, `is`(TITLE))'),
      },
      { before: { [E]: overriding, [R]: record } },
    );
    expect(refusedDetails(r)).toContain(
      'assertion-removed removed the assertion: assertThat(entry.title, `is`(TITLE))',
    );
  });

  it('is refused when the member stays on the class', async () => {
    const r = await guardOnTop(repo, { [T]: dropped('assertThat(entry.summary, `is`(SUMMARY))') });
    expect(refusedDetails(r)).toEqual([
      'assertion-removed removed the assertion: assertThat(entry.summary, `is`(SUMMARY))',
    ]);
  });
});
