import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pick, rng } from '../../src/chaos/rng.js';
import { main } from '../../src/cli/main.js';
import { ProjectConfig } from '../../src/config/project.js';
import { RackFile } from '../../src/config/rack.js';
import { Report } from '../../src/config/report.js';
import { WaiversFile } from '../../src/config/waivers.js';
import { repoRoot } from '../support/cli.js';
import * as base from './fixtures.js';
import { type Mutant, mutants } from './mutate.js';

// ~1,000 seeded mutations of every file droidheal reads, run in-process through the CLI's main():
// each must end with exit 2 and ONE stderr line naming where the problem is and what to do, no
// stack trace, nothing on stdout, and no file written, worktree made or device touched.
// A failure names the mutant; the same seed always makes the same mutants.
const SEED = 14;

let sandbox: string;
let repo: string;
const inSandbox = (...p: string[]) => path.join(sandbox, ...p);

/** Every file under `dir` with size and mtime (git's index, which `git status` refreshes, aside). */
function snapshot(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (p.endsWith(`${path.sep}.git${path.sep}index`)) continue;
      if (e.isDirectory()) {
        out.push(`${p}/`);
        walk(p);
      } else {
        const s = statSync(p);
        out.push(`${p} ${s.size} ${s.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return out.sort();
}

async function runInProcess(args: string[]): Promise<{ code: number; stderr: string; stdout: string }> {
  let stderr = '';
  let stdout = '';
  const err = process.stderr.write.bind(process.stderr);
  const out = process.stdout.write.bind(process.stdout);
  process.stderr.write = ((s: string | Uint8Array) => {
    stderr += String(s);
    return true;
  }) as typeof process.stderr.write;
  process.stdout.write = ((s: string | Uint8Array) => {
    stdout += String(s);
    return true;
  }) as typeof process.stdout.write;
  try {
    const code = await main(['node', 'droidheal', ...args]);
    return { code, stderr, stdout };
  } finally {
    process.stderr.write = err;
    process.stdout.write = out;
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Run each mutant written to `target` through `args`; return the ones that broke a rule, with why. */
async function check(list: Mutant[], target: string, args: string[]): Promise<string[]> {
  const broken: string[] = [];
  for (const m of list) {
    writeFileSync(target, m.bytes);
    const before = snapshot(sandbox).filter((l) => !l.startsWith(`${target} `));
    const r = await runInProcess(args);
    const line = r.stderr.replace(/\n$/, '');
    const why: string[] = [];
    if (r.code !== 2) why.push(`exit ${r.code}`);
    if (line.includes('\n')) why.push('more than one line');
    if (!line.startsWith('droidheal: ')) why.push('not a droidheal error line');
    if (/internal error|\n\s+at /.test(r.stderr)) why.push('internal error or stack trace');
    if (!line.includes(' — ')) why.push('no remedy');
    if (r.stdout !== '') why.push('wrote to stdout');
    // the path itself, or a path below it (a wrong value inside a replaced container)
    if (m.path && !new RegExp(`${escapeRegExp(m.path)}(?![\\w$])`).test(line)) why.push(`does not name ${m.path}`);
    if (m.says && !m.says.test(line)) why.push(`does not say ${m.says}`);
    const after = snapshot(sandbox).filter((l) => !l.startsWith(`${target} `));
    if (after.join('\n') !== before.join('\n')) {
      why.push('wrote files');
      // leave the next mutant a clean sandbox, so each leak is named once
      rmSync(inSandbox('out'), { recursive: true, force: true });
    }
    if (why.length) broken.push(`${m.name}: ${why.join(', ')}\n    ${line.slice(0, 300)}`);
  }
  return broken;
}

const run = (rack: string, config: string) => [
  'run',
  '--config',
  config,
  '--rack',
  rack,
  '--report-dir',
  inSandbox('out', 'reports'),
];

const write = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const report = JSON.parse(readFileSync(path.join(repoRoot, 'android-fixtures/reports/four-outcomes.json'), 'utf8'));
const virtualRack = JSON.parse(readFileSync(path.join(repoRoot, 'devices.json'), 'utf8'));
const uiScenarios = JSON.parse(readFileSync(path.join(repoRoot, 'android-fixtures/ui/notes.ui.json'), 'utf8'));

beforeAll(() => {
  sandbox = mkdtempSync(path.join(os.tmpdir(), 'droidheal-bad-files-'));
  write(inSandbox('droidheal.json'), base.config);
  write(inSandbox('rack.json'), base.rack);
  write(inSandbox('any-group.json'), base.anyGroupConfig);
  write(inSandbox('ui.json'), {
    checks: [
      {
        name: 'ui',
        kind: 'ui',
        app: { package: 'com.example.notes', activity: '.MainActivity' },
        scenarioFiles: ['bad.ui.json'],
      },
    ],
  });
  write(inSandbox('ui-yaml.json'), {
    checks: [
      {
        name: 'ui',
        kind: 'ui',
        app: { package: 'com.example.notes', activity: '.MainActivity' },
        scenarioFiles: ['bad.ui.yaml'],
      },
    ],
  });
  write(inSandbox('report.json'), report);
  repo = inSandbox('repo');
  const git = (...a: string[]) => execFileSync('git', a, { cwd: repo, stdio: 'ignore' });
  execFileSync('git', ['init', '-q', repo]);
  write(path.join(repo, 'droidheal.json'), base.config);
  write(path.join(repo, 'devices.json'), base.rack);
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@e', 'commit', '-qm', 'base');
});
afterAll(() => {
  if (sandbox) rmSync(sandbox, { recursive: true, force: true });
});

describe('seeded bad input files', () => {
  it('starts from documents droidheal accepts', () => {
    expect(ProjectConfig.safeParse(base.config).success).toBe(true);
    expect(RackFile.safeParse(base.rack).success).toBe(true);
    expect(WaiversFile.safeParse(base.waivers).success).toBe(true);
    expect(Report.safeParse(report).success).toBe(true);
  });

  it('rejects 300 broken droidheal.json files with one line each, before anything runs', async () => {
    const target = inSandbox('bad-config.json');
    const list = mutants(base.config, base.configSpec, SEED, 300);
    expect(await check(list, target, run(inSandbox('rack.json'), target))).toEqual([]);
  });

  it('rejects 100 broken heal and build sections before a worktree or ledger note is made', async () => {
    const target = path.join(repo, 'droidheal.json');
    const list = mutants(base.config, base.healSpec, SEED + 1, 100);
    const args = ['heal', '--repo', repo, '--report-dir', inSandbox('out', 'heal')];
    expect(await check(list, target, args)).toEqual([]);
    write(target, base.config);
    const worktrees = execFileSync('git', ['worktree', 'list', '--porcelain'], { cwd: repo, encoding: 'utf8' });
    expect(worktrees.match(/^worktree /gm)).toHaveLength(1);
    const refs = execFileSync('git', ['for-each-ref', '--format=%(refname)'], { cwd: repo, encoding: 'utf8' });
    expect(refs.trim().split('\n')).toEqual([expect.stringMatching(/^refs\/heads\/(main|master)$/)]);
  });

  it('rejects 150 broken racks (adb servers, groups, emulators) before a device is touched', async () => {
    const target = inSandbox('bad-rack.json');
    const list = mutants(base.rack, base.rackSpec, SEED + 2, 150);
    expect(await check(list, target, run(target, inSandbox('droidheal.json')))).toEqual([]);
  });

  it('rejects 150 broken virtual racks before a virtual device starts', async () => {
    const target = inSandbox('bad-virtual.json');
    const spec = {
      required: ['$.virtual[].name', '$.tests[].class', '$.tests[].method'],
      open: ['$'],
      skip: ['$.$schema'],
    };
    const list = mutants(virtualRack, spec, SEED + 3, 150);
    expect(await check(list, target, run(target, inSandbox('any-group.json')))).toEqual([]);
  });

  it('rejects 100 broken ui scenario files (*.ui.json) before a device is touched', async () => {
    const target = inSandbox('bad.ui.json');
    const list = mutants(uiScenarios, base.uiScenarioSpec, SEED + 9, 100);
    expect(await check(list, target, run(inSandbox('rack.json'), inSandbox('ui.json')))).toEqual([]);
  });

  it('rejects 60 broken ui scenario files written as YAML (*.ui.yaml: JSON is its flow style)', async () => {
    const target = inSandbox('bad.ui.yaml');
    const list = mutants(uiScenarios, base.uiScenarioSpec, SEED + 10, 60);
    expect(await check(list, target, run(inSandbox('rack.json'), inSandbox('ui-yaml.json')))).toEqual([]);
  });

  it('rejects 100 broken waiver files at the gate', async () => {
    const target = inSandbox('bad-waivers.json');
    const list = mutants(base.waivers, base.waiversSpec, SEED + 4, 100);
    expect(await check(list, target, ['gate', inSandbox('report.json'), '--waivers', target])).toEqual([]);
  });

  it('rejects 100 broken reports at the gate and 50 when rendering them', async () => {
    const target = inSandbox('bad-report.json');
    const gate = mutants(report, base.reportSpec, SEED + 5, 100);
    expect(await check(gate, target, ['gate', target])).toEqual([]);
    const render = mutants(report, base.reportSpec, SEED + 6, 50);
    const out = inSandbox('out', 'report.html');
    expect(await check(render, target, ['report', 'render', target, '--format', 'html', '-o', out])).toEqual([]);
  });
});

describe('seeded bad command lines', () => {
  // [flag, bad values]: each must be refused with one line naming the flag, whatever else is on the line
  const bad = {
    run: {
      '--shard': ['2/2', '3/2', 'x', '1/0', '-1/2', '1.5/2', ''],
      '--report-dir': ['/dev/null/reports', '/proc/1/x'],
      '--config': ['/nonexistent/droidheal.json'],
      '--rack': ['/nonexistent/devices.json'],
    },
    heal: {
      '--rounds': ['0', '-1', 'x', '1e3x', '11'],
      '--confidence-floor': ['2', '-0.1', 'x', 'NaN'],
      '--max-attempts-per-head': ['0', 'x', '-3'],
      '--engine-timeout': ['5ms', 'x', '0', '-1m'],
      '--engine': ['nope', ''],
    },
    'report render': { '--format': ['nope', 'HTML ', ''], '--undetermined-as': ['maybe'] },
    virtual: { '--adb-port': ['0', '70000', 'x', '-1', '1.5'] },
  } satisfies Record<string, Record<string, string[]>>;
  const context = (cmd: keyof typeof bad): string[] =>
    ({
      run: run(inSandbox('rack.json'), inSandbox('droidheal.json')),
      heal: ['heal', '--repo', repo, '--report-dir', inSandbox('out', 'heal')],
      'report render': [
        'report',
        'render',
        inSandbox('report.json'),
        '--format',
        'markdown',
        '-o',
        inSandbox('out', 'r.md'),
      ],
      virtual: ['virtual', '--rack', path.join(repoRoot, 'devices.json')],
    })[cmd];

  it('refuses 60 seeded bad flag values with one line naming the flag, and writes nothing', async () => {
    const r = rng(SEED + 8);
    const broken: string[] = [];
    for (let i = 0; i < 60; i++) {
      const cmd = pick(r, Object.keys(bad) as Array<keyof typeof bad>);
      const flags = bad[cmd] as Record<string, string[]>;
      const flag = pick(r, Object.keys(flags));
      const value = pick(r, flags[flag]!);
      // the bad flag last or right after the command word (a later valid value must not mask it)
      const args = context(cmd).filter((_, j, a) => a[j] !== flag && a[j - 1] !== flag);
      const words = cmd.split(' ').length;
      const argv = r() < 0.5 ? [...args, flag, value] : [...args.slice(0, words), flag, value, ...args.slice(words)];
      const before = snapshot(sandbox);
      const out = await runInProcess(argv);
      const line = out.stderr.replace(/\n$/, '');
      const why: string[] = [];
      if (out.code !== 2) why.push(`exit ${out.code}`);
      if (line.includes('\n') || !line.startsWith('droidheal: ')) why.push('not one droidheal line');
      if (/internal error|\n\s+at /.test(out.stderr)) why.push('internal error or stack trace');
      // a file that is not there is named by its path, the clearer pointer
      const names = flag === '--config' || flag === '--rack' ? value : flag;
      if (!line.includes(names)) why.push(`does not name ${names}`);
      if (snapshot(sandbox).join('\n') !== before.join('\n')) why.push('wrote files');
      if (why.length) broken.push(`${argv.join(' ')}: ${why.join(', ')}\n    ${line.slice(0, 300)}`);
    }
    expect(broken).toEqual([]);
  });
});
