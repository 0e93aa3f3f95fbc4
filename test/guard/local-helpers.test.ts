import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, class 5: checks moved into a function the test declares in its own body, called once per case
 * (`fun assertHaptic(expected, action) { … }` then `assertHaptic(A, awaitItem())`). Each legitimate form next
 * to the weakening nearest to it, which must still be refused under its rule.
 */

const T = 'app/src/androidTest/java/x/SaveTest.kt';
const file = (body: string, members = '') => `package x

class SaveTest {
    @get:Rule
    val rule = createComposeRule()

    @Test
    fun a() {
${body
  .split('\n')
  .map((l) => `        ${l}`)
  .join('\n')}
    }
${members}}
`;
async function judged(base: string, head: string, members: [string, string] = ['', '']): Promise<string[]> {
  const found = await refusals({ [T]: file(base, members[0]) }, { [T]: file(head, members[1]) });
  return found.map((r) => r.rule);
}

const inline = 'rule.onNodeWithText("a").assertIsDisplayed()\nrule.onNodeWithText("b").assertIsDisplayed()';
const shown = (check: string) => `fun shown(t: String) {\n    rule.onNodeWithText(t)${check}\n}`;

describe('checks moved into a function the test declares', () => {
  it('reads each call of a local function as its checks with the call’s arguments', async () => {
    expect(await judged(inline, `${shown('.assertIsDisplayed()')}\nshown("a")\nshown("b")`)).toEqual([]);
  });

  it('refuses a local function that checks less, finds more, or is called for fewer cases', async () => {
    expect(await judged(inline, `${shown('.assertExists()')}\nshown("a")\nshown("b")`)).toEqual([
      'assertion-weakened',
      'assertion-weakened',
    ]);
    const widened = 'fun shown(t: String) {\n    rule.onNodeWithText(t, substring = true).assertIsDisplayed()\n}';
    expect(await judged(inline, `${widened}\nshown("a")\nshown("b")`)).toEqual(['finder-widened', 'finder-widened']);
    expect(await judged(inline, `${shown('.assertIsDisplayed()')}\nshown("a")`)).toEqual(['assertion-removed']);
  });

  it('refuses a local function declared and never called: its checks never run', async () => {
    expect(
      await judged(inline, `${shown('.assertIsDisplayed()')}\nrule.onNodeWithText("a").assertIsDisplayed()`),
    ).toEqual(['assertion-removed']);
  });

  it('reads a parameter redeclared by a type check as the checked value', async () => {
    const base =
      'vm.actions.test {\n    assertEquals(Kind.A, (awaitItem() as Action.Haptic).type)\n    assertEquals(Kind.B, (awaitItem() as Action.Haptic).type)\n}';
    const helper =
      'fun assertHaptic(expected: Kind, action: Action) {\n    val action = assertInstanceOf(Action.Haptic::class.java, action)\n    assertEquals(expected, action.type)\n}';
    const calls = (a: string, b: string) =>
      `${helper}\nvm.actions.test {\n    assertHaptic(${a}, awaitItem())\n    assertHaptic(${b}, awaitItem())\n}`;
    expect(await judged(base, calls('Kind.A', 'Kind.B'))).toEqual([]);
    expect(await judged(base, calls('Kind.A', 'Kind.A'))).toEqual(['assertion-weakened']);
  });

  // home-assistant/android 5aaa130c71: the Turbine block's receiver is a val of the test (`val viewModel = create()`)
  const itemBase = [
    'val vm = create()',
    'vm.actions.test {',
    '    emit(Ev.A)',
    '    assertEquals(Kind.A, (awaitItem() as Action.Haptic).type)',
    '}',
  ].join('\n');
  const itemHelper = [
    'fun assertHaptic(expected: Kind, action: Action) {',
    '    val action = assertInstanceOf(Action.Haptic::class.java, action)',
    '    assertEquals(expected, action.type)',
    '}',
  ].join('\n');
  const itemCalls = (a: string, h = itemHelper) =>
    `val vm = create()\n${h}\nvm.actions.test {\n    emit(Ev.A)\n    assertHaptic(${a}, awaitItem())\n}`;

  it('reads a Turbine item passed to a helper through the test’s val, as the test’s own checks read it', async () => {
    expect(await judged(itemBase, itemCalls('Kind.A'))).toEqual([]);
  });

  it('still refuses the helper’s item check changed, dropped, or read from another flow', async () => {
    expect(await judged(itemBase, itemCalls('Kind.B'))).toEqual(['assertion-weakened']);
    const typeOnly =
      'fun assertHaptic(expected: Kind, action: Action) {\n    assertInstanceOf(Action.Haptic::class.java, action)\n}';
    expect(await judged(itemBase, itemCalls('Kind.A', typeOnly))).toEqual(['assertion-removed']);
    // the type check and the equality both read the other flow's item
    const retargeted = itemCalls('Kind.A').replace('val vm = create()', 'val vm = other()');
    expect(await judged(itemBase, retargeted)).toEqual(['assertion-weakened', 'assertion-weakened']);
  });

  it('still reads a local function used by reference where it stands, and sees its check dropped', async () => {
    const used = (check: string) => `${shown(check)}\nlistOf("a", "b").forEach(::shown)`;
    expect(await judged(used('.assertIsDisplayed()'), used(''))).toEqual(['assertion-removed']);
  });

  it('reads a helper call’s arguments with the test’s own vals, so a val retargeted under the call is seen', async () => {
    const helper =
      '    private fun checkTitle(t: String) {\n        rule.onNodeWithText(t).assertIsDisplayed()\n    }\n';
    const body = (title: string) => `val title = "${title}"\ncheckTitle(title)`;
    expect(await judged(body('Hi'), body('Hi'), [helper, helper])).toEqual([]);
    expect(await judged(body('Hi'), body('Bye'), [helper, helper])).toEqual(['finder-retargeted']);
    expect(await judged('rule.onNodeWithText("Hi").assertIsDisplayed()', body('Hi'), ['', helper])).toEqual([]);
  });

  it('reads a string template val passed to a helper as the template, so writing it out at the call is the same check', async () => {
    const helper =
      '    private fun checkDetails(code: Int, details: String) {\n        assertEquals(details, error?.details)\n    }\n';
    const viaVal = 'val details = "Error: $code"\ncheckDetails(code, details)';
    expect(await judged(viaVal, 'checkDetails(code, "Error: $code")', [helper, helper])).toEqual([]);
    expect(await judged(viaVal, 'checkDetails(code, "Error")', [helper, helper])).toEqual(['assertion-weakened']);
  });
});
