import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/errors.js';
import { engineFor } from '../../../src/heal/engines/index.js';
import { type StandinBox, standinBox } from './standins.js';

let box: StandinBox;
beforeEach(async () => {
  box = await standinBox();
});
afterEach(async () => {
  await box.cleanup();
});

const engine = () =>
  engineFor('claude-code', { maxTurns: 25, readOnlyGlobs: ['**/src/androidTest/**', 'droidheal.json'] });

describe('the claude-code engine', () => {
  it('runs claude -p headless with a JSON result, a turn limit, accepted edits and denied Bash and read-only paths', async () => {
    await engine().run(box.request());
    const [call] = await box.calls('claude');
    expect(call!.argv).toEqual([
      '-p',
      '--output-format',
      'json',
      '--max-turns',
      '25',
      '--permission-mode',
      'acceptEdits',
      '--tools',
      'Read,Glob,Grep,Edit,Write',
      '--allowedTools',
      'Read,Glob,Grep,Edit(./**)',
      '--disallowedTools',
      'Bash,WebFetch,WebSearch,NotebookEdit,Task,Edit(./**/src/androidTest/**),Edit(./droidheal.json),Edit(./app/src/androidTest/java/NoteEditorTest.kt)',
    ]);
    expect(call!.argv).not.toContain('--dangerously-skip-permissions');
    expect(call!.stdin).toBe('Repair finding F-1\n');
    expect(call!.cwd).toBe(box.worktree);
  });

  it('reads the result: exit status, the status line in its text, turns and cost; the edit is in the worktree', async () => {
    const r = await engine().run(box.request());
    expect(r).toMatchObject({
      started: true,
      exitCode: 0,
      timedOut: false,
      confidence: 0.85,
      summary: 'the save button now calls onSave',
      cannotFix: false,
      usage: { turns: 6, costUsd: 0.0421, inputTokens: 5120, outputTokens: 830 },
    });
    expect(await readFile(path.join(box.worktree, 'app/Screen.kt'), 'utf8')).toBe(
      'fun save() {}\n// edited by the claude stand-in\n',
    );
  });

  it('passes on cannotFix from the result text', async () => {
    box.scenario('cannot-fix');
    const r = await engine().run(box.request());
    expect(r.cannotFix).toBe(true);
    expect(r.summary).toBe('the test asserts a tag the design removed');
  });

  it('counts a session that hit its turn limit as a started attempt without a status', async () => {
    box.scenario('max-turns');
    const r = await engine().run(box.request());
    expect(r).toMatchObject({ started: true, exitCode: 1, usage: { turns: 41, costUsd: 0.9 } });
    expect(r.confidence).toBeUndefined();
    expect(r.cannotFix).toBeUndefined();
  });

  it('is an engine that never started when claude is not logged in, with the remedy', async () => {
    box.scenario('not-logged-in');
    const r = await engine().run(box.request());
    expect(r.started).toBe(false);
    expect(r.notStarted).toEqual({
      reason: 'claude did not start a session: Not logged in · Please run /login',
      remedy: 'log Claude Code in (run `claude` once and /login) or set ANTHROPIC_API_KEY for the CI job',
    });
  });

  it('is an engine that never started when the usage limit is reached', async () => {
    box.scenario('usage-limit');
    const r = await engine().run(box.request());
    expect(r.started).toBe(false);
    expect(r.notStarted?.remedy).toBe(
      'wait until the Claude usage limit resets, raise it, or heal with another --engine',
    );
  });

  it('is an engine that never started on an API error with no output token, as every version reports it', async () => {
    box.scenario('api-error-2.1.197');
    const r = await engine().run(box.request());
    expect(r.started).toBe(false);
    expect(r.notStarted).toEqual({
      reason: 'claude did not start a session: API Error: Connection error.',
      remedy: 'check the network and the Claude API status, then run heal again',
    });
  });

  it('counts a crash as a started attempt with its exit code and output', async () => {
    box.scenario('crash');
    const r = await engine().run(box.request());
    expect(r).toMatchObject({ started: true, exitCode: 2, timedOut: false });
    expect(r.outputTail).toBe('TypeError: Cannot read properties of undefined (reading "map")\n');
  });

  it('says how to install claude when it is not on PATH (exit 2)', async () => {
    process.env.PATH = path.dirname(process.execPath);
    const err = await engine()
      .ensureInstalled()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UsageError);
    expect((err as UsageError).exitCode).toBe(2);
    expect((err as UsageError).line).toBe(
      'the claude-code engine needs `claude`, which is not on PATH — install it: npm install -g @anthropic-ai/claude-code',
    );
  });

  it('is nobody’s attempt when claude vanished after the check', async () => {
    await engine().ensureInstalled();
    process.env.PATH = path.dirname(process.execPath);
    const r = await engine().run(box.request());
    expect(r.started).toBe(false);
    expect(r.notStarted).toEqual({
      reason: '`claude` could not be started (ENOENT)',
      remedy: 'install it: npm install -g @anthropic-ai/claude-code',
    });
  });
});

describe('the claude-code engine without a write scope given', () => {
  it('denies edits to the guard’s default read-only paths', async () => {
    await engineFor('claude-code').run(box.request({ readOnlyFiles: [] }));
    const [call] = await box.calls('claude');
    const denied = call!.argv[call!.argv.indexOf('--disallowedTools') + 1]!.split(',');
    expect(denied).toContain('Edit(./**/src/androidTest/**)');
    expect(denied).toContain('Edit(./droidheal.json)');
    expect(denied).toContain('Edit(./.github/**)');
    expect(call!.argv[call!.argv.indexOf('--max-turns') + 1]).toBe('40');
  });
});
