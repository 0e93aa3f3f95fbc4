import { codeOnly } from './code-only.js';
import { grepOccurrences, type Side } from './git.js';
import type { TestUnit } from './inventory/tests.js';

/**
 * Test classes the base never ran, as `file\0class`: declared `abstract` in their base file, and named nowhere
 * else in the base's Kotlin and Java sources — their declaration is the name's one occurrence, so no class extends
 * them. No runner instantiates an abstract class, so the checks of its tests were never made: changing or deleting
 * them loses none (a class made concrete and its tests rewritten). Any other use of the name — a subclass, a
 * `X::class` reference, another class of that simple name — keeps the class's tests counted.
 */
export async function neverRunClasses(baseTests: TestUnit[], baseSources: Map<string, string>, side: Side) {
  const abstract = new Map<string, string>();
  for (const u of baseTests) {
    const at = `${u.file}\u0000${u.className}`;
    if (!u.isTest || abstract.has(at) || !/^\w+$/.test(u.className)) continue;
    const src = baseSources.get(u.file);
    if (src !== undefined && abstractClass(u.className).test(codeOnly(src))) abstract.set(at, u.className);
  }
  if (abstract.size === 0) return new Set<string>();
  const names = [...new Set(abstract.values())];
  const uses = await grepOccurrences(side, names, [':(glob)**/*.kt', ':(glob)**/*.java']);
  return new Set([...abstract].filter(([, n]) => uses.get(n) === 1).map(([at]) => at));
}

/** `abstract class X` with any other modifiers around it (`public abstract class X`, `abstract public class X`). */
const abstractClass = (name: string) =>
  new RegExp(
    `(^|[\\n;])[^\\S\\n]*(?:[\\w@]+[^\\S\\n]+)*abstract[^\\S\\n]+(?:\\w+[^\\S\\n]+)*class[^\\S\\n]+${name}\\b`,
  );
