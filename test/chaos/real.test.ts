import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { completedPasses, realChaosRun, runRealChaos } from '../../src/chaos/real.js';

// Chaos on real components: each run is a real `droidheal run` against its own private adb server
// and virtual devices, with seeded faults (device hung, rebooted, crashed, dropped, flapping,
// unauthorized mid-run, never online, an emulator that never boots, held by another job's lock,
// adb server restarted, SIGINT). A few fixed seeds here; `npm run chaos -- --runs N --seed S` runs
// as many as asked.

describe('chaos runs on real adb servers and virtual devices', () => {
  it('seed 3: six runs with faults leave nothing behind, keep the tree, agree in every format and never invent a failure', async () => {
    const s = await runRealChaos({ runs: 6, seed: 3 });
    expect(s.runs).toBe(6);
    expect(s.violations).toEqual([]);
    // invariant 2 held the report to the devices' own record of passes, not to nothing
    expect(s.passesChecked).toBeGreaterThan(0);
    const injected = Object.values(s.faults).reduce((a, b) => a + b, 0);
    expect(injected).toBeGreaterThanOrEqual(3);
    expect(Object.values(s.faults).filter((n) => n > 0).length).toBeGreaterThanOrEqual(2);
  }, 600_000);

  it('a device flapping offline/online and one unauthorized mid-run, beside an emulator that never boots, break nothing; both losses are seen and timed', async () => {
    const r = await realChaosRun(16, 29);
    expect(r.faults).toEqual(['never-boots', 'unauthorized', 'flap']);
    expect(r.violations).toEqual([]);
    // the emulator's group can never run: never a pass
    expect(r.exitCode).not.toBe(0);
    // one detection per fault that took a device away, each after the fault fired
    expect(r.detectionMs).toHaveLength(2);
    for (const ms of r.detectionMs) expect(ms).toBeGreaterThanOrEqual(0);
  }, 300_000);

  it('exactly K faults per run with --faults K', async () => {
    const r = await realChaosRun(7, 0, { faults: 5 });
    expect(r.faults).toHaveLength(5);
    expect(r.violations).toEqual([]);
  }, 300_000);

  it('the same seed and index make the same faults (a violation replays with --only)', async () => {
    const a = await realChaosRun(5, 1);
    const b = await realChaosRun(5, 1);
    expect(b.faults).toEqual(a.faults);
    expect(a.violations).toEqual([]);
    expect(b.violations).toEqual([]);
  }, 600_000);
});

describe("completedPasses (the devices' record invariant 2 holds the report to)", () => {
  it('counts the passes of completed runs only, per device, and not those of a listing run', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-runlog-'));
    try {
      const log = path.join(dir, 'runs.jsonl');
      const c = 'com.example.test/androidx.test.runner.AndroidJUnitRunner';
      const lines = [
        // a listing run (-e log true): every test "passes" without running
        { serial: 'a', event: 'instrument-start', component: c, listing: true },
        { serial: 'a', event: 'test-end', test: 'p.C#t1', outcome: 'pass' },
        { serial: 'a', event: 'instrument-end', component: c, complete: true },
        // two devices interleaved: a's run completes, b's is cut by a reboot
        { serial: 'a', event: 'instrument-start', component: c, listing: false },
        { serial: 'b', event: 'instrument-start', component: c, listing: false },
        { serial: 'a', event: 'test-end', test: 'p.C#t1', outcome: 'pass' },
        { serial: 'b', event: 'test-end', test: 'p.C#t2', outcome: 'pass' },
        { serial: 'a', event: 'test-end', test: 'p.C#t3', outcome: 'fail' },
        { serial: 'b', event: 'instrument-end', component: c, complete: false, reason: 'reboot' },
        { serial: 'a', event: 'test-end', test: 'p.C#t4', outcome: 'pass' },
        { serial: 'a', event: 'instrument-end', component: c, complete: true },
        // b again, completed: its pass counts
        { serial: 'b', event: 'instrument-start', component: c, listing: false },
        { serial: 'b', event: 'test-end', test: 'p.C#t2', outcome: 'pass' },
        { serial: 'b', event: 'instrument-end', component: c, complete: true },
      ];
      await writeFile(log, `${lines.map((l) => JSON.stringify({ at: 1, ...l })).join('\n')}\n`);
      expect(completedPasses(log)).toEqual([
        { serial: 'a', test: 'p.C#t1' },
        { serial: 'a', test: 'p.C#t4' },
        { serial: 'b', test: 'p.C#t2' },
      ]);
      expect(completedPasses(path.join(dir, 'absent.jsonl'))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
