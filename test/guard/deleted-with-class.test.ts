import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A test deleted together with the app class it built and exercised (issue 27 class 4: `OldComparator<String>()`
 * sorted with, the class deleted and the app switched to another comparator), while its test class lives on with
 * tests of the replacement. Allowed in review, refused in heal; next to the deletions of the same shape that must
 * stay refused — the class still declared, a kept class built with the removed one as a collaborator, a removed
 * class nothing in the app used.
 */

const OLD = 'app/src/main/java/x/sort/OldComparator.kt';
const NEW = 'app/src/main/java/x/sort/NewComparator.kt';
const UNUSED = 'app/src/main/java/x/sort/UnusedComparator.kt';
const FILES = 'app/src/main/java/x/Files.java';
const SORTER = 'app/src/main/java/x/sort/Sorter.kt';
const TEST = 'app/src/test/java/x/sort/SortTest.kt';
// an extension on String declares `orBlank`, not `String`: the test naming String names nothing the app declares
const NAMES = 'app/src/main/java/x/Names.kt';
const names = 'package x\n\nfun String?.orBlank(): String = this ?: ""\n';

const comparator = (name: string) => `package x.sort

class ${name}<T> : Comparator<T> {
    override fun compare(a: T, b: T): Int = a.toString().compareTo(b.toString())
}
`;

const files = (name: string) => `package x;

import java.util.Collections;
import java.util.List;

public class Files {
    public static void sort(List<String> names) {
        Collections.sort(names, new x.sort.${name}<>());
    }
}
`;

const sorter = `package x.sort

class Sorter(private val comparator: Comparator<String>) {
    fun sorted(names: List<String>): List<String> = names.sortedWith(comparator)
}
`;

const test = (name: string, body: string) => `
    @Test
    fun ${name}() {
${body}
    }
`;
const sortsWith = (cls: string) =>
  `        val sut = ${cls}<String>()\n        val sorted = arrayOf("b", "a").clone().sortedWith(sut)\n        assertEquals(listOf("a", "b"), sorted)`;
const sortTest = (...tests: string[]) => `package x.sort

import org.junit.Assert.assertEquals
import org.junit.Test

class SortTest {${tests.join('')}}
`;
const oldTest = test('sortsWithTheOldComparator', sortsWith('OldComparator'));
const newTest = test('sortsWithTheNewComparator', sortsWith('NewComparator'));
const unusedTest = test('sortsWithTheUnusedComparator', sortsWith('UnusedComparator'));
const sorterTest = test(
  'sorterSorts',
  '        val sorter = Sorter(OldComparator<String>())\n        assertEquals(listOf("a", "b"), sorter.sorted(listOf("b", "a")))',
);

let repo: TempRepo & { base: string };

beforeAll(async () => {
  repo = await tempRepo({
    [OLD]: comparator('OldComparator'),
    [NEW]: comparator('NewComparator'),
    [UNUSED]: comparator('UnusedComparator'),
    [FILES]: files('OldComparator'),
    [SORTER]: sorter,
    [NAMES]: names,
    [TEST]: sortTest(oldTest, newTest, unusedTest, sorterTest),
  });
});

afterAll(async () => {
  await repo?.remove();
});

const guard = (change: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, change, { policy });

describe('a test deleted with the app class it built', () => {
  it('is allowed in review and refused in heal', async () => {
    // the kept Sorter's test now builds it with the new comparator: only the old comparator's test goes
    const change = {
      [OLD]: null,
      [FILES]: files('NewComparator'),
      [TEST]: sortTest(newTest, unusedTest, sorterTest.replace(/Old/g, 'New')),
    };
    expect(refused(await guard(change))).toEqual([]);
    expect(refused(await guard(change, 'heal'))).toContain('test-suppressed SortTest.sortsWithTheOldComparator');
  });

  it('still refuses it when the class is still declared', async () => {
    const change = { [FILES]: files('NewComparator'), [TEST]: sortTest(newTest, unusedTest, sorterTest) };
    expect(refused(await guard(change))).toEqual(['test-suppressed SortTest.sortsWithTheOldComparator']);
  });

  it('still refuses a test of a kept class built with the removed one as its collaborator', async () => {
    const change = { [OLD]: null, [FILES]: files('NewComparator'), [TEST]: sortTest(newTest, unusedTest) };
    expect(refused(await guard(change))).toEqual(['test-suppressed SortTest.sorterSorts']);
  });

  it('still refuses a test of a removed class nothing in the app used', async () => {
    const change = { [UNUSED]: null, [TEST]: sortTest(oldTest, newTest, sorterTest) };
    expect(refused(await guard(change))).toEqual(['test-suppressed SortTest.sortsWithTheUnusedComparator']);
  });
});
