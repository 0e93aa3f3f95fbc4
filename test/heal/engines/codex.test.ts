import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/errors.js';
import { engineFor } from '../../../src/heal/engines/index.js';
import { type StandinBox, standinBox } from './standins.js';

let box: StandinBox;
beforeEach(async () => {
  box = await standinBox();
  delete process.env.CODEX_API_KEY;
});
afterEach(async () => {
  await box.cleanup();
});

describe('the codex engine', () => {
  it('checks the login, then runs codex exec in the workspace-write sandbox of the worktree with JSON events', async () => {
    await engineFor('codex').run(box.request());
    const calls = await box.calls('codex');
    expect(calls.map((c) => c.argv)).toEqual([
      ['login', 'status'],
      ['exec', '--sandbox', 'workspace-write', '--cd', box.worktree, '--json'],
    ]);
    expect(calls[1]!.stdin).toBe('Repair finding F-1\n');
    expect(calls[1]!.cwd).toBe(box.worktree);
  });

  it('skips the git repository check only for a worktree that is not a git checkout', async () => {
    await rm(path.join(box.worktree, '.git'), { recursive: true });
    await engineFor('codex').run(box.request());
    const calls = await box.calls('codex');
    expect(calls[1]!.argv).toEqual([
      'exec',
      '--sandbox',
      'workspace-write',
      '--cd',
      box.worktree,
      '--json',
      '--skip-git-repo-check',
    ]);
  });

  it('reads the agent’s last message, its status line and the token usage; the edit is in the worktree', async () => {
    const r = await engineFor('codex').run(box.request());
    expect(r).toMatchObject({
      started: true,
      exitCode: 0,
      confidence: 0.85,
      summary: 'the save button now calls onSave',
      cannotFix: false,
      usage: { turns: 1, inputTokens: 24763, outputTokens: 122 },
    });
    expect(await readFile(path.join(box.worktree, 'app/Screen.kt'), 'utf8')).toContain(
      '// edited by the codex stand-in',
    );
  });

  it('passes on cannotFix from the last message', async () => {
    box.scenario('cannot-fix');
    const r = await engineFor('codex').run(box.request());
    expect(r.cannotFix).toBe(true);
  });

  it('never starts a session when codex is not logged in and no CODEX_API_KEY is set', async () => {
    box.scenario('not-logged-in');
    const r = await engineFor('codex').run(box.request());
    expect(r.started).toBe(false);
    expect(r.notStarted).toEqual({
      reason: 'codex is not logged in',
      remedy:
        'log Codex in (`codex login`, or `printenv OPENAI_API_KEY | codex login --with-api-key`) or set CODEX_API_KEY',
    });
    expect((await box.calls('codex')).map((c) => c.argv[0])).toEqual(['login']);
  });

  it('takes CODEX_API_KEY as credentials without asking codex', async () => {
    box.scenario('not-logged-in');
    process.env.CODEX_API_KEY = 'sk-test';
    try {
      await engineFor('codex').run(box.request());
    } finally {
      delete process.env.CODEX_API_KEY;
    }
    expect((await box.calls('codex')).map((c) => c.argv[0])).toEqual(['exec']);
  });

  it('is an engine that never started when the usage limit stops the first turn', async () => {
    box.scenario('usage-limit');
    const r = await engineFor('codex').run(box.request());
    expect(r.started).toBe(false);
    expect(r.notStarted).toEqual({
      reason:
        "codex never got an answer from the model: You've hit your usage limit. Upgrade to Pro or try again later.",
      remedy: 'wait until the Codex usage limit resets, raise it, or heal with another --engine',
    });
  });

  it('is an engine that never started when the model could not be reached', async () => {
    box.scenario('offline');
    const r = await engineFor('codex').run(box.request());
    expect(r.started).toBe(false);
    expect(r.notStarted?.remedy).toBe('check the network and the OpenAI API status, then run heal again');
  });

  it('fails fast offline: a connection that cannot be made stops codex at once, not at the engine timeout', async () => {
    box.scenario('offline-retrying');
    // a session timeout far past the test's own: only stopping at the connection error lets it finish
    const r = await engineFor('codex').run(box.request({ timeoutMs: 3_600_000 }));
    expect(r.started).toBe(false);
    expect(r.timedOut).toBe(false);
    expect(r.notStarted).toEqual({
      reason:
        'codex cannot reach the model: Reconnecting... 1/5 (stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses))',
      remedy: 'check the network and the OpenAI API status, then run heal again',
    });
  });

  it('says how to install codex when it is not on PATH (exit 2)', async () => {
    process.env.PATH = path.dirname(process.execPath);
    const err = await engineFor('codex')
      .ensureInstalled()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UsageError);
    expect((err as UsageError).line).toBe(
      'the codex engine needs `codex`, which is not on PATH — install it: npm install -g @openai/codex',
    );
  });

  it('is nobody’s attempt when codex vanished after the check', async () => {
    process.env.PATH = path.dirname(process.execPath);
    const r = await engineFor('codex').run(box.request());
    expect(r.notStarted).toEqual({
      reason: '`codex` could not be started (ENOENT)',
      remedy: 'install it: npm install -g @openai/codex',
    });
  });
});
