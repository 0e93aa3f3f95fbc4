import path from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/cli.js';

const script = path.join(repoRoot, 'scripts', 'named-mutants.js');

/**
 * The fixed mutation subset CI runs on every push: issue 14's five hand-made mutants of core logic
 * (gate, scheduler, SIGINT, run verdict, classify). Each must still apply to the current code — a
 * patch that no longer matches exits 2 — and each must be killed by the tests written for it.
 */
describe('scripts/named-mutants.js', () => {
  it('kills all five named mutants against the current code', { timeout: 300_000 }, async () => {
    const r = await execa('node', [script], { cwd: repoRoot, reject: false });
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n').filter((l) => /^\d\. /.test(l))).toEqual([
      expect.stringMatching(/^1\. killed {4}gate: /),
      expect.stringMatching(/^2\. killed {4}scheduler: /),
      expect.stringMatching(/^3\. killed {4}instrumentation: /),
      expect.stringMatching(/^4\. killed {4}run verdict: /),
      expect.stringMatching(/^5\. killed {4}classify: /),
    ]);
    expect(r.stdout).toContain('5 of 5 named mutants killed');
    expect(r.exitCode).toBe(0);
  });

  it('refuses a mutant number it does not have with exit 2 and the range', async () => {
    const r = await execa('node', [script, '--only', '6'], { cwd: repoRoot, reject: false });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toBe('named-mutants: --only 6: expected a mutant number 1..5');
    expect(r.stdout).toBe('');
  });
});
