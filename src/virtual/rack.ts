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
  // The chaos harness reads what the devices did from their own records, one JSON line each (epoch
  // ms). DROIDHEAL_VIRTUAL_FAULT_LOG: each scripted fault as it fires (lost-device detection is
  // timed from it). DROIDHEAL_VIRTUAL_RUN_LOG: what each device's am instrument wrote to the host —
  // a run's start (listing: `-e log true`, tests reported without running), each test's end bundle,
  // the run's end (complete: the final INSTRUMENTATION_CODE went out) — so the report can be held to
  // every pass of a completed run.
  const faultLog = process.env.DROIDHEAL_VIRTUAL_FAULT_LOG;
  const runLog = process.env.DROIDHEAL_VIRTUAL_RUN_LOG;
  for (const h of hosts) {
    if (faultLog) h.on('fault', (f) => appendRecord(faultLog, { serial: h.serial, name: h.name, ...f }));
    if (runLog) {
      const record = (event: string, payload: object) => appendRecord(runLog, { serial: h.serial, event, ...payload });
      h.on('instrument-start', ({ component, extras }) =>
        record('instrument-start', { component, listing: extras.log === 'true' }),
      );
      h.on('test-end', (e) => record('test-end', e));
      h.on('instrument-end', (e) => record('instrument-end', e));
    }
  }
  return { devices: hosts, stop };
}

function appendRecord(file: string, record: object): void {
  try {
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), ...record })}\n`);
  } catch {
    // a measurement aid: never a reason for the device to fail
  }
}
