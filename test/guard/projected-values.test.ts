import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A legitimate change the review policy refused (issue 27, simpledotorg/simple-android 60c1044eac, 522d77d596): an
 * effect class that took a whole measurement now takes its id and type (`data class OpenSheet(val measurement:
 * Measurement)` → `(val id: String, val type: Type)`), and the spec's expected `OpenSheet(measurement)` becomes
 * `OpenSheet(measurement.id, measurement.reading.type)`: the parts of the same test value the class now holds. Still
 * refused: the same test change while the class keeps its declaration, the parts written as literals, a part read
 * from another value, and the heal policy.
 */

const E = 'app/src/main/java/x/SummaryEffect.kt';
const U = 'app/src/main/java/x/SummaryUpdate.kt';
const T = 'app/src/test/java/x/SummaryUpdateTest.kt';

const effect = `package x

sealed class SummaryEffect

data class OpenSheet(val measurement: Measurement) : SummaryEffect()
`;
const effectNow = edited(effect, [['(val measurement: Measurement)', '(val id: String, val type: Type)']]);

const update = `package x

class SummaryUpdate {
    fun update(event: Clicked): List<SummaryEffect> = listOf(OpenSheet(event.measurement))
}
`;
const updateNow = edited(update, [
  ['OpenSheet(event.measurement)', 'OpenSheet(event.measurement.id, event.measurement.reading.type)'],
]);

const test = `package x

import com.spotify.mobius.test.NextMatchers.hasEffects
import com.spotify.mobius.test.NextMatchers.hasNoModel
import com.spotify.mobius.test.UpdateSpec
import com.spotify.mobius.test.UpdateSpec.assertThatNext
import org.junit.Test

class SummaryUpdateTest {
    private val spec = UpdateSpec(SummaryUpdate())

    @Test
    fun opensTheSheet() {
        val measurement = Measurement("m1", Reading(5, Type.Fasting))
        val other = Measurement("m2", Reading(7, Type.Random))

        spec.given(SummaryModel(listOf(measurement, other)))
            .whenEvent(Clicked(measurement))
            .then(assertThatNext(hasNoModel(), hasEffects(OpenSheet(measurement))))
    }
}
`;
const expecting = (value: string) => edited(test, [['hasEffects(OpenSheet(measurement))', `hasEffects(${value})`]]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [E]: effect, [U]: update, [T]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('an expected value built from parts of the old one for a class that now takes them', () => {
  it('is the same check when the change rewrote the class to take those parts', async () => {
    const r = await guardOnTop(repo, {
      [E]: effectNow,
      [U]: updateNow,
      [T]: expecting('OpenSheet(measurement.id, measurement.reading.type)'),
    });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('is refused when the class keeps its declaration', async () => {
    const r = await guardOnTop(repo, { [U]: updateNow, [T]: expecting('OpenSheet(measurement.id)') });
    expect(refusedDetails(r)).toHaveLength(1);
  });

  it('is refused when the parts are written as literals', async () => {
    const r = await guardOnTop(repo, {
      [E]: effectNow,
      [U]: updateNow,
      [T]: expecting('OpenSheet("m1", Type.Fasting)'),
    });
    expect(refusedDetails(r)).toHaveLength(1);
  });

  it('is refused when a part is read from another value', async () => {
    const r = await guardOnTop(repo, {
      [E]: effectNow,
      [U]: updateNow,
      [T]: expecting('OpenSheet(other.id, measurement.reading.type)'),
    });
    expect(refusedDetails(r)).toHaveLength(1);
  });

  it('is refused under the heal policy', async () => {
    const r = await guardOnTop(
      repo,
      { [E]: effectNow, [U]: updateNow, [T]: expecting('OpenSheet(measurement.id, measurement.reading.type)') },
      { policy: 'heal' },
    );
    expect(refusedDetails(r)).not.toEqual([]);
  });
});
