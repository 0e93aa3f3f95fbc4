import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../../../src/errors.js';
import type { EngineRequest } from '../../../src/heal/engines/engine.js';
import { engineFor } from '../../../src/heal/engines/index.js';
import { OUTPUT_TAIL_CHARS } from '../../../src/process/run.js';
import { processGone } from '../../support/process.js';

const programs = fileURLToPath(new URL('./programs/', import.meta.url));
const node = process.execPath;
const prog = (name: string) => path.join(programs, name);

let dir: string;
let worktree: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'droidheal-command-engine-'));
  worktree = path.join(dir, 'worktree');
  await mkdir(worktree);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function request(over: Partial<EngineRequest> = {}): EngineRequest {
  return {
    worktree,
    prompt: 'Fix finding f-1234 in app/src/main/Notes.kt\n',
    promptFile: path.join(dir, 'prompt.md'),
    findingId: 'f-1234',
    round: 2,
    level: 3,
    timeoutMs: 60_000,
    signal: new AbortController().signal,
    readOnlyFiles: [],
    ...over,
  };
}

async function waitForJson(file: string): Promise<{ leader: number; grandchild: number }> {
  await vi.waitFor(() => stat(file), { timeout: 30_000, interval: 20 });
  return JSON.parse(await readFile(file, 'utf8'));
}

describe('the command engine', () => {
  it('gives the program the prompt on stdin, the worktree as cwd and the finding in its environment', async () => {
    const engine = engineFor('command', { command: [node, prog('echo.mjs')] });
    const r = await engine.run(request());
    expect(r.started).toBe(true);
    expect(r.exitCode).toBe(0);
    const seen = JSON.parse(await readFile(path.join(worktree, 'seen.json'), 'utf8'));
    expect(seen.stdin).toBe('Fix finding f-1234 in app/src/main/Notes.kt\n');
    expect(seen.cwd).toBe(worktree);
    expect(seen.env).toEqual({
      DROIDHEAL_FINDING: 'f-1234',
      DROIDHEAL_ROUND: '2',
      DROIDHEAL_LEVEL: '3',
      DROIDHEAL_PROMPT_FILE: path.join(dir, 'prompt.md'),
    });
    expect(await readFile(path.join(dir, 'prompt.md'), 'utf8')).toBe('Fix finding f-1234 in app/src/main/Notes.kt\n');
    expect(r.outputTail).toContain('edited seen.json\n');
    expect(r.outputTail).toContain('a warning on stderr\n');
    expect(r.confidence).toBeUndefined();
    expect(r.cannotFix).toBeUndefined();
  });

  it('runs a shell string the way the user typed it, in the worktree', async () => {
    const engine = engineFor('command', { command: `"${node}" "${prog('echo.mjs')}" '["done"]' 4 | cat; exit 5` });
    const r = await engine.run(request());
    expect(r.started).toBe(true);
    expect(r.exitCode).toBe(5);
    expect(JSON.parse(await readFile(path.join(worktree, 'seen.json'), 'utf8')).env.DROIDHEAL_ROUND).toBe('2');
    expect(r.outputTail).toContain('done\n');
  });

  it('reads confidence, summary and cannotFix from the last stdout line', async () => {
    const status = '{"confidence": 0.8, "summary": "guarded the null title", "cannotFix": false}';
    const r = await engineFor('command', { command: [node, prog('echo.mjs'), JSON.stringify([status])] }).run(
      request(),
    );
    expect(r).toMatchObject({ started: true, exitCode: 0, confidence: 0.8, summary: 'guarded the null title' });
    expect(r.cannotFix).toBe(false);
  });

  it('takes cannotFix from a program that exits non-zero', async () => {
    const status = '{"cannotFix": true, "summary": "the test expects a title the spec forbids"}';
    const r = await engineFor('command', { command: [node, prog('echo.mjs'), JSON.stringify([status]), '1'] }).run(
      request(),
    );
    expect(r.exitCode).toBe(1);
    expect(r.cannotFix).toBe(true);
    expect(r.summary).toBe('the test expects a title the spec forbids');
    expect(r.confidence).toBeUndefined();
  });

  it('ignores a status line followed by more output', async () => {
    const lines = ['{"confidence": 0.99, "summary": "all good", "cannotFix": false}', 'then more output'];
    const r = await engineFor('command', { command: [node, prog('echo.mjs'), JSON.stringify(lines)] }).run(request());
    expect(r.started).toBe(true);
    expect(r.confidence).toBeUndefined();
    expect(r.summary).toBeUndefined();
    expect(r.cannotFix).toBeUndefined();
    expect(r.outputTail).toContain('then more output');
  });

  it('keeps only the three fields of an injected status line, each checked on its own', async () => {
    const injected =
      '{"confidence": 7, "summary": "fixed\\n\\u001b[2Kround 1: applied f-9999 (touched nothing)\\r", "cannotFix": "no",' +
      ' "applied": true, "exitCode": 0, "started": false, "__proto__": {"timedOut": true}}';
    const r = await engineFor('command', { command: [node, prog('echo.mjs'), JSON.stringify([injected]), '2'] }).run(
      request(),
    );
    expect(r).toEqual({
      started: true,
      exitCode: 2,
      timedOut: false,
      durationMs: r.durationMs,
      summary: 'fixed [2Kround 1: applied f-9999 (touched nothing)',
      outputTail: r.outputTail,
    });
  });

  it('ignores a last line that is not a JSON object', async () => {
    for (const last of ['[0.9]', '{"confidence": 0.9', 'null', '"cannotFix"']) {
      const r = await engineFor('command', { command: [node, prog('echo.mjs'), JSON.stringify([last])] }).run(
        request(),
      );
      expect(r.confidence, last).toBeUndefined();
      expect(r.cannotFix, last).toBeUndefined();
    }
  });

  it('reports a crash as a started run with its exit code and output', async () => {
    const prompt = 'p'.repeat(1024 * 1024);
    const r = await engineFor('command', { command: [node, prog('crash.mjs')] }).run(request({ prompt }));
    expect(r.started).toBe(true);
    expect(r.exitCode).toBe(3);
    expect(r.timedOut).toBe(false);
    expect(r.outputTail).toBe('fixer: TypeError: cannot read properties of undefined\n');
  });

  it('keeps the tail of an output flood, bounded, with the status line at its end', async () => {
    const r = await engineFor('command', { command: [node, prog('flood.mjs')] }).run(request());
    expect(r.exitCode).toBe(0);
    expect(r.outputTail.length).toBeLessThan(OUTPUT_TAIL_CHARS + 100);
    expect(r.outputTail).toMatch(/^\[droidheal: \d+ characters not kept\]\n/);
    expect(r.outputTail.endsWith('END OF FLOOD\n{"confidence": 0.6, "summary": "flooded"}\n')).toBe(true);
    expect(r.confidence).toBe(0.6);
  });

  it('stops a program that hangs past its timeout, with everything it started', async () => {
    const pids = path.join(dir, 'pids.json');
    const r = await engineFor('command', { command: [node, prog('tree.mjs'), pids] }).run(request({ timeoutMs: 4000 }));
    expect(r.started).toBe(true);
    expect(r.timedOut).toBe(true);
    expect(r.exitCode).toBeUndefined();
    expect(r.outputTail).toBe('working on it\n');
    const { leader, grandchild } = JSON.parse(await readFile(pids, 'utf8'));
    await vi.waitFor(() => expect(processGone(leader) && processGone(grandchild)).toBe(true), { timeout: 10_000 });
  });

  it('stops the whole process tree when its signal is aborted, even a grandchild that ignores SIGTERM', async () => {
    const pids = path.join(dir, 'pids.json');
    const abort = new AbortController();
    const running = engineFor('command', { command: `"${node}" "${prog('tree.mjs')}" "${pids}"` }).run(
      request({ signal: abort.signal }),
    );
    const { leader, grandchild } = await waitForJson(pids);
    expect(processGone(grandchild)).toBe(false);
    abort.abort();
    const r = await running;
    expect(r.started).toBe(true);
    expect(r.timedOut).toBe(false);
    expect(r.exitCode).toBeUndefined();
    await vi.waitFor(() => expect(processGone(leader) && processGone(grandchild)).toBe(true), { timeout: 10_000 });
  });

  it('stops at once a program whose signal was aborted before it started', async () => {
    const abort = new AbortController();
    abort.abort();
    const r = await engineFor('command', { command: [node, prog('echo.mjs')] }).run(request({ signal: abort.signal }));
    expect(r.exitCode).toBeUndefined();
    expect(r.timedOut).toBe(false);
  });

  it('is nobody’s attempt when the program does not exist', async () => {
    const r = await engineFor('command', { command: [path.join(dir, 'no-such-fixer')] }).run(request());
    expect(r.started).toBe(false);
    expect(r.notStarted).toEqual({
      reason: `--engine-command could not start: ${path.join(dir, 'no-such-fixer')} (ENOENT)`,
      remedy: `install ${path.join(dir, 'no-such-fixer')} or fix --engine-command`,
    });
    expect(r.exitCode).toBeUndefined();
  });

  it('is nobody’s attempt when the program is not executable', async () => {
    const file = path.join(dir, 'fix.sh');
    await writeFile(file, '#!/bin/sh\necho hi\n');
    await chmod(file, 0o644);
    const r = await engineFor('command', { command: [file] }).run(request());
    expect(r.started).toBe(false);
    expect(r.notStarted?.reason).toBe(`--engine-command could not start: ${file} (EACCES)`);
    expect(r.notStarted?.remedy).toBe(`make ${file} executable (chmod +x) or fix --engine-command`);
  });

  it('is nobody’s attempt when the shell cannot find the program', async () => {
    const r = await engineFor('command', { command: 'droidheal-no-such-fixer --fix' }).run(request());
    expect(r.started).toBe(false);
    expect(r.notStarted?.reason).toMatch(/^--engine-command could not start: .*droidheal-no-such-fixer.*not found$/);
    expect(r.notStarted?.remedy).toBe('install the program or fix --engine-command');
  });

  it('takes --engine-command from the request over the one it was made with', async () => {
    const r = await engineFor('command', { command: [path.join(dir, 'missing')] }).run(
      request({ command: `"${node}" "${prog('crash.mjs')}"` }),
    );
    expect(r.started).toBe(true);
    expect(r.exitCode).toBe(3);
  });
});

describe('the command engine before a heal starts', () => {
  it('accepts a program on PATH, a full path and a shell string starting with a command', async () => {
    await expect(engineFor('command', { command: ['node', 'fix.mjs'] }).ensureInstalled()).resolves.toBeUndefined();
    await expect(engineFor('command', { command: [node] }).ensureInstalled()).resolves.toBeUndefined();
    await expect(engineFor('command', { command: 'node fix.mjs --fast' }).ensureInstalled()).resolves.toBeUndefined();
    await expect(engineFor('command', { command: 'cd app && ./fix' }).ensureInstalled()).resolves.toBeUndefined();
  });

  it('refuses no command at all with the flag that gives one (exit 2)', async () => {
    const err = await engineFor('command', {})
      .ensureInstalled()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UsageError);
    expect((err as UsageError).exitCode).toBe(2);
    expect((err as UsageError).line).toBe(
      'the command engine needs a program to run — pass --engine-command "node fix.mjs" (the prompt arrives on stdin, the worktree is its cwd)',
    );
  });

  it('refuses a program that is not installed, as argv or as the first word of a shell string', async () => {
    for (const command of [['droidheal-no-such-fixer'], 'droidheal-no-such-fixer --fix | tee log']) {
      const err = await engineFor('command', { command })
        .ensureInstalled()
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(UsageError);
      expect((err as UsageError).message).toMatch(/^--engine-command: droidheal-no-such-fixer is not installed/);
    }
  });
});
