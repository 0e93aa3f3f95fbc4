import type { DeviceState } from '../config/device-facts.js';
import { deviceStateTable, remedyFor } from './states.js';

/**
 * Device health as one pure transition function: the pool feeds it what it observes —
 * adb's list, a probe's answer, a server going away — and it returns the next health. Pure.
 *
 *   (new) ──listed device──► booting ──probe: boot_completed=1──► ready ──probe times out──► hung
 *     │                        ▲  └─probe: boot_completed=0─┐       │  ▲                      │
 *     ├─listed offline──► offline                            │       │  └──probe answers───────┘
 *     ├─listed unauthorized──► unauthorized ─listed device─► booting │
 *     │                                ready/booting/hung ──listed offline or unlisted──► lost
 *     └─ server unreachable (any) ──► unreachable-server ──server back──► (re-listed)
 */
export interface Health {
  state: DeviceState;
  reason?: string;
  remedy?: string;
  /** epoch ms of the last state change */
  since: number;
  /** has this device been usable (ready/booting/hung) since it was first seen? */
  wasOnline: boolean;
  bootCompleted?: boolean;
  bootId?: string;
}

/** What discovery saw of one device: a line of adb's device list, its absence, a probe's answer, an unreachable server. */
export type DeviceObservation =
  | { type: 'listed'; adbState: string }
  | { type: 'unlisted' }
  | { type: 'probe-ok'; bootCompleted: boolean; bootId?: string }
  | { type: 'probe-timeout'; timeoutMs: number }
  | { type: 'probe-failed'; deviceState?: DeviceState; message: string }
  | { type: 'server-unreachable'; server: string; message: string };

export interface Transition {
  health: Health;
  /** the device was usable and now is not (lost, hung, offline, unreachable) */
  lostNow: boolean;
  /** boot id changed: the device rebooted */
  rebooted: boolean;
}

function withState(prev: Health, state: DeviceState, serial: string, reason: string | undefined, now: number): Health {
  const changed = prev.state !== state || prev.reason !== reason;
  return {
    ...prev,
    state,
    reason: reason ?? deviceStateTable[state].reason,
    remedy: remedyFor(state, serial),
    since: changed ? now : prev.since,
    wasOnline: prev.wasOnline || state === 'ready' || state === 'booting' || state === 'hung',
  };
}

const ONLINE: ReadonlySet<DeviceState> = new Set(['ready', 'booting', 'hung']);

/** The state adb's own word (from `host:devices`) implies, with a reason. */
function fromAdbWord(prev: Health, word: string): { state: DeviceState; reason?: string } | 'online' {
  switch (word) {
    case 'device':
      return 'online';
    case 'unauthorized':
      return { state: 'unauthorized' };
    case 'offline':
      return prev.wasOnline ? { state: 'lost', reason: 'dropped off: adb lists it offline' } : { state: 'offline' };
    case 'no permissions':
      return { state: 'offline', reason: 'adb has no permission to open the USB device (udev rules)' };
    case 'authorizing':
    case 'connecting':
      return { state: 'offline', reason: `adb is still ${word}` };
    default:
      // recovery, bootloader, sideload, rescue, host, unknown: listed, but not a running Android
      return { state: 'offline', reason: `in ${word} mode, not running Android` };
  }
}

export function nextHealth(prev: Health, obs: DeviceObservation, serial: string, now: number): Transition {
  let health = prev;
  let rebooted = false;
  switch (obs.type) {
    case 'listed': {
      const implied = fromAdbWord(prev, obs.adbState);
      if (implied === 'online') {
        // adb says `device`; only a probe can tell ready from booting or hung, so keep what the
        // last probe said, and treat a device coming back as booting until its next probe
        if (!ONLINE.has(prev.state))
          health = withState(prev, 'booting', serial, 'connected; waiting for its first probe', now);
      } else health = withState(prev, implied.state, serial, implied.reason, now);
      break;
    }
    case 'unlisted':
      health = withState(prev, 'lost', serial, "no longer in adb's device list", now);
      break;
    case 'probe-ok': {
      rebooted = prev.bootId !== undefined && obs.bootId !== undefined && obs.bootId !== prev.bootId;
      const state: DeviceState = obs.bootCompleted ? 'ready' : 'booting';
      health = {
        ...withState(prev, state, serial, rebooted && !obs.bootCompleted ? 'rebooted; still booting' : undefined, now),
        bootCompleted: obs.bootCompleted,
        bootId: obs.bootId ?? prev.bootId,
      };
      break;
    }
    case 'probe-timeout':
      health = withState(prev, 'hung', serial, `did not answer a shell probe within ${obs.timeoutMs} ms`, now);
      break;
    case 'probe-failed':
      if (obs.deviceState === 'offline' && prev.wasOnline)
        health = withState(prev, 'lost', serial, 'dropped off: adb says it is offline', now);
      else if (obs.deviceState && obs.deviceState !== 'hung')
        health = withState(prev, obs.deviceState, serial, undefined, now);
      break;
    case 'server-unreachable':
      health = withState(
        prev,
        'unreachable-server',
        serial,
        `adb server ${obs.server} does not answer (${obs.message})`,
        now,
      );
      break;
  }
  // a loss is a usable device (ready or booting, seen online) becoming unusable
  const usable = (h: Health) => h.wasOnline && (h.state === 'ready' || h.state === 'booting');
  const lostNow = usable(prev) && !(health.state === 'ready' || health.state === 'booting');
  return { health, lostNow, rebooted };
}

/** The health of a device seen for the first time. */
export function initialHealth(now: number): Health {
  return { state: 'booting', reason: 'just discovered', since: now, wasOnline: false };
}
