import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: Kotlin Android Extensions' synthetic views replaced by View Binding. The old test read
 * the view `activity.item_list` through `import kotlinx.android.synthetic.main.….*`; the head reads the same
 * view as `activity.binding.itemList`. Another view, the activity's own member, or a file that still imports
 * synthetics is still refused.
 */

const ACTIVITY = 'app/src/main/java/x/ListActivity.kt';
const TEST = 'app/src/androidTest/java/x/ListActivityTest.kt';

const activity = `package x

import android.os.Bundle
import kotlinx.android.synthetic.main.activity_list.*

class ListActivity : AppCompatActivity() {
    override fun onCreate(state: Bundle?) {
        super.onCreate(state)
        setContentView(R.layout.activity_list)
        item_list.adapter = ItemAdapter()
    }
}
`;

const bound = `package x

import android.os.Bundle

class ListActivity : AppCompatActivity() {
    lateinit var binding: ActivityListBinding

    override fun onCreate(state: Bundle?) {
        super.onCreate(state)
        binding = ActivityListBinding.inflate(layoutInflater)
        setContentView(binding.root)
        binding.itemList.adapter = ItemAdapter()
    }
}
`;

const test = (imports: string, first: string, second: string) => `package x

import androidx.test.rule.ActivityTestRule
${imports}import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test

class ListActivityTest {
    @get:Rule
    val rule = ActivityTestRule(ListActivity::class.java)

    @Test
    fun listHasItems() {
        val activity = rule.activity
        assertTrue("the list has children", ${first}.childCount > 0)
    }

    @Test
    fun listShowsThree() {
        assertEquals(3, ${second}.adapter!!.itemCount)
    }
}
`;

const synthetic = 'import kotlinx.android.synthetic.main.activity_list.*\n';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({
    [ACTIVITY]: activity,
    [TEST]: test(synthetic, 'activity.item_list', 'rule.activity.item_list'),
  });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];
const migrated = (first: string, second: string, imports = '') =>
  guardOnTop(repo, { [ACTIVITY]: bound, [TEST]: test(imports, first, second) });

describe('synthetic views read through View Binding', () => {
  it('allows activity.item_list → activity.binding.itemList, on any receiver', async () => {
    expect(refused(await migrated('activity.binding.itemList', 'rule.activity.binding.itemList'))).toEqual([]);
  });

  it('still refuses another view, the activity’s own member, or a file that still imports synthetics', async () => {
    const second = 'rule.activity.binding.itemList';
    for (const [first, imports] of [
      ['activity.binding.emptyView', ''],
      ['activity.window.decorView', ''],
      ['activity.binding.itemList', synthetic],
    ])
      expect(refused(await migrated(first!, second, imports)), first).toEqual([
        'assertion-weakened ListActivityTest.listHasItems',
      ]);
  });
});
