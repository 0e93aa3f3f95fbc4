import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTPUT_TAIL_CHARS, type ProcessResult, startProcess } from '../../src/process/run.js';
import { processGone } from '../support/process.js';

const node = process.execPath;
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'droidheal-start-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function started(r: ProcessResult): Extract<ProcessResult, { spawned: true }> {
  if (!r.spawned) throw new Error(`did not start: ${r.code}`);
  return r;
}

/** A server-like program: says it is up on stdout, then runs until stopped (ignoring SIGTERM when asked). */
const server = (ignoreTerm: boolean) => `
  ${ignoreTerm ? "process.on('SIGTERM', () => process.stderr.write('ignoring SIGTERM\\n'));" : ''}
  process.stdout.write('up\\n');
  setInterval(() => {}, 1000);`;

/** A leader that starts a grandchild, writes both pids to a file, then runs until stopped. */
const tree = (pidsFile: string) => `
  const { spawn } = require('node:child_process');
  const g = spawn(process.execPath, ['-e', "setInterval(() => {}, 1000)"], { stdio: 'ignore' });
  require('node:fs').writeFileSync(${JSON.stringify(pidsFile)}, JSON.stringify({ leader: process.pid, grandchild: g.pid }));
  setInterval(() => {}, 1000);`;

function pidsOf(file: string): Promise<{ leader: number; grandchild: number }> {
  return vi.waitFor(async () => JSON.parse(await readFile(file, 'utf8')) as { leader: number; grandchild: number }, {
    timeout: 30_000,
    interval: 20,
  });
}

describe('startProcess: long-running children (servers, emulators, Appium)', () => {
  it('streams output as it comes, runs without a deadline until stopped, and stops once however often asked', async () => {
    const chunks: string[] = [];
    const p = startProcess({ file: node, args: ['-e', server(false)], onOutput: (c) => chunks.push(c) });
    await vi.waitFor(() => expect(chunks.join('')).toBe('up\n'), { timeout: 30_000, interval: 20 });
    expect(p.exited()).toBe(false);
    expect(p.output()).toBe('up\n');
    const [a, b] = await Promise.all([p.stop(), p.stop()]);
    const r = started(a);
    expect(b).toBe(a);
    expect([r.exitCode, r.signal, r.timedOut, r.aborted]).toEqual([undefined, 'SIGTERM', false, false]);
    expect(p.exited()).toBe(true);
    // gone: a later kill sends nothing (a recycled pid is never hit)
    expect(() => p.kill('SIGKILL')).not.toThrow();
    expect(processGone(r.pid)).toBe(true);
  });

  it('SIGKILLs a program that ignores SIGTERM after its grace', async () => {
    const p = startProcess({ file: node, args: ['-e', server(true)], killGraceMs: 300 });
    await vi.waitFor(() => expect(p.output()).toBe('up\n'), { timeout: 30_000, interval: 20 });
    const r = started(await p.stop());
    expect(r.signal).toBe('SIGKILL');
    expect(r.output).toBe('up\nignoring SIGTERM\n');
  });

  it('with ownGroup: false stops its own pid alone; in its own group, the leader takes its group along', async () => {
    const alone = path.join(dir, 'alone.json');
    const shared = startProcess({ file: node, args: ['-e', tree(alone)], ownGroup: false });
    const a = await pidsOf(alone);
    try {
      started(await shared.stop());
      expect(processGone(a.leader)).toBe(true);
      // the grandchild was not ours to stop: droidheal stops by pid or own group, never more
      expect(processGone(a.grandchild)).toBe(false);
    } finally {
      process.kill(a.grandchild, 'SIGKILL');
    }

    const grouped = path.join(dir, 'grouped.json');
    const own = startProcess({ file: node, args: ['-e', tree(grouped)] });
    const g = await pidsOf(grouped);
    started(await own.stop());
    await vi.waitFor(() => expect(processGone(g.leader) && processGone(g.grandchild)).toBe(true), { timeout: 10_000 });
  });

  it('starts from the given environment alone when one is given, with `env` added on top', async () => {
    const r = started(
      await startProcess({
        file: node,
        args: ['-e', 'process.stdout.write(JSON.stringify(process.env))'],
        baseEnv: { ONLY: 'base' },
        env: { ADDED: 'on top' },
        stderr: 'ignore',
        streamTailChars: { stdout: 10_000, stderr: 0 },
      }).result,
    );
    expect(JSON.parse(r.stdout)).toEqual({ ONLY: 'base', ADDED: 'on top' });
  });

  it('keeps OUTPUT_TAIL_CHARS of output unless told otherwise, the one cap for every program', async () => {
    const r = started(
      await startProcess({ file: node, args: ['-e', `process.stdout.write('y'.repeat(${OUTPUT_TAIL_CHARS + 10}))`] })
        .result,
    );
    expect(r.outputChars).toBe(OUTPUT_TAIL_CHARS + 10);
    expect(r.output).toBe(`[droidheal: 10 characters not kept]\n${'y'.repeat(OUTPUT_TAIL_CHARS)}`);
  });

  it('says a program that cannot be started was never spawned; stop and kill are harmless then', async () => {
    const p = startProcess({ file: path.join(dir, 'no-such-program'), args: [] });
    expect(p.pid).toBeUndefined();
    p.kill('SIGTERM');
    expect(await p.stop()).toMatchObject({ spawned: false, code: 'ENOENT' });
  });
});
