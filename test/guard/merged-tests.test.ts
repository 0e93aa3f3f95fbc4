import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardPolicy } from '../../src/guard/change.js';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 class 1, met in a real history outside the corpus: two tests merged into one (the second's body
 * appended to the first, which is renamed), read as the second test deleted. Its actions and checks all still run,
 * in order, under the class's set-up: nothing is lost (review). Only its checks copied without what it did first,
 * or the merged test skipped or its new part swallowed, is still a lost test; and
 * under the heal policy a fixer keeps the tests it was given.
 */

const cls = (tests: string, name = 'ListWatcherTest') =>
  `package x\n\nimport org.junit.Assert.assertEquals\nimport org.junit.Test\n\nclass ${name} {\n    private val editor = Editor()\n${tests}}\n`;
const simple = `        editor.setText("- Test")
        editor.pressEnter(6)
        assertEquals("- Test\\n- ", editor.text)`;
const ordered = `        editor.setText("1. Test")
        editor.pressEnter(7)
        assertEquals("1. Test\\n2. ", editor.text)`;
const test = (name: string, body: string, annotation = '    @Test\n') =>
  `${annotation}    fun ${name}() {\n${body}\n    }\n\n`;
const base = cls(test('continuesLists', simple) + test('continuesOrderedLists', ordered));
const T = 'app/src/test/java/x/ListWatcherTest.kt';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [T]: base });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string>, policy: GuardPolicy = 'review') => guardOnTop(repo, files, { policy });

const rules = (r: GuardResult) => [...new Set(r.refusals.map((x) => x.rule))].sort();

describe('two tests merged into one', () => {
  it('loses no check when the whole second body runs in the first (renamed or not)', async () => {
    for (const name of ['continuesLists', 'continuesSimpleLists']) {
      const r = await guard({ [T]: cls(test(name, `${simple}\n\n${ordered}`)) });
      expect(r.refusals, name).toEqual([]);
    }
  });

  it('still refuses the checks copied without the actions, or a merged test that skips or swallows', async () => {
    const checksOnly = `${simple}\n        assertEquals("1. Test\\n2. ", editor.text)`;
    expect(rules(await guard({ [T]: cls(test('continuesLists', checksOnly)) }))).toEqual(['test-suppressed']);
    const ignored = test('continuesLists', `${simple}\n${ordered}`, '    @Ignore\n    @Test\n');
    expect(rules(await guard({ [T]: cls(ignored) }))).toContain('test-suppressed');
    const swallowed = `${simple}\n        try {\n${ordered}\n        } catch (e: AssertionError) {\n        }`;
    expect(rules(await guard({ [T]: cls(test('continuesLists', swallowed)) }))).toContain('test-suppressed');
  });

  it('is refused under the heal policy', async () => {
    const r = await guard({ [T]: cls(test('continuesLists', `${simple}\n\n${ordered}`)) }, 'heal');
    expect(rules(r)).toContain('test-suppressed');
  });
});
