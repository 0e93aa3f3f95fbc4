import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (Catrobat/Catroid ca54e26ecb, 0aa700b3db): a Java test converted to Kotlin
 * writes Java's number spellings Kotlin's way — `(float) Integer.MAX_VALUE` → `Int.MAX_VALUE.toFloat()`,
 * `String.valueOf(VALUE)` → `VALUE.toString()`. The Java cast was read as a type check of `Integer.MAX_VALUE` and the
 * boxed class's name kept, so each unchanged check "changed what it checks". Still refused: another limit, another
 * value converted.
 */

const J = 'app/src/test/java/org/example/actions/PlaceTest.java';
const K = 'app/src/test/java/org/example/actions/PlaceTest.kt';

const java = `package org.example.actions;

import org.junit.Test;

import static org.junit.Assert.assertEquals;

public class PlaceTest {
    private static final double VALUE = 4.0;

    @Test
    public void placesAtTheLimit() {
        Sprite sprite = new Sprite("s");
        sprite.placeAt(Integer.MAX_VALUE);
        assertEquals((float) Integer.MAX_VALUE, sprite.getX(), 0f);
        assertEquals((long) Character.MIN_VALUE, sprite.getCode());
    }

    @Test
    public void replacesTheItem() {
        UserList list = lists.replace(1, VALUE);
        assertEquals(String.valueOf(VALUE), list.get(0));
    }
}
`;

const kotlin = (limit = 'Int.MAX_VALUE.toFloat()', item = 'VALUE.toString()') => `package org.example.actions

import org.junit.Assert.assertEquals
import org.junit.Test

class PlaceTest {
    @Test
    fun placesAtTheLimit() {
        val sprite = Sprite("s")
        sprite.placeAt(Int.MAX_VALUE)
        assertEquals(${limit}, sprite.x, 0f)
        assertEquals(Char.MIN_VALUE.toLong(), sprite.code)
    }

    @Test
    fun replacesTheItem() {
        val list = lists.replace(1, VALUE)
        assertEquals(${item}, list[0])
    }

    companion object {
        private const val VALUE = 4.0
        private const val OTHER = 5.0
    }
}
`;

describe('Java number spellings in a test converted to Kotlin', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [J]: java });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('reads a primitive cast as a conversion, a boxed limit and String.valueOf as Kotlin writes them', async () => {
    expect(refusedTests(await guardOnTop(repo, { [J]: null, [K]: kotlin() }))).toEqual([]);
  });

  it('still refuses another limit', async () => {
    const r = await guardOnTop(repo, { [J]: null, [K]: kotlin('Int.MIN_VALUE.toFloat()') });
    expect(refusedTests(r)).toEqual(['assertion-weakened PlaceTest.placesAtTheLimit']);
  });

  it('still refuses another value converted', async () => {
    const r = await guardOnTop(repo, { [J]: null, [K]: kotlin(undefined, 'OTHER.toString()') });
    expect(refusedTests(r)).toEqual(['assertion-weakened PlaceTest.replacesTheItem']);
  });
});
