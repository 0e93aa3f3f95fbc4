import { HostTrackDevicesCommand } from './adbkit.js';
import type { AdbServer, CallOptions } from './call.js';
import type { ListedDevice } from './devices.js';
import { toAdbError } from './errors.js';

export interface DeviceTracker {
  /** stop tracking and close the connection */
  stop(): void;
  /** resolves when the tracking connection ends (server gone, or stop()) */
  readonly ended: Promise<void>;
}

/**
 * `host:track-devices`: adb pushes the device list on each change it notices. In adb 29 it does not
 * notice drops for ~60 s, so the pool also polls `host:devices` — this is only the fast path for
 * devices that appear. `onList` gets each full list.
 */
export async function trackDevices(
  server: AdbServer,
  onList: (list: ListedDevice[]) => void,
  opts: CallOptions = {},
): Promise<DeviceTracker> {
  const conn = await Promise.race([
    Promise.resolve(server.client.connection()),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })), opts.timeoutMs ?? 5000),
    ),
  ]).catch((err) => {
    throw toAdbError(err, `track-devices on ${server.name}`, server.name);
  });
  const tracker = await new HostTrackDevicesCommand(conn).execute();
  tracker.on('changeSet', () =>
    onList(tracker.deviceList.map((d: { id: string; type: string }) => ({ serial: d.id, state: d.type }))),
  );
  const ended = new Promise<void>((resolve) => {
    tracker.once('end', () => resolve());
    tracker.on('error', () => resolve());
    conn.socket.once('close', () => resolve());
  });
  const onAbort = () => stop();
  const stop = () => {
    opts.signal?.removeEventListener('abort', onAbort);
    tracker.end();
    conn.socket.destroy();
  };
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  return { stop, ended };
}
