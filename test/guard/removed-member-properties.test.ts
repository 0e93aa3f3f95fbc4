import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (commons-app/apps-android-commons c1acdbe31a, "remove method"): a Java
 * adapter's nested `ViewHolder` lost `removeWhitespace(String)`, and a kept test dropped its check
 * `assertEquals(expected, viewHolder.removeWhitespace(text))`, `viewHolder` a property of the test class
 * (`private lateinit var viewHolder: CaptionAdapter.ViewHolder`, set in `@Before`). The receiver's class decides, as
 * for a local built as that class (removed-member-receivers.test.ts): the member is gone from it and the old check
 * cannot compile. Still refused: the dropped check reads a member the class keeps, or a property declared as another
 * class that keeps the name.
 */

const A = 'app/src/main/java/x/CaptionAdapter.java';
const F = 'app/src/main/java/x/CaptionFormatter.kt';
const T = 'app/src/test/java/x/CaptionAdapterTest.kt';

const adapter = `package x;

public class CaptionAdapter {
    public class ViewHolder {
        public String convertSpaces(String source) {
            return source.replace('\\u3000', ' ');
        }

        public String removeWhitespace(String source) {
            return source.strip();
        }
    }
}
`;

const formatter = `package x

class CaptionFormatter {
    fun removeWhitespace(source: String): String = source.trim()
}
`;

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test

class CaptionAdapterTest {
    private lateinit var viewHolder: CaptionAdapter.ViewHolder
    private lateinit var formatter: CaptionFormatter

    @Before
    fun setUp() {
        viewHolder = adapter.onCreateViewHolder(parent, 0)
        formatter = CaptionFormatter()
    }

    @Test
    fun captions() {
        assertEquals("a b", viewHolder.convertSpaces("a\\u3000b"))
        assertEquals("text", viewHolder.removeWhitespace("  text "))
        assertEquals("text", formatter.removeWhitespace(" text"))
    }
}
`;

const dropped = (line: string) => edited(test, [[`        ${line}\n`, '']]);
const withoutRemove = edited(adapter, [
  ['\n        public String removeWhitespace(String source) {\n            return source.strip();\n        }\n', ''],
]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [A]: adapter, [F]: formatter, [T]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a check of a member removed from the class a test class property is declared as', () => {
  it('goes with the member', async () => {
    const check = 'assertEquals("text", viewHolder.removeWhitespace("  text "))';
    expect(refusedDetails(await guardOnTop(repo, { [A]: withoutRemove, [T]: dropped(check) }))).toEqual([]);
  });

  it('is refused when the dropped check reads a member the class keeps', async () => {
    const check = 'assertEquals("a b", viewHolder.convertSpaces("a\\u3000b"))';
    expect(refusedDetails(await guardOnTop(repo, { [A]: withoutRemove, [T]: dropped(check) }))).toEqual([
      `assertion-removed removed the assertion: ${check}`,
    ]);
  });

  it('is refused when the property is declared as another class that keeps the name', async () => {
    const check = 'assertEquals("text", formatter.removeWhitespace(" text"))';
    expect(refusedDetails(await guardOnTop(repo, { [A]: withoutRemove, [T]: dropped(check) }))).toEqual([
      `assertion-removed removed the assertion: ${check}`,
    ]);
  });
});
