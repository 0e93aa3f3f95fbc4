import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (Catrobat/Catroid 0aa700b3db): a Java test converted to Kotlin reads
 * `userList.getValue().get(1)` as `userList.value[1]`. Kotlin's `.value` is read as the holder's current value
 * (`x.first()`, one reading for LiveData and StateFlow), the Java getter as the plain property — so the unchanged check
 * "changed what it checks". The getter is now read as the property is. Still refused: another index checked.
 */

const J = 'app/src/test/java/org/example/lists/ReplaceTest.java';
const K = 'app/src/test/java/org/example/lists/ReplaceTest.kt';

const java = `package org.example.lists;

import org.junit.Test;

import static org.junit.Assert.assertEquals;

public class ReplaceTest {
    @Test
    public void replacesOutOfBoundsKeepsItems() {
        UserList userList = lists.make(1.0, 2.0);
        userList.replace(4, 9.0);
        assertEquals(2, userList.getValue().size());
        assertEquals(2d, userList.getValue().get(1));
    }
}
`;

const kotlin = (index = 1) => `package org.example.lists

import org.junit.Assert.assertEquals
import org.junit.Test

class ReplaceTest {
    @Test
    fun replacesOutOfBoundsKeepsItems() {
        val userList = lists.make(1.0, 2.0)
        userList.replace(4, 9.0)
        assertEquals(2, userList.value.size)
        assertEquals(2.0, userList.value[${index}])
    }
}
`;

describe('a Java getValue() converted to Kotlin’s .value', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [J]: java });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('reads the same value', async () => {
    expect(refusedTests(await guardOnTop(repo, { [J]: null, [K]: kotlin() }))).toEqual([]);
  });

  it('still refuses another index checked', async () => {
    const r = await guardOnTop(repo, { [J]: null, [K]: kotlin(0) });
    expect(refusedTests(r)).toEqual(['assertion-weakened ReplaceTest.replacesOutOfBoundsKeepsItems']);
  });
});
