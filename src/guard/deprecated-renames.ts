import { closing } from './bound-text.js';

/**
 * Declarations a change deprecated in favour of another name (`@Deprecated("…", ReplaceWith("ColorImage"))` on
 * `class FakeImage`): the IDE's own quick fix rewrites each use to the replacement, so tests moved from the one to the
 * other read as renamed (renames.ts). Only a replacement that is a bare name, and only a deprecation
 * the change added (the head file has it, its base did not).
 */

const modifiers =
  'public|internal|protected|open|abstract|sealed|data|inline|value|expect|actual|operator|infix|suspend|const|override';
/** The declaration after an annotation: its other annotations and modifiers, its kind, its (receiver-qualified) name. */
const declaration = new RegExp(
  [
    '^\\s*(?:@[\\w.:]+(?:\\([^()]*\\))?\\s*)*',
    `(?:(?:${modifiers})\\s+)*`,
    '(?:class|interface|object|fun|val|var|typealias)\\s+(?:<[^>]*>\\s*)?(?:[\\w.]+\\.)?([A-Za-z_]\\w*)',
  ].join(''),
);

/** Deprecated name → its replacement, of one Kotlin source. */
export function deprecatedReplacements(src: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of src.matchAll(/@Deprecated\s*\(/g)) {
    const open = m.index! + m[0].length - 1;
    const end = closing(src, open);
    const replacement =
      end < 0 ? null : /ReplaceWith\s*\(\s*(?:expression\s*=\s*)?"([A-Za-z_]\w*)"/.exec(src.slice(open, end));
    const declared = replacement ? declaration.exec(src.slice(end)) : null;
    if (replacement && declared && declared[1] !== replacement[1]) out.set(declared[1]!, replacement[1]!);
  }
  return out;
}

/** The deprecations with a replacement the change added: in a changed head file, not in its base. */
export function addedDeprecations(base: Map<string, string>, head: Map<string, string>): Map<string, string> {
  const before = new Map<string, string>();
  for (const src of base.values())
    if (src.includes('@Deprecated')) for (const [x, y] of deprecatedReplacements(src)) before.set(x, y);
  const out = new Map<string, string>();
  for (const src of head.values())
    if (src.includes('@Deprecated'))
      for (const [x, y] of deprecatedReplacements(src)) if (before.get(x) !== y) out.set(x, y);
  return out;
}

/** Each name the change deprecated with the one candidate it names, declared in the head's changed files. */
export function deprecatedFor(
  base: Map<string, string>,
  head: Map<string, string>,
  declared: ReadonlySet<string>,
): Array<[string, Set<string>]> {
  return [...addedDeprecations(base, head)]
    .filter(([, to]) => declared.has(to))
    .map(([from, to]) => [from, new Set([to])]);
}
