import path from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../errors.js';
import { prepareOutputFile, writeFailed } from '../fs/output-path.js';
import { inlineScreenshots } from '../report/attachments.js';
import { readReport } from '../report/json.js';
import { mergeReports, readShardReports } from '../report/merge.js';
import { type ReportFormat, reportFormatNames, reportFormats, writeFilesAtomically } from '../report/write.js';
import { version } from './main.js';

/** Write one output file atomically; any failure is one line naming the flag and the path. */
async function writeOutput(file: string, content: string): Promise<void> {
  await prepareOutputFile(file, '--output');
  await writeFilesAtomically([{ path: file, content }]).catch((err: unknown) => {
    throw writeFailed(file, '--output', err);
  });
}

interface RenderFlags {
  format: string;
  output?: string;
  undeterminedAs?: string;
  attachmentBase?: string;
}

function parseFormat(value: string): ReportFormat {
  if ((reportFormatNames as string[]).includes(value)) return value as ReportFormat;
  throw new UsageError(`--format "${value}": unknown report format`, `choose one of: ${reportFormatNames.join(', ')}`);
}

function parseUndeterminedAs(value: string | undefined): 'error' | 'skipped' {
  if (value === undefined || value === 'error' || value === 'skipped') return value ?? 'error';
  throw new UsageError(
    `--undetermined-as must be error or skipped, got "${value}"`,
    'undetermined tests are never written as failures',
  );
}

export function register(program: Command): void {
  const report = program
    .command('report')
    .description('combine and render droidheal reports')
    // without this, a bare `report` prints the whole help to stderr instead of one line
    .allowExcessArguments(true)
    .action((_opts: unknown, cmd: Command) => {
      const word = cmd.args[0];
      throw new UsageError(
        word ? `unknown report command "${word}"` : 'report needs a command',
        'use `droidheal report merge …` or `droidheal report render …` (see droidheal report --help)',
      );
    });

  report
    .command('merge')
    .description(
      'merge CI shard reports of one suite into one report (verdicts recomputed; tests no shard ran are undetermined not-run)',
    )
    .argument('<reports...>', 'shard report.json files')
    .requiredOption('-o, --output <file>', 'where to write the merged report.json')
    .action(async (files: string[], flags: { output: string }) => {
      const merged = mergeReports(await readShardReports(files), version);
      await writeOutput(flags.output, reportFormats.json.render(merged));
      const s = merged.summary.verdicts;
      process.stderr.write(
        `merged ${files.length} report${files.length === 1 ? '' : 's'} into ${flags.output}: ${merged.runVerdict} ` +
          `(${s.pass} pass, ${s.fail} fail, ${s.flaky} flaky, ${s.undetermined} undetermined, ${s.skipped} skipped); ` +
          'run droidheal gate for the release verdict\n',
      );
    });

  report
    .command('render')
    .description('render a report.json as junit, markdown, html or json')
    .argument('<report>', 'report.json')
    .requiredOption('--format <format>', `one of: ${reportFormatNames.join(', ')}`)
    .option('-o, --output <file>', 'output file (default: stdout)')
    .option('--undetermined-as <kind>', 'junit only: write undetermined tests as error (default) or skipped')
    .option(
      '--attachment-base <path>',
      "junit only: prefix of [[ATTACHMENT|…]] paths — the report's folder as the CI job sees it (default: none, paths relative to the report's folder)",
    )
    .action(async (file: string, flags: RenderFlags) => {
      const format = parseFormat(flags.format);
      const undeterminedAs = parseUndeterminedAs(flags.undeterminedAs);
      const report = await readReport(file);
      // the evidence lives beside report.json: small screenshots from there go into the HTML
      const inline = format === 'html' ? await inlineScreenshots(report.executions, path.dirname(file)) : undefined;
      const content = reportFormats[format].render(report, {
        undeterminedAs,
        ...(flags.attachmentBase !== undefined ? { attachmentBase: flags.attachmentBase } : {}),
        ...(inline ? { inline } : {}),
      });
      if (flags.output) await writeOutput(flags.output, content);
      else process.stdout.write(content);
    });
}
