import { type Assertion, remake } from '../inventory/assertion.js';
import type { TestUnit } from '../inventory/tests.js';

/**
 * A verification of a mock named on one side and reached on the other through the stubbed chain that returns it
 * (issue 27): `verify(userManager.d2?.userModule()?.accountManager())?.deleteCurrentAccount()` →
 * `verify(accountManager).deleteCurrentAccount()`, the test stubbing `whenever(userManager.d2) doReturn d2`,
 * `whenever(d2.userModule()) doReturn userModule`, `whenever(userModule.accountManager()) doReturn accountManager`.
 * A stubbed call returns its stub, so the chain is that mock: the same object is verified. Read only from the test's
 * own stubs, each chain stubbed once and each name returned by one stub (a second stub may change what the chain
 * gives); a name stubbed for another chain, or not stubbed at all, is another mock.
 */

/** How many stubbed names a chain is written out through (`accountManager` → `userModule…` → `d2…`). */
const depth = 6;
const plainName = /^[a-z_]\w*$/;
const notValues = new Set(['true', 'false', 'null', 'this', 'it']);

interface Stubs {
  /** per stubbed chain (written as a subject is), the names stubbed to be its result */
  byChain: Map<string, string[]>;
  /** per name, the chains stubbed to return it */
  byName: Map<string, string[]>;
}

/** The index of the token closing the bracket opened at `open`, or -1. */
function closingAt(t: string[], open: number): number {
  const [o, c] = t[open] === '(' ? ['(', ')'] : ['{', '}'];
  for (let j = open, n = 0; j < t.length; j++) {
    if (t[j] === o) n++;
    else if (t[j] === c && --n === 0) return j;
  }
  return -1;
}

/** The stubbed value after the stubbed call ending at token `end`: `doReturn n`, `.thenReturn(n)`, `returns n`. */
function returnedName(t: string[], end: number): string | undefined {
  const infix = t[end + 1] === 'doReturn' || t[end + 1] === 'returns';
  const dotted =
    t[end + 1] === '.' && ['thenReturn', 'doReturn', 'willReturn'].includes(t[end + 2] ?? '') && t[end + 3] === '(';
  const at = infix ? end + 2 : dotted ? end + 4 : -1;
  const name = t[at];
  if (!name || !plainName.test(name) || notValues.has(name)) return undefined;
  // the whole value, not a call or member of it (`returns flowOf(x)`, `doReturn d2.copy()`)
  const next = t[at + 1] ?? '';
  if (dotted ? next !== ')' : ['.', '(', '[', '!', '?', '{'].includes(next)) return undefined;
  return name;
}

/** A chain as the inventory writes a subject: no spaces, `?.` and `!!` read as `.` and nothing. */
const chainText = (t: string[]) => t.join('').replace(/\?\./g, '.').replace(/!!/g, '');

function stubsOf(tokens: readonly string[]): Stubs {
  const t = [...tokens];
  const stubs: Stubs = { byChain: new Map(), byName: new Map() };
  for (let i = 0; i < t.length - 1; i++) {
    const call = ['whenever', '`when`', 'given'].includes(t[i]!) && t[i + 1] === '(';
    const block = ['every', 'coEvery'].includes(t[i]!) && t[i + 1] === '{';
    if ((!call && !block) || t[i - 1] === '.') continue;
    const end = closingAt(t, i + 1);
    const name = end < 0 ? undefined : returnedName(t, end);
    if (!name) continue;
    const chain = chainText(t.slice(i + 2, end));
    stubs.byChain.set(chain, [...(stubs.byChain.get(chain) ?? []), name]);
    stubs.byName.set(name, [...(stubs.byName.get(name) ?? []), chain]);
  }
  return stubs;
}

/** `subject` with its leading name written out as the one chain stubbed to return it, again and again. */
function writtenOut(subject: string, stubs: Stubs): string {
  let s = subject;
  for (let k = 0; k < depth; k++) {
    const root = /^[a-z_]\w*/.exec(s)?.[0];
    const rest = root ? s.slice(root.length) : '';
    if (!root || (rest && !rest.startsWith('.'))) return s;
    const chains = stubs.byName.get(root) ?? [];
    if (chains.length !== 1 || stubs.byChain.get(chains[0]!)?.length !== 1) return s;
    s = chains[0]! + rest;
  }
  return s;
}

/** A free head verification of the base's mock under another name, the stubs of each side's test saying so. */
export function stubbedReceiverCheck<F extends { c: Assertion; used: boolean }>(
  b: Assertion,
  head: F[],
  units: { base: TestUnit; head: TestUnit } | undefined,
): F | undefined {
  if (!units || !b.op.startsWith('verify')) return undefined;
  const candidates = head.filter(({ c: h, used }) => !used && h.op === b.op && h.subject !== b.subject);
  if (!candidates.length) return undefined;
  const baseStubs = stubsOf(units.base.tokens);
  const headStubs = stubsOf(units.head.tokens);
  const base = writtenOut(b.subject, baseStubs);
  const want = remake(b, { subject: base }).sig;
  return candidates.find(({ c: h }) => {
    const subject = writtenOut(h.subject, headStubs);
    return subject === base && remake(h, { subject }).sig === want;
  });
}
