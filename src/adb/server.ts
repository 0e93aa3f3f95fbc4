import net from 'node:net';
import { DroidhealError } from '../errors.js';
import { startProcess } from '../process/start.js';
import { requireAdb } from './locate.js';

export interface AdbServerHandle {
  host: string;
  port: number;
  /** pid of the server when this process started it; undefined when it was already running */
  pid?: number;
  /** Stop the server if (and only if) this process started it. Idempotent. */
  stop(): Promise<void>;
}

/** Resolve when something accepts TCP on host:port, false after the deadline. */
export function waitForPort(host: string, port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    const attempt = () => {
      const sock = net.connect({ host, port });
      sock.once('connect', () => {
        sock.destroy();
        resolve(true);
      });
      sock.once('error', () => {
        sock.destroy();
        if (Date.now() > deadline) resolve(false);
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** A free TCP port outside adb's default (5037) and its emulator scan range (5555–5585). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.once('error', reject);
      srv.listen(0, '127.0.0.1', () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
    if (port !== 5037 && (port < 5555 || port > 5585)) return port;
  }
}

export function isPortOpen(host: string, port: number): Promise<boolean> {
  return waitForPort(host, port, 0);
}

/**
 * Start a foreground (`nodaemon`) adb server on `port`, so we own its pid and can stop exactly it.
 * `home` gives it its own ~/.android (its RSA key), which tests use so they never touch the user's.
 */
export async function startAdbServer(opts: {
  port: number;
  home?: string;
  startTimeoutMs?: number;
}): Promise<AdbServerHandle> {
  const adb = await requireAdb();
  const env: Record<string, string> = { ANDROID_ADB_SERVER_PORT: String(opts.port) };
  if (opts.home) env.HOME = opts.home;
  // in droidheal's process group, as adb's own daemon would be: a terminal's ^C reaches it too, and
  // it is killed if droidheal exits without stopping it
  const server = startProcess({
    file: adb,
    args: ['-P', String(opts.port), 'nodaemon', 'server'],
    env,
    stdin: 'ignore',
    stdout: 'ignore',
    outputTailChars: 8192,
    ownGroup: false,
    killGraceMs: 3000,
  });
  const up = await Promise.race([
    waitForPort('127.0.0.1', opts.port, opts.startTimeoutMs ?? 10_000),
    server.result.then(() => false),
  ]);
  if (!up) {
    server.kill('SIGKILL');
    const r = await server.result;
    const said = r.spawned ? r.output.trim().split('\n').pop() || 'no output' : r.message;
    throw new DroidhealError(`adb server did not start on port ${opts.port}: ${said}`, {
      code: 'ERR_ADB_SERVER_START',
      remedy: 'check that the port is free (another program may hold it)',
    });
  }
  let stopped: Promise<void> | undefined;
  return {
    host: '127.0.0.1',
    port: opts.port,
    pid: server.pid,
    stop() {
      stopped ??= server.stop().then(() => {});
      return stopped;
    },
  };
}

/** Use the adb server on `port` if one answers, else start one there (and stop it later). */
export async function ensureAdbServer(port: number): Promise<AdbServerHandle> {
  if (await isPortOpen('127.0.0.1', port)) return { host: '127.0.0.1', port, stop: async () => {} };
  return startAdbServer({ port });
}
