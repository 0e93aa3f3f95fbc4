import type { Param } from '../app-facts.js';
import type { AppendedParameters } from '../appended-parameters.js';
import { type Assertion, sameGuards } from '../inventory/assertion.js';
import { looksExpected } from '../inventory/assertion-forms.js';
import type { TestUnit } from '../inventory/tests.js';
import type { SwappedCalls } from '../swapped-members.js';
import type { CallbackFacts } from './callback-results.js';
import { gainedIntroducedField } from './gained-fields.js';
import type { HeldProperty } from './held-properties.js';
import { followsResourceChange } from './resource-texts.js';
import type { SplitProperty } from './split-properties.js';
import { thrownTypeFollowsApp } from './thrown-types.js';
import {
  isMatcher,
  verifyCompletedUncompiled,
  verifyGainedArguments,
  verifyGainedParameters,
  verifyLostTruncated,
  verifySwappedMember,
} from './verify-args.js';

/**
 * Expectations and tests that changed together with what the same change did to the app
 * (docs/decisions.md, "Expectations that follow the app"). Pure: the facts about the app (declared
 * parameters, proto fields, changed members, texts) are gathered by `app-facts.ts`.
 */

/** A named argument or builder assignment in an expected value: `Callee(name = value)`, `builder { name = value }`. */
export interface NamedItem {
  callee: string;
  kind: 'call' | 'builder';
  name: string;
  value: string;
  /** the other named arguments of the same call: only an overload declaring them all can be the one called */
  siblings?: string[];
  /** a positional argument's index (its `name` is then `#index`): judged only by the parameter's declared type */
  position?: number;
}

/**
 * Why a named item may go: its parameter/field no longer exists in the head app, it equals the declared default, or
 * (review) the parameter holds the coroutine context the call runs in (`ioDispatcher: CoroutineDispatcher`), which is
 * no part of the value checked.
 */
export type DropReason = 'removed' | 'default' | 'context';
/**
 * Whether a named item may go from either side, judged against the head's declarations. `writtenOut` judges
 * an item only the head writes: the base call left it to the *base* declaration's default, so it is the same
 * call only when the head writes that value ('differs' when it does not; undefined when no base declaration
 * is known, and the head's declarations decide).
 */
export type DropItem = ((item: NamedItem) => DropReason | undefined) & {
  writtenOut?: (item: NamedItem) => 'default' | 'differs' | undefined;
  /** classes the change made objects, their parameters gone (made-objects.ts): a call of one is the object */
  madeObjects?: ReadonlySet<string>;
};

const identAt = /[A-Za-z_$][\w$]*$/;

/** The end of the bracket opened at `open` (index of `(`/`{`), or -1. */
function closing(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    const ch = s[i]!;
    if (ch === '"') {
      i = skipString(s, i);
      continue;
    }
    if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function skipString(s: string, i: number): number {
  for (let j = i + 1; j < s.length; j++) {
    if (s[j] === '\\') j++;
    else if (s[j] === '"') return j;
  }
  return s.length;
}

/** Top-level pieces of `inner` split at `sep` (brackets and strings kept whole). */
export function splitTop(inner: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i]!;
    if (ch === '"') i = skipString(inner, i);
    else if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') depth--;
    else if (depth === 0 && ch === sep) {
      out.push(inner.slice(from, i));
      from = i + 1;
    }
  }
  out.push(inner.slice(from));
  return out;
}

/** Conditions and loops read as calls in a check's guards (`if(x)`, `for(n in xs)`): no callee. */
const keywords = new Set(['if', 'else', 'for', 'while', 'when', 'catch']);

const namedPiece = /^([A-Za-z_$][\w$]*)=(?!=)([\s\S]+)$/;

/**
 * `text` (canonical: no spaces) with every named item `drop` accepts removed, innermost first; the
 * named items seen are reported to `seen` (to know which declarations to look up).
 */
export function dropNamedItems(text: string, drop: DropItem, seen?: (i: NamedItem) => void): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"') {
      const end = skipString(text, i);
      out += text.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    const callee = (ch === '(' || ch === '{') && out.match(identAt)?.[0];
    const end = callee ? closing(text, i) : -1;
    if (!callee || end < 0) {
      out += ch;
      i++;
      continue;
    }
    const kind = ch === '(' ? 'call' : 'builder';
    if (kind === 'call' && drop.madeObjects?.has(callee)) {
      i = end + 1;
      continue;
    }
    const sep = kind === 'call' ? ',' : ';';
    const kept: string[] = [];
    const pieces = splitTop(text.slice(i + 1, end), sep);
    const names = pieces.flatMap((p) => namedPiece.exec(p)?.[1] ?? []);
    for (const [at, piece] of pieces.entries()) {
      const inner = dropNamedItems(piece, drop, seen);
      const m = namedPiece.exec(inner);
      const siblings = m ? names.filter((n) => n !== m[1]) : [];
      const item = m
        ? ({ callee, kind, name: m[1]!, value: m[2]!, siblings } satisfies NamedItem)
        : kind === 'call' && !keywords.has(callee) && contextCandidate(inner)
          ? ({ callee, kind, name: `#${at}`, value: inner, position: at } satisfies NamedItem)
          : undefined;
      if (item) seen?.(item);
      if (!item || !drop(item)) kept.push(inner);
    }
    out += `${ch}${kept.join(sep)}${kind === 'call' ? ')' : '}'}`;
    i = end + 1;
  }
  return out;
}

/**
 * A positional argument that may hold a coroutine context: a name or a member read (`Dispatchers.IO`,
 * `testDispatcher`, `this`, `rule.dispatcher`), or a constructor of one (`StandardTestDispatcher(…)`, `TestScope()`).
 * Only its parameter's declared type decides (`app-facts.ts`); this keeps literals and computed values out of the lookup.
 */
const contextCandidate = (v: string) =>
  /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/.test(v) || /^(?:[\w$]+\.)*[A-Z]\w*(?:Dispatcher|Scope)\(.*\)$/s.test(v);

/** Every named item of an expected value (subject, arguments and conditions) of the given checks. */
export function namedItemsOf(checks: Assertion[]): NamedItem[] {
  const out: NamedItem[] = [];
  for (const c of checks)
    for (const t of [c.subject, ...c.args, ...(c.guards ?? [])])
      dropNamedItems(
        t,
        () => undefined,
        (i) => out.push(i),
      );
  return out;
}

/**
 * Head check `h` is base check `b` once the named arguments and builder assignments `drop` accepts
 * are left out of both sides' values (`UserData(theme = X, dynamic = false)` → `UserData(theme = X)` when
 * `dynamic` is no longer a parameter of `UserData`, or `false` is its default).
 */
export function sameWithoutDropped(b: Assertion, h: Assertion, drop: DropItem): boolean {
  if (b.family !== h.family || b.op !== h.op || b.args.length !== h.args.length) return false;
  if ((b.guards ?? []).length !== (h.guards ?? []).length) return false;
  if (JSON.stringify(b.finder ?? null) !== JSON.stringify(h.finder ?? null)) return false;
  // both sides: a default argument may be written out on either
  const itemKey = (i: NamedItem) => `${i.callee}\u0000${i.name}`;
  const inBase = new Set<string>();
  const values = (c: Assertion) => [c.subject, ...c.args, ...(c.guards ?? [])];
  const bs = values(b).map((t) => dropNamedItems(t, drop, (i) => inBase.add(itemKey(i))));
  // one only the head writes stood for the base declaration's default at the base
  const dropHead = (i: NamedItem) => {
    const reason = drop(i);
    if (reason === 'context') return reason;
    const was = inBase.has(itemKey(i)) ? undefined : drop.writtenOut?.(i);
    return was === undefined ? reason : was === 'default' ? was : undefined;
  };
  const hs = values(h).map((t) => dropNamedItems(t, dropHead));
  return bs.every((t, i) => t === (drop.madeObjects ? asBaseNamesObjects(t, hs[i]!, drop.madeObjects) : hs[i]));
}

/**
 * The head's value with a made object's qualifier left out (`Screen.Done` → `Done`) where the base's value names that
 * object unqualified: the base's call of the class was read with its qualifier gone, and the object is the same.
 */
function asBaseNamesObjects(base: string, head: string, objects: ReadonlySet<string>): string {
  let out = head;
  for (const n of objects)
    if (new RegExp(`(?<![\\w$.])${n}(?![\\w$(])`).test(base))
      out = out.replace(new RegExp(`(?<![\\w$.])(?:[A-Z]\\w*\\.)+${n}(?![\\w$(])`, 'g'), n);
  return out;
}

const equalityOps = new Set(['isEqualTo', 'containsExactly', 'containsExactly.inOrder', 'assertTextEquals', '']);

/**
 * A deleted test whose acting call is to an app member the change removed (`repo.setDynamicColors(true)`
 * with `setDynamicColors` gone) and whose every check compares with a value that call was given
 * (`assertEquals(true, repo.settings.first().dynamicColors)`), or names a removed member itself: the test
 * read back what only the removed member wrote. A check of anything else (a node of a screen that lives
 * on, a value not passed to the removed call) keeps the deletion a suppression.
 */
export function deletedWithRemovedAction(b: TestUnit, removed: ReadonlySet<string>): boolean {
  const given = removedCallArguments(b.tokens, removed);
  if (given.size === 0) return false;
  const checks = b.checks.filter((c) => c.asserting);
  return (
    checks.length > 0 &&
    checks.every((c) => {
      if (c.finder) return false;
      if (c.text.split(/[^\w$]+/).some((w) => removed.has(w))) return true;
      // `assertEquals(true, x)` reads as `assertThat(x).isTrue()`
      if (c.op === 'isTrue' || c.op === 'isFalse') return given.has(c.op === 'isTrue' ? 'true' : 'false');
      if (!equalityOps.has(c.op)) return false;
      return [c.subject, ...c.args].some((v) => looksExpected(v) && v !== 'null' && given.has(v));
    })
  );
}

/** The literal arguments of calls to removed members in a body's tokens (`.setX ( true )` → `true`). */
function removedCallArguments(tokens: string[], removed: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!removed.has(tokens[i]!) || tokens[i + 1] !== '(' || tokens[i - 1] === 'fun') continue;
    let depth = 0;
    let arg = '';
    for (let j = i + 1; j < tokens.length; j++) {
      const t = tokens[j]!;
      if (t === '(') depth++;
      if (t === ')') depth--;
      if ((t === ',' && depth === 1) || depth === 0) {
        if (arg) out.add(arg.replace(/^\w+=/, ''));
        arg = '';
        if (depth === 0) break;
        continue;
      }
      if (!(t === '(' && depth === 1)) arg += t;
    }
  }
  return out;
}

/** What the change did to the app, for expectations that follow it (review only; gathered by `app-facts.ts`). */
export interface AppChangeFacts {
  /** app members whose declaration changed, and members of the changed files that call one */
  reach: ReadonlySet<string>;
  /** classes on both sides whose own declaration (constructor, supertypes) changed: app-facts.ts `retypedClasses` */
  retyped?: ReadonlySet<string>;
  /** literal texts (strings, tags) the base app code or resources had and the head's have nowhere */
  textsGone: ReadonlySet<string>;
  /** literal texts the head app code or resources have and the base's had nowhere */
  textsNew: ReadonlySet<string>;
  /** words of the changed app files' lines the change added, and of those it removed */
  addedWords: ReadonlySet<string>;
  removedWords: ReadonlySet<string>;
  /** the changed app files' lines the change removed, trimmed (rules/replaced-api.ts reads assignments in them) */
  removedLines?: readonly string[];
  /** the app lines (trimmed) the change added (app-facts.ts `changedWords`) */
  addedLines?: readonly string[];
  /** string resources whose text the change rewrote: [base text, head text] (rules/resource-texts.ts) */
  resourceTexts?: Array<[string, string]>;
  /** where the string resources the changed finders read are defined and shown (code or XML) */
  resourcesShown?: ResourcesShown;
  /** functions the change made return `Result<Unit>` where they returned `Boolean` (rules/result-values.ts) */
  madeResults?: ReadonlySet<string>;
  /** functions the change made return nothing where they returned `Boolean` (rules/notified-flags.ts) */
  flagsMadeUnit?: ReadonlySet<string>;
  /** written-out app collections whose element count the change moved: name → [base, head] (collection-counts.ts) */
  counts?: ReadonlyMap<string, [number, number]>;
  /** functions the change gave parameters (at the end or before kept ones) in every declaration's list (appended-parameters.ts) */
  appended?: ReadonlyMap<string, AppendedParameters>;
  /** functions the change took parameters off the end of, in every declaration's list (appended-parameters.ts) */
  truncated?: ReadonlyMap<string, AppendedParameters>;
  /** functions a removed verification's mock was handed to that lost it as a parameter (rules/callback-results.ts) */
  callbacks?: CallbackFacts;
  /** properties the change moved into a data class that holds them (rules/held-properties.ts) */
  held?: ReadonlyMap<string, HeldProperty[]>;
  /** class → the constructor property the change split into several of its type (rules/split-properties.ts) */
  split?: ReadonlyMap<string, SplitProperty>;
  /** verified functions whose every app declaration the change left as it was: their lists (uncompiled-verifies.ts) */
  unchanged?: ReadonlyMap<string, Param[][]>;
  /** verified functions whose app calls the change took away, and those it introduced in their place (swapped-members.ts) */
  swapped?: SwappedCalls;
  /** the supertypes each class of the head's changed app files declares (supertypes.ts) */
  supertypes?: ReadonlyMap<string, readonly string[]>;
}

/** Of some string resources: those the base app defines, those it shows, those the head app shows. */
export interface ResourcesShown {
  definedBefore: ReadonlySet<string>;
  shownBefore: ReadonlySet<string>;
  shownAfter: ReadonlySet<string>;
}

/**
 * A test catching up with an earlier change of the app (review only): the text it looked for is defined but
 * shown by no app code or XML in the base (the check could not pass), and the one it now looks for is shown.
 */
export function caughtUpWithApp(r: ResourcesShown, from: string, to: string): boolean {
  return r.definedBefore.has(from) && !r.shownBefore.has(from) && r.shownAfter.has(to);
}

/** Ops that check one exact value: another expected value is another behaviour, not a weaker check. */
const exactOps = new Set([
  'isEqualTo',
  'containsExactly',
  'containsExactly.inOrder',
  'assertTextEquals',
  'assertContentDescriptionEquals',
  'hasSize',
  'assertCountEquals',
]);
const emptyValues = new Set([
  'null',
  '""',
  'emptyList()',
  'listOf()',
  'emptySet()',
  'setOf()',
  'emptyMap()',
  'mapOf()',
]);

/** A value written out in the test: a literal or constant, or a call of such values (`listOf("a")`, `Item(id = 1)`). */
export function concreteValue(v: string): boolean {
  if (emptyValues.has(v)) return false;
  if (looksExpected(v)) return true;
  const m = /^([A-Za-z_][\w.]*)\((.*)\)$/s.exec(v);
  if (!m || /[a-z]\w*\.\w+$/.test(m[1]!.replace(/^([A-Z]\w*\.)+/, ''))) return false;
  if (isMatcher(v)) return false;
  // a constructor with nothing passed (`Date()`, `Filter()`): the value its defaults make
  if (m[2] === '') return /^[A-Z]/.test(m[1]!.split('.').pop()!);
  // inside a constructor an empty text or list is one of its written-out fields (`Episode(uuid = "")`)
  const field = (a: string) => emptyValues.has(a) || concreteValue(a);
  return splitTop(m[2]!, ',').every((a) => field(a.replace(/^[A-Za-z_]\w*=(?!=)/, '')) || concretePair(a));
}

/** A map entry written out (`"a"to"b"`, canonical text has no spaces): both sides concrete. */
function concretePair(a: string): boolean {
  for (const m of a.matchAll(/to/g))
    if (concreteValue(a.slice(0, m.index)) && concreteValue(a.slice(m.index + 2))) return true;
  return false;
}

const collectionOps = new Set(['containsExactly', 'containsExactly.inOrder']);

const collectionBuilders = /^(?:listOf|setOf|mapOf|arrayOf|mutableListOf|persistentListOf|to)$/;

/**
 * A value built only from names — the app's constants and types, the test's fixtures — and
 * collections or constructors of them (`listOf(available, archived)`, `Loaded(items)`): no call that
 * computes anything (`vm.load()`) that could make it whatever the code returns.
 */
export function namedValue(v: string): boolean {
  if (emptyValues.has(v) || literals(v).length > 0) return false;
  const code = withoutStrings(v);
  if (!/^[\w$.,()[\]"=]*$/.test(code)) return false;
  return [...code.matchAll(/([\w$]+)\(/g)].every((m) => /^[A-Z]/.test(m[1]!) || collectionBuilders.test(m[1]!));
}

const literals = (s: string) => [...s.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);

/** The one position (subject or argument) where two checks differ, if they differ in exactly one. */
function oneDifference(b: Assertion, h: Assertion): { from: string; to: string; other: string[] } | undefined {
  // the elements of an exact collection are one expected value (`containsExactly(a, b)` → `(b, c, d)`)
  const values = (c: Assertion) =>
    collectionOps.has(c.op) ? [c.subject, `listOf(${c.args.join(',')})`] : [c.subject, ...c.args];
  const bs = values(b);
  const hs = values(h);
  if (bs.length !== hs.length) return undefined;
  const diff = bs.flatMap((v, i) => (v === hs[i] ? [] : [i]));
  if (diff.length !== 1) return undefined;
  const i = diff[0]!;
  return { from: bs[i]!, to: hs[i]!, other: bs.filter((_, j) => j !== i) };
}

/** A text the app stopped showing and the text it shows instead, both as the app spells them. */
const textFollowsApp = (from: string, to: string, f: AppChangeFacts) =>
  (f.textsGone.has(from) && f.textsNew.has(to)) || followsResourceChange(from, to, f.resourceTexts ?? []);

/**
 * Base check `b` paired with head check `h` in test `units` reads as an intended behaviour change
 * (review only; docs/decisions.md, "Expectations that follow the app"): the same check of the same
 * subject with another exact expected value, and the app code that produces it changed in the change —
 * a member the check reads or the test calls changed (or calls one that did), or the old text is gone
 * from the app and the new one came in — or the test's input changed with it (every `"a"` of the test
 * became `"b"`, input and expectation alike). A finder's text or tag swapped for the app's new one too.
 */
export function intendedChange(
  b: Assertion,
  h: Assertion,
  units: { base: TestUnit; head: TestUnit },
  f: AppChangeFacts,
): boolean {
  if (!b.asserting || !h.asserting || b.family !== h.family || !sameGuards(b, h)) return false;
  if (b.op !== h.op) return verifySwappedMember(b, h, f.swapped) || nullnessFollowsApp(b, h, units, f);
  if (b.finder || h.finder) return finderTextFollowsApp(b, h, f);
  if (conditionTextFollowsApp(b, h, f)) return true;
  if (verifyGainedArguments(b, h, f.reach) || verifyGainedParameters(b, h, f.appended)) return true;
  if (verifyCompletedUncompiled(b, h, f.unchanged) || verifyLostTruncated(b, h, f.truncated)) return true;
  if (thrownFollowsApp(b, h, units.head, f)) return true;
  const typeCheck = b.op === 'isInstanceOf' || b.op === 'isNotInstanceOf';
  // a verified call's arguments are exact values too (matchers are not: `concreteValue` refuses them)
  if (!exactOps.has(b.op) && !typeCheck && !b.op.startsWith('verify.')) return false;
  if (inputAndExpectationTogether(b, h, units)) return true;
  if (gainedIntroducedField(b, h, (w) => f.addedWords.has(w) && !f.removedWords.has(w))) return true;
  const d = oneDifference(b, h);
  if (!d) return false;
  // what the test exercises: every app name its body reads or calls (`viewModel.uiState.test { … }`)
  const read = new Set([...d.other.flatMap((v) => v.split(/[^\w$]+/)), ...namesIn(units.head.tokens)]);
  const exercised = [...read].some((w) => f.reach.has(w));
  // `x is A` → `x is B`: the same value now of another of the app's types
  if (typeCheck) return exercised && d.other.length === 1 && appType.test(d.from) && appType.test(d.to);
  const concrete = concreteValue(d.from) && concreteValue(d.to);
  if (!concrete && !(namedValue(d.from) && namedValue(d.to))) return false;
  const [lf, lt] = [literals(d.from), literals(d.to)];
  if (lf.length === 1 && lt.length === 1 && textFollowsApp(lf[0]!, lt[0]!, f)) return true;
  return exercised && valueAccountedFor(d.from, d.to, d.other, f);
}

/** `assertNull(x)` as the equality it is: `x` equals `null`. */
const asEquality = (c: Assertion): Assertion =>
  c.op === 'isNull' && c.args.length === 0 ? { ...c, op: 'isEqualTo', args: ['null'] } : c;

/**
 * `assertNull(seek(31))` → `assertEquals(Result.Unavailable, seek(31))`, or back: the value that said
 * "none" is now one of the app's own (or the other way round) — the same subject, both exact, the
 * subject's code changed, and the value a name (no literal) the app's added lines spell (or its removed
 * ones): a function that returned null now returns a type the change introduced. Review only.
 */
function nullnessFollowsApp(b: Assertion, h: Assertion, units: { base: TestUnit; head: TestUnit }, f: AppChangeFacts) {
  const [bn, hn] = [asEquality(b), asEquality(h)];
  if (b.finder || h.finder || bn.op !== 'isEqualTo' || hn.op !== 'isEqualTo' || bn.subject !== hn.subject) return false;
  const [from, to] = [bn.args[0]!, hn.args[0]!];
  if ((from === 'null') === (to === 'null')) return false;
  const value = from === 'null' ? to : from;
  // a name of the app's (`Result.Unavailable`), not a literal the test could bend to what the code returns
  if (!namedValue(value) || numbers(value) !== '') return false;
  const exercised = [...wordSet(bn.subject), ...namesIn(units.head.tokens)].some((w) => f.reach.has(w));
  // the value's own name (`Unavailable` of `Result.Unavailable`) came with the app's lines, or left with them
  const own = /([A-Za-z_]\w*)(?:\(.*\))?$/s.exec(value)?.[1];
  const lines = from === 'null' ? f.addedWords : f.removedWords;
  return exercised && own !== undefined && lines.has(own);
}

/** A type's name (`Row.Single`), as a type check's argument reads (inventory/assertion-forms.ts). */
const appType = /^[A-Z][\w.]*$/;

const wordSet = (v: string) => new Set(v.split(/[^\w$]+/).filter(Boolean));
const withoutStrings = (v: string) => v.replace(/"(?:\\.|[^"\\])*"/g, '""');
const numbers = (v: string) =>
  [...wordSet(withoutStrings(v))]
    .filter((w) => /^\d/.test(w))
    .sort()
    .join(',');

/**
 * Another exact expected value the app's change accounts for (review only). Texts and numbers the
 * test writes out must come with the app's own lines (`…/480/…` → `…/200/…` with `200` added to the
 * app, or a word lost with removed lines): a literal bent to what the code now returns is what a
 * weakening looks like. A value rebuilt only from names — the app's constants, types and the
 * test's fixtures, reordered, added or dropped (`listOf(A, B)` → `listOf(B, C)`) — states the new
 * behaviour in the app's own terms; it may not name what the check's other side reads
 * (`assertEquals(state, state)` compares a value with itself).
 */
function valueAccountedFor(from: string, to: string, other: string[], f: AppChangeFacts): boolean {
  const sameLiterals = literals(from).join('\u0000') === literals(to).join('\u0000') && numbers(from) === numbers(to);
  if (!sameLiterals) return valueChangeInApp(from, to, f);
  const read = new Set(other.flatMap((v) => [...wordSet(v)]));
  const came = [...wordSet(to)].filter((w) => !wordSet(from).has(w));
  return came.every((w) => !read.has(w));
}

/**
 * What the expected value gained came in with the app's own added lines (`…/480/…` → `…/200/…` with
 * `200` added to the app), or, when it only lost something, what it lost went with removed lines: the
 * new value is what the changed app code now spells, not a number the test was bent to.
 */
function valueChangeInApp(from: string, to: string, f: AppChangeFacts): boolean {
  // another element of the test's own fixture (`tasks[0]` → `tasks[1]`) is another input, whatever the app spells
  const unindexed = (v: string) => v.replace(/\[[^\]]*\]/g, '[]');
  if (unindexed(from) === unindexed(to)) return false;
  const [wf, wt] = [wordSet(from), wordSet(to)];
  const came = [...wt].filter((w) => !wf.has(w));
  const gone = [...wf].filter((w) => !wt.has(w));
  if (came.length) return evidence(came) && came.every((w) => f.addedWords.has(w));
  return gone.some((w) => f.removedWords.has(w));
}

/**
 * A single digit (`tasks[0]` → `tasks[1]`, `hasSize(2)` → `hasSize(3)`) is in almost any added line:
 * a value that only changed such a digit has no evidence from the app's lines.
 */
const evidence = (came: string[]) => came.some((w) => !/^\d$/.test(w));

/** The names a test body reads or calls. */
/** An expected exception type swapped for the one the changed app code the test reaches now throws (thrown-types.ts). */
const thrownFollowsApp = (b: Assertion, h: Assertion, head: TestUnit, f: AppChangeFacts) =>
  thrownTypeFollowsApp(
    b,
    h,
    { removed: f.removedLines ?? [], added: f.addedLines ?? [] },
    namesIn(head.tokens).some((w) => f.reach.has(w)),
  );

function namesIn(tokens: string[]): string[] {
  return tokens.filter((t) => /^[A-Za-z_]\w*$/.test(t));
}

/**
 * The head test is the base test with every one string literal (input and expectation alike) now
 * another (`Person("Ada")` … `"Ada"` → `Person("Grace")` … `"Grace"`), and the check is that
 * substitution of the base check: the check still compares the output with the input it was given.
 */
function inputAndExpectationTogether(b: Assertion, h: Assertion, units: { base: TestUnit; head: TestUnit }): boolean {
  const [bt, ht] = [units.base.tokens, units.head.tokens];
  if (bt.length !== ht.length) return false;
  const pairs = new Set(bt.flatMap((t, i) => (t === ht[i] ? [] : [`${t}\u0000${ht[i]}`])));
  if (pairs.size !== 1) return false;
  const [from, to] = [...pairs][0]!.split('\u0000') as [string, string];
  if (!from.startsWith('"') || bt.filter((t) => t === from).length < 2 || bt.includes(to)) return false;
  if (!bt.every((t, i) => (t === from ? to : t) === ht[i])) return false;
  const swap = (v: string) => v.replaceAll(from, to);
  return swap(b.subject) === h.subject && b.args.map(swap).join('\u0001') === h.args.join('\u0001');
}

/** The string resource names a finder key reads (`stringResource(R.string.wifi)` → `wifi`). */
const resourceNames = (key: string) => [...key.matchAll(/\bR\.string\.(\w+)/g)].map((m) => m[1]!);

/** The string resources the finders of checks read, for `app-facts.ts`-style lookups. */
export function checkedResources(checks: Assertion[]): string[] {
  return [...new Set(checks.flatMap((c) => resourceNames(c.finder?.key ?? '')))];
}

/**
 * The same finder by another string resource that the app's own lines switched to: the old name only
 * in lines the change removed, the new one in lines it added (`Text(stringResource(R.string.a))` →
 * `…R.string.b`), or the test catches up with an earlier change (`caughtUpWithApp`). A swap with the app
 * unchanged is a retargeted finder (rules/string-resources.ts).
 */
function resourceFollowsApp(b: Assertion, h: Assertion, f: AppChangeFacts): boolean {
  const [rb, rh] = [resourceNames(b.finder!.key), resourceNames(h.finder!.key)];
  const gone = rb.filter((x) => !rh.includes(x));
  const came = rh.filter((x) => !rb.includes(x));
  if (gone.length !== 1 || came.length !== 1) return false;
  const [from, to] = [gone[0]!, came[0]!];
  const caughtUp = !!f.resourcesShown && caughtUpWithApp(f.resourcesShown, from, to);
  const switched =
    f.removedWords.has(from) && !f.addedWords.has(from) && f.addedWords.has(to) && !f.removedWords.has(to);
  if (!switched && !caughtUp) return false;
  return b.finder!.key.replaceAll(`R.string.${from}`, `R.string.${to}`) === h.finder!.key;
}

/** The same check by another text or tag: the app no longer has the old one and newly has the new one. */
function finderTextFollowsApp(b: Assertion, h: Assertion, f: AppChangeFacts): boolean {
  if (!b.finder || !h.finder || b.subject === h.subject) return false;
  if (b.args.join('\u0001') !== h.args.join('\u0001')) return false;
  if (resourceFollowsApp(b, h, f)) return true;
  const [lb, lh] = [literals(b.finder.key), literals(h.finder.key)];
  const gone = lb.filter((x) => !lh.includes(x));
  const came = lh.filter((x) => !lb.includes(x));
  if (gone.length !== 1 || came.length !== 1 || !textFollowsApp(gone[0]!, came[0]!, f)) return false;
  return b.finder.key.replaceAll(`"${gone[0]}"`, `"${came[0]}"`) === h.finder.key;
}

/**
 * A true/false check whose condition looks for a text or tag the way a finder does (`hasItem(TAG)` through the test's
 * helper `items.any { it.tag == tag }`) and now looks for the app's new one: the constant or text changed in the app
 * and the test together, as a finder's would (`finderTextFollowsApp`). One literal swapped, nothing else.
 */
function conditionTextFollowsApp(b: Assertion, h: Assertion, f: AppChangeFacts): boolean {
  if ((b.op !== 'isTrue' && b.op !== 'isFalse') || b.args.length > 0 || h.args.length > 0) return false;
  const [lb, lh] = [literals(b.subject), literals(h.subject)];
  const gone = lb.filter((x) => !lh.includes(x));
  const came = lh.filter((x) => !lb.includes(x));
  if (gone.length !== 1 || came.length !== 1 || !textFollowsApp(gone[0]!, came[0]!, f)) return false;
  return b.subject.replaceAll(`"${gone[0]}"`, `"${came[0]}"`) === h.subject;
}

/** The string literals of the finders and expected values of checks, for `app-facts.ts` to look up. */
export function checkedTexts(checks: Assertion[]): string[] {
  return [...new Set(checks.flatMap((c) => [c.finder?.key ?? '', c.subject, ...c.args].flatMap(literals)))].filter(
    (t) => t.length > 0,
  );
}
