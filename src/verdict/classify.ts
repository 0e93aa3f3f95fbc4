import { type Execution, type TestId, testKey, type UndeterminedReason } from '../config/outcome.js';
import { parseTrace } from '../instrument/trace.js';
import { type DeviceAfter, decideOutcome, REASON_TEXT, type TestObservation } from './outcome.js';

/** One test as the output showed it. `incomplete` = started and never ended (in flight at the end). */
export interface ObservedTest {
  test: TestId;
  status: 'passed' | 'failed' | 'ignored' | 'assumption-failed' | 'incomplete';
  trace?: string;
  /** this test was running when the app process crashed (the parser reports it as failed + crashed) */
  crashed?: boolean;
  durationMs?: number;
  startedAt?: string;
}

/** How the instrumentation run ended, from the parser plus the runner's own silence timer. */
export interface ObservedRun {
  tests: ObservedTest[];
  end: 'complete' | 'incomplete' | 'crashed' | 'aborted' | 'failed-to-start';
  /** shortMsg, INSTRUMENTATION_ABORTED text or the start error */
  message?: string;
  /** the runner stopped waiting because the output was silent too long */
  silenceTimedOut: boolean;
}

export type BatchExecution = Omit<Execution, 'attempt' | 'group'>;

export interface Classified {
  executions: BatchExecution[];
  /** why the batch ended early; tests with no execution never started */
  stopReason?: UndeterminedReason;
}

/**
 * Observed run + the device's health after it → one execution per test that started, by the
 * outcome table (src/verdict/outcome.ts). Passes observed before a crash are kept; only the in-flight test takes the
 * blame, and only if the device was healthy afterwards.
 */
export function classifyBatch(
  batch: readonly TestId[],
  run: ObservedRun,
  after: DeviceAfter,
  device: string,
): Classified {
  const executions: BatchExecution[] = [];
  const seen = new Set<string>();
  const inBatch = new Set(batch.map(testKey));
  const inFlightObservation: TestObservation | undefined = run.silenceTimedOut
    ? 'silence-timeout'
    : (
        {
          crashed: 'process-crashed',
          aborted: 'system-crash',
          incomplete: 'output-stopped',
          complete: 'output-stopped',
          'failed-to-start': 'failed-to-start',
        } as const
      )[run.end];

  for (const t of run.tests) {
    const key = testKey(t.test);
    // Tests outside the batch (a runner that ignored the filter) are not ours to judge here.
    if (!inBatch.has(key) || seen.has(key)) continue;
    seen.add(key);
    const observed: TestObservation = t.crashed
      ? 'process-crashed'
      : t.status === 'passed'
        ? 'passed'
        : t.status === 'failed'
          ? 'failed'
          : t.status === 'incomplete'
            ? inFlightObservation
            : 'skipped';
    executions.push(toExecution(t, observed, after, device, run));
  }

  if (run.end === 'failed-to-start') {
    for (const t of batch) {
      if (seen.has(testKey(t))) continue;
      // Stryker disable next-line StringLiteral: equivalent, toExecution reads the status only of a skipped test
      executions.push(toExecution({ test: t, status: 'incomplete' }, 'failed-to-start', after, device, run));
    }
    return { executions };
  }

  const unreached = batch.filter((t) => !seen.has(testKey(t)));
  if (unreached.length === 0) return { executions };
  if (run.end === 'complete' && !run.silenceTimedOut && after === 'healthy') {
    // The run finished normally and never mentioned these tests: re-running will not change that.
    for (const t of unreached)
      executions.push({
        test: t,
        device,
        outcome: 'undetermined',
        reason: 'not-run',
        detail: 'the runner finished without reporting this test (filtered out, or not a test)',
      });
    return { executions };
  }
  const stopReason = stopReasonOf(run, after);
  return { executions, stopReason };
}

function stopReasonOf(run: ObservedRun, after: DeviceAfter): UndeterminedReason {
  if (run.end === 'aborted') return 'system-crash';
  const rule = decideOutcome(run.silenceTimedOut ? 'silence-timeout' : 'output-stopped', after);
  return rule.outcome === 'undetermined' ? rule.reason : 'run-incomplete';
}

function toExecution(
  t: ObservedTest,
  observed: TestObservation,
  after: DeviceAfter,
  device: string,
  run: ObservedRun,
): BatchExecution {
  const rule = decideOutcome(observed, after);
  const base = {
    test: t.test,
    device,
    ...(t.durationMs !== undefined ? { durationMs: t.durationMs } : {}),
    ...(t.startedAt ? { startedAt: t.startedAt } : {}),
  };
  switch (rule.outcome) {
    case 'passed':
      return { ...base, outcome: 'passed' };
    case 'skipped':
      return {
        ...base,
        outcome: 'skipped',
        skipKind: t.status === 'assumption-failed' ? 'assumption' : 'ignored',
        ...(t.trace ? { detail: firstLine(t.trace) } : {}),
      };
    case 'failed': {
      if (rule.failureKind === 'timeout')
        return {
          ...base,
          outcome: 'failed',
          failureKind: 'timeout',
          detail: 'no output past the silence timeout while the device kept answering',
        };
      if (rule.failureKind === 'crash') {
        return {
          ...base,
          outcome: 'failed',
          failureKind: 'crash',
          detail: `app crashed: ${run.message ?? 'Process crashed.'}`,
          ...(t.trace ? { trace: t.trace } : {}),
        };
      }
      const type = t.trace ? parseTrace(t.trace).type : undefined;
      // Stryker disable next-line StringLiteral: equivalent, any fallback without "Assert" etc. means no type
      const assertion = /Assert|ComparisonFailure|Truth|Expect/.test(type ?? '');
      return {
        ...base,
        outcome: 'failed',
        failureKind: assertion ? 'assertion' : 'exception',
        ...(t.trace ? { trace: t.trace, detail: firstLine(t.trace) } : {}),
      };
    }
    case 'undetermined':
      return {
        ...base,
        outcome: 'undetermined',
        reason: rule.reason,
        detail:
          rule.reason === 'setup-failed' && run.message
            ? `${run.message} — ${REASON_TEXT['setup-failed']}`
            : REASON_TEXT[rule.reason],
        ...(t.trace ? { trace: t.trace } : {}),
      };
  }
}

function firstLine(text: string): string {
  const line = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  return line.length > 300 ? `${line.slice(0, 297)}...` : line.trim();
}
