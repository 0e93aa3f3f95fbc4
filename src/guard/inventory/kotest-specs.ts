import { named, type Syn, text } from '../kotlin/syntax.js';
import type { FnDecl } from './function-decls.js';
import type { Annotation } from './tests.js';

/**
 * The tests of a Kotest spec class (`class T : StringSpec({ "rounds down" { … } })`): each leaf block of the spec's
 * lambda is a test, named by its path of strings (`getShortRemainingString / contain day`) — a string invoked with a
 * lambda (`"x" { }`, StringSpec, FreeSpec's leaves), a call given a name then a lambda (`test("x") { }`, `it`,
 * `should`, `scenario`, `expect`, `given`…), or a string joined to a lambda by a word (`"x" should { }`, `"x" When { }`).
 * A block holding such blocks is a container; the leaves under it are the tests. Without these, a JUnit class
 * converted to a spec read as every test deleted, and a check dropped from a spec was never seen.
 */

const specStyles = new Set([
  ...['StringSpec', 'FunSpec', 'WordSpec', 'DescribeSpec', 'BehaviorSpec'],
  ...['ShouldSpec', 'FreeSpec', 'FeatureSpec', 'ExpectSpec'],
]);

/** The spec lambda of a class extending a Kotest style with one (`: FunSpec({ … })`), or undefined. */
function specLambda(cls: Syn): Syn | undefined {
  const specifiers = cls.children.find((c) => c.type === 'delegation_specifiers');
  for (const s of specifiers ? named(specifiers) : []) {
    const inv = named(s)[0];
    if (inv?.type !== 'constructor_invocation') continue;
    const type = named(inv)[0];
    const ids = type ? named(type).filter((c) => c.type === 'identifier') : [];
    if (!specStyles.has(ids.length ? text(ids[ids.length - 1]!) : '')) continue;
    const args = inv.children.find((c) => c.type === 'value_arguments');
    const arg = args ? named(args)[0] : undefined;
    const lambda = arg && named(arg)[0];
    if (lambda?.type === 'lambda_literal') return lambda;
  }
  return undefined;
}

/** The functions that open a named test or container (`test("x") { }`, `"x" should { }`); `withClue("x") { }` is no test. */
const blockWords = new Set([
  ...['test', 'context', 'describe', 'it', 'should', 'feature', 'scenario', 'expect', 'xtest', 'xcontext'],
  ...['xdescribe', 'xit', 'xshould', 'given', 'Given', 'and', 'And', 'When', 'then', 'Then', 'include'],
]);

const plain = (s: Syn) => text(s).replace(/^"|"$/g, '');

/** A block of the spec: its name and lambda, or undefined for any other statement. */
function block(n: Syn): { name: string; lambda: Syn } | undefined {
  const [first, second, third] = named(n);
  if (n.type === 'infix_expression' && first?.type === 'string_literal' && third?.type === 'lambda_literal')
    return blockWords.has(text(second!)) ? { name: plain(first), lambda: third } : undefined;
  if (n.type !== 'call_expression' || second?.type !== 'annotated_lambda') return undefined;
  const lambda = named(second).find((c) => c.type === 'lambda_literal');
  if (!lambda) return undefined;
  if (first?.type === 'string_literal') return { name: plain(first), lambda };
  const callee = first?.type === 'call_expression' ? named(first)[0] : undefined;
  if (callee?.type !== 'identifier' || !blockWords.has(text(callee))) return undefined;
  const args = first!.children.find((c) => c.type === 'value_arguments');
  const title = args ? named(named(args)[0] ?? args)[0] : undefined;
  return title?.type === 'string_literal' ? { name: plain(title), lambda } : undefined;
}

/** The spec's leaf blocks as test functions of `className`. */
export function kotestSpecTests(cls: Syn, className: string, classAnnotations: Annotation[]): FnDecl[] {
  const spec = specLambda(cls);
  if (!spec) return [];
  const out: FnDecl[] = [];
  const visit = (lambda: Syn, path: string[]) => {
    for (const stmt of named(lambda)) {
      const b = block(stmt);
      if (!b) continue;
      const before = out.length;
      visit(b.lambda, [...path, b.name]);
      if (out.length > before) continue;
      const name = [...path, b.name].join(' / ');
      out.push({
        node: stmt,
        className,
        classAnnotations,
        name,
        params: [],
        body: b.lambda,
        isPrivate: false,
        specTest: true,
      });
    }
  };
  visit(spec, []);
  return out;
}
