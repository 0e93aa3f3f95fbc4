import { existsSync } from 'node:fs';
import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { requireAdb } from '../../adb/locate.js';
import { freePort } from '../../adb/server.js';
import { EnvironmentError } from '../../errors.js';
import { type ProcessHandle, startProcess } from '../../process/start.js';
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

/** Appium's own argv: its entry script in the cache, on a loopback port. */
function appiumArgs(home: string, port: number, logLevel: StartAppiumOptions['logLevel']): string[] {
  const level = logLevel ?? 'error';
  return [
    appiumEntry(home),
    '--address',
    '127.0.0.1',
    '--port',
    String(port),
    '--log-level',
    level,
    '--log-no-colors',
    '--local-timezone',
  ];
}

/** Poll GET /status until Appium answers; an EnvironmentError when it exits, is interrupted or the deadline passes. */
async function untilAppiumAnswers(appium: ProcessHandle, url: URL, opts: StartAppiumOptions): Promise<void> {
  const deadline = Date.now() + opts.startTimeoutMs;
  while (!(await appiumAnswers(url, 1000, opts.signal))) {
    if (opts.signal?.aborted) throw new EnvironmentError('Appium start was interrupted', 'run again');
    const exited = appium.exited();
    if (exited || Date.now() > deadline) {
      const last = appium.output().trim().split('\n').filter(Boolean).pop();
      throw new EnvironmentError(
        exited
          ? `Appium exited during start-up${last ? `: ${last}` : ''}`
          : `Appium did not answer on ${url.href} within ${opts.startTimeoutMs} ms`,
        'run `droidheal setup ui` again, or give a running server with ui.appium.url',
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
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
  // its own group: a stop reaches the drivers' helpers, and the leader's exit takes them along
  const appium = startProcess({
    file: process.execPath,
    args: appiumArgs(home, port, opts.logLevel),
    baseEnv: env,
    env: { APPIUM_HOME: home, ANDROID_HOME: androidHome, ANDROID_SDK_ROOT: androidHome },
    stdin: 'ignore',
    outputTailChars: 2000,
    killGraceMs: 5000,
    ...(opts.onLog ? { onOutput: opts.onLog } : {}),
  });
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= appium.stop().then(() => {});
    return stopped;
  };
  // an interrupt during start-up: the group dies at once (it may already be running adb)
  const onAbort = () => appium.kill('SIGKILL');
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  const url = new URL(`http://127.0.0.1:${port}/`);
  try {
    await untilAppiumAnswers(appium, url, opts);
  } catch (err) {
    await stop();
    throw err;
  } finally {
    opts.signal?.removeEventListener('abort', onAbort);
  }
  return { url, ...(appium.pid !== undefined ? { pid: appium.pid } : {}), stop, kill: () => appium.kill('SIGKILL') };
}
