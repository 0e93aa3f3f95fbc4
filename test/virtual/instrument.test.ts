import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VirtualDevice, VirtualDeviceEvents, VirtualRack } from '../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { adb, adbkitClient, COMPONENT, deviceSpec, readAll, startConnected } from './support.js';

const HOSTILE_CLASS = 'com.example.notes.Quote$Test';
const HOSTILE_METHOD = `saves "it's" $HOME`;

/** Run `adb shell am instrument …` and note when each stdout chunk arrived. */
async function timedInstrument(server: PrivateAdbServer, serial: string, args: string[]) {
  const started = Date.now();
  const chunks: Array<{ at: number; text: string }> = [];
  const child = execa(
    'adb',
    ['-P', String(server.port), '-s', serial, 'shell', 'am', 'instrument', '-w', '-r', ...args, COMPONENT],
    {
      env: server.env,
      reject: false,
      timeout: 30_000,
    },
  );
  child.stdout!.on('data', (d: Buffer) => chunks.push({ at: Date.now() - started, text: d.toString() }));
  const r = await child;
  return { exitCode: r.exitCode, stdout: chunks.map((c) => c.text).join(''), chunks };
}

function quote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

describe('am instrument on a virtual device', () => {
  let server: PrivateAdbServer;
  let rack: VirtualRack;
  let dev: VirtualDevice;

  beforeAll(async () => {
    server = await startPrivateAdbServer();
    const base = deviceSpec('inst');
    rack = await startConnected(server, [
      {
        ...base,
        tests: [
          ...base.tests!,
          { class: 'com.example.notes.EditorTest', method: 'skipsOnOldApi', durationMs: 100, outcome: 'assumption' },
          { class: 'com.example.notes.EditorTest', method: 'notYet', durationMs: 0, outcome: 'ignored' },
          { class: HOSTILE_CLASS, method: HOSTILE_METHOD, durationMs: 50 },
        ],
        outcomes: { 'com.example.notes.EditorTest#savesNote': { outcome: 'error', message: 'boom on this device' } },
      },
    ]);
    dev = rack.devices[0]!;
  });

  afterAll(async () => {
    await rack?.stop();
    await server?.stop();
  });

  it("streams the -r output over the tests' durations and ends with INSTRUMENTATION_CODE", async () => {
    const r = await timedInstrument(server, dev.serial, ['-e', 'class', 'com.example.notes.NoteListTest']);
    expect(r.exitCode).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines.filter((l) => l.startsWith('INSTRUMENTATION_STATUS_CODE:'))).toEqual([
      'INSTRUMENTATION_STATUS_CODE: 1',
      'INSTRUMENTATION_STATUS_CODE: 0',
      'INSTRUMENTATION_STATUS_CODE: 1',
      'INSTRUMENTATION_STATUS_CODE: -2',
    ]);
    expect(r.stdout).toContain('INSTRUMENTATION_STATUS: numtests=2\n');
    expect(r.stdout).toContain(
      'INSTRUMENTATION_STATUS: stack=java.lang.AssertionError: expected:<2> but was:<3>\n\tat ',
    );
    expect(r.stdout).toContain('FAILURES!!!\nTests run: 2,  Failures: 1\n');
    expect(r.stdout.trimEnd().endsWith('INSTRUMENTATION_CODE: -1')).toBe(true);
    // two 400 ms tests: the first start bundle and the final code cannot arrive together
    const first = r.chunks.find((c) => c.text.includes('INSTRUMENTATION_STATUS_CODE: 1'))!;
    const last = r.chunks.find((c) => c.text.includes('INSTRUMENTATION_CODE: -1'))!;
    expect(last.at - first.at).toBeGreaterThanOrEqual(700);
    expect(new Set(r.chunks.map((c) => c.at)).size).toBeGreaterThanOrEqual(3);
  });

  it('reports every outcome kind with its status code, and per-device overrides', async () => {
    const r = await timedInstrument(server, dev.serial, ['-e', 'class', 'com.example.notes.EditorTest']);
    const codes = r.stdout
      .split('\n')
      .filter((l) => l.startsWith('INSTRUMENTATION_STATUS_CODE:'))
      .map((l) => Number(l.split(': ')[1]));
    expect(codes).toEqual([1, -1, 1, -4, 1, -3]);
    expect(r.stdout).toContain('stack=java.lang.IllegalStateException: boom on this device');
    expect(r.stdout).toContain('stack=org.junit.AssumptionViolatedException: ');
  });

  it('selects Class#method, excludes with notClass, and lists with -e log true at once', async () => {
    const one = await timedInstrument(server, dev.serial, ['-e', 'class', 'com.example.notes.NoteListTest#showsNotes']);
    expect(one.stdout).toContain('INSTRUMENTATION_STATUS: numtests=1\n');
    expect(one.stdout).toContain('OK (1 test)');
    const rest = await timedInstrument(server, dev.serial, [
      '-e',
      'notClass',
      'com.example.notes.EditorTest,com.example.notes.NoteListTest#deletesNote',
    ]);
    expect(rest.stdout).toContain('INSTRUMENTATION_STATUS: numtests=2\n');
    const dry = await timedInstrument(server, dev.serial, ['-e', 'log', 'true']);
    const codes = dry.stdout.split('\n').filter((l) => l.startsWith('INSTRUMENTATION_STATUS_CODE:'));
    expect(codes.filter((c) => c.endsWith(': 0'))).toHaveLength(6);
    expect(dry.stdout).toContain('OK (6 tests)');
  });

  it('runs several classes named in one -e class in one run, and fails an entry naming no test as JUnit does', async () => {
    const both = await timedInstrument(server, dev.serial, [
      '-e',
      'class',
      'com.example.notes.EditorTest,com.example.notes.NoteListTest#showsNotes,com.example.notes.Gone#x',
    ]);
    // one instrumentation: one numtests for all of them (EditorTest's three, showsNotes, the entry's error), one result
    expect(both.stdout).toContain('INSTRUMENTATION_STATUS: numtests=5\n');
    expect(both.stdout.match(/^INSTRUMENTATION_CODE:/gm)).toHaveLength(1);
    expect(both.stdout).toContain('INSTRUMENTATION_STATUS: test=savesNote\n');
    expect(both.stdout).toContain('INSTRUMENTATION_STATUS: test=showsNotes\n');
    expect(both.stdout).not.toContain('INSTRUMENTATION_STATUS: test=deletesNote\n');
    expect(both.stdout).toContain('No tests found matching Method x(com.example.notes.Gone)');
    // an entry the suite knows is never "not found", even when another filter leaves its test out
    const excluded = await timedInstrument(server, dev.serial, [
      '-e',
      'class',
      'com.example.notes.EditorTest',
      '-e',
      'notClass',
      'com.example.notes.EditorTest#savesNote',
    ]);
    expect(excluded.stdout).not.toContain('initializationError');
    expect(excluded.stdout).toContain('INSTRUMENTATION_STATUS: numtests=2\n');
  });

  it('splits tests over shards like JUnit, each test in exactly one shard', async () => {
    const seen: string[] = [];
    for (const shard of ['0', '1', '2']) {
      const r = await timedInstrument(server, dev.serial, [
        '-e',
        'log',
        'true',
        '-e',
        'numShards',
        '3',
        '-e',
        'shardIndex',
        shard,
      ]);
      for (const l of r.stdout.split('\n')) if (l.startsWith('INSTRUMENTATION_STATUS: test=')) seen.push(l);
    }
    // each test appears twice (start and end bundle) across all shards, never more
    const counts = new Map<string, number>();
    for (const s of seen) counts.set(s, (counts.get(s) ?? 0) + 1);
    expect(counts.size).toBe(6);
    expect([...counts.values()].every((n) => n === 2)).toBe(true);
  });

  it('keeps a class name with $ and a test name with quotes and $ intact', async () => {
    const started = new Promise<VirtualDeviceEvents['instrument-start']>((resolve) =>
      dev.on('instrument-start', resolve),
    );
    const r = await timedInstrument(server, dev.serial, ['-e', 'class', quote(`${HOSTILE_CLASS}#${HOSTILE_METHOD}`)]);
    expect((await started).extras).toEqual({ class: `${HOSTILE_CLASS}#${HOSTILE_METHOD}` });
    expect(r.stdout).toContain(`INSTRUMENTATION_STATUS: class=${HOSTILE_CLASS}\n`);
    expect(r.stdout).toContain(`INSTRUMENTATION_STATUS: test=${HOSTILE_METHOD}\n`);
    expect(r.stdout).toContain('OK (1 test)');
  });

  it('answers an unknown component the way am does', async () => {
    const r = await adb(server, [
      '-s',
      dev.serial,
      'shell',
      'am',
      'instrument',
      '-w',
      '-r',
      'com.nope.test/androidx.test.runner.AndroidJUnitRunner',
    ]);
    expect(r.stdout).toContain('INSTRUMENTATION_STATUS: id=ActivityManagerService\n');
    expect(r.stdout).toContain(
      'INSTRUMENTATION_STATUS: Error=Unable to find instrumentation info for: ComponentInfo{com.nope.test/androidx.test.runner.AndroidJUnitRunner}\n',
    );
    expect(r.stdout).toContain('INSTRUMENTATION_STATUS_CODE: -1\n');
    expect(r.stdout).toContain(
      'android.util.AndroidException: INSTRUMENTATION_FAILED: com.nope.test/androidx.test.runner.AndroidJUnitRunner',
    );
  });

  it('stops replaying when the host closes the stream', async () => {
    const ended = new Promise<VirtualDeviceEvents['instrument-end']>((resolve) => dev.on('instrument-end', resolve));
    const child = execa(
      'adb',
      ['-P', String(server.port), '-s', dev.serial, 'shell', 'am', 'instrument', '-w', '-r', COMPONENT],
      {
        env: server.env,
        reject: false,
      },
    );
    await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
    child.kill('SIGTERM');
    await child;
    const end = await ended;
    expect(end.complete).toBe(false);
    expect(end.reason).toBe('host closed the stream');
  });

  it('works through adbkit (shell v1) too', async () => {
    const device = adbkitClient(server).getDevice(dev.serial);
    const out = (
      await readAll(
        await device.shell(`am instrument -w -r -e class com.example.notes.NoteListTest#showsNotes ${COMPONENT}`),
      )
    ).toString();
    expect(out).toContain('INSTRUMENTATION_STATUS: test=showsNotes\n');
    expect(out).toContain('INSTRUMENTATION_CODE: -1');
  });

  it("writes AndroidJUnitRunner's TestRunner lines to its logcat; logcat -c clears it, -t keeps the last lines (also through adb's own `adb logcat`)", async () => {
    const serial = dev.serial;
    expect((await adb(server, ['-s', serial, 'logcat', '-c'])).exitCode).toBe(0);
    expect((await adb(server, ['-s', serial, 'logcat', '-d'])).stdout).toBe('');
    await adb(server, [
      '-s',
      serial,
      'shell',
      'am',
      'instrument',
      '-w',
      '-r',
      '-e',
      'class',
      'com.example.notes.NoteListTest#deletesNote',
      COMPONENT,
    ]);
    const messages = (await adb(server, ['-s', serial, 'logcat', '-d', '-v', 'threadtime'])).stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => l.replace(/^\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} +\d+ +\d+ /, ''));
    expect(messages.slice(0, 5)).toEqual([
      '--------- beginning of main',
      'I TestRunner: run started: 1 tests',
      'I TestRunner: started: deletesNote(com.example.notes.NoteListTest)',
      'E TestRunner: failed: deletesNote(com.example.notes.NoteListTest)',
      'E TestRunner: ----- begin exception -----',
    ]);
    expect(messages[5]).toBe('E TestRunner: java.lang.AssertionError: expected:<2> but was:<3>');
    expect(messages.slice(-3)).toEqual([
      'E TestRunner: ----- end exception -----',
      'I TestRunner: finished: deletesNote(com.example.notes.NoteListTest)',
      'I TestRunner: run finished: 1 tests, 1 failed',
    ]);
    const tail = (await adb(server, ['-s', serial, 'logcat', '-d', '-t', '2'])).stdout.split('\n').filter(Boolean);
    expect(tail).toHaveLength(3);
    expect(tail[2]).toMatch(/ I TestRunner: run finished: 1 tests, 1 failed$/);
    expect((await adb(server, ['-s', serial, 'logcat', '-c'])).exitCode).toBe(0);
    expect((await adb(server, ['-s', serial, 'logcat', '-d'])).stdout).toBe('');
  });
});
