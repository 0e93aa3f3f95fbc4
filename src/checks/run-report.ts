import type { DeviceFacts, EmulatorStatus, GroupStatus } from '../config/device-facts.js';
import { REPORT_SCHEMA_VERSION, type Report, type ReportCheck, type ReportGroup } from '../config/report.js';
import { summarize } from '../report/derive.js';
import type { Shard } from '../schedule/shard.js';
import { withDeviceFacts } from '../verdict/findings.js';
import { REASON_TEXT } from '../verdict/outcome.js';
import type { SuiteResult } from './run-suite.js';

export interface RunMeta {
  version: string;
  startedAt: Date;
  finishedAt: Date;
  suiteName?: string;
  shard?: Shard;
  commit?: string;
  /** the configured checks that ran */
  checks?: ReportCheck[];
}

/** The remedy of an emulator droidheal stopped after its boot timeout (the group's own remedy says the same). */
const BOOT_TIMEOUT_REMEDY = 'check the AVD starts (`emulator -avd NAME`) or raise bootTimeoutMs in devices.json';

/**
 * An emulator droidheal started and gave up on (boot timeout) or could not start (setup failed) has left
 * adb's list by the end of the run; it never booted, so it reads so with its cause, never as a lost device.
 */
export function withNeverBooted(devices: readonly DeviceFacts[], emulators: readonly EmulatorStatus[]): DeviceFacts[] {
  return devices.map((d) => {
    const e = emulators.find((x) => x.serial === d.serial && (x.state === 'boot-timeout' || x.state === 'failed'));
    if (!e || d.state === 'ready') return d;
    const cause = e.state === 'boot-timeout' ? 'boot-timeout' : 'setup-failed';
    return {
      ...d,
      state: 'booting',
      reason: `never booted (${cause})${e.detail ? `: ${e.detail}` : ''}`,
      remedy: e.remedy ?? BOOT_TIMEOUT_REMEDY.replace('NAME', e.avd),
    };
  });
}

/** The run's result as the report schema wants it (the report writers render from this one value). */
export function runReport(
  result: SuiteResult,
  devices: readonly DeviceFacts[],
  poolGroups: readonly GroupStatus[],
  meta: RunMeta,
): Report {
  const groups: ReportGroup[] = result.groups.map((g) => {
    const pool = poolGroups.find((p) => p.name === g.name);
    const reason = g.unavailable?.reason;
    return {
      name: g.name,
      required: g.required,
      devices: pool?.devices ?? [],
      status: g.status,
      ...(reason ? { reason, detail: g.unavailable?.detail ?? REASON_TEXT[reason] } : {}),
      // the rack's remedy only where the rack's state is the reason (not for APKs not built)
      ...(reason && pool?.remedy && pool.reason === reason ? { remedy: pool.remedy } : {}),
    };
  });
  const body = {
    executions: result.executions,
    verdicts: result.verdicts,
    // a device-specific finding names model, SDK and ABI of the devices it fails and passes on
    findings: withDeviceFacts(result.findings, devices),
    devices: [...devices],
  };
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    tool: { name: 'droidheal', version: meta.version },
    startedAt: meta.startedAt.toISOString(),
    finishedAt: meta.finishedAt.toISOString(),
    ...(meta.commit ? { commit: meta.commit } : {}),
    ...(meta.shard ? { shard: { index: meta.shard.index, count: meta.shard.total } } : {}),
    suite: {
      ...(meta.suiteName ? { name: meta.suiteName } : {}),
      groups: result.groups.map((g) => ({ group: g.name, tests: result.suiteByGroup?.[g.name] ?? result.suite })),
    },
    ...(meta.checks ? { checks: meta.checks } : {}),
    groups,
    ...body,
    runVerdict: result.runVerdict,
    summary: summarize(body),
  };
}
