import { genericCall } from './calls.js';
import { named, type Syn, text } from './syntax.js';

/**
 * Type checks and casts in one spelling, so a test moved between them checks the same thing:
 * `x as T` reads as `(x as T)` (its extent kept, so `(x as T).id` is not `x as T.id`), `x is T` as
 * `x is T`, and the values the type-asserting calls give back — JUnit 5's
 * `assertInstanceOf(T::class.java, x)`, kotlin.test's `assertIs<T>(x)` — as the cast they are:
 * `(x as T)`. inventory/cast-checks.ts then reads each cast in a checked value as a check of its own.
 */

export type Normalize = (n: Syn) => string;

/** `T::class.java`, `T::class`, Java's `T.class` → `T`; a name written with its package (`a.b.T`) → `T`. */
export function typeName(ref: string): string {
  return ref.replace(/(?:::class(?:\.java)?|\.class)$/, '').replace(/^(?:[a-z_][\w]*\.)+(?=[A-Z])/, '');
}

/** `x as T` → `(x as T)`; a safe cast (`as?`) is left as it is written: it checks nothing. */
export function asExpression(n: Syn, normalize: Normalize): string | undefined {
  const [value, type] = named(n);
  if (!value || !type || !n.children.some((c) => c.type === 'as')) return undefined;
  return `(${normalize(value)} as ${normalize(type)})`;
}

/** `x is T` / `x !is T`, spaced the same whatever `x` ends with. */
export function isExpression(n: Syn, normalize: Normalize): string | undefined {
  const [value, type] = named(n);
  const op = n.children.find((c) => !c.named)?.type;
  if (!value || !type || (op !== 'is' && op !== '!is')) return undefined;
  return `${normalize(value)} ${op} ${normalize(type)}`;
}

/** `assertInstanceOf(T::class.java, x[, message])` as a value: `(x as T)`. */
export function assertedInstance(callee: Syn | undefined, values: Syn[], normalize: Normalize): string | undefined {
  if (callee?.type !== 'identifier' || text(callee) !== 'assertInstanceOf' || values.length < 2) return undefined;
  const [type, value] = values.map((v) => named(v)[0] ?? v);
  if (!type || !value || !/::class/.test(text(type))) return undefined;
  return `(${normalize(value)} as ${typeName(normalize(type))})`;
}

/** `assertIs<T>(x)` as a value (`calls.ts`, genericCall): `(x as T)`. `assertIsNot` gives nothing back to read. */
export function assertedIs(n: Syn, normalize: Normalize): string | undefined {
  const g = genericCall(n);
  const value = g?.name === 'assertIs' && g.rest.type === 'parenthesized_expression' ? named(g.rest)[0] : undefined;
  return value ? `(${normalize(value)} as ${normalize(g!.typeArg)})` : undefined;
}
