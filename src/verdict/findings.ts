import { createHash } from 'node:crypto';
import { type Execution, type Finding, type StackFrame, type TestVerdict, testKey } from '../config/outcome.js';
import { firstAppFrame, rootCause as innermost, parseTrace } from '../instrument/trace.js';

/**
 * Failures clustered by root cause (DESIGN.md §5): exception type + first app frame, or the
 * failing assertion's call site. Twenty tests failing on one crash are one finding — one fixer
 * session. Ids are derived from the signature, so the same cause has the same id in every run.
 */
export function clusterFindings(
  verdicts: readonly TestVerdict[],
  executions: readonly Execution[],
  opts: { appPackages?: readonly string[] } = {},
): Finding[] {
  const failing = new Set(verdicts.filter((v) => v.verdict === 'fail').map((v) => `${v.group}|${testKey(v.test)}`));
  const clusters = new Map<string, Finding>();
  for (const e of executions) {
    if (e.outcome !== 'failed' || !failing.has(`${e.group}|${testKey(e.test)}`)) continue;
    const cause = rootCause(e, opts.appPackages ?? []);
    let f = clusters.get(cause.signature);
    if (!f) {
      f = { id: findingId(cause.signature), ...cause, tests: [], devices: [], ...(e.trace ? { trace: e.trace } : {}) };
      clusters.set(cause.signature, f);
    }
    if (!f.tests.some((t) => testKey(t) === testKey(e.test))) f.tests.push(e.test);
    if (e.device && !f.devices.includes(e.device)) f.devices.push(e.device);
  }
  return [...clusters.values()];
}

interface RootCause {
  signature: string;
  exceptionType?: string;
  message?: string;
  frame?: StackFrame;
}

function rootCause(e: Execution, appPackages: readonly string[]): RootCause {
  // a problem a host check located (compile error, lint, formatter): the site is the file and line it names
  if (e.location && !e.trace) {
    const at = `${e.location.file}${e.location.line !== undefined ? `:${e.location.line}` : ''}`;
    return {
      signature: `${e.test.method.replace(/:\d+(:\d+)?$/, '')} at ${at}`,
      ...(e.detail ? { message: e.detail } : {}),
      frame: {
        class: e.test.class,
        method: e.test.method,
        file: e.location.file,
        ...(e.location.line !== undefined ? { line: e.location.line } : {}),
      },
    };
  }
  const parsed = e.trace ? parseTrace(e.trace) : undefined;
  // the innermost `Caused by:` is the cause a fixer must address; its frames lead to the app code
  const head = parsed ? innermost(parsed) : undefined;
  const frame = parsed ? firstAppFrame(parsed, appPackages) : undefined;
  const message = head?.message?.split('\n', 1)[0] ?? e.detail;
  const common = {
    ...(head?.type ? { exceptionType: head.type } : {}),
    ...(message ? { message } : {}),
    ...(frame ? { frame } : {}),
  };
  if (head?.type && frame) return { signature: `${head.type} at ${frameText(frame)}`, ...common };
  if (head?.type) return { signature: `${head.type}: ${message ?? ''}`.trim(), ...common };
  // No trace: an app crash without a stack clusters by its message; a timeout is its test's own.
  if (e.failureKind === 'timeout') return { signature: `timeout in ${testKey(e.test)}`, ...common };
  return { signature: `${e.failureKind ?? 'failure'}: ${e.detail ?? 'no detail'}`, ...common };
}

function frameText(f: StackFrame): string {
  return `${f.class}.${f.method}(${f.file ?? '?'}${f.line !== undefined ? `:${f.line}` : ''})`;
}

export function findingId(signature: string): string {
  return `F-${createHash('sha256').update(signature).digest('hex').slice(0, 10)}`;
}
