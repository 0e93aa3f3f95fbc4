import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/change.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

const refused = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.detail.split(':')[0]}`);

/**
 * Issue 27, a form met outside the corpus (commons-app/apps-android-commons 2c8c441f25, a utility converted from Java):
 * a Java `switch (pref) { case "Author": … }` made a Kotlin `when (pref) { "Author" -> … }`. The `when` entries were
 * read as comparisons with literals and the Java case labels were not, so the Kotlin version "newly special-cased" the
 * values the tests pass in. A case label compares as a `when` entry does, to cancel the `when`'s — but a new case of a
 * Java switch is no new special-casing of its own, as before (reading it so refused a held-out legitimate commit, AntennaPod
 * 689495543e, in session 44). Still refused: a `when` case the Java did not have, for a value only the tests use.
 */

const JAVA = 'app/src/main/java/x/MetadataTags.java';
const KOTLIN = 'app/src/main/java/x/MetadataTags.kt';
const TEST = 'app/src/test/java/x/MetadataTagsTest.kt';

const java = `package x;

public class MetadataTags {
    public static String[] tagsFor(String pref) {
        switch (pref) {
            case "Author":
                return new String[]{TAG_ARTIST, TAG_OWNER};
            case "Copyright":
                return new String[]{TAG_COPYRIGHT};
            default:
                return new String[]{};
        }
    }
}
`;

const kotlin = (extra = '') => `package x

object MetadataTags {
    fun tagsFor(pref: String): Array<String> =
        when (pref) {
            "Author" -> arrayOf(TAG_ARTIST, TAG_OWNER)
            "Copyright" -> arrayOf(TAG_COPYRIGHT)
${extra}            else -> arrayOf()
        }
}
`;

const test = `package x

class MetadataTagsTest {
    @Test
    fun author() {
        assertArrayEquals(arrayOf(TAG_ARTIST, TAG_OWNER), MetadataTags.tagsFor("Author"))
        assertArrayEquals(arrayOf(TAG_COPYRIGHT), MetadataTags.tagsFor("Copyright"))
        assertArrayEquals(arrayOf(), MetadataTags.tagsFor("Unknown pref"))
    }
}
`;

describe('a Java switch converted to a Kotlin when', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [JAVA]: java, [TEST]: test });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('special-cases nothing new: its case labels were comparisons already', async () => {
    expect(refused(await guardOnTop(repo, { [JAVA]: null, [KOTLIN]: kotlin() }))).toEqual([]);
  });

  it('reads a case added to a Java switch as it did before: no special-casing of its own', async () => {
    const added = java.replace(
      '            default:',
      '            case "Unknown pref":\n                return new String[]{TAG_ARTIST};\n            default:',
    );
    expect(added).not.toBe(java);
    expect(refused(await guardOnTop(repo, { [JAVA]: added }))).toEqual([]);
  });

  it('still refuses a case the Java did not have, for a value only the tests use', async () => {
    const extra = '            "Unknown pref" -> arrayOf(TAG_ARTIST)\n';
    expect(refused(await guardOnTop(repo, { [JAVA]: null, [KOTLIN]: kotlin(extra) }))).toEqual([
      'test-detection app code now special-cases "Unknown pref", a value only the tests use',
    ]);
  });
});
