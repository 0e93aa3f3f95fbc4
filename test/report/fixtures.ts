import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Execution, TestId } from '../../src/config/outcome.js';
import { Report, type ReportDevice, type ReportGroup, type Suite } from '../../src/config/report.js';
import { computeRunVerdict, summarize, verdictsFor } from '../../src/report/derive.js';

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

/** A consistent report from its parts: verdicts, run verdict and summary derived like the runner does. */
export function buildReport(parts: {
  suite: Suite;
  groups: ReportGroup[];
  devices: ReportDevice[];
  executions: Execution[];
  findings?: Report['findings'];
  shard?: Report['shard'];
  startedAt?: string;
  commit?: string;
}): Report {
  const findings = parts.findings ?? [];
  const verdicts = verdictsFor(parts.suite, parts.executions, findings);
  const startedAt = parts.startedAt ?? '2026-12-02T10:00:00.000Z';
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
    verdicts,
    findings,
    runVerdict: computeRunVerdict(verdicts, parts.groups),
    summary: summarize({ verdicts, executions: parts.executions, devices: parts.devices, findings }),
  });
}
