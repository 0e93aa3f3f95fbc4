import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../../errors.js';
import { runProcess } from '../../process/run.js';
import { notStarted } from './cli.js';
import type { Engine, EngineRequest, EngineResult } from './engine.js';
import { type EngineProcessResult, runEngineProcess } from './process.js';
import { parseStatusLine } from './status-line.js';
import { findExecutable } from './which.js';

/**
 * The `command` engine: any program the team already has (a script around their own model, a
 * codemod). It gets the prompt on stdin, the worktree as cwd, and the finding in its environment;
 * its last stdout line `{"confidence", "summary", "cannotFix"}` is its own account. A heal refuses a fix
 * whose program reported no confidence (below the floor, docs/decisions.md), so a script must print one.
 */

/** argv (run as is) or a shell string (run by /bin/sh, as the user typed it in --engine-command). */
export type EngineCommand = string | readonly string[];

export interface CommandEngineOptions {
  command?: EngineCommand;
}

const HOW_TO = 'pass --engine-command "node fix.mjs" (the prompt arrives on stdin, the worktree is its cwd)';

interface Program {
  file: string;
  args: string[];
  /** what the user wrote, for messages */
  shown: string;
  shell: boolean;
}

function programOf(command: EngineCommand | undefined): Program {
  if (command === undefined || (typeof command === 'string' ? command.trim() === '' : command.length === 0))
    throw new UsageError('the command engine needs a program to run', HOW_TO);
  if (typeof command === 'string') return { file: '/bin/sh', args: ['-c', command], shown: command, shell: true };
  const [file, ...args] = command;
  if (file === undefined || file === '') throw new UsageError('the command engine needs a program to run', HOW_TO);
  return { file, args, shown: command.join(' '), shell: false };
}

/** The first word of a shell string when it is a plain command name (not an assignment, path or quote). */
function plainFirstWord(command: string): string | undefined {
  const m = /^\s*([A-Za-z0-9_.+-]+)(?:\s|$)/.exec(command);
  return m?.[1];
}

/** A program the shell could not find (127) or run (126) that printed nothing else never started. */
function shellNotStarted(p: Program, r: Extract<EngineProcessResult, { spawned: true }>): EngineResult | undefined {
  if (!p.shell || (r.exitCode !== 127 && r.exitCode !== 126) || r.stdout.trim() !== '') return undefined;
  const lines = r.stderr.trim().split('\n');
  if (lines.length !== 1 || !/not found|Permission denied|cannot execute/i.test(lines[0]!)) return undefined;
  return notStarted(
    `--engine-command could not start: ${lines[0]!.trim()}`,
    r.exitCode === 127 ? 'install the program or fix --engine-command' : 'make the program executable (chmod +x)',
    r.durationMs,
  );
}

export function commandEngine(opts: CommandEngineOptions = {}): Engine {
  return {
    name: 'command',

    async ensureInstalled() {
      const p = programOf(opts.command);
      if (!p.shell) {
        // a relative path with a slash is resolved in the worktree, which does not exist yet
        if (p.file.includes('/') && !path.isAbsolute(p.file)) return;
        if ((await findExecutable(p.file)) === undefined)
          throw new UsageError(
            `--engine-command: ${p.file} is not installed or not executable`,
            'install it, put it on PATH or give its full path',
          );
        return;
      }
      const word = plainFirstWord(p.shown);
      if (word === undefined) return;
      // the shell itself answers: builtins, keywords and PATH lookups exactly as it will run them
      const r = await runProcess({
        file: '/bin/sh',
        args: ['-c', 'command -v -- "$1" >/dev/null', 'sh', word],
        timeoutMs: 10_000,
        outputTailChars: 2000,
      });
      if (!r.spawned || r.exitCode !== 0)
        throw new UsageError(
          `--engine-command: ${word} is not installed or not on PATH`,
          'install it or fix --engine-command',
        );
    },

    async run(req: EngineRequest): Promise<EngineResult> {
      const p = programOf(req.command ?? opts.command);
      await mkdir(path.dirname(req.promptFile), { recursive: true });
      await writeFile(req.promptFile, req.prompt);
      const r = await runEngineProcess({
        file: p.file,
        args: p.args,
        cwd: req.worktree,
        ...(req.confine ? { confine: req.confine } : {}),
        env: {
          DROIDHEAL_FINDING: req.findingId,
          DROIDHEAL_ROUND: String(req.round),
          DROIDHEAL_LEVEL: String(req.level),
          DROIDHEAL_PROMPT_FILE: req.promptFile,
        },
        input: req.prompt,
        timeoutMs: req.timeoutMs,
        signal: req.signal,
      });
      if (!r.spawned) {
        const remedy =
          r.code === 'EACCES'
            ? `make ${p.file} executable (chmod +x) or fix --engine-command`
            : `install ${p.file} or fix --engine-command`;
        return notStarted(`--engine-command could not start: ${p.file} (${r.code})`, remedy, r.durationMs);
      }
      const never = shellNotStarted(p, r);
      if (never) return never;
      // a status line counts only from a program that ended by itself: a killed one was cut mid-sentence
      const status = r.exitCode !== undefined ? parseStatusLine(r.stdout) : undefined;
      return {
        started: true,
        exitCode: r.exitCode,
        timedOut: r.timedOut,
        durationMs: r.durationMs,
        ...status,
        outputTail: r.outputTail,
      };
    },
  };
}
