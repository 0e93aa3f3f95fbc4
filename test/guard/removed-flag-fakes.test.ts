import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A feature flag removed from the app with its fake (issue 27 class 4, ProtonVPN/android-app 1f3a047cdd, 12bd9a5b89,
 * 7f052cefe3, a5abd337f2: "feature flag cleanup"): the test class holds the fake in a property made in `@Before`
 * (`isEnabled = FakeIsSyncEnabled(true)`), or the flow the fake is made from (`FakeIsSyncEnabled(enabledFlow)`), and
 * the one test that turns it off (`isEnabled.setEnabled(false)`, `enabledFlow.value = false`) is deleted with the
 * flag. The property stands for the removed fake as a stubbed one does (rules/removed-branch.ts). Still refused: a
 * deleted test on the side that stays, the off side's test deleted while the flag stays, the same under heal.
 */

const FLAG = 'app/src/main/java/x/sync/IsSyncEnabled.kt';
const TRACKER = 'app/src/main/java/x/sync/Tracker.kt';
const TEST = 'app/src/test/java/x/sync/TrackerTest.kt';

const flag = `package x.sync

import kotlinx.coroutines.flow.MutableStateFlow

interface IsSyncEnabled {
    fun isEnabled(): Boolean
}

class FakeIsSyncEnabled(private val flow: MutableStateFlow<Boolean>) : IsSyncEnabled {
    constructor(enabled: Boolean) : this(MutableStateFlow(enabled))
    fun setEnabled(isEnabled: Boolean) {
        flow.value = isEnabled
    }
    override fun isEnabled() = flow.value
}
`;

const tracker = (gated: boolean) => `package x.sync

class Tracker(${gated ? 'private val isSyncEnabled: IsSyncEnabled, ' : ''}private val sink: Sink) {
    fun open(id: String) {
        ${gated ? 'if (isSyncEnabled.isEnabled()) ' : ''}sink.save(id)
    }
}
`;

type Form = 'fake' | 'flow';

const handle = {
  fake: 'private lateinit var isEnabled: FakeIsSyncEnabled',
  flow: 'private lateinit var enabledFlow: MutableStateFlow<Boolean>',
};
const made = {
  fake: 'isEnabled = FakeIsSyncEnabled(true)\n        tracker = Tracker(isEnabled, sink)',
  flow: 'enabledFlow = MutableStateFlow(value = true)\n        val flag = FakeIsSyncEnabled(enabledFlow)\n        tracker = Tracker(flag, sink)',
};
const turnedOff = { fake: 'isEnabled.setEnabled(isEnabled = false)', flow: 'enabledFlow.value = false' };

const savingTest = (id: string) => `
    @Test
    fun saves${id}() {
        tracker.open("${id}")
        verify { sink.save("${id}") }
    }
`;

const test = (form: Form, gated: boolean, opts: { saving?: string[]; off?: boolean } = {}) => `package x.sync

import io.mockk.mockk
import io.mockk.verify
import kotlinx.coroutines.flow.MutableStateFlow
import org.junit.Before
import org.junit.Test

class TrackerTest {
    private val sink: Sink = mockk(relaxed = true)
${gated ? `    ${handle[form]}\n` : ''}    private lateinit var tracker: Tracker

    @Before
    fun setUp() {
        ${gated ? made[form] : 'tracker = Tracker(sink)'}
    }
${(opts.saving ?? ['A', 'B', 'C']).map(savingTest).join('')}${
  opts.off === false
    ? ''
    : `
    @Test
    fun savesNothingWhenDisabled() {
        ${turnedOff[form]}
        tracker.open("a")
        verify(exactly = 0) { sink.save(any()) }
    }
`
}}
`;

for (const form of ['fake', 'flow'] as const) {
  describe(`a flag removed with its fake, the test that turned it off deleted (${form})`, () => {
    let repo: TempRepo & { base: string };
    beforeAll(async () => {
      repo = await tempRepo({ [FLAG]: flag, [TRACKER]: tracker(true), [TEST]: test(form, true) });
    });
    afterAll(() => repo?.remove());

    const cleanup = (t: string) => ({ [FLAG]: null, [TRACKER]: tracker(false), [TEST]: t });

    it('is allowed in review', async () => {
      const r = await guardOnTop(repo, cleanup(test(form, false, { off: false })));
      expect(refused(r)).toEqual([]);
    });

    it('is refused in heal: fixers do not delete features', async () => {
      const r = await guardOnTop(repo, cleanup(test(form, false, { off: false })), { policy: 'heal' });
      expect(refused(r)).toContain('test-suppressed TrackerTest.savesNothingWhenDisabled');
    });

    it('still refuses a test of the side that stays deleted with the flag', async () => {
      const r = await guardOnTop(repo, cleanup(test(form, false, { saving: ['A', 'B'], off: false })));
      expect(refused(r)).toEqual(['test-suppressed TrackerTest.savesC']);
    });

    it('still refuses the test that turned it off deleted while the flag stays in the app', async () => {
      const r = await guardOnTop(repo, { [TEST]: test(form, true, { off: false }) });
      expect(refused(r)).toEqual(['test-suppressed TrackerTest.savesNothingWhenDisabled']);
    });
  });
}
