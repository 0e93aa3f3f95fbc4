import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A legitimate change the review policy refused (issue 27, found on real history outside the corpus): a property
 * read from a string resource (`app.getString(R.string.sync_task_key)`) written as the literal the resource held,
 * the resource removed by the same change, read as a body made a constant — a stubbed handler. The value is the
 * same text. A literal of another text, or a resource with other texts in other locales, is still a body made a constant.
 */

const A = 'app/src/main/java/x/SyncTask.kt';
const KEYS = 'app/src/main/res/values/keys.xml';
const FR = 'app/src/main/res/values-fr/strings.xml';

const task = `package x

import x.R

class SyncTask(app: App) : PeriodicTask() {
    override val name: String = app.getString(R.string.sync_task_key)
    override val title: String = app.getString(R.string.sync_task_title)

    override fun shouldRun(last: Long): Boolean = since(last) > DAY
}
`;

const keys = `<resources>
    <string name="sync_task_key">syncTask</string>
    <string name="sync_task_title">Sync</string>
    <string name="other_key">other</string>
</resources>
`;

const fr = `<resources>
    <string name="sync_task_title">Synchronisation</string>
</resources>
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [A]: task, [KEYS]: keys, [FR]: fr });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a string resource read inlined as the text it held', () => {
  it('is the same value, the resource removed with it', async () => {
    const r = await guardOnTop(repo, {
      [A]: edited(task, [
        ['override val name: String = app.getString(R.string.sync_task_key)', 'override val name = "syncTask"'],
      ]),
      [KEYS]: edited(keys, [['    <string name="sync_task_key">syncTask</string>\n', '']]),
    });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('is refused when the literal is another text', async () => {
    const r = await guardOnTop(repo, {
      [A]: edited(task, [
        ['override val name: String = app.getString(R.string.sync_task_key)', 'override val name = "other"'],
      ]),
      [KEYS]: edited(keys, [['    <string name="sync_task_key">syncTask</string>\n', '']]),
    });
    expect(refusedDetails(r)).toHaveLength(1);
    expect(refusedDetails(r)[0]).toContain('handler-stubbed made a body trivial (constant "other")');
  });

  it('is refused for a translated resource inlined as one of its texts', async () => {
    const r = await guardOnTop(repo, {
      [A]: edited(task, [
        ['override val title: String = app.getString(R.string.sync_task_title)', 'override val title = "Sync"'],
      ]),
    });
    expect(refusedDetails(r)).toHaveLength(1);
    expect(refusedDetails(r)[0]).toContain('handler-stubbed made a body trivial (constant "Sync")');
  });
});
