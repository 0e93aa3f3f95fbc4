/**
 * The guard's rules as data (docs/architecture.md, "Guard"): what each refuses, an example, and what to do instead.
 * Refusal texts, `droidheal guard --help` and docs are rendered from this table, and
 * `satisfies` makes a rule without an entry fail to compile.
 */
import { type GuardRuleId, guardRuleIds } from '../config/guard-rule-ids.js';

export { type GuardRuleId, guardRuleIds };

export interface GuardRuleInfo {
  /** what the rule refuses, in one sentence */
  refuses: string;
  example: string;
  remedy: string;
  /** review policy runs the semantic rules only; heal runs all */
  policies: ReadonlyArray<'review' | 'heal'>;
}

const both = ['review', 'heal'] as const;

export const guardRules = {
  scope: {
    refuses:
      'a change to a path outside the write scope (test sources, fixtures, gates, CI files, baselines, droidheal config)',
    example: 'app/src/androidTest/java/SaveTest.kt modified by the fixer',
    remedy: 'fix the app code instead; if the test itself is wrong, answer "cannot fix without changing the test"',
    policies: ['heal'],
  },
  'assertion-removed': {
    refuses: 'an assertion gone, or its terminal call gone so that nothing is checked',
    example: 'onNodeWithTag("save").assertExists() → onNodeWithTag("save"); assertIsDisplayed() → isDisplayed()',
    remedy: 'keep the assertion and make the app satisfy it',
    policies: both,
  },
  'assertion-weakened': {
    refuses: 'an assertion replaced by a weaker one, or its expected value or count changed',
    example:
      'assertIsDisplayed() → assertExists(); assertTextEquals("a") → assertTextContains("a"); assertCountEquals(3) → assertCountEquals(2)',
    remedy: 'keep the assertion as strong as it was; strengthening is fine',
    policies: both,
  },
  'finder-widened': {
    refuses: 'a finder that matches more nodes than before',
    example:
      'onNodeWithText("Save") → onNodeWithText("Save", substring = true); onAllNodesWithTag("row").onFirst(); hasText(a) or hasText(b)',
    remedy: 'keep the finder exact; fix the UI so it matches exactly one node',
    policies: both,
  },
  'finder-retargeted': {
    refuses: 'a finder pointed at another tag, text, description or resource, or a constant it uses changed value',
    example: 'onNodeWithTag("save") → onNodeWithTag("save_draft")',
    remedy: 'keep the identifier the test asks for and give the right node that identifier',
    policies: both,
  },
  'tag-removed': {
    refuses: 'a test tag used by tests removed or renamed in app code, or fake semantics added to satisfy a finder',
    example:
      'Modifier.testTag("save") removed; Modifier.semantics { contentDescription = "Saved" } on a node that does not show it',
    remedy: 'keep the tags tests use; fix what the node shows instead of what it claims',
    policies: both,
  },
  'handler-stubbed': {
    refuses: 'a function or lambda body made trivial',
    example: 'onClick = { viewModel.save() } → onClick = {}; fun save() = Result.success(Unit)',
    remedy: 'implement the behaviour the test exercises',
    policies: both,
  },
  'test-suppressed': {
    refuses: 'a test disabled, skipped, deleted, renamed or moved out of its suite',
    example:
      '@Ignore, @FlakyTest, @SdkSuppress(minSdkVersion = 99), assumeTrue(false), @Test removed, @Test(expected = AssertionError::class)',
    remedy: 'keep the test running where it ran before',
    policies: both,
  },
  'error-swallowed': {
    refuses: 'a failure of an assertion or wait caught and ignored',
    example: 'try { … assertExists() } catch (e: AssertionError) {}; runCatching { waitUntilExactlyOneExists(…) }',
    remedy: 'let the assertion fail the test',
    policies: both,
  },
  'runner-filtered': {
    refuses:
      'runner arguments or test filters added or changed in Gradle files, convention plugins, gradle.properties or CI definitions',
    example: 'testInstrumentationRunnerArguments["notClass"] = "com.example.SaveTest"',
    remedy: 'run the same tests as before',
    policies: both,
  },
  'test-detection': {
    refuses: 'app code that starts detecting that it runs under test, or special-cases a value only the tests use',
    example: 'if (Build.FINGERPRINT.contains("generic")) return; ActivityManager.isRunningInTestHarness()',
    remedy: 'behave the same under test as in production',
    policies: both,
  },
  unreadable: {
    refuses: 'changed code the Kotlin grammar cannot read, where a check, filter or handler could hide',
    example: 'Kotlin 2.1 `when` guards (`is Int if x > 0 ->`), `$$"…"` strings',
    remedy: 'write the construct in a form the grammar reads, or have a person review those lines',
    policies: both,
  },
  confidence: {
    refuses: 'a fix whose fixer-reported confidence is below the floor',
    example: 'confidence 0.4 with the default floor 0.7',
    remedy: 'escalate to a person or retry with more context',
    policies: ['heal'],
  },
} as const satisfies Record<GuardRuleId, GuardRuleInfo>;
