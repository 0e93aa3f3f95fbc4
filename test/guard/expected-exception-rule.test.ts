import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/change.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

const refused = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.detail.split(': ')[0]}`);

/**
 * Issue 27, a form met outside the corpus (Catrobat/Catroid ca54e26ecb): a Java test class declared JUnit 4's
 * `@Rule public final ExpectedException exception = ExpectedException.none();` and no test used it; a cleanup (here a
 * conversion to Kotlin) dropped it, refused as a removed test rule. The rule expects nothing until a test calls
 * `exception.expect(T)` — a check of its own — so deleting it while no code of the file names it loses nothing. Still
 * refused: the rule deleted with the `expect` call a test made on it, and the rule kept without `@Rule`.
 */

const T = 'app/src/test/java/x/GlideTest.java';
const java = (rule: string, body = 'action.act(1f);') => `package x;

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.ExpectedException;

import static org.junit.Assert.assertEquals;

public class GlideTest {
${rule}
    @Test
    public void glides() {
        Action action = factory.createGlideTo(sprite, 12f);
        ${body}
        assertEquals(12f, sprite.getX(), 0f);
    }
}
`;
const rule = '    @Rule\n    public final ExpectedException exception = ExpectedException.none();\n';

describe('an ExpectedException rule removed', () => {
  let repo: TempRepo & { base: string };
  let used: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [T]: java(rule) });
    used = await tempRepo({
      [T]: java(rule, 'exception.expect(NullPointerException.class);\n        action.act(1f);'),
    });
  });
  afterAll(async () => {
    await repo?.remove();
    await used?.remove();
  });

  it('allows deleting one no code of its file uses', async () => {
    expect(refused(await guardOnTop(repo, { [T]: java('') }))).toEqual([]);
  });

  it('still refuses deleting it with the expectation a test made on it', async () => {
    expect(refused(await guardOnTop(used, { [T]: java('') }))).toEqual([
      'test-suppressed removed the test rule exception from GlideTest',
      'assertion-removed removed the assertion',
    ]);
  });

  it('still refuses it kept without @Rule', async () => {
    const kept = '    public final ExpectedException exception = ExpectedException.none();\n';
    expect(refused(await guardOnTop(repo, { [T]: java(kept) }))).toEqual([
      'test-suppressed removed the test rule exception from GlideTest',
    ]);
  });
});
