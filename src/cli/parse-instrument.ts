import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Command } from 'commander';
import { InstrumentRun, type InstrumentTest } from '../config/instrument-result.js';
import { testKey } from '../config/outcome.js';
import { UsageError } from '../errors.js';
import { parseInstrumentStream } from '../instrument/parser.js';
import { firstAppFrame, parseTrace } from '../instrument/trace.js';
import { outputVerdict } from '../instrument/verdict.js';
import { verdictExitCode } from './exit-codes.js';
import { setExitCode } from './exit-state.js';

interface Flags {
  json?: boolean;
  appPackage?: string;
}

async function openInput(file: string): Promise<Readable> {
  if (file === '-') return process.stdin;
  let isFile: boolean;
  try {
    isFile = (await stat(file)).isFile();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UsageError(
      `cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : (code ?? String(err))}`,
      'give the path of a recorded `am instrument -r` output, or - to read stdin',
    );
  }
  if (!isFile)
    throw new UsageError(
      `${file} is not a file`,
      'give the path of a recorded `am instrument -r` output, or - to read stdin',
    );
  return createReadStream(file);
}

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n', 1)[0] ?? '';
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(3)} s`;
}

function describeTest(t: InstrumentTest, appPackages: string[]): string[] {
  const lines = [`  ${testKey(t)}${t.crashed ? ' (the process crashed while it ran)' : ''}`];
  const why = firstLine(t.message ?? t.trace);
  if (why) lines.push(`      ${why}`);
  if (t.trace) {
    const frame = firstAppFrame(parseTrace(t.trace), appPackages);
    if (frame)
      lines.push(
        `      at ${frame.class}.${frame.method}(${frame.file ?? '?'}${frame.line !== undefined ? `:${frame.line}` : ''})`,
      );
  }
  return lines;
}

/** The human summary: run status, counts, and each test that did not pass with its first trace line. */
export function formatSummary(run: InstrumentRun, file: string, appPackages: string[] = []): string {
  const c = run.counts;
  const facts = [
    run.code !== undefined ? `code ${run.code}` : 'no INSTRUMENTATION_CODE',
    run.numTests !== undefined ? `${run.numTests} announced` : 'no test count announced',
    ...(run.elapsedMs !== undefined ? [seconds(run.elapsedMs)] : []),
    ...(run.segments.length > 1 ? [`${run.segments.length} runs concatenated`] : []),
  ];
  const out = [`${file}: ${run.status}${run.message ? ` — ${run.message}` : ''} (${facts.join(', ')})`];
  out.push(
    `  passed ${c.passed} · failed ${c.failed} · ignored ${c.ignored} · assumption-failed ${c['assumption-failed']} · incomplete ${c.incomplete}`,
  );
  const failed = run.tests.filter((t) => t.status === 'failed');
  const incomplete = run.tests.filter((t) => t.status === 'incomplete');
  if (failed.length > 0) out.push('failed:', ...failed.flatMap((t) => describeTest(t, appPackages)));
  if (incomplete.length > 0)
    out.push('incomplete (no determination):', ...incomplete.flatMap((t) => describeTest(t, appPackages)));
  for (const s of run.segments) {
    for (const u of s.unattributed ?? [])
      out.push(`failure reported without a test: ${firstLine(u.trace ?? u.stream)}`);
  }
  const verdict = outputVerdict(run);
  out.push(
    `verdict: ${verdict}${verdict === 'undetermined' ? ' (nothing failed, but the run did not show every test ending)' : ''}`,
  );
  return `${out.join('\n')}\n`;
}

export function register(program: Command): void {
  program
    .command('parse-instrument')
    .description(
      'parse a recorded `am instrument -w -r` output: tests, statuses, run status (exit 0 pass, 1 fail or crash, 3 undetermined)',
    )
    .argument('<file>', 'the raw output, or - for stdin')
    .option('--json', 'print the parse result as JSON (schema: droidheal schema instrument-result)')
    .option(
      '--app-package <prefixes>',
      'comma-separated package prefixes of app code, to show the first app frame of each failure (default: any non-framework frame)',
    )
    .action(async (file: string, flags: Flags) => {
      const input = await openInput(file);
      let run: InstrumentRun;
      try {
        run = await parseInstrumentStream(input);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        throw new UsageError(
          `cannot read ${file}: ${code ?? (err as Error).message}`,
          'check that the file is readable',
        );
      }
      // parsing through the schema also orders the keys as the schema (and docs/instrument-json.md) list them
      if (flags.json) process.stdout.write(`${JSON.stringify(InstrumentRun.parse(run), null, 2)}\n`);
      else
        process.stdout.write(
          formatSummary(
            run,
            file === '-' ? 'stdin' : file,
            (flags.appPackage ?? '')
              .split(',')
              .map((p) => p.trim())
              .filter(Boolean),
          ),
        );
      setExitCode(verdictExitCode[outputVerdict(run)]);
    });
}
