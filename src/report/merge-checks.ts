import type { ReportApk, ReportCheck, ReportIsolation } from '../config/report.js';

/**
 * The checks of merged shard reports, one row per check name in the order first seen: each shard ran the
 * same checks on its part of the suite, so test counts and isolation costs add up; the APKs each shard
 * installed are kept (once each), so the merged report still says which build ran — and shows both when
 * shards installed different builds. A check any shard ran is `ran`; one no shard could run keeps the
 * first shard's reason.
 */
export function mergeChecks(reports: ReadonlyArray<{ checks?: ReportCheck[] | undefined }>): ReportCheck[] | undefined {
  if (reports.every((r) => r.checks === undefined)) return undefined;
  const out = new Map<string, ReportCheck>();
  for (const c of reports.flatMap((r) => r.checks ?? [])) {
    const prev = out.get(c.name);
    out.set(c.name, prev ? mergeCheck(prev, c) : c);
  }
  return [...out.values()];
}

function mergeCheck(a: ReportCheck, b: ReportCheck): ReportCheck {
  const ran = a.status === 'ran' ? a : b.status === 'ran' ? b : a;
  const { reason, detail, remedy, apks: _apks, isolation: _isolation, ...rest } = ran;
  const apks = mergeApks([...(a.apks ?? []), ...(b.apks ?? [])]);
  const isolation = a.isolation && b.isolation ? addIsolation(a.isolation, b.isolation) : (a.isolation ?? b.isolation);
  return {
    ...rest,
    tests: a.tests + b.tests,
    ...(ran.status === 'undetermined' ? { reason, detail, remedy } : {}),
    ...(apks.length > 0 ? { apks } : {}),
    ...(isolation ? { isolation } : {}),
  };
}

/** The same APK (role, file, package, versions) once; a different version of it stays beside it. */
function mergeApks(apks: readonly ReportApk[]): ReportApk[] {
  const seen = new Map<string, ReportApk>();
  for (const a of apks)
    seen.set(JSON.stringify([a.role, a.file, a.package, a.versionName ?? null, a.versionCode ?? null]), a);
  return [...seen.values()];
}

function addIsolation(a: ReportIsolation, b: ReportIsolation): ReportIsolation {
  const tests = a.tests + b.tests;
  const testMs = a.testMs + b.testMs;
  const wallMs = a.wallMs + b.wallMs;
  const orderChecks = (a.orderChecks ?? 0) + (b.orderChecks ?? 0);
  return {
    // shards of one run share the config; a differing mode would be named by its own shard's report
    mode: a.mode,
    instrumentations: a.instrumentations + b.instrumentations,
    tests,
    testMs,
    wallMs,
    // the same rounding as a run's own row
    overheadMsPerTest: tests > 0 ? Math.round(Math.max(0, wallMs - testMs) / tests) : 0,
    ...(a.orderChecks !== undefined || b.orderChecks !== undefined ? { orderChecks } : {}),
  };
}
