import { type TestId, testKey } from '../../src/config/outcome.js';
import { type RunBatch, runSchedule } from '../../src/schedule/scheduler.js';

/**
 * A simulated rack on a virtual clock: each device runs its batch for the tests' durations plus a
 * launch cost; the next batch goes to the device that frees first. Deterministic: no wall time.
 */
export async function simulate(
  devices: number,
  tests: TestId[],
  ms: (k: string) => number,
  launchMs: number,
  opts: { mergeClasses?: boolean } = {},
) {
  let clock = 0;
  const busyUntil = new Map<string, number>();
  const batches: string[][] = [];
  const runBatch: RunBatch = async (device, batch) => {
    const start = Math.max(clock, busyUntil.get(device.serial) ?? 0);
    const end = start + launchMs + batch.tests.reduce((s, x) => s + ms(testKey(x)), 0);
    busyUntil.set(device.serial, end);
    batches.push(batch.tests.map(testKey));
    // let every device that is free at an earlier time take its work first
    while (clock < end) {
      await new Promise((r) => setImmediate(r));
      const next = Math.min(...[...busyUntil.values()].filter((u) => u > clock));
      clock = Math.min(end, next);
    }
    return {
      executions: batch.tests.map((test) => ({
        test,
        device: device.serial,
        outcome: 'passed' as const,
        durationMs: ms(testKey(test)),
      })),
      deviceUsable: true,
    };
  };
  const executions = await runSchedule({
    groups: [{ name: 'g', tests }],
    devices: Array.from({ length: devices }, (_, i) => ({ serial: `d${i}`, groups: ['g'] })),
    runBatch,
    estimate: ms,
    reschedule: 1,
    confirmFailures: false,
    now: () => clock,
    ...opts,
  });
  return { executions, batches, makespan: Math.max(...busyUntil.values()) };
}
