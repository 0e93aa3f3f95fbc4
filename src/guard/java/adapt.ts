import type { Syn } from '../kotlin/syntax.js';
import { declarationOf, expressionOf } from './adapt-parts.js';

/**
 * Java's syntax tree in the shapes the Kotlin parser gives, so that one set of inventories
 * (tests, assertions, finders, annotations, swallowing, app bodies) reads both languages:
 * `a.b(x)` a call_expression of a navigation_expression, `@Test(expected = X.class)` an annotation
 * with a constructor_invocation, a method a function_declaration, `try/catch` a try_expression,
 * `X.class` the `X::class` navigation, a lambda as the last argument Kotlin's trailing lambda.
 *
 * Every node keeps its place in the Java text (start, end, line): what a refusal quotes is the Java
 * the author wrote. Tokens Kotlin has and Java lacks (`fun`, `val`, `::`) are zero-width.
 * Constructs with no Kotlin counterpart keep their Java node type, with their children adapted,
 * so a check inside them is still found.
 */
export function kotlinShaped(java: Syn): Syn {
  const root = mk('source_file', java, adaptAll(java.children));
  link(root, null);
  javaRoots.add(root);
  return root;
}

const javaRoots = new WeakSet<Syn>();

/** Whether a tree was read from Java (its tokens that Kotlin lacks are not in it: src/guard/unread.ts). */
export function isJavaTree(root: Syn): boolean {
  return javaRoots.has(root);
}

type AdaptedSyn = { -readonly [K in keyof Syn]: Syn[K] };

/** A node of Kotlin type `type` spanning the Java node `at`. */
export function mk(type: string, at: Syn, children: Syn[], field: string | null = null): Syn {
  return { type, named: true, field, start: at.start, end: at.end, line: at.line, children, parent: null, src: at.src };
}

/** A node spanning its children (a wrapper Kotlin has and Java does not: `value_argument`, a callee's navigation). */
export function wrap(type: string, children: Syn[], field: string | null = null): Syn {
  const first = children[0]!;
  const last = children[children.length - 1]!;
  return { ...mk(type, first, children, field), end: last.end };
}

/** A token Kotlin writes and Java does not (`fun`, `val`, `::`): unnamed and zero-width, at the start of `at`. */
export function tok(type: string, at: Syn): Syn {
  return { ...mk(type, at, []), named: false, end: at.start };
}

/** A Java leaf as a Kotlin leaf of another type (`type_identifier` → `identifier`, `string_fragment` → `string_content`). */
export function leaf(type: string, j: Syn, field: string | null = null): Syn {
  return mk(type, j, [], field);
}

/** A Java token kept as it is (`(`, `=`, an operator), unnamed. */
export function same(j: Syn, field: string | null = null): Syn {
  return { ...mk(j.type, j, []), named: j.named, field };
}

export const fieldOf = (j: Syn, f: string): Syn | undefined => j.children.find((c) => c.field === f);

export function adaptAll(children: Syn[]): Syn[] {
  return children.flatMap(adapt);
}

/** One Java node as the Kotlin nodes it reads as (a declaration of two variables is two). */
export function adapt(j: Syn): Syn[] {
  if (j.type === 'line_comment' || j.type === 'block_comment') return [same(j)];
  const d = declarationOf(j);
  if (d) return d;
  const e = expressionOf(j);
  if (e) return e;
  if (!j.named || j.children.length === 0) return [same(j, j.field)];
  // no Kotlin counterpart (switch, synchronized, instanceof …): kept, its parts adapted
  return [mk(j.type, j, adaptAll(j.children), j.field)];
}

function link(n: Syn, parent: Syn | null): void {
  (n as AdaptedSyn).parent = parent;
  for (const c of n.children) link(c, n);
}
