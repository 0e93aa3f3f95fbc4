/**
 * A test turned into a parameterised one (JUnit 5 `@ParameterizedTest` with `@CsvSource`, `@ValueSource`,
 * `@MethodSource` or `@EnumSource`, JUnitParams' `@Parameters(method = …)`, TestParameterInjector's `@TestParameter`:
 * enum-parameters.ts): each row of values is one run of the body with its parameters bound to them. A base test
 * whose body is one such run, or all of them in order, — the head body with the parameters replaced by a row's values, its lines read as the grown-constructor
 * fills read them (`Open(url, true)` is `Open(url, hide = true, skip = false)` when `Open` gained `skip`) — is
 * still run, with every check it made, and more. Review only: that base test is read as the head test (the
 * same-named one) or, deleted beside it, as gone into it. A row dropped, or a check weakened in the body, leaves
 * no run equal to the base test: the usual comparison judges it.
 */

import { bound, closing, topLevelItems } from './bound-text.js';
import { applyFills, type GrownConstructor, grownCallFills } from './constructor-fills.js';
import { enumRuns } from './enum-parameters.js';
import { type FilePair, testFileTexts } from './file-pairs.js';
import { loopRuns } from './loop-runs.js';

/** A function's text: its annotations, signature and body, with its name and parameter list. */
interface TestFunction {
  name: string;
  start: number;
  end: number;
  /** the annotations above it, with its modifiers */
  annotations: string;
  params: string;
  /** from the end of its parameter list to its end (`= runTest { … }` or `{ … }`) */
  body: string;
}

const squash = (s: string) => s.replace(/\s+/g, '').replace(/,(?=[)\]])/g, '');

/** Every function of a test source, with the annotation lines right above it. */
function functionsOf(src: string): TestFunction[] {
  const out: TestFunction[] = [];
  for (const m of src.matchAll(/\bfun\s+(`[^`\n]+`|[A-Za-z_]\w*)\s*\(/g)) {
    const open = m.index! + m[0].length - 1;
    const paramsEnd = closing(src, open);
    const brace = paramsEnd < 0 ? -1 : src.indexOf('{', paramsEnd);
    const end = brace < 0 ? -1 : closing(src, brace);
    if (end < 0 || /\n\s*(?:@|fun\b)/.test(src.slice(paramsEnd, brace))) continue;
    const start = annotationsStart(src, m.index!);
    const [annotations, params, body] = [
      src.slice(start, m.index!),
      src.slice(open + 1, paramsEnd - 1),
      src.slice(paramsEnd, end),
    ];
    out.push({ name: m[1]!, start, end, annotations, params, body });
  }
  return out;
}

/** Where the annotations above the declaration at `at` begin (modifiers on its line included). */
function annotationsStart(src: string, at: number): number {
  let start = src.lastIndexOf('\n', at - 1) + 1;
  for (;;) {
    const prev = src.lastIndexOf('\n', start - 2) + 1;
    const line = src.slice(prev, start).trim();
    // an annotation's own line, or the last line of one spread over several (`"a, b",` … `)`)
    if (start === 0 || !(line.startsWith('@') || /^["')\]]/.test(line))) return start;
    start = prev;
  }
}

/** The `name: Type` of each parameter. */
const parametersOf = (params: string) =>
  params
    .split(',')
    .filter((p) => p.trim() !== '')
    .map((p) => /^\s*([A-Za-z_]\w*)\s*:\s*([\w.]+\??)\s*$/.exec(p))
    .map((m) => (m ? { name: m[1]!, type: m[2]! } : undefined));

/** A CSV cell as Kotlin spells the value JUnit converts it to. */
function kotlinValue(cell: string, type: string): string | undefined {
  const v = cell.trim();
  const bare = v.startsWith("'") && v.endsWith("'") && v.length >= 2 ? v.slice(1, -1) : v;
  if (type.replace('?', '') === 'String') return JSON.stringify(bare);
  if (v === '') return type.endsWith('?') ? 'null' : undefined;
  if (/^(Boolean|Int|Long|Short|Byte|Double|Float)\??$/.test(type)) return bare;
  // an enum converted by its entry's name
  return /^[A-Z_][A-Z0-9_]*$/.test(bare) ? `${type.replace('?', '')}.${bare}` : undefined;
}

/** A test whose runs come from a source of rows: JUnit 5's `@ParameterizedTest`, JUnitParams' `@Parameters(method = …)`. */
const parameterisedTest = /@ParameterizedTest\b|@Parameters\s*\(\s*method\s*=/;

/** The calls that write out one row of arguments (`listOf(a, b)`, `arrayOf(a, b)`, `Arguments.of(a, b)`, `arguments(a, b)`). */
const rowCall = /^(?:listOf|arrayOf|mutableListOf|(?:Arguments\.)?of|arguments|Arguments\.arguments)(?:<[^>]*>)?\s*\(/;

/**
 * The rows a method source gives (`@MethodSource("cases")`, `@Parameters(method = "cases")`): the function of that
 * name in the file returns a written-out collection (`listOf(…)`, `arrayOf(…)`, `Stream.of(…)`) of rows, each a
 * written-out call of its arguments. Its values are Kotlin already; anything else gives no rows.
 */
function methodRows(annotations: string, src: string, count: number): string[][] {
  const source =
    /@MethodSource\s*\(\s*(?:value\s*=\s*)?\[?\s*"(\w+)"\s*\]?\s*\)/.exec(annotations) ??
    /@Parameters\s*\(\s*method\s*=\s*"(\w+)"\s*\)/.exec(annotations);
  if (!source) return [];
  const fun = new RegExp(`\\bfun\\s+${source[1]}\\s*\\(\\s*\\)[^={]*(?:=\\s*|\\{\\s*return\\s+)`).exec(src);
  if (!fun) return [];
  const outer = /^(?:listOf|arrayOf|(?:java\.util\.stream\.)?Stream\.of|sequenceOf)(?:<[^>]*>)?\s*\(/.exec(
    src.slice(fun.index + fun[0].length),
  );
  if (!outer) return [];
  const open = fun.index + fun[0].length + outer[0].length - 1;
  const end = closing(src, open);
  if (end < 0) return [];
  const rows: string[][] = [];
  for (const item of topLevelItems(src.slice(open + 1, end - 1))
    .map((i) => i.trim())
    .filter(Boolean)) {
    const call = rowCall.exec(item);
    const close = call ? closing(item, call[0].length - 1) : -1;
    if (!call || close !== item.length) return [];
    const values = topLevelItems(item.slice(call[0].length, -1))
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length !== count) return [];
    rows.push(values);
  }
  return rows;
}

/** The rows of values a `@CsvSource`/`@ValueSource`/method source above a parameterised test gives its parameters. */
function rowsOf(
  annotations: string,
  params: Array<{ name: string; type: string } | undefined>,
  src: string,
): string[][] {
  if (!parameterisedTest.test(annotations) || params.some((p) => !p)) return [];
  const typed = params as Array<{ name: string; type: string }>;
  const fromMethod = methodRows(annotations, src, typed.length);
  if (fromMethod.length) return fromMethod;
  const csv = /@CsvSource\s*\(/.exec(annotations);
  if (csv) {
    const inner = annotations.slice(csv.index + csv[0].length, closing(annotations, csv.index + csv[0].length - 1) - 1);
    const rows = [...inner.matchAll(/"((?:\\.|[^"\\])*)"/g)].map((m) => m[1]!.split(/,(?=(?:[^']*'[^']*')*[^']*$)/));
    const values = rows.map((cells) =>
      cells.length === typed.length ? cells.map((c, i) => kotlinValue(c, typed[i]!.type)) : [],
    );
    return values.every((r) => r.length > 0 && r.every((v) => v !== undefined)) ? (values as string[][]) : [];
  }
  const value = /@ValueSource\s*\(\s*\w+\s*=\s*(?:\[|\w+ArrayOf\()([^\])]*)/.exec(annotations);
  if (!value || typed.length !== 1) return [];
  return value[1]!
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => [s]);
}

/** The bodies of one run each of a head test: bound to a row of its source, or its loop over written-out values unrolled. */
function runsOf(head: TestFunction, src: string): string[] {
  const overEnums = enumRuns(head.annotations, head.params, head.body, src);
  if (overEnums) return overEnums;
  if (!parameterisedTest.test(head.annotations)) return head.params.trim() === '' ? loopRuns(head.body) : [];
  const params = parametersOf(head.params);
  const names = params.map((p) => p?.name ?? '');
  return rowsOf(head.annotations, params, src).flatMap((row) => bound(head.body, names, row) ?? []);
}

/** A body's statements: the text inside its outer braces (`= runTest { … }` keeps its wrapper: no match then). */
const inner = (body: string) => /^\s*\{([\s\S]*)\}\s*$/.exec(body)?.[1];

/**
 * The base body is one run of the head test, or every run of it one after another (`assertEquals("0", f(0))`,
 * `assertEquals("1K", f(1000))` → one body over the rows `("0", 0)`, `("1K", 1000)`), its lines read through the
 * grown-constructor fills.
 */
function isRunOf(base: TestFunction, head: TestFunction, src: string, grown: Map<string, GrownConstructor>): boolean {
  const runs = runsOf(head, src);
  const all = runs.map(inner);
  if (runs.length > 1 && all.every((r) => r !== undefined) && squash(inner(base.body) ?? '') === squash(all.join('\n')))
    return true;
  return runs.some((run) => {
    const b = new Map([['t', base.body]]),
      h = new Map([['t', run]]);
    const filled = applyFills(
      b,
      grownCallFills(b, h, [{ basePath: 't', headPath: 't' }], () => true, grown),
    );
    return squash(filled.get('t') ?? base.body) === squash(run);
  });
}

/**
 * The base test sources with each test that is one run of a parameterised head test read as that test: the
 * same-named base test takes the head test's text; another, deleted in the head file, is gone into it.
 */
export function parameterisedRuns(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  isTest: (path: string) => boolean,
  grown: Map<string, GrownConstructor>,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const { basePath, b, h } of testFileTexts(base, head, pairs, isTest)) {
    if (!/@ParameterizedTest\b|@Parameters\b|@TestParameter\b|\bforEach\b|\bfor\s*\(/.test(h)) continue;
    const heads = functionsOf(h);
    const parameterised = heads.filter((f) => /@(?:ParameterizedTest|Test)\b/.test(f.annotations));
    const headNames = new Set(heads.map((f) => f.name));
    let src = b;
    // last first, so earlier offsets stay valid
    for (const f of functionsOf(b).reverse()) {
      if (f.params.trim() !== '' || !/@Test\b/.test(f.annotations)) continue;
      const into = parameterised.find((g) => (g.name === f.name || !headNames.has(f.name)) && isRunOf(f, g, h, grown));
      if (!into) continue;
      src = src.slice(0, f.start) + (into.name === f.name ? h.slice(into.start, into.end) : '') + src.slice(f.end);
    }
    if (src !== b) out.set(basePath, src);
  }
  return out;
}
