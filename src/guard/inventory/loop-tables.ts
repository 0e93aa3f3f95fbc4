import { codeText, descendants, named, type Syn, text } from '../kotlin/syntax.js';
import { normalize, type Scope } from '../kotlin/values.js';

/**
 * A table of rows a test writes out and loops its checks over (`listOf(a to b, c to d).forEach { (x, y) -> check }`,
 * `for ((x, y) in listOf(…))`, `mapOf(…).forEach { (k, v) -> … }`, or a local `val cases = listOf(…)` looped over):
 * each row is one run of the checks, as a parameterised test's rows are. The checks are read once, with the loop's
 * names, so the rows are kept beside them (rules/loop-rows.ts).
 */
export interface LoopTable {
  /** the builder: `listOf`, `arrayOf`, `mapOf` … */
  builder: string;
  /** each row, normalized as checked values are */
  rows: string[];
  line: number;
  /** the lines the loop's body spans, where its checks are */
  from: number;
  to: number;
  /** the one name each run binds the whole row to, when every row surely runs the body to its end (loop-run-checks.ts) */
  name?: string;
}

const builders =
  /^(?:listOf|setOf|arrayOf|mutableListOf|mutableSetOf|sequenceOf|arrayListOf|mapOf|mutableMapOf|hashMapOf|linkedMapOf)$/;
const eachCalls = /^(?:forEach|forEachIndexed|onEach)$/;
/** what may leave a loop's body before its end (the grammar reads a bare `break` as a name: the words are looked for) */
const exits = /\b(?:return|break|continue)\b/;

const lastLine = (n: Syn) => n.line + text(n).split('\n').length - 1;

/** The written-out table an iterable is: a builder call with rows, or a local declared once as one. */
function tableOf(iterable: Syn | undefined, scope: Scope): { builder: string; rows: Syn[] } | undefined {
  let n = iterable;
  if (n?.type === 'identifier') {
    const local = scope.locals.get(text(n));
    n = typeof local === 'string' || scope.shadowed?.get(text(n))?.length ? undefined : local;
  }
  if (n?.type !== 'call_expression') return undefined;
  const [callee, args] = n.children;
  if (callee?.type !== 'identifier' || !builders.test(text(callee)) || args?.type !== 'value_arguments')
    return undefined;
  const rows = named(args).filter((a) => a.type === 'value_argument');
  return rows.length ? { builder: text(callee), rows } : undefined;
}

/** A loop over a table: `for (… in table) body`, or `table.forEach { … }` (and the other per-element calls). */
function loopOver(n: Syn): { iterable?: Syn; body?: Syn; each?: string } | undefined {
  if (n.type === 'for_statement') {
    const kids = named(n);
    return { iterable: kids[kids.length - 2], body: kids[kids.length - 1], each: 'for' };
  }
  if (n.type !== 'call_expression') return undefined;
  const [callee, lambda] = n.children;
  if (callee?.type !== 'navigation_expression' || lambda?.type !== 'annotated_lambda') return undefined;
  const parts = named(callee);
  const name = parts[parts.length - 1];
  if (parts.length !== 2 || !name || !eachCalls.test(text(name))) return undefined;
  return { iterable: parts[0], body: lambda, each: text(name) };
}

/**
 * The plain name a `for (x in …)` or `forEach { x -> … }` (`it` without one) binds each row to, when the body runs to
 * its end for every row: no `return`, `break` or `continue` in it. Destructured rows, `onEach` (lazy on a sequence),
 * `forEachIndexed` and maps' entries have none.
 */
function rowName(n: Syn, each: string | undefined, body: Syn, builder: string): string | undefined {
  if (/map/i.test(builder) || exits.test(codeText(body))) return undefined;
  if (each === 'for') {
    const decl = named(n)[0];
    return decl?.type === 'variable_declaration' ? /^\s*([A-Za-z_]\w*)\s*(?::|$)/.exec(text(decl))?.[1] : undefined;
  }
  if (each !== 'forEach') return undefined;
  const lambda = named(body).find((c) => c.type === 'lambda_literal');
  const params = lambda?.children.find((c) => c.type === 'lambda_parameters');
  if (!lambda) return undefined;
  return params ? /^\s*([A-Za-z_]\w*)\s*(?::[^,]*)?$/.exec(text(params))?.[1] : 'it';
}

/** The tables `body`'s loops run over, with the lines of the loops' bodies. */
export function loopTables(body: Syn | undefined, scope: Scope): LoopTable[] {
  if (!body) return [];
  const out: LoopTable[] = [];
  for (const n of descendants(body)) {
    const loop = loopOver(n);
    const table = loop?.body && tableOf(loop.iterable, scope);
    if (!table || !loop?.body) continue;
    const rows = table.rows.map((r) => normalize(r, scope));
    const name = rowName(n, loop.each, loop.body, table.builder);
    out.push({ builder: table.builder, rows, line: n.line, from: loop.body.line, to: lastLine(loop.body), name });
  }
  return out;
}
