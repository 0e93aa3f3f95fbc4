import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdbServer, adbServer } from '../../src/adb/call.js';
import { EvidenceStore } from '../../src/checks/evidence/store.js';
import { type InstrumentationTarget, instrumentationCheck } from '../../src/checks/instrumentation/check.js';
import type { CheckDevice } from '../../src/checks/kind.js';
import { runSuite, type SuiteResult } from '../../src/checks/run-suite.js';
import { EvidenceConfig } from '../../src/config/evidence.js';
import { type Execution, testKey } from '../../src/config/outcome.js';
import { emptyHistory } from '../../src/schedule/history.js';
import {
  connectToAdb,
  disconnectFromAdb,
  startVirtualDevices,
  type VirtualDeviceSpecInput,
} from '../../src/virtual/index.js';
import { generated } from '../../src/virtual/instrument/output-files.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { readPng } from '../support/media.js';

const PKG = 'com.example.notes';
const target: InstrumentationTarget = {
  testPackage: `${PKG}.test`,
  runner: 'androidx.test.runner.AndroidJUnitRunner',
  targetPackage: PKG,
  runnerArgs: {},
  installs: [],
};
const timeouts = { testSilenceMs: 1500, probeMs: 1000, installMs: 10_000 };
type TestSpec = NonNullable<VirtualDeviceSpecInput['tests']>[number];

let adb: PrivateAdbServer;
let server: AdbServer;
let dir: string;
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  server = adbServer({ host: '127.0.0.1', port: adb.port });
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-evidence-'));
});
afterAll(async () => {
  await adb?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

let runs = 0;
/** Run `tests` on one virtual device with evidence kept in a fresh report folder. */
async function run(
  tests: TestSpec[],
  /** false: no evidence store at all, as a run without a report folder */
  evidence: Partial<EvidenceConfig> | false = {},
  extra: Partial<VirtualDeviceSpecInput> = {},
): Promise<{ result: SuiteResult; reportDir: string; ms: number }> {
  const reportDir = path.join(dir, `run-${++runs}`);
  const rack = await startVirtualDevices([
    {
      name: 'phone',
      model: 'Pixel 8',
      manufacturer: 'Google',
      sdk: 34,
      abis: ['arm64-v8a'],
      packages: [PKG],
      instrumentations: [{ package: `${PKG}.test`, target: PKG }],
      tests,
      ...extra,
    },
  ]);
  const address = { host: '127.0.0.1', port: adb.port };
  try {
    await connectToAdb(rack, address);
    const devices: CheckDevice[] = rack.devices.map((d) => ({ server, serial: d.serial, groups: ['g'] }));
    const store = evidence === false ? undefined : new EvidenceStore(reportDir, EvidenceConfig.parse(evidence));
    const started = Date.now();
    const result = await runSuite({
      check: instrumentationCheck(target, timeouts, store ? { evidence: store } : {}),
      groups: [{ name: 'g', required: true }],
      devices,
      tests: tests.map((t) => ({ class: t.class, method: t.method })),
      history: emptyHistory(),
      reschedule: 0,
      confirmFailures: false,
      signal: new AbortController().signal,
    });
    return { result, reportDir, ms: Date.now() - started };
  } finally {
    await disconnectFromAdb(rack, address);
    await rack.stop();
  }
}

const execOf = (r: SuiteResult, method: string): Execution => r.executions.find((e) => e.test.method === method)!;
const fileOf = (reportDir: string, p: string) => readFile(path.join(reportDir, ...p.split('/')));

/** Every attachment is a file under the report folder with the size and hash the report says. */
async function expectFilesMatch(reportDir: string, e: Execution): Promise<void> {
  for (const a of e.attachments ?? []) {
    const data = await fileOf(reportDir, a.path);
    expect([a.path, data.length]).toEqual([a.path, a.bytes]);
    expect(createHash('sha256').update(data).digest('hex')).toBe(a.sha256);
  }
}

describe('evidence of failed tests, on a virtual device', () => {
  it('keeps two failures of one batch apart: each its own files, none written after it failed, none of a pass', async () => {
    const { result, reportDir } = await run([
      {
        class: `${PKG}.A`,
        method: 'first',
        durationMs: 150,
        outcome: 'fail',
        outputFiles: [{ path: 'first.txt', text: 'one' }],
      },
      {
        class: `${PKG}.A`,
        method: 'second',
        durationMs: 150,
        outcome: 'fail',
        outputFiles: [{ path: 'sub/second.bin', bytes: 70_000 }],
      },
      // passes and writes after both failures were caught
      { class: `${PKG}.A`, method: 'third', durationMs: 150, outputFiles: [{ path: 'third.txt', text: 'three' }] },
    ]);
    const first = execOf(result, 'first');
    const second = execOf(result, 'second');
    const outputs = (e: Execution) =>
      (e.attachments ?? []).filter((a) => a.kind === 'test-output').map((a) => a.source);
    expect(outputs(first)).toEqual(['/sdcard/googletest/test_outputfiles/first.txt']);
    expect(outputs(second)).toEqual(['/sdcard/googletest/test_outputfiles/sub/second.bin']);
    expect(execOf(result, 'third').attachments).toBeUndefined();
    expect(
      (await fileOf(reportDir, second.attachments!.find((a) => a.kind === 'test-output')!.path)).equals(
        generated(70_000),
      ),
    ).toBe(true);
    // screenshot, output file, and the test's own log
    expect(first.attachments!.map((a) => a.kind)).toEqual(['screenshot', 'test-output', 'logcat']);
    expect(first.attachments!.map((a) => a.path)).toEqual([
      `attachments/${first.device.replace(/:/g, '_')}/${PKG}.A#first/1/screen.png`,
      `attachments/${first.device.replace(/:/g, '_')}/${PKG}.A#first/1/files/test_outputfiles/first.txt`,
      `attachments/${first.device.replace(/:/g, '_')}/${PKG}.A#first/1/logcat.txt`,
    ]);
    expect((await fileOf(reportDir, first.attachments![2]!.path)).toString()).toBe(first.logcat);
    await expectFilesMatch(reportDir, first);
    await expectFilesMatch(reportDir, second);
    expect(first.evidenceNotes).toBeUndefined();
  });

  it("takes the screenshot as the failure arrives: the last test of a batch is on screen, failed, at the display's size", async () => {
    const { result, reportDir } = await run(
      [{ class: `${PKG}.B`, method: 'shows', durationMs: 100, outcome: 'fail' }],
      {},
      { ui: { width: 720, height: 1280 } },
    );
    const e = execOf(result, 'shows');
    const png = readPng(await fileOf(reportDir, e.attachments!.find((a) => a.kind === 'screenshot')!.path));
    expect(png).toMatchObject({ width: 180, height: 320, text: { Description: `test ${PKG}.B#shows failed` } });
  });

  it('finds files where AGP tells the test to write them, and files a test names in its status', async () => {
    const { result } = await run([
      {
        class: `${PKG}.C`,
        method: 'writesThere',
        durationMs: 100,
        outcome: 'fail',
        outputFiles: [{ path: '{additionalTestOutputDir}/profile.json', text: '{}' }],
      },
    ]);
    const e = execOf(result, 'writesThere');
    // droidheal passes the folder AGP would (API 34: under Android/media of the app under test)
    expect(
      e
        .attachments!.filter((a) => a.kind === 'test-output')
        .map((a) => [a.source, a.path.split('/').slice(4).join('/')]),
    ).toEqual([
      [`/sdcard/Android/media/${PKG}/additional_test_output/profile.json`, 'files/additional_test_output/profile.json'],
    ]);
  });

  it('keeps no file over maxFileBytes and nothing past maxRunBytes, and says so on the test', async () => {
    const tests: TestSpec[] = [
      {
        class: `${PKG}.D`,
        method: 'big',
        durationMs: 100,
        outcome: 'fail',
        outputFiles: [
          { path: 'huge.bin', bytes: 300_000 },
          { path: 'small.txt', text: 'fits' },
        ],
      },
    ];
    const { result, reportDir } = await run(tests, { maxFileBytes: 200_000, screenshot: false });
    const e = execOf(result, 'big');
    expect(e.attachments!.map((a) => a.path.split('/').pop())).toEqual(['small.txt', 'logcat.txt']);
    expect(e.evidenceNotes).toEqual([
      'files/test_outputfiles/huge.bin: 0.3 MB is over maxFileBytes (0.2 MB), not kept',
    ]);
    await expect(readdir(path.join(reportDir, ...e.attachments![0]!.path.split('/').slice(0, -1)))).resolves.toEqual([
      'small.txt',
    ]);

    const tight = await run(tests, { maxRunBytes: 2048, screenshot: false });
    const t = execOf(tight.result, 'big');
    expect(t.attachments?.map((a) => a.path.split('/').pop())).toEqual(['small.txt']);
    expect(t.evidenceNotes).toEqual([
      "files/test_outputfiles/huge.bin: not kept, the run's evidence reached maxRunBytes (0.0 MB)",
      "logcat.txt: not kept, the run's evidence reached maxRunBytes (0.0 MB)",
    ]);
  });

  it('asks nothing of a device lost after a failure: the test is undetermined and says evidence was unavailable', async () => {
    const { result, reportDir } = await run(
      [
        {
          class: `${PKG}.E`,
          method: 'fails',
          durationMs: 100,
          outcome: 'fail',
          outputFiles: [{ path: 'e.txt', text: 'e' }],
        },
        { class: `${PKG}.E`, method: 'dropsTheDevice', durationMs: 100 },
      ],
      {},
      { faults: [{ type: 'drop', atTest: `${PKG}.E#dropsTheDevice`, when: 'start', mode: 'die' }] },
    );
    const e = execOf(result, 'fails');
    expect([e.outcome, e.reason]).toEqual(['undetermined', 'device-lost']);
    expect(e.attachments).toBeUndefined();
    expect(e.evidenceNotes).toEqual(['evidence unavailable: device lost']);
    await expect(readdir(reportDir)).rejects.toThrow(/ENOENT/);
  });

  it('does not wait on a device that hangs after a failure: the run ends at the silence timeout, not the evidence one', async () => {
    const { result, ms } = await run(
      [
        { class: `${PKG}.F`, method: 'fails', durationMs: 100, outcome: 'fail' },
        { class: `${PKG}.F`, method: 'hangs', durationMs: 100 },
      ],
      { timeoutMs: 60_000 },
      { faults: [{ type: 'hang', atTest: `${PKG}.F#hangs`, when: 'start' }] },
    );
    const e = execOf(result, 'fails');
    expect([e.outcome, e.reason]).toEqual(['undetermined', 'device-hung']);
    expect(e.evidenceNotes).toEqual(['evidence unavailable: device hung']);
    // silence (1.5 s) + probe (1 s) and the rest of the run: far from the 60 s evidence deadline
    expect(ms).toBeLessThan(15_000);
  });
  it('never changes a verdict: evidence that cannot be had (device gone or hung, no room left) is only a note', async () => {
    const cls = `${PKG}.G`;
    const failing = { class: cls, method: 'fails', durationMs: 100, outcome: 'fail' as const };
    const scenarios: Array<{
      tests: TestSpec[];
      evidence: Partial<EvidenceConfig>;
      extra: Partial<VirtualDeviceSpecInput>;
    }> = [
      {
        tests: [failing, { class: cls, method: 'drops', durationMs: 100 }],
        evidence: {},
        extra: { faults: [{ type: 'drop', atTest: `${cls}#drops`, when: 'start', mode: 'disconnect' }] },
      },
      {
        tests: [failing, { class: cls, method: 'hangs', durationMs: 100 }],
        evidence: {},
        extra: { faults: [{ type: 'hang', atTest: `${cls}#hangs`, when: 'start' }] },
      },
      // a screenshot alone is more than the whole run may keep
      {
        tests: [failing, { class: cls, method: 'passes', durationMs: 100 }],
        evidence: { maxRunBytes: 1024 },
        extra: {},
      },
    ];
    for (const { tests, evidence, extra } of scenarios) {
      const withEvidence = await run(tests, evidence, extra);
      const without = await run(tests, false, extra);
      const outcomes = (r: SuiteResult) => r.executions.map((e) => [testKey(e.test), e.outcome, e.reason ?? '']);
      const verdicts = (r: SuiteResult) => r.verdicts.map((v) => [testKey(v.test), v.verdict, v.reason ?? '']);
      expect(outcomes(withEvidence.result)).toEqual(outcomes(without.result));
      expect(verdicts(withEvidence.result)).toEqual(verdicts(without.result));
      // and the missing evidence is said on the failed run, never silently absent
      const e = execOf(withEvidence.result, 'fails');
      expect((e.attachments ?? []).filter((a) => a.kind === 'screenshot')).toEqual([]);
      expect(e.evidenceNotes?.length ?? 0).toBeGreaterThan(0);
      expect(execOf(without.result, 'fails').evidenceNotes).toBeUndefined();
    }
  });
});
