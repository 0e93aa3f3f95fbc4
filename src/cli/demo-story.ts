import type { HealJson } from '../config/heal.js';
import { testKey } from '../config/outcome.js';
import type { Report } from '../config/report.js';

/**
 * What `droidheal demo` expects to see, read from the reports its commands wrote (pure, so the
 * story can be tested without running it). The scripted moments come from the demo rack itself
 * (android-fixtures/demo/devices.json): the flaky override and the drop fault scoped to the rack.
 */

/** The moments the demo rack scripts, by test key (`Class#method`). */
export interface ScriptedMoments {
  flaky: string;
  lost: string;
}

interface RackLike {
  virtual?: Array<{
    outcomes?: Record<string, unknown>;
    faults?: Array<{ type: string; atTest?: string; scope?: string }>;
  }>;
}

/** The rack's rack-scoped flaky override and drop fault (the demo's two scripted moments). */
export function scriptedMoments(rack: RackLike): ScriptedMoments {
  const devices = rack.virtual ?? [];
  const flaky = devices
    .flatMap((d) => Object.entries(d.outcomes ?? {}))
    .find(([, o]) => typeof o === 'object' && o !== null && (o as { scope?: string }).scope === 'rack')?.[0];
  const lost = devices.flatMap((d) => d.faults ?? []).find((f) => f.type === 'drop' && f.scope === 'rack')?.atTest;
  if (!flaky || !lost) throw new Error('the demo rack scripts no rack-scoped flaky override or drop fault');
  return { flaky, lost };
}

/** `com.example.notes.list.NoteListScreenTest#searchNarrowsTheList` → `NoteListScreenTest#searchNarrowsTheList` */
export function shortTest(key: string): string {
  return key.replace(/^(?:[\w$]+\.)+(?=[\w$]+#)/, '');
}

const deviceName = (report: Report, serial: string): string =>
  report.devices.find((d) => d.serial === serial)?.name ?? serial;

export interface FlakyMoment {
  /** the verdict of the scripted test on the phones */
  verdict: string;
  /** fail then pass, both on the same device */
  sameDevice: boolean;
  /** never sent to a fixer */
  dispatched: boolean;
}

/** The scripted flaky test as the report saw it: failed once, passed on the re-check on the same device. */
export function flakyMoment(report: Report, heal: HealJson, test: string): FlakyMoment {
  const runs = report.executions.filter((e) => testKey(e.test) === test && e.device);
  const failed = runs.find((e) => e.outcome === 'failed');
  const passed = runs.find((e) => e.outcome === 'passed' && e.attempt > (failed?.attempt ?? 0));
  const verdict = report.verdicts.find((v) => testKey(v.test) === test && v.group === failed?.group);
  const finding = verdict?.findingId;
  return {
    verdict: verdict?.verdict ?? 'absent',
    sameDevice: failed !== undefined && passed !== undefined && failed.device === passed.device,
    dispatched: heal.rounds.some((r) => r.attempts.some((a) => a.finding === finding)),
  };
}

export interface LostMoment {
  /** the device that dropped off mid-test, by name */
  lost?: string;
  /** the reason its attempt got (device-lost) */
  reason?: string;
  /** where the test ran again, by name, and how that went */
  rerunOn?: string;
  rerun?: string;
  /** the test's verdict in the end */
  verdict: string;
}

/** The scripted lost device as the report saw it: the cut attempt undetermined, re-run on another phone. */
export function lostMoment(report: Report, test: string): LostMoment {
  const runs = report.executions.filter((e) => testKey(e.test) === test && e.device);
  const cut = runs.find((e) => e.outcome === 'undetermined');
  const again = cut ? runs.find((e) => e.attempt > cut.attempt && e.device !== cut.device) : undefined;
  const verdict = report.verdicts.find((v) => testKey(v.test) === test && v.group === cut?.group);
  return {
    ...(cut ? { lost: deviceName(report, cut.device), reason: cut.reason } : {}),
    ...(again ? { rerunOn: deviceName(report, again.device), rerun: again.outcome } : {}),
    verdict: verdict?.verdict ?? 'absent',
  };
}

/** A group the run could not use at all, with why and what to do, and how many tests it left undetermined. */
export interface GroupDown {
  group: string;
  reason: string;
  detail?: string;
  remedy?: string;
  tests: number;
}

export function groupsDown(report: Report): GroupDown[] {
  return report.groups
    .filter((g) => g.status === 'undetermined')
    .map((g) => ({
      group: g.name,
      reason: g.reason ?? 'no-device',
      ...(g.detail ? { detail: g.detail } : {}),
      ...(g.remedy ? { remedy: g.remedy } : {}),
      tests: report.verdicts.filter((v) => v.group === g.name && v.verdict === 'undetermined').length,
    }));
}

/** Findings the heal left that are not failures (undetermined, flaky), and whether a fixer ever saw one. */
export function undispatched(heal: HealJson): { findings: string[]; dispatched: string[] } {
  const findings = heal.remaining.filter((r) => r.verdict !== 'fail').map((r) => r.finding);
  const tried = new Set(heal.rounds.flatMap((r) => r.attempts.map((a) => a.finding)));
  return { findings, dispatched: findings.filter((f) => tried.has(f)) };
}

/** The refusals of a heal, in order: rule and what was lost. */
export function refusals(heal: HealJson): Array<{ round: number; finding: string; rule: string; detail: string }> {
  return heal.rounds.flatMap((r) =>
    r.attempts.flatMap((a) => (a.refused ? [{ round: r.round, finding: a.finding, ...a.refused }] : [])),
  );
}
