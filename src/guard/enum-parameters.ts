/**
 * Runs of a test parameterised over enum entries or booleans: Google's TestParameterInjector (`@TestParameter
 * case: Case` on a `@Test` of a class run by it: every combination of the parameters' values) and JUnit 5
 * `@EnumSource(Case::class)` (one run per entry). An enum the test file declares carries the values a run reads:
 * `case.text` is the entry's constructor argument for `text`, any other use of `case` is the entry itself.
 * Read by parameterised-tests.ts, which compares each old test with these runs.
 */

import { bound, closing, topLevelItems } from './bound-text.js';
import { escapeRe } from './code-only.js';

interface EnumCase {
  type: string;
  entry: string;
  /** constructor parameter → the entry's argument */
  values: Map<string, string>;
}

/** At most this many runs are spelled out (the product of the parameters' values). */
const MAX_RUNS = 64;

/** The entries of `enum class type(…) { A(…), B(…); … }` declared in `src`, with their constructor arguments. */
function enumEntries(src: string, type: string): EnumCase[] {
  const decl = new RegExp(`\\benum\\s+class\\s+${escapeRe(type)}\\s*(\\()?`).exec(src);
  if (!decl) return [];
  let at = decl.index + decl[0].length;
  let params: string[] = [];
  if (decl[1]) {
    const end = closing(src, at - 1);
    if (end < 0) return [];
    params = topLevelItems(src.slice(at, end - 1)).map((p) => /(?:va[lr]\s+)?(\w+)\s*:/.exec(p)?.[1] ?? '');
    at = end;
  }
  const brace = src.indexOf('{', at);
  const end = brace < 0 ? -1 : closing(src, brace);
  if (end < 0) return [];
  const inner = src.slice(brace + 1, end - 1);
  const list = inner.split(/;/)[0]!;
  return topLevelItems(list).flatMap((item) => {
    const m = /^([A-Za-z_]\w*)\s*(?:\(([\s\S]*)\))?$/.exec(item.trim());
    if (!m) return [];
    const args = m[2] === undefined ? [] : topLevelItems(m[2]);
    const values = new Map<string, string>();
    args.forEach((a, i) => {
      const named = /^(\w+)\s*=(?!=)\s*([\s\S]+)$/.exec(a);
      if (named) values.set(named[1]!, named[2]!.trim());
      else if (params[i]) values.set(params[i]!, a.trim());
    });
    return [{ type, entry: m[1]!, values }];
  });
}

/** The values a parameter of `type` takes: the enum's entries, or a Boolean's two. */
function valuesOf(src: string, type: string): EnumCase[] {
  if (type === 'Boolean') return ['true', 'false'].map((v) => ({ type: '', entry: v, values: new Map() }));
  return enumEntries(src, type);
}

/** The body with each parameter read as one value: its properties by the entry's arguments, itself as the entry. */
function boundToCases(body: string, names: string[], cases: EnumCase[]): string | undefined {
  let out = body;
  cases.forEach((c, i) => {
    for (const [prop, value] of c.values)
      out = out.replace(new RegExp(`(?<![\\w$.])${escapeRe(names[i]!)}\\.${escapeRe(prop)}(?![\\w$(])`, 'g'), value);
  });
  return bound(
    out,
    names,
    cases.map((c) => (c.type ? `${c.type}.${c.entry}` : c.entry)),
  );
}

/** Every combination of one value per parameter (none past MAX_RUNS). */
function combinations(values: EnumCase[][]): EnumCase[][] {
  let out: EnumCase[][] = [[]];
  for (const vs of values) out = out.flatMap((row) => vs.map((v) => [...row, v]));
  return out.length > MAX_RUNS ? [] : out;
}

/**
 * The bodies of each run of a test parameterised over enums or booleans (`annotations`, `params` and `body` of
 * the head test; `src` its file), or undefined when it is not one.
 */
export function enumRuns(annotations: string, params: string, body: string, src: string): string[] | undefined {
  const items = topLevelItems(params);
  if (items.length === 0) return undefined;
  const injected = /@TestParameter\b/.test(params) && /\bTestParameterInjector\b/.test(src);
  const enumSource = /@ParameterizedTest\b/.test(annotations) && /@EnumSource\s*\(/.test(annotations);
  if (!injected && !enumSource) return undefined;
  const typed = items.map((p) => /^(?:@\w+(?:\([^)]*\))?\s+)*([A-Za-z_]\w*)\s*:\s*([\w.]+)\s*$/.exec(p.trim()));
  if (typed.some((m) => !m) || (injected && !items.every((p) => /@TestParameter\b/.test(p)))) return [];
  if (enumSource && typed.length !== 1) return [];
  const names = typed.map((m) => m![1]!);
  const values = typed.map((m) => valuesOf(src, m![2]!.split('.').pop()!));
  if (values.some((v) => v.length === 0)) return [];
  return combinations(values).flatMap((row) => boundToCases(body, names, row) ?? []);
}
