import { named, type Syn, text } from './syntax.js';

// Kotlin's collection builders hold what the literal functions hold: `buildMap { put(k, v); putAll(m) }`
// is `mapOf(k to v).plus(m)`, `buildList { add(a); addAll(xs) }` is `listOf(a).plus(xs)`. An expected
// value moved from one spelling to the other is the same value, so both read as the literal form.

const literalOf: Record<string, { one: string; all: string; literal: string }> = {
  buildMap: { one: 'put', all: 'putAll', literal: 'mapOf' },
  buildList: { one: 'add', all: 'addAll', literal: 'listOf' },
  buildSet: { one: 'add', all: 'addAll', literal: 'setOf' },
};

type BuilderStep = { one: Syn[] } | { all: Syn };

/** The builder's statements as added items and added collections, in order; undefined if it does anything else. */
function steps(lambda: Syn, kind: { one: string; all: string }): BuilderStep[] | undefined {
  const out: BuilderStep[] = [];
  for (const st of named(lambda)) {
    if (st.type === 'line_comment' || st.type === 'block_comment') continue;
    const [callee, args] = st.children;
    if (st.type !== 'call_expression' || callee?.type !== 'identifier' || args?.type !== 'value_arguments') return;
    if (st.children.length !== 2) return undefined;
    const values = named(args).filter((a) => a.type === 'value_argument');
    if (values.some((v) => v.children.some((c) => c.type === '='))) return undefined;
    const exprs = values.map((v) => named(v)[0]!);
    const name = text(callee);
    if (name === kind.one && exprs.length === (kind.one === 'put' ? 2 : 1)) out.push({ one: exprs });
    else if (name === kind.all && exprs.length === 1) out.push({ all: exprs[0]! });
    else return undefined;
  }
  return out;
}

/**
 * The literal-form text of a `buildMap`/`buildList`/`buildSet { … }` call that only puts or adds, given
 * how an expression normalises and how two tokens join (`k to v`); undefined for any other call.
 */
export function builtCollection(
  n: Syn,
  norm: (e: Syn) => string,
  join: (parts: string[]) => string,
): string | undefined {
  const callee = n.children[0];
  const kind = callee?.type === 'identifier' ? literalOf[text(callee)] : undefined;
  if (!kind || n.children.some((c) => c.type === 'value_arguments')) return undefined;
  const lambda = n.children.at(-1)?.type === 'annotated_lambda' ? named(n.children.at(-1)!)[0] : undefined;
  if (lambda?.type !== 'lambda_literal' || lambda.children.some((c) => c.type === 'lambda_parameters'))
    return undefined;
  const all = steps(lambda, kind);
  if (!all) return undefined;
  const item = (one: Syn[]) => (one.length === 2 ? join([norm(one[0]!), 'to', norm(one[1]!)]) : norm(one[0]!));
  const first: string[] = [];
  while (all.length && 'one' in all[0]!) first.push(item((all.shift() as { one: Syn[] }).one));
  const rest = all.map((s) => `.plus(${'all' in s ? norm(s.all) : item(s.one)})`);
  return `${kind.literal}(${first.join(',')})${rest.join('')}`;
}
