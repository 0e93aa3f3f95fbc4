/**
 * An object that became a class: a test line naming `Key` as a value is rewritten to name
 * `Key(null)` (`setOf(Home, Key)` → `setOf(Home, Key(null))`), the constructor call filled in and
 * nothing else on the line changed. That is the same expectation when the base test could not
 * compile as written — `Key` is a class with a primary constructor and no companion object at the
 * base — or when the change itself turned `object Key` into `class Key(…)`. The base line is read
 * as the head line before comparing; any other edit on the line leaves it to the usual comparison.
 */

import { grepFiles, readFiles, type Side } from './git.js';
import type { FilePair } from './renames.js';

export interface ConstructorFill {
  basePath: string;
  /** the class whose bare name was filled in */
  name: string;
  /** the base line, whitespace removed */
  baseLine: string;
  /** the head line as written (trimmed) */
  headLine: string;
}

const squash = (s: string) => s.replace(/\s+/g, '');
const callStart = /(?<![\w$.])([A-Z]\w*)\(/g;

/** The head line with each constructor call of a capitalised name reduced to the bare name, per name. */
function reductions(line: string): Array<{ name: string; reduced: string }> {
  const out: Array<{ name: string; reduced: string }> = [];
  for (const m of line.matchAll(callStart)) {
    let depth = 0,
      i = m.index! + m[1]!.length;
    for (; i < line.length; i++) {
      depth += line[i] === '(' ? 1 : line[i] === ')' ? -1 : 0;
      if (depth === 0) break;
    }
    if (depth !== 0) continue;
    out.push({ name: m[1]!, reduced: line.slice(0, m.index! + m[1]!.length) + line.slice(i + 1) });
  }
  return out;
}

/** Changed test lines that differ only by a constructor call filled in for a bare capitalised name. */
export function constructorFills(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  isTest: (path: string) => boolean,
): ConstructorFill[] {
  const out: ConstructorFill[] = [];
  for (const p of pairs) {
    const b = p.basePath !== undefined ? base.get(p.basePath) : undefined;
    const h = p.headPath !== undefined ? head.get(p.headPath) : undefined;
    if (b === undefined || h === undefined || !isTest(p.basePath!)) continue;
    const bl = new Set(b.split('\n').map(squash));
    const hl = new Set(h.split('\n').map(squash));
    for (const text of new Set(h.split('\n').map((l) => l.trim()))) {
      const line = squash(text);
      if (bl.has(line)) continue;
      for (const { name, reduced } of reductions(line))
        if (bl.has(reduced) && !hl.has(reduced) && bareUse(reduced, name))
          out.push({ basePath: p.basePath!, name, baseLine: reduced, headLine: text });
    }
  }
  return out;
}

/** `name` used as a value on the line: not called, qualified, referenced or given type arguments. */
function bareUse(line: string, name: string): boolean {
  return new RegExp(`(?<![\\w$.])${name}(?![\\w$(<]|::|\\.)`).test(line);
}

/**
 * Which filled names are the same value: `object X` turned into `class X(` by the change's own
 * files, or (`declaredAsClass`, read at the base) a class with a constructor and no companion —
 * the bare name did not compile. A name still declared as an object anywhere qualifies for neither.
 */
export function sameValueFills(
  fills: ConstructorFill[],
  changedBase: Map<string, string>,
  changedHead: Map<string, string>,
  baseClassSources: ReadonlyMap<string, string[]>,
): ConstructorFill[] {
  const declares = (srcs: Iterable<string>, re: RegExp) => [...srcs].some((s) => re.test(s));
  return fills.filter(({ name }) => {
    const asObject = new RegExp(`\\bobject\\s+${name}\\b`);
    const asClass = new RegExp(`\\bclass\\s+${name}\\s*(?:<[^>]*>\\s*)?(?:\\w+\\s+)*\\(`);
    if (declares(changedHead.values(), asObject)) return false;
    if (declares(changedBase.values(), asObject) && declares(changedHead.values(), asClass)) return true;
    const classSources = baseClassSources.get(name) ?? [];
    return (
      classSources.length > 0 &&
      classSources.every((s) => asClass.test(s) && !asObject.test(s) && !/\bcompanion\s+object\b/.test(s))
    );
  });
}

/** The base sources with each filled line read as its head line. */
export function applyFills(base: Map<string, string>, fills: ConstructorFill[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of fills) {
    const src = out.get(f.basePath) ?? base.get(f.basePath)!;
    const lines = src.split('\n');
    const at = lines.findIndex((l) => squash(l) === f.baseLine);
    if (at < 0) continue;
    lines[at] = lines[at]!.replace(/\S[\s\S]*$/, f.headLine);
    out.set(f.basePath, lines.join('\n'));
  }
  return out;
}

/**
 * The base test sources with every same-value constructor fill applied (review only: under heal a
 * fixer does not rewrite expectations). The declarations of the filled names are looked up at the
 * base only when some line was filled.
 */
export async function filledConstructors(
  side: Side,
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  isTest: (path: string) => boolean,
): Promise<Map<string, string>> {
  const fills = constructorFills(base, head, pairs, isTest);
  if (fills.length === 0) return new Map();
  const names = [...new Set(fills.map((f) => f.name))].slice(0, 20);
  const classSources = new Map<string, string[]>();
  await Promise.all(
    names.map(async (name) => {
      const files = await grepFiles(side, [`(class|object)[[:space:]]+${name}([^[:alnum:]_]|$)`], ['*.kt'], true);
      const read = await readFiles(side, files.slice(0, 5));
      classSources.set(
        name,
        [...read.values()].filter((s): s is string => s !== undefined),
      );
    }),
  );
  return applyFills(base, sameValueFills(fills, base, head, classSources));
}
