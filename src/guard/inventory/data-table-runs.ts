import { named, type Syn, text } from '../kotlin/syntax.js';

/**
 * The runs of a Kotest data test (`withData(Triple(215.0, "215", 2), …) { (input, output, decimals) -> … }`): the
 * body's code tokens once per row, its parameters replaced by the row's values. A test folded into the table — its
 * body one run, or several in a row — still runs with every check it made (rules/test-identity.ts `mergedInto`).
 * Rows given as a list (`withData(listOf(…))`) count; rows read from elsewhere (a variable, a generator) give no
 * runs, and neither does a row a destructuring lambda cannot take apart (a value that is no call of positional
 * arguments), so such a table holds no old test.
 */

const lists = new Set(['listOf', 'setOf', 'arrayOf', 'sequenceOf', 'mutableListOf']);

/** A call's callee name and its positional arguments, or undefined for anything else or a named argument. */
function callArgs(n: Syn): { callee: string; args: Syn[] } | undefined {
  const [callee, args] = n.type === 'call_expression' ? named(n) : [];
  if (callee?.type !== 'identifier' || args?.type !== 'value_arguments') return undefined;
  const values = named(args);
  if (values.some((v) => /^\s*[A-Za-z_]\w*\s*=[^=]/.test(text(v)))) return undefined;
  return { callee: text(callee), args: values.map((v) => named(v).at(-1)!) };
}

/** The lambda's parameter names, one or a destructured list, or `it`; undefined when it cannot be read. */
function lambdaParams(lambda: Syn): { names: string[]; destructured: boolean; declared: boolean } | undefined {
  const params = named(lambda).find((c) => c.type === 'lambda_parameters');
  if (!params) return { names: ['it'], destructured: false, declared: false };
  const t = text(params).trim();
  const destructured = t.startsWith('(');
  const names = t
    .replace(/^\(|\)$/g, '')
    .split(',')
    .map((p) => p.split(':')[0]!.trim());
  if (names.some((n) => !/^[A-Za-z_]\w*$/.test(n)) || (!destructured && names.length !== 1)) return undefined;
  return { names, destructured, declared: true };
}

/** The body's tokens after its parameters (if it declares any), inside its braces. */
function bodyTokens(lambdaTokens: string[], declared: boolean): string[] {
  const inner = lambdaTokens.slice(1, -1);
  const arrow = declared ? inner.findIndex((t, i) => t === '-' && inner[i + 1] === '>') : -1;
  return arrow < 0 ? inner : inner.slice(arrow + 2);
}

/** The runs of `withData(rows) { params -> body }` as token lists (`tokens` tokenises a node), or [] if unreadable. */
export function dataTableRuns(call: Syn, lambda: Syn, tokens: (n: Syn) => string[]): string[][] {
  const head = named(call)[0];
  const table = head && callArgs(head);
  const params = lambdaParams(lambda);
  if (table?.callee !== 'withData' || !params || table.args.length === 0) return [];
  const only = table.args.length === 1 ? callArgs(table.args[0]!) : undefined;
  const rows = only && lists.has(only.callee) ? only.args : table.args;
  const body = bodyTokens(tokens(lambda), params.declared);
  const runs: string[][] = [];
  for (const row of rows) {
    const parts = params.destructured ? callArgs(row)?.args : [row];
    if (!parts || parts.length < params.names.length) return [];
    const values = new Map(params.names.map((n, i) => [n, tokens(parts[i]!)]));
    runs.push(body.flatMap((t, i) => (body[i - 1] !== '.' && values.get(t)) || [t]));
  }
  return runs;
}
