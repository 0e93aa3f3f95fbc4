import type { FlakyReport, HistorySummary } from '../config/history.js';

const percent = (r: number): string => `${(r * 100).toFixed(r > 0 && r < 0.1 ? 1 : 0)}%`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)}s`;

/** `droidheal history` for people: one line per run, then one per device. */
export function formatHistory(h: HistorySummary): string {
  if (h.runs.length === 0) return `no runs recorded yet in ${h.database}\n`;
  const of = h.test ? ` of ${h.test}` : '';
  const lines = [`last ${h.runs.length} run${h.runs.length === 1 ? '' : 's'}${of} (${h.database}):`];
  for (const r of h.runs) {
    const t = r.tests;
    const commit = r.commit ? ` ${r.commit.slice(0, 7)}` : '';
    lines.push(
      `  #${r.id} ${r.startedAt.slice(0, 16).replace('T', ' ')} ${r.command}${commit} ${r.verdict.toUpperCase()}` +
        `${r.exitCode !== undefined ? ` (exit ${r.exitCode})` : ''} ${seconds(r.durationMs)} — ${t.pass} pass, ` +
        `${t.fail} fail, ${t.flaky} flaky, ${t.undetermined} undetermined, ${t.skipped} skipped` +
        (r.testDurationMs !== undefined ? `; took ${seconds(r.testDurationMs)}` : ''),
    );
  }
  if (h.devices.length > 0) lines.push('per device over these runs:');
  for (const d of h.devices) {
    const what = [d.model, d.apiLevel !== undefined ? `API ${d.apiLevel}` : undefined].filter(Boolean).join(', ');
    const mid = d.medianDurationMs !== undefined ? `, median test ${seconds(d.medianDurationMs)}` : '';
    lines.push(
      `  ${d.serial}${what ? ` (${what})` : ''}: ${d.executions} executions — ${d.passed} passed, ${d.failed} failed, ` +
        `${d.undetermined} undetermined${mid}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** `droidheal flaky` for people: tests by flake rate with their trend and models, then the models. */
export function formatFlaky(f: FlakyReport): string {
  const period = `since ${f.since.slice(0, 10)}`;
  const dependent = orderDependentLines(f);
  if (f.tests.length === 0) return `${[`no flaky test ${period} (${f.database})`, ...dependent].join('\n')}\n`;
  const lines = [`flaky tests ${period}, highest rate first:`];
  for (const t of f.tests) {
    const halves = `${percent(t.firstHalf.rate)} → ${percent(t.secondHalf.rate)}`;
    lines.push(
      `  ${percent(t.rate)} ${t.test}: flaky in ${t.flaky} of ${t.runs} runs, ${t.trend} (${halves} first → second half)`,
    );
    const worst = t.models.filter((m) => m.flakyFailures > 0);
    if (worst.length > 0)
      lines.push(
        `      on ${worst.map((m) => `${m.model} ${percent(m.rate)} (${m.flakyFailures}/${m.executions})`).join(', ')}`,
      );
  }
  const models = f.models.filter((m) => m.flakyFailures > 0);
  if (models.length > 0) {
    lines.push('device models by unconfirmed failures:');
    for (const m of models)
      lines.push(`  ${m.model}: ${percent(m.rate)} (${m.flakyFailures} of ${m.executions} executions)`);
  }
  return `${[...lines, ...dependent].join('\n')}\n`;
}

/** The order-dependent tests, apart from the flaky ones: a leak between tests, fixed differently. */
function orderDependentLines(f: FlakyReport): string[] {
  if (f.orderDependent.length === 0) return [];
  return [
    `order-dependent (fail after other tests, pass alone with cleared data — not flakiness; isolate them or fix the leaked state):`,
    ...f.orderDependent.map(
      (t) => `  ${t.test}: in ${t.runs} run${t.runs === 1 ? '' : 's'}, last ${t.last.slice(0, 16).replace('T', ' ')}`,
    ),
  ];
}
