import type { AdbServer } from '../../adb/call.js';
import { shell } from '../../adb/shell.js';
import type { InstrumentRun } from '../../config/instrument-result.js';
import type { Execution, TestId } from '../../config/outcome.js';
import type { Isolation } from '../../config/project.js';
import type { ReportIsolation } from '../../config/report.js';
import { streamInstrumentation } from './stream-run.js';

/** At most this many failures of one batch are re-run alone: a batch that fails wholesale is not an order problem. */
const MAX_ORDER_CHECKS_PER_BATCH = 5;

/**
 * What isolation costs, summed over a check's batches: the wall time of its instrumentations (with the
 * `pm clear`s and, under the orchestrator, one process start per test) against the time spent inside tests.
 */
export class IsolationMeter {
  private instrumentations = 0;
  private tests = 0;
  private testMs = 0;
  private wallMs = 0;
  private orderChecks = 0;

  constructor(readonly mode: Isolation) {}

  /** One `am instrument` call (under the orchestrator, one per test it started) and how long it took. */
  add(run: InstrumentRun, wallMs: number): void {
    const ended = run.tests.filter((t) => t.durationMs !== undefined);
    this.instrumentations += this.mode === 'test' ? run.tests.length : 1;
    this.tests += ended.length;
    this.testMs += ended.reduce((sum, t) => sum + (t.durationMs ?? 0), 0);
    this.wallMs += wallMs;
  }

  orderChecked(): void {
    this.orderChecks++;
  }

  report(): ReportIsolation {
    // the overhead from the rounded totals the report shows, so a reader's own sum agrees with it
    const testMs = Math.round(this.testMs);
    const wallMs = Math.round(this.wallMs);
    return {
      mode: this.mode,
      instrumentations: this.instrumentations,
      tests: this.tests,
      testMs,
      wallMs,
      overheadMsPerTest: this.tests > 0 ? Math.round(Math.max(0, wallMs - testMs) / this.tests) : 0,
      ...(this.mode !== 'test' ? { orderChecks: this.orderChecks } : {}),
    };
  }
}

/** `pm clear` of each package: the app's data (files, databases, preferences) as after a fresh install. */
export async function clearPackages(
  server: AdbServer,
  serial: string,
  packages: readonly string[],
  opts: { timeoutMs: number; signal: AbortSignal },
): Promise<void> {
  for (const pkg of packages) await shell(server, serial, ['pm', 'clear', pkg], opts);
}

/** What a re-run alone needs: where, which instrumentation, which packages to clear, its limits. */
export interface OrderCheck {
  server: AdbServer;
  serial: string;
  cmd: { testPackage: string; runner: string; args: ReadonlyArray<readonly [string, string]> };
  packages: readonly string[];
  silenceMs: number;
  probeMs: number;
  signal: AbortSignal;
  meter: IsolationMeter;
}

/**
 * Under isolation none or class, each failure of a batch is told apart at once, on the same device: run
 * alone with the app data the tests before it left, it must fail again (a test that now passes may just be
 * flaky — the verdict's re-checks decide that); then run alone after `pm clear`, as the orchestrator would
 * run it, it must pass. Both: it depends on what earlier tests left behind, and is marked `orderDependent`,
 * which the verdict reports instead of flaky. Device trouble during either run leaves the failure as it was.
 */
export async function checkOrder<E extends Pick<Execution, 'test' | 'outcome' | 'detail' | 'check'>>(
  executions: readonly E[],
  check: OrderCheck,
): Promise<{ executions: E[]; reruns: Rerun[] }> {
  const failed = executions.filter((e) => e.outcome === 'failed').slice(0, MAX_ORDER_CHECKS_PER_BATCH);
  const dependent = new Set<E>();
  const reruns: Rerun[] = [];
  // every run that completed is kept: a pass the device saw is never hidden from the report
  const keep = (e: E, alone: AloneRun | undefined, cleared: boolean) => {
    if (alone)
      reruns.push({
        test: e.test,
        ...(e.check ? { check: e.check } : {}),
        device: check.serial,
        outcome: alone.outcome,
        ...(alone.durationMs !== undefined ? { durationMs: alone.durationMs } : {}),
        detail: `order check: run alone ${cleared ? 'after pm clear' : 'with the app data earlier tests left'}`,
      });
    return alone?.outcome;
  };
  for (const e of failed) {
    if (check.signal.aborted) break;
    check.meter.orderChecked();
    if (keep(e, await aloneOutcome(e.test, check, false), false) !== 'failed') continue;
    if (keep(e, await aloneOutcome(e.test, check, true), true) === 'passed') dependent.add(e);
  }
  const marked = executions.map((e) =>
    dependent.has(e)
      ? {
          ...e,
          orderDependent: true as const,
          detail: `order-dependent: ${e.detail ?? 'failed'} — failed again alone with the app data earlier tests left, passed alone with it cleared`,
        }
      : e,
  );
  return { executions: marked, reruns };
}

/** A run the order check made, as the report keeps it. */
export type Rerun = Pick<Execution, 'test' | 'check' | 'device' | 'outcome' | 'durationMs' | 'detail'>;

interface AloneRun {
  outcome: 'passed' | 'failed';
  durationMs?: number;
}

/** One run of `test` alone, after `pm clear` when `cleared`: passed, failed, or nothing learnt (undefined). */
async function aloneOutcome(test: TestId, check: OrderCheck, cleared: boolean): Promise<AloneRun | undefined> {
  if (cleared) {
    try {
      await clearPackages(check.server, check.serial, check.packages, {
        timeoutMs: check.probeMs,
        signal: check.signal,
      });
    } catch {
      return undefined; // the device could not clear: nothing is learnt, the failure stands
    }
  }
  const { run } = await streamInstrumentation(
    check.server,
    check.serial,
    { ...check.cmd, tests: [test] },
    { silenceMs: check.silenceMs, signal: check.signal },
  );
  const alone = run.tests.find((t) => t.class === test.class && t.method === test.method);
  if (run.status !== 'complete' || !alone) return undefined;
  if (alone.status !== 'passed' && alone.status !== 'failed') return undefined;
  return { outcome: alone.status, ...(alone.durationMs !== undefined ? { durationMs: alone.durationMs } : {}) };
}
