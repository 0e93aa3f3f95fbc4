import { descendants, named, type Syn, text } from '../kotlin/syntax.js';

/**
 * The runs of a Kotest data test (`withData(Triple(215.0, "215", 2), …) { (input, output, decimals) -> … }`): the
 * body's code tokens once per row, its parameters replaced by the row's values. A test folded into the table — its
 * body one run, or several in a row — still runs with every check it made (rules/test-identity.ts `mergedInto`).
 * Rows given as a list (`withData(listOf(…))`) count, and so does a name the file declares once, as a `val` of
 * such a list (`val cases = listOf(…)` … `withData(cases)`); rows read from elsewhere (a generator, a name declared
 * twice or also a parameter) give no runs, and neither does a row a destructuring lambda cannot take apart (a value
 * that is no call of positional arguments), so such a table holds no old test.
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

/** The names a node declares: a property's, a parameter's, a lambda's or a loop's variable. */
const declared = (n: Syn): string | undefined =>
  n.type === 'variable_declaration' || n.type === 'parameter' || n.type === 'class_parameter'
    ? text(named(n)[0] ?? n)
    : undefined;

/** The list call a name stands for: the initialiser of the file's one `val` of that name, no other declaration of it. */
function declaredList(name: Syn): Syn | undefined {
  let root = name;
  while (root.parent) root = root.parent;
  const decls = [...descendants(root)].filter((d) => declared(d) === text(name));
  const prop = decls.length === 1 ? decls[0]!.parent : undefined;
  if (prop?.type !== 'property_declaration' || !prop.children.some((k) => k.type === 'val')) return undefined;
  const init = prop.children.find((k, i) => i > 0 && prop.children[i - 1]?.type === '=' && k.named);
  return init?.type === 'call_expression' ? init : undefined;
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
  const one = table.args.length === 1 ? table.args[0]! : undefined;
  const only = one && callArgs(one.type === 'identifier' ? (declaredList(one) ?? one) : one);
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
