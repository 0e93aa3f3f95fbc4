/**
 * Java constructors' parameter lists, for the readings of constructors a change grew (constructor-fills.ts): Kotlin
 * has one primary constructor per class, Java a constructor per overload, so a Java class's grown constructor is the
 * one list the change replaced (`Options(IFormHandler)` → `Options(IFormHandler, IShakeController)`) while its other
 * constructors (a copy constructor) stay as they were.
 */

import { closing, topLevelItems } from './bound-text.js';
import { codeOnly } from './code-only.js';
import { holdsJava } from './declarations.js';

/** One constructor: its parameters' names and types (`final @NotNull IFormHandler handler` → `handler`, `IFormHandler`). */
export interface JavaConstructor {
  names: string[];
  types: string[];
}

const classNames = /\b(?:class|enum)\s+([A-Z]\w*)/g;

/** `final @NotNull Map<String, Item> items` → name `items`, type `Map<String,Item>`; varargs keep their `...`. */
function parameter(item: string): { name: string; type: string } | undefined {
  const bare = item
    .replace(/@[\w.]+(?:\([^)]*\))?\s*/g, '')
    .replace(/^\s*final\s+/, '')
    .trim();
  const m = /^(.+?)\s*\b([A-Za-z_$][\w$]*)$/s.exec(bare);
  return m ? { name: m[2]!, type: m[1]!.replace(/\s+/g, '') } : undefined;
}

/** Each Java class's constructors in `sources` (by the class's simple name), in order of declaration. */
export function javaConstructors(sources: Iterable<string>): Map<string, JavaConstructor[]> {
  const out = new Map<string, JavaConstructor[]>();
  for (const src of sources) {
    if (!holdsJava(src)) continue;
    const code = codeOnly(src);
    for (const name of new Set([...code.matchAll(classNames)].map((m) => m[1]!))) {
      const head = new RegExp(String.raw`^[ \t]*(?:(?:public|protected|private)\s+)?${name}\s*\(`, 'gm');
      for (const m of code.matchAll(head)) {
        const open = m.index! + m[0].length - 1;
        const end = closing(code, open);
        if (end < 0) continue;
        const items = topLevelItems(code.slice(open + 1, end - 1)).filter((i) => i.trim() !== '');
        const params = items.map(parameter);
        if (params.some((p) => p === undefined)) continue;
        const list = { names: params.map((p) => p!.name), types: params.map((p) => p!.type) };
        out.set(name, [...(out.get(name) ?? []), list]);
      }
    }
  }
  return out;
}

/**
 * The one constructor of each Java class the change replaced by a longer one: the base lists less the head's, and
 * the head lists less the base's, one each, the new one longer, and no other head constructor as long (a call of
 * that many arguments could mean either). As a Kotlin primary constructor: `old` and `now`, types and names.
 */
export function replacedJavaConstructors(
  base: Iterable<string>,
  head: Iterable<string>,
): Map<string, { old: string[]; now: JavaConstructor }> {
  const [before, after] = [javaConstructors(base), javaConstructors(head)];
  const key = (c: JavaConstructor) => c.types.join('\u0000');
  const out = new Map<string, { old: string[]; now: JavaConstructor }>();
  for (const [name, nowLists] of after) {
    const was = before.get(name) ?? [];
    const gone = was.filter((c) => !nowLists.some((n) => key(n) === key(c)));
    const added = nowLists.filter((c) => !was.some((w) => key(w) === key(c)));
    if (gone.length !== 1 || added.length !== 1) continue;
    const [old, now] = [gone[0]!, added[0]!];
    if (now.types.length <= old.types.length) continue;
    if (nowLists.filter((c) => c.types.length === now.types.length).length !== 1) continue;
    out.set(name, { old: old.types, now });
  }
  return out;
}
