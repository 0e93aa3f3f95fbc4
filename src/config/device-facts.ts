import { z } from 'zod';
import { UndeterminedReason } from './outcome.js';

/**
 * What the device pool knows (docs/architecture.md, "Devices and the pool"): per device its facts and state with a reason, per
 * group whether it can run, per adb server whether it answers. `droidheal devices --json` prints a
 * PoolSnapshot; the runner and the report read the same values.
 */

export const DeviceState = z.enum([
  'ready',
  'booting',
  'offline',
  'unauthorized',
  'lost',
  'hung',
  'unreachable-server',
]);
export type DeviceState = z.infer<typeof DeviceState>;

export const DeviceKind = z.enum(['emulator', 'physical', 'virtual']);
export type DeviceKind = z.infer<typeof DeviceKind>;

export const DeviceFacts = z.object({
  serial: z.string().min(1),
  name: z.string().optional().describe('its name in devices.json (virtual devices, emulators: the AVD)'),
  server: z.string().describe('the adb server it is reached through, host:port'),
  state: DeviceState,
  reason: z.string().optional().describe('why it is not ready, one line'),
  remedy: z.string().optional().describe('the one thing a person can do about it'),
  kind: DeviceKind,
  model: z.string().optional(),
  manufacturer: z.string().optional(),
  sdk: z.number().int().optional(),
  abis: z.array(z.string()).default([]),
  bootCompleted: z.boolean().optional(),
  bootId: z.string().optional().describe('changes when the device reboots'),
  labels: z.array(z.string()).default([]),
  groups: z.array(z.string()).describe('groups whose selectors it matches'),
  since: z.string().describe('ISO 8601 time the device entered this state'),
  leasedBy: z.string().optional().describe('another droidheal process holds a lease on it: "pid N (command)"'),
});
export type DeviceFacts = z.infer<typeof DeviceFacts>;

export const GroupStatus = z.object({
  name: z.string(),
  required: z.boolean(),
  devices: z.array(z.string()).describe('serials matching the group, any state'),
  ready: z.array(z.string()).describe('serials of ready devices in the group'),
  missing: z.array(z.string()).default([]).describe('serials the group lists that are not attached'),
  canRun: z.boolean(),
  reason: UndeterminedReason.optional().describe(
    'why the group cannot run (no-device, boot-timeout, booting, offline, unauthorized, adb-down)',
  ),
  detail: z.string().optional(),
  remedy: z.string().optional(),
});
export type GroupStatus = z.infer<typeof GroupStatus>;

export const ServerStatus = z.object({
  server: z.string(),
  reachable: z.boolean(),
  version: z.number().int().optional().describe('adb server protocol version'),
  error: z.string().optional(),
  remedy: z.string().optional(),
});
export type ServerStatus = z.infer<typeof ServerStatus>;

export const EmulatorStatus = z.object({
  avd: z.string(),
  serial: z.string().optional(),
  pid: z.number().int().optional(),
  state: z.enum(['starting', 'booted', 'boot-timeout', 'failed', 'stopped']),
  detail: z.string().optional(),
  /** what to do when it failed to start (no SDK, no emulator program): not a boot that took too long */
  remedy: z.string().optional(),
  groups: z.array(z.string()),
});
export type EmulatorStatus = z.infer<typeof EmulatorStatus>;

export const PoolSnapshot = z.object({
  servers: z.array(ServerStatus),
  devices: z.array(DeviceFacts),
  groups: z.array(GroupStatus),
  emulators: z.array(EmulatorStatus).default([]),
  canRun: z.boolean().describe('every required group has a ready device'),
});
export type PoolSnapshot = z.infer<typeof PoolSnapshot>;

/**
 * How every text a person reads names a device: "Pixel 8 (emulator-5554)", or the serial alone when
 * no model is known. The one place this wording lives (reports, messages, JUnit properties, notes).
 */
export function deviceLabel(device: { serial: string; model?: string | undefined }): string {
  return device.model ? `${device.model} (${device.serial})` : device.serial;
}

/** `deviceLabel` of the device with this serial among `devices`, the serial alone when it is not there. */
export function labelOf(
  devices: ReadonlyArray<{ serial: string; model?: string | undefined }>,
  serial: string,
): string {
  return deviceLabel(devices.find((d) => d.serial === serial) ?? { serial });
}
