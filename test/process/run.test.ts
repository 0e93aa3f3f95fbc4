import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ProcessResult, type RunProcessOptions, runProcess } from '../../src/process/run.js';
import { processGone } from '../support/process.js';

const node = process.execPath;
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'droidheal-process-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Run `node -e script` with the runner's defaults for a test. */
function runScript(script: string, over: Partial<RunProcessOptions> = {}): Promise<ProcessResult> {
  return runProcess({
    file: node,
    args: ['-e', script],
    cwd: dir,
    timeoutMs: 60_000,
    signal: new AbortController().signal,
    outputTailChars: 1000,
    ...over,
  });
}

function started(r: ProcessResult): Extract<ProcessResult, { spawned: true }> {
  if (!r.spawned) throw new Error(`did not start: ${r.code}`);
  return r;
}

/** A leader that starts a grandchild ignoring SIGTERM, writes both pids to a file, then waits. */
const tree = (pidsFile: string) => `
  const { spawn } = require('node:child_process');
  const g = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], { stdio: 'ignore' });
  require('node:fs').writeFileSync(${JSON.stringify(pidsFile)}, JSON.stringify({ leader: process.pid, grandchild: g.pid }));
  setInterval(() => {}, 1000);`;

/** The pids the tree wrote, once the whole file is there (it may exist before it is written). */
function pidsOf(file: string): Promise<{ leader: number; grandchild: number }> {
  return vi.waitFor(async () => JSON.parse(await readFile(file, 'utf8')) as { leader: number; grandchild: number }, {
    timeout: 30_000,
    interval: 20,
  });
}

describe('runProcess', () => {
  it('gives the exit code, stdin, the environment and the output interleaved, and each stream apart on request', async () => {
    const r = started(
      await runScript(
        `process.stdin.on('data', (d) => { process.stdout.write('in:' + d); process.stderr.write('err:' + process.env.WHO + '\\n'); process.exit(3); });`,
        { input: 'hello\n', env: { WHO: 'droidheal' }, streamTailChars: { stdout: 100, stderr: 100 } },
      ),
    );
    expect(r.exitCode).toBe(3);
    expect([r.timedOut, r.aborted]).toEqual([false, false]);
    expect(r.stdout).toBe('in:hello\n');
    expect(r.stderr).toBe('err:droidheal\n');
    expect(r.output.split('\n').sort()).toEqual(['', 'err:droidheal', 'in:hello']);
    expect(r.outputChars).toBe('in:hello\nerr:droidheal\n'.length);
  });

  it('keeps only the end of an output flood, with a marker counting what it left out', async () => {
    const r = started(await runScript(`process.stdout.write('x'.repeat(50000) + 'THE END\\n');`));
    expect(r.outputChars).toBe(50008);
    expect(r.output).toBe(`[droidheal: 49008 characters not kept]\n${'x'.repeat(992)}THE END\n`);
    // nothing kept apart unless asked
    expect([r.stdout, r.stderr]).toEqual(['', '']);
  });

  it('stops the whole process group at the timeout, a grandchild ignoring SIGTERM included', async () => {
    const pids = path.join(dir, 'pids.json');
    // long enough for the tree to start and write its pids on a loaded machine
    const running = runScript(tree(pids), { timeoutMs: 8000 });
    const { leader, grandchild } = await pidsOf(pids);
    const r = started(await running);
    expect([r.timedOut, r.aborted, r.exitCode, r.signal]).toEqual([true, false, undefined, 'SIGTERM']);
    await vi.waitFor(() => expect(processGone(leader) && processGone(grandchild)).toBe(true), { timeout: 10_000 });
  });

  it('stops the whole process group when its signal aborts', async () => {
    const pids = path.join(dir, 'pids.json');
    const abort = new AbortController();
    const running = runScript(tree(pids), { signal: abort.signal });
    const { leader, grandchild } = await pidsOf(pids);
    expect(processGone(grandchild)).toBe(false);
    abort.abort();
    const r = started(await running);
    expect([r.timedOut, r.aborted, r.exitCode]).toEqual([false, true, undefined]);
    await vi.waitFor(() => expect(processGone(leader) && processGone(grandchild)).toBe(true), { timeout: 10_000 });
  });

  it('says a program that cannot be started was never spawned, with the errno code', async () => {
    const r = await runProcess({
      file: path.join(dir, 'no-such-program'),
      args: [],
      cwd: dir,
      timeoutMs: 60_000,
      signal: new AbortController().signal,
      outputTailChars: 1000,
    });
    expect(r).toMatchObject({ spawned: false, code: 'ENOENT' });
  });
});
