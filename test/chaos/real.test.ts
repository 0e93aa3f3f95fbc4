import { describe, expect, it } from 'vitest';
import { realChaosRun, runRealChaos } from '../../src/chaos/real.js';

// Chaos on real components: each run is a real `droidheal run` against its own private adb server
// and virtual devices, with seeded faults (device hung, rebooted, crashed, dropped, never online,
// held by another job's lock, adb server restarted, SIGINT). A few fixed seeds here; `npm run
// chaos -- --real --runs N --seed S` runs as many as asked.

describe('chaos runs on real adb servers and virtual devices', () => {
  it('seed 3: six runs with faults leave nothing behind, keep the tree, agree in every format and never invent a failure', async () => {
    const s = await runRealChaos({ runs: 6, seed: 3 });
    expect(s.runs).toBe(6);
    expect(s.violations).toEqual([]);
    const injected = Object.values(s.faults).reduce((a, b) => a + b, 0);
    expect(injected).toBeGreaterThanOrEqual(3);
    expect(Object.values(s.faults).filter((n) => n > 0).length).toBeGreaterThanOrEqual(2);
  }, 600_000);

  it('the same seed and index make the same faults (a violation replays with --only)', async () => {
    const a = await realChaosRun(5, 1);
    const b = await realChaosRun(5, 1);
    expect(b.faults).toEqual(a.faults);
    expect(a.violations).toEqual([]);
    expect(b.violations).toEqual([]);
  }, 600_000);
});
