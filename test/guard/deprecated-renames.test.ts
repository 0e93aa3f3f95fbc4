import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (session 45c, coil 3898d7d24a): the library deprecated its test image for a new one —
 * `@Deprecated("…", replaceWith = ReplaceWith("ColorImage", "x.ColorImage")) class FakeImage` — and moved its own
 * tests to the replacement, as the IDE's quick fix does: `assertSame(image, result)` with `image = FakeImage()` read as
 * another expected value. A name the change deprecated for a replacement it declares is renamed where the tests
 * follow it. Still refused: a check dropped on the way, and a swap to another class with no such deprecation.
 */

const IMAGES = 'lib/src/main/java/x/Images.kt';
const TEST = 'lib/src/test/java/x/EngineTest.kt';

const images = `package x

class FakeImage(val color: Int = 0)

class Engine(private val image: Any) {
    fun load(url: String): Any? = if (url.isEmpty()) null else image
}
`;

const deprecated = edited(images, [
  [
    'class FakeImage(val color: Int = 0)',
    '@Deprecated("ColorImage does the same.", replaceWith = ReplaceWith("ColorImage", "x.ColorImage"))\n' +
      'class FakeImage(val color: Int = 0)\n\nclass ColorImage(val color: Int = 0)\n\nclass OtherImage(val color: Int = 0)',
  ],
]);

const test = `package x

import org.junit.Assert.assertNull
import org.junit.Assert.assertSame
import org.junit.Test

class EngineTest {
    @Test
    fun returnsTheImage() {
        val image = FakeImage()
        val engine = Engine(image)
        assertSame(image, engine.load("https://example.com"))
        assertNull(engine.load(""))
    }
}
`;

const replaced = (name: string) => edited(test, [['val image = FakeImage()', `val image = ${name}()`]]);
const refused = (r: GuardResult) => [...new Set(refusedTests(r))];

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [IMAGES]: images, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a name deprecated for a replacement', () => {
  it('allows tests moved to the replacement the deprecation names', async () => {
    expect(refusedTests(await guardOnTop(repo, { [IMAGES]: deprecated, [TEST]: replaced('ColorImage') }))).toEqual([]);
  });

  it('still refuses a check dropped on the way, or a swap to a class the deprecation does not name', async () => {
    const dropped = edited(replaced('ColorImage'), [['        assertNull(engine.load(""))\n', '']]);
    expect(refused(await guardOnTop(repo, { [IMAGES]: deprecated, [TEST]: dropped }))).toEqual([
      'assertion-removed EngineTest.returnsTheImage',
    ]);
    const other = await guardOnTop(repo, { [IMAGES]: deprecated, [TEST]: replaced('OtherImage') });
    expect(refused(other)).toEqual(['assertion-weakened EngineTest.returnsTheImage']);
  });
});
