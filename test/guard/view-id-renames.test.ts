import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/change.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

const refused = (r: GuardResult) => r.refusals.map((x) => x.rule);

/**
 * Issue 27, a form met outside the corpus (nextcloud/android 89f86ef921): a view or menu id renamed where it is
 * declared — `<item name="action_open_with_office" type="id"/>` in `res/values/ids.xml`, or a layout's
 * `android:id="@+id/…"` — with every use in the app and the tests. `R.id.a` and `R.id.b` name the same item, so a
 * check that follows the rename checks what it did. An id the base already declared, or a declaration moved to
 * another view, is another view: the test pointed at it stays a retarget.
 */

const IDS = 'app/src/main/res/values/ids.xml';
const LAYOUT = 'app/src/main/res/layout/item_file.xml';
const MENU_FILTER = 'app/src/main/java/x/MenuFilter.kt';
const TEST = 'app/src/androidTest/java/x/MenuFilterIT.kt';

const ids = (action: string) => `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <item name="action_details" type="id"/>
    <item name="${action}" type="id"/>
    <item name="action_share" type="id"/>
</resources>
`;

const layout = (first: string, second: string) => `<?xml version="1.0" encoding="utf-8"?>
<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
    <TextView
        android:id="@+id/${first}"
        android:text="@string/name" />
    <ImageView
        android:id="@+id/${second}"
        android:src="@drawable/icon" />
</LinearLayout>
`;

const filter = (action: string) => `package x

class MenuFilter(private val online: Boolean) {
    fun toHide(): List<Int> {
        val hidden = mutableListOf<Int>()
        if (!online) hidden.add(R.id.${action})
        hidden.add(R.id.action_share)
        return hidden
    }
}
`;

const test = (action: string, label: string) => `package x

class MenuFilterIT {
    @Test
    fun hidesEditorWhenOffline() {
        val hidden = MenuFilter(false).toHide()
        assertTrue(hidden.contains(R.id.${action}))
        assertTrue(hidden.contains(R.id.action_share))
    }

    @Test
    fun showsName() {
        launchActivity<FileActivity>()
        onView(withId(R.id.${label})).check(matches(isDisplayed()))
    }
}
`;

describe('a view id renamed where it is declared, with the app and the tests', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({
      [IDS]: ids('action_open_with_office'),
      [LAYOUT]: layout('file_name', 'file_icon'),
      [MENU_FILTER]: filter('action_open_with_office'),
      [TEST]: test('action_open_with_office', 'file_name'),
    });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('is allowed: an ids.xml item renamed, under either policy', async () => {
    const files = {
      [IDS]: ids('action_open_in_web_editor'),
      [MENU_FILTER]: filter('action_open_in_web_editor'),
      [TEST]: test('action_open_in_web_editor', 'file_name'),
    };
    expect(refused(await guardOnTop(repo, files))).toEqual([]);
    // a renamed id is the same item under any policy: heal refuses only the test files it may not write
    const heal = refused(await guardOnTop(repo, files, { policy: 'heal' }));
    expect(heal.filter((r) => r !== 'scope')).toEqual([]);
  });

  it('is allowed: a layout id renamed on its view', async () => {
    const files = {
      [LAYOUT]: layout('file_title', 'file_icon'),
      [TEST]: test('action_open_with_office', 'file_title'),
    };
    expect(refused(await guardOnTop(repo, files))).toEqual([]);
  });

  it('still refuses a check pointed at an id the base already declared, or at a declaration moved to another view', async () => {
    // the text view's id removed, the test now looking at the icon
    const existing = {
      [LAYOUT]: layout('file_label', 'file_icon'),
      [TEST]: test('action_open_with_office', 'file_icon'),
    };
    expect(refused(await guardOnTop(repo, existing))).toContain('finder-retargeted');
    // the text view loses its id, the icon takes a new one
    const moved = {
      [LAYOUT]: layout('file_label', 'file_title'),
      [TEST]: test('action_open_with_office', 'file_title'),
    };
    expect(refused(await guardOnTop(repo, moved))).toContain('finder-retargeted');
    // the menu item renamed while the test checks another item the base had
    const other = {
      [IDS]: ids('action_open_in_web_editor'),
      [MENU_FILTER]: filter('action_open_in_web_editor'),
      [TEST]: test('action_details', 'file_name'),
    };
    expect(refused(await guardOnTop(repo, other)).length).toBeGreaterThan(0);
  });
});
