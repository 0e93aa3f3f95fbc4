import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunEvent, runChecks } from '../../src/checks/run.js';
import { testKey } from '../../src/config/outcome.js';
import { ProjectConfig } from '../../src/config/project.js';
import { loadRack, type Rack } from '../../src/config/rack.js';
import { Report } from '../../src/config/report.js';
import { UsageError } from '../../src/errors.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';

const PKG = 'com.example.notes';
const RUNNER = 'androidx.test.runner.AndroidJUnitRunner';
const suite = [
  { class: `${PKG}.SmokeTest`, method: 'opens', durationMs: 30 },
  { class: `${PKG}.EditorTest`, method: 'saves', durationMs: 30 },
  {
    class: `${PKG}.EditorTest`,
    method: 'rejectsEmpty',
    durationMs: 30,
    outcome: 'fail',
    message: 'expected error shown',
  },
];

let adb: PrivateAdbServer;
let dir: string;
let rack: Rack;
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-run-checks-'));
  const file = path.join(dir, 'devices.json');
  const phone = (name: string, sdk: number) => ({
    name,
    model: 'Pixel 8',
    manufacturer: 'Google',
    sdk,
    abis: ['arm64-v8a'],
    packages: [PKG],
  });
  await writeFile(
    file,
    JSON.stringify({
      groups: { new: { sdk: { min: 34 } }, old: { sdk: { max: 30 } } },
      instrumentations: [{ package: `${PKG}.test`, target: PKG, runner: RUNNER }],
      tests: suite,
      virtual: [phone('new-a', 34), phone('new-b', 34), phone('old-a', 30)],
    }),
  );
  rack = await loadRack(file, adb.env);
});
afterAll(async () => {
  await adb?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const instrumentation = { testPackage: `${PKG}.test`, targetPackage: PKG, runner: RUNNER };
const config = (input: Record<string, unknown>) =>
  ProjectConfig.parse({ timeouts: { testSilenceMs: 3000, probeMs: 1000 }, historyFile: 'history.json', ...input });

describe('runChecks: the run as a library call', () => {
  it('runs the old top-level instrumentation key as one check named "instrumentation" and leaves the process alone', async () => {
    const listeners = process.listenerCount('SIGINT') + process.listenerCount('SIGTERM');
    const events: RunEvent[] = [];
    const run = await runChecks({
      config: config({ instrumentation }),
      configDir: dir,
      rack,
      version: '9.9.9',
      onEvent: (e) => events.push(e),
    });
    expect(process.listenerCount('SIGINT') + process.listenerCount('SIGTERM')).toBe(listeners);
    expect(() => Report.parse(run.report)).not.toThrow();
    expect(run.report.tool.version).toBe('9.9.9');
    expect(run.report.runVerdict).toBe('fail');
    expect(run.report.checks).toEqual([
      { name: 'instrumentation', kind: 'instrumentation', placement: 'device', tests: 3, status: 'ran' },
    ]);
    expect(run.report.groups.map((g) => g.name).sort()).toEqual(['new', 'old']);
    expect(run.report.executions.every((e) => e.check === 'instrumentation')).toBe(true);
    expect(run.report.verdicts.filter((v) => v.verdict === 'fail').map((v) => `${v.group} ${testKey(v.test)}`)).toEqual(
      expect.arrayContaining([`new ${PKG}.EditorTest#rejectsEmpty`, `old ${PKG}.EditorTest#rejectsEmpty`]),
    );
    expect(run.report.findings).toHaveLength(1);
    expect(run.historyFile).toBe(path.join(dir, 'history.json'));
    expect(Object.keys(run.history.tests).sort()).toEqual(suite.map((t) => `${t.class}#${t.method}`).sort());
    // progress is told as events, each schedule event naming its check
    // the devices leased, with what progress names them by
    const leased = events.find((e) => e.type === 'devices');
    expect(leased).toMatchObject({ type: 'devices', count: 3 });
    expect(leased?.type === 'devices' ? leased.devices.map((d) => d.serial) : []).toHaveLength(3);
    const told = events.flatMap((e) => (e.type === 'execution' ? [e] : []));
    // per group: two passes; the scripted failure fails, fails again on its device, then on the second
    // 'new' device (the 'old' group has no second device): 4 + 5 executions, each told once
    expect(told.map((e) => e.check)).toEqual(Array(9).fill('instrumentation'));
    expect(run.report.executions).toHaveLength(9);
  });

  it('runs only the checks named, each over its own groups and its own suite', async () => {
    const run = await runChecks({
      config: config({
        checks: [
          {
            name: 'smoke',
            kind: 'instrumentation',
            ...instrumentation,
            groups: ['old'],
            tests: [`${PKG}.SmokeTest#opens`],
          },
          { name: 'full', kind: 'instrumentation', ...instrumentation },
        ],
      }),
      configDir: dir,
      rack,
      checks: ['smoke'],
      version: '0',
    });
    expect(run.report.runVerdict).toBe('pass');
    expect(run.report.checks?.map((c) => c.name)).toEqual(['smoke']);
    expect(run.report.verdicts.map((v) => [v.check, v.group, testKey(v.test), v.verdict])).toEqual([
      ['smoke', 'old', `${PKG}.SmokeTest#opens`, 'pass'],
    ]);
  });

  it('runs two device checks one after another on the same devices and judges them together', async () => {
    const run = await runChecks({
      config: config({
        checks: [
          { name: 'smoke', kind: 'instrumentation', ...instrumentation, tests: [`${PKG}.SmokeTest#opens`] },
          {
            name: 'editor',
            kind: 'instrumentation',
            ...instrumentation,
            groups: ['new'],
            tests: [`${PKG}.EditorTest#rejectsEmpty`],
          },
        ],
      }),
      configDir: dir,
      rack,
      version: '0',
    });
    expect(run.report.runVerdict).toBe('fail');
    expect(run.report.verdicts.map((v) => [v.check, v.group, v.test.method, v.verdict]).sort()).toEqual([
      ['editor', 'new', 'rejectsEmpty', 'fail'],
      ['smoke', 'new', 'opens', 'pass'],
      ['smoke', 'old', 'opens', 'pass'],
    ]);
    expect(run.report.suite.groups).toEqual([
      {
        group: 'new',
        tests: [
          { class: `${PKG}.SmokeTest`, method: 'opens' },
          { class: `${PKG}.EditorTest`, method: 'rejectsEmpty' },
        ],
      },
      { group: 'old', tests: [{ class: `${PKG}.SmokeTest`, method: 'opens' }] },
    ]);
  });

  it('re-runs only the given tests of the given check (the heal loop asks this)', async () => {
    const run = await runChecks({
      config: config({
        checks: [
          { name: 'a', kind: 'instrumentation', ...instrumentation },
          { name: 'b', kind: 'instrumentation', ...instrumentation },
        ],
      }),
      configDir: dir,
      rack,
      tests: [{ check: 'b', class: `${PKG}.EditorTest`, method: 'saves' }],
      version: '0',
    });
    expect(run.report.checks?.map((c) => c.name)).toEqual(['b']);
    expect(run.report.verdicts.map((v) => [v.check, v.group, testKey(v.test), v.verdict]).sort()).toEqual([
      ['b', 'new', `${PKG}.EditorTest#saves`, 'pass'],
      ['b', 'old', `${PKG}.EditorTest#saves`, 'pass'],
    ]);
  });

  it('refuses an unknown check name with the names it knows, before touching a device', async () => {
    const err = await runChecks({
      config: config({ instrumentation }),
      configDir: dir,
      rack,
      checks: ['lint'],
      version: '0',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UsageError);
    expect((err as UsageError).line).toBe('no check named "lint" in the config — use one of: instrumentation');
  });
});
