import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (Catrobat/Catroid ca54e26ecb, 5495d446c3): a Java test converted to Kotlin
 * keeps its float constants in a companion (`private static final float X_POSITION = 12f` →
 * `private const val X_POSITION = 12f`). tree-sitter-kotlin gives `12f` as a `float_literal`, which the constant table
 * did not record, so the unchanged `assertEquals(X_POSITION, …)` read `12.0f` on the Java side and the bare name on
 * the Kotlin side: "weakened". Still refused: the constant given another value by the conversion.
 */

const J = 'app/src/test/java/org/example/actions/GlideTest.java';
const K = 'app/src/test/java/org/example/actions/GlideTest.kt';

const java = `package org.example.actions;

import org.junit.Test;

import static org.junit.Assert.assertEquals;

public class GlideTest {
    private static final float X_POSITION = 12f;
    private static final float DURATION = 2.5f;

    @Test
    public void glidesToTarget() {
        Sprite sprite = new Sprite("s");
        sprite.glideTo(X_POSITION, DURATION);
        assertEquals(X_POSITION, sprite.getX());
    }
}
`;

const kotlin = (x = '12f') => `package org.example.actions

import org.junit.Assert.assertEquals
import org.junit.Test

class GlideTest {
    @Test
    fun glidesToTarget() {
        val sprite = Sprite("s")
        sprite.glideTo(X_POSITION, DURATION)
        assertEquals(X_POSITION, sprite.x)
    }

    companion object {
        private const val X_POSITION = ${x}
        private const val DURATION = 2.5f
    }
}
`;

describe('a float constant of a test converted from Java to Kotlin', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [J]: java });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('reads `const val X = 12f` as the Java constant’s value', async () => {
    expect(refusedTests(await guardOnTop(repo, { [J]: null, [K]: kotlin() }))).toEqual([]);
  });

  it('still refuses the constant given another value', async () => {
    const r = await guardOnTop(repo, { [J]: null, [K]: kotlin('13f') });
    expect(r.refusals.map((x) => `${x.rule} ${x.test}`)).toEqual(['assertion-weakened GlideTest.glidesToTarget']);
  });
});
