import { closing, topLevelItems } from '../bound-text.js';
import { constructorParameters } from '../constructor-fills.js';
import { type Assertion, sameGuards } from '../inventory/assertion.js';

/**
 * A constructor property the change split into several of its type, in its place (review only, issue 27): `val
 * pillowImage: ImageAsset` → `val pillowImageSmall: ImageAsset, val pillowImageLarge: ImageAsset`, and the expected
 * value built with the old value for each (`CrossSell(…, pillowImage = img)` → `CrossSell(…, pillowImageSmall = img,
 * pillowImageLarge = img)`). Equality of the class still holds the old value, now in every part. Read from the changed
 * app files' primary constructors: the new list is the old one with that one parameter replaced, in place, by two or
 * more new ones of its exact type, none defaulted.
 */

export interface SplitProperty {
  /** the split property */
  name: string;
  /** where it stood in the old list */
  at: number;
  /** the parameters now in its place, in order */
  parts: string[];
}

/** Class → the property its constructor split, from the changed app sources of both sides. */
export function splitProperties(base: Map<string, string>, head: Map<string, string>): Map<string, SplitProperty> {
  const [before, after] = [constructorParameters(base.values()), constructorParameters(head.values())];
  const out = new Map<string, SplitProperty>();
  for (const [cls, now] of after) {
    const old = before.get(cls);
    const parts = old ? now.names.length - old.names.length + 1 : 0;
    if (!old || parts < 2) continue;
    const at = old.names.findIndex((n, i) => n !== now.names[i]);
    if (at < 0 || old.defaulted[at]) continue;
    const kept = (i: number) => old.names[i] === now.names[i < at ? i : i + parts - 1];
    const sameType = (i: number) => now.types[i] === old.types[at] && !now.defaulted[i];
    const names = now.names.slice(at, at + parts);
    if (!old.names.every((_, i) => i === at || kept(i))) continue;
    if (!names.every((n, i) => n && !old.names.includes(n) && sameType(at + i))) continue;
    out.set(cls, { name: old.names[at]!, at, parts: names });
  }
  return out;
}

const named = (item: string) => /^(\w+)\s*=(?!=)\s*([\s\S]*)$/.exec(item);

/**
 * A call's items with the split property's argument given to each part: by name, or by place before any named. The
 * name may already read as one of the parts (the change's renames pair the old name with one of them); the base
 * declared none of the parts, so a part named alone is the old property.
 */
function splitItems(items: string[], split: SplitProperty): string[] | undefined {
  const names = items.map((a) => named(a)?.[1]);
  const i = names.findIndex((n) => n === split.name || split.parts.includes(n ?? ''));
  if (names.filter((n) => n === split.name || split.parts.includes(n ?? '')).length > 1) return undefined;
  if (i >= 0)
    return [...items.slice(0, i), ...split.parts.map((p) => `${p}=${named(items[i]!)![2]}`), ...items.slice(i + 1)];
  const firstNamed = items.findIndex((a) => named(a));
  if (split.at >= items.length || (firstNamed >= 0 && firstNamed <= split.at)) return undefined;
  return [...items.slice(0, split.at), ...split.parts.map(() => items[split.at]!), ...items.slice(split.at + 1)];
}

/** `text` with each call of a split class given its property's value for every part; undefined if none was. */
export function withSplitArguments(text: string, splits: ReadonlyMap<string, SplitProperty>): string | undefined {
  let out = '',
    from = 0,
    changed = false;
  for (const m of text.matchAll(/(?<![\w$])([A-Z]\w*)\(/g)) {
    const split = splits.get(m[1]!);
    if (!split || m.index! < from) continue;
    const open = m.index! + m[0].length - 1;
    const end = closing(text, open);
    if (end < 0) return undefined;
    const items = splitItems(
      topLevelItems(text.slice(open + 1, end - 1)).map((a) => withSplitArguments(a, splits) ?? a),
      split,
    );
    if (!items) continue;
    out += `${text.slice(from, open + 1)}${items.join(',')})`;
    from = end;
    changed = true;
  }
  return changed ? out + text.slice(from) : undefined;
}

/** Base check `b` made `h` by giving a split property's value to each of its parts, and nothing else. */
export function splitValue(b: Assertion, h: Assertion, splits?: ReadonlyMap<string, SplitProperty>): boolean {
  if (!splits?.size || !b.asserting || !h.asserting || b.finder || h.finder) return false;
  if (b.family !== h.family || b.op !== h.op || b.subject !== h.subject || !sameGuards(b, h)) return false;
  if (b.args.length !== h.args.length) return false;
  let changed = false;
  for (const [i, a] of b.args.entries()) {
    const split = withSplitArguments(a, splits);
    if (split !== undefined) changed = true;
    if ((split ?? a) !== h.args[i]) return false;
  }
  return changed;
}
