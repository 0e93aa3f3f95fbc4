import { getEventListeners } from 'node:events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AbortFanOut } from '../../src/adb/abort-fan-out.js';
import type { TestId } from '../../src/config/outcome.js';
import { type RunBatch, runSchedule } from '../../src/schedule/scheduler.js';

const suite = (n: number): TestId[] =>
  Array.from({ length: n }, (_, i) => ({ class: `com.example.C${i % 50}`, method: `m${i}` }));
const devices = (n: number) => Array.from({ length: n }, (_, i) => ({ serial: `d${i}`, groups: ['g'] }));
const abortListeners = (s: AbortSignal) => getEventListeners(s, 'abort').length;

/**
 * A device runner that does what an adb call does with the signal it is given: listens for abort
 * while the call is out, and stops listening when it returns. It records how many listeners the
 * run's signal has at the busiest moment.
 */
function listeningRunner(run: AbortSignal) {
  const seen = { maxOnRun: 0, signals: new Set<AbortSignal>() };
  const runBatch: RunBatch = async (device, batch, signal) => {
    seen.signals.add(signal);
    const onAbort = () => undefined;
    signal.addEventListener('abort', onAbort, { once: true });
    seen.maxOnRun = Math.max(seen.maxOnRun, abortListeners(run));
    await new Promise((r) => setImmediate(r));
    signal.removeEventListener('abort', onAbort);
    return {
      executions: batch.tests.map((test) => ({
        test,
        device: device.serial,
        outcome: 'passed' as const,
        durationMs: 1,
      })),
      deviceUsable: true,
    };
  };
  return { runBatch, seen };
}

let warnings: Error[] = [];
const onWarning = (w: Error) => warnings.push(w);
beforeEach(() => {
  warnings = [];
  process.on('warning', onWarning);
});
afterEach(() => {
  process.off('warning', onWarning);
});

describe('abort listeners on the run signal', () => {
  it('stay at one however many devices work at once, and are gone after the run', async () => {
    const run = new AbortController();
    for (const n of [4, 24]) {
      const { runBatch, seen } = listeningRunner(run.signal);
      const executions = await runSchedule({
        groups: [{ name: 'g', tests: suite(500) }],
        devices: devices(n),
        runBatch,
        estimate: () => 10,
        reschedule: 1,
        confirmFailures: false,
        signal: run.signal,
      });
      expect(executions).toHaveLength(500);
      expect(seen.maxOnRun).toBe(1);
      // each device works on a signal of its own, not the run's
      expect(seen.signals.has(run.signal)).toBe(false);
      expect(seen.signals.size).toBe(n);
      expect(abortListeners(run.signal)).toBe(0);
    }
    // the warning is emitted on the next tick
    await new Promise((r) => setImmediate(r));
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
  });

  it('do not grow with the number of runs that share one signal (a heal loop reruns with it)', async () => {
    const run = new AbortController();
    for (let i = 0; i < 15; i++) {
      await runSchedule({
        groups: [{ name: 'g', tests: suite(20) }],
        devices: devices(2),
        runBatch: listeningRunner(run.signal).runBatch,
        estimate: () => 10,
        reschedule: 1,
        confirmFailures: false,
        signal: run.signal,
      });
    }
    expect(abortListeners(run.signal)).toBe(0);
  });

  it('an abort of the run still reaches every device signal, with its reason', async () => {
    const run = new AbortController();
    const fan = new AbortFanOut(run.signal);
    const a = fan.child();
    const b = fan.child();
    b.release();
    run.abort(new Error('SIGINT'));
    expect(a.signal.aborted).toBe(true);
    expect((a.signal.reason as Error).message).toBe('SIGINT');
    // a released child is no longer the fan-out's to abort
    expect(b.signal.aborted).toBe(false);
    // a child asked for after the abort starts aborted
    expect(fan.child().signal.aborted).toBe(true);
  });
});
