import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApk } from '../../src/apk/write.js';
import { SUITE_ASSET } from '../../src/config/virtual-device.js';
import { parseInstrumentOutput } from '../../src/instrument/parser.js';
import type { VirtualRack } from '../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { adb, adbState, COMPONENT, deviceSpec, eventually, startConnected } from './support.js';

const PKG = 'com.example.notes';
const RUNNER = 'androidx.test.runner.AndroidJUnitRunner';
const TRACE = 'java.lang.AssertionError: Failed: assertExists.\n\tat com.example.notes.SuiteTest.red(SuiteTest.kt:12)';
const suite = [
  { class: `${PKG}.SuiteTest`, method: 'green', durationMs: 20, outcome: 'pass' },
  {
    class: `${PKG}.SuiteTest`,
    method: 'red',
    durationMs: 20,
    outcome: 'fail',
    message: 'Failed: assertExists.',
    trace: TRACE,
  },
  { class: `${PKG}.SuiteTest`, method: 'dropsHere', durationMs: 40, outcome: 'pass' },
  { class: `${PKG}.OtherTest`, method: 'flipsOnThisDevice', durationMs: 20, outcome: 'pass' },
];

function testApk(tests: unknown[] | string): Buffer {
  const data = typeof tests === 'string' ? tests : JSON.stringify({ schemaVersion: 1, tests });
  return buildApk({
    package: `${PKG}.test`,
    instrumentation: { runner: RUNNER, target: PKG },
    entries: [{ name: SUITE_ASSET, data: Buffer.from(data), compress: true }],
  });
}

let server: PrivateAdbServer;
let rack: VirtualRack;
let dir: string;
let serial: string;
beforeAll(async () => {
  [server, dir] = await Promise.all([startPrivateAdbServer(), mkdtemp(path.join(os.tmpdir(), 'droidheal-apk-suite-'))]);
  // a device that knows no suite and no instrumentation of its own: everything comes from the APK,
  // while the rack's faults and per-device outcomes name the APK's tests
  rack = await startConnected(server, [
    deviceSpec('bare', {
      packages: [],
      instrumentations: [],
      tests: [],
      outcomes: { [`${PKG}.OtherTest#flipsOnThisDevice`]: { outcome: 'fail', message: 'only here' } },
      faults: [{ type: 'drop', atTest: `${PKG}.SuiteTest#dropsHere`, when: 'middle', mode: 'disconnect' }],
    }),
  ]);
  serial = rack.devices[0]!.serial;
});
afterAll(async () => {
  await rack?.stop();
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** `adb install -r`; adb prints a failure on stderr (`adb: failed to install …: Failure […]`). */
async function install(name: string, apk: Buffer): Promise<{ exitCode: number; stdout: string }> {
  const file = path.join(dir, name);
  await writeFile(file, apk);
  const r = await adb(server, ['-s', serial, 'install', '-r', file]);
  return { exitCode: r.exitCode, stdout: r.stdout + r.stderr };
}

async function instrument(...extras: string[]) {
  const r = await adb(server, ['-s', serial, 'shell', 'am', 'instrument', '-w', '-r', ...extras, COMPONENT]);
  return { ...r, run: parseInstrumentOutput(r.stdout) };
}

describe('a virtual device replays the suite an installed test APK carries', () => {
  it('installs the APK with adb install and registers its instrumentation', async () => {
    const r = await install('suite.apk', testApk(suite));
    expect(r.stdout).toContain('Success');
    const list = await adb(server, ['-s', serial, 'shell', 'pm', 'list', 'instrumentation']);
    expect(list.stdout).toBe(`instrumentation:${PKG}.test/${RUNNER} (target=${PKG})\n`);
  });

  it('lists the APK’s suite on a dry run (-e log true), every test passing at once', async () => {
    const { run } = await instrument('-e', 'log', 'true');
    expect(run.tests.map((t) => `${t.class}#${t.method}:${t.status}`)).toEqual([
      `${PKG}.SuiteTest#green:passed`,
      `${PKG}.SuiteTest#red:passed`,
      `${PKG}.SuiteTest#dropsHere:passed`,
      `${PKG}.OtherTest#flipsOnThisDevice:passed`,
    ]);
    expect(run.status).toBe('complete');
  });

  it('replays one test selected with -e class, with the trace the APK carries', async () => {
    const { run } = await instrument('-e', 'class', `${PKG}.SuiteTest#red`);
    expect(run.tests).toHaveLength(1);
    expect(run.tests[0]).toMatchObject({ method: 'red', status: 'failed', trace: TRACE });
  });

  it('applies the rack’s per-device outcome on top of the APK’s suite', async () => {
    const { run } = await instrument('-e', 'class', `${PKG}.OtherTest`);
    expect(run.tests.map((t) => t.status)).toEqual(['failed']);
    expect(run.tests[0]!.trace).toContain('java.lang.AssertionError: only here');
  });

  it('fires the rack’s fault keyed to a test of the APK’s suite (the output stops mid-test)', async () => {
    const { run } = await instrument('-e', 'class', `${PKG}.SuiteTest`);
    expect(run.tests.map((t) => `${t.method}:${t.status}`)).toEqual([
      'green:passed',
      'red:failed',
      'dropsHere:incomplete',
    ]);
    expect(run.status).toBe('incomplete');
    // a `disconnect` drop: adb reconnects on its own
    expect(await eventually(async () => (await adbState(server, serial)) === 'device')).toBe(true);
  });

  it('replays the new suite after a reinstall, and nothing after an uninstall', async () => {
    const fixed = suite.map((t) =>
      t.method === 'red' ? { ...t, outcome: 'pass', message: undefined, trace: undefined } : t,
    );
    expect((await install('fixed.apk', testApk(fixed))).stdout).toContain('Success');
    const { run } = await instrument('-e', 'class', `${PKG}.SuiteTest#red`);
    expect(run.tests.map((t) => t.status)).toEqual(['passed']);

    expect((await adb(server, ['-s', serial, 'uninstall', `${PKG}.test`])).stdout).toContain('Success');
    const gone = await instrument();
    expect(gone.stdout).toContain('INSTRUMENTATION_STATUS: Error=Unable to find instrumentation info for:');
  });

  it('refuses to install an APK whose suite asset is not valid, naming the problem', async () => {
    const notJson = await install('bad-json.apk', testApk('{ not json'));
    expect(notJson.exitCode).toBe(1);
    expect(notJson.stdout).toContain(`Failure [INSTALL_PARSE_FAILED_UNEXPECTED_EXCEPTION: ${SUITE_ASSET} is not JSON`);
    const badShape = await install('bad-shape.apk', testApk([{ class: 'x.Y', method: 'm', outcome: 'maybe' }]));
    expect(badShape.stdout).toContain(
      `Failure [INSTALL_PARSE_FAILED_UNEXPECTED_EXCEPTION: ${SUITE_ASSET}: $.tests.0.outcome:`,
    );
  });

  it('installs from a pushed file with pm install too', async () => {
    const file = path.join(dir, 'pushed.apk');
    await writeFile(file, testApk(suite));
    expect((await adb(server, ['-s', serial, 'push', file, '/data/local/tmp/pushed.apk'])).exitCode).toBe(0);
    const r = await adb(server, ['-s', serial, 'shell', 'pm', 'install', '-r', '/data/local/tmp/pushed.apk']);
    expect(r.stdout).toBe('Success\n');
    const { run } = await instrument('-e', 'class', `${PKG}.SuiteTest#green`);
    expect(run.tests.map((t) => t.status)).toEqual(['passed']);
  });
});
