import { appendFileSync } from 'node:fs';
import { VirtualDeviceSpec, type VirtualDeviceSpecInput } from '../config/virtual-device.js';
import { type VirtualDevice, VirtualDeviceHost } from './device.js';

export interface VirtualRack {
  devices: VirtualDevice[];
  /** Close every listener and connection. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Start one listening virtual device per spec (in this process, on 127.0.0.1).
 * Specs may be rack-file output or hand-written inputs (defaults are applied here).
 * @example
 *   const rack = await startVirtualDevices([{ name: 'p', model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abis: ['arm64-v8a'] }]);
 *   try { … rack.devices[0].serial … } finally { await rack.stop(); }
 */
export async function startVirtualDevices(
  specs: VirtualDeviceSpecInput[],
  opts: { host?: '127.0.0.1' } = {},
): Promise<VirtualRack> {
  // faults and flaky overrides scoped to the rack count across all of these devices
  const rackCounts = new Map<string, number>();
  const hosts = specs.map((s) => new VirtualDeviceHost(VirtualDeviceSpec.parse(s), rackCounts));
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= Promise.all(hosts.map((h) => h.die())).then(() => undefined));
  try {
    await Promise.all(hosts.map((h) => h.listen(opts.host ?? '127.0.0.1')));
  } catch (e) {
    await stop();
    throw e;
  }
  // the chaos harness measures lost-device detection from the moment a scripted fault fires: with
  // DROIDHEAL_VIRTUAL_FAULT_LOG set, each firing is appended there as one JSON line (epoch ms)
  const faultLog = process.env.DROIDHEAL_VIRTUAL_FAULT_LOG;
  if (faultLog)
    for (const h of hosts)
      h.on('fault', (f) => {
        try {
          appendFileSync(faultLog, `${JSON.stringify({ at: Date.now(), serial: h.serial, name: h.name, ...f })}\n`);
        } catch {
          // a measurement aid: never a reason for the device to fail
        }
      });
  // …and with DROIDHEAL_VIRTUAL_RUN_LOG set, what each device's am instrument wrote to the host: a
  // run's start (listing: `-e log true`, tests reported without running), each test's end bundle, the run's end (complete: the final INSTRUMENTATION_CODE was
  // written). The harness holds droidheal's report to every pass of a completed run.
  const runLog = process.env.DROIDHEAL_VIRTUAL_RUN_LOG;
  if (runLog)
    for (const h of hosts) {
      const record = (event: string, payload: object) => {
        try {
          appendFileSync(runLog, `${JSON.stringify({ at: Date.now(), serial: h.serial, event, ...payload })}\n`);
        } catch {
          // a measurement aid, as above
        }
      };
      h.on('instrument-start', ({ component, extras }) =>
        record('instrument-start', { component, listing: extras.log === 'true' }),
      );
      h.on('test-end', (e) => record('test-end', e));
      h.on('instrument-end', (e) => record('instrument-end', e));
    }
  return { devices: hosts, stop };
}
