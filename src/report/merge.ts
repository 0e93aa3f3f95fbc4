import type { Execution, Finding, TestId } from '../config/outcome.js';
import { testKey } from '../config/outcome.js';
import { readJsonFile } from '../config/read-json.js';
import {
  REPORT_SCHEMA_VERSION,
  type Report,
  type ReportDevice,
  type ReportGroup,
  type Suite,
} from '../config/report.js';
import { ConfigError } from '../errors.js';
import { computeRunVerdict, summarize, verdictsFor } from './derive.js';
import { parseReport } from './json.js';
import { mergeChecks } from './merge-checks.js';

/**
 * `droidheal report merge`: CI shard reports of one suite become one report. Every execution is
 * kept (conflicting results of one test stay visible as executions), verdicts are recomputed with
 * the same functions the run uses, and a suite test no shard ran is undetermined `not-run`.
 * Reports of different suites or revisions, or of mixed schema versions, are refused (exit 2).
 */

export interface ReportInput {
  file: string;
  report: Report;
}

/** One comparable string per suite: group → sorted test keys, so shard order does not matter. */
function suiteFingerprint(s: Suite): string {
  const groups = new Map<string, Set<string>>();
  for (const g of s.groups) {
    const set = groups.get(g.group) ?? new Set<string>();
    for (const t of g.tests) set.add(testKey(t));
    groups.set(g.group, set);
  }
  return JSON.stringify({
    name: s.name ?? null,
    groups: [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([g, t]) => [g, [...t].sort()]),
  });
}

function suiteDifference(a: Suite, b: Suite): string {
  if ((a.name ?? null) !== (b.name ?? null))
    return `suite name ${JSON.stringify(b.name ?? null)} vs ${JSON.stringify(a.name ?? null)}`;
  const count = (s: Suite, g: string): number =>
    new Set(s.groups.filter((x) => x.group === g).flatMap((x) => x.tests.map(testKey))).size;
  const names = [...new Set([...a.groups, ...b.groups].map((g) => g.group))];
  for (const g of names)
    if (count(a, g) !== count(b, g)) return `group ${g} has ${count(b, g)} tests vs ${count(a, g)}`;
  return 'the same groups list different tests';
}

function mergeGroups(reports: readonly Report[]): ReportGroup[] {
  const out = new Map<string, ReportGroup>();
  for (const r of reports) {
    for (const g of r.groups) {
      const prev = out.get(g.name);
      if (!prev) {
        out.set(g.name, { ...g, devices: [...g.devices] });
        continue;
      }
      const devices = [...new Set([...prev.devices, ...g.devices])];
      // a group served by any shard is ok (its unserved tests stay undetermined through their
      // verdicts); one no shard served keeps the first shard's reason
      const served = g.status === 'ok' ? g : prev;
      const { reason, detail, remedy, ...rest } = served;
      out.set(g.name, {
        ...rest,
        required: prev.required || g.required,
        devices,
        ...(served.status === 'undetermined' ? { reason, detail, remedy } : {}),
      });
    }
  }
  return [...out.values()];
}

/** The latest snapshot of each device wins (reports sorted by finish time). */
function mergeDevices(reports: readonly Report[]): ReportDevice[] {
  const out = new Map<string, ReportDevice>();
  for (const r of reports) for (const d of r.devices) out.set(`${d.server}\u0000${d.serial}`, d);
  return [...out.values()];
}

/** Identical executions (the same shard report passed twice) are counted once. */
function mergeExecutions(reports: readonly Report[]): Execution[] {
  const seen = new Set<string>();
  const out: Execution[] = [];
  for (const r of reports) {
    for (const e of r.executions) {
      const k = JSON.stringify([
        e.group,
        testKey(e.test),
        e.device,
        e.attempt,
        e.startedAt ?? null,
        e.outcome,
        e.reason ?? null,
        e.durationMs ?? null,
      ]);
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(e);
    }
  }
  return out;
}

function mergeFindings(reports: readonly Report[]): Finding[] {
  const out = new Map<string, Finding>();
  for (const r of reports) {
    for (const f of r.findings) {
      const prev = out.get(f.id);
      if (!prev) {
        out.set(f.id, { ...f, tests: [...f.tests], devices: [...f.devices] });
        continue;
      }
      const tests = new Map<string, TestId>([...prev.tests, ...f.tests].map((t) => [testKey(t), t]));
      out.set(f.id, { ...prev, tests: [...tests.values()], devices: [...new Set([...prev.devices, ...f.devices])] });
    }
  }
  return [...out.values()];
}

export function mergeReports(inputs: readonly ReportInput[], toolVersion: string): Report {
  const first = inputs[0];
  if (!first) throw new ConfigError('nothing to merge', { remedy: 'pass at least one report file' });
  const fingerprint = suiteFingerprint(first.report.suite);
  for (const { file, report } of inputs) {
    if (suiteFingerprint(report.suite) !== fingerprint) {
      throw new ConfigError(
        `is a report of a different suite than ${first.file} (${suiteDifference(first.report.suite, report.suite)})`,
        {
          file,
          remedy: 'merge only shard reports of one run of one suite',
        },
      );
    }
  }
  const commits = [...new Set(inputs.map((i) => i.report.commit).filter((c): c is string => c !== undefined))];
  if (commits.length > 1) {
    const other = inputs.find((i) => i.report.commit !== undefined && i.report.commit !== commits[0])!;
    throw new ConfigError(`ran against commit ${other.report.commit}, another shard against ${commits[0]}`, {
      file: other.file,
      remedy: 'merge only shard reports of the same revision',
    });
  }
  const reports = [...inputs.map((i) => i.report)].sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
  const suite = first.report.suite;
  const groups = mergeGroups(reports);
  const devices = mergeDevices(reports);
  const executions = mergeExecutions(reports);
  const findings = mergeFindings(reports);
  const verdicts = verdictsFor(suite, executions, findings, devices);
  const heal = reports.find((r) => r.heal !== undefined)?.heal;
  const checks = mergeChecks(reports);
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    tool: { name: 'droidheal', version: toolVersion },
    startedAt: reports.map((r) => r.startedAt).sort()[0]!,
    finishedAt: reports.at(-1)!.finishedAt,
    ...(commits[0] !== undefined ? { commit: commits[0] } : {}),
    suite,
    ...(checks ? { checks } : {}),
    groups,
    devices,
    executions,
    verdicts,
    findings,
    ...(heal ? { heal } : {}),
    runVerdict: computeRunVerdict(verdicts, groups),
    summary: summarize({ verdicts, executions, devices, findings }),
  };
}

/**
 * Read shard report files for merging. Versions are compared before anything is parsed, so
 * "mixed versions" is what the user hears rather than a schema error from the older file.
 */
export async function readShardReports(files: readonly string[]): Promise<ReportInput[]> {
  const raw = await Promise.all(files.map(async (file) => ({ file, value: await readJsonFile(file) })));
  // a number or string has no schemaVersion either; null and undefined are kept off by `?.`
  const versionOf = (v: unknown): unknown => (v as { schemaVersion?: unknown } | null | undefined)?.schemaVersion;
  for (const r of raw) {
    const first = raw[0]!;
    if (versionOf(r.value) !== versionOf(first.value)) {
      const [own, theirs] = [r, first].map((x) => JSON.stringify(versionOf(x.value) ?? null));
      throw new ConfigError(
        `has report schemaVersion ${own} but ${first.file} has ${theirs}; mixed versions cannot be merged`,
        { file: r.file, remedy: 'produce every shard report with the same droidheal version' },
      );
    }
  }
  return raw.map(({ file, value }) => ({ file, report: parseReport(value, file) }));
}
