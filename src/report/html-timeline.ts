import { labelOf } from '../config/device-facts.js';
import type { Execution } from '../config/outcome.js';
import { testKey } from '../config/outcome.js';
import type { Report } from '../config/report.js';
import { durationText, escapeHtml as h } from './html-escape.js';

/** An execution placed in time: from its start (ms since the epoch) for its duration. */
interface TimedRun {
  e: Execution;
  i: number;
  start: number;
  ms: number;
}

/** How many of the longest runs the "slowest" list shows. */
const SLOWEST = 10;

/** Executions that say when they started and how long they took; the rest cannot be placed. */
function timedExecutions(report: Report): TimedRun[] {
  const timed: TimedRun[] = [];
  for (const [i, e] of report.executions.entries()) {
    const start = e.startedAt ? Date.parse(e.startedAt) : Number.NaN;
    if (Number.isNaN(start) || e.durationMs === undefined) continue;
    timed.push({ e, i, start, ms: e.durationMs });
  }
  return timed;
}

/**
 * Where the time went: one lane per device with a bar for each test it ran, placed by its start and
 * sized by its duration over the span of the run (a click on a bar opens the test's cell), each lane's
 * busy time, and the slowest runs. Absent when no execution says when it ran.
 */
export function timelineSection(report: Report): string {
  const timed = timedExecutions(report);
  if (timed.length === 0) return '';
  // reduce, not Math.min(...): a big run has more executions than a call takes arguments
  const from = timed.reduce((m, t) => Math.min(m, t.start), Number.POSITIVE_INFINITY);
  const to = timed.reduce((m, t) => Math.max(m, t.start + t.ms), Number.NEGATIVE_INFINITY);
  const span = Math.max(to - from, 1);
  const lanes = new Map<string, TimedRun[]>();
  for (const t of timed) {
    const list = lanes.get(t.e.device);
    if (list) list.push(t);
    else lanes.set(t.e.device, [t]);
  }
  // lanes in the report's device order, as the matrix columns; anything else (the host) after them
  const order = (serial: string) => {
    const i = report.devices.findIndex((d) => d.serial === serial);
    return i < 0 ? report.devices.length : i;
  };
  const rows = [...lanes]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([serial, list]) => lane(report, serial, list, from, span));
  const ticks = [0, 0.25, 0.5, 0.75, 1]
    .map((f) => `<span class="tick" style="left:${(f * 100).toFixed(2)}%">+${h(durationText(f * span))}</span>`)
    .join('');
  return (
    `<section id="timeline"><h2>Timeline <span class="muted">(${h(durationText(span))} from the first test to the ` +
    'last end)</span></h2><p class="muted">Each lane is one device; each bar one run of a test, coloured by its ' +
    'outcome. Hover a bar for the test; click it to open its cell.</p>' +
    `<div class="timeline-chart"><div class="lane axis"><span class="lane-label"></span><div class="track">${ticks}` +
    `</div><span class="busy"></span></div>${rows.join('')}</div>${slowestList(report, timed)}</section>`
  );
}

function lane(report: Report, serial: string, list: readonly TimedRun[], from: number, span: number): string {
  const bars = list.map((t) => {
    const left = ((t.start - from) / span) * 100;
    const width = (t.ms / span) * 100;
    const title =
      `${testKey(t.e.test)} · attempt ${t.e.attempt} · ${t.e.outcome}${t.e.reason ? ` (${t.e.reason})` : ''} · ` +
      `${durationText(t.ms)} · started +${durationText(t.start - from)}`;
    return (
      `<span class="bar o-${t.e.outcome}" style="left:${left.toFixed(3)}%;width:${width.toFixed(3)}%" ` +
      `data-exec="${t.i}" data-test="${h(testKey(t.e.test))}" title="${h(title)}"></span>`
    );
  });
  const busy = list.reduce((sum, t) => sum + t.ms, 0);
  const label = serial ? labelOf(report.devices, serial) : '—';
  return (
    `<div class="lane" data-device="${h(serial)}"><span class="lane-label" title="${h(label)}">${h(label)}</span>` +
    `<div class="track">${bars.join('')}</div><span class="busy">${list.length} run${list.length === 1 ? '' : 's'} · ` +
    `busy ${h(durationText(busy))} (${Math.round((busy / span) * 100)}%)</span></div>`
  );
}

/** The longest runs, longest first: where a person looks to make the suite faster. */
function slowestList(report: Report, timed: readonly TimedRun[]): string {
  const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
  const items = slowest.map(
    (t) =>
      `<li data-exec="${t.i}" data-test="${h(testKey(t.e.test))}"><code>${h(testKey(t.e.test))}</code> ` +
      `<b>${h(durationText(t.ms))}</b> <span class="muted">on ${h(labelOf(report.devices, t.e.device) || '—')} · ` +
      `attempt ${t.e.attempt} · ${h(t.e.outcome)}</span></li>`,
  );
  return `<h3>Slowest runs</h3><ol class="slowest">${items.join('')}</ol>`;
}
