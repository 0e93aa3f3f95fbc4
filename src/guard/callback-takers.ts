/**
 * Where a test passes a name as a whole argument of a call (`sut.pay(5, callback)`), read from the test's code tokens:
 * the called function, the argument's place among the call's arguments, and the parameter name it is passed by, if
 * any. rules/callback-results.ts asks it of a verified callback mock: which call handed the callback to the app.
 */

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
 * The functions base tests handed a mock to whose verification the head no longer makes (its signature gone): the
 * names whose declarations change.ts reads, to tell a callback parameter the change took off (rules/callback-results.ts).
 */
export function callbackTakers(
  base: ReadonlyArray<{
    checks: ReadonlyArray<{ op: string; subject: string; sig: string }>;
    tokens: readonly string[];
  }>,
  headSigs: ReadonlySet<string>,
): string[] {
  const out = new Set<string>();
  for (const u of base)
    for (const c of u.checks)
      if (c.op.startsWith('verify.') && plainName.test(c.subject) && !headSigs.has(c.sig))
        for (const t of callsTaking(u.tokens, c.subject)) out.add(t.fn);
  return [...out];
}
