import { z } from 'zod';
import { defaultDeny } from '../../config/guard-defaults.js';
import { accountProblem, type CliBinary, notStarted, requireBinary, spawnFailed } from './cli.js';
import type { Engine, EngineRequest, EngineResult } from './engine.js';
import { runEngineProcess } from './process.js';
import { cleanSummary, parseStatusLine } from './status-line.js';

/**
 * The `claude-code` engine: `claude -p` (headless) with a JSON result, a turn limit and tools limited to
 * reading and editing inside the worktree. Edits are auto-approved (`acceptEdits`) where Claude Code's own
 * rules allow them; Bash, web access and edits to read-only paths are denied (a denied tool in headless
 * mode is refused, not asked). Never `--dangerously-skip-permissions`. The prompt goes on stdin.
 */

const claude: CliBinary = {
  engine: 'claude-code',
  binary: 'claude',
  install: 'npm install -g @anthropic-ai/claude-code',
};

export const CLAUDE_DEFAULT_MAX_TURNS = 40;

/**
 * The only built-in tools the session has (`--tools`): reading, and editing through Edit and Write.
 * MultiEdit is gone from current versions; Bash, web and agent tools are not even offered.
 */
export const claudeTools = ['Read', 'Glob', 'Grep', 'Edit', 'Write'] as const;
/**
 * What is pre-approved. Edits are approved inside the working directory only (`Edit(./**)`: an `Edit`
 * rule covers every built-in editing tool, Write included); a bare `Edit` would approve edits anywhere,
 * and in headless mode an edit nobody approved is refused. The OS sandbox holds the rest.
 */
export const claudeAllowedTools = ['Read', 'Glob', 'Grep', 'Edit(./**)'] as const;
/** Tools refused outright: Bash reaches past every path rule (sed -i, tee, git commit), the web brings in text. */
export const claudeDeniedTools = ['Bash', 'WebFetch', 'WebSearch', 'NotebookEdit', 'Task'] as const;

/**
 * Edit denies for the read-only paths. Claude Code reads rule paths with gitignore syntax, relative to the
 * working directory when written `./path`; an `Edit` rule covers every built-in editing tool.
 */
export function claudeEditDenies(
  req: Pick<EngineRequest, 'readOnlyFiles'>,
  readOnlyGlobs: readonly string[],
): string[] {
  const paths = [...readOnlyGlobs, ...req.readOnlyFiles].map((p) => p.replace(/^\.?\//, ''));
  return [...new Set(paths)].map((p) => `Edit(./${p})`);
}

export function claudeArgs(req: EngineRequest, opts: ClaudeCodeOptions = {}): string[] {
  return [
    '-p',
    '--output-format',
    'json',
    '--max-turns',
    String(opts.maxTurns ?? CLAUDE_DEFAULT_MAX_TURNS),
    '--permission-mode',
    'acceptEdits',
    '--tools',
    claudeTools.join(','),
    '--allowedTools',
    claudeAllowedTools.join(','),
    '--disallowedTools',
    [...claudeDeniedTools, ...claudeEditDenies(req, opts.readOnlyGlobs ?? defaultDeny)].join(','),
  ];
}

/** The `--output-format json` result, as far as droidheal reads it. */
export const ClaudeResult = z.object({
  type: z.literal('result'),
  subtype: z.string().optional(),
  is_error: z.boolean().optional(),
  result: z.string().optional(),
  num_turns: z.number().optional(),
  total_cost_usd: z.number().optional(),
  api_error_status: z.number().nullable().optional(),
  terminal_reason: z.string().optional(),
  usage: z.object({ input_tokens: z.number().optional(), output_tokens: z.number().optional() }).optional(),
});
export type ClaudeResult = z.infer<typeof ClaudeResult>;

export function parseClaudeResult(stdout: string): ClaudeResult | undefined {
  const lines = stdout.trimEnd().split('\n');
  // the result is the last line; anything before it (a warning) is not
  for (let i = lines.length - 1; i >= 0 && i >= lines.length - 3; i--) {
    try {
      const r = ClaudeResult.safeParse(JSON.parse(lines[i]!));
      if (r.success) return r.data;
    } catch {
      // not JSON
    }
  }
  return undefined;
}

const REMEDIES = {
  credentials: 'log Claude Code in (run `claude` once and /login) or set ANTHROPIC_API_KEY for the CI job',
  'usage limit': 'wait until the Claude usage limit resets, raise it, or heal with another --engine',
  'no answer': 'check the network and the Claude API status, then run heal again',
} as const;

/** The session never got an answer from the model: its result says so, and it produced no output tokens. */
function neverAnswered(r: ClaudeResult): keyof typeof REMEDIES | undefined {
  if (!r.is_error) return undefined;
  const text = r.result ?? '';
  const problem = accountProblem(text);
  if (problem) return problem;
  if (r.api_error_status === 401 || r.api_error_status === 403) return 'credentials';
  if (r.api_error_status === 429) return 'usage limit';
  // an error with no output token at all never reached the model, whatever the version calls it
  // (2.1.197 reported an api_error with no terminal_reason, and was counted as a started session)
  if ((r.usage?.output_tokens ?? 0) === 0) return 'no answer';
  return undefined;
}

export interface ClaudeCodeOptions {
  maxTurns?: number;
  /** write-scope globs the fixer may not edit, besides the request's files (default: the guard's default deny list) */
  readOnlyGlobs?: readonly string[];
}

export function claudeCodeEngine(opts: ClaudeCodeOptions = {}): Engine {
  return {
    name: 'claude-code',
    async ensureInstalled() {
      await requireBinary(claude);
    },
    async run(req: EngineRequest): Promise<EngineResult> {
      const p = await runEngineProcess({
        file: claude.binary,
        args: claudeArgs(req, opts),
        cwd: req.worktree,
        ...(req.confine ? { confine: req.confine } : {}),
        input: req.prompt,
        timeoutMs: req.timeoutMs,
        signal: req.signal,
      });
      if (!p.spawned) return spawnFailed(claude, p);
      const result = p.exitCode !== undefined ? parseClaudeResult(p.stdout) : undefined;
      if (result) {
        const never = neverAnswered(result);
        if (never)
          return notStarted(
            `claude did not start a session: ${cleanSummary(result.result ?? result.terminal_reason ?? 'no answer')}`,
            REMEDIES[never],
            p.durationMs,
            p.outputTail,
          );
      }
      const status = result?.result !== undefined ? parseStatusLine(result.result) : undefined;
      return {
        started: true,
        exitCode: p.exitCode,
        timedOut: p.timedOut,
        durationMs: p.durationMs,
        ...status,
        ...(status?.summary === undefined && result?.result ? { summary: cleanSummary(result.result) } : {}),
        outputTail: p.outputTail,
        ...(result
          ? {
              usage: {
                turns: result.num_turns,
                costUsd: result.total_cost_usd,
                inputTokens: result.usage?.input_tokens,
                outputTokens: result.usage?.output_tokens,
              },
            }
          : {}),
      };
    },
  };
}

/** The CLI this engine drives: its binary and install line (doctor reports its version). */
export const claudeCli = claude;
