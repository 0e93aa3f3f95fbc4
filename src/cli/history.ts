import type { Command } from 'commander';
import { UsageError } from '../errors.js';
import { locateHistory } from '../history/locate.js';
import { formatHistory } from '../history/render.js';
import { testName } from '../history/since.js';
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
  program
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
}
