import { runProcess } from '../../process/run.js';
import { aiderCli } from './aider.js';
import { claudeCli } from './claude-code.js';
import type { CliBinary } from './cli.js';
import { codexCli } from './codex.js';
import { findExecutable } from './which.js';

/**
 * The fixer CLIs' versions, for `droidheal doctor`: the one found on PATH and the one the adapter was
 * checked against (its flags, its output shapes, its "never started" answers). A CLI that has moved
 * on may have renamed a flag or an answer: say so before a heal finds out.
 */
export interface EngineVersion {
  engine: string;
  binary: string;
  /** absent: not on PATH */
  path?: string;
  /** what `--version` printed (first line), or why it could not say */
  found?: string;
  checkedAgainst: string;
  install: string;
}

/** The versions each adapter was written and tested against (test/heal/engines/real-clis.test.ts pins two). */
export const CHECKED_AGAINST = {
  'claude-code': 'Claude Code 2.1.x (2.1.332)',
  codex: 'codex-cli 0.171',
  aider: 'aider 0.86',
} as const;

const CLIS: ReadonlyArray<[keyof typeof CHECKED_AGAINST, CliBinary]> = [
  ['claude-code', claudeCli],
  ['codex', codexCli],
  ['aider', aiderCli],
];

export async function engineVersions(signal: AbortSignal = new AbortController().signal): Promise<EngineVersion[]> {
  return Promise.all(
    CLIS.map(async ([engine, cli]): Promise<EngineVersion> => {
      const base = { engine, binary: cli.binary, checkedAgainst: CHECKED_AGAINST[engine], install: cli.install };
      const found = await findExecutable(cli.binary);
      if (!found) return base;
      const r = await runProcess({
        file: found,
        args: ['--version'],
        cwd: '/',
        timeoutMs: 15_000,
        signal,
        outputTailChars: 2000,
      });
      const line = r.spawned ? r.output.trim().split('\n')[0]?.trim() : undefined;
      return {
        ...base,
        path: found,
        found:
          r.spawned && r.exitCode === 0 && line ? line : `did not say (${r.spawned ? `exit ${r.exitCode}` : r.code})`,
      };
    }),
  );
}
