import type { VirtualDeviceSpec, VirtualFault } from '../../config/virtual-device.js';
import type { VirtualFs } from '../fs.js';
import type { DeviceLog } from '../log.js';
import type { PackageTable } from '../packages.js';

/** Events a virtual device reports (tests use them to act at precise moments). */
export interface VirtualDeviceEvents {
  /** `extras` are the `-e KEY VALUE` pairs the caller passed (filters, shards, runner arguments) */
  'instrument-start': { component: string; tests: string[]; extras: Record<string, string> };
  'instrument-end': { component: string; complete: boolean; reason?: string };
  'test-start': { test: string };
  /** the test's end bundle has been written to the host (`outcome` as scripted) */
  'test-end': { test: string; outcome: 'pass' | 'fail' | 'error' | 'ignored' | 'assumption' };
  fault: { type: VirtualFault['type']; test?: string };
  /** `pm clear PKG` emptied the package's data */
  'package-cleared': { package: string };
  connection: { remote: string };
}

/** What the fake shell's commands may see and do on their device. */
export interface DeviceContext {
  readonly spec: VirtualDeviceSpec;
  readonly fs: VirtualFs;
  readonly packages: PackageTable;
  /** `settings put/get` values, keyed `namespace/key` */
  readonly settings: Map<string, string>;
  /** what `logcat` prints: the test runner's lines, the app's, crashes */
  readonly log: DeviceLog;
  props(): Map<string, string>;
  bootId(): string;
  /** Consume one firing of fault number `index` of the spec; false once it has fired `times` times. */
  takeFault(index: number): boolean;
  /** Count one more run of test `key` on this device (in the rack: `rack`); returns the run's number (1 for the first). */
  countRun(key: string, scope?: 'device' | 'rack'): number;
  disconnect(): void;
  die(): Promise<void>;
  hang(): void;
  reboot(bootMs?: number): void;
  flap(flaps: number, offMs: number): void;
  revoke(): void;
  emit<E extends keyof VirtualDeviceEvents>(event: E, payload: VirtualDeviceEvents[E]): void;
}

/** One running shell command's view: its argv and its output/input streams. */
export interface CommandContext {
  device: DeviceContext;
  argv: string[];
  /** the `NAME=value` assignments before the command on its line (`CLASSPATH=… app_process …`) */
  env?: Readonly<Record<string, string>>;
  out(data: string | Buffer): Promise<void>;
  err(data: string | Buffer): Promise<void>;
  /** Read exactly n stdin bytes (exec: and shell v2 stdin); null at end of input. */
  readStdin(n: number): Promise<Buffer | null>;
  /** Aborted when the host closed the stream (Ctrl-C, adb killed) or the connection dropped. */
  signal: AbortSignal;
}

/** A fake `/system/bin` program: resolves to its exit status. */
export type ShellProgram = (ctx: CommandContext) => Promise<number>;

/** Sleep that ends early (resolving false) when the signal aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  if (ms <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const t = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      resolve(false);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Where an app's private data lives on the device (files, databases, shared_prefs). */
export function appDataDir(pkg: string): string {
  return `/data/data/${pkg}`;
}
