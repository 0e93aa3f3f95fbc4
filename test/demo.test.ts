import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './support/cli.js';

/** `npm run demo` is the first thing a newcomer sees: it must tell the same story every time. */
describe('npm run demo', () => {
  let out: string;
  // the demo's scratch repositories (other test files may run heal worktrees of their own meanwhile)
  const leftovers = async () =>
    (await readdir(os.tmpdir())).filter((f) => f.startsWith('droidheal-demo-') && !f.startsWith('droidheal-demo-out-'));
  let before: string[];
  beforeAll(async () => {
    out = await mkdtemp(path.join(os.tmpdir(), 'droidheal-demo-out-'));
    before = await leftovers();
  });
  afterAll(async () => {
    if (out) await rm(out, { recursive: true, force: true });
  });

  it('refuses the cheap fixes by rule, heals with the genuine fixer, and the gate still blocks on the group that never ran', async () => {
    const r = await execa(process.execPath, [path.join(repoRoot, 'scripts', 'demo.js')], {
      cwd: repoRoot,
      reject: false,
      timeout: 300_000,
      env: { DROIDHEAL_DEMO_DIR: out, ANDROID_ADB_SERVER_PORT: '' },
      all: true,
    });
    const log = String(r.all);
    expect(r.exitCode, log).toBe(0);
    expect(log).toContain(
      'round 1: REFUSED F-60ee6a406e — assertion-removed: removed the assertion it was asked to satisfy: onNodeWithTag("save").assertExists()',
    );
    expect(log).toContain('round 3: REFUSED F-60ee6a406e — confidence: confidence 0.55 below the floor');
    expect(log).toContain('outcome rounds-exhausted, status escalated');
    expect(log).toMatch(
      /round 1: applied F-60ee6a406e \(touched app\/src\/main\/java\/com\/example\/notes\/ui\/quicknote\/QuickNoteBar\.kt\)/,
    );
    expect(log).toContain('outcome converged, status healed');
    expect(log).toContain('release verdict: UNDETERMINED');
    expect(log).toContain('demo: every step behaved as designed');
    for (const f of ['report.html', 'report.json', 'junit.xml', 'summary.md', 'heal.patch'])
      expect(await readdir(path.join(out, 'genuine'))).toContain(f);
    // nothing it started is left behind: no scratch repository, no heal worktree
    expect(await leftovers()).toEqual(before);
    const worktrees = [...log.matchAll(/^heal [0-9a-f]+ in (\S+) /gm)].map((m) => m[1]!);
    expect(worktrees).toHaveLength(2);
    for (const w of worktrees) await expect(readdir(w)).rejects.toThrow(/ENOENT/);
  });
});
