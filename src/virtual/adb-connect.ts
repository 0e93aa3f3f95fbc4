import { type AdbServerAddress, createAdbClient } from '../adb/client.js';
import type { VirtualDevice } from './device.js';
import type { VirtualRack } from './rack.js';

export type { AdbServerAddress };

export type ConnectResult =
  | { device: VirtualDevice; serial: string; outcome: 'connected' }
  /** adb said "failed to authenticate": listed as `unauthorized` until the device accepts */
  | { device: VirtualDevice; serial: string; outcome: 'unauthorized'; message: string }
  /** a silent device: adb keeps it listed as `offline` (connect is left running in the background) */
  | { device: VirtualDevice; serial: string; outcome: 'offline'; message: string }
  | { device: VirtualDevice; serial: string; outcome: 'failed'; message: string };

// never adbkit's own client: it runs `adb start-server` when nothing answers, leaving a daemon
// server behind that nobody stops (e.g. polling that outlives a Ctrl-C)
function client(server: AdbServerAddress) {
  return createAdbClient(server);
}

/** Resolve after ms with undefined, unless the promise settles first. */
function within<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => resolve(undefined), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

/**
 * `adb connect 127.0.0.1:PORT` for every device of the rack, all in parallel and asynchronously
 * (a blocking adb call from this process would stall the devices' own handshakes).
 * adb blocks 10 s on a device that never answers CNXN; such devices are not waited for
 * (after `offlineWaitMs`) — they end up listed as `offline`, which is the point of them.
 */
export async function connectToAdb(
  rack: VirtualRack,
  server: AdbServerAddress,
  opts: { offlineWaitMs?: number } = {},
): Promise<ConnectResult[]> {
  const c = client(server);
  return Promise.all(
    rack.devices.map(async (device): Promise<ConnectResult> => {
      const serial = device.serial;
      const attempt = Promise.resolve(c.connect('127.0.0.1', device.port));
      try {
        const reply = await within(attempt, device.spec.state === 'offline' ? (opts.offlineWaitMs ?? 300) : 15_000);
        if (reply === undefined) {
          attempt.catch(() => {}); // adb answers "failed to connect" after 10 s; nothing to do then
          return { device, serial, outcome: 'offline', message: `no handshake from ${serial}` };
        }
        return { device, serial, outcome: 'connected' };
      } catch (e) {
        const message = (e as Error).message;
        if (/authenticate/i.test(message)) return { device, serial, outcome: 'unauthorized', message };
        if (/failed to connect/i.test(message) && device.spec.state === 'offline')
          return { device, serial, outcome: 'offline', message };
        return { device, serial, outcome: 'failed', message };
      }
    }),
  );
}

/**
 * `adb disconnect` every device of the rack, and wait (up to `settleMs`) until adb no longer lists
 * them: adb answers a disconnect when it has kicked the transport, and drops it from `devices` only once
 * the transport's threads have ended — on a loaded machine a listing right after still shows it. A
 * disconnect that fails is asked again while waiting; errors are otherwise ignored.
 */
export async function disconnectFromAdb(rack: VirtualRack, server: AdbServerAddress, settleMs = 5000): Promise<void> {
  const c = client(server);
  const disconnect = (port: number) => Promise.resolve(c.disconnect('127.0.0.1', port)).catch(() => undefined);
  await Promise.all(rack.devices.map((d) => disconnect(d.port)));
  const deadline = Date.now() + settleMs;
  while (Date.now() < deadline) {
    const states = await adbStates(rack, server).catch(() => undefined);
    if (!states) return; // no server to ask: nothing is listed anywhere
    const left = rack.devices.filter((d) => states.get(d.serial) !== undefined);
    if (left.length === 0) return;
    await Promise.all(left.map((d) => disconnect(d.port)));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** adb's current state for each serial of the rack (`device`, `offline`, `unauthorized`, …, or undefined when not listed). */
export async function adbStates(rack: VirtualRack, server: AdbServerAddress): Promise<Map<string, string | undefined>> {
  const listed: Array<{ id: string; type: string }> = await Promise.resolve(client(server).listDevices());
  const bySerial = new Map(listed.map((d) => [d.id, d.type]));
  return new Map(rack.devices.map((d) => [d.serial, bySerial.get(d.serial)]));
}
