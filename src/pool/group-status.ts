import type { DeviceFacts, DeviceState, EmulatorStatus, GroupStatus, ServerStatus } from '../config/device-facts.js';
import type { Group } from '../config/rack.js';
import { mightMatch } from './selectors.js';
import { deviceStateTable } from './states.js';

/** Short description of a group's selectors, for "no device matches …" lines. */
export function describeSelectors(g: Group): string {
  const parts: string[] = [];
  if (g.serials) parts.push(`serials ${g.serials.join(', ')}`);
  if (g.serial) parts.push(`serial ${g.serial}`);
  if (g.model) parts.push(`model ${g.model}`);
  if (g.manufacturer) parts.push(`manufacturer ${g.manufacturer}`);
  if (g.sdk) parts.push(`sdk ${g.sdk.min ?? ''}..${g.sdk.max ?? ''}`);
  if (g.abi) parts.push(`abi ${g.abi}`);
  if (g.kind) parts.push(`kind ${g.kind}`);
  if (g.labels) parts.push(`labels ${g.labels.join(', ')}`);
  return parts.length ? parts.join('; ') : 'any device';
}

/** Unusable states in the order that best explains an empty group (the most hopeful first). */
const EXPLAIN_ORDER: DeviceState[] = ['booting', 'unauthorized', 'offline', 'hung', 'lost', 'unreachable-server'];

/** Why a group cannot run: the undetermined reason its checks get, with a detail line and a remedy. */
type Unready = Pick<GroupStatus, 'reason' | 'detail' | 'remedy'>;

/**
 * Whether each group can run, and if not, why — the undetermined reason its checks get (pure).
 * A declared emulator that did not boot makes its groups `boot-timeout` (docs/devices.md).
 */
export function groupStatuses(
  groups: readonly Group[],
  devices: readonly DeviceFacts[],
  emulators: readonly EmulatorStatus[],
  servers: readonly ServerStatus[],
  /** the devices.json the groups come from; absent when the run uses the default rack */
  rackFile?: string,
): GroupStatus[] {
  const attached = new Set(devices.filter((d) => d.state !== 'lost').map((d) => d.serial));
  return groups.map((g): GroupStatus => {
    const members = devices.filter((d) => d.groups.includes(g.name));
    const ready = members.filter((d) => d.state === 'ready').map((d) => d.serial);
    const missing = (g.serials ?? []).filter((s) => !attached.has(s));
    const base = { name: g.name, required: g.required, devices: members.map((d) => d.serial), ready, missing };
    if (ready.length > 0)
      return {
        ...base,
        canRun: true,
        detail: `${ready.length} of ${members.length} device${members.length === 1 ? '' : 's'} ready`,
      };
    // in order: its emulator, its most hopeful device, an adb server down, else no device at all
    const why: Unready =
      emulatorUnready(g, emulators) ??
      deviceUnready(g, members, devices) ??
      serverUnready(servers) ??
      noDevice(g, devices, missing, rackFile);
    return { ...base, canRun: false, ...why };
  });
}

/** A group whose emulator failed to start, did not boot in time, or is still booting. */
function emulatorUnready(g: Group, emulators: readonly EmulatorStatus[]): Unready | undefined {
  const emu = emulators.filter((e) => e.groups.includes(g.name));
  const timedOut = emu.find((e) => e.state === 'boot-timeout' || e.state === 'failed');
  if (timedOut?.state === 'failed')
    // it never started: the machine lacks what starts it, which no boot timeout fixes
    return {
      reason: 'setup-failed',
      detail: `emulator ${timedOut.avd} failed to start${timedOut.detail ? `: ${timedOut.detail}` : ''}`,
      remedy: timedOut.remedy ?? `check the AVD starts (\`emulator -avd ${timedOut.avd}\`)`,
    };
  if (timedOut)
    return {
      reason: 'boot-timeout',
      detail: `emulator ${timedOut.avd} did not boot in time${timedOut.detail ? `: ${timedOut.detail}` : ''}`,
      remedy: 'check the AVD starts (`emulator -avd NAME`) or raise bootTimeoutMs in devices.json',
    };
  if (emu.some((e) => e.state === 'starting'))
    return { reason: 'booting', detail: 'its emulator is still booting', remedy: 'wait for the boot to finish' };
  return undefined;
}

/** The state of the group's most hopeful device, also of devices whose facts are unknown but might match. */
function deviceUnready(
  g: Group,
  members: readonly DeviceFacts[],
  devices: readonly DeviceFacts[],
): Unready | undefined {
  // devices whose facts are unknown (unauthorized, offline from the start) might be the ones meant
  const maybe = devices.filter(
    (d) => !members.includes(d) && d.sdk === undefined && d.state !== 'ready' && mightMatch(g, d),
  );
  for (const [who, pool] of [
    ['', members],
    ['might match: ', maybe],
  ] as const)
    for (const state of EXPLAIN_ORDER) {
      const d = pool.find((m) => m.state === state);
      if (d) {
        const entry = deviceStateTable[state];
        return {
          reason: entry.undetermined,
          detail: `no ready device; ${who}${d.serial} is ${state} (${d.reason ?? entry.reason})`,
          remedy: d.remedy ?? entry.remedy,
        };
      }
    }
  return undefined;
}

/** An adb server that does not answer may hold the group's devices. */
function serverUnready(servers: readonly ServerStatus[]): Unready | undefined {
  const down = servers.find((s) => !s.reachable);
  if (!down) return undefined;
  return {
    reason: 'adb-down',
    detail: `no matching device; adb server ${down.server} is unreachable`,
    remedy: down.remedy ?? deviceStateTable['unreachable-server'].remedy,
  };
}

/** Why a group has no device, and the next thing to do — a first run with no devices.json included. */
function noDevice(
  g: Group,
  devices: readonly DeviceFacts[],
  missing: readonly string[],
  rackFile: string | undefined,
): Unready {
  const selectors = describeSelectors(g);
  const attach = 'connect a phone with USB debugging on, or start an emulator (`adb devices` should list it)';
  if (selectors === 'any device' && devices.length === 0)
    return {
      reason: 'no-device',
      detail: 'no device is attached',
      remedy: rackFile ? attach : `${attach}; \`droidheal init\` writes a devices.json with groups by API level`,
    };
  return {
    reason: 'no-device',
    detail: `no attached device matches ${selectors}${missing.length ? ` (missing: ${missing.join(', ')})` : ''}`,
    remedy: rackFile
      ? `attach a matching device, or change the selectors of group "${g.name}" in ${rackFile}`
      : 'attach a matching device',
  };
}
