import { descendants, named, type Syn, text } from '../kotlin/syntax.js';
import { typeName } from '../kotlin/type-checks.js';
import { failsTheTest } from './test-failures.js';

/**
 * Which of the failures a catch clause catches it lets go without failing the test. A `throw` in the clause rethrows
 * only on the paths that reach it: `if (e !is EspressoException) throw e` in a `RuntimeException` catch still swallows
 * `NoMatchingViewException`; `if (retries > 3) throw e` or `if (false) throw e` may swallow anything. The clause is
 * run once per failure a test library throws (its supertypes are known), a condition read where it is type tests of
 * the caught value: any other condition may go either way, and a path that may end without a throw swallows.
 */

/**
 * The failures test libraries throw, each with the types it certainly is, and those it may be (a library's variants):
 * every type of compose-api.ts `swallowingTypes` is one of them or above one.
 */
const failures: Record<string, { is: string[]; may?: string[] }> = {
  AssertionError: { is: ['Error', 'Throwable'] },
  AssertionFailedError: { is: ['AssertionError', 'Error', 'Throwable'] },
  ComparisonFailure: { is: ['AssertionError', 'Error', 'Throwable'], may: ['AssertionFailedError'] },
  IllegalStateException: { is: ['RuntimeException', 'Exception', 'Throwable'] },
  TimeoutException: { is: ['Exception', 'Throwable'] },
  ComposeTimeoutException: { is: ['Throwable'], may: ['Exception', 'RuntimeException', 'TimeoutException'] },
  NoMatchingViewException: { is: ['EspressoException', 'RuntimeException', 'Exception', 'Throwable'] },
};

/** Types a failure above is known not to be unless its list says so: other libraries' failures, common exceptions. */
const knownTypes = new Set([
  ...Object.keys(failures),
  'Throwable',
  'Error',
  'Exception',
  'RuntimeException',
  'EspressoException',
  'IOException',
  'InterruptedException',
  'CancellationException',
  'IllegalArgumentException',
  'NullPointerException',
  'SecurityException',
  'UnsupportedOperationException',
  'IndexOutOfBoundsException',
  'NumberFormatException',
]);

type Truth = boolean | undefined;
type Outcome = 'throws' | 'leaves' | 'continues';

/** Whether failure `f` (thrown as exactly that type) is a `type`: known, or undefined when it cannot be told. */
function failureIs(f: string, type: string): Truth {
  const t = failures[f];
  if (!t || f === type || t.is.includes(type)) return true;
  if (t.may?.includes(type) || !knownTypes.has(type)) return undefined;
  return false;
}

const not = (v: Truth): Truth => (v === undefined ? undefined : !v);

/** A condition's truth for caught value `param` being failure `f`; undefined for anything but type tests of it. */
function holds(n: Syn, param: string, f: string): Truth {
  const kids = named(n);
  if (n.type === 'parenthesized_expression' && kids.length === 1) return holds(kids[0]!, param, f);
  if (n.type === 'boolean_literal') return text(n).trim() === 'true';
  const op = n.children.find((c) => !c.named)?.type;
  if (n.type === 'unary_expression' || n.type === 'prefix_expression') {
    return op === '!' && kids.length === 1 ? not(holds(kids[0]!, param, f)) : undefined;
  }
  if ((n.type === 'binary_expression' || /^(?:con|dis)junction_expression$/.test(n.type)) && kids.length === 2) {
    const [a, b] = kids.map((k) => holds(k, param, f));
    const and = op === '&&' || n.type === 'conjunction_expression';
    if (and) return a === false || b === false ? false : a && b;
    if (op !== '||' && n.type !== 'disjunction_expression') return undefined;
    return a === true || b === true ? true : a === false && b === false ? false : undefined;
  }
  if (n.type !== 'is_expression' && n.type !== 'check_expression') return undefined;
  const [value, type] = kids;
  if (!value || !type || text(value).trim() !== param || (op !== 'is' && op !== '!is')) return undefined;
  const is = failureIs(f, typeName(text(type).replace(/[\s?]|<.*>/g, '')));
  return op === 'is' ? is : not(is);
}

/** Two paths' outcomes when either may be taken: a way out without a throw swallows; both throwing throw. */
function either(a: Outcome, b: Outcome): Outcome {
  if (a === b) return a;
  return a === 'leaves' || b === 'leaves' ? 'leaves' : 'continues';
}

/** `return`, `break` or `continue` (not a labelled lambda return, which only ends its lambda). */
const leaves = (d: Syn) =>
  /^(?:return_expression|return_statement|break_statement|continue_statement)$/.test(d.type) ||
  (d.type === 'jump_expression' && !/^throw\b/.test(text(d).trimStart())) ||
  (d.type === 'identifier' && /^(?:break|continue)$/.test(text(d)));

/** The statements of a block or branch body. */
function statementsOf(n: Syn): Syn[] {
  if (n.type !== 'block' && n.type !== 'control_structure_body' && n.type !== 'statements') return [n];
  return named(n).flatMap((c) => (c.type === 'statements' ? named(c) : [c]));
}

/** How a sequence of statements ends for failure `f`. */
function run(stmts: Syn[], param: string, f: string): Outcome {
  for (const st of stmts) {
    const out = step(st, param, f);
    if (out !== 'continues') return out;
  }
  return 'continues';
}

function step(st: Syn, param: string, f: string): Outcome {
  if (failsTheTest(st)) return 'throws';
  if (leaves(st)) return 'leaves';
  if (st.type === 'if_expression') {
    const condition = st.children.find((c) => c.field === 'condition');
    const at = st.children.findIndex((c) => c.type === 'else');
    const branches = named(st).filter((c) => c !== condition);
    const then = branches.find((c) => at < 0 || st.children.indexOf(c) < at);
    const otherwise = at < 0 ? undefined : branches.find((c) => st.children.indexOf(c) > at);
    const [a, b] = [then, otherwise].map((x) => (x ? run(statementsOf(x), param, f) : 'continues'));
    const truth = condition ? holds(condition, param, f) : undefined;
    return truth === true ? a! : truth === false ? b! : either(a!, b!);
  }
  // anything else may leave where it holds a jump; a throw nested in it may not be reached
  return [...descendants(st)].some(leaves) ? 'leaves' : 'continues';
}

/**
 * The failure types a catch clause of `caught` (one of compose-api.ts `swallowingTypes`) swallows:
 * `[caught]` when it rethrows none, none when it rethrows every failure it catches, else those it lets go.
 */
export function swallowedFailures(cb: Syn, caught: string): string[] {
  const block = cb.children.find((c) => c.type === 'block');
  const param = cb.children.find((c) => c.type === 'identifier');
  const stmts = block ? statementsOf(block) : [];
  const kinds = Object.entries(failures)
    .filter(([f, t]) => f === caught || t.is.includes(caught) || t.may?.includes(caught))
    .map(([f]) => f);
  const swallowed = kinds.filter((f) => run(stmts, param ? text(param) : '', f) !== 'throws');
  return swallowed.length === kinds.length ? [caught] : swallowed;
}
