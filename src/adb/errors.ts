import type { DeviceState } from '../config/device-facts.js';
import type { UndeterminedReason } from '../config/outcome.js';
import { DroidhealError, type ErrorCode } from '../errors.js';
import { AdbkitParser } from './adbkit.js';

/**
 * Errors of the adb layer. Each one says what it means for the device (a DeviceState) and for a
 * check that needed it (an UndeterminedReason), so callers never parse adb's texts themselves.
 */
export type AdbErrorKind = 'timeout' | 'aborted' | 'server-unreachable' | 'device' | 'protocol';

/** Each kind's stable error code (its exit code is in src/errors.ts's table). */
export const adbErrorCodes = {
  timeout: 'ERR_ADB_TIMEOUT',
  aborted: 'ERR_ADB_ABORTED',
  'server-unreachable': 'ERR_ADB_SERVER_UNREACHABLE',
  device: 'ERR_ADB_DEVICE',
  protocol: 'ERR_ADB_PROTOCOL',
} as const satisfies Record<AdbErrorKind, ErrorCode>;

export class AdbError extends DroidhealError {
  readonly kind: AdbErrorKind;
  /** what this error says about the device, when it says anything */
  readonly deviceState?: DeviceState;
  readonly reason: UndeterminedReason;
  constructor(
    kind: AdbErrorKind,
    message: string,
    opts: { deviceState?: DeviceState; reason: UndeterminedReason; cause?: unknown; remedy?: string },
  ) {
    super(message, { code: adbErrorCodes[kind], cause: opts.cause, remedy: opts.remedy });
    this.kind = kind;
    this.deviceState = opts.deviceState;
    this.reason = opts.reason;
  }
}

interface FailRule {
  match: RegExp;
  deviceState?: DeviceState;
  reason: UndeterminedReason;
}

/** adb FAIL texts (adb 29 and later) → device state and undetermined reason. First match wins. */
export const adbFailTable = [
  { match: /device offline/i, deviceState: 'offline', reason: 'offline' },
  { match: /device unauthorized/i, deviceState: 'unauthorized', reason: 'unauthorized' },
  { match: /device still (authorizing|connecting)/i, deviceState: 'offline', reason: 'offline' },
  {
    match: /device '.*' not found|device not found|no devices(\/emulators)? found/i,
    deviceState: 'lost',
    reason: 'device-lost',
  },
  { match: /INSTALL_FAILED_INSUFFICIENT_STORAGE|not enough space/i, reason: 'install-failed' },
  { match: /INSTALL_FAILED|INSTALL_PARSE_FAILED/i, reason: 'setup-failed' },
  { match: /closed/i, deviceState: 'lost', reason: 'device-lost' },
] as const satisfies readonly FailRule[];

/** Map an adb FAIL message to what it means; unknown texts are protocol errors (`adb-down`). */
export function classifyFailText(text: string): { deviceState?: DeviceState; reason: UndeterminedReason } {
  for (const rule of adbFailTable as readonly FailRule[])
    if (rule.match.test(text)) return { deviceState: rule.deviceState, reason: rule.reason };
  return { reason: 'adb-down' };
}

const SERVER_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** Turn whatever adbkit or the socket threw into an AdbError (`what` names the operation). */
export function toAdbError(err: unknown, what: string, server: string): AdbError {
  if (err instanceof AdbError) return err;
  if (err instanceof AdbkitParser.FailError) {
    const text = err.message.replace(/^Failure: '?|'$/g, '').split('\n')[0] ?? err.message;
    const c = classifyFailText(err.message);
    return new AdbError('device', `${what}: ${text}`, { ...c, cause: err });
  }
  if (err instanceof AdbkitParser.PrematureEOFError)
    return new AdbError('device', `${what}: connection closed early`, {
      deviceState: 'lost',
      reason: 'device-lost',
      cause: err,
    });
  const code = (err as NodeJS.ErrnoException)?.code;
  if (code && SERVER_DOWN_CODES.has(code))
    return new AdbError('server-unreachable', `adb server ${server} unreachable (${code})`, {
      deviceState: 'unreachable-server',
      reason: 'adb-down',
      cause: err,
    });
  const msg = (err as Error)?.message ?? String(err);
  return new AdbError('protocol', `${what}: ${msg}`, { ...classifyFailText(msg), cause: err });
}
