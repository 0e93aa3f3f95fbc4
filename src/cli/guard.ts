import type { Command } from 'commander';
import { UsageError } from '../errors.js';
import { guardRules } from '../guard/rules.js';
import { ExitCode } from './exit-codes.js';
import { setExitCode } from './exit-state.js';

interface GuardOptions {
  repo: string;
  finding?: string;
  base: string;
  head?: string;
  policy: string;
  confidence?: string;
  json?: boolean;
}

function parseConfidence(v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0 || n > 1)
    throw new UsageError(
      `--confidence ${JSON.stringify(v)} is not a number between 0 and 1`,
      'pass the fixer-reported confidence, e.g. --confidence 0.8',
    );
  return n;
}

async function readFinding(file: string) {
  const [{ readConfigFile }, { GuardFindingSchema }] = await Promise.all([
    import('../config/read-json.js'),
    import('../guard/result.js'),
  ]);
  return readConfigFile(file, GuardFindingSchema, 'see `droidheal schema guard-finding`');
}

export function register(program: Command): void {
  program
    .command('guard')
    .description(
      'refuse a change that weakens a check: compares base and head Kotlin/Compose trees semantically (exit 0 allowed, 1 refused, 2 bad input)',
    )
    .option('--repo <dir>', 'the git repository', '.')
    .requiredOption('--base <rev>', 'the revision before the change')
    .option('--head <rev>', 'the revision after the change (default: the working tree)')
    .option('--policy <policy>', 'review: semantic rules only; heal: also write scope and confidence floor', 'review')
    .option('--confidence <n>', 'fixer-reported confidence, 0..1 (heal policy; default floor 0.7)')
    .option(
      '--finding <file>',
      'JSON {tests:[{class,method}], file, line, assertion}: say whether a lost assertion was the one the fix was asked to satisfy',
    )
    .option('--json', 'print {"allowed","refusals","checkedFiles"} as JSON on stdout')
    .addHelpText('after', () => {
      const rows = Object.entries(guardRules).map(
        ([id, r]) => `  ${id.padEnd(19)} ${r.refuses}${r.policies.length === 1 ? ` (${r.policies[0]} only)` : ''}`,
      );
      return (
        `\nRules (each refusal names one):\n${rows.join('\n')}\n\n` +
        'Exit codes: 0 allowed, 1 refused, 2 bad input (not a git repository, unknown revision, bad option).\n'
      );
    })
    .action(async (opts: GuardOptions) => {
      if (opts.policy !== 'review' && opts.policy !== 'heal')
        throw new UsageError(
          `--policy ${JSON.stringify(opts.policy)} is not a policy`,
          'use --policy review or --policy heal',
        );
      const confidence = parseConfidence(opts.confidence);
      // loaded here so other commands do not pay for tree-sitter
      const finding = opts.finding ? await readFinding(opts.finding) : undefined;
      const { guardChange } = await import('../guard/change.js');
      const result = await guardChange({
        repo: opts.repo,
        base: opts.base,
        head: opts.head,
        policy: opts.policy,
        confidence,
        finding,
      });
      if (opts.json) {
        process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      } else {
        const { renderGuardResult } = await import('../guard/render.js');
        process.stdout.write(renderGuardResult(result));
      }
      setExitCode(result.allowed ? ExitCode.ok : ExitCode.fail);
    });
}
