import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectResult, connectToAdb, startVirtualDevices, type VirtualRack } from '../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { adb, adbkitClient, adbState, COMPONENT, deviceSpec, eventually, readAll } from './support.js';

const AT = 'com.example.notes.NoteListTest#deletesNote';
const instrument = ['shell', 'am', 'instrument', '-w', '-r', COMPONENT];

describe('faults of virtual devices as the real adb server shows them', () => {
  let server: PrivateAdbServer;
  let rack: VirtualRack;
  let connected: ConnectResult[];
  const serial = (name: string) => rack.devices.find((d) => d.name === name)!.serial;
  const device = (name: string) => rack.devices.find((d) => d.name === name)!;

  beforeAll(async () => {
    server = await startPrivateAdbServer();
    rack = await startVirtualDevices([
      deviceSpec('offline', { state: 'offline' }),
      deviceSpec('unauthorized', { state: 'unauthorized' }),
      deviceSpec('allow-later', { state: 'unauthorized-then-accept', acceptAfterMs: 400 }),
      deviceSpec('dies', { faults: [{ type: 'drop', atTest: AT, when: 'middle', mode: 'die' }] }),
      deviceSpec('disconnects', { faults: [{ type: 'drop', atTest: AT, when: 'start', mode: 'disconnect' }] }),
      deviceSpec('hangs', { faults: [{ type: 'hang', atTest: AT }] }),
      deviceSpec('reboots', { faults: [{ type: 'reboot', atTest: AT, bootMs: 1500 }] }),
      deviceSpec('system-crash', { faults: [{ type: 'system-crash', atTest: AT }] }),
      deviceSpec('app-crash', { outcomes: { [AT]: 'crash' } }),
      deviceSpec('flaps', { faults: [{ type: 'flap', atTest: AT, flaps: 2, offMs: 200 }] }),
      deviceSpec('stays-off', { faults: [{ type: 'flap', atTest: AT, flaps: 1, offMs: 600_000 }] }),
      deviceSpec('revoked', { faults: [{ type: 'unauthorized', atTest: AT }] }),
    ]);
    connected = await connectToAdb(rack, { host: '127.0.0.1', port: server.port });
  });

  afterAll(async () => {
    await rack?.stop();
    await server?.stop();
  });

  it('connects the healthy ones and reports unauthorized and offline ones without waiting 10 s', () => {
    const outcome = (name: string) => connected.find((c) => c.device.name === name)!.outcome;
    expect(outcome('dies')).toBe('connected');
    expect(outcome('unauthorized')).toBe('unauthorized');
    expect(outcome('offline')).toBe('offline');
  });

  it('a device that never answers CNXN stays listed as offline', async () => {
    expect(await eventually(async () => (await adbState(server, serial('offline'))) === 'offline', 3000)).toBe(true);
    const r = await adb(server, ['-s', serial('offline'), 'shell', 'echo', 'hi']);
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain('device offline');
  });

  it('an unauthorized device refuses commands until the user accepts', async () => {
    const s = serial('unauthorized');
    expect(await adbState(server, s)).toBe('unauthorized');
    const refused = await adb(server, ['-s', s, 'shell', 'echo', 'hi']);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('device unauthorized');
    device('unauthorized').accept();
    expect(await eventually(async () => (await adbState(server, s)) === 'device', 5000)).toBe(true);
    expect((await adb(server, ['-s', s, 'shell', 'echo', 'hi'])).stdout).toBe('hi\n');
  });

  it('an unauthorized-then-accept device becomes a device on its own', async () => {
    expect(await eventually(async () => (await adbState(server, serial('allow-later'))) === 'device', 5000)).toBe(true);
  });

  it('dying mid-test truncates the output, adb still exits 0, and the device goes offline', async () => {
    const s = serial('dies');
    const r = await adb(server, ['-s', s, ...instrument]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('INSTRUMENTATION_STATUS: test=deletesNote\n');
    expect(r.stdout).not.toContain('INSTRUMENTATION_CODE');
    expect(await eventually(async () => (await adbState(server, s)) === 'offline', 3000)).toBe(true);
    expect((await adb(server, ['disconnect', s])).exitCode).toBe(0);
    expect(await adbState(server, s)).toBeUndefined();
  });

  it('disconnecting truncates the output; adb reconnects and a rerun completes (the fault fired once)', async () => {
    const s = serial('disconnects');
    const first = await adb(server, ['-s', s, ...instrument]);
    expect(first.exitCode).toBe(0);
    expect(first.stdout).not.toContain('INSTRUMENTATION_CODE');
    expect(await eventually(async () => (await adbState(server, s)) === 'device', 5000)).toBe(true);
    const again = await adb(server, ['-s', s, ...instrument]);
    expect(again.stdout).toContain('INSTRUMENTATION_CODE: -1');
  });

  it("a hung device is noticed only by the caller's own timeout; adb keeps calling it a device", async () => {
    const s = serial('hangs');
    const r = await adb(server, ['-s', s, ...instrument], { timeout: 2500 });
    expect(r.timedOut).toBe(true);
    expect(r.stdout).toContain('INSTRUMENTATION_STATUS: test=deletesNote\n');
    expect(r.stdout).not.toContain('INSTRUMENTATION_CODE');
    expect((await adb(server, ['-s', s, 'get-state'])).stdout.trim()).toBe('device');
    const probe = await adb(server, ['-s', s, 'shell', 'echo', 'hi'], { timeout: 1000 });
    expect(probe.timedOut).toBe(true);
    device('hangs').unhang();
    expect((await adb(server, ['-s', s, 'shell', 'echo', 'back'])).stdout).toBe('back\n');
  });

  it('a reboot mid-test truncates the output, then the device returns with a new boot id, booting then booted', async () => {
    const s = serial('reboots');
    const before = (await adb(server, ['-s', s, 'shell', 'cat', '/proc/sys/kernel/random/boot_id'])).stdout.trim();
    const r = await adb(server, ['-s', s, ...instrument]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).not.toContain('INSTRUMENTATION_CODE');
    const bootCompleted: string[] = [];
    const booted = await eventually(async () => {
      const p = await adb(server, ['-s', s, 'shell', 'getprop', 'sys.boot_completed'], { timeout: 2000 });
      if (p.exitCode === 0) bootCompleted.push(p.stdout.trim());
      return bootCompleted.at(-1) === '1';
    }, 10_000);
    expect(booted).toBe(true);
    expect(bootCompleted[0]).toBe('0');
    const after = (await adb(server, ['-s', s, 'shell', 'cat', '/proc/sys/kernel/random/boot_id'])).stdout.trim();
    expect(after).toMatch(/^[0-9a-f-]{36}$/);
    expect(after).not.toBe(before);
  });

  it('a system crash prints INSTRUMENTATION_ABORTED and no final code', async () => {
    const r = await adb(server, ['-s', serial('system-crash'), ...instrument]);
    expect(r.stdout).toContain('INSTRUMENTATION_ABORTED: System has crashed.\n');
    expect(r.stdout).not.toContain('INSTRUMENTATION_CODE');
  });

  it('an app crash ends the run with Process crashed. and code 0', async () => {
    const r = await adb(server, ['-s', serial('app-crash'), ...instrument]);
    expect(r.stdout).toContain(
      'INSTRUMENTATION_STATUS: test=deletesNote\nINSTRUMENTATION_STATUS: class=com.example.notes.NoteListTest\nINSTRUMENTATION_STATUS: current=2\nINSTRUMENTATION_STATUS_CODE: 1\n',
    );
    expect(r.stdout.endsWith('INSTRUMENTATION_RESULT: shortMsg=Process crashed.\nINSTRUMENTATION_CODE: 0\n')).toBe(
      true,
    );
  });

  it('a flapping device cuts the output, goes offline and comes back online each cycle; a rerun completes', async () => {
    const s = serial('flaps');
    let connections = 0;
    device('flaps').on('connection', () => connections++);
    const first = await adb(server, ['-s', s, ...instrument]);
    expect(first.stdout).toContain('INSTRUMENTATION_STATUS: test=deletesNote\n');
    expect(first.stdout).not.toContain('INSTRUMENTATION_CODE');
    // two cycles: each closes the connection; adb's reconnect waits unanswered, then is let in
    expect(await eventually(async () => connections >= 2 && (await adbState(server, s)) === 'device', 10_000)).toBe(
      true,
    );
    const again = await adb(server, ['-s', s, ...instrument]);
    expect(again.stdout).toContain('INSTRUMENTATION_CODE: -1');
  });

  it("a flap's offline half is what adb shows: the transport is offline while the handshake goes unanswered", async () => {
    const s = serial('stays-off');
    const r = await adb(server, ['-s', s, ...instrument]);
    expect(r.stdout).not.toContain('INSTRUMENTATION_CODE');
    expect(await eventually(async () => (await adbState(server, s)) === 'offline', 5000)).toBe(true);
    expect((await adb(server, ['-s', s, 'shell', 'echo', 'hi'])).exitCode).toBe(1);
  });

  it('authorization revoked mid-test cuts the output; adb then lists the device unauthorized until the user accepts', async () => {
    const s = serial('revoked');
    const r = await adb(server, ['-s', s, ...instrument]);
    expect(r.stdout).toContain('INSTRUMENTATION_STATUS: test=deletesNote\n');
    expect(r.stdout).not.toContain('INSTRUMENTATION_CODE');
    expect(await eventually(async () => (await adbState(server, s)) === 'unauthorized', 5000)).toBe(true);
    const refused = await adb(server, ['-s', s, 'shell', 'echo', 'hi']);
    expect(refused.stderr).toContain('device unauthorized');
    device('revoked').accept();
    expect(await eventually(async () => (await adbState(server, s)) === 'device', 5000)).toBe(true);
    expect((await adb(server, ['-s', s, 'shell', 'echo', 'hi'])).stdout).toBe('hi\n');
  });

  it('a slow-booting device reports sys.boot_completed 0, then 1 once it has booted', async () => {
    // its own rack, booting for ten minutes unless the test finishes the boot (no race with a clock)
    const slow = await startVirtualDevices([deviceSpec('slow-boot', { bootMs: 600_000 })]);
    try {
      await connectToAdb(slow, { host: '127.0.0.1', port: server.port });
      const s = slow.devices[0]!.serial;
      const getprop = async () =>
        (await adb(server, ['-s', s, 'shell', 'getprop', 'sys.boot_completed'])).stdout.trim();
      expect(await getprop()).toBe('0');
      slow.devices[0]!.completeBoot();
      expect(await getprop()).toBe('1');
    } finally {
      await slow.stop();
    }
  });

  it('adbkit sees a dropped shell stream end normally (no error), so only the terminator tells', async () => {
    const d = device('disconnects');
    // the fault already fired once; script another drop by hand mid-run
    const client = adbkitClient(server);
    const stream = await client.getDevice(d.serial).shell(`am instrument -w -r ${COMPONENT}`);
    d.on('test-start', function once({ test }) {
      if (test === AT) d.disconnect();
    });
    const out = (await readAll(stream)).toString();
    expect(out).toContain('INSTRUMENTATION_STATUS: test=deletesNote\n');
    expect(out).not.toContain('INSTRUMENTATION_CODE');
  });
});
