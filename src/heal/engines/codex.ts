import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { OUTPUT_TAIL_CHARS, runProcess } from '../../process/run.js';
import { accountProblem, type CliBinary, notStarted, requireBinary, spawnFailed } from './cli.js';
import type { Engine, EngineRequest, EngineResult, EngineUsage } from './engine.js';
import { runEngineProcess } from './process.js';
import { cleanSummary, parseStatusLine } from './status-line.js';

/**
 * The `codex` engine: `codex exec` (non-interactive) in the `workspace-write` sandbox rooted at the
 * worktree, with JSONL events on stdout; the prompt goes on stdin. Codex does not fail fast without
 * credentials (it retries the network), so the login is checked first: no login and no CODEX_API_KEY is
 * an engine that never started. A session in which the model never answered is one too.
 */

const codex: CliBinary = { engine: 'codex', binary: 'codex', install: 'npm install -g @openai/codex' };

export function codexArgs(req: EngineRequest): string[] {
  const args = ['exec', '--sandbox', 'workspace-write', '--cd', req.worktree, '--json'];
  // a heal worktree is a git worktree (`.git` is a file there); a bare directory needs the check skipped
  if (!existsSync(path.join(req.worktree, '.git'))) args.push('--skip-git-repo-check');
  return args;
}

/** One `--json` event, as far as droidheal reads it. */
const CodexEvent = z.object({
  type: z.string(),
  message: z.string().optional(),
  error: z.object({ message: z.string().optional() }).optional(),
  item: z
    .object({ type: z.string().optional(), text: z.string().optional(), message: z.string().optional() })
    .optional(),
  usage: z
    .object({
      input_tokens: z.number().optional(),
      output_tokens: z.number().optional(),
    })
    .optional(),
});

export interface CodexSession {
  /** the model answered at least once (an item other than an error, or a completed turn) */
  answered: boolean;
  /** the agent's last message */
  lastMessage?: string;
  /** the last error Codex reported */
  lastError?: string;
  usage: EngineUsage;
}

export function parseCodexEvents(stdout: string): CodexSession {
  const session: CodexSession = { answered: false, usage: {} };
  for (const line of stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    let e: z.infer<typeof CodexEvent>;
    try {
      const r = CodexEvent.safeParse(JSON.parse(line));
      if (!r.success) continue;
      e = r.data;
    } catch {
      continue;
    }
    if (e.type === 'turn.completed') {
      session.answered = true;
      session.usage.turns = (session.usage.turns ?? 0) + 1;
      if (e.usage?.input_tokens !== undefined)
        session.usage.inputTokens = (session.usage.inputTokens ?? 0) + e.usage.input_tokens;
      if (e.usage?.output_tokens !== undefined)
        session.usage.outputTokens = (session.usage.outputTokens ?? 0) + e.usage.output_tokens;
    } else if (e.type === 'turn.failed') {
      session.lastError = e.error?.message ?? session.lastError;
    } else if (e.type === 'error') {
      session.lastError = e.message ?? session.lastError;
    } else if (e.type === 'item.completed' && e.item) {
      if (e.item.type === 'error') session.lastError = e.item.message ?? session.lastError;
      else {
        session.answered = true;
        if (e.item.type === 'agent_message' && e.item.text !== undefined) session.lastMessage = e.item.text;
      }
    }
  }
  return session;
}

/** Codex's words for a request that never left the machine (no route, no DNS, refused, a proxy that says no). */
const CANNOT_CONNECT = new RegExp(
  [
    'error sending request',
    'dns error',
    'failed to lookup address',
    'connection refused',
    'network is unreachable',
    'connect(ion)? timed out',
    'proxy connection failed',
    'CONNECT failed',
    'waiting for network',
    'blocked-by',
    '403 Forbidden',
  ].join('|'),
  'i',
);

export function cannotConnect(message: string): boolean {
  return CANNOT_CONNECT.test(message);
}

const REMEDIES = {
  credentials:
    'log Codex in (`codex login`, or `printenv OPENAI_API_KEY | codex login --with-api-key`) or set CODEX_API_KEY',
  'usage limit': 'wait until the Codex usage limit resets, raise it, or heal with another --engine',
  'no answer': 'check the network and the OpenAI API status, then run heal again',
} as const;

/** Logged in, or a key in the environment `codex exec` reads; a spawn error code when codex cannot run. */
async function credentials(env: NodeJS.ProcessEnv, signal: AbortSignal): Promise<true | false | { code: string }> {
  if (env.CODEX_API_KEY) return true;
  const r = await runProcess({
    file: codex.binary,
    args: ['login', 'status'],
    timeoutMs: 30_000,
    signal,
    stdin: 'ignore',
    outputTailChars: 2000,
  });
  if (!r.spawned) return { code: r.code };
  // ended by a signal that was neither our deadline nor an abort: it did not run to an answer
  if (r.exitCode === undefined && !r.timedOut && !r.aborted) return { code: 'EUNKNOWN' };
  return r.exitCode === 0;
}

export function codexEngine(): Engine {
  return {
    name: 'codex',
    async ensureInstalled() {
      await requireBinary(codex);
    },
    async run(req: EngineRequest): Promise<EngineResult> {
      const started = performance.now();
      const login = await credentials(process.env, req.signal);
      const elapsed = Math.round(performance.now() - started);
      if (typeof login === 'object')
        return spawnFailed(codex, { spawned: false, code: login.code, message: '', durationMs: elapsed });
      if (!login) return notStarted('codex is not logged in', REMEDIES.credentials, elapsed);
      // codex offline retries its stream with backoff for as long as it is let: before any answer, a
      // connection that cannot even be made stops it at once (not the whole engine timeout later)
      const offline = new AbortController();
      let events = '';
      const p = await runEngineProcess({
        file: codex.binary,
        args: codexArgs(req),
        cwd: req.worktree,
        ...(req.confine ? { confine: req.confine } : {}),
        input: req.prompt,
        timeoutMs: req.timeoutMs,
        signal: AbortSignal.any([req.signal, offline.signal]),
        onOutput: (chunk) => {
          if (offline.signal.aborted) return;
          events = (events + chunk).slice(-OUTPUT_TAIL_CHARS);
          const soFar = parseCodexEvents(events);
          if (!soFar.answered && soFar.lastError && cannotConnect(soFar.lastError)) offline.abort();
        },
      });
      if (!p.spawned) return spawnFailed(codex, p);
      const session = parseCodexEvents(p.stdout);
      if (offline.signal.aborted && !req.signal.aborted && !session.answered)
        return notStarted(
          `codex cannot reach the model: ${cleanSummary(session.lastError ?? 'no connection')}`,
          REMEDIES['no answer'],
          p.durationMs,
          p.outputTail,
        );
      if (!session.answered && !p.aborted) {
        const why = session.lastError ?? (p.timedOut ? 'no answer before the timeout' : 'no answer');
        const kind = accountProblem(why) ?? 'no answer';
        return notStarted(
          `codex never got an answer from the model: ${cleanSummary(why)}`,
          REMEDIES[kind],
          p.durationMs,
          p.outputTail,
        );
      }
      const status =
        session.lastMessage !== undefined && p.exitCode !== undefined
          ? parseStatusLine(session.lastMessage)
          : undefined;
      return {
        started: true,
        exitCode: p.exitCode,
        timedOut: p.timedOut,
        durationMs: p.durationMs,
        ...status,
        ...(status?.summary === undefined && session.lastMessage ? { summary: cleanSummary(session.lastMessage) } : {}),
        outputTail: p.outputTail,
        usage: session.usage,
      };
    },
  };
}

/** The CLI this engine drives: its binary and install line (doctor reports its version). */
export const codexCli = codex;
