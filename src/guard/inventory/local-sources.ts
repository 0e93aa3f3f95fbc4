import { descendants, named, type Syn, text } from '../kotlin/syntax.js';

/**
 * What made each local of a function body: the name whose result it holds — `val items = Cards.toItems(xs)` →
 * items: toItems; `for (item in items)` → item: items; `items.forEach { item -> … }` (or `it`) → item: items;
 * `val n = other` → n: other. A check naming a local that holds a removed member's result (or an element of it)
 * reads as the inline call would (a deleted test goes with that member: rules/tests.ts). A value a class builds
 * (`Sorter(OldComparator())`) or a kept member computes from it (`card.title()`) holds that class's or member's
 * result, never what went into it. The first binding of a name wins, as for the values of locals.
 */
export function localSources(body: Syn | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!body) return out;
  const bind = (names: string[], source: Syn | undefined) => {
    const producer = source && producerOf(source);
    if (producer) for (const n of names) if (!out.has(n)) out.set(n, producer);
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

/** The locals `sources` shows holding, directly or through other locals, the result of one of `names`. */
export function madeFrom(sources: ReadonlyMap<string, string> | undefined, names: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  if (!sources?.size) return out;
  for (let grew = true; grew; ) {
    grew = false;
    for (const [local, producer] of sources)
      if (!out.has(local) && !names.has(local) && (names.has(producer) || out.has(producer))) {
        out.add(local);
        grew = true;
      }
  }
  return out;
}

/** The member or local whose result an expression is: the last name of its call or read chain; none for a class. */
function producerOf(n: Syn): string | undefined {
  let e: Syn | undefined = n;
  while (e && (e.type === 'call_expression' || e.type === 'parenthesized_expression')) e = named(e)[0];
  let last = e?.type === 'navigation_expression' ? named(e).at(-1) : e;
  // `f.invoke(x)` is the call `f(x)`: what `f` holds made the result (a reflected `Method`, a function value)
  if (last && e && e !== last && text(last) === 'invoke' && named(e).length === 2) last = named(e)[0];
  if (last?.type !== 'identifier') return undefined;
  const name = text(last);
  return /^[a-z_]/.test(name) ? name : undefined;
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

/** A lambda's parameter names (each of a destructuring `(a, b)`, no `_`), or `it` when it declares none. */
export function lambdaParameters(lambda: Syn): string[] {
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
