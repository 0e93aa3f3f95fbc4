import type { Command } from 'commander';
import { readConfigFile } from '../config/read-json.js';
import { WaiversFile } from '../config/waivers.js';
import { formatGate, gate } from '../report/gate.js';
import { publishToGithub } from '../report/github.js';
import { readReport } from '../report/json.js';
import { readQuarantine } from '../report/quarantine-file.js';
import { verdictExitCode } from './exit-codes.js';
import { setExitCode } from './exit-state.js';

interface GateFlags {
  waivers?: string;
  quarantine?: string;
  json?: boolean;
  flakyBlocks?: boolean;
  everyTest?: boolean;
}

export function register(program: Command): void {
  program
    .command('gate')
    .description('release verdict from a report, with every blocking reason (exit 0 pass, 1 fail, 3 undetermined)')
    .argument('<report>', 'report.json written by droidheal run or report merge')
    .option('--waivers <file>', 'waivers JSON (see `droidheal schema waivers`): test/group, reason, expires')
    .option(
      '--quarantine <file>',
      'quarantine JSON (`droidheal quarantine add`): its tests do not block until their expiry; expired ones are reported',
    )
    .option('--flaky-blocks', 'treat flaky tests as blocking (default: reported, not blocking)')
    .option(
      '--every-test',
      'list each test of a group that could not run (by default: the group once, with its cause and test count)',
    )
    .option('--json', 'print the gate result as JSON on stdout (every blocking test included)')
    .action(async (reportFile: string, flags: GateFlags) => {
      const report = await readReport(reportFile);
      const waivers = flags.waivers
        ? (await readConfigFile(flags.waivers, WaiversFile, 'see `droidheal schema waivers` for the format')).waivers
        : [];
      const quarantine = flags.quarantine ? await readQuarantine(flags.quarantine, { mustExist: true }) : [];
      const result = gate(report, { waivers, quarantine, flakyBlocks: flags.flakyBlocks === true });
      process.stdout.write(
        flags.json
          ? `${JSON.stringify(result, null, 2)}\n`
          : formatGate(result, { everyTest: flags.everyTest === true }),
      );
      // in GitHub Actions: annotations (kept off stdout when it carries JSON) and the step summary
      await publishToGithub(
        report,
        process.env,
        (s) => (flags.json ? process.stderr : process.stdout).write(s),
        result,
      );
      setExitCode(verdictExitCode[result.verdict]);
    });
}
