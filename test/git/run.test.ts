import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGit } from '../../src/git/run.js';
import { runLight } from '../../src/process/spawn-light.js';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-git-run-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the one git runner', () => {
  it('gives git’s exit code, stdout bytes and stderr, and passes stdin and the environment', async () => {
    expect((await runGit(dir, ['init', '-q'], { timeoutMs: 30_000 })).exitCode).toBe(0);
    const hashed = await runGit(dir, ['hash-object', '--stdin'], { input: 'x\n', timeoutMs: 30_000 });
    expect(hashed.exitCode).toBe(0);
    expect(hashed.stdout.toString('utf8')).toBe('587be6b4c3f93f93c489c0111bba5596147a26cb\n');
    const env = await runGit(dir, ['var', 'GIT_AUTHOR_IDENT'], {
      env: { GIT_AUTHOR_NAME: 'Runner', GIT_AUTHOR_EMAIL: 'runner@example.invalid' },
      timeoutMs: 30_000,
    });
    expect(env.stdout.toString('utf8')).toMatch(/^Runner <runner@example\.invalid> /);
    const bad = await runGit(dir, ['rev-parse', '--verify', 'nothing-here'], { timeoutMs: 30_000 });
    expect(bad.exitCode).toBe(128);
    expect(bad.stderr).toContain('fatal');
    expect(bad.timedOut).toBe(false);
  });

  it('says why a program could not start, and stops one past its deadline', async () => {
    const missing = await runGit(path.join(dir, 'no-such-dir'), ['status'], { timeoutMs: 30_000 });
    expect(missing.exitCode).toBeUndefined();
    expect(missing.startError).toContain('ENOENT');
    const slow = await runLight(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { timeoutMs: 200 });
    expect(slow).toMatchObject({ exitCode: undefined, signal: 'SIGTERM', timedOut: true });
  });
});
