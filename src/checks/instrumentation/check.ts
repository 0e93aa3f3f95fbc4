import path from 'node:path';
import { AdbError, toAdbError } from '../../adb/errors.js';
import { install } from '../../adb/install.js';
import { ParkedTransport } from '../../adb/parked-transport.js';
import { ADDITIONAL_OUTPUT_ARG } from '../../config/evidence.js';
import type { InstrumentTest } from '../../config/instrument-result.js';
import { type Execution, type TestId, testKey } from '../../config/outcome.js';
import type { InstrumentationCheckConfig, Isolation } from '../../config/project.js';
import { ConfigError, UsageError } from '../../errors.js';
import { classFilter } from '../../instrument/command.js';
import { probeAfterBatch, readBootId } from '../../pool/probe.js';
import type { BatchOutcome } from '../../schedule/scheduler.js';
import { classifyBatch, type ObservedRun } from '../../verdict/classify.js';
import type { EvidenceStore } from '../evidence/store.js';
import type { BatchContext, CheckDevice, CheckKind, PrepareFailure } from '../kind.js';
import { runnerFilterArgs, type TestFilter } from '../test-filter.js';
import { readTestApk } from './apk.js';
import { BatchEvidence } from './evidence.js';
import { type EvidenceDevice, readEvidenceDevice } from './evidence-device.js';
import { checkOrder, clearPackages, IsolationMeter } from './isolation.js';
import { withTestLogs } from './logcat.js';
import { findOrchestratorApks } from './orchestrator-apks.js';
import { Recording } from './recording.js';
import { type StreamedRun, streamInstrumentation } from './stream-run.js';

/** The instrumentation to run, resolved from droidheal.json (and the test APK's manifest). */
export interface InstrumentationTarget {
  testPackage: string;
  runner: string;
  targetPackage?: string;
  runnerArgs: Record<string, string>;
  /** absolute paths, installed in this order before the first batch on each device */
  installs: string[];
  /** how tests are kept apart (default none); "test" runs through the orchestrator, installed with `installs` */
  isolation?: Isolation;
  /** under none/class, re-run each failure alone (with the data left, then cleared) to tell order-dependent tests */
  orderCheck?: boolean;
}

export interface InstrumentationTimeouts {
  testSilenceMs: number;
  probeMs: number;
  installMs: number;
}

/** Resolve the config against the APKs: the manifest gives what the config leaves out. */
export async function resolveInstrumentation(
  config: Omit<InstrumentationCheckConfig, 'isolation' | 'orderCheck'> & {
    isolation?: Isolation;
    orderCheck?: boolean;
  },
  baseDir: string,
): Promise<InstrumentationTarget> {
  const abs = (p: string) => path.resolve(baseDir, p);
  const isolation = config.isolation ?? 'none';
  // before reading APKs: a missing orchestrator is the configuration's problem, said at once
  const orchestrator = isolation === 'test' ? findOrchestratorApks(config, baseDir) : undefined;
  const apk = config.testApk ? await readTestApk(abs(config.testApk)) : undefined;
  const testPackage = config.testPackage ?? apk?.testPackage;
  const runner = config.runner ?? apk?.runner;
  if (!testPackage || !runner) {
    throw new ConfigError('the test APK declares no <instrumentation>', {
      file: config.testApk,
      remedy: 'set "runner" in droidheal.json, or build the androidTest APK',
    });
  }
  return {
    testPackage,
    runner,
    ...((config.targetPackage ?? apk?.targetPackage)
      ? { targetPackage: config.targetPackage ?? apk?.targetPackage }
      : {}),
    // under the orchestrator it clears app data itself: the runner argument would only be passed on twice
    runnerArgs: isolation === 'test' ? withoutKey(config.runnerArgs, 'clearPackageData') : config.runnerArgs,
    installs: [
      ...[config.appApk, config.testApk].filter((p): p is string => p !== undefined).map(abs),
      ...(orchestrator ? [orchestrator.orchestrator, orchestrator.testServices] : []),
    ],
    isolation,
    ...(config.orderCheck ? { orderCheck: true } : {}),
  };
}

/**
 * The instrumentation check kind (docs/architecture.md, "Checks"): install, list tests by a dry run, run batches
 * with `am instrument -w -r -e class …` streamed into the parser, then decide outcomes with the
 * device's health after the batch.
 */
export function instrumentationCheck(
  target: InstrumentationTarget,
  timeouts: InstrumentationTimeouts,
  hooks: {
    onTestStart?: (serial: string, test: TestId) => void;
    name?: string;
    filter?: TestFilter;
    /** keep screenshots, recordings and output files of failed tests here (docs/reports.md, "Evidence") */
    evidence?: EvidenceStore;
  } = {},
): CheckKind {
  const bootIds = new Map<string, string>();
  // per device, a connection switched to it while its batch runs, for the next launch (parked-transport.ts)
  const parked = new Map<string, ParkedTransport>();
  const takeParked = (serial: string) => {
    const p = parked.get(serial);
    parked.delete(serial);
    return p ? { parked: p } : {};
  };
  const parkNext = (device: CheckDevice) => {
    if (!parked.has(device.serial))
      parked.set(device.serial, new ParkedTransport(device.server, device.serial, timeouts.probeMs));
  };
  const evidenceDevices = new Map<string, EvidenceDevice>();
  const args = Object.entries(target.runnerArgs);
  const store = hooks.evidence;

  /** A batch's evidence, with a recording started first when the config asks for one of this batch. */
  async function startEvidence(
    server: CheckDevice['server'],
    serial: string,
    signal: AbortSignal,
    purpose: BatchContext['purpose'] | undefined,
  ): Promise<BatchEvidence> {
    const config = store!.config;
    const record = config.record === 'all' || (config.record === 'retries' && purpose === 'confirm');
    const recording = record ? await Recording.start(server, serial, config, signal) : undefined;
    return new BatchEvidence(
      server,
      serial,
      store!,
      evidenceDevices.get(serial),
      signal,
      recording && !('note' in recording) ? recording : undefined,
      recording && 'note' in recording ? recording.note : undefined,
    );
  }
  // the selection applies to the listing; batches then name their tests one by one
  const listArgs: [string, string][] = [...args, ...runnerFilterArgs(hooks.filter), ['log', 'true']];
  const isolation = target.isolation ?? 'none';
  const meter = new IsolationMeter(isolation);
  // what the orchestrator clears before each test: the app under test and the test package
  const clearedPackages = [target.targetPackage, target.testPackage].filter((p): p is string => p !== undefined);
  const orderChecked = <E extends Pick<Execution, 'test' | 'outcome' | 'detail'>>(
    device: CheckDevice,
    executions: readonly E[],
    signal: AbortSignal,
  ) =>
    checkOrder(executions, {
      server: device.server,
      serial: device.serial,
      cmd: { testPackage: target.testPackage, runner: target.runner, args },
      packages: clearedPackages,
      silenceMs: timeouts.testSilenceMs,
      probeMs: timeouts.probeMs,
      signal,
      meter,
    });

  /**
   * What a batch starts from: under isolation "class" the app's data as installed (a device that cannot
   * clear shows in the run and the probe after it); the evidence recorder; and where the tests write what
   * AGP would copy back — named for them as AGP does, unless the config names it.
   */
  const beforeBatch = async (
    device: CheckDevice,
    stopSignal: AbortSignal,
    purpose: BatchContext['purpose'] | undefined,
  ) => {
    if (isolation === 'class')
      await clearPackages(device.server, device.serial, clearedPackages, {
        timeoutMs: timeouts.probeMs,
        signal: stopSignal,
      }).catch(() => undefined);
    const evidence = store ? await startEvidence(device.server, device.serial, stopSignal, purpose) : undefined;
    const info = evidenceDevices.get(device.serial);
    const batchArgs: Array<[string, string]> =
      info && !(ADDITIONAL_OUTPUT_ARG in target.runnerArgs)
        ? [...args, [ADDITIONAL_OUTPUT_ARG, info.additionalOutputDir]]
        : args;
    return { evidence, batchArgs };
  };

  return {
    name: hooks.name ?? 'instrumentation',
    // "class" clears the app's data between classes and "test" runs each test alone: only "none" may merge
    mergeClasses: isolation === 'none',

    appPackages() {
      return [target.targetPackage, target.testPackage.replace(/\.test$/, '')].filter((p): p is string => Boolean(p));
    },

    async prepare(device, signal): Promise<PrepareFailure | undefined> {
      for (const apk of target.installs) {
        try {
          // cancelled at the deadline and on an interrupt: nothing goes on installing behind the run
          await install(device.server, device.serial, apk, { timeoutMs: timeouts.installMs, signal });
        } catch (err) {
          const e = toAdbError(err, `install ${path.basename(apk)} on ${device.serial}`, device.server.name);
          return { reason: e.reason === 'adb-down' ? 'setup-failed' : e.reason, detail: e.message };
        }
      }
      try {
        bootIds.set(device.serial, await readBootId(device.server, device.serial, timeouts.probeMs, signal));
      } catch (err) {
        const e = err instanceof AdbError ? err : toAdbError(err, `boot id of ${device.serial}`, device.server.name);
        return { reason: e.kind === 'timeout' ? 'device-hung' : 'device-lost', detail: e.message };
      }
      if (store?.config.files) {
        // best effort: without the device's clock, failed tests keep their screenshots but no files
        const info = await readEvidenceDevice(
          device.server,
          device.serial,
          store.config,
          { targetPackage: target.targetPackage ?? target.testPackage, runnerArgs: target.runnerArgs },
          { timeoutMs: timeouts.probeMs, signal },
        ).catch(() => undefined);
        if (info) evidenceDevices.set(device.serial, info);
      }
      return undefined;
    },

    async listTests(device, signal) {
      const { run, silenceTimedOut } = await streamInstrumentation(
        device.server,
        device.serial,
        { testPackage: target.testPackage, runner: target.runner, args: listArgs },
        { silenceMs: timeouts.testSilenceMs, signal },
      );
      if (run.status === 'failed-to-start') {
        throw new ConfigError(
          `cannot start ${target.testPackage}/${target.runner} on ${device.serial}: ${run.message ?? 'instrumentation failed'}`,
          {
            remedy: 'check testPackage/runner in droidheal.json against `adb shell pm list instrumentation`',
          },
        );
      }
      if (run.status !== 'complete' || silenceTimedOut)
        throw new AdbError(
          'device',
          `listing tests on ${device.serial} did not complete (${run.message ?? run.status})`,
          { reason: 'run-incomplete' },
        );
      const seen = new Set<string>();
      const tests: TestId[] = [];
      for (const t of run.tests) {
        const id = { class: t.class, method: t.method };
        if (t.method === 'null' || seen.has(testKey(id))) continue; // a class-level @Ignore reports test=null
        seen.add(testKey(id));
        tests.push(id);
      }
      return tests;
    },

    async runBatch(device, batch, signal, context): Promise<BatchOutcome> {
      const { tests, unrunnable } = runnableTests(batch, device.serial);
      if (tests.length === 0) return { executions: unrunnable, deviceUsable: true };
      const startedAt = new Map<string, string>();
      // stop at once when the pool sees the device go; the probe below then tells why
      const stopSignal = device.lost ? AbortSignal.any([signal, device.lost]) : signal;
      const wallStart = performance.now();
      const { evidence, batchArgs } = await beforeBatch(device, stopSignal, context?.purpose);
      const streamed = await streamInstrumentation(
        device.server,
        device.serial,
        { testPackage: target.testPackage, runner: target.runner, tests, args: batchArgs },
        {
          silenceMs: timeouts.testSilenceMs,
          signal: stopSignal,
          orchestrated: isolation === 'test',
          ...takeParked(device.serial),
          onTestStart: (e) => {
            // the launch is under way: switch a connection for the next one now, so it idles until then
            parkNext(device);
            startedAt.set(testKey(e), new Date().toISOString());
            evidence?.testStarted(e);
            hooks.onTestStart?.(device.serial, { class: e.class, method: e.method });
          },
          onTestEnd: (t) => {
            if (t.status === 'failed') evidence?.testFailed(t);
          },
        },
      );
      meter.add(streamed.run, performance.now() - wallStart);
      if (streamed.aborted && signal.aborted) {
        evidence?.abandon();
        // Interrupted by us (SIGINT, lease gone): keep what finished; the rest is not-run.
        return {
          executions: [...unrunnable, ...finishedOnly(streamed.run.tests, device.serial)],
          deviceUsable: false,
          stopReason: 'not-run',
        };
      }
      const health = await probeAfterBatch(device.server, device.serial, bootIds.get(device.serial), timeouts.probeMs);
      if (health.bootId) bootIds.set(device.serial, health.bootId);
      const classified = classifyBatch(tests, observedRun(streamed, startedAt), health.after, device.serial);
      const explained = classified.executions.map((e) =>
        e.outcome === 'undetermined' && health.after !== 'healthy'
          ? { ...e, detail: `${e.detail ?? ''} (${health.detail})`.trim() }
          : e,
      );
      const healthy = health.after === 'healthy';
      // a failure's own log lines, while the device that ran it is still there to ask
      const logged = healthy
        ? await withTestLogs(device.server, device.serial, explained, { timeoutMs: timeouts.probeMs, signal })
        : explained;
      // the evidence first: the order check below re-runs failures, which would overwrite their output files
      const evidenced = evidence
        ? await evidence.finish(
            logged,
            health.after,
            new Map(streamed.run.tests.map((t) => [testKey(t), t.metrics ?? {}])),
          )
        : logged;
      // without the orchestrator's isolation, a failure is re-run alone to tell an order-dependent test
      const { executions, reruns } =
        healthy && isolation !== 'test' && target.orderCheck
          ? await orderChecked(device, evidenced, signal)
          : { executions: evidenced, reruns: [] };
      return {
        executions: [...unrunnable, ...executions],
        ...(reruns.length > 0 ? { reruns } : {}),
        deviceUsable: healthy,
        ...(classified.stopReason ? { stopReason: classified.stopReason } : {}),
      };
    },

    isolation: () => meter.report(),

    endRun() {
      for (const p of parked.values()) p.close();
      parked.clear();
    },
  };
}

/**
 * The tests of a batch `am instrument -e class` can name. A name it cannot carry (a control character, ","
 * or "#") is nobody's device trouble: that test is undetermined setup-failed, saying why, and the rest runs.
 */
function runnableTests(
  batch: readonly TestId[],
  serial: string,
): { tests: TestId[]; unrunnable: BatchOutcome['executions'] } {
  const unrunnable: BatchOutcome['executions'] = [];
  const tests = batch.filter((t) => {
    try {
      classFilter([t]);
      return true;
    } catch (err) {
      if (!(err instanceof UsageError)) throw err;
      const detail = `cannot be run: ${err.message}${err.remedy ? ` (${err.remedy})` : ''}`;
      unrunnable.push({ test: t, device: serial, outcome: 'undetermined', reason: 'setup-failed', detail });
      return false;
    }
  });
  return { tests, unrunnable };
}

/** What the stream showed of a batch, for the classifier: each test's status, trace, duration and start. */
function observedRun(streamed: StreamedRun, startedAt: ReadonlyMap<string, string>): ObservedRun {
  return {
    tests: streamed.run.tests.map((t) => ({
      test: { class: t.class, method: t.method },
      status: t.status,
      ...(t.trace ? { trace: t.trace } : {}),
      ...(t.crashed ? { crashed: true } : {}),
      ...(t.durationMs !== undefined ? { durationMs: Math.round(t.durationMs) } : {}),
      ...(startedAt.has(testKey(t)) ? { startedAt: startedAt.get(testKey(t))! } : {}),
    })),
    end: streamed.run.status,
    ...(streamed.run.message ? { message: streamed.run.message } : {}),
    silenceTimedOut: streamed.silenceTimedOut,
  };
}

function withoutKey(args: Record<string, string>, key: string): Record<string, string> {
  return Object.fromEntries(Object.entries(args).filter(([k]) => k !== key));
}

function finishedOnly(tests: readonly InstrumentTest[], device: string): BatchOutcome['executions'] {
  return tests
    .filter((t) => t.status === 'passed' || t.status === 'ignored' || t.status === 'assumption-failed')
    .map((t) => ({
      test: { class: t.class, method: t.method },
      device,
      outcome: t.status === 'passed' ? ('passed' as const) : ('skipped' as const),
      ...(t.status !== 'passed'
        ? { skipKind: t.status === 'ignored' ? ('ignored' as const) : ('assumption' as const) }
        : {}),
      ...(t.durationMs !== undefined ? { durationMs: Math.round(t.durationMs) } : {}),
    }));
}
