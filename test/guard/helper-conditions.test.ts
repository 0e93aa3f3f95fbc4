import { describe, expect, it } from 'vitest';
import { guardOnTop, refusedDetails, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 5: a true/false check made through the test's own one-expression helper
 * (`assertThat(hasItem(TAG)).isTrue()`, `fun hasItem(tag) = state.items.any { it.testingTag == tag }`) looks for a
 * tag as a finder does. The app renaming the constant and its value, the test following, is no retarget; the test
 * pointed at another tag, or the helper made to check less, still is — and the refusal shows what the helper now
 * checks, not the same call text twice.
 */

const T = 'core/src/test/java/x/MenuStateTest.kt';
const A = 'core/src/main/java/x/MenuState.kt';
const app = (name: string, value: string) =>
  `package x\n\nconst val ${name} = "${value}"\nconst val SHARE_TAG = "shareTag"\n\n` +
  `class MenuState {\n    val items = listOf(Item(testingTag = ${name}), Item(testingTag = SHARE_TAG))\n}\n`;
const test = (name: string, helper = 'state.items.any { it.testingTag == tag }') =>
  `package x\n\nclass MenuStateTest {\n    private val state = MenuState()\n\n    private fun hasItem(tag: String) =\n        ${helper}\n\n` +
  `    @Test\n    fun itemShown() {\n        assertThat(hasItem(${name})).isTrue()\n    }\n}\n`;

describe('a check through a helper that looks for a tag', () => {
  it('allows the app and the test moving to a renamed tag constant with a new value', async () => {
    const repo = await tempRepo({
      [A]: app('RANDOM_ARTICLE_TAG', 'randomArticleTag'),
      [T]: test('RANDOM_ARTICLE_TAG'),
    });
    try {
      const head = { [A]: app('RANDOM_PAGE_TAG', 'randomPageTag'), [T]: test('RANDOM_PAGE_TAG') };
      expect(refusedDetails(await guardOnTop(repo, head))).toEqual([]);
    } finally {
      await repo.remove();
    }
  });

  it('still refuses the test pointed at another tag the app kept', async () => {
    const repo = await tempRepo({ [A]: app('RANDOM_PAGE_TAG', 'randomPageTag'), [T]: test('RANDOM_PAGE_TAG') });
    try {
      expect(refusedDetails(await guardOnTop(repo, { [T]: test('SHARE_TAG') }))).toEqual([
        expect.stringMatching(/^assertion-weakened /),
      ]);
    } finally {
      await repo.remove();
    }
  });

  it('still refuses the helper made to check less, showing its condition on both sides', async () => {
    const repo = await tempRepo({ [A]: app('RANDOM_PAGE_TAG', 'randomPageTag'), [T]: test('RANDOM_PAGE_TAG') });
    try {
      const head = { [T]: test('RANDOM_PAGE_TAG', 'state.items.isNotEmpty()') };
      expect(refusedDetails(await guardOnTop(repo, head))).toEqual([
        'assertion-weakened changed what the assertion checks: assertThat(hasItem(RANDOM_PAGE_TAG)).isTrue() → ' +
          'assertThat(hasItem(RANDOM_PAGE_TAG)).isTrue() (the check is in hasItem(): ' +
          'state.items.any{it.testingTag=="randomPageTag"} → state.items.isNotEmpty)',
      ]);
    } finally {
      await repo.remove();
    }
  });
});
