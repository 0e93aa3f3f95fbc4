import path from 'node:path';
import { accountProblem, type CliBinary, notStarted, requireBinary, spawnFailed } from './cli.js';
import type { Engine, EngineRequest, EngineResult } from './engine.js';
import { runEngineProcess } from './process.js';
import { cleanSummary, parseStatusLine } from './status-line.js';

/**
 * The `aider` engine: one message from `--message-file`, every confirmation answered yes, and aider's own
 * loops switched off — no commits, no lint or test runs, no shell commands, no update check, no browser
 * (droidheal is the outer loop and reads the diff itself); stdin is empty, so nothing waits on a terminal.
 * Read-only files go in with `--read`. Aider's history files are written beside the
 * prompt file, and it does not touch `.gitignore`, so the worktree holds only the fix.
 */

const aider: CliBinary = {
  engine: 'aider',
  binary: 'aider',
  install: 'python -m pip install aider-install && aider-install',
};

export function aiderArgs(req: EngineRequest): string[] {
  const dir = path.dirname(req.promptFile);
  return [
    '--message-file',
    req.promptFile,
    '--yes-always',
    '--no-auto-commits',
    '--no-dirty-commits',
    '--no-auto-test',
    '--no-auto-lint',
    '--no-suggest-shell-commands',
    '--no-gitignore',
    // an unknown model's warning offers a documentation URL, which --yes-always would open in a browser
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
    path.join(dir, 'aider.chat.history.md'),
    '--input-history-file',
    path.join(dir, 'aider.input.history'),
    ...req.readOnlyFiles.flatMap((f) => ['--read', f]),
  ];
}

/** The status line the model wrote: the last line of its reply that parses as one (aider prints its own lines after). */
export function aiderStatus(stdout: string): ReturnType<typeof parseStatusLine> {
  const lines = stdout.trimEnd().split('\n');
  for (let i = lines.length - 1; i >= Math.max(0, lines.length - 40); i--) {
    const s = parseStatusLine(lines[i]!);
    if (s) return s;
  }
  return undefined;
}

/** `Tokens: 2.3k sent, 120 received. Cost: $0.01 message, $0.02 session.` */
function aiderCost(stdout: string): number | undefined {
  const all = [...stdout.matchAll(/Cost: \$([0-9.]+) message, \$([0-9.]+) session/g)];
  const last = all[all.length - 1];
  return last ? Number(last[2]) : undefined;
}

const REMEDIES = {
  credentials: 'give aider a model key (e.g. ANTHROPIC_API_KEY or OPENAI_API_KEY, or `--api-key` in .aider.conf.yml)',
  'usage limit': 'wait until the provider usage limit resets, raise it, or heal with another --engine',
} as const;

// aider's OpenRouter login offer and the browser flow behind it (its onboarding, when no key is found)
const LOGIN_OFFER =
  /[^\n]*(Login to OpenRouter|Authenticate with OpenRouter|authorize Aider with OpenRouter|Waiting for authentication)[^\n]*/i;

// aider's own words when it cannot reach a model at all
const NO_MODEL =
  /No LLM model was specified|litellm\.(AuthenticationError|RateLimitError)|AuthenticationError|API key/i;

export function aiderEngine(): Engine {
  return {
    name: 'aider',
    async ensureInstalled() {
      await requireBinary(aider);
    },
    async run(req: EngineRequest): Promise<EngineResult> {
      const { mkdir, writeFile } = await import('node:fs/promises');
      await mkdir(path.dirname(req.promptFile), { recursive: true });
      await writeFile(req.promptFile, req.prompt);
      // aider with no key offers a browser login (and --yes-always accepts it, then waits minutes for a
      // callback nobody sends): stop it at the offer, it is a missing key
      const login = new AbortController();
      let seen = '';
      const p = await runEngineProcess({
        file: aider.binary,
        args: aiderArgs(req),
        cwd: req.worktree,
        ...(req.confine ? { confine: req.confine } : {}),
        // every URL aider offers (token limits, errors) --yes-always opens through Python's webbrowser,
        // which runs $BROWSER when set: a no-op, so no browser (a text one would hold the session) opens
        env: { BROWSER: 'true' },
        timeoutMs: req.timeoutMs,
        signal: AbortSignal.any([req.signal, login.signal]),
        onOutput: (chunk) => {
          seen = (seen + chunk).slice(-4096);
          if (LOGIN_OFFER.test(seen)) login.abort();
        },
      });
      if (!p.spawned) return spawnFailed(aider, p);
      if (login.signal.aborted && !req.signal.aborted)
        return notStarted(
          `aider offered a browser login to a model provider (no model key): ${cleanSummary(seen.match(LOGIN_OFFER)![0])}`,
          `${REMEDIES.credentials}; droidheal never runs aider's browser login`,
          p.durationMs,
          p.outputTail,
        );
      const output = `${p.stdout}\n${p.stderr}`;
      // only a session that produced no reply at all counts as never started — whatever its exit status
      // (aider can print an authentication error and exit 0)
      if (p.exitCode !== undefined && NO_MODEL.test(output) && !/^Tokens: /m.test(p.stdout)) {
        const kind = accountProblem(output) ?? 'credentials';
        const line = output.split('\n').find((l) => NO_MODEL.test(l)) ?? 'no model';
        return notStarted(
          `aider could not reach a model: ${cleanSummary(line)}`,
          REMEDIES[kind],
          p.durationMs,
          p.outputTail,
        );
      }
      const status = p.exitCode !== undefined ? aiderStatus(p.stdout) : undefined;
      const cost = aiderCost(p.stdout);
      return {
        started: true,
        exitCode: p.exitCode,
        timedOut: p.timedOut,
        durationMs: p.durationMs,
        ...status,
        outputTail: p.outputTail,
        ...(cost !== undefined ? { usage: { costUsd: cost } } : {}),
      };
    },
  };
}

/** The CLI this engine drives: its binary and install line (doctor reports its version). */
export const aiderCli = aider;
