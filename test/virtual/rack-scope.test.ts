import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToAdb, startVirtualDevices, type VirtualRack } from '../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { adb, COMPONENT, deviceSpec } from './support.js';

const FLAKY = 'com.example.notes.EditorTest#savesNote';
const DROP = 'com.example.notes.NoteListTest#showsNotes';
const MESSAGE = 'the list had not settled';
const flakyOverride = (scope: 'device' | 'rack') => ({
  [FLAKY]: { outcome: 'fail' as const, times: 1, scope, message: MESSAGE },
});
const run = (cls: string) => ['shell', 'am', 'instrument', '-w', '-r', '-e', 'class', cls, COMPONENT];

/**
 * A fault or flaky override scoped to the rack happens once on whichever device reaches its test
 * first — what a scripted demo needs when the scheduler decides which phone runs which test.
 */
describe('faults and flaky overrides scoped to the rack', () => {
  let server: PrivateAdbServer;
  let rack: VirtualRack;
  const serial = (name: string) => rack.devices.find((d) => d.name === name)!.serial;

  beforeAll(async () => {
    server = await startPrivateAdbServer();
    rack = await startVirtualDevices([
      deviceSpec('rack-flaky-a', { outcomes: flakyOverride('rack') }),
      deviceSpec('rack-flaky-b', { outcomes: flakyOverride('rack') }),
      deviceSpec('device-flaky-a', { outcomes: flakyOverride('device') }),
      deviceSpec('device-flaky-b', { outcomes: flakyOverride('device') }),
      deviceSpec('drop-a', { faults: [{ type: 'drop', atTest: DROP, when: 'start', mode: 'die', scope: 'rack' }] }),
      deviceSpec('drop-b', { faults: [{ type: 'drop', atTest: DROP, when: 'start', mode: 'die', scope: 'rack' }] }),
    ]);
    await connectToAdb(rack, { host: '127.0.0.1', port: server.port });
  });

  afterAll(async () => {
    await rack?.stop();
    await server?.stop();
  });

  it('a rack-scoped flaky test fails on the first device that runs it and passes on the next one', async () => {
    const first = await adb(server, ['-s', serial('rack-flaky-b'), ...run('com.example.notes.EditorTest')]);
    expect(first.stdout).toContain(MESSAGE);
    const second = await adb(server, ['-s', serial('rack-flaky-a'), ...run('com.example.notes.EditorTest')]);
    expect(second.stdout).not.toContain(MESSAGE);
    expect(second.stdout).toContain('INSTRUMENTATION_CODE: -1');
  });

  it('a device-scoped flaky test fails the first time on each device', async () => {
    for (const name of ['device-flaky-a', 'device-flaky-b']) {
      const r = await adb(server, ['-s', serial(name), ...run('com.example.notes.EditorTest')]);
      expect(r.stdout, name).toContain(MESSAGE);
    }
  });

  it('a rack-scoped drop cuts the run of the first device to reach the test, and the other device completes it', async () => {
    const cut = await adb(server, ['-s', serial('drop-b'), ...run('com.example.notes.NoteListTest')]);
    expect(cut.stdout).not.toContain('INSTRUMENTATION_CODE');
    const rerun = await adb(server, ['-s', serial('drop-a'), ...run('com.example.notes.NoteListTest')]);
    expect(rerun.stdout).toContain('INSTRUMENTATION_STATUS: test=showsNotes');
    expect(rerun.stdout).toContain('INSTRUMENTATION_CODE: -1');
  });
});
