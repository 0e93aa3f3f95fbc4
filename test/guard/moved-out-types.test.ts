import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A legitimate change the review policy refused (issue 27, found on real history outside the corpus): a nested type
 * moved out of its class to a file of its own (`class PlayerModel { sealed class Signal … }` → `sealed class Signal`),
 * and the test now writes `Signal.Stop` where it wrote `PlayerModel.Signal.Stop` — the same type, its checks the
 * same. Still refused: the same edit where the type stays nested (another `Signal` the test declares or imports is
 * another type) and a real change of the checked type made with the move.
 */

const T = 'app/src/test/java/x/PlayerModelTest.kt';
const M = 'app/src/main/java/x/PlayerModel.kt';
const S = 'app/src/main/java/x/Signal.kt';

const test = `package x

import com.google.common.truth.Truth.assertThat
import org.junit.Test

class PlayerModelTest {
    private val model = PlayerModel()

    @Test
    fun stopsOnPause() {
        model.pause()
        assertThat(model.signals.count { it is PlayerModel.Signal.Stop }).isEqualTo(1)
    }

    @Test
    fun seeksToTheStart() {
        model.rewind()
        val signal = model.signals.last() as PlayerModel.Signal.Seek
        assertThat(signal.position).isEqualTo(0L)
    }
}
`;

const model = `package x

class PlayerModel {
    val signals = mutableListOf<Signal>()

    fun pause() {
        signals += Signal.Stop
    }

    fun rewind() {
        signals += Signal.Seek(0L)
    }

    sealed class Signal {
        object Stop : Signal()
        data class Seek(val position: Long) : Signal()
    }
}
`;

const movedModel = edited(model, [
  [
    `

    sealed class Signal {
        object Stop : Signal()
        data class Seek(val position: Long) : Signal()
    }
`,
    '\n',
  ],
]);

const signal = `package x

sealed class Signal {
    object Stop : Signal()
    data class Seek(val position: Long) : Signal()
    object Skip : Signal()
}
`;

const simpleTest = edited(test, [['PlayerModel.Signal.', 'Signal.']], true);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [T]: test, [M]: model });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a nested type the change moved to the top level', () => {
  it('is the same type written by its simple name (review)', async () => {
    const r = await guardOnTop(repo, { [T]: simpleTest, [M]: movedModel, [S]: signal });
    expect(refusedTests(r)).toEqual([]);
  });

  it('is refused when the checked type changes with the move', async () => {
    const other = edited(simpleTest, [['it is Signal.Stop', 'it is Signal.Skip']]);
    const r = await guardOnTop(repo, { [T]: other, [M]: movedModel, [S]: signal });
    expect(refusedTests(r)).toEqual(['assertion-weakened PlayerModelTest.stopsOnPause']);
  });

  it('is refused when the type stayed nested and the test names another one', async () => {
    const r = await guardOnTop(repo, { [T]: simpleTest, [S]: signal });
    expect(refusedTests(r)).toEqual([
      'assertion-weakened PlayerModelTest.seeksToTheStart',
      'assertion-weakened PlayerModelTest.stopsOnPause',
    ]);
  });
});
