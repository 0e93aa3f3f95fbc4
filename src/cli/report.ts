import type { Command } from 'commander';
import { UsageError } from '../errors.js';
import { readReport } from '../report/json.js';
import { mergeReports, readShardReports } from '../report/merge.js';
import { type ReportFormat, reportFormatNames, reportFormats, writeFilesAtomically } from '../report/write.js';
import { version } from './main.js';

interface RenderFlags {
  format: string;
  output?: string;
  undeterminedAs?: string;
}

function parseFormat(value: string): ReportFormat {
  if ((reportFormatNames as string[]).includes(value)) return value as ReportFormat;
  throw new UsageError(`unknown report format "${value}"`, `choose one of: ${reportFormatNames.join(', ')}`);
}

function parseUndeterminedAs(value: string | undefined): 'error' | 'skipped' {
  if (value === undefined || value === 'error' || value === 'skipped') return value ?? 'error';
  throw new UsageError(`--undetermined-as must be error or skipped, got "${value}"`, 'undetermined tests are never written as failures');
}

export function register(program: Command): void {
  const report = program.command('report').description('combine and render droidheal reports');

  report
    .command('merge')
    .description('merge CI shard reports of one suite into one report (verdicts recomputed; tests no shard ran are undetermined not-run)')
    .argument('<reports...>', 'shard report.json files')
    .requiredOption('-o, --output <file>', 'where to write the merged report.json')
    .action(async (files: string[], flags: { output: string }) => {
      const merged = mergeReports(await readShardReports(files), version);
      await writeFilesAtomically([{ path: flags.output, content: reportFormats.json.render(merged) }]);
      const s = merged.summary.verdicts;
      process.stderr.write(
        `merged ${files.length} report${files.length === 1 ? '' : 's'} into ${flags.output}: ${merged.runVerdict} (${s.pass} pass, ${s.fail} fail, ${s.flaky} flaky, ${s.undetermined} undetermined, ${s.skipped} skipped); run droidheal gate for the release verdict\n`,
      );
    });

  report
    .command('render')
    .description('render a report.json as junit, markdown, html or json')
    .argument('<report>', 'report.json')
    .requiredOption('--format <format>', `one of: ${reportFormatNames.join(', ')}`)
    .option('-o, --output <file>', 'output file (default: stdout)')
    .option('--undetermined-as <kind>', 'junit only: write undetermined tests as error (default) or skipped')
    .action(async (file: string, flags: RenderFlags) => {
      const format = parseFormat(flags.format);
      const undeterminedAs = parseUndeterminedAs(flags.undeterminedAs);
      const content = reportFormats[format].render(await readReport(file), { undeterminedAs });
      if (flags.output) await writeFilesAtomically([{ path: flags.output, content }]);
      else process.stdout.write(content);
    });
}
