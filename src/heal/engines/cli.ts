import { UsageError } from '../../errors.js';
import type { EngineName, EngineResult } from './engine.js';
import type { EngineProcessResult } from './process.js';
import { findExecutable } from './which.js';

/** What every CLI engine shares: the binary it needs, the line that installs it, and "never started" results. */

export interface CliBinary {
  engine: EngineName;
  /** the executable looked up on PATH */
  binary: string;
  /** the one command that installs it */
  install: string;
}

/** Throws UsageError (exit 2) with the install line when the binary is not on PATH. */
export async function requireBinary(b: CliBinary, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const found = await findExecutable(b.binary, env);
  if (found === undefined)
    throw new UsageError(
      `the ${b.engine} engine needs \`${b.binary}\`, which is not on PATH`,
      `install it: ${b.install}`,
    );
  return found;
}

export function notStarted(reason: string, remedy: string, durationMs: number, outputTail = ''): EngineResult {
  return { started: false, notStarted: { reason, remedy }, timedOut: false, durationMs, outputTail };
}

/** A binary that vanished or cannot be executed between the check and the run: nobody's attempt. */
export function spawnFailed(b: CliBinary, r: Extract<EngineProcessResult, { spawned: false }>): EngineResult {
  return notStarted(`\`${b.binary}\` could not be started (${r.code})`, `install it: ${b.install}`, r.durationMs);
}

/** The kinds of "the model never answered" a CLI reports, each with what a person does about it. */
export const accountProblems = [
  {
    kind: 'credentials',
    pattern: new RegExp(
      [
        'not logged in',
        String.raw`please run \/login`,
        String.raw`\blogin\b.*required`,
        'invalid (x-)?api[ -]key',
        'no api key',
        'api key (is )?(missing|not set|required)',
        'authentication(Error| failed| error)',
        'unauthori[sz]ed',
        String.raw`\b401\b`,
        'oauth token has expired',
        'token (has been )?revoked',
      ].join('|'),
      'i',
    ),
  },
  {
    kind: 'usage limit',
    pattern: /usage limit|limit reached|rate[ _-]?limit|quota|insufficient[_ ]quota|credit balance is too low|\b429\b/i,
  },
] as const satisfies ReadonlyArray<{ kind: string; pattern: RegExp }>;

export type AccountProblem = (typeof accountProblems)[number]['kind'];

export function accountProblem(text: string): AccountProblem | undefined {
  return accountProblems.find((p) => p.pattern.test(text))?.kind;
}
