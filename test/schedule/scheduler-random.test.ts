import { describe, expect, it } from 'vitest';
import { type TestId, testKey } from '../../src/config/outcome.js';
import { type BatchOutcome, type RunBatch, runSchedule } from '../../src/schedule/scheduler.js';
import { testVerdicts } from '../../src/verdict/test-verdict.js';

/** Seeded, so a failing scenario can be replayed by its number. */
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

type Behaviour = 'pass' | 'fail' | 'lost' | 'hung' | 'incomplete' | 'throw';

describe('runSchedule under random device behaviour', () => {
  it.each(Array.from({ length: 150 }, (_, i) => i + 1))(
    'scenario %i ends, covers every test and never turns a device problem into a failure',
    async (seed) => {
      const r = rng(seed);
      const groups = Array.from({ length: 1 + Math.floor(r() * 3) }, (_, g) => ({
        name: `g${g}`,
        tests: Array.from(
          { length: 1 + Math.floor(r() * 12) },
          (_, i): TestId => ({ class: `com.example.C${Math.floor(r() * 4)}`, method: `t${g}_${i}` }),
        ),
      }));
      const devices = Array.from({ length: Math.floor(r() * 5) }, (_, d) => ({
        serial: `d${d}`,
        groups: groups.filter(() => r() < 0.7).map((g) => g.name),
      }));
      const reschedule = Math.floor(r() * 3);
      const pick = (): Behaviour => {
        const x = r();
        return x < 0.6
          ? 'pass'
          : x < 0.72
            ? 'fail'
            : x < 0.8
              ? 'lost'
              : x < 0.88
                ? 'hung'
                : x < 0.96
                  ? 'incomplete'
                  : 'throw';
      };
      const reportedFailures = new Map<string, number>(); // `${device}|${test}` → failures the runner reported
      const runBatch: RunBatch = async (device, batch) => {
        await new Promise((res) => setTimeout(res, Math.floor(r() * 3)));
        const out: BatchOutcome = { executions: [], deviceUsable: true };
        for (const test of batch.tests) {
          const b = pick();
          if (b === 'throw') throw new Error('runner bug');
          if (b === 'pass') out.executions.push({ test, device: device.serial, outcome: 'passed' });
          else if (b === 'fail') {
            const k = `${device.serial}|${testKey(test)}`;
            reportedFailures.set(k, (reportedFailures.get(k) ?? 0) + 1);
            out.executions.push({ test, device: device.serial, outcome: 'failed', failureKind: 'assertion' });
          } else {
            const reason = b === 'lost' ? 'device-lost' : b === 'hung' ? 'device-hung' : 'run-incomplete';
            out.executions.push({ test, device: device.serial, outcome: 'undetermined', reason });
            return { ...out, deviceUsable: b === 'incomplete', stopReason: reason };
          }
        }
        return out;
      };
      const executions = await runSchedule({
        groups,
        devices,
        runBatch,
        estimate: () => 1 + Math.floor(r() * 100),
        reschedule,
        confirmFailures: r() < 0.7,
      });

      const verdicts = testVerdicts(groups, executions);
      for (const g of groups) {
        for (const t of g.tests) {
          const mine = executions.filter((e) => e.group === g.name && testKey(e.test) === testKey(t));
          // every test has a record, and attempts are numbered 1..n
          expect(mine.length, `${g.name} ${testKey(t)}`).toBeGreaterThan(0);
          expect(mine.map((e) => e.attempt)).toEqual(mine.map((_, i) => i + 1));
          // bounded: first run + re-runs (one budget for the test) + two re-checks of a failure
          // (same device, then another) + one synthetic record when given up
          expect(mine.length).toBeLessThanOrEqual(1 + reschedule + 2 + 1);
        }
        // a device problem never becomes a failure: each device's failures are exactly those its runner reported
        for (const d of devices)
          for (const t of g.tests) {
            const failed = executions.filter(
              (e) =>
                e.group === g.name && e.device === d.serial && testKey(e.test) === testKey(t) && e.outcome === 'failed',
            );
            // test names are unique per group (`t${g}_${i}`), so device|test identifies the group too
            expect(failed.length).toBe(reportedFailures.get(`${d.serial}|${testKey(t)}`) ?? 0);
          }
        if (!devices.some((d) => d.groups.includes(g.name))) {
          expect(
            verdicts
              .filter((v) => v.group === g.name)
              .every((v) => v.verdict === 'undetermined' && v.reason === 'no-device'),
          ).toBe(true);
        }
      }
      // a fail verdict always rests on an observed failure
      for (const v of verdicts.filter((x) => x.verdict === 'fail')) {
        expect(
          executions.some((e) => e.group === v.group && testKey(e.test) === testKey(v.test) && e.outcome === 'failed'),
        ).toBe(true);
      }
    },
  );
});
