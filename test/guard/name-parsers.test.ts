import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/change.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

const refused = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.detail.split(':')[0]}`);

/**
 * Issue 27 (openhab/openhab-android 1140c5b0b3, item tags from the server read into an enum): a new parser
 * `when (this) { "Lighting" -> Item.Tag.Lighting … }` was read as app code special-casing "Lighting", a value only the
 * tests use. A `when` entry mapping a name to the declaration of that very name reads names as `valueOf` would; it
 * singles out no test value. Still refused: an entry for a test's value mapped to anything else.
 */

const APP = 'app/src/main/java/x/Tags.kt';
const TEST = 'app/src/test/java/x/ItemTest.kt';

const app = (entries: string) => `package x

enum class Tag { Lighting, Switchable, Unknown }

fun String?.toTag(): Tag =
    when (this) {
${entries}        else -> Tag.Unknown
    }
`;

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class ItemTest {
    @Test
    fun readsTags() {
        assertEquals(Tag.Lighting, item("""{"tags": ["Lighting", "Kitchen Lamp"]}""").tags.first())
    }
}
`;

describe('a when entry mapping a name to the declaration of that name', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [APP]: app(''), [TEST]: test });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('special-cases nothing: the name is read into its own entry', async () => {
    const entries = '        "Lighting" -> Tag.Lighting\n        "Switchable" -> Tag.Switchable\n';
    expect(refused(await guardOnTop(repo, { [APP]: app(entries) }))).toEqual([]);
  });

  it('still refuses a test-only value mapped to another entry', async () => {
    const entries = '        "Kitchen Lamp" -> Tag.Lighting\n        "Lighting" -> Tag.Switchable\n';
    expect(refused(await guardOnTop(repo, { [APP]: app(entries) }))).toEqual([
      'test-detection app code now special-cases "Kitchen Lamp", a value only the tests use',
      'test-detection app code now special-cases "Lighting", a value only the tests use',
    ]);
  });
});
