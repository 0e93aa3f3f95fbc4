import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Execution, RunVerdict, TestId, TestVerdict } from '../../src/config/outcome.js';
import { Report, type ReportDevice, type ReportGroup, type Suite } from '../../src/config/report.js';

export const fixtureDir = fileURLToPath(new URL('../../android-fixtures/reports/', import.meta.url));

/** The example reports: one scenario (fail, flaky, device-lost, pass) fixed step by step. */
export type FixtureName = 'four-outcomes' | 'failure-fixed' | 'all-determined';

export function fixturePath(name: FixtureName): string {
  return `${fixtureDir}${name}.json`;
}

export function loadFixture(name: FixtureName): Report {
  return Report.parse(JSON.parse(readFileSync(fixturePath(name), 'utf8')));
}

export const t = (cls: string, method: string): TestId => ({ class: `com.example.${cls}`, method });

export function device(serial: string, groups: string[], extra: Partial<ReportDevice> = {}): ReportDevice {
  return {
    serial,
    server: '127.0.0.1:5037',
    state: 'ready',
    kind: 'virtual',
    abis: ['x86_64'],
    labels: [],
    groups,
    since: '2026-12-02T10:00:00.000Z',
    ...extra,
  };
}

export function exec(
  test: TestId,
  deviceSerial: string,
  group: string,
  outcome: Execution['outcome'],
  extra: Partial<Execution> = {},
): Execution {
  return { test, device: deviceSerial, group, attempt: 1, outcome, durationMs: 1000, ...extra };
}

/** A verdict written out by hand: `v(test, 'api34', 'fail', { detail })`. */
export function v(
  test: TestId,
  group: string,
  verdict: TestVerdict['verdict'],
  extra: Partial<TestVerdict> = {},
): TestVerdict {
  return { test, group, verdict, ...extra };
}

/**
 * A report from its parts. Verdicts and the run verdict are given literally by each test (never
 * derived by the code under test); the summary is a plain count of the given values.
 */
export function buildReport(parts: {
  suite: Suite;
  groups: ReportGroup[];
  devices: ReportDevice[];
  executions: Execution[];
  verdicts: TestVerdict[];
  runVerdict: RunVerdict;
  findings?: Report['findings'];
  shard?: Report['shard'];
  startedAt?: string;
  commit?: string;
}): Report {
  const findings = parts.findings ?? [];
  const startedAt = parts.startedAt ?? '2026-12-02T10:00:00.000Z';
  const counts = { pass: 0, fail: 0, flaky: 0, skipped: 0, undetermined: 0 };
  for (const x of parts.verdicts) counts[x.verdict] += 1;
  return Report.parse({
    schemaVersion: 1,
    tool: { name: 'droidheal', version: '0.1.0' },
    startedAt,
    finishedAt: startedAt.replace(/T10:/, 'T11:'),
    ...(parts.commit ? { commit: parts.commit } : {}),
    ...(parts.shard ? { shard: parts.shard } : {}),
    suite: parts.suite,
    groups: parts.groups,
    devices: parts.devices,
    executions: parts.executions,
    verdicts: parts.verdicts,
    findings,
    runVerdict: parts.runVerdict,
    summary: {
      tests: parts.verdicts.length,
      verdicts: counts,
      executions: parts.executions.length,
      devices: parts.devices.length,
      devicesReady: parts.devices.filter((d) => d.state === 'ready').length,
      findings: findings.length,
    },
  });
}
