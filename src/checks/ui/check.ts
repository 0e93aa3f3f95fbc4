import path from 'node:path';
import { toAdbError } from '../../adb/errors.js';
import { getState } from '../../adb/get-state.js';
import { freePort } from '../../adb/server.js';
import { type Execution, type TestId, testKey } from '../../config/outcome.js';
import type { UiCheckConfig } from '../../config/ui-check.js';
import { probeAfterBatch, readBootId } from '../../pool/probe.js';
import type { BatchOutcome } from '../../schedule/scheduler.js';
import type { CheckDevice, CheckKind, PrepareFailure } from '../kind.js';
import { type AppiumServer, externalAppium, startAppium } from './appium-server.js';
import { classifySessionRefusal, SCENARIO_OUTCOMES, type ScenarioTrouble } from './classify.js';
import { importFromHome, requireUiPackages, uiHome } from './deps.js';
import { type LoadedScenario, UI_CLASS_PREFIX } from './scenarios.js';
import { pageSourceExcerpt, runScenario, StepFailure, type WdClient } from './steps.js';

/** What a failing step carries into the report: the step, the page source around it, a screenshot. */
export type UiEvidence = NonNullable<Execution['ui']>;

export interface UiCheckOptions {
  config: UiCheckConfig;
  scenarios: LoadedScenario[];
  /** droidheal.json's folder: app.apk resolves against it */
  baseDir: string;
  probeMs: number;
  /** the cache holding Appium (default droidheal's cache) */
  home?: string;
  onLog?: (line: string) => void;
  /** the check's name in reports (default ui) */
  name?: string;
  onTestStart?: (serial: string, test: TestId) => void;
}

interface WdioModule {
  remote(opts: object): Promise<WdClient & { sessionId: string }>;
}

/**
 * The systemPorts this process handed to sessions. freePort() binds port 0 and lets go, so two
 * sessions opened at once could be offered the same port before either driver binds it.
 */
const systemPorts = new Set<number>();

/** A free port not already handed out from `taken` (which it joins). */
export async function uniquePort(taken: Set<number>, next: () => Promise<number> = freePort): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const port = await next();
    if (!taken.has(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('no free loopback port for appium:systemPort');
}

/** Screenshots past this size are left out of the report (a full-HD PNG is ~1–3 MB). */
const MAX_SCREENSHOT_BASE64 = 4 * 1024 * 1024;

/**
 * The `ui` check kind: one Appium session per leased device (udid = serial, its own systemPort,
 * that device's adb server), scenarios as tests, each step an assertion site.
 */
export function uiCheck(opts: UiCheckOptions): CheckKind & { close(): Promise<void> } {
  const { config } = opts;
  const byKey = new Map(opts.scenarios.map((s) => [testKey(s.test), s]));
  const sessions = new Map<string, WdClient>();
  const bootIds = new Map<string, string>();
  let server: Promise<AppiumServer> | undefined;
  /** the server once it answers, so an interrupt can kill it synchronously */
  let started: AppiumServer | undefined;
  let watching = false;
  let wdio: Promise<WdioModule> | undefined;
  const appPackage = config.app.package;

  const appium = (signal: AbortSignal) => {
    server ??= config.appium.url
      ? Promise.resolve(externalAppium(config.appium.url))
      : startAppium({
          home: opts.home,
          port: config.appium.port,
          startTimeoutMs: config.appium.startTimeoutMs,
          signal,
          ...(opts.onLog ? { onLog: opts.onLog } : {}),
        });
    void server.then(
      (s) => {
        started = s;
      },
      () => {},
    );
    return server;
  };
  const webdriverio = () => {
    wdio ??= importFromHome<WdioModule>(requireUiPackages(opts.home ?? uiHome()), 'webdriverio');
    return wdio;
  };

  async function capabilities(device: CheckDevice): Promise<Record<string, unknown>> {
    const app = config.app;
    return {
      platformName: 'Android',
      'appium:automationName': 'UiAutomator2',
      'appium:udid': device.serial,
      // each device its own forwarded port, so parallel sessions (and parallel jobs) never collide
      'appium:systemPort': await uniquePort(systemPorts),
      'appium:adbPort': device.server.port,
      ...(device.server.host && device.server.host !== '127.0.0.1' && device.server.host !== 'localhost'
        ? { 'appium:remoteAdbHost': device.server.host }
        : {}),
      ...(app.package ? { 'appium:appPackage': app.package } : {}),
      ...(app.activity ? { 'appium:appActivity': app.activity } : {}),
      'appium:newCommandTimeout': 300,
      'appium:uiautomator2ServerLaunchTimeout': Math.min(config.timeouts.sessionMs, 60_000),
      'appium:uiautomator2ServerInstallTimeout': Math.min(config.timeouts.sessionMs, 60_000),
      'appium:adbExecTimeout': 20_000,
      ...config.capabilities,
    };
  }

  async function adbState(device: CheckDevice): Promise<'device' | 'unauthorized' | 'offline' | 'gone'> {
    try {
      const s = await getState(device.server, device.serial, { timeoutMs: opts.probeMs });
      return s === 'device' || s === 'unauthorized' || s === 'offline' ? s : 'gone';
    } catch {
      return 'gone';
    }
  }

  async function openSession(device: CheckDevice, signal: AbortSignal): Promise<PrepareFailure | undefined> {
    let srv: AppiumServer;
    try {
      srv = await appium(signal);
    } catch (err) {
      if (signal.aborted) return { reason: 'not-run', detail: 'interrupted' };
      return { reason: 'setup-failed', detail: (err as Error).message };
    }
    if (signal.aborted) return { reason: 'not-run', detail: 'interrupted' };
    const caps = await capabilities(device);
    const attempt = (async () =>
      (await webdriverio()).remote({
        protocol: srv.url.protocol.replace(':', ''),
        hostname: srv.url.hostname,
        port: Number(srv.url.port),
        path: srv.url.pathname,
        capabilities: caps,
        logLevel: 'silent',
        connectionRetryCount: 0,
        connectionRetryTimeout: config.timeouts.sessionMs,
      }))();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no session within ${config.timeouts.sessionMs} ms (timeouts.sessionMs)`)),
        config.timeouts.sessionMs,
      );
      if (signal.aborted) reject(new Error('aborted'));
      else signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    });
    try {
      const client = await Promise.race([attempt, deadline]);
      sessions.set(device.serial, client);
      return undefined;
    } catch (err) {
      // a session that arrives after we gave up must not linger on the device
      void attempt.then((c) => c.deleteSession().catch(() => {})).catch(() => {});
      if (signal.aborted) return { reason: 'not-run', detail: 'interrupted' };
      const message = oneLine((err as Error).message);
      const refusal = classifySessionRefusal(message, await adbState(device));
      return { reason: refusal.reason, detail: `${refusal.what}: ${message} — ${refusal.remedy}` };
    } finally {
      clearTimeout(timer);
    }
  }

  async function capture(client: WdClient, failure: Error): Promise<Pick<UiEvidence, 'pageSource' | 'screenshot'>> {
    const out: Pick<UiEvidence, 'pageSource' | 'screenshot'> = {};
    try {
      out.pageSource = pageSourceExcerpt(
        await client.getPageSource(),
        failure instanceof StepFailure ? failure.finder : undefined,
      );
    } catch {
      // the session is gone: nothing to show
    }
    try {
      const png = await client.takeScreenshot();
      if (png.length <= MAX_SCREENSHOT_BASE64) out.screenshot = png;
    } catch {
      // no screenshot on this driver or session
    }
    return out;
  }

  /** The app's process is gone (it crashed) — asked through the driver, so it works the same on any device. */
  async function appCrashed(client: WdClient): Promise<boolean> {
    if (!appPackage) return false;
    try {
      // 0 not installed, 1 not running, 2–4 running
      return (await client.executeScript('mobile: queryAppState', [{ appId: appPackage }])) === 1;
    } catch {
      return false;
    }
  }

  return {
    name: opts.name ?? 'ui',

    appPackages() {
      return [UI_CLASS_PREFIX, ...(appPackage ? [appPackage] : [])];
    },

    async prepare(device, signal) {
      if (!watching) {
        watching = true;
        // the run's interrupt: kill Appium before it can notice the adb server going away
        signal.addEventListener('abort', () => started?.kill(), { once: true });
      }
      try {
        bootIds.set(device.serial, await readBootId(device.server, device.serial, opts.probeMs, signal));
      } catch (err) {
        return { reason: 'device-lost', detail: (err as Error).message };
      }
      if (config.app.apk) {
        // droidheal installs the app as the instrumentation check does (same adb, same outcomes), so
        // the build the heal loop just made is what the session sees, on any driver version
        const apk = path.resolve(opts.baseDir, config.app.apk);
        try {
          await withTimeout(
            Promise.resolve(device.server.client.getDevice(device.serial).install(apk)),
            Math.min(config.timeouts.sessionMs, 120_000),
          );
        } catch (err) {
          const e = toAdbError(err, `install ${path.basename(apk)} on ${device.serial}`, device.server.name);
          return { reason: e.reason === 'adb-down' ? 'setup-failed' : e.reason, detail: e.message };
        }
      }
      return openSession(device, signal);
    },

    async listTests() {
      return opts.scenarios.map((s) => s.test);
    },

    async runBatch(device, tests, signal): Promise<BatchOutcome> {
      const client = sessions.get(device.serial);
      if (!client) return { executions: [], deviceUsable: false, stopReason: 'setup-failed' };
      const executions: BatchOutcome['executions'] = [];
      for (const test of tests) {
        if (signal.aborted || device.lost?.aborted) break;
        const loaded = byKey.get(testKey(test));
        if (!loaded) continue;
        const startedAt = new Date().toISOString();
        opts.onTestStart?.(device.serial, test);
        if (config.restartApp && appPackage) {
          try {
            await client.executeScript('mobile: terminateApp', [{ appId: appPackage }]);
            await client.executeScript('mobile: activateApp', [{ appId: appPackage }]);
          } catch {
            // a broken session shows in the first step, classified there
          }
        }
        const r = await runScenario(client, loaded.scenario, { stepMs: config.timeouts.stepMs, signal });
        if (r.status === 'passed') {
          executions.push({ test, device: device.serial, outcome: 'passed', durationMs: r.durationMs, startedAt });
          continue;
        }
        if (signal.aborted) break;
        const crashed = await appCrashed(client);
        const trouble: ScenarioTrouble = crashed
          ? 'crash'
          : r.status === 'broken'
            ? 'broken'
            : (r.error as StepFailure).kind;
        const health = await probeAfterBatch(device.server, device.serial, bootIds.get(device.serial), opts.probeMs);
        const decided = SCENARIO_OUTCOMES[trouble][health.after];
        const what = crashed ? `the app ${appPackage} crashed (its process is gone)` : oneLine(r.error.message);
        const detail = `step ${r.step} (${r.stepText}): ${what}`;
        const execution: Omit<Execution, 'attempt' | 'group'> = {
          test,
          device: device.serial,
          outcome: decided.outcome,
          ...('reason' in decided ? { reason: decided.reason } : {}),
          ...('failureKind' in decided ? { failureKind: decided.failureKind } : {}),
          detail: decided.outcome === 'failed' ? detail : `${detail} (${health.detail})`,
          durationMs: r.durationMs,
          startedAt,
        };
        if (decided.outcome === 'failed') {
          execution.trace = stepTrace(loaded, r.step, detail, trouble);
          execution.ui = { step: r.step, stepText: r.stepText, file: loaded.file, ...(await capture(client, r.error)) };
        }
        executions.push(execution);
        if (!decided.deviceUsable) {
          return {
            executions,
            deviceUsable: false,
            stopReason: decided.reason ?? 'device-lost',
            stopDetail: health.detail,
          };
        }
      }
      return { executions, deviceUsable: true, ...(signal.aborted ? { stopReason: 'not-run' as const } : {}) };
    },

    async close() {
      const all = [...sessions.values()];
      sessions.clear();
      await Promise.all(all.map((c) => withTimeout(c.deleteSession(), 10_000).catch(() => {})));
      const srv = server;
      server = undefined;
      if (srv) await srv.then((s) => s.stop()).catch(() => {});
    },
  };
}

/**
 * A Java-like trace whose one frame is the step: `at ui.notes.saveNote(notes.ui.json:14)` — the
 * finding's assertion site is (file, scenario, step), found like any test's call site; the line is
 * where step `step` (1-based, named in the message) starts, so editors, annotations and the heal
 * prompt's excerpt land on it.
 */
export function stepTrace(s: LoadedScenario, step: number, detail: string, trouble: ScenarioTrouble): string {
  const type =
    trouble === 'crash'
      ? 'droidheal.ui.AppCrashed'
      : trouble === 'not-found'
        ? 'droidheal.ui.NodeNotFound'
        : 'droidheal.ui.AssertionFailed';
  return `${type}: ${detail}\n\tat ${s.test.class}.${s.test.method}(${s.file}:${s.stepLines[step - 1] ?? step})`;
}

/** One line; a long driver message keeps its head and its tail (where adb's own words are). */
function oneLine(s: string): string {
  const line = s.replace(/\s+/g, ' ').trim();
  return line.length <= 900 ? line : `${line.slice(0, 300)} … ${line.slice(-500)}`;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);
}
