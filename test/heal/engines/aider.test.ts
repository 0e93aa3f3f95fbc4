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

describe('the aider engine', () => {
  it('sends the prompt file as one message with aider’s own commits, tests, lints and shell commands off, tests read-only', async () => {
    await engineFor('aider').run(box.request());
    const [call] = await box.calls('aider');
    const promptDir = path.join(box.dir, 'prompt');
    expect(call!.argv).toEqual([
      '--message-file',
      path.join(promptDir, 'F-1.md'),
      '--yes-always',
      '--no-auto-commits',
      '--no-dirty-commits',
      '--no-auto-test',
      '--no-auto-lint',
      '--no-suggest-shell-commands',
      '--no-gitignore',
      '--no-show-model-warnings',
      '--no-check-update',
      '--no-show-release-notes',
      '--no-analytics',
      '--no-pretty',
      '--no-stream',
      '--no-fancy-input',
      '--no-detect-urls',
      '--no-restore-chat-history',
      '--chat-history-file',
      path.join(promptDir, 'aider.chat.history.md'),
      '--input-history-file',
      path.join(promptDir, 'aider.input.history'),
      '--read',
      'app/src/androidTest/java/NoteEditorTest.kt',
    ]);
    expect(call!.message).toBe('Repair finding F-1\n');
    expect(call!.cwd).toBe(box.worktree);
  });

  it('reads the status line of the reply before aider’s token report, and the session cost', async () => {
    const r = await engineFor('aider').run(box.request());
    expect(r).toMatchObject({
      started: true,
      exitCode: 0,
      confidence: 0.85,
      summary: 'the save button now calls onSave',
      cannotFix: false,
      usage: { costUsd: 0.02 },
    });
    expect(await readFile(path.join(box.worktree, 'app/Screen.kt'), 'utf8')).toContain(
      '// edited by the aider stand-in',
    );
  });

  it('passes on cannotFix', async () => {
    box.scenario('cannot-fix');
    expect((await engineFor('aider').run(box.request())).cannotFix).toBe(true);
  });

  it('is an engine that never started when aider has no model key', async () => {
    box.scenario('no-key');
    const r = await engineFor('aider').run(box.request());
    expect(r.started).toBe(false);
    expect(r.notStarted).toEqual({
      reason: 'aider could not reach a model: No LLM model was specified and no API keys were provided.',
      remedy: 'give aider a model key (e.g. ANTHROPIC_API_KEY or OPENAI_API_KEY, or `--api-key` in .aider.conf.yml)',
    });
  });

  it('never waits in a browser login: the OpenRouter offer stops the session at once, nobody’s attempt', async () => {
    box.scenario('openrouter-login');
    // a session timeout far past the test's own: only stopping at the offer lets this test finish
    const r = await engineFor('aider').run(box.request({ timeoutMs: 3_600_000 }));
    expect(r.started).toBe(false);
    expect(r.timedOut).toBe(false);
    expect(r.notStarted?.reason).toMatch(/^aider offered a browser login to a model provider \(no model key\): /);
    expect(r.notStarted?.remedy).toMatch(/; droidheal never runs aider's browser login$/);
  });

  describe('never opens a browser, though --yes-always accepts every URL aider offers', () => {
    let browser: string | undefined;
    beforeEach(() => {
      // as on a developer's machine or a CI runner with no BROWSER of its own
      browser = process.env.BROWSER;
      delete process.env.BROWSER;
    });
    afterEach(() => {
      if (browser !== undefined) process.env.BROWSER = browser;
    });

    for (const [scenario, what] of [
      ['model-warning', 'an unknown model’s warning is never shown'],
      ['token-limit', 'a URL it does offer goes to a browser that does nothing'],
    ] as const)
      it(what, async () => {
        box.scenario(scenario);
        const r = await engineFor('aider').run(box.request());
        expect(r).toMatchObject({ started: true, exitCode: 0, confidence: 0.85 });
        // the stand-in records each browser it opens as a call of its own
        expect((await box.calls('aider')).map((c) => c.browserOpened ?? null)).toEqual([null]);
      });
  });

  it('is an engine that never started on an authentication error even when aider exits 0', async () => {
    box.scenario('auth-error-exit-0');
    const r = await engineFor('aider').run(box.request());
    expect(r.started).toBe(false);
    expect(r.notStarted?.reason).toMatch(/^aider could not reach a model: litellm\.AuthenticationError/);
  });

  it('says how to install aider when it is not on PATH (exit 2)', async () => {
    process.env.PATH = path.dirname(process.execPath);
    const err = await engineFor('aider')
      .ensureInstalled()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UsageError);
    expect((err as UsageError).line).toBe(
      'the aider engine needs `aider`, which is not on PATH — install it: python -m pip install aider-install && aider-install',
    );
  });
});
