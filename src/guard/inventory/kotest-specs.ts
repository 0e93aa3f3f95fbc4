import { ancestors, named, type Syn, text } from '../kotlin/syntax.js';
import type { FnDecl } from './function-decls.js';
import type { Annotation } from './tests.js';

/**
 * The tests of a Kotest spec class (`class T : StringSpec({ "rounds down" { … } })`, or the spec's `init { }`): each
 * leaf block is a test, named by its path of strings (`getShortRemainingString / contain day`) — a string invoked
 * with a lambda (`"x" { }`, StringSpec, FreeSpec's leaves), a call given a name then a lambda (`test("x") { }`, `it`,
 * `should`, `scenario`, `given`…), a string joined to a lambda by a word or FreeSpec's `-` (`"x" should { }`,
 * `"x" - { }`), a name with `.config(…)`, or a data test (`withData(…) { row -> … }`). A block holding such blocks is
 * a container; the leaves under it are the tests. Blocks made inside a loop or another call of a container
 * (`days.forEach { d -> "on $d" When { … } }`) are the container's. A disabled block (`xit`, `xtest`,
 * `.config(enabled = false)`) is no test: disabling one reads as its deletion. Without these, a JUnit class converted
 * to a spec read as every test deleted, and a check dropped from a spec was never seen.
 */

const specStyles = new Set([
  ...['StringSpec', 'FunSpec', 'WordSpec', 'DescribeSpec', 'BehaviorSpec'],
  ...['ShouldSpec', 'FreeSpec', 'FeatureSpec', 'ExpectSpec', 'AnnotationSpec'],
]);

/** Whether the file of `cls` imports Kotest (a project's own spec base class, `: SerializerSpec({ … })`, is one then). */
function importsKotest(cls: Syn): boolean {
  const root = ancestors(cls).at(-1) ?? cls;
  return named(root).some((c) => c.type.startsWith('import') && /^import\s+io\.kotest\./.test(text(c)));
}

/** The bodies holding a spec's blocks: the lambda given to a Kotest style (`: FunSpec({ … })`), or its `init { }`. */
function specBodies(cls: Syn): Syn[] {
  const specifiers = cls.children.find((c) => c.type === 'delegation_specifiers');
  for (const s of specifiers ? named(specifiers) : []) {
    const inv = named(s)[0];
    if (inv?.type !== 'constructor_invocation') continue;
    const type = named(inv)[0];
    const ids = type ? named(type).filter((c) => c.type === 'identifier') : [];
    const style = ids.length ? text(ids[ids.length - 1]!) : '';
    if (!specStyles.has(style) && !(style.endsWith('Spec') && importsKotest(cls))) continue;
    const args = inv.children.find((c) => c.type === 'value_arguments');
    const arg = args ? named(args)[0] : undefined;
    const lambda = arg && named(arg)[0];
    if (lambda?.type === 'lambda_literal') return [lambda];
    const body = cls.children.find((c) => c.type === 'class_body');
    const inits = body ? named(body).filter((c) => c.type === 'anonymous_initializer') : [];
    return inits.flatMap((i) => named(i).filter((c) => c.type === 'block'));
  }
  return [];
}

/** The functions that open a named test or container (`test("x") { }`, `"x" should { }`); `withClue("x") { }` is no test. */
const blockWords = new Set([
  ...['test', 'context', 'describe', 'it', 'should', 'feature', 'scenario', 'expect', 'given', 'Given', 'and'],
  ...['And', 'when', 'When', 'then', 'Then', 'Context', 'Describe', 'Feature', 'Scenario', 'Expect'],
]);

/** Kotest's disabled forms of those (`xit("x") { }`): no test. */
const disabledWord = (w: string) => /^x[a-zA-Z]+$/.test(w) && blockWords.has(w.slice(1));

const plain = (s: Syn) => text(s).replace(/^"|"$/g, '');
const word = (s: Syn) => text(s).replace(/^`|`$/g, '');

type SpecBlock = { name: string; lambda: Syn } | 'disabled' | undefined;

/** The name a block's head gives (`"x"`, `test("x")`), 'disabled' for `xtest("x")`, or undefined for any other call. */
function title(head: Syn | undefined): string | 'disabled' | undefined {
  if (head?.type === 'string_literal') return plain(head);
  if (head?.type === 'navigation_expression') return undefined;
  const [callee, args] = head?.type === 'call_expression' ? named(head) : [];
  if (callee?.type !== 'identifier' || args?.type !== 'value_arguments') return undefined;
  const first = named(named(args)[0] ?? args)[0];
  if (word(callee) === 'withData') return 'withData';
  if (first?.type !== 'string_literal') return undefined;
  if (disabledWord(word(callee))) return 'disabled';
  return blockWords.has(word(callee)) ? plain(first) : undefined;
}

/** `"x".config(…)` or `test("x").config(…)`: the name, 'disabled' when the config disables it, else undefined. */
function configured(head: Syn | undefined): string | 'disabled' | undefined {
  const [nav, args] = head?.type === 'call_expression' ? named(head) : [];
  if (nav?.type !== 'navigation_expression' || !args) return undefined;
  const [receiver, suffix] = named(nav);
  if (!suffix || text(suffix).replace(/^\./, '') !== 'config') return undefined;
  const name = title(receiver);
  if (name === undefined || name === 'disabled') return name;
  return /\benabled\s*=\s*false\b|\benabled(?:If|OrReasonIf)\s*=/.test(text(args)) ? 'disabled' : name;
}

/** A block of the spec: its name and lambda, 'disabled', or undefined for any other statement. */
function block(n: Syn): SpecBlock {
  const [first, second, third] = named(n);
  const str = first?.type === 'string_literal';
  if (n.type === 'infix_expression' && str && third?.type === 'lambda_literal')
    return blockWords.has(word(second!)) ? { name: plain(first), lambda: third } : undefined;
  if (n.type === 'binary_expression' && str && second?.type === 'lambda_literal' && /"\s*-\s*\{/.test(text(n)))
    return { name: plain(first), lambda: second };
  if (n.type !== 'call_expression' || second?.type !== 'annotated_lambda') return undefined;
  const lambda = named(second).find((c) => c.type === 'lambda_literal');
  const name = title(first) ?? configured(first);
  if (!lambda || name === undefined) return undefined;
  return name === 'disabled' ? name : { name, lambda };
}

/** The lambdas of a statement that is no block (`days.forEach { d -> … }`): blocks made there are its container's. */
function innerLambdas(n: Syn): Syn[] {
  if (n.type !== 'call_expression') return [];
  const trailing = named(n).find((c) => c.type === 'annotated_lambda');
  return trailing ? named(trailing).filter((c) => c.type === 'lambda_literal') : [];
}

/** The spec's leaf blocks as test functions of `className`. */
export function kotestSpecTests(cls: Syn, className: string, classAnnotations: Annotation[]): FnDecl[] {
  const out: FnDecl[] = [];
  const seen = new Map<string, number>();
  const visit = (body: Syn, path: string[]) => {
    for (const stmt of named(body)) {
      const b = block(stmt);
      if (b === 'disabled') continue;
      if (!b) {
        for (const l of innerLambdas(stmt)) visit(l, path);
        continue;
      }
      const before = out.length;
      visit(b.lambda, [...path, b.name]);
      if (out.length > before) continue;
      const base = [...path, b.name].join(' / ');
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      const name = n === 1 ? base : `${base} #${n}`;
      out.push({
        node: stmt,
        className,
        classAnnotations,
        name,
        params: [],
        body: b.lambda,
        isPrivate: false,
        specTest: true,
        table: b.name === 'withData' ? { call: stmt, lambda: b.lambda } : undefined,
      });
    }
  };
  for (const body of specBodies(cls)) visit(body, []);
  return out;
}
