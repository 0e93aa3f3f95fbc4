import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../src/chaos/invariants.js';
import { runChaos } from '../../src/chaos/run.js';
import { makeScenario } from '../../src/chaos/scenario.js';
import { simulate } from '../../src/chaos/sim.js';

describe('chaos runs on a simulated rack', () => {
  it.each([1, 7, 42])('seed %i: 25 runs with every kind of fault break no invariant', async (seed) => {
    const s = await runChaos({ runs: 25, seed });
    expect(s.runs).toBe(25);
    expect(s.violations).toEqual([]);
  });

  it('injects every fault kind over a seed', async () => {
    const s = await runChaos({ runs: 60, seed: 1, faults: 3 });
    for (const [kind, n] of Object.entries(s.faults)) expect(n, kind).toBeGreaterThan(0);
  });

  it('the invariant checker reports a failure a fault caused and a lost pass', async () => {
    const s = makeScenario(5, 0, { faults: 0 });
    const r = await simulate(s);
    const passing = s.tests.find((t) => t.script.kind === 'pass')!;
    const planted = {
      ...r,
      executions: [
        ...r.executions.filter((e) => !(e.test.method === passing.method && e.outcome === 'passed')),
        { test: passing, device: 'emulator-5554', group: 'g0', attempt: 9, outcome: 'failed' as const },
      ],
    };
    const ids = checkInvariants(s, planted).map((v) => v.invariant);
    expect(ids).toContain(1);
    expect(ids).toContain(2);
  });
});
