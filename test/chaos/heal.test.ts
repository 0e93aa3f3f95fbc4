import { describe, expect, it } from 'vitest';
import { healChaosRun, strayedSessions } from '../../src/chaos/heal.js';

// Chaos on a real `droidheal heal` (the fixture app, its virtual phones on a private adb server, real
// git): fixers that hang with a child process or write outside their worktree. The crashing and
// flooding fixers run in `npm run chaos` (and test/heal/hostile-fixers.test.ts).

describe('chaos heal runs with misbehaving fixers', () => {
  it('a fixer that hangs with a child process: stopped, nothing left running, no worktree left, the tree unchanged, only genuine failures dispatched', async () => {
    const r = await healChaosRun(1, 0, 'fixer-hang');
    expect(r.faults[0]).toBe('fixer-hang');
    expect(r.violations).toEqual([]);
    expect(r.verdicts).toEqual(['heal escalated']);
    expect(r.exitCode).toBe(1);
  }, 300_000);

  it('a fixer that writes through .. and a symlink: the change is refused and nothing is left outside droidheal', async () => {
    const r = await healChaosRun(1, 0, 'fixer-escape');
    expect(r.faults[0]).toBe('fixer-escape');
    expect(r.violations).toEqual([]);
    expect(r.verdicts).toEqual(['heal escalated']);
  }, 300_000);

  it('the session check names a session for any finding but the two genuine failures', () => {
    const log = [
      { finding: 'F-60ee6a406e', round: '1' },
      { finding: 'F-0123456789', round: '1' },
      { finding: 'F-ec0dfcca6c', round: '2' },
      { round: '2' },
    ]
      .map((s) => JSON.stringify(s))
      .join('\n');
    expect(strayedSessions(log)).toEqual([
      'a fixer session for F-0123456789 (round 1)',
      'a fixer session for no finding (round 2)',
    ]);
  });
});
