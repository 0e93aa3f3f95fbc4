import net from 'node:net';
import type { EmulatorStatus } from '../config/device-facts.js';
import type { EmulatorSpec } from '../config/rack.js';
import { startProcess } from '../process/start.js';

/** Is TCP `port` on 127.0.0.1 free to listen on? */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * An even console port whose adb port (+1) is free too. Starts at 5600, above the 5555–5585
 * range every adb server scans at start-up, so our emulators never show up on other servers.
 */
export async function freeEmulatorPort(taken: ReadonlySet<number>, from = 5600, to = 5682): Promise<number> {
  // random order: two droidheal processes starting emulators at once rarely pick the same pair
  // (the port is only taken once the emulator listens, so a check-then-use race is unavoidable)
  const candidates: number[] = [];
  for (let p = from; p <= to; p += 2) candidates.push(p);
  candidates.sort(() => Math.random() - 0.5);
  for (const p of candidates) if (!taken.has(p) && (await portFree(p)) && (await portFree(p + 1))) return p;
  throw new Error(`no free emulator port pair between ${from} and ${to}`);
}

export interface EmulatorProcess {
  readonly avd: string;
  readonly port: number;
  /** adb names an emulator after its console port */
  readonly serial: string;
  readonly pid?: number;
  readonly spec: EmulatorSpec;
  /** resolves when the process exits, with its output tail */
  readonly exited: Promise<{ exitCode?: number; signal?: string; output: string }>;
  status: EmulatorStatus;
  /** stop it (SIGTERM, SIGKILL after 5 s) — only emulators droidheal started. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Start one AVD headless with the SDK's `emulator`, registered with the adb server on `adbPort`
 * (the emulator reads ANDROID_ADB_SERVER_PORT). Argv only: the AVD name and args are data.
 */
export function startEmulator(
  spec: EmulatorSpec,
  opts: { emulator: string; port: number; adbPort: number; env?: NodeJS.ProcessEnv },
): EmulatorProcess {
  const args = [
    '-avd',
    spec.avd,
    '-port',
    String(opts.port),
    '-no-window',
    '-no-audio',
    '-no-boot-anim',
    '-no-snapshot-save',
    ...spec.args,
  ];
  // in droidheal's process group (a terminal's ^C reaches it too), killed if droidheal exits first
  const child = startProcess({
    file: opts.emulator,
    args,
    baseEnv: opts.env ?? process.env,
    env: { ANDROID_ADB_SERVER_PORT: String(opts.adbPort) },
    stdin: 'ignore',
    outputTailChars: 4000,
    ownGroup: false,
    killGraceMs: 5000,
  });
  const serial = `emulator-${opts.port}`;
  const exited = child.result.then((r) =>
    r.spawned
      ? {
          ...(r.exitCode !== undefined ? { exitCode: r.exitCode } : {}),
          ...(r.signal ? { signal: r.signal } : {}),
          output: r.output,
        }
      : { output: `${opts.emulator} could not be started: ${r.message}` },
  );
  let stopping: Promise<void> | undefined;
  const proc: EmulatorProcess = {
    avd: spec.avd,
    port: opts.port,
    serial,
    pid: child.pid,
    spec,
    exited,
    status: { avd: spec.avd, serial, pid: child.pid, state: 'starting', groups: spec.groups },
    stop() {
      stopping ??= (async () => {
        await child.stop();
        await exited;
        if (proc.status.state === 'starting' || proc.status.state === 'booted')
          proc.status = { ...proc.status, state: 'stopped' };
      })();
      return stopping;
    },
  };
  return proc;
}
