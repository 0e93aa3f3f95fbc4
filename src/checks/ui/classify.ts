import type { ExecutionOutcome, UndeterminedReason } from '../../config/outcome.js';
import type { DeviceAfter } from '../../verdict/outcome.js';

/**
 * How a ui check turns what happened into outcomes — tables as data, like the instrumentation
 * outcome table. A session that cannot start is never the app's fault: undetermined with the reason
 * and the fix. A step that does not pass is the app's fault only when the device was healthy before
 * (the session started) and is healthy after (probe).
 */

export interface SessionRefusal {
  /** what the refusal is, in the report */
  what: string;
  /** matched against the Appium / driver error message */
  match: RegExp;
  reason: UndeterminedReason;
  remedy: string;
}

/** First match wins; the device's own state (probed first) overrides the message. */
export const SESSION_REFUSALS = [
  {
    what: 'the device is unauthorized',
    match: /unauthori[sz]ed/i,
    reason: 'unauthorized',
    remedy: 'accept the USB debugging prompt on the device',
  },
  {
    what: 'the device is offline',
    match: /\boffline\b/i,
    reason: 'offline',
    remedy: 'reconnect the device (adb reconnect) or restart it',
  },
  {
    what: 'the device is not connected',
    match:
      /device .*(not found|could not be found|is not available)|Could not find a connected Android device|no devices\/emulators found/i,
    reason: 'device-lost',
    remedy: 'check the cable or network connection; `droidheal devices` lists what adb sees',
  },
  {
    what: 'the driver could not install its server APKs',
    match: /INSTALL_FAILED|INSTALL_PARSE_FAILED|Failure \[|install.*(fail|refused)|Cannot install/i,
    reason: 'install-failed',
    remedy:
      'free space on the device or allow installs over USB (some vendors block them), then run again; ' +
      '`adb install` the io.appium.uiautomator2.server APKs by hand to see why',
  },
  {
    what: 'adb port forwarding failed',
    match: /forward|cannot bind|Address already in use/i,
    reason: 'setup-failed',
    remedy:
      'another process may hold the forwarded port: set "appium:systemPort" in ui.capabilities, or restart the adb server',
  },
  {
    what: 'the UiAutomator2 server did not start on the device',
    match:
      /instrumentation|UiAutomator2 server|uiautomator2ServerLaunchTimeout|not listening|socket hang up|ECONNRESET/i,
    reason: 'setup-failed',
    remedy:
      'the io.appium.uiautomator2.server instrumentation did not come up: unlock the device, raise "appium:uiautomator2ServerLaunchTimeout", or reboot it',
  },
  {
    what: 'the Appium server did not answer',
    match: /Unable to connect|ECONNREFUSED|fetch failed|Request failed|timeout of \d+ms|ETIMEDOUT|aborted/i,
    reason: 'setup-failed',
    remedy: 'check that Appium runs (ui.appium.url) or let droidheal start one (`droidheal setup ui`)',
  },
] as const satisfies readonly SessionRefusal[];

const OTHER_REFUSAL: SessionRefusal = {
  what: 'Appium refused the session',
  match: /.*/,
  reason: 'setup-failed',
  remedy: 'check ui.capabilities against the driver (run Appium with --log-level debug to see why)',
};

/** What adb says about the device right now overrides the message (it is the device's state). */
const DEVICE_STATE_REFUSALS = {
  unauthorized: 0,
  offline: 1,
  gone: 2,
} as const satisfies Record<string, number>;

export function classifySessionRefusal(
  message: string,
  adbState: 'device' | 'unauthorized' | 'offline' | 'gone',
): SessionRefusal {
  if (adbState !== 'device') return SESSION_REFUSALS[DEVICE_STATE_REFUSALS[adbState]];
  return SESSION_REFUSALS.find((r) => r.match.test(message)) ?? OTHER_REFUSAL;
}

/** What a scenario that did not pass was, before the device is asked how it is. */
export type ScenarioTrouble =
  | 'not-found' // a step's node did not appear within its timeout
  | 'assertion' // the node was there and the assertion was false
  | 'crash' // the app's process is gone
  | 'broken'; // a driver or transport error (session gone, socket closed, server died)

export interface TroubleOutcome {
  outcome: ExecutionOutcome;
  reason?: UndeterminedReason;
  failureKind?: 'assertion' | 'crash';
  /** false: retire the device from this run (the scheduler reschedules the rest elsewhere) */
  deviceUsable: boolean;
}

const LOST: TroubleOutcome = { outcome: 'undetermined', reason: 'device-lost', deviceUsable: false };
const HUNG: TroubleOutcome = { outcome: 'undetermined', reason: 'device-hung', deviceUsable: false };

/** Trouble × the device's health after it. Only a healthy device turns trouble into a failure. */
export const SCENARIO_OUTCOMES = {
  'not-found': {
    healthy: { outcome: 'failed', failureKind: 'assertion', deviceUsable: true },
    lost: LOST,
    rebooted: LOST,
    unresponsive: HUNG,
  },
  assertion: {
    healthy: { outcome: 'failed', failureKind: 'assertion', deviceUsable: true },
    lost: LOST,
    rebooted: LOST,
    unresponsive: HUNG,
  },
  crash: {
    healthy: { outcome: 'failed', failureKind: 'crash', deviceUsable: true },
    lost: LOST,
    rebooted: LOST,
    unresponsive: HUNG,
  },
  broken: {
    // the device answers but the session broke (driver or server died): not the app's fault
    healthy: { outcome: 'undetermined', reason: 'run-incomplete', deviceUsable: false },
    lost: LOST,
    rebooted: LOST,
    unresponsive: HUNG,
  },
} as const satisfies Record<ScenarioTrouble, Record<DeviceAfter, TroubleOutcome>>;
