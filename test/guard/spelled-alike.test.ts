import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getterProperty } from '../../src/guard/kotlin/values.js';
import { guardOnTop, refusedDetails as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Checks that read the same value in another spelling: a Java getter call and the Kotlin property it
 * is, and a check kept word for word while the set-up its subject reads changed and a new check came
 * in before it. Each sits next to the weakening it must not hide.
 */

const TEST = 'app/src/test/java/x/FileTest.kt';

const fileTest = `package x

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Test

class FileTest {
    @Test
    fun readsThumbnail() {
        val file = store.open("a.jpg")
        assertNotNull(file.getThumbnail())
        assertEquals("a.jpg", file.getName())
        assertEquals(2048L, file.getURLSize())
    }

    @Test
    fun parsesEnclosure() {
        val mp4 = parser.parse(json)[1]
        assertEquals(1, mp4.position)
        assertEquals(681484L, mp4.bitrate)
        assertEquals(1080, mp4.height)
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [TEST]: fileTest });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a Java getter and the Kotlin property it is', () => {
  it('follows Kotlin’s own naming of synthetic properties', () => {
    expect(getterProperty('getName')).toBe('name');
    expect(getterProperty('getURL')).toBe('url');
    expect(getterProperty('getURLPath')).toBe('urlPath');
    expect(getterProperty('getX')).toBe('x');
    expect(getterProperty('get')).toBeUndefined();
    expect(getterProperty('getaway')).toBeUndefined();
    expect(getterProperty('forget')).toBeUndefined();
  });

  it('reads `file.getThumbnail()` and `file.thumbnail` as one check, in both policies', async () => {
    const asProperties = fileTest
      .replace('file.getThumbnail()', 'file.thumbnail')
      .replace('file.getName()', 'file.name')
      .replace('file.getURLSize()', 'file.urlSize');
    for (const policy of ['review', 'heal'] as const) {
      const r = await guardOnTop(repo, { [TEST]: asProperties }, { policy });
      expect(refused(r), policy).toEqual([]);
    }
  });

  it('still refuses a getter swapped for another property', async () => {
    const other = fileTest.replace('file.getThumbnail()', 'file.preview');
    const r = await guardOnTop(repo, { [TEST]: other });
    expect(refused(r)).toEqual([
      'assertion-weakened changed what the assertion checks: assertNotNull(file.getThumbnail()) → assertNotNull(file.preview)',
    ]);
  });
});

describe('a check kept word for word while its set-up changed', () => {
  const newSetUp = (t: string) =>
    t
      .replace('parser.parse(json)[1]', 'parser.parse(json, strict = true)[1]')
      .replace(
        '        assertEquals(1, mp4.position)\n',
        '        assertEquals(1, mp4.position)\n        assertEquals(Kind.Video, mp4.kind)\n',
      );

  it('is paired with itself, not with the check added before it', async () => {
    for (const policy of ['review', 'heal'] as const) {
      const r = await guardOnTop(repo, { [TEST]: newSetUp(fileTest) }, { policy });
      expect(refused(r), policy).toEqual([]);
    }
  });

  it('still refuses an expected value changed next to it', async () => {
    const changed = newSetUp(fileTest).replace('assertEquals(1080, mp4.height)', 'assertEquals(720, mp4.height)');
    const r = await guardOnTop(repo, { [TEST]: changed });
    expect(refused(r)).toEqual([
      'assertion-weakened changed what the assertion checks: assertEquals(1080, mp4.height) → assertEquals(720, mp4.height)',
      'assertion-weakened weakened the assertion: isEqualTo(1080) → isEqualTo(720) in assertEquals(720, mp4.height)',
    ]);
  });
});
