import type { Command } from 'commander';
import { UsageError } from '../errors.js';
import { locateHistory } from '../history/locate.js';
import { pruneHistory } from '../history/prune.js';
import { formatHistory } from '../history/render.js';
import { parsePeriodStart, testName } from '../history/since.js';
import { historySummary } from '../history/summary.js';

interface HistoryFlags {
  config: string;
  db?: string;
  limit: number;
  test?: string;
  json?: boolean;
}

function positiveInt(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`--limit ${JSON.stringify(v)} is not a count`, 'e.g. --limit 20');
  return n;
}

export function register(program: Command): void {
  const history = program
    .command('history')
    .description('recent runs from the run history: verdicts, durations, how each device did')
    .option('--config <file>', 'check config whose historyDatabase to read', 'droidheal.json')
    .option(
      '--db <file>',
      'the history database (default: historyDatabase of the config, else in the git directory, else .droidheal/history.sqlite)',
    )
    .option('--limit <n>', 'how many runs, newest first', positiveInt, 20)
    .option('--test <Class#method>', 'only this test: its verdicts, devices and duration in each run', testName)
    .option('--json', 'print the history as JSON (`droidheal schema history`)')
    .action(async (flags: HistoryFlags) => {
      const summary = await historySummary(await locateHistory(flags), {
        limit: flags.limit,
        ...(flags.test ? { test: flags.test } : {}),
      });
      process.stdout.write(flags.json ? `${JSON.stringify(summary, null, 2)}\n` : formatHistory(summary));
    });
  history
    .command('prune')
    .description(
      'delete runs older than a period from the run history, and give the space back (quarantine is untouched)',
    )
    .requiredOption('--older-than <period>', 'the cut: 90d, 12w, 48h, or a day like 2026-09-01')
    .option('--config <file>', 'check config whose historyDatabase to prune (default: droidheal.json)')
    .option('--db <file>', 'the history database (default as for `droidheal history`)')
    .action(async (_flags: unknown, cmd: Command) => {
      // --config and --db may land on `history` itself (commander parses the parent's options first)
      const flags = cmd.optsWithGlobals<{ olderThan: string; config?: string; db?: string }>();
      const before = parsePeriodStart(flags.olderThan, new Date(), '--older-than');
      const file = await locateHistory({
        config: flags.config ?? 'droidheal.json',
        ...(flags.db ? { db: flags.db } : {}),
      });
      const r = await pruneHistory(file, before);
      process.stdout.write(
        `pruned ${r.removed} run${r.removed === 1 ? '' : 's'} started before ${r.before.slice(0, 16).replace('T', ' ')} ` +
          `from ${r.database}; ${r.kept} kept\n`,
      );
    });
}
