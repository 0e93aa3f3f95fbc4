import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (corona-warn-app/cwa-app-android 7d379aa035, "Remove all includes and data
 * binding in layouts"): a Kotlin file of top-level functions (`DataBindingAdapters.kt`: `@BindingAdapter fun
 * setChecked(…)`, …) deleted with its test class, `DataBindingAdaptersTest`. The file declares no class of its name, so
 * the test class had no subject and its deletion was refused as suppressed tests. A deleted app file whose top-level
 * functions all left the app is now the subject of the test class named after it, its functions the handles the
 * tests must use. Still refused: the tests deleted while the file stays, and one of its functions living on in
 * another file.
 */

const ADAPTERS = 'app/src/main/java/x/util/BindingAdapters.kt';
const VIEWS = 'app/src/main/java/x/util/Views.kt';
const TEST = 'app/src/test/java/x/util/BindingAdaptersTest.kt';

const setChecked = `@BindingAdapter("checked")
fun setChecked(switch: MaterialSwitch, status: Boolean?) {
    if (status != null) switch.isChecked = status
}
`;

const setTint = `@BindingAdapter("tint")
fun setTint(view: ImageView, color: Int) {
    view.setColorFilter(color)
}
`;

const file = (...functions: string[]) => `package x.util

import android.widget.ImageView
import androidx.databinding.BindingAdapter
import com.google.android.material.materialswitch.MaterialSwitch

${functions.join('\n')}`;

const test = `package x.util

import android.widget.ImageView
import com.google.android.material.materialswitch.MaterialSwitch
import io.mockk.Runs
import io.mockk.every
import io.mockk.just
import io.mockk.mockk
import io.mockk.verify
import org.junit.Test

class BindingAdaptersTest {
    private fun checked(status: Boolean?): MaterialSwitch {
        val switch = mockk<MaterialSwitch>().apply { every { isChecked = any() } just Runs }
        setChecked(switch, status)
        return switch
    }

    @Test
    fun setCheckedTrue() {
        val switch = checked(true)
        verify { switch.isChecked = true }
    }

    @Test
    fun setTintColour() {
        val view = mockk<ImageView>(relaxed = true)
        setTint(view, 7)
        verify { view.setColorFilter(7) }
    }
}
`;

let repo: TempRepo & { base: string };

beforeAll(async () => {
  repo = await tempRepo({ [ADAPTERS]: file(setChecked, setTint), [TEST]: test });
});

afterAll(async () => {
  await repo?.remove();
});

const both = [
  'test-suppressed BindingAdaptersTest.setCheckedTrue',
  'test-suppressed BindingAdaptersTest.setTintColour',
];

describe('a test class deleted with the file of top-level functions it is named after', () => {
  it('is allowed in review', async () => {
    expect(refused(await guardOnTop(repo, { [ADAPTERS]: null, [TEST]: null }))).toEqual([]);
  });

  it("is allowed while a class keeps a member of a function's name (another function)", async () => {
    const row = 'package x.util\n\nclass SwitchRow {\n    fun setChecked(on: Boolean?) = on == true\n}\n';
    const r = await guardOnTop(repo, { [ADAPTERS]: null, [TEST]: null }, { before: { [VIEWS]: row } });
    expect(refused(r)).toEqual([]);
  });

  it('still refuses the tests deleted while the file stays', async () => {
    expect(refused(await guardOnTop(repo, { [TEST]: null }))).toEqual(both);
  });

  it('still refuses them while one of its functions lives on in another file', async () => {
    const r = await guardOnTop(repo, { [ADAPTERS]: null, [VIEWS]: file(setTint), [TEST]: null });
    expect(refused(r)).toEqual(both);
  });
});
