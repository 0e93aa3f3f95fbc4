import { describe, expect, it } from 'vitest';
import { lines, refusals } from './rules-harness.js';

/**
 * The test rules (src/guard/rules/tests.ts), one branch each, on in-memory Kotlin (no git: a few
 * milliseconds a case, so mutation testing can afford them). Each case names the exact refusal
 * lines it expects — rule, file:line, test, verb and what — or none.
 */

const T = 'app/src/androidTest/java/x/SaveTest.kt';
const file = (body: string) => `package x

class SaveTest {
${body}
}
`;
const test = (name: string, lines: string, ann = '@Test') => `    ${ann}
    fun ${name}() {
${lines
  .split('\n')
  .map((l) => `        ${l}`)
  .join('\n')}
    }`;

/** One test `a` whose body is `body`. */
const one = (body: string) => file(test('a', body));

const shown = (check: string, param = '') =>
  `    private fun shown(${param ? `${param}: String` : ''}) = rule.onNodeWithTag(${param || '"t"'}).${check}\n\n`;

const cases: Array<[string, string, string, string[]]> = [
  [
    'refuses a check flipped inside the boolean helper an assertion calls',
    `${shown('isDisplayed()')}${test('a', 'assertTrue(shown())')}`,
    `${shown('isNotDisplayed()')}${test('a', 'assertTrue(shown())')}`,
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:8 SaveTest.a changed what the assertion checks: assertTrue(shown()) → assertTrue(shown()) (the check is in shown(): rule.onNodeWithTag("t").isDisplayed → rule.onNodeWithTag("t").isNotDisplayed)',
    ],
  ],
  [
    'refuses a check flipped inside the boolean helper a Truth assertion calls, negated',
    `${shown('isDisplayed()')}${test('a', 'assertThat(!shown()).isFalse()')}`,
    `${shown('isNotDisplayed()')}${test('a', 'assertThat(!shown()).isFalse()')}`,
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:8 SaveTest.a changed what the assertion checks: assertThat(!shown()).isFalse() → assertThat(!shown()).isFalse() (the check is in shown(): rule.onNodeWithTag("t").isDisplayed → rule.onNodeWithTag("t").isNotDisplayed)',
    ],
  ],
  [
    'refuses a boolean helper turned into a block that hides its check from the call',
    `${shown('isDisplayed()')}${test('a', 'assertTrue(shown())')}`,
    `    private fun shown(): Boolean {\n        rule.onNodeWithTag("t")\n        return true\n    }\n\n${test('a', 'assertTrue(shown())')}`,
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:11 SaveTest.a changed what the assertion checks: assertTrue(shown()) → assertTrue(shown()) (the check is in shown(): rule.onNodeWithTag("t").isDisplayed → shown())',
    ],
  ],
  [
    'refuses an assertion moved to another helper that checks something else, naming both calls',
    `${shown('isDisplayed()')}    private fun gone() = rule.onNodeWithTag("t").isNotDisplayed()\n\n${test('a', 'assertTrue(shown())')}`,
    `${shown('isDisplayed()')}    private fun gone() = rule.onNodeWithTag("t").isNotDisplayed()\n\n${test('a', 'assertTrue(gone())')}`,
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:10 SaveTest.a changed what the assertion checks: assertTrue(shown()) → assertTrue(gone())',
    ],
  ],
  [
    'refuses a negation added in front of a boolean helper call',
    `${shown('isDisplayed()')}${test('a', 'assertTrue(shown())')}`,
    `${shown('isDisplayed()')}${test('a', 'assertTrue(!shown())')}`,
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:8 SaveTest.a weakened the assertion: isTrue() → isFalse() in assertTrue(!shown())',
    ],
  ],
  [
    'refuses a negation added around a parenthesized boolean helper call',
    `${shown('isDisplayed()')}${test('a', 'assertTrue(shown())')}`,
    `${shown('isDisplayed()')}${test('a', 'assertTrue(!(shown()))')}`,
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:8 SaveTest.a weakened the assertion: isTrue() → isFalse() in assertTrue(!(shown()))',
    ],
  ],
  [
    'allows a doubly negated boolean helper call written plainly',
    `${shown('isDisplayed()')}${test('a', 'assertTrue(!(!shown()))')}`,
    test('a', 'assertTrue(rule.onNodeWithTag("t").isDisplayed())'),
    [],
  ],
  [
    'allows a negated boolean helper inlined with its negation',
    `${shown('isDisplayed()')}${test('a', 'assertTrue(!shown())')}`,
    test('a', 'assertTrue(!rule.onNodeWithTag("t").isDisplayed())'),
    [],
  ],
  [
    'allows a boolean helper call put in parentheses and inlined',
    `${shown('isDisplayed()')}${test('a', 'assertTrue((shown()))')}`,
    test('a', 'assertTrue(rule.onNodeWithTag("t").isDisplayed())'),
    [],
  ],
  [
    'refuses a block-bodied boolean helper rewritten as an expression that checks another thing',
    `    private fun shown(): Boolean {\n        val node = rule.onNodeWithTag("t")\n        return node.isDisplayed()\n    }\n\n${test('a', 'assertTrue(shown())')}`,
    `${shown('isNotDisplayed()')}${test('a', 'assertTrue(shown())')}`,
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:8 SaveTest.a changed what the assertion checks: assertTrue(shown()) → assertTrue(shown()) (the check is in shown(): shown() → rule.onNodeWithTag("t").isNotDisplayed)',
      'assertion-removed app/src/androidTest/java/x/SaveTest.kt:6 removed the assertion: node.isDisplayed()',
    ],
  ],
  [
    'allows a boolean helper inlined into the assertion that called it',
    `${shown('isDisplayed()')}${test('a', 'assertTrue(shown())')}`,
    test('a', 'assertTrue(rule.onNodeWithTag("t").isDisplayed())'),
    [],
  ],
  [
    'allows a boolean helper with a parameter inlined, the argument in its place',
    `${shown('isDisplayed()', 'tag')}${test('a', 'assertTrue(shown("save"))')}`,
    test('a', 'assertTrue(rule.onNodeWithTag("save").isDisplayed())'),
    [],
  ],
  [
    'allows a helper that computes a value the check reads changed (set-up, as a local is)',
    `    private fun notes() = repo.notes\n\n${test('a', 'assertTrue(notes().isEmpty())')}`,
    `    private fun notes() = repo.notes.filter { it.visible }\n\n${test('a', 'assertTrue(notes().isEmpty())')}`,
    [],
  ],
  [
    'refuses a boolean helper stubbed to a constant under an unchanged assertion',
    `${shown('isDisplayed()')}${test('a', 'assertTrue(shown())')}`,
    `    private fun shown() = true\n\n${test('a', 'assertTrue(shown())')}`,
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:8 SaveTest.a changed what the assertion checks: assertTrue(shown()) → assertTrue(shown()) (the check is in shown(): rule.onNodeWithTag("t").isDisplayed → true)',
      'assertion-removed app/src/androidTest/java/x/SaveTest.kt:4 removed the assertion: rule.onNodeWithTag("t").isDisplayed()',
    ],
  ],
  [
    'refuses a boolean helper retargeted to another node, its callers unchanged',
    `${shown('isDisplayed()', 'tag')}${test('a', 'assertTrue(shown("save"))')}`,
    `    private fun shown(tag: String) = rule.onNodeWithTag("other").isDisplayed()\n\n${test('a', 'assertTrue(shown("save"))')}`,
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:8 SaveTest.a changed what the assertion checks: assertTrue(shown("save")) → assertTrue(shown("save")) (the check is in shown(): rule.onNodeWithTag("save").isDisplayed → rule.onNodeWithTag("other").isDisplayed)',
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:4 retargeted the finder: hasTestTag tag → "other" in rule.onNodeWithTag("other").isDisplayed()',
    ],
  ],
  [
    "allows fail()'s message reworded: it only says why control should never get there",
    test('a', 'if (saved) fail("saved twice")'),
    test('a', 'if (saved) fail("the note was saved twice")'),
    [],
  ],
  [
    'refuses a fail() removed',
    test('a', 'if (saved) fail("saved twice")\nrule.onNodeWithTag("t").assertIsDisplayed()'),
    test('a', 'rule.onNodeWithTag("t").assertIsDisplayed()'),
    [
      'assertion-removed app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a removed the assertion: fail("saved twice")',
    ],
  ],
  [
    'allows printToLog() added between a finder and its check (it returns the same node)',
    test('a', 'rule.onNodeWithTag("t").assertIsDisplayed()'),
    test('a', 'rule.onNodeWithTag("t").printToLog("save").assertIsDisplayed()'),
    [],
  ],
  [
    'refuses the check after a printToLog() removed',
    test('a', 'rule.onNodeWithTag("t").printToLog("save").assertIsDisplayed()'),
    test('a', 'rule.onNodeWithTag("t").printToLog("save")'),
    [
      'assertion-removed app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a removed the assertion: rule.onNodeWithTag("t").printToLog("save").assertIsDisplayed() → rule.onNodeWithTag("t").printToLog("save") (nothing is checked any more)',
    ],
  ],
  [
    'refuses a Compose check replaced by an Espresso one as a removal',
    test('a', 'rule.onNodeWithTag("t").assertIsDisplayed()'),
    test('a', 'onView(withId(R.id.t)).check(matches(isDisplayed()))'),
    [
      'assertion-removed app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a removed the assertion: rule.onNodeWithTag("t").assertIsDisplayed()',
    ],
  ],
  [
    'refuses an added selector',
    test('a', 'rule.onNodeWithTag("t").assertCountEquals(2)'),
    test('a', 'rule.onNodeWithTag("t").onChildren().assertCountEquals(2)'),
    [
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a retargeted the finder: selector path changed: (none) → onChildren() in rule.onNodeWithTag("t").onChildren().assertCountEquals(2)',
    ],
  ],
  [
    'refuses an `and` with every term changed as a changed matcher',
    test('a', 'rule.onNode(hasTestTag("t") and hasText("x")).assertIsDisplayed()'),
    test('a', 'rule.onNode(hasTestTag("u") and hasText("y")).assertIsDisplayed()'),
    [
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a retargeted the finder: matcher changed: (hasTestTag("t") and hasText("x")) → (hasTestTag("u") and hasText("y")) in rule.onNode(hasTestTag("u") and hasText("y")).assertIsDisplayed()',
    ],
  ],
  [
    'refuses one changed alternative of an `or` as a retarget of it',
    test('a', 'rule.onNode(hasTestTag("t") or hasText("x")).assertIsDisplayed()'),
    test('a', 'rule.onNode(hasTestTag("t") or hasText("y")).assertIsDisplayed()'),
    [
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a retargeted the finder: hasText "x" → "y" in rule.onNode(hasTestTag("t") or hasText("y")).assertIsDisplayed()',
    ],
  ],
  [
    'refuses `or` turned into `and` as a changed matcher',
    test('a', 'rule.onNode(hasTestTag("t") or hasText("x")).assertIsDisplayed()'),
    test('a', 'rule.onNode(hasTestTag("t") and hasText("x")).assertIsDisplayed()'),
    [
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a retargeted the finder: matcher changed: (hasTestTag("t") or hasText("x")) → (hasTestTag("t") and hasText("x")) in rule.onNode(hasTestTag("t") and hasText("x")).assertIsDisplayed()',
    ],
  ],
  [
    'refuses an added `and` term as a changed matcher',
    test('a', 'rule.onNode(hasTestTag("t") and hasText("x")).assertIsDisplayed()'),
    test('a', 'rule.onNode(hasTestTag("t") and hasText("x") and isEnabled()).assertIsDisplayed()'),
    [
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a retargeted the finder: matcher changed: (hasTestTag("t") and hasText("x")) → (hasTestTag("t") and hasText("x") and isEnabled()) in rule.onNode(hasTestTag("t") and hasText("x") and isEnabled()).assertIsDisplayed()',
    ],
  ],
  [
    'refuses a removed `!` as a changed matcher',
    test('a', 'rule.onNode(!hasTestTag("t")).assertIsDisplayed()'),
    test('a', 'rule.onNode(hasTestTag("t")).assertIsDisplayed()'),
    [
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a retargeted the finder: matcher changed: !hasTestTag("t") → hasTestTag("t") in rule.onNode(hasTestTag("t")).assertIsDisplayed()',
    ],
  ],
  [
    'refuses a matcher cut down to isRoot()',
    test('a', 'rule.onNode(isRoot() and hasText("a")).assertIsDisplayed()'),
    test('a', 'rule.onNode(isRoot()).assertIsDisplayed()'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: finder now matches the root: (hasText("a") and isRoot()) → isRoot() in rule.onNode(isRoot()).assertIsDisplayed()',
    ],
  ],
  [
    'allows turning ignoreCase off',
    test('a', 'rule.onNodeWithText("Save", ignoreCase = true).assertIsDisplayed()'),
    test('a', 'rule.onNodeWithText("Save", ignoreCase = false).assertIsDisplayed()'),
    [],
  ],
  [
    'refuses an assertion whose checked local became a constant',
    test('a', 'val n = notes.size\nassertEquals(3, n)'),
    test('a', 'val n = 3\nassertEquals(3, n)'),
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:7 SaveTest.a changed what the assertion checks: assertEquals(3, n) → assertEquals(3, n)',
    ],
  ],
  [
    'allows a changed set-up of the checked local',
    test('a', 'val n = notes.size\nassertEquals(3, n)'),
    test('a', 'val n = repo.notes.size\nassertEquals(3, n)'),
    [],
  ],
  [
    'allows a condition the assertion already had',
    test('a', 'if (ready) assertEquals(3, notes.size)'),
    test('a', 'if (ready) assertEquals(3, notes.size)\nassertTrue(ok)'),
    [],
  ],
  [
    'refuses a second condition around an assertion',
    test('a', 'if (ready) assertEquals(3, notes.size)'),
    test('a', 'if (ready) {\n    if (done) assertEquals(3, notes.size)\n}'),
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:7 SaveTest.a made the assertion conditional: assertEquals(3, notes.size) now only runs under if(done)',
    ],
  ],
  [
    'reads a positional @SdkSuppress level',
    test('a', 'assertTrue(ok)', '@SdkSuppress(21)\n    @Test'),
    test('a', 'assertTrue(ok)', '@SdkSuppress(30)\n    @Test'),
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 SaveTest.a narrowed the SDK levels the test runs on: @SdkSuppress(21) → @SdkSuppress(30)',
    ],
  ],
  [
    'refuses an added codeName on @SdkSuppress',
    test('a', 'assertTrue(ok)', '@SdkSuppress(minSdkVersion = 21)\n    @Test'),
    test('a', 'assertTrue(ok)', '@SdkSuppress(minSdkVersion = 21, codeName = "UpsideDownCake")\n    @Test'),
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 SaveTest.a narrowed the SDK levels the test runs on: @SdkSuppress(minSdkVersion = 21) → @SdkSuppress(minSdkVersion = 21, codeName = "UpsideDownCake")',
    ],
  ],
  [
    'refuses other excludedSdks of the same length',
    test('a', 'assertTrue(ok)', '@SdkSuppress(minSdkVersion = 21, excludedSdks = [28])\n    @Test'),
    test('a', 'assertTrue(ok)', '@SdkSuppress(minSdkVersion = 21, excludedSdks = [29])\n    @Test'),
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 SaveTest.a narrowed the SDK levels the test runs on: @SdkSuppress(minSdkVersion = 21, excludedSdks = [28]) → @SdkSuppress(minSdkVersion = 21, excludedSdks = [29])',
    ],
  ],
  [
    'allows an expected exception the base already had',
    test('a', 'assertTrue(ok)', '@Test(expected = IllegalStateException::class)'),
    test('a', 'assertTrue(ok)', '@Test(expected = IllegalStateException::class)'),
    [],
  ],
  [
    'refuses a raised Timeout written with underscores',
    `    @get:Rule\n    val t = Timeout(1_000)\n\n${test('a', 'assertTrue(ok)')}`,
    `    @get:Rule\n    val t = Timeout(2_000)\n\n${test('a', 'assertTrue(ok)')}`,
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 raised the timeout rule: @get:Rule val t=Timeout(1000) → @get:Rule val t=Timeout(2000)',
    ],
  ],
  [
    'refuses an added repeating rule',
    test('a', 'assertTrue(ok)'),
    `    @get:Rule\n    val r = RepeatRule()\n\n${test('a', 'assertTrue(ok)')}`,
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 added a rule that retries failing tests: @get:Rule val r=RepeatRule()',
    ],
  ],
  [
    'refuses a @Rule field kept without @Rule',
    `    @Rule\n    @JvmField\n    val rule = MyRule()\n\n${test('a', 'assertTrue(ok)')}`,
    `    @JvmField\n    val rule = MyRule()\n\n${test('a', 'assertTrue(ok)')}`,
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 removed the test rule rule from SaveTest: @Rule@JvmField val rule=MyRule()',
    ],
  ],
  [
    'allows a changed rule argument that is not a timeout',
    `    @get:Rule\n    val r = MyRule(1)\n\n${test('a', 'assertTrue(ok)')}`,
    `    @get:Rule\n    val r = MyRule(5)\n\n${test('a', 'assertTrue(ok)')}`,
    [],
  ],
  [
    'refuses a new helper that assumes',
    test('a', 'assertTrue(ok)'),
    `${test('a', 'assertTrue(ok)')}\n    private fun skip() {\n        assumeTrue(false)\n    }`,
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:9 added an assumption that can skip the test: assumeTrue(false)',
    ],
  ],
  [
    'compares a helper no test of its file calls on its own',
    `${test('a', 'assertTrue(ok)')}\n    fun checkAll() {\n        assertEquals(3, notes.size)\n    }`,
    `${test('a', 'assertTrue(ok)')}\n    fun checkAll() {\n        assertEquals(2, notes.size)\n    }`,
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:9 weakened the assertion: isEqualTo(3) → isEqualTo(2) in assertEquals(2, notes.size)',
    ],
  ],
  [
    'refuses a finder helper pointed at another tag, in the helper and in its caller',
    `${test('a', 'title().assertIsDisplayed()')}\n    private fun title() = rule.onNodeWithTag("title")`,
    `${test('a', 'title().assertIsDisplayed()')}\n    private fun title() = rule.onNodeWithTag("other")`,
    [
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a retargeted the finder: hasTestTag "title" → "other" in title().assertIsDisplayed()',
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:8 retargeted the finder: hasTestTag "title" → "other" in rule.onNodeWithTag("other")',
    ],
  ],
  [
    'allows a runCatching the base already had',
    test('a', 'runCatching { assertTrue(ok) }'),
    test('a', 'runCatching { assertTrue(ok) }\nassertTrue(done)'),
    [],
  ],
  [
    'refuses a new catch(Throwable) even around code with no assertion',
    test('a', 'assertTrue(ok)'),
    test('a', 'assertTrue(ok)\ntry {\n    load()\n} catch (e: Throwable) {\n}'),
    [
      'error-swallowed app/src/androidTest/java/x/SaveTest.kt:7 SaveTest.a failures swallowed by catch(Throwable): try { load() } catch (e: Throwable) { }',
    ],
  ],
  [
    'refuses one of two identical assertions removed',
    test('a', 'assertTrue(ok)\nassertTrue(ok)'),
    test('a', 'assertTrue(ok)'),
    ['assertion-removed app/src/androidTest/java/x/SaveTest.kt:7 SaveTest.a removed the assertion: assertTrue(ok)'],
  ],
  [
    'allows reformatting a chain and naming its tag in a local',
    test('a', 'rule.onNodeWithTag(Tags.SAVE).assertIsDisplayed().performClick()'),
    test('a', 'val save = Tags.SAVE\nrule\n    .onNodeWithTag(save)\n    .assertIsDisplayed()\n    .performClick()'),
    [],
  ],
  [
    'compares the matcher of a node wait like a finder',
    test('a', 'rule.waitUntilExactlyOneExists(hasTestTag("list"), timeoutMillis = 2_000)'),
    test('a', 'rule.waitUntilExactlyOneExists(hasTestTag("list") or hasText("Notes"), timeoutMillis = 2_000)'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: added an `or` alternative: hasTestTag("list") → (hasTestTag("list") or hasText("Notes")) in rule.waitUntilExactlyOneExists(hasTestTag("list") or hasText("Notes"), timeoutMillis = 2_000)',
    ],
  ],
  [
    'allows a substring flag the base already had, written by position',
    test('a', 'rule.onNodeWithText("Saved", substring = true).assertExists()'),
    test('a', 'rule.onNodeWithText("Saved", true).assertExists()'),
    [],
  ],
  [
    'allows a longer wait',
    test('a', 'rule.waitUntilExactlyOneExists(hasTestTag("list"), timeoutMillis = 2_000)'),
    test('a', 'rule.waitUntilExactlyOneExists(hasTestTag("list"), timeoutMillis = 10_000)'),
    [],
  ],
  [
    'refuses substring = true added to a finder by name',
    test('a', 'rule.onNodeWithText("Save").assertIsDisplayed()'),
    test('a', 'rule.onNodeWithText("Save", substring = true).assertIsDisplayed()'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: substring = true added to hasText("Save") in rule.onNodeWithText("Save", substring = true).assertIsDisplayed()',
    ],
  ],
  [
    'refuses ignoreCase added to a finder by position',
    test('a', 'rule.onNodeWithText("Save").assertIsDisplayed()'),
    test('a', 'rule.onNodeWithText("Save", false, true).assertIsDisplayed()'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: ignoreCase = true added to hasText("Save") in rule.onNodeWithText("Save", false, true).assertIsDisplayed()',
    ],
  ],
  [
    'refuses switching a finder to the unmerged tree',
    test('a', 'rule.onNodeWithTag("t").assertIsDisplayed()'),
    test('a', 'rule.onNodeWithTag("t", useUnmergedTree = true).assertIsDisplayed()'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: useUnmergedTree false → true (a different node is found) in rule.onNodeWithTag("t", useUnmergedTree = true).assertIsDisplayed()',
    ],
  ],
  [
    'refuses onAllNodes…onFirst() in place of an exactly-one finder',
    test('a', 'rule.onNodeWithTag("t").assertIsDisplayed()'),
    test('a', 'rule.onAllNodesWithTag("t").onFirst().assertIsDisplayed()'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: the exactly-one check is gone: onAllNodes….onFirst() instead of onNode… in rule.onAllNodesWithTag("t").onFirst().assertIsDisplayed()',
    ],
  ],
  [
    'refuses onAllNodes…[0] in place of an exactly-one finder',
    test('a', 'rule.onNodeWithTag("t").assertIsDisplayed()'),
    test('a', 'rule.onAllNodesWithTag("t")[0].assertIsDisplayed()'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: the exactly-one check is gone: onAllNodes…[i] instead of onNode… in rule.onAllNodesWithTag("t")[0].assertIsDisplayed()',
    ],
  ],
  [
    'refuses picking one node of a collection that was counted',
    test('a', 'rule.onAllNodesWithTag("t").assertCountEquals(2)'),
    test('a', 'rule.onAllNodesWithTag("t").onFirst().assertIsDisplayed()'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: the exactly-one check is gone: onAllNodes….onFirst() instead of a counted collection in rule.onAllNodesWithTag("t").onFirst().assertIsDisplayed()',
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a weakened the assertion: assertCountEquals(2) → assertIsDisplayed() in rule.onAllNodesWithTag("t").onFirst().assertIsDisplayed()',
    ],
  ],
  [
    'refuses turning an exactly-one finder into a counted collection as a retarget',
    test('a', 'rule.onNodeWithTag("t").assertExists()'),
    test('a', 'rule.onAllNodesWithTag("t").assertCountEquals(1)'),
    [
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a retargeted the finder: finder cardinality changed (one → all) in rule.onAllNodesWithTag("t").assertCountEquals(1)',
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a weakened the assertion: assertExists() → assertCountEquals(1) in rule.onAllNodesWithTag("t").assertCountEquals(1)',
    ],
  ],
  [
    'refuses a finder pointed at another tag',
    test('a', 'rule.onNodeWithTag("t").assertIsDisplayed()'),
    test('a', 'rule.onNodeWithTag("u").assertIsDisplayed()'),
    [
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a retargeted the finder: hasTestTag "t" → "u" in rule.onNodeWithTag("u").assertIsDisplayed()',
    ],
  ],
  [
    'refuses a node identified by text instead of its tag',
    test('a', 'rule.onNodeWithTag("t").assertIsDisplayed()'),
    test('a', 'rule.onNodeWithText("t").assertIsDisplayed()'),
    [
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a retargeted the finder: node identified by hasText("t") instead of hasTestTag("t") in rule.onNodeWithText("t").assertIsDisplayed()',
    ],
  ],
  [
    'refuses an added `or` alternative',
    test('a', 'rule.onNode(hasTestTag("t")).assertIsDisplayed()'),
    test('a', 'rule.onNode(hasTestTag("t") or hasText("x")).assertIsDisplayed()'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: added an `or` alternative: hasTestTag("t") → (hasTestTag("t") or hasText("x")) in rule.onNode(hasTestTag("t") or hasText("x")).assertIsDisplayed()',
    ],
  ],
  [
    'refuses an `or` that no longer contains the base matcher as a changed matcher',
    test('a', 'rule.onNode(hasTestTag("t")).assertIsDisplayed()'),
    test('a', 'rule.onNode(hasTestTag("u") or hasText("x")).assertIsDisplayed()'),
    [
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a retargeted the finder: matcher changed: hasTestTag("t") → (hasTestTag("u") or hasText("x")) in rule.onNode(hasTestTag("u") or hasText("x")).assertIsDisplayed()',
    ],
  ],
  [
    'refuses `and` turned into `or`',
    test('a', 'rule.onNode(hasTestTag("t") and hasText("x")).assertIsDisplayed()'),
    test('a', 'rule.onNode(hasTestTag("t") or hasText("x")).assertIsDisplayed()'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: `and` turned into `or`: (hasTestTag("t") and hasText("x")) → (hasTestTag("t") or hasText("x")) in rule.onNode(hasTestTag("t") or hasText("x")).assertIsDisplayed()',
    ],
  ],
  [
    'refuses a dropped `and` term',
    test('a', 'rule.onNode(hasTestTag("t") and hasText("x")).assertIsDisplayed()'),
    test('a', 'rule.onNode(hasTestTag("t")).assertIsDisplayed()'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: dropped an `and` term: (hasTestTag("t") and hasText("x")) → hasTestTag("t") in rule.onNode(hasTestTag("t")).assertIsDisplayed()',
    ],
  ],
  [
    'refuses more alternatives in an `or`',
    test('a', 'rule.onNode(hasTestTag("t") or hasText("x")).assertIsDisplayed()'),
    test('a', 'rule.onNode(hasTestTag("t") or hasText("x") or hasText("y")).assertIsDisplayed()'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: added `or` alternatives: (hasTestTag("t") or hasText("x")) → (hasTestTag("t") or hasText("x") or hasText("y")) in rule.onNode(hasTestTag("t") or hasText("x") or hasText("y")).assertIsDisplayed()',
    ],
  ],
  [
    'refuses one changed term of an `and` as a retarget of that term',
    test('a', 'rule.onNode(hasTestTag("t") and hasText("x")).assertIsDisplayed()'),
    test('a', 'rule.onNode(hasTestTag("t") and hasText("y")).assertIsDisplayed()'),
    [
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a retargeted the finder: hasText "x" → "y" in rule.onNode(hasTestTag("t") and hasText("y")).assertIsDisplayed()',
    ],
  ],
  [
    'refuses an inserted `!`',
    test('a', 'rule.onNode(hasTestTag("t")).assertIsDisplayed()'),
    test('a', 'rule.onNode(!hasTestTag("t")).assertIsDisplayed()'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: inserted `!`: hasTestTag("t") → !hasTestTag("t") in rule.onNode(!hasTestTag("t")).assertIsDisplayed()',
    ],
  ],
  [
    'compares the terms under `!`',
    test('a', 'rule.onNode(!hasTestTag("t")).assertIsDisplayed()'),
    test('a', 'rule.onNode(!hasTestTag("u")).assertIsDisplayed()'),
    [
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a retargeted the finder: hasTestTag "t" → "u" in rule.onNode(!hasTestTag("u")).assertIsDisplayed()',
    ],
  ],
  [
    'refuses a finder that now matches the root',
    test('a', 'rule.onNode(hasTestTag("t")).assertIsDisplayed()'),
    test('a', 'rule.onNode(isRoot()).assertIsDisplayed()'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: finder now matches the root: hasTestTag("t") → isRoot() in rule.onNode(isRoot()).assertIsDisplayed()',
    ],
  ],
  [
    'refuses a matcher replaced by a custom SemanticsMatcher',
    test('a', 'rule.onNode(hasTestTag("t")).assertIsDisplayed()'),
    test('a', 'rule.onNode(SemanticsMatcher("any") { true }).assertIsDisplayed()'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: matcher replaced by a custom SemanticsMatcher: SemanticsMatcher("any"){true} in rule.onNode(SemanticsMatcher("any") { true }).assertIsDisplayed()',
    ],
  ],
  [
    'refuses hasTextExactly → hasText as a wider matcher',
    test('a', 'rule.onNode(hasTextExactly("a")).assertIsDisplayed()'),
    test('a', 'rule.onNode(hasText("a")).assertIsDisplayed()'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: hasTextExactly("a") → hasText("a") no longer checks the same property in rule.onNode(hasText("a")).assertIsDisplayed()',
    ],
  ],
  [
    'refuses a non-identifying matcher swapped for another as matched by',
    test('a', 'rule.onNode(isOn()).assertIsDisplayed()'),
    test('a', 'rule.onNode(isOff()).assertIsDisplayed()'),
    [
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a retargeted the finder: node matched by isOff() instead of isOn() in rule.onNode(isOff()).assertIsDisplayed()',
    ],
  ],
  [
    'refuses substring = true added to hasText',
    test('a', 'rule.onNode(hasText("a")).assertIsDisplayed()'),
    test('a', 'rule.onNode(hasText("a", substring = true)).assertIsDisplayed()'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: substring = true added to hasText("a") in rule.onNode(hasText("a", substring = true)).assertIsDisplayed()',
    ],
  ],
  [
    'refuses an include flag turned off on hasTextExactly',
    test('a', 'rule.onNode(hasTextExactly("a", includeEditableText = true)).assertIsDisplayed()'),
    test('a', 'rule.onNode(hasTextExactly("a", includeEditableText = false)).assertIsDisplayed()'),
    [
      'finder-widened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a widened the finder: includeEditableText true → false on hasTextExactly("a") in rule.onNode(hasTextExactly("a", includeEditableText = false)).assertIsDisplayed()',
    ],
  ],
  [
    'refuses a dropped selector',
    test('a', 'rule.onNodeWithTag("t").onChildren().assertCountEquals(2)'),
    test('a', 'rule.onNodeWithTag("t").assertCountEquals(2)'),
    [
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a retargeted the finder: selector path changed: onChildren() → (none) in rule.onNodeWithTag("t").assertCountEquals(2)',
    ],
  ],
  [
    'refuses assertIsDisplayed → assertExists',
    test('a', 'rule.onNodeWithTag("t").assertIsDisplayed()'),
    test('a', 'rule.onNodeWithTag("t").assertExists()'),
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a weakened the assertion: assertIsDisplayed() → assertExists() in rule.onNodeWithTag("t").assertExists()',
    ],
  ],
  [
    'allows assertExists → assertIsDisplayed',
    test('a', 'rule.onNodeWithTag("t").assertExists()'),
    test('a', 'rule.onNodeWithTag("t").assertIsDisplayed()'),
    [],
  ],
  [
    'refuses a changed expected count',
    test('a', 'rule.onAllNodesWithTag("t").assertCountEquals(3)'),
    test('a', 'rule.onAllNodesWithTag("t").assertCountEquals(2)'),
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a weakened the assertion: assertCountEquals(3) → assertCountEquals(2) in rule.onAllNodesWithTag("t").assertCountEquals(2)',
    ],
  ],
  [
    'refuses dropping inOrder() from containsExactly',
    test('a', 'assertThat(notes).containsExactly("a", "b").inOrder()'),
    test('a', 'assertThat(notes).containsExactly("a", "b")'),
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a weakened the assertion: containsExactly.inOrder("a", "b") → containsExactly("a", "b") in assertThat(notes).containsExactly("a", "b")',
    ],
  ],
  [
    'refuses a changed expected value',
    test('a', 'assertEquals(3, notes.size)'),
    test('a', 'assertEquals(2, notes.size)'),
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a weakened the assertion: isEqualTo(3) → isEqualTo(2) in assertEquals(2, notes.size)',
    ],
  ],
  [
    'refuses an assertion that now checks a constant',
    test('a', 'assertEquals(3, notes.size)'),
    test('a', 'assertEquals(3, 3)'),
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a changed what the assertion checks: assertEquals(3, notes.size) → assertEquals(3, 3)',
    ],
  ],
  [
    'refuses an assertion made conditional',
    test('a', 'assertEquals(3, notes.size)'),
    test('a', 'if (ready) assertEquals(3, notes.size)'),
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a made the assertion conditional: assertEquals(3, notes.size) now only runs under if(ready)',
    ],
  ],
  [
    'allows reordering assertions',
    test('a', 'assertEquals(3, notes.size)\nassertTrue(ok)'),
    test('a', 'assertTrue(ok)\nassertEquals(3, notes.size)'),
    [],
  ],
  [
    'refuses assertIsDisplayed() → isDisplayed() as a removal',
    test('a', 'rule.onNodeWithTag("t").assertIsDisplayed()'),
    test('a', 'rule.onNodeWithTag("t").isDisplayed()'),
    [
      'assertion-removed app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a removed the assertion: rule.onNodeWithTag("t").assertIsDisplayed() → rule.onNodeWithTag("t").isDisplayed() (isDisplayed() checks nothing)',
    ],
  ],
  [
    'refuses try/catch(AssertionError) around an assertion',
    test('a', 'rule.onNodeWithTag("t").assertIsDisplayed()'),
    test('a', 'try {\n    rule.onNodeWithTag("t").assertIsDisplayed()\n} catch (e: AssertionError) {\n}'),
    [
      'error-swallowed app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a failures swallowed by catch(AssertionError): rule.onNodeWithTag("t").assertIsDisplayed()',
    ],
  ],
  [
    'refuses runCatching around an assertion',
    test('a', 'assertEquals(3, notes.size)'),
    test('a', 'runCatching { assertEquals(3, notes.size) }'),
    [
      'error-swallowed app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a failures swallowed by runCatching: assertEquals(3, notes.size)',
    ],
  ],
  [
    'refuses an added assumption',
    test('a', 'assertEquals(3, notes.size)'),
    test('a', 'assumeTrue(false)\nassertEquals(3, notes.size)'),
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a added an assumption that can skip the test: assumeTrue(false)',
    ],
  ],
  [
    'refuses an added @Ignore',
    test('a', 'assertEquals(3, notes.size)'),
    test('a', 'assertEquals(3, notes.size)', '@Ignore("later")\n    @Test'),
    ['test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 SaveTest.a added: @Ignore("later")'],
  ],
  [
    'allows a changed @Ignore reason',
    test('a', 'assertEquals(3, notes.size)', '@Ignore("x")\n    @Test'),
    test('a', 'assertEquals(3, notes.size)', '@Ignore("y")\n    @Test'),
    [],
  ],
  [
    'allows Kotlin\'s @Suppress("…") for warnings',
    test('a', 'assertEquals(3, notes.size)'),
    test('a', 'assertEquals(3, notes.size)', '@Suppress("UNUSED")\n    @Test'),
    [],
  ],
  [
    'refuses an added bare @Suppress',
    test('a', 'assertEquals(3, notes.size)'),
    test('a', 'assertEquals(3, notes.size)', '@Suppress\n    @Test'),
    ['test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 SaveTest.a added: @Suppress'],
  ],
  [
    'refuses a raised minSdkVersion',
    test('a', 'assertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 21)\n    @Test'),
    test('a', 'assertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 30)\n    @Test'),
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 SaveTest.a narrowed the SDK levels the test runs on: @SdkSuppress(minSdkVersion = 21) → @SdkSuppress(minSdkVersion = 30)',
    ],
  ],
  [
    'allows a lowered minSdkVersion',
    test('a', 'assertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 30)\n    @Test'),
    test('a', 'assertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 21)\n    @Test'),
    [],
  ],
  [
    'refuses a lowered maxSdkVersion',
    test('a', 'assertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 21, maxSdkVersion = 34)\n    @Test'),
    test('a', 'assertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 21, maxSdkVersion = 33)\n    @Test'),
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 SaveTest.a narrowed the SDK levels the test runs on: @SdkSuppress(minSdkVersion = 21, maxSdkVersion = 34) → @SdkSuppress(minSdkVersion = 21, maxSdkVersion = 33)',
    ],
  ],
  [
    'allows a raised maxSdkVersion',
    test('a', 'assertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 21, maxSdkVersion = 33)\n    @Test'),
    test('a', 'assertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 21, maxSdkVersion = 34)\n    @Test'),
    [],
  ],
  [
    'refuses added excludedSdks',
    test('a', 'assertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 21)\n    @Test'),
    test('a', 'assertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 21, excludedSdks = [28])\n    @Test'),
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 SaveTest.a narrowed the SDK levels the test runs on: @SdkSuppress(minSdkVersion = 21) → @SdkSuppress(minSdkVersion = 21, excludedSdks = [28])',
    ],
  ],
  [
    'allows removed excludedSdks',
    test('a', 'assertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 21, excludedSdks = [28])\n    @Test'),
    test('a', 'assertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 21)\n    @Test'),
    [],
  ],
  [
    'reads underscores in SDK levels',
    test('a', 'assertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 21)\n    @Test'),
    test('a', 'assertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 2_8)\n    @Test'),
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 SaveTest.a narrowed the SDK levels the test runs on: @SdkSuppress(minSdkVersion = 21) → @SdkSuppress(minSdkVersion = 2_8)',
    ],
  ],
  [
    'refuses a changed test size',
    test('a', 'assertEquals(3, notes.size)', '@SmallTest\n    @Test'),
    test('a', 'assertEquals(3, notes.size)', '@LargeTest\n    @Test'),
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 SaveTest.a changed the test size: @SmallTest → @LargeTest',
    ],
  ],
  [
    'refuses an added test size',
    test('a', 'assertEquals(3, notes.size)'),
    test('a', 'assertEquals(3, notes.size)', '@LargeTest\n    @Test'),
    ['test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 SaveTest.a changed the test size: @(none) → @LargeTest'],
  ],
  [
    'refuses an expected exception added to @Test',
    test('a', 'assertEquals(3, notes.size)'),
    test('a', 'assertEquals(3, notes.size)', '@Test(expected = AssertionError::class)'),
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 SaveTest.a added an expected exception to @Test: @Test(expected=AssertionError::class)',
    ],
  ],
  [
    'allows a timeout added to @Test',
    test('a', 'assertEquals(3, notes.size)'),
    test('a', 'assertEquals(3, notes.size)', '@Test(timeout = 5000)'),
    [],
  ],
  [
    'refuses a deleted test',
    `${test('a', 'assertEquals(3, notes.size)')}\n${test('b', 'assertTrue(ok)')}`,
    test('a', 'assertEquals(3, notes.size)'),
    ['test-suppressed app/src/androidTest/java/x/SaveTest.kt:8 SaveTest.b deleted or renamed the test: SaveTest.b'],
  ],
  [
    'refuses a removed @Test',
    test('a', 'assertEquals(3, notes.size)'),
    test('a', 'assertEquals(3, notes.size)', ''),
    ['test-suppressed app/src/androidTest/java/x/SaveTest.kt:5 SaveTest.a removed @Test from: SaveTest.a'],
  ],
  [
    'allows splitting a test in two within its class',
    test('a', 'assertEquals(3, notes.size)\nassertTrue(ok)'),
    `${test('a', 'assertEquals(3, notes.size)')}\n${test('a2', 'assertTrue(ok)')}`,
    [],
  ],
  [
    'refuses a test rule that lost its @Rule',
    `    @get:Rule\n    val rule = createComposeRule()\n\n${test('a', 'assertTrue(ok)')}`,
    `    val rule = createComposeRule()\n\n${test('a', 'assertTrue(ok)')}`,
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 removed the test rule rule from SaveTest: @get:Rule val rule=createComposeRule()',
    ],
  ],
  [
    'allows a test rule that lost its @Rule to a RuleChain that wraps it',
    `    @get:Rule\n    val rule = createComposeRule()\n\n${test('a', 'assertTrue(ok)')}`,
    `    private val rule = createComposeRule()\n\n    @get:Rule\n    val chain: TestRule = RuleChain.outerRule(LeakRule()).around(rule)\n\n${test('a', 'assertTrue(ok)')}`,
    [],
  ],
  [
    'refuses a test rule that lost its @Rule beside a RuleChain that does not wrap it',
    `    @get:Rule\n    val rule = createComposeRule()\n\n${test('a', 'assertTrue(ok)')}`,
    `    private val rule = createComposeRule()\n\n    @get:Rule\n    val chain: TestRule = RuleChain.outerRule(LeakRule()).around(OtherRule())\n\n${test('a', 'assertTrue(ok)')}`,
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 removed the test rule rule from SaveTest: @get:Rule val rule=createComposeRule()',
    ],
  ],
  [
    'refuses a deleted custom rule',
    `    @get:Rule\n    val rule = MyRule()\n\n${test('a', 'assertTrue(ok)')}`,
    test('a', 'assertTrue(ok)'),
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 removed the test rule rule from SaveTest: @get:Rule val rule=MyRule()',
    ],
  ],
  [
    'allows deleting an infrastructure rule',
    `    @get:Rule\n    val rule = InstantTaskExecutorRule()\n\n${test('a', 'assertTrue(ok)')}`,
    test('a', 'assertTrue(ok)'),
    [],
  ],
  [
    'refuses a raised Timeout rule',
    `    @get:Rule\n    val t = Timeout.seconds(10)\n\n${test('a', 'assertTrue(ok)')}`,
    `    @get:Rule\n    val t = Timeout.seconds(60)\n\n${test('a', 'assertTrue(ok)')}`,
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 raised the timeout rule: @get:Rule val t=Timeout.seconds(10) → @get:Rule val t=Timeout.seconds(60)',
    ],
  ],
  [
    'allows a lowered Timeout rule',
    `    @get:Rule\n    val t = Timeout.seconds(60)\n\n${test('a', 'assertTrue(ok)')}`,
    `    @get:Rule\n    val t = Timeout.seconds(10)\n\n${test('a', 'assertTrue(ok)')}`,
    [],
  ],
  [
    'refuses an added retry rule',
    test('a', 'assertTrue(ok)'),
    `    @get:Rule\n    val retry = RetryRule(3)\n\n${test('a', 'assertTrue(ok)')}`,
    [
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 added a rule that retries failing tests: @get:Rule val retry=RetryRule(3)',
    ],
  ],
  [
    'allows an added rule that does not retry',
    test('a', 'assertTrue(ok)'),
    `    @get:Rule\n    val other = LoggingRule()\n\n${test('a', 'assertTrue(ok)')}`,
    [],
  ],
  [
    "refuses a helper that a test calls, weakened, as the test's own change",
    `${test('a', 'check()')}\n    private fun check() {\n        assertEquals(3, notes.size)\n    }`,
    `${test('a', 'check()')}\n    private fun check() {\n        assertEquals(2, notes.size)\n    }`,
    [
      'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:9 SaveTest.a weakened the assertion: isEqualTo(3) → isEqualTo(2) in assertEquals(2, notes.size)',
    ],
  ],
  [
    'refuses a new helper that swallows failures',
    test('a', 'assertTrue(ok)'),
    `${test('a', 'assertTrue(ok)')}\n    private fun quiet() {\n        runCatching { assertTrue(ok) }\n    }`,
    ['error-swallowed app/src/androidTest/java/x/SaveTest.kt:9 failures swallowed by runCatching: assertTrue(ok)'],
  ],
];

describe('test rules', () => {
  it.each(cases)('%s', async (_name, base, head, expected) => {
    expect(lines(await refusals({ [T]: file(base) }, { [T]: file(head) }))).toEqual(expected);
  });
});

describe('test rules across files', () => {
  const U = 'app/src/test/java/x/SaveTest.kt';
  const S = 'app/src/sharedTest/java/x/SaveTest.kt';
  const O = 'app/src/androidTest/java/x/OtherTest.kt';
  const other = (body: string) => file(body).replace('class SaveTest', 'class OtherTest');

  it('refuses a test moved from androidTest to the unit tests', async () => {
    expect(
      lines(await refusals({ [T]: file(test('a', 'assertTrue(ok)')) }, { [U]: file(test('a', 'assertTrue(ok)')) })),
    ).toEqual([
      'test-suppressed app/src/test/java/x/SaveTest.kt:4 SaveTest.a moved the test from androidTest to test: SaveTest.a',
    ]);
  });

  it('allows a test moved from sharedTest into androidTest', async () => {
    expect(
      await refusals({ [S]: file(test('a', 'assertTrue(ok)')) }, { [T]: file(test('a', 'assertTrue(ok)')) }),
    ).toEqual([]);
  });

  it('refuses checks moved into a test of another class, and a test moved to another class', async () => {
    const base = { [T]: file(test('a', 'assertTrue(ok)\nassertEquals(3, notes.size)')) };
    const head = { [T]: file(test('a', 'assertTrue(ok)')), [O]: other(test('b', 'assertEquals(3, notes.size)')) };
    expect(lines(await refusals(base, head))).toEqual([
      'assertion-removed app/src/androidTest/java/x/SaveTest.kt:7 SaveTest.a removed the assertion: assertEquals(3, notes.size)',
    ]);
    expect(
      lines(await refusals({ [T]: file(test('a', 'assertTrue(ok)')) }, { [O]: other(test('a', 'assertTrue(ok)')) })),
    ).toEqual([
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:4 SaveTest.a deleted or renamed the test: SaveTest.a',
    ]);
  });

  it('refuses @Ignore on the class, and lets a method annotation stand for the class one', async () => {
    const plain = file(test('a', 'assertTrue(ok)'));
    expect(
      lines(await refusals({ [T]: plain }, { [T]: plain.replace('class SaveTest', '@Ignore\nclass SaveTest') })),
    ).toEqual(['test-suppressed app/src/androidTest/java/x/SaveTest.kt:3 SaveTest.a added: @Ignore']);
    const flakyClass = plain.replace('class SaveTest', '@FlakyTest\nclass SaveTest');
    const flakyBoth = file(test('a', 'assertTrue(ok)', '@FlakyTest(detail = "x")\n    @Test')).replace(
      'class SaveTest',
      '@FlakyTest\nclass SaveTest',
    );
    expect(await refusals({ [T]: flakyClass }, { [T]: flakyBoth })).toEqual([]);
  });

  it('keeps an assertion on removed app API when the test now asserts a fixed value on the API that replaced it', async () => {
    const base = { [T]: file(test('a', 'assertNotNull(vm.event)')) };
    const head = { [T]: file(test('a', 'assertEquals(Action.Open, vm.action)')) };
    const migration = { removed: new Set(['event']), added: new Set(['action']) };
    expect(await refusals(base, head, { migration })).toEqual([]);
    expect(lines(await refusals(base, head))).toEqual([
      'assertion-removed app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a removed the assertion: assertNotNull(vm.event)',
    ]);
  });
});

describe('what a refusal points back to', () => {
  const about = async (base: string, head: string) =>
    (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => [r.rule, r.line, r.about ?? null]);

  it('points a changed or lost check at the base check, a suppression at nothing', async () => {
    expect(
      await about(
        test('a', 'if (ready) assertEquals(3, notes.size)'),
        test('a', 'if (ready) {\n    if (done) assertEquals(3, notes.size)\n}'),
      ),
    ).toEqual([
      ['assertion-weakened', 7, { file: T, line: 6, text: 'assertEquals(3, notes.size)', test: 'SaveTest.a' }],
    ]);
    expect(await about(test('a', 'assertTrue(ok)\nassertTrue(ok)'), test('a', 'assertTrue(ok)'))).toEqual([
      ['assertion-removed', 7, { file: T, line: 7, text: 'assertTrue(ok)', test: 'SaveTest.a' }],
    ]);
    expect(await about(test('a', 'assertTrue(ok)'), test('a', 'assertTrue(ok)', '@Ignore\n    @Test'))).toEqual([
      ['test-suppressed', 4, null],
    ]);
  });

  it('points a swallowed check at it, and a swallow of no check at nothing', async () => {
    expect(await about(test('a', 'assertTrue(ok)'), test('a', 'runCatching { assertTrue(ok) }'))).toEqual([
      ['error-swallowed', 6, { file: T, line: 6, text: 'assertTrue(ok)', test: 'SaveTest.a' }],
    ]);
    expect(
      await about(
        test('a', 'assertTrue(ok)'),
        test('a', 'assertTrue(ok)\ntry {\n    load()\n} catch (e: Throwable) {\n}'),
      ),
    ).toEqual([['error-swallowed', 7, null]]);
  });

  it('points a deleted test at itself, and a helper compared on its own at no test', async () => {
    expect(
      await about(`${test('a', 'assertTrue(ok)')}\n${test('b', 'assertTrue(ok)')}`, test('a', 'assertTrue(ok)')),
    ).toEqual([['test-suppressed', 8, { file: T, line: 8, text: 'SaveTest.b', test: 'SaveTest.b' }]]);
    const helper = (n: number) =>
      `${test('a', 'assertTrue(ok)')}\n    fun checkAll() {\n        assertEquals(${n}, notes.size)\n    }`;
    expect(await about(helper(3), helper(2))).toEqual([
      ['assertion-weakened', 9, { file: T, line: 9, text: 'assertEquals(3, notes.size)' }],
    ]);
  });

  it('names the class-level size annotation a test inherits', async () => {
    const plain = file(test('a', 'assertTrue(ok)'));
    expect(
      lines(await refusals({ [T]: plain }, { [T]: plain.replace('class SaveTest', '@LargeTest\nclass SaveTest') })),
    ).toEqual([
      'test-suppressed app/src/androidTest/java/x/SaveTest.kt:5 SaveTest.a changed the test size: @(none) → @LargeTest',
    ]);
  });
});

describe('an assertion on app API the change removed (migrated checks)', () => {
  const M = { removed: new Set(['event']), added: new Set(['action']) };
  const removed = (line: number, what: string) =>
    `assertion-removed app/src/androidTest/java/x/SaveTest.kt:${line} SaveTest.a removed the assertion: ${what}`;
  const cases: Array<[string, string, string, typeof M, string[]]> = [
    ['keeps the same check on the API that replaced it', 'assertNotNull(vm.event)', 'assertNotNull(vm.action)', M, []],
    ['keeps the same expected value', 'assertEquals(1, vm.event)', 'assertEquals(1, vm.action)', M, []],
    [
      'keeps a presence check that became a fixed value in another assertion library',
      'assertNotNull(vm.event)',
      'assertThat(vm.action).isEqualTo(Action.Open)',
      M,
      [],
    ],
    [
      'keeps it when the new equality carries a message',
      'assertNotNull(vm.event)',
      'assertEquals(Action.Open, vm.action, "msg")',
      M,
      [],
    ],
    [
      'keeps a flag that became a nullable value: false is null, true is not null',
      'assertFalse(vm.event)\n        assertTrue(vm.event)',
      'assertNull(vm.action)\n        assertNotNull(vm.action)',
      M,
      [],
    ],
    [
      'refuses a false flag restated as a value that is there',
      'assertFalse(vm.event)',
      'assertNotNull(vm.action)',
      M,
      [removed(6, 'assertFalse(vm.event)')],
    ],
    [
      'refuses a true flag restated as a value that is not there',
      'assertTrue(vm.event)',
      'assertNull(vm.action)',
      M,
      [removed(6, 'assertTrue(vm.event)')],
    ],
    [
      'refuses a changed expected value',
      'assertEquals(1, vm.event)',
      'assertEquals(2, vm.action)',
      M,
      [
        'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a changed what the assertion checks: assertEquals(1, vm.event) → assertEquals(2, vm.action)',
        'assertion-weakened app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a weakened the assertion: isEqualTo(1) → isEqualTo(2) in assertEquals(2, vm.action)',
      ],
    ],
    [
      'refuses null as the fixed value',
      'assertNotNull(vm.event)',
      'assertEquals(null, vm.action)',
      M,
      [removed(6, 'assertNotNull(vm.event)')],
    ],
    [
      'refuses false as the fixed value',
      'assertTrue(vm.event)',
      'assertEquals(false, vm.action)',
      M,
      [removed(6, 'assertTrue(vm.event)')],
    ],
    [
      'refuses 0 as the fixed value',
      'assertNotNull(vm.event)',
      'assertEquals(0, vm.action)',
      M,
      [removed(6, 'assertNotNull(vm.event)')],
    ],
    [
      'refuses a base check that is not a presence check',
      'assertFalse(vm.event)',
      'assertEquals(Action.Open, vm.action)',
      M,
      [removed(6, 'assertFalse(vm.event)')],
    ],
    [
      // read through `?.`: a non-safe `vm.event.action` would itself fail on null (rules/tests.ts dereferencedLater)
      'refuses a head check that still names the removed API',
      'assertNotNull(vm.event)',
      'assertEquals(Action.Open, vm.event?.action)',
      M,
      [removed(6, 'assertNotNull(vm.event)')],
    ],
    [
      'accepts a head check that reads a member of the value without a safe call: it fails on null too',
      'assertNotNull(vm.event)',
      'assertEquals(Action.Open, vm.event.action)',
      M,
      [],
    ],
    [
      'refuses a base check on API that was not removed',
      'assertNotNull(vm.state)',
      'assertEquals(Action.Open, vm.action)',
      M,
      [removed(6, 'assertNotNull(vm.state)')],
    ],
    [
      'refuses a head check on API that was not added',
      'assertNotNull(vm.event)',
      'assertEquals(Action.Open, vm.other)',
      M,
      [removed(6, 'assertNotNull(vm.event)')],
    ],
    [
      'refuses it when the change removed nothing',
      'assertNotNull(vm.event)',
      'assertEquals(Action.Open, vm.action)',
      { removed: new Set<string>(), added: new Set(['action']) },
      [removed(6, 'assertNotNull(vm.event)')],
    ],
    [
      'refuses a UI check standing in for a value check',
      'assertNotNull(vm.event)',
      'rule.onNodeWithTag(vm.action).assertExists()',
      M,
      [removed(6, 'assertNotNull(vm.event)')],
    ],
    [
      'lets one head check stand for one base check only',
      'assertNotNull(vm.event)\n        assertNotNull(vm.event)',
      'assertNotNull(vm.action)',
      M,
      [removed(7, 'assertNotNull(vm.event)')],
    ],
  ];
  it.each(cases)('%s', async (_name, base, head, migration, expected) => {
    expect(lines(await refusals({ [T]: one(base) }, { [T]: one(head) }, { migration }))).toEqual(expected);
  });
});

describe('finder changes, one branch each', () => {
  const at = (rule: string, what: string, head: string) =>
    `${rule} app/src/androidTest/java/x/SaveTest.kt:6 SaveTest.a ${rule === 'finder-widened' ? 'widened' : 'retargeted'} the finder: ${what} in ${head}`;
  const both = 'rule.onNode(hasTestTag("t") and hasText("x")).assertExists()';
  const cases: Array<[string, string, string, string[]]> = [
    [
      'refuses `and` turned into `or`',
      both,
      'rule.onNode(hasTestTag("t") or hasText("x")).assertExists()',
      [
        at(
          'finder-widened',
          '`and` turned into `or`: (hasTestTag("t") and hasText("x")) → (hasTestTag("t") or hasText("x"))',
          'rule.onNode(hasTestTag("t") or hasText("x")).assertExists()',
        ),
      ],
    ],
    [
      'refuses a dropped `and` term',
      both,
      'rule.onNode(hasTestTag("t")).assertExists()',
      [
        at(
          'finder-widened',
          'dropped an `and` term: (hasTestTag("t") and hasText("x")) → hasTestTag("t")',
          'rule.onNode(hasTestTag("t")).assertExists()',
        ),
      ],
    ],
    ['allows `and` terms in another order', both, 'rule.onNode(hasText("x") and hasTestTag("t")).assertExists()', []],
    [
      'refuses one changed term inside `and`, `or` and `!`, naming the term',
      'rule.onNode(!hasText("x")).assertExists()',
      'rule.onNode(!hasText("y")).assertExists()',
      [at('finder-retargeted', 'hasText "x" → "y"', 'rule.onNode(!hasText("y")).assertExists()')],
    ],
    [
      'refuses a finder that now matches the root',
      'rule.onNode(hasTestTag("t")).assertExists()',
      'rule.onNode(isRoot()).assertExists()',
      [
        at(
          'finder-widened',
          'finder now matches the root: hasTestTag("t") → isRoot()',
          'rule.onNode(isRoot()).assertExists()',
        ),
      ],
    ],
    [
      'refuses a node identified by another property',
      'rule.onNode(hasTestTag("t")).assertExists()',
      'rule.onNode(hasContentDescription("t")).assertExists()',
      [
        at(
          'finder-retargeted',
          'node identified by hasContentDescription("t") instead of hasTestTag("t")',
          'rule.onNode(hasContentDescription("t")).assertExists()',
        ),
      ],
    ],
    [
      'allows onAllNodes….onFirst() tightened to onNode… (exactly one node, the one it picked)',
      'rule.onAllNodesWithTag("t").onFirst().assertExists()',
      'rule.onNodeWithTag("t").assertExists()',
      [],
    ],
    [
      'allows onAllNodes….onLast() tightened to onNode…',
      'rule.onAllNodesWithTag("t").onLast().assertIsDisplayed()',
      'rule.onNodeWithTag("t").assertIsDisplayed()',
      [],
    ],
    [
      'refuses onAllNodes…[i] turned into onNode… (another node than the one it picked)',
      'rule.onAllNodesWithTag("t")[2].assertExists()',
      'rule.onNodeWithTag("t").assertExists()',
      [at('finder-retargeted', 'finder cardinality changed (all → one)', 'rule.onNodeWithTag("t").assertExists()')],
    ],
    [
      'still refuses the tightening when the tag changed with it',
      'rule.onAllNodesWithTag("t").onFirst().assertExists()',
      'rule.onNodeWithTag("u").assertExists()',
      [at('finder-retargeted', 'hasTestTag "t" → "u"', 'rule.onNodeWithTag("u").assertExists()')],
    ],
  ];
  it.each(cases)('%s', async (_name, base, head, expected) => {
    expect(lines(await refusals({ [T]: one(base) }, { [T]: one(head) }))).toEqual(expected);
  });
});

/** `rule file:line rest` of a refusal in SaveTest.kt, the rest written out literally. */
const at = (rule: string, line: number, rest: string) =>
  `${rule} app/src/androidTest/java/x/SaveTest.kt:${line} ${rest}`;

describe('matcher changes, named by what they do to the node found', () => {
  const cases: Array<[string, string, string, string[]]> = [
    [
      'names only the unmerged tree when an `and` finder switches to it',
      'rule.onNode(hasTestTag("t") and hasText("x")).assertIsDisplayed()',
      'rule.onNode(hasTestTag("t") and hasText("x"), useUnmergedTree = true).assertIsDisplayed()',
      [
        at(
          'finder-widened',
          6,
          'SaveTest.a widened the finder: useUnmergedTree false → true (a different node is found) in rule.onNode(hasTestTag("t") and hasText("x"), useUnmergedTree = true).assertIsDisplayed()',
        ),
      ],
    ],
    [
      'refuses a dropped term of a three-term `and`',
      'rule.onNode(hasTestTag("t") and hasText("x") and isEnabled()).assertIsDisplayed()',
      'rule.onNode(hasTestTag("t") and hasText("x")).assertIsDisplayed()',
      [
        at(
          'finder-widened',
          6,
          'SaveTest.a widened the finder: dropped an `and` term: (hasTestTag("t") and hasText("x") and isEnabled()) → (hasTestTag("t") and hasText("x")) in rule.onNode(hasTestTag("t") and hasText("x")).assertIsDisplayed()',
        ),
      ],
    ],
    [
      'refuses an `and` replaced by an unrelated matcher as a changed matcher',
      'rule.onNode(hasTestTag("t") and hasText("x")).assertIsDisplayed()',
      'rule.onNode(hasContentDescription("d")).assertIsDisplayed()',
      [
        at(
          'finder-retargeted',
          6,
          'SaveTest.a retargeted the finder: matcher changed: (hasTestTag("t") and hasText("x")) → hasContentDescription("d") in rule.onNode(hasContentDescription("d")).assertIsDisplayed()',
        ),
      ],
    ],
    [
      'refuses a term added to a single matcher as a changed matcher',
      'rule.onNode(hasTestTag("t")).assertIsDisplayed()',
      'rule.onNode(hasTestTag("t") and isEnabled()).assertIsDisplayed()',
      [
        at(
          'finder-retargeted',
          6,
          'SaveTest.a retargeted the finder: matcher changed: hasTestTag("t") → (hasTestTag("t") and isEnabled()) in rule.onNode(hasTestTag("t") and isEnabled()).assertIsDisplayed()',
        ),
      ],
    ],
    [
      'refuses a dropped `or` alternative as a changed matcher',
      'rule.onNode(hasTestTag("t") or hasText("x")).assertIsDisplayed()',
      'rule.onNode(hasTestTag("t")).assertIsDisplayed()',
      [
        at(
          'finder-retargeted',
          6,
          'SaveTest.a retargeted the finder: matcher changed: (hasTestTag("t") or hasText("x")) → hasTestTag("t") in rule.onNode(hasTestTag("t")).assertIsDisplayed()',
        ),
      ],
    ],
    [
      'refuses one `and` term replaced by two as a changed matcher',
      'rule.onNode(hasTestTag("t") and hasText("x")).assertIsDisplayed()',
      'rule.onNode(hasTestTag("t") and hasText("y") and isEnabled()).assertIsDisplayed()',
      [
        at(
          'finder-retargeted',
          6,
          'SaveTest.a retargeted the finder: matcher changed: (hasTestTag("t") and hasText("x")) → (hasTestTag("t") and hasText("y") and isEnabled()) in rule.onNode(hasTestTag("t") and hasText("y") and isEnabled()).assertIsDisplayed()',
        ),
      ],
    ],
    [
      "refuses a project's own matcher called with another argument",
      'rule.onNode(hasRole(Role.Button)).assertIsDisplayed()',
      'rule.onNode(hasRole(Role.Tab)).assertIsDisplayed()',
      [
        at(
          'finder-retargeted',
          6,
          'SaveTest.a retargeted the finder: hasRole(Role.Button) → hasRole(Role.Tab) in rule.onNode(hasRole(Role.Tab)).assertIsDisplayed()',
        ),
      ],
    ],
    [
      'refuses a node identified by its text now matched by an action it has',
      'rule.onNode(hasText("Save")).assertIsDisplayed()',
      'rule.onNode(hasClickAction()).assertIsDisplayed()',
      [
        at(
          'finder-retargeted',
          6,
          'SaveTest.a retargeted the finder: node identified by hasClickAction() instead of hasText("Save") in rule.onNode(hasClickAction()).assertIsDisplayed()',
        ),
      ],
    ],
    [
      'refuses onFirst() changed to onLast() (another node of the collection)',
      'rule.onAllNodesWithTag("t").onFirst().assertIsDisplayed()',
      'rule.onAllNodesWithTag("t").onLast().assertIsDisplayed()',
      [
        at(
          'finder-retargeted',
          6,
          'SaveTest.a retargeted the finder: another node picked: onFirst() → onLast() in rule.onAllNodesWithTag("t").onLast().assertIsDisplayed()',
        ),
      ],
    ],
    [
      'refuses [0] changed to [1] (another node of the collection)',
      'rule.onAllNodesWithTag("t")[0].assertIsDisplayed()',
      'rule.onAllNodesWithTag("t")[1].assertIsDisplayed()',
      [
        at(
          'finder-retargeted',
          6,
          'SaveTest.a retargeted the finder: another node picked: [0] → [1] in rule.onAllNodesWithTag("t")[1].assertIsDisplayed()',
        ),
      ],
    ],
    [
      'refuses the matcher of filterToOne changed (another node of the collection)',
      'rule.onAllNodesWithTag("row").filterToOne(hasText("a")).assertIsDisplayed()',
      'rule.onAllNodesWithTag("row").filterToOne(hasText("b")).assertIsDisplayed()',
      [
        at(
          'finder-retargeted',
          6,
          'SaveTest.a retargeted the finder: another node picked: filterToOne(hasText("a")) → filterToOne(hasText("b")) in rule.onAllNodesWithTag("row").filterToOne(hasText("b")).assertIsDisplayed()',
        ),
      ],
    ],
    [
      'allows [0] written as get(0), and a reformatted filterToOne',
      'rule.onAllNodesWithTag("t")[0].assertIsDisplayed()\n    rule.onAllNodesWithTag("row").filterToOne(hasText("a")).assertIsDisplayed()',
      'rule.onAllNodesWithTag("t").get(0).assertIsDisplayed()\n    rule.onAllNodesWithTag("row")\n      .filterToOne(\n        hasText("a"),\n      ).assertIsDisplayed()',
      [],
    ],
    [
      'names both selector paths of several steps in full',
      'rule.onNodeWithTag("list").onChildAt(0).onChildren().assertCountEquals(2)',
      'rule.onNodeWithTag("list").onChildAt(1).onChildren().assertCountEquals(2)',
      [
        at(
          'finder-retargeted',
          6,
          'SaveTest.a retargeted the finder: selector path changed: onChildAt(0).onChildren() → onChildAt(1).onChildren() in rule.onNodeWithTag("list").onChildAt(1).onChildren().assertCountEquals(2)',
        ),
      ],
    ],
  ];
  it.each(cases)('%s', async (_name, base, head, expected) => {
    expect(lines(await refusals({ [T]: one(base) }, { [T]: one(head) }))).toEqual(expected);
  });
});

describe('the same assertion text over a changed set-up of its local', () => {
  const cases: Array<[string, string, string, string[]]> = [
    [
      'allows a safe call that became a plain one',
      'val note = repo.find(id)\nassertEquals("Milk", note?.title)',
      'val note = repo.get(id)\nassertEquals("Milk", note.title)',
      [],
    ],
    [
      'allows a dropped `!!`',
      'val note = repo.find(id)\nassertEquals("Milk", note!!.title)',
      'val note = repo.get(id)\nassertEquals("Milk", note.title)',
      [],
    ],
    [
      "allows LiveData's value read as a Flow's first()",
      'val state = vm.state\nassertEquals(Loaded, state.value)',
      'val state = vm.uiState\nassertEquals(Loaded, state.first())',
      [],
    ],
    [
      'allows an assertion no longer qualified by its class',
      'val n = notes.size\nAssert.assertEquals(3, n)',
      'val n = repo.notes.size\nassertEquals(3, n)',
      [],
    ],
    [
      'allows other spacing inside the assertion',
      'val n = notes.size\nassertTrue(n > 0)',
      'val n = repo.notes.size\nassertTrue(n>0)',
      [],
    ],
    [
      'refuses a local that became a string literal',
      'val title = note.title\nassertEquals("Milk", title)',
      'val title = "Milk"\nassertEquals("Milk", title)',
      [
        at(
          'assertion-weakened',
          7,
          'SaveTest.a changed what the assertion checks: assertEquals("Milk", title) → assertEquals("Milk", title)',
        ),
      ],
    ],
    [
      'refuses a local that became a Long literal with underscores',
      'val id = dao.insert(note)\nassertEquals(1_000L, id)',
      'val id = 1_000L\nassertEquals(1_000L, id)',
      [
        at(
          'assertion-weakened',
          7,
          'SaveTest.a changed what the assertion checks: assertEquals(1_000L, id) → assertEquals(1_000L, id)',
        ),
      ],
    ],
    [
      'refuses a local that became a list of literals',
      'val totals = cart.totals()\nassertEquals(listOf(1_000, 2_500), totals)',
      'val totals = listOf(1_000, 2_500)\nassertEquals(listOf(1_000, 2_500), totals)',
      [
        at(
          'assertion-weakened',
          7,
          'SaveTest.a changed what the assertion checks: assertEquals(listOf(1_000, 2_500), totals) → assertEquals(listOf(1_000, 2_500), totals)',
        ),
      ],
    ],
    [
      'refuses a condition added together with a new set-up',
      'val n = notes.size\nassertEquals(3, n)',
      'val n = repo.notes.size\nif (ready) assertEquals(3, n)',
      [
        at(
          'assertion-weakened',
          7,
          'SaveTest.a made the assertion conditional: assertEquals(3, n) now only runs under if(ready)',
        ),
      ],
    ],
  ];
  it.each(cases)('%s', async (_name, base, head, expected) => {
    expect(lines(await refusals({ [T]: one(base) }, { [T]: one(head) }))).toEqual(expected);
  });
});

describe('which head check a changed base check is compared with', () => {
  const shown = (tag: string) => `rule.onNodeWithTag("${tag}").assertIsDisplayed()`;
  const cases: Array<[string, string, string, string[]]> = [
    [
      'pairs a check with one on the same node, so a finder and a call that both changed are named',
      'rule.onNodeWithTag("t").assertIsDisplayed()',
      'rule.onNodeWithTag("t", useUnmergedTree = true).assertExists()',
      [
        at(
          'finder-widened',
          6,
          'SaveTest.a widened the finder: useUnmergedTree false → true (a different node is found) in rule.onNodeWithTag("t", useUnmergedTree = true).assertExists()',
        ),
        at(
          'assertion-weakened',
          6,
          'SaveTest.a weakened the assertion: assertIsDisplayed() → assertExists() in rule.onNodeWithTag("t", useUnmergedTree = true).assertExists()',
        ),
      ],
    ],
    [
      'refuses a check replaced by a click on another tag as a removal',
      shown('t'),
      'rule.onNodeWithTag("u").performClick()',
      [at('assertion-removed', 6, 'SaveTest.a removed the assertion: rule.onNodeWithTag("t").assertIsDisplayed()')],
    ],
    [
      'refuses a check replaced by a click on the node with that text as a removal',
      'rule.onNodeWithTag("Save").assertIsDisplayed()',
      'rule.onNodeWithText("Save").performClick()',
      [at('assertion-removed', 6, 'SaveTest.a removed the assertion: rule.onNodeWithTag("Save").assertIsDisplayed()')],
    ],
    [
      'refuses a check replaced by a click on another combined matcher as a removal',
      'rule.onNode(hasTestTag("t") and hasText("x")).assertIsDisplayed()',
      'rule.onNode(hasTestTag("u") and hasText("y")).performClick()',
      [
        at(
          'assertion-removed',
          6,
          'SaveTest.a removed the assertion: rule.onNode(hasTestTag("t") and hasText("x")).assertIsDisplayed()',
        ),
      ],
    ],
    [
      'pairs a changed check with the head check nearest its place',
      `${shown('title')}\n${shown('a')}`,
      `${shown('c')}\n${shown('title')}\n${shown('d')}`,
      [
        at(
          'finder-retargeted',
          8,
          'SaveTest.a retargeted the finder: hasTestTag "a" → "d" in rule.onNodeWithTag("d").assertIsDisplayed()',
        ),
      ],
    ],
    [
      'pairs the last of six checks with the last head check',
      `${shown('a')}\n${shown('b')}\n${shown('c')}\n${shown('d')}\n${shown('e')}\n${shown('f')}`,
      `${shown('a')}\n${shown('b')}\n${shown('c')}\n${shown('d')}\n${shown('e')}\n${shown('g')}`,
      [
        at(
          'finder-retargeted',
          11,
          'SaveTest.a retargeted the finder: hasTestTag "f" → "g" in rule.onNodeWithTag("g").assertIsDisplayed()',
        ),
      ],
    ],
    [
      'pairs a changed check with one half the test further on',
      shown('a'),
      `assertTrue(ok)\n${shown('b')}`,
      [
        at(
          'finder-retargeted',
          7,
          'SaveTest.a retargeted the finder: hasTestTag "a" → "b" in rule.onNodeWithTag("b").assertIsDisplayed()',
        ),
      ],
    ],
    [
      'lets one head check stand for one base check: two collapsed into one lose the second',
      `${shown('a')}\n${shown('b')}`,
      shown('c'),
      [
        at(
          'finder-retargeted',
          6,
          'SaveTest.a retargeted the finder: hasTestTag "a" → "c" in rule.onNodeWithTag("c").assertIsDisplayed()',
        ),
        at('assertion-removed', 7, 'SaveTest.a removed the assertion: rule.onNodeWithTag("b").assertIsDisplayed()'),
      ],
    ],
    [
      'allows reordering two checks of one list',
      'assertThat(notes).contains("a")\nassertThat(notes).contains("b")',
      'assertThat(notes).contains("b")\nassertThat(notes).contains("a")',
      [],
    ],
    [
      'allows deleting a finder nothing is called on',
      'rule.onNodeWithTag("list")\nassertTrue(ok)',
      'assertTrue(ok)',
      [],
    ],
    [
      'refuses an assertion cut off its finder',
      'rule.onNodeWithTag("t").assertIsDisplayed()',
      'rule.onNodeWithTag("t")',
      [
        at(
          'assertion-removed',
          6,
          'SaveTest.a removed the assertion: rule.onNodeWithTag("t").assertIsDisplayed() → rule.onNodeWithTag("t") (nothing is checked any more)',
        ),
      ],
    ],
    [
      'shows an assertion turned into a non-checking call at its head line',
      'rule.onNodeWithTag("t").assertIsDisplayed()',
      'rule.waitForIdle()\nrule.onNodeWithTag("t").isDisplayed()',
      [
        at(
          'assertion-removed',
          7,
          'SaveTest.a removed the assertion: rule.onNodeWithTag("t").assertIsDisplayed() → rule.onNodeWithTag("t").isDisplayed() (isDisplayed() checks nothing)',
        ),
      ],
    ],
  ];
  it.each(cases)('%s', async (_name, base, head, expected) => {
    expect(lines(await refusals({ [T]: one(base) }, { [T]: one(head) }))).toEqual(expected);
  });
});

describe('helpers, rules and new functions of a test class', () => {
  const cases: Array<[string, string, string, string[]]> = [
    [
      'refuses a helper that reads another node for its callers',
      `${test('a', 'assertTrue(isBannerShown())')}\n    private fun isBannerShown() = rule.onNodeWithTag("banner").isDisplayed()`,
      `${test('a', 'assertTrue(isBannerShown())')}\n    private fun isBannerShown() = rule.onNodeWithTag("promo").isDisplayed()`,
      [
        at(
          'assertion-weakened',
          6,
          'SaveTest.a changed what the assertion checks: assertTrue(isBannerShown()) → assertTrue(isBannerShown()) (the check is in isBannerShown(): rule.onNodeWithTag("banner").isDisplayed → rule.onNodeWithTag("promo").isDisplayed)',
        ),
        at(
          'finder-retargeted',
          8,
          'retargeted the finder: hasTestTag "banner" → "promo" in rule.onNodeWithTag("promo").isDisplayed()',
        ),
      ],
    ],
    [
      'allows a shared helper that already assumed',
      `${test('a', 'assertTrue(ok)')}\n    fun skipOnCi() {\n        assumeFalse(isCi)\n    }`,
      `${test('a', 'assertTrue(ok)')}\n    fun skipOnCi() {\n        assumeFalse(isCi)\n    }`,
      [],
    ],
    [
      'allows a test that shares its name with a helper',
      `${test('saveNote', 'saveNote("a")\nassertTrue(ok)')}\n    private fun saveNote(title: String) {\n        vm.save(title)\n    }`,
      `${test('saveNote', 'saveNote("a")\nassertTrue(ok)')}\n    private fun saveNote(title: String) {\n        vm.save(title)\n    }`,
      [],
    ],
    [
      'refuses a retry rule made a @Rule',
      `    val retry = RetryRule(3)\n\n${test('a', 'assertTrue(ok)')}`,
      `    @get:Rule\n    val retry = RetryRule(3)\n\n${test('a', 'assertTrue(ok)')}`,
      [at('test-suppressed', 4, 'added a rule that retries failing tests: @get:Rule val retry=RetryRule(3)')],
    ],
    [
      'allows a retry rule the base already had',
      `    @get:Rule\n    val retry = RetryRule(3)\n\n${test('a', 'assertTrue(ok)')}`,
      `    @get:Rule\n    val retry = RetryRule(3)\n\n${test('a', 'assertTrue(ok, "saved")')}`,
      [],
    ],
    [
      'allows a new test binding named for retries that is no rule',
      test('a', 'assertTrue(ok)'),
      `    @BindValue\n    @JvmField\n    val retryPolicy: RetryPolicy = NoRetryPolicy()\n\n${test('a', 'assertTrue(ok)')}`,
      [],
    ],
    [
      'refuses a Timeout rule raised by its unit',
      `    @get:Rule\n    val t = Timeout.millis(10)\n\n${test('a', 'assertTrue(ok)')}`,
      `    @get:Rule\n    val t = Timeout.seconds(10)\n\n${test('a', 'assertTrue(ok)')}`,
      [
        at(
          'test-suppressed',
          4,
          'raised the timeout rule: @get:Rule val t=Timeout.millis(10) → @get:Rule val t=Timeout.seconds(10)',
        ),
      ],
    ],
    [
      'allows a Timeout rule written in another unit for the same time',
      `    @get:Rule\n    val t = Timeout.millis(10_000)\n\n${test('a', 'assertTrue(ok)')}`,
      `    @get:Rule\n    val t = Timeout(10, TimeUnit.SECONDS)\n\n${test('a', 'assertTrue(ok)')}`,
      [],
    ],
    [
      'refuses a single-digit Timeout raised',
      `    @get:Rule\n    val t = Timeout.seconds(5)\n\n${test('a', 'assertTrue(ok)')}`,
      `    @get:Rule\n    val t = Timeout.seconds(9)\n\n${test('a', 'assertTrue(ok)')}`,
      [
        at(
          'test-suppressed',
          4,
          'raised the timeout rule: @get:Rule val t=Timeout.seconds(5) → @get:Rule val t=Timeout.seconds(9)',
        ),
      ],
    ],
    [
      'refuses a Timeout raised to a number with more digits',
      `    @get:Rule\n    val t = Timeout.seconds(9)\n\n${test('a', 'assertTrue(ok)')}`,
      `    @get:Rule\n    val t = Timeout.seconds(10)\n\n${test('a', 'assertTrue(ok)')}`,
      [
        at(
          'test-suppressed',
          4,
          'raised the timeout rule: @get:Rule val t=Timeout.seconds(9) → @get:Rule val t=Timeout.seconds(10)',
        ),
      ],
    ],
    [
      'allows a Timeout rule rewritten with the same limit',
      `    @get:Rule\n    val t = Timeout.seconds(10)\n\n${test('a', 'assertTrue(ok)')}`,
      `    @get:Rule\n    val t = Timeout(10, TimeUnit.SECONDS)\n\n${test('a', 'assertTrue(ok)')}`,
      [],
    ],
  ];
  it.each(cases)('%s', async (_name, base, head, expected) => {
    expect(lines(await refusals({ [T]: file(base) }, { [T]: file(head) }))).toEqual(expected);
  });
});

describe('suppression, assumptions and swallowed failures', () => {
  const sdk = (args: string) => `@SdkSuppress(${args})\n    @Test`;
  const cases: Array<[string, string, string, string[]]> = [
    [
      'refuses a raised minSdkVersion written as a VERSION_CODES name',
      test('a', 'assertTrue(ok)', sdk('minSdkVersion = 21')),
      test('a', 'assertTrue(ok)', sdk('minSdkVersion = Build.VERSION_CODES.P')),
      [
        at(
          'test-suppressed',
          4,
          'SaveTest.a narrowed the SDK levels the test runs on: @SdkSuppress(minSdkVersion = 21) → @SdkSuppress(minSdkVersion = Build.VERSION_CODES.P)',
        ),
      ],
    ],
    [
      'allows a VERSION_CODES name replaced by its level',
      test('a', 'assertTrue(ok)', sdk('minSdkVersion = Build.VERSION_CODES.O')),
      test('a', 'assertTrue(ok)', sdk('minSdkVersion = 26')),
      [],
    ],
    [
      'refuses a maxSdkVersion lowered to a VERSION_CODES name',
      test('a', 'assertTrue(ok)', sdk('maxSdkVersion = 34')),
      test('a', 'assertTrue(ok)', sdk('maxSdkVersion = VERSION_CODES.TIRAMISU')),
      [
        at(
          'test-suppressed',
          4,
          'SaveTest.a narrowed the SDK levels the test runs on: @SdkSuppress(maxSdkVersion = 34) → @SdkSuppress(maxSdkVersion = VERSION_CODES.TIRAMISU)',
        ),
      ],
    ],
    [
      "refuses a level replaced by a project's constant it cannot read",
      test('a', 'assertTrue(ok)', sdk('minSdkVersion = 21')),
      test('a', 'assertTrue(ok)', sdk('minSdkVersion = Versions.MIN_UI')),
      [
        at(
          'test-suppressed',
          4,
          'SaveTest.a narrowed the SDK levels the test runs on: @SdkSuppress(minSdkVersion = 21) → @SdkSuppress(minSdkVersion = Versions.MIN_UI)',
        ),
      ],
    ],
    [
      'allows a lowered positional level',
      test('a', 'assertTrue(ok)', sdk('30')),
      test('a', 'assertTrue(ok)', sdk('21')),
      [],
    ],
    [
      'allows a maxSdkVersion replaced by the VERSION_CODES name of the same level',
      test('a', 'assertTrue(ok)', sdk('maxSdkVersion = 33')),
      test('a', 'assertTrue(ok)', sdk('maxSdkVersion = VERSION_CODES.TIRAMISU')),
      [],
    ],
    [
      'names every condition added around an assertion',
      test('a', 'assertEquals(3, notes.size)'),
      test('a', 'if (ready) {\n    if (done) assertEquals(3, notes.size)\n}'),
      [
        at(
          'assertion-weakened',
          7,
          'SaveTest.a made the assertion conditional: assertEquals(3, notes.size) now only runs under if(ready) and if(done)',
        ),
      ],
    ],
    [
      'refuses a catch of failures that replaced another swallow',
      test('a', 'try {\n    load()\n} catch (e: Throwable) {\n}\nassertTrue(ok)'),
      test('a', 'load()\ntry {\n    assertTrue(ok)\n} catch (e: AssertionError) {\n}'),
      [at('error-swallowed', 7, 'SaveTest.a failures swallowed by catch(AssertionError): assertTrue(ok)')],
    ],
    [
      'refuses a removed test size',
      test('a', 'assertTrue(ok)', '@SmallTest\n    @Test'),
      test('a', 'assertTrue(ok)'),
      [at('test-suppressed', 4, 'SaveTest.a changed the test size: @SmallTest → @(none)')],
    ],
    [
      'refuses runCatching moved from the set-up onto an assertion',
      test('a', 'runCatching { vm.load() }\nassertTrue(ok)'),
      test('a', 'vm.load()\nrunCatching { assertTrue(ok) }'),
      [at('error-swallowed', 7, 'SaveTest.a failures swallowed by runCatching: assertTrue(ok)')],
    ],
    [
      'refuses a second catch(Throwable) around the same call',
      test('a', 'try {\n    load()\n} catch (e: Throwable) {\n}\nassertTrue(ok)'),
      test(
        'a',
        'try {\n    load()\n} catch (e: Throwable) {\n}\ntry {\n    load()\n} catch (e: Throwable) {\n}\nassertTrue(ok)',
      ),
      [
        at(
          'error-swallowed',
          10,
          'SaveTest.a failures swallowed by catch(Throwable): try { load() } catch (e: Throwable) { }',
        ),
      ],
    ],
    [
      'refuses an assumption that skips on more devices',
      test('a', 'assumeTrue(Build.VERSION.SDK_INT >= 26)\nassertTrue(ok)'),
      test('a', 'assumeTrue(Build.VERSION.SDK_INT >= 30)\nassertTrue(ok)'),
      [
        at(
          'test-suppressed',
          6,
          'SaveTest.a added an assumption that can skip the test: assumeTrue(Build.VERSION.SDK_INT >= 30)',
        ),
      ],
    ],
  ];
  it.each(cases)('%s', async (_name, base, head, expected) => {
    expect(lines(await refusals({ [T]: file(base) }, { [T]: file(head) }))).toEqual(expected);
  });

  it('refuses an inequality standing in for a presence check on removed API', async () => {
    const migration = { removed: new Set(['event']), added: new Set(['action']) };
    expect(
      lines(
        await refusals(
          { [T]: one('assertNotNull(vm.event)') },
          { [T]: one('assertThat(vm.action).isNotEqualTo(Action.Close)') },
          { migration },
        ),
      ),
    ).toEqual([at('assertion-removed', 6, 'SaveTest.a removed the assertion: assertNotNull(vm.event)')]);
  });
});

describe('checks moved into a new test of the class (a test split up)', () => {
  const saved = 'rule.onNodeWithText("Saved").assertIsDisplayed()';
  const cases: Array<[string, string, string, string[]]> = [
    [
      'allows the same check moved into each of two new tests',
      test('a', `${saved}\nrecreate()\n${saved}\nassertTrue(ok)`),
      `${test('a', 'assertTrue(ok)')}\n${test('a2', saved)}\n${test('a3', `recreate()\n${saved}`)}`,
      [],
    ],
    [
      'refuses the second copy of a check when only one moved',
      test('a', `${saved}\nrecreate()\n${saved}`),
      `${test('a', 'recreate()')}\n${test('a2', saved)}`,
      [at('assertion-removed', 8, `SaveTest.a removed the assertion: ${saved}`)],
    ],
    [
      'allows a new test with the same @SdkSuppress as the test it came from',
      test('a', 'assertTrue(ok)\nassertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 26)\n    @Test'),
      `${test('a', 'assertTrue(ok)', '@SdkSuppress(minSdkVersion = 26)\n    @Test')}\n${test('a2', 'assertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 26)\n    @Test')}`,
      [],
    ],
    [
      'refuses a check moved into a new test marked @Ignore',
      test('a', 'assertTrue(ok)\nassertEquals(3, notes.size)'),
      `${test('a', 'assertTrue(ok)')}\n${test('a2', 'assertEquals(3, notes.size)', '@Ignore\n    @Test')}`,
      [at('assertion-removed', 7, 'SaveTest.a removed the assertion: assertEquals(3, notes.size)')],
    ],
    [
      'refuses a check moved into a new test that runs on fewer SDK levels',
      test('a', 'assertTrue(ok)\nassertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 26)\n    @Test'),
      `${test('a', 'assertTrue(ok)', '@SdkSuppress(minSdkVersion = 26)\n    @Test')}\n${test('a2', 'assertEquals(3, notes.size)', '@SdkSuppress(minSdkVersion = 30)\n    @Test')}`,
      [at('assertion-removed', 8, 'SaveTest.a removed the assertion: assertEquals(3, notes.size)')],
    ],
    [
      'refuses a check moved into a new test that can skip itself',
      test('a', 'assertTrue(ok)\nassertEquals(3, notes.size)'),
      `${test('a', 'assertTrue(ok)')}\n${test('a2', 'assumeTrue(isEmulator)\nassertEquals(3, notes.size)')}`,
      [at('assertion-removed', 7, 'SaveTest.a removed the assertion: assertEquals(3, notes.size)')],
    ],
    [
      'refuses a check moved into a new test that assumes something else',
      test('a', 'assumeTrue(isEmulator)\nassertTrue(ok)\nassertEquals(3, notes.size)'),
      `${test('a', 'assumeTrue(isEmulator)\nassertTrue(ok)')}\n${test('a2', 'assumeTrue(isTablet)\nassertEquals(3, notes.size)')}`,
      [at('assertion-removed', 8, 'SaveTest.a removed the assertion: assertEquals(3, notes.size)')],
    ],
    [
      'refuses a check dropped while a new test checks something else',
      test('a', 'assertTrue(ok)\nassertEquals(3, notes.size)'),
      `${test('a', 'assertTrue(ok)')}\n${test('a2', 'assertEquals(4, items.size)')}`,
      [at('assertion-removed', 7, 'SaveTest.a removed the assertion: assertEquals(3, notes.size)')],
    ],
    [
      'refuses a check weakened in its test even though a new test has the original',
      test('a', 'rule.onNodeWithTag("t").assertIsDisplayed()'),
      `${test('a', 'rule.onNodeWithTag("t").assertExists()')}\n${test('a2', 'rule.onNodeWithTag("t").assertIsDisplayed()')}`,
      [
        at(
          'assertion-weakened',
          6,
          'SaveTest.a weakened the assertion: assertIsDisplayed() → assertExists() in rule.onNodeWithTag("t").assertExists()',
        ),
      ],
    ],
    [
      'refuses a check moved into a new test that swallows its failure',
      test('a', 'assertTrue(ok)\nassertEquals(3, notes.size)'),
      `${test('a', 'assertTrue(ok)')}\n${test('a2', 'runCatching { assertEquals(3, notes.size) }')}`,
      [at('assertion-removed', 7, 'SaveTest.a removed the assertion: assertEquals(3, notes.size)')],
    ],
  ];
  it.each(cases)('%s', async (_name, base, head, expected) => {
    expect(lines(await refusals({ [T]: file(base) }, { [T]: file(head) }))).toEqual(expected);
  });
});
