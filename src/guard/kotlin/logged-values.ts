import { flattenChain, memberName } from './calls.js';
import { named, type Syn, text } from './syntax.js';

// `vm.count().also { Log.d(TAG, "count=$it") }` is `vm.count()`: `also`/`onEach` hand their receiver
// on unchanged, and a block that only logs changes nothing else. Diagnostics added to a test read as
// the value they pass through, not as another value checked.

const passThrough = new Set(['also', 'onEach']);
const loggers = /^(?:Log|Timber|Logger|println|print|logcat|log[A-Z]\w*|log|logger|printToLog)$/;

/** True when a statement only logs: `Log.d(…)`, `Timber.tag(t).i(…)`, `println(…)`, `logcat { … }`, `logger.info(…)`. */
export function onlyLogs(st: Syn): boolean {
  if (st.type !== 'call_expression') return false;
  const { root, segments } = flattenChain(st);
  const first = root?.type === 'identifier' ? text(root) : segments[0]?.name;
  if (segments.some((s) => s.name === 'printToLog')) return segments[segments.length - 1]?.name === 'printToLog';
  return (
    !!first &&
    loggers.test(first) &&
    segments.every((s) => s.kind !== 'call' || !/^assert|^check$|^verify/.test(s.name))
  );
}

/** The receiver of `x.also { <logging only> }`, or undefined when the call is anything else. */
export function loggedReceiver(n: Syn): Syn | undefined {
  const [callee, lambda] = n.children;
  if (n.children.length !== 2 || callee?.type !== 'navigation_expression' || lambda?.type !== 'annotated_lambda')
    return undefined;
  if (!passThrough.has(memberName(callee) ?? '')) return undefined;
  const body = named(lambda).find((c) => c.type === 'lambda_literal');
  const stmts = body ? named(body).filter((c) => c.type !== 'lambda_parameters') : [];
  const flat = stmts.length === 1 && stmts[0]!.type === 'statements' ? named(stmts[0]!) : stmts;
  return flat.length > 0 && flat.every(onlyLogs) ? named(callee)[0] : undefined;
}
