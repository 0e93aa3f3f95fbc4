import type { Command } from 'commander';
import { Quarantine } from '../config/quarantine.js';
import { formatZodError, UsageError } from '../errors.js';
import { addQuarantine, readQuarantine, removeQuarantine } from '../report/quarantine-file.js';
import { isExpired } from '../report/waivers.js';

const FILE_OPTION = [
  '--file <file>',
  'the quarantine file (`droidheal gate --quarantine` reads it)',
  'quarantine.json',
] as const;

interface AddFlags {
  file: string;
  group?: string;
  owner: string;
  reason: string;
  expires: string;
}

export function register(program: Command): void {
  const cmd = program
    .command('quarantine')
    .description('tests that run and are reported but do not block the gate until their expiry (owner, reason)');
  cmd
    .command('add')
    .argument('<test>', 'the test, as Class#method')
    .option(...FILE_OPTION)
    .option('--group <name>', 'only in this device group (default: every group)')
    .requiredOption('--owner <who>', 'who is to fix the test')
    .requiredOption('--reason <text>', 'why it may not block')
    .requiredOption('--expires <YYYY-MM-DD>', 'last day (UTC) it applies')
    .action(async (test: string, f: AddFlags) => {
      const entry = { test, owner: f.owner, reason: f.reason, expires: f.expires, added: today() };
      const parsed = Quarantine.safeParse(f.group ? { ...entry, group: f.group } : entry);
      if (!parsed.success)
        throw new UsageError(
          formatZodError(parsed.error, entry),
          'e.g. quarantine add a.B#c --owner me --reason … --expires 2026-12-31',
        );
      const { renewed } = await addQuarantine(f.file, parsed.data);
      process.stdout.write(`${renewed ? 'renewed' : 'quarantined'} ${test} until ${f.expires} in ${f.file}\n`);
    });
  cmd
    .command('list')
    .option(...FILE_OPTION)
    .option('--json', 'print the entries as JSON')
    .action(async (f: { file: string; json?: boolean }) => {
      const list = await readQuarantine(f.file);
      if (f.json) return void process.stdout.write(`${JSON.stringify({ quarantine: list }, null, 2)}\n`);
      if (list.length === 0) return void process.stdout.write(`nothing quarantined in ${f.file}\n`);
      const now = new Date();
      for (const q of list)
        process.stdout.write(
          `${q.test}${q.group ? ` (group ${q.group})` : ''} — owner ${q.owner}, until ${q.expires}` +
            `${isExpired(q, now) ? ' (EXPIRED: no longer applies)' : ''}: ${q.reason}\n`,
        );
    });
  cmd
    .command('remove')
    .argument('<test>', 'the test, as Class#method')
    .option(...FILE_OPTION)
    .option('--group <name>', 'the group it was quarantined in')
    .action(async (test: string, f: { file: string; group?: string }) => {
      await removeQuarantine(f.file, { test, ...(f.group ? { group: f.group } : {}) });
      process.stdout.write(`removed ${test} from ${f.file}\n`);
    });
}

const today = (): string => new Date().toISOString().slice(0, 10);
