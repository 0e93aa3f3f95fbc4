import { codeOnly } from '../code-only.js';
import { type TestUnit, textTokens } from '../inventory/tests.js';
import type { ShrunkFunction } from '../shrunk-calls.js';

/**
 * Tests deleted with the side of a flag the change removed (issue 27 class 4, review only): a removed app member
 * that configures the app (`feature.legacyMode()`, `state.showLegacyMode`, or a test property stubbed to stand
 * for it, `whenever(state.showLegacyMode).thenReturn(legacyFlow)`) is set to one value by the deleted tests and
 * to another by most tests of the same class that live on. The branch the deleted tests exercised is gone with
 * the flag; the side that stays keeps its tests. A deleted test on the side that stays, or one that relies on
 * the flag's default without setting it, stays a suppression.
 */

const literal = /^(true|false|null|\d[\w.]*|"(?:\\.|[^"\\])*")$/;

const setUpAnnotations = new Set(['Before', 'BeforeEach', 'BeforeTest']);

/** A flag's side: a boolean (a setting to a text or a number is data, not a branch). */
const side = /^(true|false)$/;

/** How far after a configuring name its value may be written (`p.emit(false)`, `f.m().setRawStoredState(State(enable = false))`). */
const valueReach = 14;

/**
 * The test names that stand for a removed member: a property stubbed to be its value (`whenever(x.m).thenReturn(p)`,
 * `every { x.m } returns p`), one made by it (`isEnabled = FakeFlag(true)`: a fake of a removed flag, set later by
 * `isEnabled.setEnabled(false)`), or the one name it is made from (`FakeFlag(enabledFlow)`, then `enabledFlow.value =
 * false`). Only the tests' and set-ups' tokens are read: a flag passed through a helper's parameter is not followed.
 */
export function stubbedFor(units: TestUnit[], removed: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const u of units) {
    const t = u.tokens;
    for (let i = 0; i < t.length; i++) {
      if (!removed.has(t[i]!)) continue;
      for (const name of madeBy(t, i)) out.add(name);
      for (let j = i + 1; j < Math.min(t.length - 2, i + 12); j++) {
        if (t[j] !== 'thenReturn' && t[j] !== 'returns' && t[j] !== 'thenAnswer') continue;
        const k = t[j + 1] === '(' ? j + 2 : j + 1;
        if (/^[a-z_]\w*$/.test(t[k] ?? '') && !literal.test(t[k]!) && (t[j + 1] !== '(' || t[k + 1] === ')'))
          out.add(t[k]!);
        break;
      }
    }
  }
  return out;
}

/** The top-level arguments of the call whose `(` is token `open`, each as its tokens. */
function argumentsAt(t: string[], open: number): string[][] {
  const out: string[][] = [[]];
  for (let j = open + 1, depth = 0; j < t.length; j++) {
    const tok = t[j]!;
    if (depth === 0 && tok === ')') return out.length === 1 && out[0]!.length === 0 ? [] : out;
    if (tok === '(' || tok === '[' || tok === '{') depth++;
    else if (tok === ')' || tok === ']' || tok === '}') depth--;
    if (depth === 0 && tok === ',') out.push([]);
    else out[out.length - 1]!.push(tok);
  }
  return [];
}

/**
 * The test names passed for a parameter the change removed from a constructor or function (shrunk-calls.ts):
 * `GetCss(context, flag)` where `GetCss(context, alternative: FeatureFlag)` lost `alternative` — the mock `flag`
 * stood for it, and what the tests stub it to (`coEvery { flag.get() } returns false`) is the side they ran.
 * Only a call whose argument count fits one old parameter list, and a plain name passed (no literal, no call).
 */
function passedForRemoved(t: string[], shrunk: ReadonlyMap<string, ShrunkFunction>): string[] {
  if (!t.some((x) => shrunk.has(x))) return [];
  const out: string[] = [];
  for (let i = 0; i + 1 < t.length; i++) {
    const f = shrunk.get(t[i]!);
    if (!f || t[i + 1] !== '(' || t[i - 1] === 'fun') continue;
    const args = argumentsAt(t, i + 1);
    const fits = [...new Map(f.before.filter((l) => l.length === args.length).map((l) => [l.join(), l])).values()];
    if (fits.length !== 1) continue;
    for (const [k, a] of args.entries()) {
      const named = a[1] === '=' ? a[0] : undefined;
      const value = named ? a.slice(2) : a;
      const name = value.length === 1 ? value[0]! : '';
      if (f.removed.has(named ?? fits[0]![k]!) && /^[a-z_]\w*$/.test(name) && !literal.test(name)) out.push(name);
    }
  }
  return out;
}

/**
 * Per base test file, the names its code passes for a removed parameter (`passedForRemoved`), read on the file as the
 * base wrote it: the comparison reads those calls without the removed arguments (shrunk-calls.ts).
 */
export function removedParameterStandIns(
  baseTests: Iterable<[string, string]>,
  shrunk: ReadonlyMap<string, ShrunkFunction>,
): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [file, src] of baseTests) {
    const names = passedForRemoved(textTokens(codeOnly(src)), shrunk);
    if (names.length) out.set(file, new Set(names));
  }
  return out;
}

/** The names made by, or the one name given to, a call of the removed member at token `i` (`h = M(…)`, `M(p)`). */
function madeBy(t: string[], i: number): string[] {
  if (t[i + 1] !== '(' || t[i - 1] === 'fun' || t[i - 1] === '.') return [];
  const out: string[] = [];
  // assigned (`isEnabled = FakeFlag(true)`, `val flag = …`), not a named argument (`f(enabled = FakeFlag(true))`)
  if (t[i - 1] === '=' && /^[a-z_]\w*$/.test(t[i - 2] ?? '') && !['.', '(', ','].includes(t[i - 3] ?? ''))
    out.push(t[i - 2]!);
  if (/^[a-z_]\w*$/.test(t[i + 2] ?? '') && !literal.test(t[i + 2]!) && t[i + 3] === ')') out.push(t[i + 2]!);
  return out;
}

/** The configuring name at token `i` and where it ends: a name, or an enum entry named through its enum (`Feature.X`). */
function nameAt(tokens: string[], i: number, names: ReadonlySet<string>): [string, number] | undefined {
  const qualified = tokens[i + 1] === '.' ? `${tokens[i]}.${tokens[i + 2]}` : undefined;
  if (qualified && names.has(qualified)) return [qualified, i + 2];
  return names.has(tokens[i]!) ? [tokens[i]!, i] : undefined;
}

/** The side a test puts each configuring name on: the first boolean after it (`fullscreen.emit(false)` → false). */
function settings(tokens: string[], names: ReadonlySet<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (let i = 0; i < tokens.length; i++) {
    const at = tokens[i - 1] === 'fun' ? undefined : nameAt(tokens, i, names);
    if (!at) continue;
    const [name, end] = at;
    for (let j = end + 1; j < Math.min(tokens.length, end + valueReach); j++) {
      // another configuring name ends the search, unless it makes this one (`isEnabled = FakeFlag(true)`)
      if (nameAt(tokens, j, names) && !(j === end + 2 && tokens[end + 1] === '=')) break;
      if (!literal.test(tokens[j]!)) continue;
      if (side.test(tokens[j]!)) out.set(name, (out.get(name) ?? new Set()).add(tokens[j]!));
      break;
    }
    i = end;
  }
  return out;
}

/** The value most surviving tests give a name, when one value clearly leads (the side of the flag that stays). */
function keptSide(values: Array<Set<string> | undefined>): string | undefined {
  const n = new Map<string, number>();
  for (const v of values) if (v?.size === 1) for (const x of v) n.set(x, (n.get(x) ?? 0) + 1);
  const [first, second] = [...n].sort((a, b) => b[1] - a[1]);
  return first && (!second || first[1] > 2 * second[1]) ? first[0] : undefined;
}

/**
 * Keys of deleted base tests that set a removed member (or its stand-in) to a value other than the one most surviving
 * tests of their class set it to (a clear majority): the removed side of a flag.
 */
export function removedFlagSide(
  baseUnits: TestUnit[],
  survives: (b: TestUnit) => boolean,
  removed: ReadonlySet<string>,
  standIns?: ReadonlyMap<string, ReadonlySet<string>>,
): Set<string> {
  const out = new Set<string>();
  const byClass = new Map<string, TestUnit[]>();
  for (const u of baseUnits) byClass.set(u.className, [...(byClass.get(u.className) ?? []), u]);
  for (const units of byClass.values()) {
    const passed = units.flatMap((u) => [...(standIns?.get(u.file) ?? [])]);
    const names = new Set([...removed, ...stubbedFor(units, removed), ...passed]);
    const tests = units.filter((u) => u.isTest);
    // a flag set in the class's set-up (`@Before`) is on that side in every test that does not set it again
    const setUp = units.filter((u) => !u.isTest && u.annotations.some((a) => setUpAnnotations.has(a.name)));
    const defaults = settings(
      setUp.flatMap((u) => u.tokens),
      names,
    );
    const kept = tests.filter(survives).map((u) => new Map([...defaults, ...settings(u.tokens, names)]));
    for (const b of tests) {
      if (survives(b)) continue;
      const own = settings(b.tokens, names);
      const onGoneSide = [...own].some(([name, values]) => {
        const stays = keptSide(kept.map((k) => k.get(name)));
        return stays !== undefined && !values.has(stays);
      });
      if (onGoneSide) out.add(b.key);
    }
  }
  return out;
}

/**
 * Review only: keys of deleted base tests on the removed side of a flag (see above); `standIns`, per test file, the
 * names it passed for a parameter the change removed (`removedParameterStandIns`).
 */
export function deletedOnRemovedBranch(
  baseUnits: TestUnit[],
  survives: (b: TestUnit) => boolean,
  removed: ReadonlySet<string> | undefined,
  standIns?: ReadonlyMap<string, ReadonlySet<string>>,
): Set<string> {
  if (!removed?.size && !standIns?.size) return new Set();
  return removedFlagSide(baseUnits, survives, removed ?? new Set(), standIns);
}
