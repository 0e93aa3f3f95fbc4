import { descendants, named, type Syn, text } from '../kotlin/syntax.js';

/**
 * What each local of a function body is computed from, as the words of its source: `val items = Cards.toItems(xs)`
 * → items: [Cards, toItems, xs]; `for (item in items)` → item: [items]; `items.forEach { item -> … }` (or `it`) →
 * item: [items]. A check that names only a local is about what made it (a deleted test goes with the member its
 * locals came from: rules/tests.ts). The first binding of a name wins, as for the values of locals.
 */
export function localSources(body: Syn | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!body) return out;
  const bind = (names: string[], source: Syn | undefined) => {
    if (!source) return;
    const words = wordsOf(source);
    for (const n of names) if (!out.has(n)) out.set(n, words);
  };
  for (const d of descendants(body)) {
    if (d.type === 'property_declaration')
      bind(
        declaredNames(d),
        d.children.find((k, i) => i > 0 && d.children[i - 1]?.type === '=' && k.named),
      );
    else if (d.type === 'for_statement')
      bind(
        declaredNames(d),
        d.children.find((k, i) => i > 0 && d.children[i - 1]?.type === 'in' && k.named),
      );
    else if (d.type === 'lambda_literal') bind(lambdaParameters(d), lambdaReceiver(d));
  }
  return out;
}

/** The locals `sources` shows computed, directly or through other locals, from one of `names`. */
export function madeFrom(
  sources: ReadonlyMap<string, readonly string[]> | undefined,
  names: ReadonlySet<string>,
): Set<string> {
  const out = new Set<string>();
  if (!sources?.size) return out;
  const reaches = (w: string) => names.has(w) || out.has(w);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [local, words] of sources)
      if (!out.has(local) && !names.has(local) && words.some(reaches)) {
        out.add(local);
        grew = true;
      }
  }
  return out;
}

function wordsOf(n: Syn): string[] {
  const out = new Set<string>(n.type === 'identifier' ? [text(n)] : []);
  for (const d of descendants(n)) if (d.type === 'identifier') out.add(text(d));
  return [...out];
}

/** The names a declaration, loop header or lambda's parameter list binds: `x`, or each of `(a, b)`. */
function declaredNames(n: Syn): string[] {
  return n.children.flatMap((k) => {
    if (k.type === 'multi_variable_declaration') return declaredNames(k);
    const id =
      k.type === 'variable_declaration'
        ? named(k)[0]
        : k.type === 'identifier' && n.type === 'lambda_parameters'
          ? k
          : undefined;
    return id?.type === 'identifier' && text(id) !== '_' ? [text(id)] : [];
  });
}

/** A lambda's parameter names, or `it` when it declares none. */
function lambdaParameters(lambda: Syn): string[] {
  const params = lambda.children.find((k) => k.type === 'lambda_parameters');
  return params ? declaredNames(params) : ['it'];
}

/** What a lambda passed to a call on a receiver iterates or transforms: the receiver (`items` of `items.forEach { }`). */
function lambdaReceiver(lambda: Syn): Syn | undefined {
  let call = lambda.parent;
  while (call && call.type !== 'call_expression') {
    if (call.type !== 'annotated_lambda' && call.type !== 'call_suffix') return undefined;
    call = call.parent;
  }
  const callee = call?.children[0];
  if (callee?.type !== 'navigation_expression') return undefined;
  return callee.children[0];
}
