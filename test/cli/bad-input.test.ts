import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { repoRoot, runCli } from '../support/cli.js';

// The project standard for bad input: ONE line on stderr naming what is wrong and how to fix it,
// exit 2, no stack trace unless --verbose, and no output file half-written or clobbered.

const report = path.join(repoRoot, 'android-fixtures/reports/four-outcomes.json');
const rack = path.join(repoRoot, 'devices.json');
const config = path.join(repoRoot, 'droidheal.json');

let adb: PrivateAdbServer;
let dir: string;
const f = (name: string) => path.join(dir, name);

beforeAll(async () => {
  adb = await startPrivateAdbServer();
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-bad-input-'));
  await writeFile(f('empty.json'), '');
  await writeFile(f('broken.json'), '{"a": 1\n "b": 2}');
  // V8 quotes this text, newline included, in its message: it must still be one line
  await writeFile(f('quoted.json'), '{"groups": [1,\n ,]}');
  await writeFile(f('truncated.json'), '{"groups": [1,\n');
  await writeFile(f('array.json'), '[1, 2]');
  await writeFile(f('other.json'), '{"foo": 1}');
  await mkdir(f('a-dir'));
  await writeFile(
    f('history-in-proc.json'),
    JSON.stringify({
      instrumentation: { testPackage: 'a.test', runner: 'a.Runner' },
      historyFile: '/proc/x/history.json',
    }),
  );
});

afterAll(async () => {
  await adb?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Case {
  args: () => string[];
  /** a fragment of the one line that says what is wrong (case-insensitive) */
  says: RegExp;
}

// [what the hostile user typed, what the line must name]
const table: Record<string, Case> = {
  // missing arguments, unknown flags and commands
  'schema: no name': { args: () => ['schema'], says: /missing required argument 'name'/ },
  'schema: unknown name': { args: () => ['schema', 'nope'], says: /unknown schema "nope".*choose one of: rack/ },
  'unknown command': { args: () => ['bogus'], says: /unknown command 'bogus'/ },
  'devices: unknown flag': { args: () => ['devices', '--bogus'], says: /unknown option '--bogus'/ },
  'doctor: unknown flag': { args: () => ['doctor', '--bogus'], says: /unknown option '--bogus'/ },
  'virtual: no --rack': { args: () => ['virtual'], says: /required option '--rack <file>'/ },
  'run: unknown flag': { args: () => ['run', '--bogus'], says: /unknown option '--bogus'/ },
  'gate: no report': { args: () => ['gate'], says: /missing required argument 'report'/ },
  'report: no subcommand': { args: () => ['report'], says: /report needs a command.*report merge/ },
  'report: unknown subcommand': { args: () => ['report', 'bogus'], says: /unknown report command "bogus"/ },
  'report merge: no -o': { args: () => ['report', 'merge', report], says: /required option '-o, --output <file>'/ },
  'report render: no --format': {
    args: () => ['report', 'render', report],
    says: /required option '--format <format>'/,
  },
  'parse-instrument: no file': { args: () => ['parse-instrument'], says: /missing required argument 'file'/ },
  'guard: no --base': { args: () => ['guard'], says: /required option '--base <rev>'/ },

  // flag values of the wrong type
  'run --shard 3/2': {
    args: () => ['run', '--shard', '3/2'],
    says: /--shard "3\/2" is not a shard.*numbered from 0.*e\.g\. --shard 0\/4/,
  },
  'run --shard x': { args: () => ['run', '--shard', 'x'], says: /--shard "x" is not a shard/ },
  'virtual --adb-port abc': {
    args: () => ['virtual', '--rack', rack, '--adb-port', 'abc'],
    says: /--adb-port.*1–65535.*"abc"/,
  },
  'virtual --adb-port 70000': {
    args: () => ['virtual', '--rack', rack, '--adb-port', '70000'],
    says: /--adb-port.*"70000"/,
  },
  'render --format pdf': {
    args: () => ['report', 'render', report, '--format', 'pdf'],
    says: /--format "pdf": unknown report format.*json, junit/,
  },
  'render --undetermined-as fail': {
    args: () => ['report', 'render', report, '--format', 'junit', '--undetermined-as', 'fail'],
    says: /--undetermined-as must be error or skipped/,
  },
  'guard --policy lax': {
    args: () => ['guard', '--repo', repoRoot, '--base', 'HEAD', '--policy', 'lax'],
    says: /--policy "lax" is not a policy.*review.*heal/,
  },
  'guard --confidence 2': {
    args: () => ['guard', '--repo', repoRoot, '--base', 'HEAD', '--confidence', '2'],
    says: /--confidence "2" is not a number between 0 and 1/,
  },
  'guard --repo not-a-repo': { args: () => ['guard', '--repo', dir, '--base', 'HEAD'], says: /not a git repository/ },
  'guard --base unknown': {
    args: () => ['guard', '--repo', repoRoot, '--base', 'no-such-rev-xyz'],
    says: /unknown revision "no-such-rev-xyz"/,
  },

  // missing file, directory, empty file, invalid JSON, wrong shape, wrong format
  'devices: missing rack': { args: () => ['devices', '--rack', f('nope.json')], says: /nope\.json: file not found/ },
  'devices: rack is a directory': { args: () => ['devices', '--rack', f('a-dir')], says: /a-dir: is a directory/ },
  'devices: empty rack': { args: () => ['devices', '--rack', f('empty.json')], says: /empty\.json: file is empty/ },
  'devices: invalid JSON rack': {
    args: () => ['devices', '--rack', f('broken.json')],
    says: /broken\.json: not valid JSON/,
  },
  'devices: array as rack': {
    args: () => ['devices', '--rack', f('array.json')],
    says: /array\.json: \$: expected an object/,
  },
  'devices: report as rack': {
    args: () => ['devices', '--rack', report],
    says: /four-outcomes\.json: \$\.groups\[0\].*schema rack/,
  },
  'doctor: missing rack': { args: () => ['doctor', '--rack', f('nope.json')], says: /nope\.json: file not found/ },
  'doctor: report as rack': { args: () => ['doctor', '--rack', report], says: /four-outcomes\.json: .*schema rack/ },
  'virtual: missing rack': { args: () => ['virtual', '--rack', f('nope.json')], says: /nope\.json: file not found/ },
  'virtual: rack is a directory': { args: () => ['virtual', '--rack', f('a-dir')], says: /is a directory/ },
  'virtual: empty rack': { args: () => ['virtual', '--rack', f('empty.json')], says: /file is empty/ },
  'virtual: report as rack': {
    args: () => ['virtual', '--rack', report],
    says: /\$\.virtual: expected an array of virtual devices/,
  },
  'run: missing config': {
    args: () => ['run', '--config', f('nope.json'), '--rack', rack],
    says: /nope\.json: file not found/,
  },
  'run: config is a directory': {
    args: () => ['run', '--config', f('a-dir'), '--rack', rack],
    says: /a-dir: is a directory/,
  },
  'run: invalid JSON config': {
    args: () => ['run', '--config', f('broken.json'), '--rack', rack],
    says: /broken\.json: not valid JSON at line 2, column 2/,
  },
  'run: truncated JSON config': {
    args: () => ['run', '--config', f('truncated.json'), '--rack', rack],
    says: /truncated\.json: not valid JSON at line 1, column 15 \(the file ends too early\) — fix the syntax/,
  },
  'gate: JSON error V8 quotes with a newline': {
    args: () => ['gate', f('quoted.json')],
    says: /quoted\.json: not valid JSON \(Unexpected token ','\) — fix the syntax/,
  },
  'run: rack as config': {
    args: () => ['run', '--config', rack, '--rack', rack],
    says: /devices\.json: \$\.groups: Invalid input: expected array, received object.*schema config/,
  },
  'run: missing rack': {
    args: () => ['run', '--config', config, '--rack', f('nope.json')],
    says: /nope\.json: file not found/,
  },
  'run: config as rack': {
    args: () => ['run', '--config', config, '--rack', config],
    says: /droidheal\.json: .*schema rack/,
  },
  'gate: missing report': { args: () => ['gate', f('nope.json')], says: /nope\.json: file not found/ },
  'gate: report is a directory': { args: () => ['gate', f('a-dir')], says: /is a directory/ },
  'gate: empty report': { args: () => ['gate', f('empty.json')], says: /file is empty/ },
  'gate: invalid JSON report': { args: () => ['gate', f('broken.json')], says: /not valid JSON/ },
  'gate: array as report': { args: () => ['gate', f('array.json')], says: /not a droidheal report/ },
  'gate: rack as report': {
    args: () => ['gate', rack],
    says: /devices\.json: \$\.schemaVersion: missing, not a droidheal report.*report\.json/,
  },
  'gate: missing waivers': {
    args: () => ['gate', report, '--waivers', f('nope.json')],
    says: /nope\.json: file not found/,
  },
  'gate: rack as waivers': {
    args: () => ['gate', report, '--waivers', rack],
    says: /\$\.waivers: missing, expected array.*schema waivers/,
  },
  'merge: rack as report': {
    args: () => ['report', 'merge', rack, '-o', f('merged.json')],
    says: /not a droidheal report/,
  },
  'merge: missing report': {
    args: () => ['report', 'merge', f('nope.json'), '-o', f('merged.json')],
    says: /file not found/,
  },
  'render: rack as report': {
    args: () => ['report', 'render', rack, '--format', 'json'],
    says: /not a droidheal report/,
  },
  'render: directory as report': {
    args: () => ['report', 'render', f('a-dir'), '--format', 'json'],
    says: /is a directory/,
  },
  'parse-instrument: missing file': {
    args: () => ['parse-instrument', f('nope.txt')],
    says: /cannot read .*nope\.txt: no such file/,
  },
  'parse-instrument: directory': { args: () => ['parse-instrument', f('a-dir')], says: /a-dir is not a file/ },
  'guard: missing finding': {
    args: () => ['guard', '--repo', repoRoot, '--base', 'HEAD', '--finding', f('nope.json')],
    says: /nope\.json: file not found/,
  },
  'guard: report as finding': {
    args: () => ['guard', '--repo', repoRoot, '--base', 'HEAD', '--finding', report],
    says: /unknown key "schemaVersion".*schema guard-finding/,
  },

  // unwritable outputs (Node 20's recursive mkdir never returns under /proc: these once hung)
  'merge -o /proc/x': {
    args: () => ['report', 'merge', report, '-o', '/proc/x'],
    says: /--output \/proc\/x: could not write.*nothing was replaced/,
  },
  'merge -o /proc/x/y.json': {
    args: () => ['report', 'merge', report, '-o', '/proc/x/y.json'],
    says: /--output \/proc\/x: cannot be created/,
  },
  'render -o /proc/x': {
    args: () => ['report', 'render', report, '--format', 'json', '-o', '/proc/x'],
    says: /--output \/proc\/x: could not write/,
  },
  'render -o a directory': {
    args: () => ['report', 'render', report, '--format', 'json', '-o', f('a-dir')],
    says: /--output .*a-dir is a directory/,
  },
  'render -o under a file': {
    args: () => ['report', 'render', report, '--format', 'json', '-o', path.join(report, 'x.json')],
    says: /four-outcomes\.json is not a directory/,
  },
  'run --report-dir /proc/x': {
    args: () => ['run', '--config', config, '--rack', rack, '--report-dir', '/proc/x'],
    says: /--report-dir \/proc\/x: cannot be created/,
  },
  'run --report-dir /proc/x/y': {
    args: () => ['run', '--config', config, '--rack', rack, '--report-dir', '/proc/x/y'],
    says: /--report-dir \/proc\/x\/y: cannot be created/,
  },
  'run: historyFile under /proc': {
    args: () => ['run', '--config', f('history-in-proc.json'), '--rack', rack, '--report-dir', f('reports')],
    says: /historyFile of .*history-in-proc\.json: \/proc\/x: cannot be created/,
  },
  'run --report-dir a file': {
    args: () => ['run', '--config', config, '--rack', rack, '--report-dir', report],
    says: /--report-dir .*is not a directory/,
  },
};

describe('bad input: one line, exit 2, no stack trace', () => {
  it.each(Object.entries(table))('%s', async (_name, c) => {
    // a private adb server and its HOME: commands that would reach adb never touch port 5037
    const r = await runCli(c.args(), { env: adb.env, cwd: dir, timeout: 30_000 });
    expect(r.exitCode, r.stderr).toBe(2);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines, r.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/^droidheal: /);
    expect(lines[0]).toMatch(c.says);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.stderr).not.toContain('internal error');
  });

  it('--verbose adds the error code, the stack and the underlying cause', async () => {
    const r = await runCli(['--verbose', 'report', 'render', report, '--format', 'json', '-o', '/proc/x'], {
      cwd: dir,
    });
    expect(r.exitCode).toBe(2);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^droidheal: --output \/proc\/x: could not write/);
    expect(r.stderr).toMatch(/^\s+at /m);
    expect(r.stderr).toMatch(/caused by: Error: ENOENT/);
    expect(lines[1]).toBe('code: ERR_OUTPUT');
  });
});

describe('outputs are never half-written or clobbered', () => {
  it('a failed render keeps the previous good file byte for byte and leaves no temp file', async () => {
    const out = f('keep/summary.md');
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, 'previous good summary\n');
    const bad = await runCli(['report', 'render', rack, '--format', 'markdown', '-o', out], { cwd: dir });
    expect(bad.exitCode).toBe(2);
    const badFormat = await runCli(['report', 'render', report, '--format', 'pdf', '-o', out], { cwd: dir });
    expect(badFormat.exitCode).toBe(2);
    expect(await readFile(out, 'utf8')).toBe('previous good summary\n');
    expect(await readdir(path.dirname(out))).toEqual(['summary.md']);
  });

  it('a failed merge keeps the previous merged report', async () => {
    const out = f('keep-merge/merged.json');
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, '{"previous":true}');
    const r = await runCli(['report', 'merge', report, f('broken.json'), '-o', out], { cwd: dir });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain('broken.json');
    expect(await readFile(out, 'utf8')).toBe('{"previous":true}');
    expect(await readdir(path.dirname(out))).toEqual(['merged.json']);
  });

  it('output into a directory that does not exist yet creates it', async () => {
    const out = f('new/deeper/report.md');
    const r = await runCli(['report', 'render', report, '--format', 'markdown', '-o', out], { cwd: dir });
    expect(r.exitCode, r.stderr).toBe(0);
    expect(await readFile(out, 'utf8')).toMatch(/droidheal/);
    expect(await readdir(path.dirname(out))).toEqual(['report.md']);
  });

  it('an unwritable --report-dir is refused before the run starts any device', async () => {
    const r = await runCli(['run', '--config', config, '--rack', rack, '--report-dir', '/proc/x'], {
      env: adb.env,
      cwd: dir,
    });
    expect(r.exitCode).toBe(2);
    expect(r.stdout).toBe('');
    // nothing was connected to our adb server: the run never opened its rack
    const { execa } = await import('execa');
    const listed = await execa('adb', ['-P', String(adb.port), 'devices'], { env: adb.env });
    expect(listed.stdout.trim()).toBe('List of devices attached');
  });
});
