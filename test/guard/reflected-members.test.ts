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
