import type { Command } from 'commander';
import { flakyReport } from '../history/flaky.js';
import { locateHistory } from '../history/locate.js';
import { formatFlaky } from '../history/render.js';
import { parseSince, testName } from '../history/since.js';

interface FlakyFlags {
  config: string;
  db?: string;
  since: string;
  test?: string;
  json?: boolean;
}

export function register(program: Command): void {
  program
    .command('flaky')
    .description('flake rate per test from the run history, per device model, and its trend over the period')
    .option('--config <file>', 'check config whose historyDatabase to read', 'droidheal.json')
    .option(
      '--db <file>',
      'the history database (default: historyDatabase of the config, else in the git directory, else .droidheal/history.sqlite)',
    )
    .option('--since <period>', 'the period: 30d, 12h, 2w, or a day like 2026-11-01', '30d')
    .option('--test <Class#method>', 'only this test (shown even when it was never flaky)', testName)
    .option('--json', 'print the result as JSON (`droidheal schema flaky`)')
    .action(async (flags: FlakyFlags) => {
      const now = new Date();
      const since = parseSince(flags.since, now);
      const report = await flakyReport(await locateHistory(flags), {
        since,
        now,
        ...(flags.test ? { test: flags.test } : {}),
      });
      process.stdout.write(flags.json ? `${JSON.stringify(report, null, 2)}\n` : formatFlaky(report));
    });
}
