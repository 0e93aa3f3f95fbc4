import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';
import { refusals } from './rules-harness.js';

/**
 * A one-value check with two arguments, neither a string literal: which one is the message is the library's choice
 * (src/guard/inventory/message-position.ts). JUnit 4 puts it first (`assertTrue(String message, boolean condition)`),
 * kotlin.test, JUnit 5 and TestNG last. Met on TeamAmaze/AmazeFileManager c78c5f2f4d (not in the corpus): the message
 * literal moved into a helper (`assertTrue(listNotEmptyError(n), results.isEmpty())`) read as a changed subject —
 * and, the other way round, a condition weakened behind such a message went through unseen.
 */

const T = 'app/src/test/java/x/SearchTest.kt';
const J = 'app/src/test/java/x/SearchJavaTest.java';

const kotlin = (body: string, imports: string) =>
  `package x\n\n${imports}\nimport org.junit.Test\n\nclass SearchTest {\n    @Test\n    fun a() {\n        val found = search("q")\n        ${body}\n    }\n\n    private fun notEmpty(n: Int) = "List was not empty but had $n elements"\n}\n`;
const java = (body: string) =>
  `package x;\n\nimport static org.junit.Assert.*;\nimport org.junit.Test;\n\npublic class SearchJavaTest {\n    @Test\n    public void a() {\n        Store found = search("q");\n        ${body}\n    }\n\n    private String notEmpty(int n) { return "List was not empty but had " + n; }\n}\n`;

const junit4 = ['import org.junit.Assert', 'import org.junit.Assert.assertTrue\nimport org.junit.Assert.assertNotNull'];
const rules = async (file: string, base: string, head: string) =>
  (await refusals({ [file]: base }, { [file]: head })).map((r) => r.rule);

// Java is read through the guard itself (the in-memory harness parses Kotlin only)
let repo: TempRepo & { base: string };
const javaBase = java('assertTrue(notEmpty(found.size()), found.size() <= 2);');
beforeAll(async () => {
  repo = await tempRepo({ [J]: javaBase });
});
afterAll(() => repo.remove());
const javaRules = async (head: string) => (await guardOnTop(repo, { [J]: head })).refusals.map((r) => r.rule);

describe('the message of a JUnit 4 check, whatever it looks like', () => {
  it('is a message: moving its text into a helper changes no check', async () => {
    const cases: Array<[string, string, string]> = [
      [
        junit4[0]!,
        'Assert.assertTrue("List was not empty but had ${found.size} elements", found.isEmpty())',
        'Assert.assertTrue(notEmpty(found.size), found.isEmpty())',
      ],
      [
        junit4[1]!,
        'assertTrue("List was not empty but had ${found.size} elements", found.isEmpty())',
        'assertTrue(notEmpty(found.size), found.isEmpty())',
      ],
      [junit4[1]!, 'assertNotNull("no first", found.firstOrNull())', 'assertNotNull(notEmpty(0), found.firstOrNull())'],
    ];
    for (const [imports, base, head] of cases)
      expect(await rules(T, kotlin(base, imports), kotlin(head, imports)), `${base} → ${head}`).toEqual([]);
    expect(await javaRules(java('assertTrue(notEmpty(found.size() + 1), found.size() <= 2);'))).toEqual([]);
  });

  it('does not hide the condition: a condition weakened behind a helper message is refused', async () => {
    const cases: Array<[string, string, string]> = [
      [
        junit4[0]!,
        'Assert.assertTrue(notEmpty(found.size), found.size <= 2)',
        'Assert.assertTrue(notEmpty(found.size), found.size >= 0)',
      ],
      [junit4[1]!, 'assertTrue(notEmpty(found.size), found.size <= 2)', 'assertTrue(notEmpty(found.size), true)'],
      [junit4[1]!, 'assertNotNull(notEmpty(0), found.firstOrNull())', 'assertNotNull(notEmpty(0), found)'],
    ];
    for (const [imports, base, head] of cases)
      expect(await rules(T, kotlin(base, imports), kotlin(head, imports)), `${base} → ${head}`).not.toEqual([]);
    expect(await javaRules(java('assertTrue(notEmpty(found.size()), found.size() >= 0);'))).toEqual([
      'assertion-weakened',
    ]);
  });
});

describe('the message of a kotlin.test check comes last', () => {
  it('reads the first argument as the condition, so weakening it is refused and a new message is not', async () => {
    const imports = 'import kotlin.test.assertTrue';
    expect(
      await rules(
        T,
        kotlin('assertTrue(found.size <= 2, notEmpty(found.size))', imports),
        kotlin('assertTrue(found.size >= 0, notEmpty(found.size))', imports),
      ),
    ).not.toEqual([]);
    expect(
      await rules(
        T,
        kotlin('assertTrue(found.size <= 2, "too many")', imports),
        kotlin('assertTrue(found.size <= 2, notEmpty(found.size))', imports),
      ),
    ).toEqual([]);
  });
});
