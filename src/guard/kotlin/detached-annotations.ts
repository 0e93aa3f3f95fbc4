import type { Syn } from './syntax.js';

/**
 * tree-sitter-kotlin reads `@RunWith(X::class)\nclass A {}` two ways: normally as a class whose
 * `modifiers` hold the annotation, but when the file goes on after the declaration (a trailing
 * comment is enough) as an `annotated_expression` — `@RunWith` annotating the parenthesised
 * expression `(X::class)` — followed by a bare declaration. The same happens to functions,
 * properties, objects and type aliases whose last annotation has exactly one argument. An honest
 * edit elsewhere in the file must not change what the guard reads, so such a detached
 * annotation run is folded back into the declaration it belongs to, in the shape the grammar
 * gives when it reads the annotations as modifiers.
 */

type Mutable = { -readonly [K in keyof Syn]: Syn[K] };

const declarations = new Set([
  'class_declaration',
  'object_declaration',
  'function_declaration',
  'property_declaration',
  'type_alias',
]);
const isComment = (n: Syn) => n.type === 'line_comment' || n.type === 'block_comment';

/** Fold every detached annotation run in the tree into the declaration that follows it (in place). */
export function attachDetachedAnnotations(root: Syn): void {
  const stack: Syn[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.children.some((c) => c.type === 'annotated_expression')) reattach(n);
    for (const c of n.children) if (c.children.length) stack.push(c);
  }
}

/** Within one parent: runs of annotated_expression (and comments) directly before a declaration. */
function reattach(parent: Syn): void {
  const kids = parent.children;
  for (let i = 0; i < kids.length; i++) {
    if (kids[i]!.type !== 'annotated_expression') continue;
    // the run: annotated expressions and comments up to the next other node
    let j = i;
    const annotations: Syn[] = [];
    const comments: Syn[] = [];
    let ok = true;
    while (j < kids.length && (kids[j]!.type === 'annotated_expression' || isComment(kids[j]!))) {
      const k = kids[j]!;
      if (isComment(k)) comments.push(k);
      else {
        const anns = detachedAnnotations(k, comments);
        if (!anns) ok = false;
        else annotations.push(...anns);
      }
      j++;
    }
    const decl = kids[j];
    if (!ok || !decl || !declarations.has(decl.type)) continue;
    kids.splice(i, j - i + 1, withAnnotations(decl, annotations, comments, parent));
  }
}

/**
 * The annotations of one `annotated_expression` chain whose innermost expression is the
 * parenthesised argument of its last annotation, or undefined when it is a real annotated
 * expression. The comments between its annotations (`@A(x) // why` / `@B`) are added to `comments`.
 */
function detachedAnnotations(chain: Syn, comments: Syn[]): Syn[] | undefined {
  const out: Syn[] = [];
  let n: Syn = chain;
  for (;;) {
    comments.push(...n.children.filter(isComment));
    const parts = n.children.filter((c) => c.named && !isComment(c));
    if (parts.length !== 2 || parts[0]!.type !== 'annotation') return undefined;
    const [annotation, inner] = parts as [Syn, Syn];
    if (inner.type === 'annotated_expression') {
      out.push(annotation);
      n = inner;
      continue;
    }
    if (inner.type !== 'parenthesized_expression') return undefined;
    const withArgs = withArgument(annotation, inner);
    if (!withArgs) return undefined;
    out.push(withArgs);
    return out;
  }
}

function node(type: string, children: Syn[], like: Syn): Mutable {
  const n: Mutable = {
    type,
    named: true,
    field: null,
    children,
    parent: null,
    src: like.src,
    start: children[0]?.start ?? like.start,
    end: children[children.length - 1]?.end ?? like.end,
    line: children[0]?.line ?? like.line,
  };
  for (const c of children) c.parent = n;
  return n;
}

/** `@Name` + `(expr)` → `@Name(expr)`: annotation(constructor_invocation(user_type, value_arguments(value_argument))). */
function withArgument(annotation: Syn, paren: Syn): Syn | undefined {
  const ut = annotation.children.find((c) => c.type === 'user_type');
  if (!ut || annotation.children.some((c) => c.type === 'constructor_invocation')) return undefined;
  if (annotation.children[annotation.children.length - 1] !== ut) return undefined;
  const inner = paren.children.filter((c) => c.named && !isComment(c));
  if (inner.length !== 1) return undefined;
  const tokens = paren.children.map((c) => (c.named && !isComment(c) ? node('value_argument', [c], c) : c));
  const invocation = node('constructor_invocation', [ut, node('value_arguments', tokens, paren)], ut);
  return node(
    'annotation',
    annotation.children.map((c) => (c === ut ? invocation : c)),
    annotation,
  );
}

/**
 * A copy of `decl` with the annotations prepended to its modifiers (made when it has none). The run's comments go
 * into the modifiers too, in the text's order (`@Suppress("x") // why` then `suspend fun`): a comment after the
 * modifiers would lie before them in the text, and the skipped-text reading (unread.ts) took it for unread code.
 */
function withAnnotations(decl: Syn, annotations: Syn[], comments: Syn[], parent: Syn): Syn {
  const [first, ...rest] = decl.children;
  const hasModifiers = first?.type === 'modifiers';
  const parts = [...annotations, ...comments, ...(hasModifiers ? first.children : [])].sort(
    (a, b) => a.start - b.start,
  );
  const modifiers = node('modifiers', parts, decl);
  const out = node(decl.type, [modifiers, ...(hasModifiers ? rest : decl.children)], decl);
  out.field = decl.field;
  out.named = decl.named;
  out.parent = parent;
  return out;
}
