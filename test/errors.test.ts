import { describe, expect, it } from 'vitest';
import { AdbError, toAdbError } from '../src/adb/errors.js';
import {
  ConfigError,
  DroidhealError,
  EnvironmentError,
  type ErrorCode,
  ExitCode,
  errorCodes,
  UsageError,
} from '../src/errors.js';
import { NoDeviceError } from '../src/pool/lease.js';

describe('one error model: DroidhealError is the root, each error has a stable code, its exit code comes from the code', () => {
  it('gives every kind of error its code and the exit code of that code', () => {
    const cases: Array<[DroidhealError, string, number]> = [
      [new UsageError('unknown flag --x', 'see droidheal --help'), 'ERR_USAGE', 2],
      [new ConfigError('$.groups: expected array', { file: 'devices.json' }), 'ERR_CONFIG', 2],
      [new EnvironmentError('adb not found', 'sudo apt-get install adb'), 'ERR_ENVIRONMENT', 2],
      [new AdbError('timeout', 'shell on emulator-5554: no answer', { reason: 'device-hung' }), 'ERR_ADB_TIMEOUT', 3],
      [new AdbError('device', 'device offline', { reason: 'offline', deviceState: 'offline' }), 'ERR_ADB_DEVICE', 3],
      [new NoDeviceError('no ready device in group api34', 'no-device'), 'ERR_NO_DEVICE', 3],
    ];
    for (const [err, code, exit] of cases) {
      expect(err).toBeInstanceOf(DroidhealError);
      expect(err).toBeInstanceOf(Error);
      expect([err.name, err.code, err.exitCode]).toEqual([err.constructor.name, code, exit]);
    }
  });

  it('keeps the older exit-code constructor form, mapping it to a generic code', () => {
    expect(new DroidhealError('x', { exitCode: ExitCode.undetermined }).code).toBe('ERR_UNDETERMINED');
    expect(new DroidhealError('x', { exitCode: ExitCode.fail }).exitCode).toBe(1);
    expect(new DroidhealError('x').code).toBe('ERR_USAGE');
    expect(new DroidhealError('x', { code: 'ERR_OUTPUT', exitCode: ExitCode.fail }).exitCode).toBe(2);
  });

  it('keeps the remedy and the cause, and prints one line of message and remedy', () => {
    const cause = new Error('ENOENT: no such file');
    const err = new ConfigError('cannot read', { file: 'rack.json', remedy: 'check the path', cause });
    expect(err.line).toBe('rack.json: cannot read — check the path');
    expect(err.cause).toBe(cause);
    expect(new UsageError('bad value', undefined, { cause }).cause).toBe(cause);
  });

  it('AdbError keeps its kind, reason and device state alongside the root fields', () => {
    const e = toAdbError(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      'devices',
      'local',
    );
    expect(e).toBeInstanceOf(AdbError);
    expect(e).toBeInstanceOf(DroidhealError);
    expect([e.kind, e.reason, e.deviceState, e.code, e.exitCode]).toEqual([
      'server-unreachable',
      'adb-down',
      'unreachable-server',
      'ERR_ADB_SERVER_UNREACHABLE',
      3,
    ]);
    expect(e.message).toBe('adb server local unreachable (ECONNREFUSED)');
  });

  it('maps every code to a usage (2), fail (1) or undetermined (3) exit, never to success', () => {
    const codes = Object.keys(errorCodes) as ErrorCode[];
    expect(codes.length).toBe(13);
    for (const code of codes) expect([1, 2, 3]).toContain(errorCodes[code]);
  });
});
