import { codeText, descendants, named, type Syn } from './kotlin/syntax.js';

/**
 * The supertypes each class of some Kotlin trees declares (`class Missing : SerializationException("…"), Marker` →
 * `Missing` → `SerializationException`, `Marker`), by simple name: what a check narrowed to a subtype is read
 * against (rules/narrowed-types.ts).
 */
export function classSupertypes(trees: Iterable<Syn>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const tree of trees)
    for (const n of descendants(tree)) {
      if (n.type !== 'class_declaration' && n.type !== 'object_declaration') continue;
      const name = n.children.find((c) => c.field === 'name');
      const specifiers = n.children.find((c) => c.type === 'delegation_specifiers');
      if (!name || !specifiers) continue;
      const types = named(specifiers).flatMap((s) => {
        const type = s.children.find((c) => c.type === 'user_type') ?? firstUserType(s);
        return type ? [simpleName(codeText(type))] : [];
      });
      out.set(codeText(name), [...(out.get(codeText(name)) ?? []), ...types]);
    }
  return out;
}

function firstUserType(specifier: Syn): Syn | undefined {
  const invocation = specifier.children.find((c) => c.type === 'constructor_invocation');
  return invocation?.children.find((c) => c.type === 'user_type');
}

/** A type's simple name: `a.b.C<T>` → `C`. */
export function simpleName(type: string): string {
  return (
    type
      .replace(/<[\s\S]*>$/, '')
      .split('.')
      .pop() ?? type
  ).trim();
}

/** Whether class `sub` has `sup` among its supertypes, through any number of declared classes (never round a cycle). */
export function isSubtypeOf(sub: string, sup: string, supertypes: ReadonlyMap<string, readonly string[]>): boolean {
  const seen = new Set<string>();
  const todo = [sub];
  while (todo.length) {
    const t = todo.pop()!;
    if (seen.has(t)) continue;
    seen.add(t);
    for (const s of supertypes.get(t) ?? []) {
      if (s === sup) return true;
      todo.push(s);
    }
  }
  return false;
}
