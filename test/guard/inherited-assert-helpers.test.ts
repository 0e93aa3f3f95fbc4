import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 class 5, met in a real history outside the corpus: an `assert…` helper declared in another test file — an
 * abstract base test class, a shared helpers file — was read as a check by its name (`assertText("a", 1)`), never
 * followed, because only a test file's own functions were helpers before a call named like an assertion. So folding
 * the base class into its subclasses (the helper copied in, the base deleted) read as every check removed. Such a
 * helper is now looked up where it is declared and followed as a file's own is: moved, nothing changed; moved with
 * one of its checks dropped, that check is removed.
 */

const BASE = 'app/src/test/java/x/AbstractEditorTest.java';
const T = 'app/src/test/java/x/IndentTest.java';

const helper = `    protected void assertText(String expected, int cursor) {
        assertEquals(expected, editor.getText());
        assertEquals(cursor, editor.getSelectionStart());
    }
`;

const baseClass = `package x;

import static org.junit.Assert.assertEquals;

public abstract class AbstractEditorTest {
    protected Editor editor = new Editor();

${helper}}
`;

const subclass = (ownHelper: string) => `package x;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class IndentTest extends ${ownHelper ? 'Object' : 'AbstractEditorTest'} {
${ownHelper ? '    protected Editor editor = new Editor();\n\n' : ''}    @Test
    public void indentsTheLine() {
        editor.type("a");
        assertText("  a", 3);
    }
${ownHelper ? `\n${ownHelper}` : ''}}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [BASE]: baseClass, [T]: subclass('') });
});
afterAll(async () => {
  await repo?.remove();
});

describe('an assert… helper declared in another test file', () => {
  it('is followed: the base class folded into its subclass changes no check', async () => {
    const r = await guardOnTop(repo, { [BASE]: null, [T]: subclass(helper) });
    expect(r.refusals).toEqual([]);
  });

  it('still refuses a check dropped from the helper on its way into the subclass', async () => {
    const dropped = helper.replace('        assertEquals(cursor, editor.getSelectionStart());\n', '');
    const r = await guardOnTop(repo, { [BASE]: null, [T]: subclass(dropped) });
    expect(refusedTests(r)).toEqual(['assertion-removed IndentTest.indentsTheLine']);
  });

  it('still refuses the call changed where the helper stayed in the base class', async () => {
    const r = await guardOnTop(repo, { [T]: subclass('').replace('assertText("  a", 3)', 'assertText("a", 1)') });
    // both checks of the helper now expect other values
    expect(refusedTests(r)).toEqual([
      'assertion-weakened IndentTest.indentsTheLine',
      'assertion-weakened IndentTest.indentsTheLine',
    ]);
  });
});
