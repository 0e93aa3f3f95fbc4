import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (found on real history outside the corpus): a test class moving to JUnit 5 turns its JUnit 4 rule into an
 * extension (`@Rule @JvmField val main = MainRule()` → `@RegisterExtension @JvmField val main = MainRule()`), and
 * that read as the rule removed. Where the file's tests run on Jupiter, Jupiter runs the extension around every test
 * (it never ran the `@Rule`), so the same value registered is no suppression. The same edit in a file still on
 * JUnit 4, or another value registered, is still a removed rule.
 */

const TEST = 'app/src/test/java/x/CounterTest.kt';

const counterTest = (annotation: string, testImport = 'org.junit.jupiter.api.Test', value = 'MainRule()') => `package x

import org.junit.Rule
import org.junit.jupiter.api.extension.RegisterExtension
import ${testImport}
import org.junit.jupiter.api.Assertions.assertEquals

class CounterTest {
    ${annotation}
    @JvmField
    val main = ${value}

    @Test
    fun counts() {
        assertEquals(2, Counter().apply { add(); add() }.value)
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [TEST]: counterTest('@Rule') });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a JUnit 4 rule made a JUnit 5 extension', () => {
  it('is no removed rule in a file whose tests run on Jupiter', async () => {
    expect(refused(await guardOnTop(repo, { [TEST]: counterTest('@RegisterExtension') }))).toEqual([]);
  });

  it('is still a removed rule in a file on JUnit 4, or with another value', async () => {
    const junit4 = { [TEST]: counterTest('@Rule', 'org.junit.Test') };
    const head = { [TEST]: counterTest('@RegisterExtension', 'org.junit.Test') };
    expect(refused(await guardOnTop(repo, head, { before: junit4 }))).toEqual(['test-suppressed']);
    const other = edited(counterTest('@RegisterExtension'), [['val main = MainRule()', 'val main = OtherRule()']]);
    expect(refused(await guardOnTop(repo, { [TEST]: other }))).toEqual(['test-suppressed']);
  });
});
