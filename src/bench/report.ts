import { performance } from 'node:perf_hooks';
import type { Execution, Finding, TestId } from '../config/outcome.js';
import { REPORT_SCHEMA_VERSION, type Report, type ReportDevice, type ReportGroup } from '../config/report.js';
import { computeRunVerdict, summarize, verdictsFor } from '../report/derive.js';
import { gate } from '../report/gate.js';
import { renderHtml } from '../report/html.js';
import { renderJunit } from '../report/junit.js';
import { renderMarkdown } from '../report/markdown.js';
import { mergeReports } from '../report/merge.js';
import { median } from './lib/stats.js';

/**
 * `npm run bench -- report`: rendering and judging a large report (3 groups × 8 devices, 2,000
 * tests, ~10,000 executions with traces) against a baseline measured in the same run:
 * `JSON.stringify` of the same report, the least any writer must do. Figures are medians.
 */

const RUNS = 7;

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function largeReport(testCount = 2000, devicesPerGroup = 8): Report {
  const rand = lcg(7);
  const groupNames = ['api26', 'api30', 'api34'];
  const devices = benchDevices(rand, groupNames, devicesPerGroup);
  const groups: ReportGroup[] = groupNames.map((name) => ({
    name,
    required: true,
    devices: devices.filter((d) => d.groups.includes(name)).map((d) => d.serial),
    status: 'ok',
  }));
  const tests: TestId[] = Array.from({ length: testCount }, (_, i) => ({
    class: `com.example.app.feature${i % 40}.Screen${i % 97}Test`,
    method: `case${i}`,
  }));
  const executions = groups.flatMap((g) => groupExecutions(rand, g, tests));
  const findings: Finding[] = Array.from({ length: 20 }, (_, k) => ({
    id: `F${k}`,
    signature: `AssertionError at Screen${k}Test`,
    tests: tests.filter((_, i) => i % 20 === k).slice(0, 10),
    devices: [devices[k]!.serial],
    trace: 'java.lang.AssertionError',
  }));
  const suite = { name: 'bench', groups: groups.map((g) => ({ group: g.name, tests })) };
  const verdicts = verdictsFor(suite, executions, findings);
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    tool: { name: 'droidheal', version: 'bench' },
    startedAt: '2026-12-02T10:00:00.000Z',
    finishedAt: '2026-12-02T11:00:00.000Z',
    suite,
    groups,
    devices,
    executions,
    verdicts,
    findings,
    runVerdict: computeRunVerdict(verdicts, groups),
    summary: summarize({ verdicts, executions, devices, findings }),
  };
}

/** A 30-frame stack under each failure's assertion. */
const FRAMES = Array.from({ length: 30 }, (_, k) => `\tat com.example.Frame${k}.run(Frame${k}.kt:${k + 1})`).join('\n');

/** `perGroup` emulators in each group, one in twenty lost. */
function benchDevices(rand: () => number, groupNames: string[], perGroup: number): ReportDevice[] {
  return groupNames.flatMap((g, gi) =>
    Array.from({ length: perGroup }, (_, i) => ({
      serial: `emulator-${5554 + gi * 100 + i * 2}`,
      server: '127.0.0.1:5037',
      state: rand() < 0.05 ? ('lost' as const) : ('ready' as const),
      kind: 'emulator' as const,
      model: 'sdk_gphone64_x86_64',
      sdk: Number(g.slice(3)),
      abis: ['x86_64'],
      labels: [],
      groups: [g],
      since: '2026-12-02T10:00:00.000Z',
    })),
  );
}

/** Every test once on a device of the group (9 in 10 pass), a failure with a 30-frame trace, and a re-run of each that did not pass. */
function groupExecutions(rand: () => number, g: ReportGroup, tests: TestId[]): Execution[] {
  const executions: Execution[] = [];
  for (const [i, t] of tests.entries()) {
    const device = g.devices[i % g.devices.length]!;
    const r = rand();
    const outcome: Execution['outcome'] = r < 0.9 ? 'passed' : r < 0.96 ? 'failed' : 'undetermined';
    executions.push({
      test: t,
      device,
      group: g.name,
      attempt: 1,
      outcome,
      durationMs: Math.floor(rand() * 5000),
      ...(outcome === 'failed'
        ? {
            failureKind: 'assertion' as const,
            detail: 'expected <3> but was <2>',
            trace: `java.lang.AssertionError: expected <3> but was <2>\n${FRAMES}`,
          }
        : {}),
      ...(outcome === 'undetermined' ? { reason: 'device-lost' as const, detail: 'output stopped' } : {}),
    });
    if (outcome !== 'passed')
      executions.push({
        test: t,
        device: g.devices[(i + 1) % g.devices.length]!,
        group: g.name,
        attempt: 2,
        outcome: rand() < 0.5 ? 'passed' : 'failed',
        durationMs: 1000,
      });
  }
  return executions;
}

function time(fn: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

export async function run(): Promise<void> {
  const report = largeReport();
  const out = (s: string): void => void process.stdout.write(`${s}\n`);
  out(
    `report: ${report.verdicts.length} test verdicts, ${report.executions.length} executions, ${report.devices.length} devices`,
  );
  const baseline = time(() => JSON.stringify(report));
  out(`baseline JSON.stringify: ${baseline.toFixed(1)} ms (median of ${RUNS})`);
  const half = (n: number): Report => ({ ...report, executions: report.executions.filter((_, i) => i % 2 === n) });
  const cases: Array<[string, () => unknown, string]> = [
    ['junit', () => renderJunit(report), ''],
    ['markdown', () => renderMarkdown(report), ''],
    ['html', () => renderHtml(report), ''],
    ['gate', () => gate(report), ''],
    [
      'merge of 2 shards',
      () =>
        mergeReports(
          [
            { file: 'a', report: half(0) },
            { file: 'b', report: half(1) },
          ],
          'bench',
        ),
      '',
    ],
  ];
  for (const [name, fn] of cases) {
    const ms = time(fn);
    const size =
      name === 'gate' || name.startsWith('merge') ? '' : ` · ${(String(fn()).length / 1024 / 1024).toFixed(1)} MB`;
    out(
      `${name.padEnd(18)} ${ms.toFixed(1).padStart(8)} ms  ${(ms / baseline).toFixed(2).padStart(6)}× baseline${size}`,
    );
  }
}
