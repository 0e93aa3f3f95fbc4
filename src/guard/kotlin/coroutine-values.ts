import { bodyStatements, flattenChain, memberName } from './calls.js';
import { named, type Syn, text } from './syntax.js';

// A value computed in a coroutine is the value of the block that computes it: `async { load() }.await()`
// gives what `load()` gives (the builder's arguments — scope, dispatcher, `start = UNDISPATCHED` — only say
// where and when it runs), and so do `runBlocking { load() }`, `withContext(io) { load() }` and
// `coroutineScope { load() }`. A test rewritten from awaiting a launched call to making the call directly
// checks the same value. Only a block of one expression: statements before it may change what it gives.

/** Builders whose call gives the block's value in place. */
const inPlace = new Set(['runBlocking', 'withContext', 'coroutineScope', 'supervisorScope']);

/** The single expression of a builder call's trailing block (`[recv.]name(args) { expr }`), `name` one of `builders`. */
function blockExpression(n: Syn, builders: ReadonlySet<string>): Syn | undefined {
  if (n.type !== 'call_expression') return undefined;
  const segs = flattenChain(n).segments;
  const last = segs.at(-1);
  if (last?.kind !== 'call' || !builders.has(last.name) || !last.lambda || last.node !== n) return undefined;
  const stmts = bodyStatements(last.lambda);
  return stmts.length === 1 && stmts[0]!.type !== 'property_declaration' ? stmts[0] : undefined;
}

/** `runBlocking { x }` and the like: `x`, else undefined. */
export function inPlaceBlockValue(n: Syn): Syn | undefined {
  return blockExpression(n, inPlace);
}

/** Where a name or helper call leads, in the scope its expression is read in. */
export interface ValueSource<S> {
  /** a local `val`'s initializer (undefined for a name that is no single local) */
  local(name: string, scope: S): Syn | undefined;
  /** a one-expression helper's expression for this call, with its parameters bound */
  helper(call: Syn, scope: S): { expr: Syn; scope: S } | undefined;
}

const deferredBuilders = new Set(['async']);

/**
 * `d.await()` where `d` is (a local holding, or a one-expression helper returning) `async { x }`: `x`, in the
 * scope it is read in; else undefined.
 */
export function awaitedValue<S>(n: Syn, scope: S, source: ValueSource<S>): { expr: Syn; scope: S } | undefined {
  const callee = n.children[0];
  const args = n.children[1];
  if (n.type !== 'call_expression' || n.children.length !== 2 || callee?.type !== 'navigation_expression') return;
  if (memberName(callee) !== 'await' || args?.type !== 'value_arguments' || named(args).length > 0) return;
  let deferred: Syn | undefined = named(callee)[0];
  let at = scope;
  for (let hops = 0; deferred && hops < 4; hops++) {
    while (deferred.type === 'parenthesized_expression' && named(deferred).length === 1) deferred = named(deferred)[0]!;
    const value = blockExpression(deferred, deferredBuilders);
    if (value) return { expr: value, scope: at };
    if (deferred.type === 'identifier') deferred = source.local(text(deferred), at);
    else if (deferred.type === 'call_expression' && deferred.children[0]?.type === 'identifier') {
      const found = source.helper(deferred, at);
      deferred = found?.expr;
      if (found) at = found.scope;
    } else return undefined;
  }
  return undefined;
}
