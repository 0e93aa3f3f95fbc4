import { existsSync } from 'node:fs';
import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { requireAdb } from '../../adb/locate.js';
import { freePort } from '../../adb/server.js';
import { EnvironmentError } from '../../errors.js';
import { appiumEntry, requireUiPackages } from './deps.js';

/** An Appium server the ui check talks to: given by URL, or started (and then stopped) by droidheal. */
export interface AppiumServer {
  readonly url: URL;
  /** pid when droidheal started it */
  readonly pid?: number;
  /** Stop it (process group, by pid) if droidheal started it. Idempotent. */
  stop(): Promise<void>;
  /**
   * SIGKILL its process group now, synchronously: on an interrupt the run also stops its adb
   * server, and a driver that outlives it would start a daemon adb server nobody stops.
   */
  kill(): void;
}

/** GET /status answered with `ready` (Appium 2/3 always answers ready once it listens). */
export async function appiumAnswers(url: URL, timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
  try {
    const res = await fetch(new URL('status', url), {
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** An Appium server someone else runs: droidheal never stops it. */
export function externalAppium(url: string): AppiumServer {
  const u = new URL(url.endsWith('/') ? url : `${url}/`);
  return { url: u, stop: async () => {}, kill: () => {} };
}

/**
 * The UiAutomator2 driver finds adb through ANDROID_HOME/platform-tools. When the user has no SDK
 * (adb from the distribution), give Appium a minimal SDK root in droidheal's cache whose
 * platform-tools/adb is the adb droidheal uses.
 */
async function androidHomeFor(home: string, env: NodeJS.ProcessEnv): Promise<string> {
  for (const sdk of [env.ANDROID_HOME, env.ANDROID_SDK_ROOT]) {
    if (sdk && existsSync(path.join(sdk, 'platform-tools', 'adb'))) return sdk;
  }
  const adb = await requireAdb(env);
  const sdk = path.join(home, 'android-sdk');
  const link = path.join(sdk, 'platform-tools', 'adb');
  await mkdir(path.dirname(link), { recursive: true });
  if (!existsSync(link)) await symlink(adb, link).catch(() => {});
  return sdk;
}

export interface StartAppiumOptions {
  home?: string;
  /** 0 or absent: a free loopback port */
  port?: number;
  startTimeoutMs: number;
  signal?: AbortSignal;
  /** Appium's log level (default error); its output goes to onLog */
  logLevel?: 'error' | 'warn' | 'info' | 'debug';
  onLog?: (chunk: string) => void;
  env?: NodeJS.ProcessEnv;
}

/**
 * Start Appium from droidheal's cache on a loopback port, with APPIUM_HOME = the cache. It runs in
 * its own process group, so stop() also ends the adb and instrumentation helpers it spawned.
 */
export async function startAppium(opts: StartAppiumOptions): Promise<AppiumServer> {
  const env = opts.env ?? process.env;
  const home = requireUiPackages(opts.home);
  const port = opts.port || (await freePort());
  const androidHome = await androidHomeFor(home, env);
  const child: ResultPromise = execa(
    process.execPath,
    [
      appiumEntry(home),
      '--address',
      '127.0.0.1',
      '--port',
      String(port),
      '--log-level',
      opts.logLevel ?? 'error',
      '--log-no-colors',
      '--local-timezone',
    ],
    {
      env: { ...env, APPIUM_HOME: home, ANDROID_HOME: androidHome, ANDROID_SDK_ROOT: androidHome },
      extendEnv: false,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      reject: false,
      buffer: false,
    },
  );
  const pid = child.pid;
  let tail = '';
  const onData = (d: Buffer) => {
    const s = d.toString();
    tail = (tail + s).slice(-2000);
    opts.onLog?.(s);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  let exited = false;
  void child.then(() => {
    exited = true;
  });
  const kill = (sig: NodeJS.Signals) => {
    if (pid === undefined) return;
    try {
      process.kill(-pid, sig);
    } catch {
      // the group is gone already
    }
  };
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (pid === undefined || exited) return;
      kill('SIGTERM');
      const t = setTimeout(() => kill('SIGKILL'), 5000);
      await child;
      clearTimeout(t);
      kill('SIGKILL'); // helpers that ignored SIGTERM
    })();
    return stopped;
  };
  // an interrupt during start-up: the group dies at once (it may already be running adb)
  const onAbort = () => kill('SIGKILL');
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  const url = new URL(`http://127.0.0.1:${port}/`);
  const deadline = Date.now() + opts.startTimeoutMs;
  try {
    while (!(await appiumAnswers(url, 1000, opts.signal))) {
      if (opts.signal?.aborted) throw new EnvironmentError('Appium start was interrupted', 'run again');
      if (exited || Date.now() > deadline) {
        const last = tail.trim().split('\n').filter(Boolean).pop();
        throw new EnvironmentError(
          exited
            ? `Appium exited during start-up${last ? `: ${last}` : ''}`
            : `Appium did not answer on ${url.href} within ${opts.startTimeoutMs} ms`,
          'run `droidheal setup ui` again, or give a running server with ui.appium.url',
        );
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (err) {
    await stop();
    throw err;
  } finally {
    opts.signal?.removeEventListener('abort', onAbort);
  }
  return { url, pid, stop, kill: () => kill('SIGKILL') };
}
