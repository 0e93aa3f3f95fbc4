import { type Assertion, remake } from './assertion.js';
import { outsideStrings } from './assertion-forms.js';

/**
 * A cast in a checked value is a check of its own: `assertEquals(1, (r as Saved).id)` fails unless
 * `r` is a `Saved`, as `assertIs<Saved>(r)` would. Each checked value is read without its casts
 * (`r.id`) and each cast as a type check (`assertThat(r).isInstanceOf(Saved)`), one per test for the
 * same value and type — so moving the type check between a cast, `assertTrue(r is Saved)`,
 * `assertIs<Saved>(r)` (and the smart cast after it) and `val s = assertInstanceOf(…)` changes
 * nothing, while dropping the cast and every other check of that type is a removed check.
 * Casts are spelled `(x as T)` by kotlin/type-checks.ts.
 */
export function withCastChecks(checks: Assertion[]): Assertion[] {
  checks = checks.flatMap(safeCastPresence);
  if (!checks.some((c) => c.subject.includes(' as ') || c.args.some((a) => a.includes(' as ')))) return checks;
  const out: Assertion[] = [];
  const typeChecks = new Set(checks.filter((c) => c.op === 'isInstanceOf').map((c) => c.sig));
  for (const c of checks) {
    if (!c.asserting || (c.family !== 'truth' && c.family !== 'junit')) {
      out.push(c);
      continue;
    }
    const casts: Cast[] = [];
    const subject = withoutCasts(c.subject, casts);
    const args = c.args.map((a) => withoutCasts(a, casts));
    out.push(casts.length ? remake(c, { subject, args }) : c);
    for (const [value, type, read] of casts) {
      if (madeMock.test(value) || (!read && madeInPlace(value))) continue;
      const check = remake(c, {
        family: 'truth',
        subject: value,
        op: 'isInstanceOf',
        args: [type],
        text: `${c.text} (its cast to ${type})`,
      });
      if (typeChecks.has(check.sig)) continue;
      typeChecks.add(check.sig);
      out.push(check);
    }
  }
  return out;
}

/**
 * A mock the test makes in place (`mock(Page::class.java) as Page<Charge>`, `mockk<Page>()`): casting it checks the
 * test's own object, nothing the app returned — the cast only gives the generic type the mock API cannot.
 */
const madeMock = /^(?:(?:org\.mockito\.)?Mockito\.)?mock\(|^mockk?<|^mockk\(/;

/** A cast's value, its type, and whether the check reads a member of the cast value (`(x as T).id`). */
type Cast = [string, string, boolean];

/**
 * A value the test writes out as a constructor call or an object (`Open(id)`, `Loaded`, `Screen.Home`), cast as it is
 * (`hasEffects(Open(id) as Effect)`): the cast only gives Kotlin the supertype to infer, of the test's own object, and
 * checks nothing the app returned. Read through (`(Parse(x) as Done).value`) it stays a type check.
 */
function madeInPlace(value: string): boolean {
  const name = /^[A-Z][\w$]*(?:\.[A-Z][\w$]*)*/.exec(value)?.[0];
  if (!name) return false;
  const rest = value.slice(name.length);
  if (rest === '') return true;
  if (!rest.startsWith('(') || !rest.endsWith(')')) return false;
  let depth = 0;
  for (const [i, ch] of outsideStrings(rest)) {
    depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
    if (depth === 0 && i < rest.length - 1) return false; // `Open(a).copy(b)`: a call on it, not the object alone
  }
  return true;
}

/** `f((x as T).id)` → `f(x.id)`, each cast (inner ones first) pushed as [x, T, whether it is read through]. */
function withoutCasts(s: string, casts: Cast[]): string {
  let out = s;
  for (;;) {
    const at = innermostCast(out);
    if (!at) return out;
    casts.push([at.value, at.type, /^\s*(?:!!)?\??\./.test(out.slice(at.end))]);
    out = out.slice(0, at.start) + at.value + out.slice(at.end);
  }
}

/** The first `(x as T)` whose x holds no cast itself, by its bounds. */
function innermostCast(s: string): { start: number; end: number; value: string; type: string } | undefined {
  const open: number[] = [];
  for (const [i, ch] of outsideStrings(s)) {
    if (ch === '(') open.push(i);
    else if (ch === ')') {
      const start = open.pop();
      if (start === undefined) continue;
      const m = /^([\s\S]*) as ([\w.<>?, ]+)$/.exec(s.slice(start + 1, i));
      if (m?.[1] && !m[1].includes(' as ')) return { start, end: i + 1, value: m[1], type: m[2]! };
    }
  }
  return undefined;
}

/** `x as?T` and `x as?T.rest` as normalised subjects spell them: the value, the type (capitalised segments), the rest. */
const safeCast = /^(.+?) as\?((?:[\w$]+\.)*?[A-Z][\w$]*(?:\.[A-Z][\w$]*)*)(?:\.([a-z_$][\s\S]*))?$/;

/**
 * A safe cast is null exactly when the value is not of its type, so a not-null check of one is a type check:
 * `assertNotNull(x as? T)` is `assertIs<T>(x)`, and `assertNotNull((x as? T)?.p)` is that and `x.p` not null
 * (which a later `p.q` then checks too: rules/tests.ts `dereferencedLater`).
 */
function safeCastPresence(c: Assertion): Assertion[] {
  if (!c.asserting || c.op !== 'isNotNull' || c.args.length || (c.family !== 'truth' && c.family !== 'junit'))
    return [c];
  const m = safeCast.exec(c.subject);
  if (!m || m[1]!.includes(' as')) return [c];
  const type = remake(c, { family: 'truth', subject: m[1]!, op: 'isInstanceOf', args: [m[2]!] });
  return m[3] ? [type, remake(c, { subject: `${m[1]}.${m[3]}` })] : [type];
}
