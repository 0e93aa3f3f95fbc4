import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxConfig } from '../../../src/config/heal.js';
import { openContainment } from '../../../src/heal/containment.js';
import { engineFor } from '../../../src/heal/engines/index.js';
import { closeSandbox } from '../../../src/process/sandbox.js';
import { repoRoot } from '../../support/cli.js';

// The real Claude Code CLI (scripts/ensure-fixer-clis.js, pinned, cached in .droidheal/fixer-clis/) run
// the way droidheal heal runs it: in the OS sandbox, with a private HOME holding only a copy of its config.

let bin: string;
let dir: string;
let repo: string;
let worktree: string;
const saved = { ...process.env };

beforeAll(async () => {
  const r = await execa(process.execPath, [path.join(repoRoot, 'scripts/ensure-fixer-clis.js')], {
    reject: false,
    timeout: 20 * 60_000,
  });
  if (r.exitCode !== 0)
    throw new Error(`the real fixer CLIs could not be installed for this test: ${r.stderr.trim() || r.stdout.trim()}`);
  bin = JSON.parse(r.stdout).bin;
  dir = await mkdtemp(path.join(tmpdir(), 'droidheal-real-sandbox-'));
  repo = path.join(dir, 'repo');
  worktree = path.join(dir, 'worktree');
  await mkdir(repo);
  await writeFile(path.join(repo, 'a.kt'), 'fun a() {}\n');
  await execa('git', ['init', '-q'], { cwd: repo });
  await execa('git', ['add', '.'], { cwd: repo });
  await execa('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'a'], { cwd: repo });
  await execa('git', ['worktree', 'add', '-q', worktree], { cwd: repo });
  for (const k of Object.keys(process.env))
    if (/^(ANTHROPIC_|CLAUDE_|CODEX_|OPENAI_)|^XDG_CONFIG_HOME$/.test(k)) delete process.env[k];
  process.env.HOME = path.join(dir, 'home');
  await mkdir(path.join(process.env.HOME, '.claude'), { recursive: true });
  await writeFile(path.join(process.env.HOME, '.claude', 'settings.json'), '{"theme":"dark"}\n');
  process.env.PATH = `${bin}${path.delimiter}${path.dirname(process.execPath)}${path.delimiter}${saved.PATH ?? ''}`;
}, 25 * 60_000);

afterAll(async () => {
  await closeSandbox();
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the real Codex CLI in the sandbox, with a key and no network', () => {
  it('stops at the first connection it cannot make: an engine that never started, not a 15-minute wait', async () => {
    process.env.CODEX_API_KEY = 'sk-droidheal-test';
    try {
      const containment = await openContainment({
        mode: 'sandbox',
        repo,
        engine: 'codex',
        settings: SandboxConfig.parse({}),
        stateDirs: [],
      });
      const session = await containment.engineSession(worktree, path.join(dir, 'prompt'));
      const engine = engineFor('codex');
      await engine.ensureInstalled();
      // a session timeout far past this test's own: only failing fast lets it finish
      const r = await engine.run({
        worktree,
        prompt: 'Repair finding F-1.\n',
        promptFile: path.join(dir, 'prompt', 'F-1.md'),
        findingId: 'F-1',
        round: 1,
        level: 1,
        timeoutMs: 3_600_000,
        signal: new AbortController().signal,
        readOnlyFiles: [],
        confine: session.confine!,
      });
      await session.end();
      await containment.close();
      expect(r.started).toBe(false);
      expect(r.timedOut).toBe(false);
      expect(r.notStarted?.reason).toMatch(/^codex cannot reach the model: /);
      expect(r.notStarted?.remedy).toBe('check the network and the OpenAI API status, then run heal again');
    } finally {
      delete process.env.CODEX_API_KEY;
    }
  });
});

describe('the real Claude Code CLI in the sandbox', () => {
  it('starts with a private HOME, says it is not logged in, and leaves the real HOME as it was', async () => {
    const containment = await openContainment({
      mode: 'sandbox',
      repo,
      engine: 'claude-code',
      settings: SandboxConfig.parse({}),
      stateDirs: [],
    });
    const session = await containment.engineSession(worktree, path.join(dir, 'prompt'));
    const engine = engineFor('claude-code');
    await engine.ensureInstalled();
    const r = await engine.run({
      worktree,
      prompt: 'Repair finding F-1: the save button does nothing.\n',
      promptFile: path.join(dir, 'prompt', 'F-1.md'),
      findingId: 'F-1',
      round: 1,
      level: 1,
      timeoutMs: 120_000,
      signal: new AbortController().signal,
      readOnlyFiles: [],
      confine: session.confine!,
    });
    await session.end();
    await containment.close();
    // it ran (a crash in the sandbox would be a started session with an exit code and no JSON)
    expect(r.outputTail).not.toMatch(/EROFS|EACCES|read-only file system/i);
    expect(r).toMatchObject({
      started: false,
      notStarted: { reason: 'claude did not start a session: Not logged in · Please run /login' },
    });
    // what it wrote went to its private HOME, thrown away: the real one holds what it held
    expect(await readdir(process.env.HOME!)).toEqual(['.claude']);
    expect(await readdir(path.join(process.env.HOME!, '.claude'))).toEqual(['settings.json']);
  });
});
