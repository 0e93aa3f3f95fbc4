import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 class 4, met in a real history outside the corpus: a test of a private method reached by reflection
 * (`Method m = TextUtil.class.getDeclaredMethod("escape", char.class)`, then `assertEquals("\\*", m.invoke(null, '*'))`)
 * deleted together with that method. Its checks name only the local, so the test did not read as being about the
 * removed member. A local bound to a reflective lookup of a removed member now stands for it. Still refused: the
 * test deleted while the member lives on.
 */

const APP = 'app/src/main/java/x/TextUtil.java';
const T = 'app/src/test/java/x/TextUtilTest.java';

const app = (withEscape: boolean) => `package x;

public class TextUtil {
    public static String bold(String s) {
        return "**" + s + "**";
    }
${withEscape ? '\n    private static String escape(char c) {\n        return "\\\\" + c;\n    }\n' : ''}}
`;

const test = `package x;

import static org.junit.Assert.assertEquals;

import java.lang.reflect.Method;

import org.junit.Test;

public class TextUtilTest {
    @Test
    public void bolds() {
        assertEquals("**a**", TextUtil.bold("a"));
    }

    @Test
    public void escapes() throws Exception {
        final Method m = TextUtil.class.getDeclaredMethod("escape", char.class);
        m.setAccessible(true);
        assertEquals("\\\\*", m.invoke(null, '*'));
        assertEquals("\\\\_", m.invoke(null, '_'));
    }
}
`;

/** The test without `escapes` (a Java method: git-repo's `withoutTest` reads Kotlin's `fun`). */
const withoutEscapes = test.replace(/\n {4}@Test\n {4}public void escapes\(\)[\s\S]*?\n {4}}\n/, '\n');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app(true), [T]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a test reaching a member by reflection', () => {
  it('goes with the member: deleted together, nothing that exists lost a check', async () => {
    expect(withoutEscapes).not.toContain('escapes');
    expect(refusedTests(await guardOnTop(repo, { [APP]: app(false), [T]: withoutEscapes }))).toEqual([]);
  });

  it('is still a suppression when the member lives on', async () => {
    expect(refusedTests(await guardOnTop(repo, { [T]: withoutEscapes }))).toEqual([
      'test-suppressed TextUtilTest.escapes',
    ]);
  });
});

/**
 * The lookup held by a property of the test class (dd-sdk-android 6075149d1c, not in the corpus: `private val
 * getMethodFn: Method = Utils::class.java.getDeclaredMethod("getMethod", …)`, each test `val result =
 * getMethodFn.invoke(utils, node, "x")` then `assertThat(result)…`), the whole test file deleted with the private
 * member. The property stands for the member, and `fn.invoke(…)` is the call of `fn`, so the local holds its result.
 * Still refused: the member kept, or a test whose property looks up a member that lives on.
 */
describe('a test reaching a member through a property holding the reflective lookup', () => {
  const KAPP = 'app/src/main/java/x/Names.kt';
  const KT = 'app/src/test/java/x/NamesReflectionTest.kt';
  const kapp = (withStrip: boolean) =>
    `package x\n\nclass Names {\n    fun shout(s: String) = s.uppercase()\n${withStrip ? '\n    private fun strip(s: String) = s.trim()\n' : ''}}\n`;
  const ktest = (member: string) => `package x

import java.lang.reflect.Method
import org.junit.Assert.assertEquals
import org.junit.Test

class NamesReflectionTest {
    private val names = Names()

    private val stripFn: Method = Names::class.java
        .getDeclaredMethod("${member}", String::class.java)
        .also { it.isAccessible = true }

    @Test
    fun strips() {
        val result = stripFn.invoke(names, " a ")
        assertEquals("a", result)
    }
}
`;
  let r: TempRepo & { base: string };
  beforeAll(async () => {
    r = await tempRepo({ [KAPP]: kapp(true), [KT]: ktest('strip') });
  });
  afterAll(async () => {
    await r?.remove();
  });

  it('goes with the member: the test file deleted together with it', async () => {
    expect(refusedTests(await guardOnTop(r, { [KAPP]: kapp(false), [KT]: null }))).toEqual([]);
  });

  it('is still a suppression when the member lives on, or the property looks up a kept member', async () => {
    expect(refusedTests(await guardOnTop(r, { [KT]: null }))).toEqual(['test-suppressed NamesReflectionTest.strips']);
    const other = await tempRepo({ [KAPP]: kapp(true), [KT]: ktest('shout') });
    try {
      expect(refusedTests(await guardOnTop(other, { [KAPP]: kapp(false), [KT]: null }))).toEqual([
        'test-suppressed NamesReflectionTest.strips',
      ]);
    } finally {
      await other.remove();
    }
  });
});
