import { escapeRe } from '../code-only.js';
import { identifyingMatchers, implies, sizeAnnotations, suppressingAnnotations, widerMatcher } from '../compose-api.js';
import { type Assertion, sameGuards } from '../inventory/assertion.js';
import { looksExpected } from '../inventory/assertion-forms.js';
import { keepsExpectedException, wholeBodyExpectation } from '../inventory/expected-exceptions.js';
import { madeFrom } from '../inventory/local-sources.js';
import type { Finder, Matcher } from '../inventory/matchers.js';
import { type Annotation, type TestUnit, textTokens } from '../inventory/tests.js';
import { getterProperty } from '../kotlin/values.js';
import { moreEffectsRequired } from '../mobius-effects.js';
import { moduleOf } from '../paths.js';
import type { GuardRuleId } from '../rules.js';
import { apiLevel, sdkAssumptionLevel } from '../sdk-gates.js';
import { hostMoveKey } from '../source-sets-shared.js';
import type { FoldedStreams } from '../stream-reads.js';
import { appComputedValue } from './app-computed-value.js';
import { capturedAsThrown, verifiedCallbackThrown } from './callback-errors.js';
import { capturedAsResult, verifiedCallbackReturned } from './callback-results.js';
import { readsRemovedClassMember } from './class-removed-members.js';
import { conditionWaited, droppedConditionWaitAsserted } from './condition-waits.js';
import { droppedWaitStillChecked } from './dropped-waits.js';
import { editedSwallows } from './edited-swallows.js';
import { sameButEmptyTypes } from './empty-collections.js';
import { equivalentCheck } from './equivalent-checks.js';
import { enumMemberOf, type FlagEnumFacts, flagAsEntry, removedFlagOf } from './flag-entries.js';
import { foldedCheck } from './folded-streams.js';
import { blockGainedChecks } from './grown-blocks.js';
import { countFollowsApp, countGrewWithNewChecks } from './grown-counts.js';
import { tableGainedRows } from './grown-tables.js';
import { heldValue } from './held-properties.js';
import { droppedRows } from './loop-rows.js';
import { loopRunChecks } from './loop-run-checks.js';
import { narrowedCheck } from './narrowed-types.js';
import { passesNullToNonNull } from './non-null-parameters.js';
import { notifiedFlag } from './notified-flags.js';
import { optionalGesture } from './optional-gestures.js';
import { pairedState } from './paired-states.js';
import { polledProbeOnly } from './polled-probes.js';
import { presenceCheck } from './presence-checks.js';
import { projectedValue } from './projected-values.js';
import { reflectedLocals, reflectedProperties } from './reflected-members.js';
import type { RuleRefusal } from './refusal.js';
import { deletedOnRemovedBranch } from './removed-branch.js';
import { verifiesRemovedCollaborator } from './removed-collaborators.js';
import { launchesRemovedScreen } from './removed-screens.js';
import { renamedMemberValue } from './renamed-member-value.js';
import { currentValue, replacedApiCheck, replacedCallCheck, rewiredReadCheck } from './replaced-api.js';
import { resultOfFlag } from './result-values.js';
import { retriedUntilHeld } from './retried-checks.js';
import { sameCheckReordered } from './same-text.js';
import { splitValue } from './split-properties.js';
import { stubbedReceiverCheck } from './stubbed-receivers.js';
import { classRenames, mergedInto, pairByBody, pairReplacedClasses } from './test-identity.js';
import { cannotFail, emptyTest, vacuousTest } from './vacuous-tests.js';
import {
  boundsFromAbove,
  verifyMadeExactlyOnce,
  verifyMatcherCaptured,
  verifyNarrowedMatchers,
} from './verify-args.js';
import { composeCounterpart } from './view-to-compose.js';
import {
  type AppChangeFacts,
  type DropItem,
  deletedWithRemovedAction,
  intendedChange,
  sameWithoutDropped,
} from './with-app-change.js';
import { wrappedValue } from './wrapped-values.js';
import { writtenValueKept } from './written-values.js';

interface Diff {
  rule: GuardRuleId;
  what: string;
}

function describe(m: Matcher): string {
  return m.key;
}

/** What changed between two matchers, as the rules see it. */
export function compareMatchers(b: Matcher, h: Matcher): Diff[] {
  if (b.key === h.key) return [];
  if (h.op === 'custom')
    return [{ rule: 'finder-widened', what: `matcher replaced by a custom SemanticsMatcher: ${h.text}` }];
  // isRoot() takes no arguments: a head isRoot() with another key than the base was something else
  if (h.key === 'isRoot()')
    return [{ rule: 'finder-widened', what: `finder now matches the root: ${describe(b)} → isRoot()` }];
  if (h.op === 'or' && b.op === 'and')
    return [{ rule: 'finder-widened', what: `\`and\` turned into \`or\`: ${describe(b)} → ${describe(h)}` }];
  if (h.op === 'or') {
    if (b.op !== 'or') {
      const keeps = h.terms.some((t) => t.key === b.key);
      return [
        {
          rule: keeps ? 'finder-widened' : 'finder-retargeted',
          what: `${keeps ? 'added an `or` alternative' : 'matcher changed'}: ${describe(b)} → ${describe(h)}`,
        },
      ];
    }
    if (b.terms.every((t) => h.terms.some((u) => u.key === t.key)))
      return [{ rule: 'finder-widened', what: `added \`or\` alternatives: ${describe(b)} → ${describe(h)}` }];
  }
  if (b.op === 'and') {
    const hTerms = h.op === 'and' ? h.terms : [h];
    if (hTerms.every((t) => b.terms.some((u) => u.key === t.key)))
      return [{ rule: 'finder-widened', what: `dropped an \`and\` term: ${describe(b)} → ${describe(h)}` }];
  }
  if (h.op === 'not')
    return b.op === 'not'
      ? compareMatchers(b.term, h.term)
      : [{ rule: 'finder-widened', what: `inserted \`!\`: ${describe(b)} → ${describe(h)}` }];
  if (b.op === 'leaf' && h.op === 'leaf') {
    if (b.fn === h.fn) {
      const out: Diff[] = [];
      if ((b.id ?? '') !== (h.id ?? ''))
        out.push({ rule: 'finder-retargeted', what: `${b.fn} ${b.id ?? ''} → ${h.id ?? ''}` });
      for (const [flag, v] of Object.entries(h.flags)) {
        const was = b.flags[flag] ?? 'false';
        if (v !== was && was === 'false')
          out.push({ rule: 'finder-widened', what: `${flag} = ${v} added to ${b.fn}(${b.id ?? ''})` });
        else if (v !== was && flag.startsWith('include'))
          out.push({ rule: 'finder-widened', what: `${flag} ${was} → ${v} on ${b.fn}(${b.id ?? ''})` });
      }
      if (b.rest !== h.rest) out.push({ rule: 'finder-retargeted', what: `${describe(b)} → ${describe(h)}` });
      return out;
    }
    if (widerMatcher.some(([x, y]) => x === b.fn && y === h.fn))
      return [{ rule: 'finder-widened', what: `${describe(b)} → ${describe(h)} no longer checks the same property` }];
    const kind = identifyingMatchers.has(b.fn) || identifyingMatchers.has(h.fn) ? 'identified' : 'matched';
    return [{ rule: 'finder-retargeted', what: `node ${kind} by ${describe(h)} instead of ${describe(b)}` }];
  }
  if ((b.op === 'and' || b.op === 'or') && h.op === b.op) {
    const bOnly = b.terms.filter((t) => !h.terms.some((u) => u.key === t.key));
    const hOnly = h.terms.filter((t) => !b.terms.some((u) => u.key === t.key));
    if (bOnly.length === 1 && hOnly.length === 1) return compareMatchers(bOnly[0]!, hOnly[0]!);
  }
  return [{ rule: 'finder-retargeted', what: `matcher changed: ${describe(b)} → ${describe(h)}` }];
}

/**
 * What changed between the finders of two paired checks of one family (checks of different
 * families are never paired, so both finders are Compose or both Espresso).
 */
export function compareFinders(b: Finder, h: Finder): Diff[] {
  const out: Diff[] = [];
  if (b.unmerged !== h.unmerged)
    out.push({
      rule: 'finder-widened',
      what: `useUnmergedTree ${b.unmerged} → ${h.unmerged} (a different node is found)`,
    });
  if ((!b.collection && h.collection && h.picked) || (b.collection && !b.picked && h.picked)) {
    const picked = h.picked === '[]' ? '[i]' : `.${h.picked}()`;
    const was = b.collection ? 'a counted collection' : 'onNode…';
    out.push({ rule: 'finder-widened', what: `the exactly-one check is gone: onAllNodes…${picked} instead of ${was}` });
  } else if (b.collection && (b.picked === 'onFirst' || b.picked === 'onLast') && !h.collection && !h.picked) {
    // onNode… demands exactly one node, the one onFirst()/onLast() would have picked: stricter, not a retarget
  } else if (b.collection && b.picked === 'any' && !h.collection && !h.picked) {
    // Barista's check of any view the matcher finds (inventory/barista.ts): the one view found, checked, is stricter
  } else if (b.collection !== h.collection || (b.picked === undefined) !== (h.picked === undefined)) {
    out.push({
      rule: 'finder-retargeted',
      what: `finder cardinality changed (${b.collection ? 'all' : 'one'} → ${h.collection ? 'all' : 'one'})`,
    });
  } else if (b.picked !== h.picked || (b.pickedArgs ?? '') !== (h.pickedArgs ?? '')) {
    // onFirst() → onLast(), [0] → [1], filterToOne(a) → filterToOne(b): another node of the collection
    out.push({ rule: 'finder-retargeted', what: `another node picked: ${picking(b)} → ${picking(h)}` });
  }
  const bPath = b.path.join('.'),
    hPath = h.path.join('.');
  if (bPath !== hPath)
    out.push({ rule: 'finder-retargeted', what: `selector path changed: ${bPath || '(none)'} → ${hPath || '(none)'}` });
  // a window named where the default one was searched narrows what is found; another or none is another search
  if (b.root !== undefined && b.root !== h.root)
    out.push({
      rule: 'finder-retargeted',
      what: `window changed: inRoot(${b.root}) → ${h.root === undefined ? 'the default root' : `inRoot(${h.root})`}`,
    });
  out.push(...compareMatchers(b.matcher, h.matcher));
  return out;
}

function picking(f: Finder): string {
  return f.picked === '[]' ? `[${f.pickedArgs ?? ''}]` : `${f.picked}(${f.pickedArgs ?? ''})`;
}

/** An assertion's source text, with the spellings `normalize` treats as one folded the same way. */
const squashed = (s: string) =>
  s
    .replace(/\s+/g, '')
    .replace(/\?\./g, '.')
    .replace(/!!/g, '')
    .replace(/\.get([A-Z][\w$]*)\(\)/g, (_, name: string) => `.${getterProperty(`get${name}`)}`)
    .replace(/\.(?:value|getOrAwaitValue\(\))(?![\w(])/g, '.first()')
    .replace(/\b(?:org\.junit\.Assert|kotlin\.test|Assert)\./g, '');

/** A checked value with no call or reference in it: a literal, or a collection of literals. */
function constantSubject(s: string): boolean {
  const rest = s
    .replace(/"(?:\\.|[^"\\])*"/g, '')
    .replace(/\b\d[\d_.]*[A-Za-z]*\b/g, '')
    .replace(/\b(listOf|setOf|mapOf|emptyList|emptySet|emptyMap|arrayOf|flowOf|to|true|false|null)\b/g, '');
  return !/[A-Za-z_]/.test(rest);
}

/**
 * Rules that set the test up and check nothing themselves: removing one that is no longer needed
 * (LiveData's executor rule after a move to Flow or to ActivityScenario, a dispatcher rule) is not suppression; tests that
 * still needed it would fail, not pass.
 */
const infrastructureRule = new RegExp(
  `=\\s*(?:${[
    // the architecture components' executor swaps: instant, and counting (whose `drainTasks` a test waits on)
    '\\w*TaskExecutorRule',
    '\\w*(?:Coroutine|Coroutines|Dispatcher)\\w*Rule',
    // RxJava's scheduler swaps (`RxSchedulersOverrideRule`, `ImmediateSchedulerRule`), gone with the Rx code they served
    '\\w*Schedulers?\\w*Rule',
    'HiltAndroidRule',
    'GrantPermissionRule',
    'TemporaryFolder',
    'TestName',
    'MockitoJUnit\\.rule',
    'create(?:Android)?ComposeRule',
    'createEmptyComposeRule',
    'ActivityScenarioRule',
    'IntentsRule',
    // the activity-launching rules replaced by `launchActivity`/ActivityScenario
    '(?:Intents|Activity)TestRule',
  ].join('|')})\\b`,
);

/** androidx.benchmark's rules: a test run through one measures (timings, a baseline profile to ship). */
const measuringRule = /=\s*(?:Macrobenchmark|BaselineProfile|Benchmark)Rule\s*\(/;

/**
 * A rule that reruns a failing test until it passes (`RetryRule(3)`, `FlakyTestRule()`): removing one makes every
 * test of its class count its first failure, so it is never suppression. (A repeating rule is not one: it runs a
 * passing test again, and removing it runs less.)
 */
const retryingRule = /=\s*(?:new\s+)?[\w.]*?(?:Retry|Rerun|Flaky)\w*\s*[(<{]/i;

/** A feature-flag store's rule made with no arguments (`InMemoryFeatureFlagRule()`): it holds the flags tests set, and resets them. */
const flagStoreRule = /=\s*(?:new\s+)?\w*(?:Flag|Toggle)s?\w*Rule\s*\(\s*\)\s*$/;

/**
 * A flag store's rule deleted from a class that lives on once none of its tests names a flag any more (the last
 * flag they set removed from the app): it held and reset what nothing sets now, and checked nothing itself. A
 * class whose tests still name a flag, or a rule made with flags (`FeatureFlagRule(enabled = …)`), keeps it a suppression.
 */
function flagStoreNoLongerUsed(b: TestUnit, headUnits: TestUnit[]): boolean {
  if (!flagStoreRule.test(b.initializer!)) return false;
  const kept = headUnits.filter((u) => u.className === b.className);
  return kept.some((u) => u.isTest) && !kept.some((u) => u.tokens.some((t) => /flag|toggle/i.test(t)));
}

/**
 * JUnit 4's `ExpectedException.none()` expects nothing until a test tells it to (`exception.expect(T)`, itself a
 * check): deleted while no code of its file names it but its declaration, it checked nothing. Nor when its file names
 * it only in calls read as the tests' expected exceptions (`thrown.expect(T::class.java)`, `thrown.expectMessage(m)`:
 * inventory/expected-exception-rule.ts): the comparison of those checks answers for them.
 */
function unusedExpectationRule(b: TestUnit, baseUnits: TestUnit[]): boolean {
  if (!/=\s*(?:org\.junit\.rules\.)?ExpectedException\.none\(\)\s*;?$/.test(b.initializer!)) return false;
  const calls = `${propertyName(b)}.expect`;
  const readAsThrown = (c: Assertion) => c.text.startsWith(calls) && (c.op === 'assertThrows' || c.op === 'contains');
  const lines = new Set(
    baseUnits.flatMap((u) => (u.file === b.file ? u.checks.filter(readAsThrown) : [])).map((c) => c.line),
  );
  return b.uses === 1 + lines.size;
}

/**
 * A test that only measures: its class runs it through a benchmark rule and it makes no check of its own
 * (a macrobenchmark, a baseline-profile generator). Deleting, renaming or merging one loses no check —
 * what a review guards — so review lets it go; heal keeps it, as it keeps every test.
 */
function measuresOnly(b: TestUnit, baseUnits: TestUnit[]): boolean {
  if (b.checks.some((c) => c.asserting)) return false;
  return baseUnits.some(
    (u) => u.file === b.file && u.className === b.className && isRule(u) && measuringRule.test(u.initializer!),
  );
}

function opText(c: Assertion): string {
  return c.op ? `${c.op}(${c.args.join(', ')})` : '(nothing)';
}

function score(b: Assertion, h: Assertion, bi: number, hi: number, bn: number, hn: number): number {
  const sameSubject = b.subject !== '' && b.subject === h.subject;
  if (b.family !== h.family && !sameSubject) return 0;
  let s = 0;
  if (sameSubject) s += 5;
  // the same words on both sides: a set-up its subject reads changed (a local's initialiser), not the
  // check — a check added before it must not take its place
  else if (squashed(b.text) === squashed(h.text)) s += 4;
  if (b.op === h.op) s += 2;
  if (b.finder && h.finder && !sameSubject) {
    const bm = b.finder.matcher,
      hm = h.finder.matcher;
    if (bm.op === 'leaf' && hm.op === 'leaf' && bm.fn === hm.fn && bm.id === hm.id) s += 2;
    else if (b.finder.family === h.finder.family) s += 0.5;
  }
  // closer relative position wins ties
  return s - Math.abs(bi / Math.max(bn, 1) - hi / Math.max(hn, 1)) * 0.25;
}

/** The app API a change replaced (renames.ts `apiMigration`). */
export interface ApiMigration {
  removed: ReadonlySet<string>;
  added: ReadonlySet<string>;
  /** named items an expected value may lose with what the change did to the app (rules/with-app-change.ts) */
  dropItem?: DropItem;
  /** what the change did to the app, for expectations that follow it (review only) */
  appChange?: AppChangeFacts;
  /** View ids (`@+id/x`) the change removed from every layout, menu and navigation XML (review only) */
  removedViewIds?: ReadonlySet<string>;
  /** API levels the head app branches on: a test gated on one is limited to where its feature exists (review only, sdk-gates.ts) */
  sdkLevels?: ReadonlySet<number>;
  /** `module\0from\0to`: the module's build file compiles source set `to` into `from` (review only, source-sets-shared.ts) */
  sharedSets?: ReadonlySet<string>;
  /** streams the change folded into one state stream (review only, stream-reads.ts) */
  folded?: FoldedStreams;
  /** boolean members and the enum members the change added (rules/flag-entries.ts) */
  flagEnums?: FlagEnumFacts;
  /** old members kept as getters computed from members the change added (derived-getters.ts, review only) */
  derived?: ReadonlyMap<string, ReadonlySet<string>>;
  /** `Class.<property m>` of test properties of a type the change removed (rules/removed-collaborators.ts, review only) */
  removedCollaborators?: ReadonlySet<string>;
  /** functions → parameters (names and positions) the change made non-null (rules/non-null-parameters.ts, review only) */
  madeNonNull?: ReadonlyMap<string, ReadonlySet<string>>;
  /** string resources the change took out of the app: removed-strings.ts (review only) */
  removedStrings?: ReadonlySet<string>;
  /** class → members the change removed from it while it stays (rules/class-removed-members.ts, review only) */
  removedFromClasses?: ReadonlyMap<string, ReadonlySet<string>>;
  /** test file → the class each name it declares holds (rules/class-removed-members.ts, review only) */
  fileClasses?: ReadonlyMap<string, ReadonlyMap<string, string | undefined>>;
}

// an empty word (a subject starting with punctuation) is in neither set
/** Joins canonical arguments for comparison (no argument text contains it). */
const ARG_SEP = '\u0001';
const wordsOf = (s: string) => s.split(/[^\w$]+/);
const fixedValue = (s: string) => looksExpected(s) && s !== 'null' && s !== 'false' && s !== '0';
/** A flag's check restated on the nullable value that replaced it */
const flagAsValue: Record<string, string> = { isFalse: 'isNull', isTrue: 'isNotNull' };
/** "something happened" checks that an equality with a fixed value implies */
const presenceOps = new Set(['isNotNull', 'isTrue', 'isNotEmpty']);

/**
 * A base assertion on app API the change removed (its subject names a member declared nowhere in
 * the head: the old test cannot compile) is kept when the same test now makes an assertion at least
 * as strong on API the change added: the same proposition, or an equality with a fixed value where
 * the base only checked that something was there (`assertNotNull(event)` → `assertEquals(Action.Open, action)`).
 */
function migratedCheck(b: Assertion, head: Array<{ c: Assertion; used: boolean }>, m: ApiMigration | undefined) {
  if (!m || !b.asserting || b.finder) return undefined;
  if (!wordsOf(b.subject).some((w) => m.removed.has(w))) return undefined;
  const flag = removedFlagOf(b, m.removed, m.flagEnums);
  return head.find(({ c, used }) => {
    if (used || !c.asserting || c.finder || c.family !== b.family) return false;
    // a flag replaced by an enum member: only the equality with the flag's own entry restates it (flag-entries.ts)
    const onEnum = flag && [c, mirrored(c)].find((x) => enumMemberOf(x, m.added, m.flagEnums));
    if (onEnum) return flagAsEntry(b, onEnum, m);
    // an equality written the other way round in the head is the same proposition
    const h = wordsOf(c.subject).some((w) => m.added.has(w)) ? c : mirrored(c);
    const words = wordsOf(h.subject);
    if (!words.some((w) => m.added.has(w)) || words.some((w) => m.removed.has(w))) return false;
    // a current value read (`vm.user.first()`) restated on the holder (`vm.userInfo`, a Flow never null) is no restatement
    if (currentValue(b.subject) && !currentValue(h.subject)) return false;
    // an expected value written out in the test keeps every value it holds (written-values.ts)
    if (!writtenValueKept(b.subject, h.subject, m)) return false;
    if (h.op === b.op && h.args.join(ARG_SEP) === b.args.join(ARG_SEP)) return true;
    // a flag that became a nullable value (`isError` → `error`): false is no value, true is one
    if (flagAsValue[b.op] === h.op && b.args.length === 0 && h.args.length === 0) return true;
    return presenceOps.has(b.op) && h.op === 'isEqualTo' && h.args.length === 1 && fixedValue(h.args[0]!);
  });
}

/** A check of a node found by string resources the change took out of the app, every one it names (removed-strings.ts). */
function findsRemovedString(b: Assertion, removed: ReadonlySet<string> | undefined): boolean {
  if (!removed?.size || !b.finder) return false;
  const ids = [...b.text.matchAll(/\bR\.string\.(\w+)\b/g)].map((m) => m[1]!);
  return ids.length > 0 && ids.every((id) => removed.has(id));
}

/**
 * A not-null check whose value a check of the head test still reads a member of without a safe call
 * (`assertNotNull(user)` dropped before `assertEquals("Ada", user.name)`): that check fails — a
 * NullPointerException, or a compile error on a nullable type — where the dropped one would have.
 * A read through `?.` (or `?:`) does not, and a check of the same value the head still makes is compared as usual.
 */
function dereferencedLater(b: Assertion, head: Assertion[]): boolean {
  if (!b.asserting || b.op !== 'isNotNull' || b.args.length || b.finder || b.subject.length < 2) return false;
  if (head.some((h) => h.subject === b.subject)) return false;
  // canonical values spell `?.` as `.`: the member read after the value is looked up in the check as written
  const member = new RegExp(`(?<![\\w$.])${escapeRe(b.subject)}\\.([\\w$]+)`);
  return head.some((h) => {
    if (!h.asserting || h.finder) return false;
    const read = [h.subject, ...h.args].map((v) => member.exec(v)?.[1]).find((m) => m !== undefined);
    return read !== undefined && new RegExp(`[\\w$)\\]!]\\.${read}\\b`).test(h.text) && !h.text.includes(`?.${read}`);
  });
}

/** A presence check (`assertNotNull(x)`) the head makes by checking `x`'s type: no instance of a type is null. */
function typeCheckedLater(b: Assertion, head: Assertion[]): boolean {
  if (!b.asserting || b.op !== 'isNotNull' || b.args.length || b.finder) return false;
  return head.some((h) => h.asserting && h.op === 'isInstanceOf' && h.subject === b.subject && sameGuards(b, h));
}

/** A node check a wait for the same node makes too: the wait fails the test where the check would have. */
const waitFor: Record<string, { one: string[]; any: string[] }> = {
  assertExists: {
    one: ['waitUntilExactlyOneExists', 'waitUntilDisplayed'],
    any: ['waitUntilExactlyOneExists', 'waitUntilAtLeastOneExists', 'waitUntilDisplayed'],
  },
  assertDoesNotExist: { one: ['waitUntilDoesNotExist'], any: [] },
  // `waitUntil { onNode(m).isDisplayed() }` (inventory/node-waits.ts) fails where these fail
  assertIsDisplayed: { one: ['waitUntilDisplayed'], any: ['waitUntilDisplayed'] },
  assertIsNotDisplayed: { one: ['waitUntilNotDisplayed'], any: [] },
};

/**
 * A fixed sleep and a presence check replaced by waiting for that node (`Thread.sleep(2_000)` +
 * `onNodeWithText(t).assertExists()` → `waitUntilExactlyOneExists(hasText(t))`): the wait times out,
 * failing the test, exactly where the check would fail. Only the same matcher in the merged tree with
 * no other selector, and (for `onNode…`, which demands one node) a wait for exactly one.
 */
function waitedCheck(b: Assertion, head: FreeCheck[]): FreeCheck | undefined {
  const f = b.finder;
  if (b.family !== 'compose' || !f || f.path.length > 0 || f.unmerged !== 'false' || b.args.length > 0) return;
  const ops = waitFor[b.op];
  if (!ops) return;
  const picksFirst = f.collection && (f.picked === 'onFirst' || (f.picked === '[]' && f.pickedArgs === '0'));
  if (f.collection && !picksFirst) return;
  const allowed = f.collection ? ops.any : ops.one;
  return head.find(
    ({ c: h, used }) =>
      !used &&
      h.family === 'wait' &&
      allowed.includes(h.op) &&
      h.finder?.matcher.key === f.matcher.key &&
      // a displayed wait reads one tree, as the check did
      (!h.op.endsWith('Displayed') || h.finder.unmerged === f.unmerged),
  );
}

/**
 * The head check that is `b` once the items the app change dropped are left out (with-app-change.ts), either way
 * round for an equality: leaving an argument out can make an expected value look like a constant
 * (`Screen.Done(kind)` → `Screen.Done`), which the reading then puts on the other side.
 */
function droppedItemsCheck(b: Assertion, head: FreeCheck[], drop: DropItem | undefined): FreeCheck | undefined {
  if (!drop) return undefined;
  const free = head.filter((h) => !h.used);
  return (
    free.find((h) => sameWithoutDropped(b, h.c, drop)) ?? free.find((h) => sameWithoutDropped(mirrored(b), h.c, drop))
  );
}

/** An equality read the other way round (`assertEquals(b, a)` for `assertEquals(a, b)`); any other check as it is. */
function mirrored(b: Assertion): Assertion {
  if ((b.op !== 'isEqualTo' && b.op !== 'isNotEqualTo') || b.args.length !== 1 || b.finder) return b;
  return { ...b, subject: b.args[0]!, args: [b.subject] };
}

/**
 * `assertEquals(a, b)` written `assertEquals(b, a)`: equality is symmetric, so a check with its two
 * sides swapped is the same proposition (only a failure message reads differently).
 */
function mirroredEquality(b: Assertion, head: FreeCheck[]): FreeCheck | undefined {
  if ((b.op !== 'isEqualTo' && b.op !== 'isNotEqualTo') || b.args.length !== 1 || b.finder) return;
  const when = (c: Assertion) => (c.guards ?? []).join('&&');
  return head.find(
    ({ c: h, used }) =>
      !used &&
      h.op === b.op &&
      h.family === b.family &&
      h.args.length === 1 &&
      h.args[0] === b.subject &&
      h.subject === b.args[0] &&
      when(h) === when(b),
  );
}

export interface AssertionDiff {
  rule: GuardRuleId;
  verb: string;
  what: string;
  base: Assertion;
  head?: Assertion;
}

/**
 * Compare the checks of one test on both sides: identical checks cancel out (reformatting, renamed
 * locals, moved lines); each remaining base assertion is paired with its most similar head check and
 * classified; a base assertion with no counterpart is removed.
 */
export function compareAssertions(
  base: Assertion[],
  head: Assertion[],
  requireFinders = false,
  migration?: ApiMigration,
  units?: { base: TestUnit; head: TestUnit },
): AssertionDiff[] {
  const out: AssertionDiff[] = [];
  const { unmatchedBase, pool } = cancelIdentical(base, head, requireFinders, out);
  const headFree = freeHeadChecks(head, pool);
  const loopRun = loopRunChecks(headFree, units?.head.tables); // one run of a looped head check (loop-run-checks.ts)
  // a placeholder that cannot fail (`assertEquals(0, 0)`) checked nothing: it needs no counterpart
  for (const { c: b, i: bi } of unmatchedBase.filter(({ c }) => !cannotFail(c))) {
    const migrated =
      loopRun(b) ??
      migratedCheck(b, headFree, migration) ??
      migratedCheck(mirrored(b), headFree, migration) ??
      mirroredEquality(b, headFree) ??
      equivalentCheck(b, headFree) ??
      equivalentCheck(mirrored(b), headFree) ??
      stubbedReceiverCheck(b, headFree, units) ??
      wholeBodyExpectation(b, headFree) ??
      waitedCheck(b, headFree) ??
      foldedCheck(b, headFree, migration?.folded) ??
      conditionWaited(b, headFree) ??
      // review only: the app facts are gathered for review (change.ts)
      (migration?.appChange
        ? (replacedApiCheck(b, headFree, migration.removed) ??
          replacedCallCheck(b, headFree, migration.removed, migration.appChange.addedWords) ??
          rewiredReadCheck(b, headFree, {
            added: migration.added,
            removed: migration.removed,
            reach: migration.appChange.reach,
            removedLines: migration.appChange.removedLines ?? [],
          }))
        : undefined) ??
      restatedCounterpart(b, headFree, migration, units) ??
      composeCounterpart(b, headFree, base, migration?.removedViewIds) ??
      droppedItemsCheck(b, headFree, migration?.dropItem) ??
      headFree.find((h) => !h.used && sameButEmptyTypes(b, h.c));
    if (migrated) {
      migrated.used = true;
      continue;
    }
    if (accountedFor(b, head, migration, units)) continue;
    // a check of a member the change took out of its receiver's class cannot compile: it goes with the member (review)
    const gone = !!units && readsRemovedClassMember(b, units.base, migration);
    const best = mostSimilar(b, bi, headFree, base.length, head.length);
    if (!best) {
      // a check with no counterpart, of a member or text the change took out of the app, goes with it (review)
      if (gone || findsRemovedString(b, migration?.removedStrings)) continue;
      out.push({ rule: 'assertion-removed', verb: 'removed the assertion', what: b.text, base: b });
      continue;
    }
    // a verified call of it is not restated by the head's verified call that looks like it (`verify(ui).showButton()` →
    // `verify(ui).renderToolbar(p)`), which is a check of its own; under a mode bounding the count from above it may be
    if (gone && [b, best.c].every(verifiesCalls)) continue;
    best.used = true;
    // another expected value, text or tag the app's own change explains (review only)
    if (migration?.appChange && units && intendedChange(b, best.c, units, migration.appChange)) continue;
    // a count grown by the elements the test now checks one by one (review only)
    const tests = units && { base, head, headUnit: units.head };
    if (migration?.appChange && tests && countGrewWithNewChecks(b, best.c, tests, migration.appChange.reach)) continue;
    const counts = migration?.appChange?.counts;
    if (counts && countFollowsApp(b, best.c, counts)) continue;
    // a finder made more specific (`allOf(…)` with a term added), a type narrowed to the app's subtype (review only)
    if (migration?.appChange && narrowedCheck(b, best.c, migration.appChange)) continue;
    // the member read and its value changed together: a removed member's check restated on the one added (review)
    if (migration?.appChange && renamedMemberValue(b, best.c, migration)) continue;
    if (migration?.appChange && appComputedValue(b, best.c, migration, migration.appChange.reach)) continue;
    if (wrappedOrHeld(b, best.c, migration)) continue;
    if (migration?.appChange && pairedState(b, best.c, migration.appChange)) continue; // made a pair (paired-states.ts)
    classifyPair(b, best.c, out);
  }
  return out;
}

/**
 * A check restated on what the change made of the value it checked: a true/false check on a flag made a `Result<Unit>`
 * or a notification, a null check on the presence method beside a value made primitive (presence-checks.ts), a check
 * of a callback's captured value on the function's return (callback-results.ts). Review only.
 */
function restatedCounterpart(
  b: Assertion,
  headFree: FreeCheck[],
  migration?: ApiMigration,
  units?: { base: TestUnit; head: TestUnit },
): FreeCheck | undefined {
  const app = migration?.appChange;
  return (
    resultOfFlag(b, headFree, app?.madeResults, units?.head.tokens) ??
    notifiedFlag(b, headFree, app && { made: app.flagsMadeUnit, added: app.addedWords }, units?.base.tokens) ??
    presenceCheck(b, headFree, app) ??
    capturedAsResult(b, headFree, units, app?.callbacks) ??
    capturedAsThrown(b, headFree, units, app?.callbacks)
  );
}

/**
 * The expected value wrapped in the type the changed app now takes (`"a/b"` → `Target.Path("a/b")`), or checked in
 * the data class now holding its property (`s.amount` → `s.payButton`, rules/held-properties.ts), given to each
 * property the old one was split into (rules/split-properties.ts), or built from parts of the old value for a class
 * that now takes only those (`Open(m)` → `Open(m.id)`, rules/projected-values.ts). Review only.
 */
function wrappedOrHeld(b: Assertion, h: Assertion, migration: ApiMigration | undefined): boolean {
  if (!migration?.appChange) return false;
  return (
    wrappedValue(b, h, { added: migration.added, ...migration.appChange }) ||
    heldValue(b, h, migration.appChange.held) ||
    splitValue(b, h, migration.appChange.split) ||
    projectedValue(b, h, migration.appChange.retyped)
  );
}

/**
 * A base check the head still makes in another form (a dropped wait's check kept, a value dereferenced or
 * type-checked later), or one that went with what the change removed (a collaborator, a null made non-null).
 */
function accountedFor(
  b: Assertion,
  head: Assertion[],
  migration: ApiMigration | undefined,
  units: { base: TestUnit; head: TestUnit } | undefined,
): boolean {
  if (droppedWaitStillChecked(b, head) || droppedConditionWaitAsserted(b, head)) return true;
  if (dereferencedLater(b, head) || typeCheckedLater(b, head)) return true;
  const gone = migration?.removedCollaborators;
  if (units && gone?.size && verifiesRemovedCollaborator(b, units.base.className, gone)) return true;
  const callbacks = migration?.appChange?.callbacks;
  if (units && verifiedCallbackReturned(b, units, callbacks)) return true;
  if (units && verifiedCallbackThrown(b, head, units, callbacks)) return true;
  return !!migration?.madeNonNull?.size && passesNullToNonNull(b, migration.madeNonNull);
}

/** A verification that the call was made (`verify(ui).show()`, `times(2)`), not that it was not (`never()`, `atMost`). */
const verifiesCalls = (c: Assertion) => c.op.startsWith('verify.') && !c.args.some(boundsFromAbove);

interface FreeCheck {
  c: Assertion;
  i: number;
  used: boolean;
}

/**
 * Identical checks cancel out (a constant they read that became a fake's is still reported); returns
 * the compared base checks left over, and how many copies of each head signature are left.
 */
function cancelIdentical(base: Assertion[], head: Assertion[], requireFinders: boolean, out: AssertionDiff[]) {
  const pool = new Map<string, number>();
  for (const h of head) pool.set(h.sig, (pool.get(h.sig) ?? 0) + 1);
  const sameSig = new Map<string, Assertion[]>();
  for (const h of head) sameSig.set(h.sig, [...(sameSig.get(h.sig) ?? []), h]);
  const unmatchedBase: Array<{ c: Assertion; i: number }> = [];
  base.forEach((c, i) => {
    // a helper that returns a finder, or reads a node (`isDisplayed()`), checks nothing itself, but its
    // callers assert on what it finds
    const compared = c.asserting || (requireFinders && c.finder && !c.action);
    // an action the head still takes is its own counterpart, not a free check to pair with
    if (!compared && !c.action) return;
    const n = pool.get(c.sig) ?? 0;
    if (n > 0) {
      pool.set(c.sig, n - 1);
      const h = sameSig.get(c.sig)!.shift()!;
      const drift = compared ? constantDrift(c, h) : undefined;
      if (drift) out.push(drift);
    } else if (compared) unmatchedBase.push({ c, i });
  });
  return { unmatchedBase, pool };
}

/** Head checks not used by an exact match (a sig's surplus copies). */
function freeHeadChecks(head: Assertion[], pool: ReadonlyMap<string, number>): FreeCheck[] {
  const left = new Map(pool);
  const headFree: FreeCheck[] = [];
  head.forEach((c, i) => {
    const n = left.get(c.sig) ?? 0;
    if (n > 0) {
      left.set(c.sig, n - 1);
      headFree.push({ c, i, used: false });
    }
  });
  return headFree;
}

/** The unused head check most similar to base check `b` (at `bi`), if any is similar enough. */
function mostSimilar(b: Assertion, bi: number, headFree: FreeCheck[], bn: number, hn: number): FreeCheck | undefined {
  let best: FreeCheck | undefined;
  let bestScore = 1.5;
  for (const h of headFree) {
    if (h.used) continue;
    const s = score(b, h.c, bi, h.i, bn, hn);
    if (s > bestScore) {
      best = h;
      bestScore = s;
    }
  }
  return best;
}

/** A base assertion and the head check it was paired with: what changed in its subject, its guards, its proposition. */
function classifyPair(b: Assertion, h: Assertion, out: AssertionDiff[]): void {
  if (sameCheckReordered(b, h)) return;
  if (b.subject !== h.subject) subjectChange(b, h, out);
  const baseGuards = new Set(b.guards);
  // a loop over a collection the test writes out is no guard at all (inventory/loops.ts, nonEmptyLiteral)
  const newGuards = (h.guards ?? []).filter((g) => !baseGuards.has(g));
  // also when the subject changed: a local's new set-up does not make a new condition harmless
  if (newGuards.length) {
    out.push({
      rule: 'assertion-weakened',
      verb: 'made the assertion conditional',
      what: `${h.text} now only runs under ${newGuards.join(' and ')}`,
      base: b,
      head: h,
    });
  }
  // whether a call asserts depends on the call alone, so a head call that checks nothing is another
  // call than the base's; an assertion implies itself
  if (!h.asserting) {
    // a bare finder of a helper paired with an action or another non-checking call: nothing was checked
    if (!b.asserting) return;
    const note = h.op === '' ? 'nothing is checked any more' : `${h.op}() checks nothing`;
    out.push({
      rule: 'assertion-removed',
      verb: 'removed the assertion',
      what: `${b.text} → ${h.text} (${note})`,
      base: b,
      head: h,
    });
  } else if (!impliesAssertion(h, b)) {
    // the same call on both sides: what changed is the helper's value, so say where it is
    const via = h.expectedVia ?? b.expectedVia;
    const inHelper = via && squashed(b.text) === squashed(h.text) ? ` (the expected value is in ${via}())` : '';
    out.push({
      rule: 'assertion-weakened',
      verb: 'weakened the assertion',
      what: `${opText(b)} → ${opText(h)} in ${h.text}${inHelper}`,
      base: b,
      head: h,
    });
  }
}

/** A paired check about another subject: a widened or retargeted finder, or another checked value. */
function subjectChange(b: Assertion, h: Assertion, out: AssertionDiff[]): void {
  if (b.finder && h.finder) {
    for (const d of compareFinders(b.finder, h.finder))
      out.push({
        rule: d.rule,
        verb: d.rule === 'finder-widened' ? 'widened the finder' : 'retargeted the finder',
        what: `${d.what} in ${h.text}`,
        base: b,
        head: h,
      });
  } else if (
    squashed(b.text) !== squashed(h.text) ||
    constantSubject(h.subject) ||
    b.subjectVia !== undefined ||
    h.subjectVia !== undefined
  ) {
    // the same assertion text over a changed set-up (a local's initialiser) checks the same
    // thing unless the value it checks became a constant, or the check itself is a helper's
    const via = h.subjectVia ?? b.subjectVia;
    // the same call on both sides: what changed is the helper's condition, so show it
    const inHelper =
      via && squashed(b.text) === squashed(h.text) ? ` (the check is in ${via}(): ${b.subject} → ${h.subject})` : '';
    out.push({
      rule: 'assertion-weakened',
      verb: 'changed what the assertion checks',
      what: `${b.text} → ${h.text}${inHelper}`,
      base: b,
      head: h,
    });
  }
}

/**
 * The same check whose checked value now always is a fake's constant (`assertEquals(repo.current,
 * vm.state.value)` with `repo` now a fake whose `current` is `null`: the view model reads the same
 * fake, so both sides are null and the check compares a constant with itself).
 */
function constantDrift(b: Assertion, h: Assertion): AssertionDiff | undefined {
  const now = h.constantReads ?? [];
  if (now.length === 0 || now.join('\n') === (b.constantReads ?? []).join('\n')) return undefined;
  return {
    rule: 'assertion-weakened',
    verb: 'made the assertion compare a constant',
    what: `${h.text}: ${now.join(', ')}`,
    base: b,
    head: h,
  };
}

function impliesAssertion(h: Assertion, b: Assertion): boolean {
  return (
    implies({ op: h.op, args: h.args }, { op: b.op, args: b.args }) ||
    moreEffectsRequired(h, b) ||
    blockGainedChecks(h, b) ||
    tableGainedRows(h, b) ||
    verifyNarrowedMatchers(h, b) ||
    verifyMatcherCaptured(h, b) ||
    verifyMadeExactlyOnce(h, b)
  );
}

/** Disabled whatever the device or run (`@Ignore`, `@Disabled`, androidx.test's bare `@Suppress`), not conditionally. */
const alwaysDisabling = new Set(['Ignore', 'Disabled', 'Suppress']);
function disabledOutright(u: TestUnit): boolean {
  return [...suppressors(u).values()].some((a) => alwaysDisabling.has(a.name));
}

function suppressors(u: TestUnit): Map<string, Annotation> {
  const out = new Map<string, Annotation>();
  // a method-level annotation overrides the class-level one of the same name
  const byName = new Map<string, Annotation>();
  for (const a of [...u.classAnnotations, ...u.annotations]) byName.set(a.name, a);
  for (const a of byName.values()) {
    if (!suppressingAnnotations.has(a.name)) continue;
    if (a.name === 'Suppress' && a.args.length > 0) continue; // Kotlin's @Suppress("…") silences warnings, not tests
    // a changed reason (`@Ignore("…")`, `@FlakyTest(detail = …)`) suppresses nothing new
    out.set(a.name, a);
  }
  return out;
}

function sdkRange(a: Annotation): { min: number; max: number; other: string } {
  let min = 1,
    max = 10_000,
    other = '';
  for (const arg of a.args) {
    const [k, v] = arg.split('=');
    // a lone level is the minimum
    const [name, value] = v === undefined ? ['minSdkVersion', k!] : [k, v];
    const level = apiLevel(value);
    if (name === 'minSdkVersion' && Number.isFinite(level)) min = level;
    else if (name === 'maxSdkVersion' && Number.isFinite(level)) max = level;
    // excluded levels, code names and levels it cannot read: compared as text
    else other += arg;
  }
  return { min, max, other };
}

/** An `@SdkSuppress` that only bounds the levels, at levels the head app branches on (sdk-gates.ts). */
function sdkGateOf(a: Annotation, sdkLevels: ReadonlySet<number>): boolean {
  if (a.name !== 'SdkSuppress' || a.args.length === 0) return false;
  const r = sdkRange(a);
  return r.other === '' && (r.min === 1 || sdkLevels.has(r.min)) && (r.max === 10_000 || sdkLevels.has(r.max + 1));
}

/** True when the head range of @SdkSuppress excludes a level the base range ran on. */
function narrowerSdkRange(base: Annotation, head: Annotation): boolean {
  const b = sdkRange(base),
    h = sdkRange(head);
  return h.min > b.min || h.max < b.max || (h.other !== b.other && h.other.length >= b.other.length);
}

/** Suppressing annotations of `h` that `b` lacked, or (`@SdkSuppress`) had with a wider range. */
function addedSuppressions(b: TestUnit, h: TestUnit): Array<{ a: Annotation; was?: Annotation }> {
  const bs = suppressors(b);
  const out: Array<{ a: Annotation; was?: Annotation }> = [];
  for (const [k, a] of suppressors(h)) {
    const was = bs.get(k);
    if (!was) out.push({ a });
    else if (k === 'SdkSuppress' && narrowerSdkRange(was, a)) out.push({ a, was });
  }
  return out;
}

/** The refusal of a test whose size annotation changed (change.ts keeps it only where tests are selected by size). */
export const sizeChanged = 'changed the test size';

function sizeOf(u: TestUnit): string {
  const all = [...u.classAnnotations, ...u.annotations].filter((a) => sizeAnnotations.has(a.name));
  return all.length ? all[all.length - 1]!.name : '';
}

function testArgs(u: TestUnit): string[] {
  return u.annotations.filter((a) => a.name === 'Test').flatMap((a) => a.args);
}

function firstNumber(s: string): number {
  const m = /\d[\d_]*/.exec(s);
  return m ? Number(m[0].replace(/_/g, '')) : 0;
}

/** TimeUnit and `Timeout.seconds(…)` spellings, in milliseconds; a bare number (`Timeout(ms)`, `Timeout.millis`) is milliseconds. */
const timeUnits: Array<[RegExp, number]> = [
  [/\bNANOSECONDS\b/, 1e-6],
  [/\bMICROSECONDS\b/, 1e-3],
  [/\bSECONDS\b|\bseconds\(/, 1_000],
  [/\bMINUTES\b/, 60_000],
  [/\bHOURS\b/, 3_600_000],
  [/\bDAYS\b/, 86_400_000],
];

/** A Timeout rule's limit in milliseconds: `Timeout(5_000)`, `Timeout.seconds(5)`, `Timeout(5, TimeUnit.SECONDS)`. */
function timeoutMillis(initializer: string): number {
  return firstNumber(initializer) * (timeUnits.find(([unit]) => unit.test(initializer))?.[1] ?? 1);
}

function multisetMinus<T>(head: T[], base: T[], key: (t: T) => string): T[] {
  const counts = new Map<string, number>();
  for (const b of base) counts.set(key(b), (counts.get(key(b)) ?? 0) + 1);
  const out: T[] = [];
  for (const h of head) {
    const n = counts.get(key(h)) ?? 0;
    if (n > 0) counts.set(key(h), n - 1);
    else out.push(h);
  }
  return out;
}

/** How a test keeps its identity across the change (test-identity.ts). */
export interface TestIdentity {
  /** pair tests gone by name with new tests by body (review policy: renames and moves are no deletion) */
  byBody: boolean;
  /** `Class.method` of tests that keep their identity by name whatever the policy (the finding names them) */
  named?: ReadonlySet<string>;
  /**
   * app members the change removed (review policy only: fixers do not delete features): a test deleted
   * whose every check is about one was deleted with its subject, and nothing that still exists lost a check
   */
  deletedWith?: ReadonlySet<string>;
  /** keys of tests whose whole class was deleted with the class or composable it is named after (rules/deleted-subject.ts) */
  deletedWithClass?: ReadonlySet<string>;
  /** keys of deleted tests that drove only app functions the change removed (rules/removed-action.ts) */
  deletedWithAction?: ReadonlySet<string>;
  /** `file\0class` of abstract test classes nothing in the base extends: their tests never ran (never-run-classes.ts) */
  neverRun?: ReadonlySet<string>;
  /** per base test file, the names it passed for a parameter the change removed (rules/removed-branch.ts) */
  standIns?: ReadonlyMap<string, ReadonlySet<string>>;
  /** `file\0class` of head test classes no other code names (unreferenced-names.ts): their helpers run only there */
  unreferenced?: ReadonlySet<string>;
}

/**
 * Moves between source sets after which a test still runs where it ran: sharedTest is compiled into
 * test and androidTest; a Kotlin Multiplatform commonTest runs on every target of its module; the
 * Android-KMP library plugin renamed androidUnitTest and androidInstrumentedTest androidHostTest and androidDeviceTest.
 */
const stillRuns: Array<[RegExp, RegExp]> = [
  // a flavour's or build type's tests moved into the module's own set run for every variant, that one included
  [/^androidTest[A-Z]\w*$/, /^androidTest$/],
  [/^test[A-Z]\w*$/, /^test$/],
  [/^sharedTest/, /^(androidTest|test)$/],
  [/^(jvm|android|androidUnit|androidHost|androidDevice|desktop|ios\w*|native|js|wasm\w*)Test$/, /^commonTest$/],
  // the Android-KMP library plugin's names for the same two suites (AGP 9): host (unit) tests and device tests
  [/^androidUnitTest$/, /^androidHostTest$/],
  [/^androidHostTest$/, /^androidUnitTest$/],
  [/^androidInstrumentedTest$/, /^androidDeviceTest$/],
  [/^androidDeviceTest$/, /^androidInstrumentedTest$/],
];

/**
 * The head unit of a base unit, by its key (`Class.method`) and file. Two changed files may declare the same key
 * (a flavour's copy of a test, the `ExampleInstrumentedTest` of every module): a unit keeps its own file's
 * counterpart, and a counterpart in another file (the file renamed, the test moved) is one no base unit of that
 * file claims. Where a key has several units, a test is preferred to a helper of the same name.
 */
function headLookup(baseUnits: TestUnit[], headUnits: TestUnit[]): (key: string, file: string) => TestUnit | undefined {
  const preferred = (units: TestUnit[]) => [...units].reverse().find((u) => u.isTest) ?? units[0];
  const inFile = new Map<string, TestUnit[]>();
  const byKey = new Map<string, TestUnit[]>();
  for (const u of headUnits) {
    const k = `${u.file}\u0000${u.key}`;
    inFile.set(k, [...(inFile.get(k) ?? []), u]);
    byKey.set(u.key, [...(byKey.get(u.key) ?? []), u]);
  }
  const own = (key: string, file: string) => {
    const units = inFile.get(`${file}\u0000${key}`);
    return units ? preferred(units) : undefined;
  };
  const claimed = new Set(baseUnits.map((b) => own(b.key, b.file)));
  return (key, file) => {
    const mine = own(key, file);
    if (mine) return mine;
    const others = (byKey.get(key) ?? []).filter((u) => !claimed.has(u));
    return others.length ? preferred(others) : undefined;
  };
}

/** The test rules over the test functions of the changed test files on both sides. */
export function compareTestUnits(
  baseUnits: TestUnit[],
  headUnits: TestUnit[],
  migration?: ApiMigration,
  identity: TestIdentity = { byBody: false },
): RuleRefusal[] {
  const out: RuleRefusal[] = [];
  const headOf = headLookup(baseUnits, headUnits);
  const counterparts = new Set(baseUnits.filter((u) => u.isTest).map((b) => headOf(b.key, b.file)));

  // tests renamed or moved: paired with their old selves by body, then compared like any test
  const gone = baseUnits.filter((b) => b.isTest && !headOf(b.key, b.file) && !identity.named?.has(b.key));
  const fresh = headUnits.filter((h) => h.isTest && !counterparts.has(h));
  const moved = identity.byBody ? pairByBody(gone, fresh) : new Map<TestUnit, TestUnit>();
  if (identity.byBody) pairReplacedClasses(gone, fresh, moved, baseUnits, headUnits);
  const renamedClass = classRenames(moved, headUnits);
  const movedTo = new Set(moved.values());
  /** a unit of the base in the head: same key, or the same member of its renamed class */
  const headFor = (b: TestUnit): TestUnit | undefined => {
    const cls = renamedClass.get(b.className);
    return headOf(b.key, b.file) ?? (cls ? headOf(`${cls}.${b.name}`, b.file) : undefined);
  };
  const sameClass = (b: TestUnit, h: TestUnit) =>
    h.className === b.className || h.className === renamedClass.get(b.className);

  // checks that moved into a new test of the same class (a test split in two) are not lost — when the
  // new test still fails wherever the old one did: no suppression, assumption or swallow the old one lacked
  const unclaimed = newTestChecks(headUnits, counterparts, movedTo);
  const tookFromNewTest = (b: TestUnit, c: Assertion): boolean => {
    for (const [u, checks] of unclaimed) {
      if (!sameClass(b, u)) continue;
      if (addedSuppressions(b, u).length || multisetMinus(u.assumes, b.assumes, (a) => a.sig).length) continue;
      const i = checks.findIndex((x) => x.sig === c.sig);
      if (i < 0) continue;
      checks.splice(i, 1);
      return true;
    }
    return false;
  };

  const compareUnit = (b: TestUnit, h: TestUnit, test: string | undefined) => {
    const push = (r: Omit<RuleRefusal, 'test'>) => out.push({ ...r, test });
    for (const d of compareAssertions(b.checks, h.checks, !b.isTest, migration, { base: b, head: h })) {
      // a check with no counterpart is shown where it was, any other change where it is now
      const at = d.head ? { file: h.file, line: d.head.line } : { file: b.file, line: d.base.line };
      if (!d.head && b.isTest && tookFromNewTest(b, d.base)) continue;
      push({
        rule: d.rule,
        ...at,
        verb: d.verb,
        what: d.what,
        about: { file: b.file, line: d.base.line, text: d.base.text, test },
      });
    }
    const added = multisetMinus(h.swallows, b.swallows, (s) => s.sig);
    const edited = editedSwallows(
      added,
      multisetMinus(b.swallows, h.swallows, (s) => s.sig),
      { b, h },
    );
    for (const s of added) {
      if (edited.has(s) || optionalGesture(s, b, h) || retriedUntilHeld(s, h) || polledProbeOnly(s, b, h)) continue;
      const first = s.checks.find((c) => c.asserting);
      push({
        rule: 'error-swallowed',
        file: h.file,
        line: s.line,
        verb: `failures swallowed by ${s.kind}`,
        what: first ? first.text : s.text,
        about: first ? { file: b.file, line: first.line, text: first.text, test } : undefined,
      });
    }
    for (const d of droppedRows(b, h))
      push({
        rule: 'assertion-removed',
        ...d.at,
        verb: 'dropped rows of the table the checks loop over',
        what: d.rows.join(', '),
      });
    for (const a of multisetMinus(h.assumes, b.assumes, (a) => a.sig)) {
      if (migration?.sdkLevels?.has(sdkAssumptionLevel(a.text) ?? Number.NaN)) continue;
      push({
        rule: 'test-suppressed',
        file: h.file,
        line: a.line,
        verb: 'added an assumption that can skip the test',
        what: a.text,
      });
    }
  };

  // review: two tests merged into one — unless the test it went into may skip or swallow what it did not
  const merged = identity.byBody ? mergedInto(gone, headUnits, sameClass) : new Map<TestUnit, TestUnit>();
  const mergedWhole = (b: TestUnit) => {
    const into = merged.get(b);
    return (
      !!into &&
      !addedSuppressions(b, into).length &&
      !multisetMinus(into.assumes, b.assumes, (a) => a.sig).length &&
      !multisetMinus(into.swallows, b.swallows, (s) => s.sig).length
    );
  };
  // review: tests deleted on the side of a flag the change removed (rules/removed-branch.ts)
  const survives = (b: TestUnit) => !!(moved.get(b) ?? headOf(b.key, b.file))?.isTest;
  const onRemovedBranch = deletedOnRemovedBranch(baseUnits, survives, identity.deletedWith, identity.standIns);
  for (const b of baseUnits) {
    // a test the base disabled outright, or never instantiated, ran no check: changing or deleting it loses none
    if (!b.isTest || disabledOutright(b) || identity.neverRun?.has(`${b.file}\u0000${b.className}`)) continue;
    const test = b.key;
    const h = moved.get(b) ?? headOf(b.key, b.file);
    if (!h?.isTest) {
      if (!h && (withSubject(b, identity.deletedWith, baseUnits) || identity.deletedWithClass?.has(b.key))) continue;
      if (!h && (onRemovedBranch.has(b.key) || identity.deletedWithAction?.has(b.key))) continue;
      if (identity.byBody && measuresOnly(b, baseUnits)) continue;
      if (!h && (mergedWhole(b) || vacuousTest(b, baseUnits))) continue;
      if (!h && identity.byBody && emptyTest(b, headUnits)) continue;
      out.push(lostTest(b, h, test));
      continue;
    }
    out.push(...testChanges(b, h, test, migration?.sdkLevels, migration?.sharedSets));
    compareUnit(b, h, test);
  }

  // JUnit rules run around every test of their class: removing one, or adding a retrying one, changes what counts
  // (a class deleted with its subject takes its rules with it: rules/deleted-subject.ts)
  const classesGone = new Set(
    baseUnits
      .filter((u) => u.isTest && identity.deletedWithClass?.has(u.key))
      .concat(baseUnits.filter((u) => identity.neverRun?.has(`${u.file}\u0000${u.className}`)))
      .map((u) => u.className),
  );
  out.push(...testRuleChanges(baseUnits, headUnits, headFor, classesGone));

  const onlyNew = runsOnlyNewTests(baseUnits, (b) => moved.get(b) ?? headFor(b), identity.unreferenced);
  for (const [b, h] of newHelpersAgainst(baseUnits, headUnits, headFor, movedTo, onlyNew)) compareUnit(b, h, undefined);

  // shared helpers (not called by a test in their file) are compared on their own, overloads each with its own
  const calledInFile = new Set(
    baseUnits.filter((u) => u.isTest).flatMap((u) => u.helperCalls.map((n) => `${u.file}\u0000${n}`)),
  );
  const overloads = overloadPairs(baseUnits, headUnits);
  for (const b of baseUnits) {
    if (b.isTest || calledInFile.has(`${b.file}\u0000${b.name}`)) continue;
    const h = overloads.get(b) ?? headFor(b);
    if (h && !h.isTest && !onlyNew(h)) compareUnit(b, h, undefined);
  }
  return out;
}

/**
 * Whether a head helper runs only around new tests, so that a skip or swallow in it loses no check of the base: a
 * member of a new class (no unit of the base is of a class of its name) that no other code names
 * (unreferenced-names.ts), in a file that holds no test of the base. A class the base had keeps its helpers judged on
 * their own, as every shared helper is: its callers may live in files the change does not show.
 */
function runsOnlyNewTests(
  baseUnits: TestUnit[],
  headOfBase: (b: TestUnit) => TestUnit | undefined,
  unreferenced: ReadonlySet<string> | undefined,
): (h: TestUnit) => boolean {
  if (!unreferenced?.size) return () => false;
  const inherited = new Set(
    baseUnits.flatMap((b) => (b.isTest ? [headOfBase(b)] : [])).flatMap((h) => (h?.isTest ? [h.file] : [])),
  );
  const baseClasses = new Set(baseUnits.map((b) => b.className));
  return (h) =>
    !h.topLevel &&
    !baseClasses.has(h.className) &&
    !inherited.has(h.file) &&
    unreferenced.has(`${h.file}\u0000${h.className}`);
}

/**
 * Each new rule, helper or initialiser of the head, with what it is compared against: only what it swallows or
 * skips can weaken, beyond what the helper of its name that left another class did (a robot's helpers moved into
 * action classes). Its checks count where it is called.
 */
function newHelpersAgainst(
  baseUnits: TestUnit[],
  headUnits: TestUnit[],
  headFor: (b: TestUnit) => TestUnit | undefined,
  movedTo: ReadonlySet<TestUnit>,
  onlyNewTests: (h: TestUnit) => boolean,
): Array<[TestUnit, TestUnit]> {
  const baseByKey = new Set(baseUnits.map((u) => headFor(u)?.key ?? u.key));
  for (const h of movedTo) baseByKey.add(h.key);
  // the base's helpers with no unit of their key in the head, by name
  const left = new Map<string, TestUnit[]>();
  for (const b of baseUnits) {
    if (b.isTest || headFor(b)) continue;
    const list = left.get(b.name);
    if (list) list.push(b);
    else left.set(b.name, [b]);
  }
  const out: Array<[TestUnit, TestUnit]> = [];
  for (const h of headUnits) {
    if (h.isTest || baseByKey.has(h.key) || onlyNewTests(h)) continue;
    const from = left.get(h.name)?.shift();
    out.push([{ ...h, checks: [], swallows: from?.swallows ?? [], assumes: from?.assumes ?? [] }, h]);
  }
  return out;
}

/**
 * Helpers of one file that share a name (overloads: `isShown(id: Int)`, `isShown(text: String)`, a companion's and
 * the class's own) share a key, so each base one is paired with a head one of the same file and key: one with the
 * same checks first, then the rest in the order the file declares them. Pairing them all with one head overload
 * read every other overload's checks as removed whenever anything in the file changed.
 */
function overloadPairs(baseUnits: TestUnit[], headUnits: TestUnit[]): Map<TestUnit, TestUnit> {
  const groups = (units: TestUnit[]) => {
    const out = new Map<string, TestUnit[]>();
    for (const u of units)
      if (!u.isTest) out.set(`${u.file}\u0000${u.key}`, [...(out.get(`${u.file}\u0000${u.key}`) ?? []), u]);
    return out;
  };
  const [baseGroups, headGroups] = [groups(baseUnits), groups(headUnits)];
  const pairs = new Map<TestUnit, TestUnit>();
  const checksOf = (u: TestUnit) => u.checks.map((c) => c.sig).join('\u0002');
  for (const [k, bs] of baseGroups) {
    const hs = [...(headGroups.get(k) ?? [])];
    if (bs.length < 2 && hs.length < 2) continue;
    const rest: TestUnit[] = [];
    for (const b of bs) {
      const i = hs.findIndex((h) => checksOf(h) === checksOf(b));
      if (i >= 0) pairs.set(b, hs.splice(i, 1)[0]!);
      else rest.push(b);
    }
    for (const [i, b] of rest.entries()) if (hs[i]) pairs.set(b, hs[i]!);
  }
  return pairs;
}

/**
 * A deleted test every check of which is about an app member the change removed (`assertEquals("[a]",
 * vm.legacyLabel("a"))` with `legacyLabel` gone): nothing that still exists lost a check. A check on a
 * node, a tag or a value that still exists (a screen test deleted while its screen is rebuilt elsewhere)
 * keeps the deletion a suppression. A check naming a local is about what the local was computed from
 * (`val items = Cards.toItems(xs)`, `for (item in items)`), as the same check written inline would be. So is a test
 * that drove a removed member (rules/with-app-change.ts) or launched a removed activity (rules/removed-screens.ts).
 * A local or a property of the test class bound to a reflective lookup of the member stands for it
 * (rules/reflected-members.ts). `units` are the base's, for the class's properties.
 */
function withSubject(b: TestUnit, removed: ReadonlySet<string> | undefined, units: TestUnit[]): boolean {
  if (!removed?.size) return false;
  const checks = b.checks.filter((c) => c.asserting);
  const held = reflectedProperties(units, b, removed, textTokens);
  const reflected = new Set([...reflectedLocals(b.tokens, removed), ...held]);
  const made = madeFrom(b.localSources, new Set([...removed, ...reflected]));
  const about = (w: string) => removed.has(w) || reflected.has(w) || made.has(w);
  if (checks.length > 0 && checks.every((c) => wordsOf(c.text).some(about))) return true;
  return deletedWithRemovedAction(b, removed) || launchesRemovedScreen(b, removed);
}

/** A base test with no test in the head: deleted, renamed or moved to another class, or no longer a test. */
function lostTest(b: TestUnit, h: TestUnit | undefined, test: string): RuleRefusal {
  // a test is its class + method (findings, history and the heal proof re-run use it): moving it to
  // another class loses that identity like a rename does; moving the file with its class is fine
  if (!h)
    return {
      rule: 'test-suppressed',
      file: b.file,
      line: b.line,
      test,
      verb: 'deleted or renamed the test',
      what: test,
      about: { file: b.file, line: b.line, text: test, test },
    };
  return { rule: 'test-suppressed', file: h.file, line: h.line, test, verb: 'removed @Test from', what: test };
}

/** The checks of each new head test (not renamed or moved from a base test) that no swallow region holds. */
function newTestChecks(
  headUnits: TestUnit[],
  counterparts: ReadonlySet<TestUnit | undefined>,
  movedTo: ReadonlySet<TestUnit>,
): Map<TestUnit, Assertion[]> {
  const unclaimed = new Map<TestUnit, Assertion[]>();
  for (const u of headUnits) {
    if (!u.isTest || counterparts.has(u) || movedTo.has(u)) continue;
    const swallowed = new Set(u.swallows.flatMap((s) => s.checks.map((c) => c.sig)));
    unclaimed.set(
      u,
      u.checks.filter((c) => !swallowed.has(c.sig)),
    );
  }
  return unclaimed;
}

/** What changed about a test that still exists: its source set, suppressions, size and `@Test` arguments. */
function testChanges(
  b: TestUnit,
  h: TestUnit,
  test: string,
  sdkLevels?: ReadonlySet<number>,
  sharedSets?: ReadonlySet<string>,
): RuleRefusal[] {
  const out: RuleRefusal[] = [];
  const keepsRunning =
    stillRuns.some(([from, to]) => from.test(b.sourceSet) && to.test(h.sourceSet)) ||
    (moduleOf(b.file) === moduleOf(h.file) &&
      !!sharedSets?.has(`${moduleOf(h.file)}\u0000${b.sourceSet}\u0000${h.sourceSet}`)) ||
    !!sharedSets?.has(hostMoveKey(moduleOf(h.file), b.sourceSet, h.sourceSet));
  if (b.sourceSet !== h.sourceSet && !keepsRunning) {
    out.push({
      rule: 'test-suppressed',
      file: h.file,
      line: h.line,
      test,
      verb: `moved the test from ${b.sourceSet} to ${h.sourceSet}`,
      what: test,
    });
  }
  for (const { a, was } of addedSuppressions(b, h)) {
    if (sdkLevels && sdkGateOf(a, sdkLevels)) continue;
    if (!was) out.push({ rule: 'test-suppressed', file: h.file, line: a.line, test, verb: 'added', what: a.text });
    else
      out.push({
        rule: 'test-suppressed',
        file: h.file,
        line: a.line,
        test,
        verb: 'narrowed the SDK levels the test runs on',
        what: `${was.text} → ${a.text}`,
      });
  }
  if (sizeOf(b) !== sizeOf(h))
    out.push({
      rule: 'test-suppressed',
      file: h.file,
      line: h.line,
      test,
      verb: sizeChanged,
      what: `@${sizeOf(b) || '(none)'} → @${sizeOf(h) || '(none)'}`,
    });
  const bArgs = new Set(testArgs(b));
  for (const a of testArgs(h)) {
    if (bArgs.has(a)) continue;
    if (a.startsWith('expected=') && !keepsExpectedException(b.checks, h.checks))
      out.push({
        rule: 'test-suppressed',
        file: h.file,
        line: h.line,
        test,
        verb: 'added an expected exception to @Test',
        what: `@Test(${a})`,
      });
  }
  return out;
}

const isRule = (u: TestUnit) => u.initializer !== undefined && u.annotations.some((a) => a.name === 'Rule');

const propertyName = (u: TestUnit) => u.name.replace(/^<property (.*)>$/, '$1');

/** A declaration without its annotations: `@Rule@JvmField val r=R()` → `val r=R()`. */
const unannotated = (d: string) => d.replace(/@[\w:.]+(?:\([^)]*\))?/g, '').trim();

/**
 * A JUnit 4 rule made a JUnit 5 extension (`@Rule` → `@RegisterExtension`, the same value) in a file whose tests run on
 * Jupiter: Jupiter runs the extension around every test (and never ran the `@Rule`); a value that is no extension
 * fails the class. In a file still on JUnit 4's runner the extension never runs: still a removed rule.
 */
function madeExtension(b: TestUnit, h: TestUnit): boolean {
  if (!h.jupiter || !h.annotations.some((a) => a.name === 'RegisterExtension')) return false;
  return unannotated(b.initializer ?? '') === unannotated(h.initializer ?? '');
}

/**
 * A property kept without @Rule that a rule of its class names (`RuleChain.outerRule(leaks).around(rule)`)
 * still runs around every test: the chain orders it, it did not leave.
 */
function chainedByARule(h: TestUnit, headUnits: TestUnit[]): boolean {
  const named = new RegExp(`(?<![\\w$.])${propertyName(h).replace(/[$]/g, '\\$')}(?![\\w$])`);
  // what the rule is made of: after its declaration (`@get:Rule(order = 1) val chain: TestRule =`), strings left out
  const ruleText = (r: TestUnit) =>
    r.initializer!.replace(/^[\s\S]*?\bva[lr]\s+[\w$]+(?::[^=]*)?=/, '').replace(/"(?:\\.|[^"\\])*"/g, '""');
  return headUnits.some((r) => r !== h && isRule(r) && r.className === h.className && named.test(ruleText(r)));
}

/** JUnit rules removed from a class, a timeout rule raised, a retrying rule added. */
function testRuleChanges(
  baseUnits: TestUnit[],
  headUnits: TestUnit[],
  headFor: (b: TestUnit) => TestUnit | undefined,
  classesGone: ReadonlySet<string>,
): RuleRefusal[] {
  const out: RuleRefusal[] = [];
  for (const b of baseUnits.filter(isRule)) {
    const h = headFor(b);
    if (!h && classesGone.has(b.className)) continue;
    // an infrastructure rule deleted outright is set-up no longer needed; one kept without @Rule no longer runs
    // … and a benchmark rule deleted outright: the tests measuring through it are gone or no longer compile
    if (!h && (infrastructureRule.test(b.initializer!) || measuringRule.test(b.initializer!))) continue;
    if (!h && flagStoreNoLongerUsed(b, headUnits)) continue;
    if (!h && unusedExpectationRule(b, baseUnits)) continue;
    if (retryingRule.test(b.initializer!)) continue;
    if (h && !isRule(h) && (chainedByARule(h, headUnits) || madeExtension(b, h))) continue;
    if (!h || !isRule(h)) {
      out.push({
        rule: 'test-suppressed',
        file: h?.file ?? b.file,
        line: h?.line ?? b.line,
        verb: `removed the test rule ${propertyName(b)} from ${b.className}`,
        what: b.initializer!,
      });
    } else if (/Timeout/.test(b.initializer!) && timeoutMillis(h.initializer!) > timeoutMillis(b.initializer!)) {
      out.push({
        rule: 'test-suppressed',
        file: h.file,
        line: h.line,
        verb: 'raised the timeout rule',
        what: `${b.initializer} → ${h.initializer}`,
      });
    }
  }
  const baseRuleKeys = new Set(baseUnits.filter(isRule).map((u) => headFor(u)?.key ?? u.key));
  for (const h of headUnits.filter(isRule)) {
    if (!baseRuleKeys.has(h.key) && /retry|repeat|rerun|flaky/i.test(h.initializer!)) {
      out.push({
        rule: 'test-suppressed',
        file: h.file,
        line: h.line,
        verb: 'added a rule that retries failing tests',
        what: h.initializer!,
      });
    }
  }
  return out;
}
