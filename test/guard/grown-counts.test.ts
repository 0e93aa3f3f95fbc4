import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * An event bundle that gained a field: its test's count grows by one beside a new check of that field
 * (`hasSize(2)` → `hasSize(3)`, `containsEntry("class", "c1")` added). Allowed in review; a count changed
 * alone, grown beyond the fields now checked, or next to a mere presence check is still another value.
 */

const APP = 'app/src/main/java/x/BundleCreator.kt';
const TEST = 'app/src/test/java/x/BundleCreatorTest.kt';

const creator = `package x

data class Event(val screen: String, val user: String, val classId: String = "c1")

class BundleCreator {
    fun fill(event: Event): Map<String, String> = mapOf("screen" to event.screen, "user" to event.user)
}
`;

const creatorTest = `package x

import com.google.common.truth.Truth.assertThat
import org.junit.Test

class BundleCreatorTest {
    @Test
    fun fillsOpenEvent() {
        val bundle = BundleCreator().fill(Event("home", "u1"))
        assertThat(bundle).hasSize(2)
        assertThat(bundle).containsEntry("screen", "home")
        assertThat(bundle).containsEntry("user", "u1")
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: creator, [TEST]: creatorTest });
});
afterAll(async () => {
  await repo?.remove();
});

const withClass = creator.replace('"user" to event.user)', '"user" to event.user, "class" to event.classId)');
const grownTest = (size: number, added: string) =>
  creatorTest
    .replace('hasSize(2)', `hasSize(${size})`)
    .replace('        assertThat(bundle).containsEntry("user", "u1")\n', `$&${added}`);
const classChecked = '        assertThat(bundle).containsEntry("class", "c1")\n';
const guard = (test: string, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, { [APP]: withClass, [TEST]: test }, { policy });

describe('a count grown by the elements the test now checks', () => {
  it('is allowed in review when the test checks the added field', async () => {
    expect(refused(await guard(grownTest(3, classChecked)))).toEqual([]);
  });

  it('is still refused in heal', async () => {
    expect(refused(await guard(grownTest(3, classChecked), 'heal'))).toContain(
      'assertion-weakened BundleCreatorTest.fillsOpenEvent',
    );
  });

  it('still refuses the count and check changed while the app is not', async () => {
    expect(refused(await guardOnTop(repo, { [TEST]: grownTest(3, classChecked) }))).toEqual([
      'assertion-weakened BundleCreatorTest.fillsOpenEvent',
    ]);
  });

  it('still refuses a count changed with no new check', async () => {
    expect(refused(await guard(grownTest(3, '')))).toEqual(['assertion-weakened BundleCreatorTest.fillsOpenEvent']);
  });

  it('still refuses a count grown beyond the checks added', async () => {
    expect(refused(await guard(grownTest(4, classChecked)))).toEqual([
      'assertion-weakened BundleCreatorTest.fillsOpenEvent',
    ]);
  });

  it('still refuses a count grown beside a mere presence check', async () => {
    const presence = '        assertThat(bundle).containsKey("class")\n';
    expect(refused(await guard(grownTest(3, presence)))).toEqual([
      'assertion-weakened BundleCreatorTest.fillsOpenEvent',
    ]);
  });
});
