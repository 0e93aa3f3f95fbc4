import { type Arg, bodyStatements, flattenChain, genericCall } from './calls.js';
import { named, type Syn, text } from './syntax.js';
import { type Normalize, typeName } from './type-checks.js';

/**
 * One spelling for "this block throws T" and for the exception it throws, whatever the library:
 * JUnit 5's `assertThrows<T> { }` / `assertThrows(T::class.java) { }`, kotlin.test's `assertFailsWith`
 * (`assertFails` is any Throwable), kotest's `shouldThrow<T> { }`. The exception such a call gives back
 * reads as `thrown<T>{body}`, the value a `catch (e: T)` after `fail()` binds too
 * (inventory/expected-exceptions.ts), so a check on its message is one check in every form.
 */

/** Calls that pass only when their block throws, and give the exception back; the untyped ones expect any Throwable. */
const throwingCalls = new Set(['assertThrows', 'assertFailsWith', 'shouldThrow', 'assertFails', 'shouldThrowAny']);
const untyped = new Set(['assertFails', 'shouldThrowAny']);

/** What a throwing call expects: the exception's type and the block, as canonical text. */
export interface ExpectedThrow {
  type: string;
  body: string;
}

/** A block's statements as canonical text, `{a;b}`: comments and layout are no part of it. */
export function blockText(stmts: Syn[], normalize: Normalize): string {
  return `{${stmts
    .map((s, i) => statementText(s, stmts.slice(i + 1), normalize))
    .filter((s) => s !== '')
    .join(';')}}`;
}

/**
 * A statement of a block as canonical text. A local `val` is read where it is used (kotlin/values.ts), so
 * a `val` a later statement uses is no statement of its own — `val c = a.copy(); insert(c)` is
 * `insert(a.copy())` — and one nothing uses is its initializer, the call that may throw.
 */
function statementText(stmt: Syn, later: Syn[], normalize: Normalize): string {
  if (stmt.type !== 'property_declaration') return normalize(stmt);
  const decl = stmt.children.find((k) => k.type === 'variable_declaration');
  const init = stmt.children.find((k, i) => i > 0 && stmt.children[i - 1]?.type === '=' && k.named);
  const name = decl && named(decl)[0] ? text(named(decl)[0]!) : undefined;
  if (!name || !init || !stmt.children.some((k) => k.type === 'val')) return normalize(stmt);
  const used = new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`);
  return later.some((l) => used.test(text(l))) ? '' : normalize(init);
}

/** The exception a block throws, as a value: what `val e = assertThrows<T> { … }` and `catch (e: T)` hold. */
export const thrownValue = (t: ExpectedThrow): string => `thrown<${expectedType(t.type, t.body)}>${t.body}`;

/** A call that checks something: a block that makes one may fail it, and a failed check is an Error. */
const checkingCall = /(?:^|[^\w$])(?:assert|verify|check|require|fail|expect)\w*\(/;

/**
 * The type a block is expected to throw. `Exception` and `Throwable` differ only by Errors, and a block that
 * makes no check of its own throws no Error on purpose: there both are any exception (kotlin.test's
 * `assertFails` for JUnit 4's `expected = Exception::class`). With a check in the block, `Throwable` also
 * passes its failure, and stays apart.
 */
export function expectedType(type: string, body: string): string {
  return type === 'Exception' && !checkingCall.test(body) ? 'Throwable' : type;
}

/** An exception type however it is named: `T::class.java`, `T::class`, `a.b.T` → `T`. */
export const exceptionType = (ref: string): string => typeName(ref.replace(/\s+/g, ''));

/**
 * A throwing call read from its parts: the type from the type argument or the class literal, the block
 * from the trailing lambda or a lambda argument; a string argument is the failure's message, not the
 * exception's. Undefined for any other call.
 */
export function expectedThrowOf(
  name: string,
  typeArg: string | undefined,
  args: Arg[],
  lambda: Syn | undefined,
  normalize: Normalize,
): ExpectedThrow | undefined {
  if (!throwingCalls.has(name)) return undefined;
  const block = lambda ?? args.find((a) => a.value.type === 'lambda_literal')?.value;
  if (!block) return undefined;
  const literal = args.find((a) => /::class|\.class$/.test(text(a.value)));
  const type = typeArg ?? (literal ? normalize(literal.value) : untyped.has(name) ? 'Throwable' : undefined);
  if (!type) return undefined;
  return { type: exceptionType(type), body: blockText(bodyStatements(block), normalize) };
}

/** The type argument written on a call (`assertThrows<T>(m) { }`), which call chains do not keep. */
export function typeArgumentOf(call: Syn): string | undefined {
  for (let n: Syn | undefined = call; n?.type === 'call_expression'; n = n.children[0]) {
    const ta = n.children.find((c) => c.type === 'type_arguments');
    if (ta) return named(ta).map(text).join(',');
  }
  return undefined;
}

/** A throwing call in either of the grammar's shapes: `f<T> { }` (read as comparisons) or a plain call. */
export function expectedThrow(n: Syn, normalize: Normalize): ExpectedThrow | undefined {
  const g = genericCall(n);
  if (g)
    return g.rest.type === 'lambda_literal'
      ? expectedThrowOf(g.name, text(g.typeArg), [], g.rest, normalize)
      : undefined;
  if (n.type !== 'call_expression') return undefined;
  const chain = flattenChain(n);
  const [seg] = chain.segments;
  if (!seg || chain.segments.length !== 1 || seg.kind !== 'call') return undefined;
  if (chain.root && !/^[A-Z]\w*$/.test(text(chain.root))) return undefined;
  return expectedThrowOf(seg.name, typeArgumentOf(n), seg.args, seg.lambda, normalize);
}
