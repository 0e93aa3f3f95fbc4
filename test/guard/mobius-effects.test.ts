import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A legitimate change the guard refused (issue 27, simpledotorg/simple-android 5630d1d96e): an init now dispatches
 * one more effect and its spec's `assertThatFirst(hasModel(m), hasEffects(Load(id)))` gains it:
 * `hasEffects(Load(id), LoadBmi(id))`. Mobius's `hasEffects(a, b)` is Hamcrest's `hasItems`: requiring one more
 * effect checks more (both policies). Still refused: an effect dropped, one swapped for another, the model matcher
 * changed beside the grown list, an exact-set matcher (`hasEffects(containsInAnyOrder(…))`) changed.
 */

const T = 'app/src/test/java/x/SummaryUpdateTest.kt';

const test = `package x

import com.spotify.mobius.test.NextMatchers.hasEffects
import com.spotify.mobius.test.NextMatchers.hasModel
import com.spotify.mobius.test.UpdateSpec
import com.spotify.mobius.test.UpdateSpec.assertThatNext
import org.hamcrest.Matchers.containsInAnyOrder
import org.junit.Test

class SummaryUpdateTest {
    private val spec = UpdateSpec(SummaryUpdate())
    private val model = SummaryModel.create(ID)

    @Test
    fun loadsTheProfile() {
        spec.given(model)
            .whenEvent(ProfileLoaded(ID))
            .then(assertThatNext(hasModel(model.profileLoaded()), hasEffects(LoadReadings(ID), LoadFacility)))
    }

    @Test
    fun savesTheReading() {
        spec.given(model)
            .whenEvent(SaveClicked)
            .then(assertThatNext(hasModel(model.saving()), hasEffects(containsInAnyOrder(SaveReading(ID)))))
    }

    companion object {
        private const val ID = "a1"
    }
}
`;

const first = 'hasEffects(LoadReadings(ID), LoadFacility)';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [T]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe("Mobius's hasEffects requiring more effects", () => {
  it('checks more when an effect is added to the list', async () => {
    const r = await guardOnTop(repo, {
      [T]: edited(test, [[first, 'hasEffects(LoadReadings(ID), LoadFacility, LoadBmi(ID))']]),
    });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('checks more under the heal policy too', async () => {
    const r = await guardOnTop(
      repo,
      { [T]: edited(test, [[first, 'hasEffects(LoadFacility, LoadBmi(ID), LoadReadings(ID))']]) },
      { policy: 'heal' },
    );
    expect(refusedDetails(r)).toEqual([]);
  });

  it('is refused when an effect is dropped', async () => {
    const r = await guardOnTop(repo, { [T]: edited(test, [[first, 'hasEffects(LoadReadings(ID))']]) });
    expect(refusedDetails(r)).toHaveLength(1);
  });

  it('is refused when an effect is swapped for another and one added', async () => {
    const r = await guardOnTop(repo, {
      [T]: edited(test, [[first, 'hasEffects(LoadReadings(ID), LoadBmi(ID), Close)']]),
    });
    expect(refusedDetails(r)).toHaveLength(1);
  });

  it('is refused when the model matcher changes beside the grown list', async () => {
    const r = await guardOnTop(repo, {
      [T]: edited(test, [
        [
          `hasModel(model.profileLoaded()), ${first}`,
          'hasModel(model), hasEffects(LoadReadings(ID), LoadFacility, LoadBmi(ID))',
        ],
      ]),
    });
    expect(refusedDetails(r)).toHaveLength(1);
  });

  it('is refused when an exact-set matcher is changed', async () => {
    const r = await guardOnTop(repo, {
      [T]: edited(test, [['containsInAnyOrder(SaveReading(ID))', 'containsInAnyOrder(SaveReading(ID)), Close']]),
    });
    expect(refusedDetails(r)).toHaveLength(1);
  });
});
