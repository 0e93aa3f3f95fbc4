/**
 * Where a test passes a name as a whole argument of a call (`sut.pay(5, callback)`), read from the test's code tokens:
 * the called function, the argument's place among the call's arguments, and the parameter name it is passed by, if
 * any. rules/callback-results.ts asks it of a verified callback mock: which call handed the callback to the app.
 */

import { escapeRe } from './code-only.js';
import { textTokens } from './inventory/tests.js';

export interface CallbackTaker {
  fn: string;
  /** the argument's place among the call's arguments (0-based) */
  index: number;
  /** `f(a, callback = cb)`: the parameter it is passed by */
  named?: string;
}

const opening = new Set(['(', '[', '{']);
const closing = new Set([')', ']', '}']);
const identifier = /^[A-Za-z_][\w$]*$/;

/** The `(` that opens the argument list `name` stands in at `at`, and how many top-level commas precede it there. */
function enclosingCall(tokens: string[], at: number): { open: number; index: number } | undefined {
  let [depth, index] = [0, 0];
  for (let i = at - 1; i >= 0; i--) {
    const t = tokens[i]!;
    if (closing.has(t)) depth++;
    else if (opening.has(t)) {
      if (depth === 0) return t === '(' ? { open: i, index } : undefined;
      depth--;
    } else if (t === ',' && depth === 0) index++;
  }
  return undefined;
}

/** Each call in `tokens` that takes `name` as one whole argument (positional, or named `p = name`). */
export function callsTaking(tokens: readonly string[], name: string): CallbackTaker[] {
  const out: CallbackTaker[] = [];
  const list = [...tokens];
  for (let i = 0; i < list.length; i++) {
    if (list[i] !== name || (list[i + 1] !== ')' && list[i + 1] !== ',')) continue;
    const named = list[i - 1] === '=' && identifier.test(list[i - 2] ?? '') ? list[i - 2] : undefined;
    const start = named ? i - 2 : i;
    if (list[start - 1] !== '(' && list[start - 1] !== ',') continue;
    const call = enclosingCall(list, start);
    const fn = call && list[call.open - 1];
    if (call && fn && identifier.test(fn)) out.push({ fn, index: call.index, ...(named ? { named } : {}) });
  }
  return out;
}

const plainName = /^[A-Za-z_]\w*$/;

/**
 * The names a verification's mock goes by in a test: a plain subject is the name; a local's is written out as its
 * initializer (`mockk<Callback>(relaxed=true)`), so the locals of the test declared with exactly that initializer.
 */
export function mockNames(subject: string, tokens: readonly string[]): string[] {
  if (plainName.test(subject)) return [subject];
  const init = textTokens(subject);
  const out: string[] = [];
  for (let i = 0; i + 3 < tokens.length; i++) {
    if (tokens[i] !== 'val' || !plainName.test(tokens[i + 1]!) || tokens[i + 2] !== '=') continue;
    const rest = tokens.slice(i + 3, i + 3 + init.length);
    const next = tokens[i + 3 + init.length];
    if (rest.join(' ') === init.join(' ') && next !== '.' && next !== '(') out.push(tokens[i + 1]!);
  }
  return out;
}

/**
 * A test's body tokens as its file was written (`source`), from the declaration of `fun name` nearest before `line`
 * (a unit's line may be its body's) to the end of its body: the units' own tokens are read with calls already shrunk
 * to the app's new lists (shrunk-calls.ts), so a callback argument the change took off is no longer in them.
 */
export function writtenTokens(source: string, name: string, line: number): string[] {
  const escaped = escapeRe(name.replace(/^`|`$/g, ''));
  const declared = new RegExp(`\\bfun\\s+(?:${escaped}|\`${escaped}\`)\\s*\\(`, 'g');
  let start = -1;
  for (const m of source.matchAll(declared)) {
    const at = source.slice(0, m.index).split('\n').length;
    if (start < 0 || at <= line) start = m.index;
  }
  if (start < 0) return [];
  const tokens = textTokens(source.slice(start));
  let [i, parens] = [0, 0];
  for (; i < tokens.length && !(tokens[i] === '{' && parens === 0); i++)
    parens += tokens[i] === '(' ? 1 : tokens[i] === ')' ? -1 : 0;
  let depth = 0;
  for (let j = i; j < tokens.length; j++) {
    depth += tokens[j] === '{' ? 1 : tokens[j] === '}' ? -1 : 0;
    if (depth === 0) return tokens.slice(0, j + 1);
  }
  return tokens;
}

interface VerifyingUnit {
  key: string;
  file: string;
  name: string;
  line: number;
  checks: ReadonlyArray<{ op: string; subject: string; sig: string }>;
}

export const unitKey = (u: { file: string; line: number }) => `${u.file}:${u.line}`;

/**
 * Of the base tests with a verification their head test (same name) no longer makes: their tokens as written
 * (`writtenTokens`), the functions they handed the verified mock to, and the verified members — the names whose
 * declarations change.ts reads, to tell a callback parameter the change took off (rules/callback-results.ts). Per
 * test, not per file: a file whose other tests keep the same verification still lost it here.
 */
export function callbackTakers(
  base: readonly VerifyingUnit[],
  head: readonly VerifyingUnit[],
  sources: ReadonlyMap<string, string>,
): { takers: string[]; members: string[]; written: Map<string, string[]> } {
  const headSigs = new Map(head.map((u) => [u.key, new Set(u.checks.map((c) => c.sig))]));
  const [takers, members, written] = [new Set<string>(), new Set<string>(), new Map<string, string[]>()];
  for (const u of base) {
    const kept = headSigs.get(u.key);
    const gone = u.checks.filter((c) => c.op.startsWith('verify.') && !kept?.has(c.sig));
    const source = sources.get(u.file);
    if (!gone.length || source === undefined) continue;
    const tokens = writtenTokens(source, u.name, u.line);
    written.set(unitKey(u), tokens);
    for (const c of gone)
      for (const name of mockNames(c.subject, tokens))
        for (const t of callsTaking(tokens, name)) {
          takers.add(t.fn);
          members.add(c.op.slice('verify.'.length));
        }
  }
  return { takers: [...takers], members: [...members], written };
}
