import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27 (Futsch1/medTimer 41608cfd80 and bdc44647bd, candidates of sessions 45a and 46d): a robot gained a private
 * Boolean probe, `try { onView(id).check(matches(isDisplayed())); true } catch (e: NoMatchingViewException) { false }`,
 * polled by `pollUntil { probe() }` with the poll's result thrown away, before an action on the same node or before
 * the same check made plainly: a wait, read as a new swallowed check. A probe whose every call is such a poll swallows
 * nothing the test relies on — unless it swallows a check the base made outside it (a check moved into the probe),
 * or its value is used (`assertTrue(pollUntil { probe() })`, `if (probe())`): those stay refused.
 */

const R = 'app/src/androidTest/java/x/DialogRobot.kt';
const robot = (awaitInput: string, pickDate: string, probe = '') => `package x

class DialogRobot {
    fun awaitInput() {
${awaitInput}
    }

    fun pickDate(date: String) {
        clickOn(R.id.toggle)
${pickDate}
        writeTo(R.id.date, date)
    }
${probe}
}
`;
const check = '        onView(withId(R.id.input)).check(matches(isDisplayed()))';
const probe = (catchType = 'NoMatchingViewException') => `
    private fun inputShown(): Boolean = try {
        onView(withId(R.id.input)).check(matches(isDisplayed()))
        true
    } catch (e: ${catchType}) {
        false
    }
`;
const base = robot(check, '');
const judged = async (head: string) => (await refusals({ [R]: base }, { [R]: head })).map((r) => r.rule);

describe('a Boolean probe polled by a poll whose result is thrown away', () => {
  it('allows the probe polled before the same check made plainly, or before an action', async () => {
    expect(await judged(robot(`        pollUntil(5_000L) { inputShown() }\n${check}`, '', probe()))).toEqual([]);
    expect(await judged(robot(check, '        pollUntil { inputShown() }', probe()))).toEqual([]);
  });

  it('reads a file whose functions have backticked names with brackets (cwa 6fa50df484 threw)', async () => {
    const odd = '\n    private fun `everything fails =(`(): Boolean = true\n';
    expect(await judged(robot(check, '        pollUntil { inputShown() }', `${probe()}${odd}`))).toEqual([]);
  });

  it('refuses a check moved into the probe', async () => {
    expect(await judged(robot('        pollUntil { inputShown() }', '', probe()))).toContain('error-swallowed');
  });

  it("refuses a probe's catch widened over a check only the probe makes", async () => {
    const polled = robot(check, '        pollUntil { inputShown() }', probe());
    const widened = robot(check, '        pollUntil { inputShown() }', probe('Throwable'));
    expect((await refusals({ [R]: polled }, { [R]: widened })).map((r) => r.rule)).toContain('error-swallowed');
  });

  it("refuses a probe whose value is used: checked, or a condition of the test's own", async () => {
    const asserted = robot(`        assertTrue(pollUntil { inputShown() })\n${check}`, '', probe());
    expect(await judged(asserted)).toContain('error-swallowed');
    const branched = robot(`${check}`, '        if (inputShown()) clickOn(R.id.other)', probe());
    expect(await judged(branched)).toContain('error-swallowed');
  });
});
