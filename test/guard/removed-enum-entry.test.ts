import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enumEntries } from '../../src/guard/enum-entries.js';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A test deleted with the enum entry it checked (issue 27 class 4): a pixel and the code that fired it removed,
 * with the test that it is not fired at start. The entry is no `class`/`fun`/`val`, but it is the app member the
 * check named. Allowed in review, refused in heal; still refused when the entry stays, or when another enum of the
 * app still declares an entry of that name (the check may be about that one).
 */

const PIXELS = 'app/src/main/java/x/pixels/PixelName.kt';
const OTHER = 'app/src/main/java/x/legacy/LegacyPixel.java';
const VM = 'app/src/main/java/x/page/PageViewModel.kt';
const PAGE = 'app/src/main/java/x/page/PageFragment.kt';
const TEST = 'app/src/test/java/x/page/PageViewModelTest.kt';

const pixels = `package x.pixels

enum class PixelName(override val pixelName: String) : Pixel.PixelName {
    PAGE_SHOWN_UNIQUE("m_page_shown_u"),
    BUTTON_CLICKED("m_button_clicked") {
        override fun daily() = true
    },
    ;

    open fun daily() = false
}
`;

const vm = `package x.page

class PageViewModel(private val pixel: Pixel) {
    fun onPageShown() {
        pixel.fire(PixelName.PAGE_SHOWN_UNIQUE, type = Unique())
    }

    fun onButtonClicked() {
        pixel.fire(PixelName.BUTTON_CLICKED)
    }
}
`;

const page = `package x.page

class PageFragment : Fragment() {
    override fun onResume() {
        super.onResume()
        viewModel.onPageShown()
    }
}
`;

const test = `package x.page

import org.junit.Test

class PageViewModelTest {
    private val pixel: Pixel = mock()
    private var testee = PageViewModel(pixel)

    @Test
    fun whenCreatedThenPageShownNotFired() {
        testee = PageViewModel(pixel)

        verify(pixel, never()).fire(PixelName.PAGE_SHOWN_UNIQUE, type = Unique())
    }

    @Test
    fun whenButtonClickedThenPixelFired() {
        testee.onButtonClicked()

        verify(pixel).fire(PixelName.BUTTON_CLICKED)
    }
}
`;

const legacy = `package x.legacy;

public enum LegacyPixel {
    PAGE_SHOWN_UNIQUE,
    OTHER;
}
`;

const withoutShownTest = test.replace(
  /\n {4}@Test\n {4}fun whenCreatedThenPageShownNotFired\(\) \{[\s\S]*?\n {4}\}\n/,
  '\n',
);
const pixelsWithoutShown = pixels.replace('    PAGE_SHOWN_UNIQUE("m_page_shown_u"),\n', '');
const vmWithoutShown = vm.replace(/ {4}fun onPageShown\(\) \{[\s\S]*?\n {4}\}\n\n/, '');
const pageWithoutShown = page.replace('        viewModel.onPageShown()\n', '');

let repo: TempRepo & { base: string };

beforeAll(async () => {
  repo = await tempRepo({ [PIXELS]: pixels, [VM]: vm, [PAGE]: page, [TEST]: test });
});

afterAll(async () => {
  await repo?.remove();
});

const guard = (
  files: Record<string, string | null>,
  policy: 'review' | 'heal' = 'review',
  before: Record<string, string | null> = {},
) => guardOnTop(repo, files, { policy, before });

describe('a test deleted with the enum entry it checked', () => {
  it('reads the entries of Kotlin and Java enums, bodies and arguments aside', () => {
    expect([...enumEntries(pixels)]).toEqual(['PAGE_SHOWN_UNIQUE', 'BUTTON_CLICKED']);
    expect([...enumEntries(legacy)]).toEqual(['PAGE_SHOWN_UNIQUE', 'OTHER']);
  });

  it('is allowed in review and refused in heal', async () => {
    for (const src of [pixelsWithoutShown, vmWithoutShown, pageWithoutShown, withoutShownTest])
      expect(src).not.toMatch(/PAGE_SHOWN_UNIQUE|onPageShown/);
    const change = {
      [PIXELS]: pixelsWithoutShown,
      [VM]: vmWithoutShown,
      [PAGE]: pageWithoutShown,
      [TEST]: withoutShownTest,
    };
    expect(refused(await guard(change))).toEqual([]);
    expect(refused(await guard(change, 'heal'))).toEqual([
      'test-suppressed PageViewModelTest.whenCreatedThenPageShownNotFired',
    ]);
  });

  it('still refuses the test deleted while the entry stays', async () => {
    const change = { [VM]: vmWithoutShown, [PAGE]: pageWithoutShown, [TEST]: withoutShownTest };
    expect(refused(await guard(change))).toEqual([
      'test-suppressed PageViewModelTest.whenCreatedThenPageShownNotFired',
    ]);
  });

  it('still refuses it when another enum of the app declares an entry of that name', async () => {
    const change = {
      [PIXELS]: pixelsWithoutShown,
      [VM]: vmWithoutShown,
      [PAGE]: pageWithoutShown,
      [TEST]: withoutShownTest,
    };
    expect(refused(await guard(change, 'review', { [OTHER]: legacy }))).toEqual([
      'test-suppressed PageViewModelTest.whenCreatedThenPageShownNotFired',
    ]);
  });
});
