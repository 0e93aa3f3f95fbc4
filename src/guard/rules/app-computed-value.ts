import { type Assertion, sameGuards } from '../inventory/assertion.js';
import type { DeclaredChange } from './renamed-member-value.js';
import { concreteValue, namedValue, splitTop } from './with-app-change.js';

/**
 * An expected value computed by an app function that the change itself altered (review only;
 * docs/decisions.md, "Expectations that follow the app"): `assertEquals(format(d), row.label)` →
 * `assertEquals(format(d, Locale.US), row.label)` when `format` gained the parameter, or →
 * `assertEquals(formatDuration(d), row.label)` when `format` was renamed (declared nowhere in the head,
 * `formatDuration` new). The expected value keeps every input it had and is still computed by the same
 * function: the test follows the function's new signature, it does not pick another value. A literal
 * turned into such a call, another input, or an added matcher stays refused.
 */

const exactOps = new Set(['isEqualTo', 'containsExactly', 'containsExactly.inOrder', 'assertTextEquals']);
const callOf = /^((?:[\w$]+\.)*)([a-z][\w$]*)\(([\s\S]*)\)$/;
const words = (s: string) => s.split(/[^\w$]+/).filter(Boolean);

/** `recv.f(a, b)` → { recv: 'recv.', name: 'f', args: ['a', 'b'] } (canonical text: no spaces). */
function call(v: string): { recv: string; name: string; args: string[] } | undefined {
  const m = callOf.exec(v);
  if (!m || !balanced(m[3]!)) return undefined;
  return { recv: m[1]!, name: m[2]!, args: m[3] ? splitTop(m[3], ',') : [] };
}

function balanced(s: string): boolean {
  let depth = 0;
  for (const ch of s.replace(/"(?:\\.|[^"\\])*"/g, '""')) {
    if (ch === '(') depth++;
    else if (ch === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * The one value that changed between two checks (subject or an argument), and the values around it:
 * an equality reads either side as the expected one (`assertEquals(factory.rows(), rows)` after mirroring).
 */
function changedValue(b: Assertion, h: Assertion): { from: string; to: string; other: string[] } | undefined {
  const [bs, hs] = [
    [b.subject, ...b.args],
    [h.subject, ...h.args],
  ];
  if (bs.length !== hs.length) return undefined;
  const diff = bs.flatMap((a, i) => (a === hs[i] ? [] : [i]));
  if (diff.length !== 1) return undefined;
  const i = diff[0]!;
  return { from: bs[i]!, to: hs[i]!, other: hs.filter((_, j) => j !== i) };
}

/** Base check `b`, head check `h`: the expected value is the changed app function's call, following its change. */
export function appComputedValue(b: Assertion, h: Assertion, m: DeclaredChange, reach: ReadonlySet<string>): boolean {
  if (!b.asserting || !h.asserting || b.finder || h.finder || b.family !== h.family || b.op !== h.op) return false;
  if (!exactOps.has(b.op) || !sameGuards(b, h)) return false;
  const values = changedValue(b, h);
  if (!values) return false;
  const [from, to] = [call(values.from), call(values.to)];
  if (!from || !to || from.recv !== to.recv) return false;
  if (from.name !== to.name) {
    // the function renamed: the same inputs
    return m.removed.has(from.name) && m.added.has(to.name) && from.args.join(',') === to.args.join(',');
  }
  if (!reach.has(from.name) || to.args.length <= from.args.length) return false;
  if (!from.args.every((a, i) => a === to.args[i])) return false;
  const read = new Set(values.other.flatMap(words));
  return to.args
    .slice(from.args.length)
    .map((a) => a.replace(/^[A-Za-z_]\w*=(?!=)/, ''))
    .every((a) => (concreteValue(a) || namedValue(a)) && words(a).every((w) => !read.has(w)));
}
