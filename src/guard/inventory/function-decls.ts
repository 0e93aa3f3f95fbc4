import type { Syn } from '../kotlin/syntax.js';
import { modifiersOf, named, text } from '../kotlin/syntax.js';
import type { Scope } from '../kotlin/values.js';
import type { Annotation } from './tests.js';

/** A function of a test source file (a test, helper, rule or set-up), or one declared inside another's body. */
export interface FnDecl {
  node: Syn;
  className: string;
  classAnnotations: Annotation[];
  name: string;
  params: string[];
  /** default values of parameters, by name (`unmerged: Boolean = true`) */
  defaults?: Map<string, Syn>;
  body?: Syn;
  isPrivate: boolean;
  /** a local function's enclosing scope: its body reads the enclosing function's `val`s (inventory/local-functions.ts) */
  closure?: Scope;
  /** a leaf block of a Kotest spec (kotest-specs.ts): a test without a `@Test` */
  specTest?: true;
  /** a Kotest data test's call and lambda (`withData(rows) { row -> … }`): its runs (data-table-runs.ts) */
  table?: { call: Syn; lambda: Syn };
  /** declared at the file's top level, outside every class */
  topLevel?: true;
}

/** A `function_declaration` node as a `FnDecl` (undefined without a name). */
export function functionDecl(c: Syn, className: string, classAnnotations: Annotation[]): FnDecl | undefined {
  const nm = c.children.find((k) => k.field === 'name');
  if (!nm) return undefined;
  const mods = modifiersOf(c);
  const fvp = c.children.find((k) => k.type === 'function_value_parameters');
  const paramName = (p: Syn) => text(p.children.find((k) => k.type === 'identifier') ?? p);
  const params = fvp
    ? named(fvp)
        .filter((p) => p.type === 'parameter')
        .map(paramName)
    : [];
  const defaults = new Map<string, Syn>();
  fvp?.children.forEach((p, i) => {
    if (p.type !== 'parameter' || fvp.children[i + 1]?.type !== '=') return;
    const value = fvp.children.slice(i + 2).find((k) => k.named);
    if (value) defaults.set(paramName(p), value);
  });
  return {
    node: c,
    className,
    classAnnotations,
    name: text(nm),
    params,
    defaults,
    body: c.children.find((k) => k.type === 'function_body'),
    isPrivate: !!mods && mods.children.some((m) => m.type === 'visibility_modifier' && text(m) === 'private'),
  };
}
