/**
 * What the guard knows about the Compose test API and the JUnit, Truth, kotlin.test and Espresso
 * calls used in Android tests, as data.
 */

import { tighterBound } from './bounds.js';

/**
 * A table looked up by a name read from code, without Object's prototype: a call named `valueOf`,
 * `constructor` or `toString` (`Status.valueOf("A")`, `….toString()`) is no entry, not a function.
 */
export function lookupTable<T extends object>(entries: T): T {
  return Object.assign(Object.create(null) as T, entries);
}

/** Finders with their parameters in declaration order, so positional flags are read by position. */
export const composeFinders = lookupTable({
  onNode: { params: ['matcher', 'useUnmergedTree'], matcher: undefined, collection: false },
  onAllNodes: { params: ['matcher', 'useUnmergedTree'], matcher: undefined, collection: true },
  onNodeWithTag: { params: ['testTag', 'useUnmergedTree'], matcher: 'hasTestTag', collection: false },
  onAllNodesWithTag: { params: ['testTag', 'useUnmergedTree'], matcher: 'hasTestTag', collection: true },
  onNodeWithText: {
    params: ['text', 'substring', 'ignoreCase', 'useUnmergedTree'],
    matcher: 'hasText',
    collection: false,
  },
  onAllNodesWithText: {
    params: ['text', 'substring', 'ignoreCase', 'useUnmergedTree'],
    matcher: 'hasText',
    collection: true,
  },
  onNodeWithContentDescription: {
    params: ['label', 'substring', 'ignoreCase', 'useUnmergedTree'],
    matcher: 'hasContentDescription',
    collection: false,
  },
  onAllNodesWithContentDescription: {
    params: ['label', 'substring', 'ignoreCase', 'useUnmergedTree'],
    matcher: 'hasContentDescription',
    collection: true,
  },
  onRoot: { params: ['useUnmergedTree'], matcher: 'isRoot', collection: false },
} as const satisfies Record<string, { params: readonly string[]; matcher: string | undefined; collection: boolean }>);

export type ComposeFinderName = keyof typeof composeFinders;

export const espressoFinders = new Set(['onView', 'onData']);

/** Matcher factories whose first parameter identifies the node, and their boolean flags by position. */
export const matcherParams: Record<string, readonly string[]> = lookupTable({
  hasText: ['text', 'substring', 'ignoreCase'],
  hasContentDescription: ['value', 'substring', 'ignoreCase'],
  hasTestTag: ['testTag'],
  hasStateDescription: ['value'],
  hasTextExactly: ['*textValues', 'includeEditableText', 'includeInputText'],
  hasContentDescriptionExactly: ['*values'],
});

/** The node-identifying matcher kinds (a change between them is a retarget, not a widening). */
export const identifyingMatchers = new Set([
  'hasTestTag',
  'hasText',
  'hasContentDescription',
  'hasTextExactly',
  'hasContentDescriptionExactly',
  'hasStateDescription',
  'onView',
  'onData',
]);

/** base matcher → head matcher pairs that accept more nodes. */
export const widerMatcher: ReadonlyArray<readonly [string, string]> = [
  ['hasTextExactly', 'hasText'],
  ['hasContentDescriptionExactly', 'hasContentDescription'],
  ['isOn', 'isToggleable'],
  ['isOff', 'isToggleable'],
  ['isSelected', 'isSelectable'],
  ['isNotSelected', 'isSelectable'],
  ['isFocused', 'isFocusable'],
  ['hasAnyChild', 'hasAnyDescendant'],
  ['hasParent', 'hasAnyAncestor'],
  ['isEnabled', 'hasClickAction'],
];

/** Selectors after a finder. The picking ones drop the exactly-one check of a collection. */
export const pickingSelectors = new Set(['onFirst', 'onLast', '[]', 'get', 'filterToOne']);
export const selectors = new Set([
  ...pickingSelectors,
  'filter',
  'onChildren',
  'onChildAt',
  'onChild',
  'onParent',
  'onSiblings',
  'onSibling',
  'onAncestors',
  'onDescendants',
]);

/** Calls that return the interaction they were called on: a chain goes on through them. */
export const passThrough = new Set(['printToLog']);

/** Calls on a node that look like checks but verify nothing. */
export const nonAsserting = new Set([
  'isDisplayed',
  'isNotDisplayed',
  'fetchSemanticsNode',
  'fetchSemanticsNodes',
  'printToLog',
  'printToString',
  'captureToImage',
  'getBoundsInRoot',
  'getUnclippedBoundsInRoot',
  'getAlignmentLinePosition',
  'getFirstLinkBounds',
]);

/** The assertions Compose defines on a node (or nodes): never a test helper to look up. */
export const nodeAssertions = new Set([
  'assert',
  'assertExists',
  'assertDoesNotExist',
  'assertIsDisplayed',
  'assertIsNotDisplayed',
  'assertIsEnabled',
  'assertIsNotEnabled',
  'assertIsOn',
  'assertIsOff',
  'assertIsSelected',
  'assertIsNotSelected',
  'assertIsSelectable',
  'assertIsToggleable',
  'assertIsFocused',
  'assertIsNotFocused',
  'assertHasClickAction',
  'assertHasNoClickAction',
  'assertTextEquals',
  'assertTextContains',
  'assertContentDescriptionEquals',
  'assertContentDescriptionContains',
  'assertValueEquals',
  'assertRangeInfoEquals',
  'assertIsDeactivated',
  'assertCountEquals',
  'assertAny',
  'assertAll',
  'assertWidthIsEqualTo',
  'assertHeightIsEqualTo',
  'assertWidthIsAtLeast',
  'assertHeightIsAtLeast',
  'assertTouchWidthIsEqualTo',
  'assertTouchHeightIsEqualTo',
  'assertPositionInRootIsEqualTo',
  'assertTopPositionInRootIsEqualTo',
  'assertLeftPositionInRootIsEqualTo',
]);

/** Espresso's own calls on a view interaction or data interaction. */
export const viewInteractionCalls = new Set([
  'check',
  'perform',
  'withFailureHandler',
  'inRoot',
  'noActivity',
  'onChildView',
  'atPosition',
  'inAdapterView',
  'usingAdapterViewProtocol',
]);

/** Actions resolve exactly one node first, so they are existence checks too. */
export function isAction(name: string): boolean {
  return name.startsWith('perform') || name === 'requestFocus';
}

/** Node assertions that do not imply the node exists. */
const notImplyingExistence = new Set([
  'assertDoesNotExist',
  'assertIsNotDisplayed',
  'assertCountEquals',
  'assertAny',
  'assertAll',
]);

/** Assertion flags by position after the value (assertTextContains(value, substring, ignoreCase)). */
export const assertionParams: Record<string, readonly string[]> = lookupTable({
  assertTextContains: ['value', 'substring', 'ignoreCase'],
  assertContentDescriptionContains: ['value', 'substring', 'ignoreCase'],
  assertTextEquals: ['*values', 'includeEditableText'],
  assertContentDescriptionEquals: ['*values'],
  assertExists: ['-errorMessageOnFail'],
  assertIsDeactivated: ['-errorMessageOnFail'],
  assert: ['matcher', '-messagePrefixOnError'],
  assertWidthIsEqualTo: ['expected', 'tolerance'],
  assertHeightIsEqualTo: ['expected', 'tolerance'],
  assertTouchWidthIsEqualTo: ['expected', 'tolerance'],
  assertTouchHeightIsEqualTo: ['expected', 'tolerance'],
  assertPositionInRootIsEqualTo: ['left', 'top', 'tolerance'],
  assertTopPositionInRootIsEqualTo: ['expected', 'tolerance'],
  assertLeftPositionInRootIsEqualTo: ['expected', 'tolerance'],
  waitUntil: ['-timeoutMillis', 'condition'],
  waitUntilExactlyOneExists: ['matcher', '-timeoutMillis'],
  waitUntilAtLeastOneExists: ['matcher', '-timeoutMillis'],
  waitUntilDoesNotExist: ['matcher', '-timeoutMillis'],
  waitUntilNodeCount: ['matcher', 'count', '-timeoutMillis'],
});

export const waits = new Set([
  'waitUntil',
  'waitUntilExactlyOneExists',
  'waitUntilAtLeastOneExists',
  'waitUntilDoesNotExist',
  'waitUntilNodeCount',
]);

/** JUnit / kotlin.test / stdlib checks called as plain functions. `assert` is a no-op on Android. */
export const plainAssertions = new Set([
  'assertEquals',
  'assertNotEquals',
  'assertTrue',
  'assertFalse',
  'assertNull',
  'assertNotNull',
  'assertSame',
  'assertNotSame',
  'assertArrayEquals',
  'assertContentEquals',
  'assertContains',
  'assertIs',
  'assertIsNot',
  'assertFails',
  'assertFailsWith',
  'assertThrows',
  'fail',
  'expect',
  'check',
  'require',
  'checkNotNull',
  'requireNotNull',
  'assertThat',
]);
export const plainNoOps = new Set(['assert']);

export const assumptions = new Set(['assumeTrue', 'assumeFalse', 'assumeNotNull', 'assumeThat', 'assumeNoException']);

/** Test-disabling annotations (any added one suppresses); `Suppress` only without arguments (androidx.test). */
export const suppressingAnnotations = new Set([
  'Ignore',
  'Disabled',
  'FlakyTest',
  'SdkSuppress',
  'RequiresDevice',
  'Suppress',
  'CustomFilter',
  'DisabledOnOs',
  'DisabledIf',
]);
export const sizeAnnotations = new Set(['SmallTest', 'MediumTest', 'LargeTest']);
export const testAnnotations = new Set(['Test', 'ParameterizedTest', 'RepeatedTest']);

/** Exception types whose catch swallows a failing assertion or wait. */
export const swallowingTypes = new Set([
  'Throwable',
  'Error',
  'AssertionError',
  'AssertionFailedError',
  'ComparisonFailure',
  'ComposeTimeoutException',
  'Exception',
  'RuntimeException',
  'IllegalStateException',
  'TimeoutException',
  'NoMatchingViewException',
]);

/**
 * Whether head op `h` checks at least what base op `b` checked on the same subject (a strengthening or
 * equivalent replacement). Arguments are the canonical ones of each side.
 */
export function implies(h: { op: string; args: string[] }, b: { op: string; args: string[] }): boolean {
  if (h.op === b.op && h.args.join('\u0000') === b.args.join('\u0000')) return true;
  // a tighter ceiling or floor on the same value (`isLessThan(100)` → `isLessThan(50)`)
  if (tighterBound(h, b)) return true;
  // an action's arguments are the test's input (how far to scroll, what to type), not its check: what an
  // action checks is that its node exists, so any head call that checks that much implies it
  if (isAction(b.op)) return implies(h, { op: 'assertExists', args: [] });
  const hOp = h.op;
  switch (b.op) {
    case 'assertExists':
      return (hOp.startsWith('assert') && !notImplyingExistence.has(hOp)) || isAction(hOp);
    case 'assertIsToggleable':
      return hOp === 'assertIsOn' || hOp === 'assertIsOff';
    case 'assertIsSelectable':
      return hOp === 'assertIsSelected' || hOp === 'assertIsNotSelected';
    case 'assertIsNotDisplayed':
      return hOp === 'assertDoesNotExist';
    case 'assertTextContains':
    case 'assertContentDescriptionContains': {
      const eq = b.op === 'assertTextContains' ? 'assertTextEquals' : 'assertContentDescriptionEquals';
      const value = b.args[0];
      return (
        hOp === eq && value !== undefined && h.args.includes(value) && !b.args.slice(1).some((a) => a.includes('=true'))
      );
    }
    case 'isNotNull':
      return hOp !== 'isNull' && hOp !== '' && !hOp.startsWith('isNot');
    case 'isNotEmpty':
      return hOp === 'hasSize' || hOp.startsWith('containsExactly') || hOp === 'contains';
    case 'contains':
      return (
        (hOp.startsWith('containsExactly') || hOp.startsWith('containsAtLeast')) &&
        b.args.every((a) => h.args.join(',').includes(a))
      );
    case 'containsAtLeast':
      // more items required at least (`hasItems(a, b)` → `hasItems(a, b, c)`) is stricter
      if (hOp === 'containsAtLeast') return b.args.every((a) => h.args.includes(a));
      return hOp.startsWith('containsExactly') && b.args.every((a) => h.args.join(',').includes(a));
    case 'containsExactly':
      return hOp === 'containsExactly.inOrder' && h.args.join() === b.args.join();
    // a collection equal to another holds every element of it (AssertJ's `containsAll(xs)`, Truth's
    // `containsAtLeastElementsIn(xs)` → `isEqualTo(xs)`): the argument is one collection, never the elements
    case 'containsAll':
    case 'containsAtLeastElementsIn':
      return hOp === 'isEqualTo' && h.args.join('\u0000') === b.args.join('\u0000');
    case 'assertNotNull':
      return hOp === 'assertEquals';
    // the same instance is equal to itself (equals is reflexive): identity asks more than equality
    case 'isEqualTo':
      return hOp === 'isSameInstanceAs' && h.args.join('\u0000') === b.args.join('\u0000');
    case 'verifyNoMoreInteractions':
      // no interaction at all is stricter than none beyond those verified
      return hOp === 'verifyNoInteractions' && h.args.join() === b.args.join();
    case 'waitUntilAtLeastOneExists':
      return hOp === 'waitUntilExactlyOneExists' && h.args.join() === b.args.join();
    case 'check': {
      // Espresso: matches(isDisplayed()) is implied by matches(isCompletelyDisplayed())
      const ba = b.args.join(),
        ha = h.args.join();
      return (
        hOp === 'check' && ba.includes('isDisplayed()') && ha === ba.replace('isDisplayed()', 'isCompletelyDisplayed()')
      );
    }
    default:
      return false;
  }
}

/** Calls that are Kotlin, Compose or JUnit plumbing, never test helpers worth looking up. */
export const notTestHelpers = new Set([
  // Turbine's `flow.test { }`: a function of that name in another test file is not what it calls
  'test',
  'setContent',
  'runOnIdle',
  'runOnUiThread',
  'waitForIdle',
  'awaitIdle',
  'with',
  'apply',
  'also',
  'let',
  'run',
  'repeat',
  'listOf',
  'mapOf',
  'setOf',
  'mutableListOf',
  'println',
  'print',
  'require',
  'check',
  'error',
  'lazy',
  'remember',
  'advanceTimeBy',
  'advanceUntilIdle',
  'runTest',
  'runBlocking',
  'launch',
  'delay',
  'collect',
  'first',
  'emit',
  'forEach',
  'map',
  'filter',
  'onNodeWithTag',
  'onNodeWithText',
  'onNode',
  'onRoot',
  'mainClock',
  'registerIdlingResource',
  'unregisterIdlingResource',
  'createComposeRule',
  'createAndroidComposeRule',
  'createEmptyComposeRule',
  'runComposeUiTest',
  'runAndroidComposeUiTest',
  'performClick',
]);
