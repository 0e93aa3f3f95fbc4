import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (openhab/openhab-android 3a8810d18f, a compile-SDK bump): Java 9 deprecated `Class.newInstance()` for
 * `getDeclaredConstructor().newInstance()`, and `assertEquals(id, type.newInstance().ID)` →
 * `type.declaredConstructor.newInstance().ID` read as a changed check. Both make an instance by the class's
 * no-argument constructor: read as one. Still refused: an instance of another class, a constructor given arguments.
 */

const KT = 'app/src/test/java/y/TilesTest.kt';
const JAVA = 'app/src/test/java/y/TilesJavaTest.java';

const kotlin = (made: string) => `package y

import org.junit.Assert.assertEquals
import org.junit.Test

class TilesTest {
    @Test
    fun idsMatchNames() {
        for (type in listOf(LightTile::class.java, LockTile::class.java)) {
            assertEquals(Tiles.idOf(type.name), ${made}.id)
        }
    }
}
`;

const java = (made: string) => `package y;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class TilesJavaTest {
    @Test
    public void lightTileId() throws Exception {
        Class<LightTile> type = LightTile.class;
        assertEquals(1, ${made}.getId());
    }
}
`;

describe("a class's no-argument constructor called through getDeclaredConstructor()", () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [KT]: kotlin('type.newInstance()'), [JAVA]: java('type.newInstance()') });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('makes what the deprecated newInstance() made, in Kotlin and Java', async () => {
    const r = await guardOnTop(repo, {
      [KT]: kotlin('type.declaredConstructor.newInstance()'),
      [JAVA]: java('type.getDeclaredConstructor().newInstance()'),
    });
    expect(refusedTests(r)).toEqual([]);
  });

  it('still refuses another class made, or a constructor given arguments', async () => {
    const other = await guardOnTop(repo, { [KT]: kotlin('LockTile::class.java.declaredConstructor.newInstance()') });
    // the checked value and the expectation's pairing both differ: two refusals of the one check
    expect(refusedTests(other)).toEqual([
      'assertion-weakened TilesTest.idsMatchNames',
      'assertion-weakened TilesTest.idsMatchNames',
    ]);
    const args = await guardOnTop(repo, { [JAVA]: java('type.getDeclaredConstructor(int.class).newInstance(2)') });
    expect(refusedTests(args)).toEqual(['assertion-weakened TilesJavaTest.lightTileId']);
  });
});
