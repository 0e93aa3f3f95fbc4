import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdbServer, adbServer } from '../../src/adb/call.js';
import { ParkedTransport } from '../../src/adb/parked-transport.js';
import { shellStream } from '../../src/adb/shell.js';
import { connectToAdb, startVirtualDevices, type VirtualRack } from '../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';

describe('a connection parked on a device for its next command (real adb server)', () => {
  let adb: PrivateAdbServer;
  let rack: VirtualRack;
  let server: AdbServer;
  let serial: string;

  beforeAll(async () => {
    adb = await startPrivateAdbServer();
    rack = await startVirtualDevices([
      { name: 'parked', model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abis: ['arm64-v8a'] },
    ]);
    await connectToAdb(rack, adb);
    server = adbServer(adb);
    serial = rack.devices[0]!.serial;
  });
  afterAll(async () => {
    await rack?.stop();
    await adb?.stop();
  });

  const echo = async (word: string, parked?: ParkedTransport) => {
    const chunks: Buffer[] = [];
    await shellStream(server, serial, ['echo', word], {
      timeoutMs: 5000,
      onData: (c) => chunks.push(c),
      ...(parked ? { parked } : {}),
    });
    return Buffer.concat(chunks).toString().trim();
  };

  it('carries one command, then is spent', async () => {
    const parked = new ParkedTransport(server, serial, 3000);
    await new Promise((r) => setTimeout(r, 50));
    expect(await echo('first', parked)).toBe('first');
    // taken by that command: nothing is left to take, and the next command opens its own connection
    expect(await parked.take()).toBeUndefined();
    expect(await echo('second', parked)).toBe('second');
  });

  it('gives nothing when adb refuses the transport or it was closed unused, and the command opens its own', async () => {
    const unknown = new ParkedTransport(server, 'no-such-device', 3000);
    expect(await unknown.take()).toBeUndefined();
    const closed = new ParkedTransport(server, serial, 3000);
    closed.close();
    expect(await closed.take()).toBeUndefined();
    expect(await echo('fresh', closed)).toBe('fresh');
  });
});
