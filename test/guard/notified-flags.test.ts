import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A `Boolean` result made a notification (issue 27; getodk/collect 6ac23656c2: `fun setData(objectData: Any): Boolean`
 * → `fun setData(objectData: Any)` calling `widget.widgetValueChanged()`, and `assertThat(changed, equalTo(true))` →
 * `verify(widget).widgetValueChanged()`, `equalTo(false)` → `verify(widget, never()).widgetValueChanged()`). Still
 * refused: the polarity swapped, the flag check dropped with no verification, a verification of a member the change
 * did not start calling, and the same rewrite while the function still returns its flag.
 */

const APP = 'app/src/main/java/v/Delegate.kt';
const TEST = 'app/src/test/java/v/DelegateTest.kt';

const app = `package v

interface Widget {
    fun valueChanged()

    fun refresh()
}

class Delegate(private val widget: Widget, private val store: MutableList<String>) {
    fun setData(data: Any): Boolean {
        if (data is String && data.isNotEmpty()) {
            store.add(data)
            return true
        }
        return false
    }

    fun clear() {
        store.clear()
        widget.refresh()
    }
}
`;

const test = `package v

import org.hamcrest.MatcherAssert.assertThat
import org.hamcrest.Matchers.equalTo
import org.junit.Test
import org.mockito.kotlin.mock
import org.mockito.kotlin.never
import org.mockito.kotlin.verify

class DelegateTest {
    private val store = mutableListOf<String>()
    private val widget = mock<Widget>()

    @Test
    fun storesText() {
        val changed = Delegate(widget, store).setData("a")
        assertThat(changed, equalTo(true))
        assertThat(store, equalTo(listOf("a")))
    }

    @Test
    fun ignoresEmptyText() {
        val changed = Delegate(widget, store).setData("")
        assertThat(changed, equalTo(false))
        assertThat(store, equalTo(emptyList()))
    }
}
`;

// the change: `setData` returns nothing and tells the widget
const notifies = edited(app, [
  ['fun setData(data: Any): Boolean {', 'fun setData(data: Any) {'],
  ['            return true\n', '            widget.valueChanged()\n'],
  ['        return false\n', ''],
]);

const verified = (t: string, yes: string, no: string) =>
  edited(t, [
    ['val changed = Delegate(widget, store).setData("a")', 'Delegate(widget, store).setData("a")'],
    ['        assertThat(changed, equalTo(true))\n', ''],
    ['assertThat(store, equalTo(listOf("a")))', `assertThat(store, equalTo(listOf("a")))\n        ${yes}`],
    ['val changed = Delegate(widget, store).setData("")', 'Delegate(widget, store).setData("")'],
    ['        assertThat(changed, equalTo(false))\n', ''],
    ['assertThat(store, equalTo(emptyList()))', `assertThat(store, equalTo(emptyList()))\n        ${no}`],
  ]);

const notified = verified(test, 'verify(widget).valueChanged()', 'verify(widget, never()).valueChanged()');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a Boolean result made a notification of a collaborator', () => {
  it('reads the flag checks as verifications of the notification (review)', async () => {
    expect(refusedTests(await guardOnTop(repo, { [APP]: notifies, [TEST]: notified }))).toEqual([]);
  });

  it('is refused under heal, where a fixer does not rewrite checks', async () => {
    expect(refusedTests(await guardOnTop(repo, { [APP]: notifies, [TEST]: notified }, { policy: 'heal' }))).toEqual([
      'assertion-removed DelegateTest.ignoresEmptyText',
      'assertion-removed DelegateTest.storesText',
    ]);
  });

  it('still refuses the polarity swapped, and a member the change did not start calling', async () => {
    const swapped = verified(test, 'verify(widget, never()).valueChanged()', 'verify(widget).valueChanged()');
    expect(refusedTests(await guardOnTop(repo, { [APP]: notifies, [TEST]: swapped }))).toEqual([
      'assertion-removed DelegateTest.ignoresEmptyText',
      'assertion-removed DelegateTest.storesText',
    ]);
    const other = verified(test, 'verify(widget).refresh()', 'verify(widget, never()).refresh()');
    expect(refusedTests(await guardOnTop(repo, { [APP]: notifies, [TEST]: other }))).toEqual([
      'assertion-removed DelegateTest.ignoresEmptyText',
      'assertion-removed DelegateTest.storesText',
    ]);
  });

  it('still refuses the flag check dropped with no verification', async () => {
    const dropped = verified(test, '', '');
    expect(refusedTests(await guardOnTop(repo, { [APP]: notifies, [TEST]: dropped }))).toEqual([
      'assertion-removed DelegateTest.ignoresEmptyText',
      'assertion-removed DelegateTest.storesText',
    ]);
  });

  it('still refuses the rewrite while the function still returns its flag', async () => {
    const alsoNotifies = edited(app, [
      ['            return true\n', '            widget.valueChanged()\n            return true\n'],
    ]);
    expect(refusedTests(await guardOnTop(repo, { [APP]: alsoNotifies, [TEST]: notified }))).toEqual([
      'assertion-removed DelegateTest.ignoresEmptyText',
      'assertion-removed DelegateTest.storesText',
    ]);
  });
});
