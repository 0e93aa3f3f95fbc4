import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claudeArgs } from '../../../src/heal/engines/claude-code.js';
import { codexArgs } from '../../../src/heal/engines/codex.js';
import type { EngineRequest } from '../../../src/heal/engines/engine.js';
import { engineFor } from '../../../src/heal/engines/index.js';
import { repoRoot } from '../../support/cli.js';

// The real Claude Code and Codex CLIs, installed by scripts/ensure-fixer-clis.js (pinned versions, cached in
// .droidheal/fixer-clis/). Nothing here is skipped: when they cannot be installed, the set-up fails and says why.

let bin: string;
let dir: string;
let worktree: string;
let bare: string;
const saved = { ...process.env };

beforeAll(async () => {
  const r = await execa(process.execPath, [path.join(repoRoot, 'scripts/ensure-fixer-clis.js')], {
    reject: false,
    timeout: 20 * 60_000,
  });
  if (r.exitCode !== 0)
    throw new Error(`the real fixer CLIs could not be installed for this test: ${r.stderr.trim() || r.stdout.trim()}`);
  bin = JSON.parse(r.stdout).bin;
  dir = await mkdtemp(path.join(tmpdir(), 'droidheal-real-clis-'));
  worktree = path.join(dir, 'worktree');
  bare = path.join(dir, 'bare');
  await mkdir(worktree);
  await mkdir(bare);
  await execa('git', ['init', '-q'], { cwd: worktree });
  // a machine with no credentials at all: an empty home, no keys, the real CLIs first on PATH
  for (const k of Object.keys(process.env))
    if (/^(ANTHROPIC_|CLAUDE_|CODEX_|OPENAI_)|^XDG_CONFIG_HOME$/.test(k)) delete process.env[k];
  process.env.HOME = path.join(dir, 'home');
  await mkdir(process.env.HOME);
  process.env.PATH = `${bin}${path.delimiter}${path.dirname(process.execPath)}${path.delimiter}${saved.PATH ?? ''}`;
}, 25 * 60_000);

afterAll(async () => {
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
  if (dir) await rm(dir, { recursive: true, force: true });
});

function request(over: Partial<EngineRequest> = {}): EngineRequest {
  return {
    worktree,
    prompt: 'Repair finding F-1: the save button does nothing.\n',
    promptFile: path.join(dir, 'prompt', 'F-1.md'),
    findingId: 'F-1',
    round: 1,
    level: 1,
    timeoutMs: 120_000,
    signal: new AbortController().signal,
    readOnlyFiles: ['app/src/androidTest/java/com/example/NoteEditorTest.kt'],
    ...over,
  };
}

describe('the real Claude Code CLI', () => {
  it('is the pinned version', async () => {
    expect((await execa('claude', ['--version'])).stdout.trim()).toBe('2.1.332 (Claude Code)');
  });

  it('accepts every flag the claude-code engine passes: without credentials it gets as far as the login', async () => {
    // the default write scope (the guard's deny list) and a project's own
    for (const args of [
      claudeArgs(request()),
      claudeArgs(request(), { maxTurns: 12, readOnlyGlobs: ['**/src/androidTest/**', 'droidheal.json'] }),
    ]) {
      const r = await execa('claude', args, {
        cwd: worktree,
        input: request().prompt,
        reject: false,
        timeout: 120_000,
      });
      expect(r.stderr).not.toMatch(/unknown option|error: /);
      const result = JSON.parse(r.stdout.trim().split('\n').pop()!);
      expect(result).toMatchObject({ type: 'result', is_error: true, result: 'Not logged in · Please run /login' });
      expect(r.exitCode).toBe(1);
    }
  });

  it('refuses a flag it does not know, so the check above can fail', async () => {
    const r = await execa('claude', ['-p', '--output-format', 'json', '--no-such-flag'], {
      cwd: worktree,
      input: 'x',
      reject: false,
      timeout: 120_000,
    });
    expect(r.stderr).toContain("error: unknown option '--no-such-flag'");
  });

  it('documents the permission mode the engine uses, and the one it never uses', async () => {
    const help = (await execa('claude', ['--help'])).stdout;
    expect(help).toMatch(/--permission-mode <mode>[\s\S]*"acceptEdits"/);
    for (const flag of ['--output-format <format>', '--allowedTools', '--disallowedTools', '-p, --print'])
      expect(help).toContain(flag);
    expect(help).toContain('--dangerously-skip-permissions');
    expect(claudeArgs(request())).not.toContain('--dangerously-skip-permissions');
  });

  it('without credentials is an engine that never started, with the remedy', async () => {
    const engine = engineFor('claude-code');
    await engine.ensureInstalled();
    const r = await engine.run(request());
    expect(r.started).toBe(false);
    expect(r.notStarted).toEqual({
      reason: 'claude did not start a session: Not logged in · Please run /login',
      remedy: 'log Claude Code in (run `claude` once and /login) or set ANTHROPIC_API_KEY for the CI job',
    });
  });
});

describe('the real Codex CLI', () => {
  it('is the pinned version', async () => {
    expect((await execa('codex', ['--version'])).stdout.trim()).toBe('codex-cli 0.171.0');
  });

  it('accepts every flag and value the codex engine passes, in a git worktree and in a bare directory', async () => {
    for (const req of [request(), request({ worktree: bare })]) {
      const args = codexArgs(req);
      // clap rejects an unknown flag or value before it honours --help: exit 0 means all were accepted
      const r = await execa('codex', [...args, '--help'], { reject: false, timeout: 120_000 });
      expect(r.exitCode, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      expect(r.stdout).toContain('Run Codex non-interactively');
    }
    expect(codexArgs(request({ worktree: bare }))).toContain('--skip-git-repo-check');
  });

  it('rejects an unknown sandbox value, so the check above can fail', async () => {
    const r = await execa('codex', ['exec', '--sandbox', 'workspace', '--help'], { reject: false, timeout: 120_000 });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain("invalid value 'workspace' for '--sandbox <SANDBOX_MODE>'");
  });

  it('says it is not logged in, and without credentials is an engine that never started', async () => {
    const status = await execa('codex', ['login', 'status'], { reject: false, timeout: 120_000 });
    expect(status.exitCode).toBe(1);
    expect(status.stdout + status.stderr).toContain('Not logged in');
    const engine = engineFor('codex');
    await engine.ensureInstalled();
    const r = await engine.run(request());
    expect(r.started).toBe(false);
    expect(r.notStarted?.reason).toBe('codex is not logged in');
  });
});
