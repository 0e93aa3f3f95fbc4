import { readFileSync } from 'node:fs';
import { deviceLabel, labelOf } from '../config/device-facts.js';
import type { Execution, TestVerdict } from '../config/outcome.js';
import { groupTestKey, testKey } from '../config/outcome.js';
import { type HealRound, HOST, type Report, type ReportApk, type ReportDevice } from '../config/report.js';
import { describeFindingDevice } from '../verdict/findings.js';
import { foldUndetermined, groupNames, isFold, type UndeterminedFold } from './derive.js';
import { collapseGroups, gate, type ShownBlock } from './gate.js';
import { durationText, escapeHtml } from './html-escape.js';
import { evidenceSection } from './html-evidence.js';
import { timelineSection } from './html-timeline.js';
import { ORDER_DEPENDENT_NOTE, orderDependentIn, verdictWhy } from './order-dependent.js';

/**
 * One self-contained HTML file: inline CSS and JS, a CSP that forbids every network fetch.
 * The device × test matrix, banner, findings, heal rounds and device panel are rendered here as
 * static HTML (readable without JS); the inline script only adds filters and the click-for-detail
 * panel, reading the executions from an embedded JSON block.
 */

const h = escapeHtml;

/** JSON inside <script>: `<` escaped so no `</script>` or `<!--` in the data can end the block. */
function scriptJson(v: unknown): string {
  return JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What one cell shows for the executions of one test on one device. */
export type CellOutcome = 'passed' | 'failed' | 'flaky' | 'skipped' | 'undetermined' | 'not-run';

export function cellOutcome(execs: readonly Execution[]): CellOutcome {
  const has = (o: Execution['outcome']): boolean => execs.some((e) => e.outcome === o);
  if (execs.length === 0) return 'not-run';
  if (has('failed') && has('passed')) return 'flaky';
  if (has('failed')) return 'failed';
  if (has('passed')) return 'passed';
  if (has('skipped')) return 'skipped';
  return 'undetermined';
}

const cellLabel: Record<CellOutcome, string> = {
  passed: '✓ pass',
  failed: '✗ fail',
  flaky: '≈ flaky',
  skipped: '↷ skip',
  undetermined: '? undet.',
  'not-run': '·',
};

function cellTitle(outcome: CellOutcome, execs: readonly Execution[]): string {
  if (outcome === 'not-run') return 'not run on this device';
  return execs
    .map(
      (e) =>
        `attempt ${e.attempt}: ${e.outcome}${e.reason ? ` (${e.reason})` : ''}` +
        `${e.failureKind ? ` [${e.failureKind}]` : ''}${e.detail ? ` — ${e.detail}` : ''}`,
    )
    .join('\n');
}

function blockText(b: ShownBlock): string {
  if (b.kind === 'group-undetermined' && b.tests !== undefined)
    return (
      `group ${b.group} could not run (${b.reason ?? 'unknown'}): ${b.tests} test${b.tests === 1 ? '' : 's'} undetermined` +
      `${b.detail ? ` — ${b.detail}` : ''}${b.remedy ? ` · fix: ${b.remedy}` : ''} (each test is in the group's table below)`
    );
  const what =
    b.kind === 'test-failed' ? 'failed' : b.kind === 'test-flaky' ? 'flaky' : `undetermined (${b.reason ?? 'unknown'})`;
  const subject = b.test ? `${b.test} on ${b.group}` : `group ${b.group} has no determination`;
  const extra = [
    b.detail,
    b.findingId ? `finding ${b.findingId}` : undefined,
    b.remedy ? `fix: ${b.remedy}` : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  return `${what}: ${subject}${extra ? ` — ${extra}` : ''}`;
}

/** `<tr>` of cells, each already HTML. */
function tr(attrs: string, cells: readonly string[]): string {
  return `<tr${attrs}>${cells.join('')}</tr>`;
}

/** `<td>` cells of already-HTML contents. */
function tds(contents: readonly (string | number)[]): string[] {
  return contents.map((c) => `<td>${c}</td>`);
}

/** A `<thead>` row of header names. */
function thead(names: readonly string[]): string {
  return `<thead><tr>${names.map((n) => `<th>${n}</th>`).join('')}</tr></thead>`;
}

function deviceHeader(d: ReportDevice): string {
  const facts = [d.model, d.sdk !== undefined ? `API ${d.sdk}` : undefined].filter(Boolean).join(' · ');
  const title = `${deviceLabel(d)} — ${d.state}${d.reason ? `: ${d.reason}` : ''}`;
  return (
    `<th class="dev state-${h(d.state)}" data-device="${h(d.serial)}" title="${h(title)}">` +
    `<span class="serial">${h(d.serial)}</span><span class="facts">${h(facts)}</span>` +
    `<span class="badge state-${h(d.state)}">${h(d.state)}</span></th>`
  );
}

interface Column {
  serial: string;
  /** the device as the rest of the report names it: model (serial) */
  label: string;
  header: string;
}

/** The device columns of one group: its selected devices, plus any device that ran its tests without being listed. */
function groupColumns(report: Report, group: string): Column[] {
  const listed = report.groups.find((g) => g.name === group)?.devices ?? [];
  const serials = [
    ...new Set([
      ...listed,
      ...report.devices.filter((d) => d.groups.includes(group)).map((d) => d.serial),
      ...report.executions.filter((e) => e.group === group && e.device !== '').map((e) => e.device),
    ]),
  ];
  return serials.map((serial) => {
    const d = report.devices.find((x) => x.serial === serial);
    return {
      serial,
      label: labelOf(report.devices, serial),
      header: d
        ? deviceHeader(d)
        : serial === HOST && group === HOST
          ? `<th class="dev host" data-device="${HOST}" title="checks that ran once on the host">${HOST}</th>`
          : `<th class="dev" data-device="${h(serial)}"><span class="serial">${h(serial)}</span>` +
            '<span class="badge">not in snapshot</span></th>',
    };
  });
}

/** One table per device group: its tests as rows, its devices as columns. */
function matrix(report: Report, execIndex: Map<Execution, number>): string {
  const byCell = new Map<string, Execution[]>();
  for (const e of report.executions) {
    const k = `${groupTestKey(e.group, e.test)}\u0000${e.device}`;
    const list = byCell.get(k);
    if (list) list.push(e);
    else byCell.set(k, [e]);
  }
  const tables = groupNames(report).map((group) => groupMatrix(report, group, byCell, execIndex));
  return `<div id="matrix">${tables.join('\n')}</div>`;
}

/** One group's table: a heading with its status, then a row per test and a column per device. */
function groupMatrix(
  report: Report,
  group: string,
  byCell: Map<string, Execution[]>,
  execIndex: Map<Execution, number>,
): string {
  const verdicts = report.verdicts.filter((v) => v.group === group);
  const g = report.groups.find((x) => x.name === group);
  const columns = groupColumns(report, group);
  const status =
    g?.status === 'undetermined'
      ? ' — <span class="undetermined-text">' +
        `undetermined (${h(g.reason ?? 'unknown')})${g.detail ? `: ${h(g.detail)}` : ''}` +
        `${g.remedy ? ` — fix: ${h(g.remedy)}` : ''}</span>`
      : '';
  const heading = `<h3>group ${h(group)}${g && !g.required ? ' <span class="muted">(optional)</span>' : ''}${status}</h3>`;
  const noDevices = columns.length === 0 ? '<th class="dev none">no device</th>' : '';
  const rows = foldUndetermined(verdicts).map((v) =>
    isFold(v)
      ? foldRow(v, Math.max(columns.length, 1))
      : matrixRow(v, columns, byCell, execIndex, columns.length === 0),
  );
  const head =
    '<thead><tr><th class="test-col">test</th><th>verdict</th><th class="time">time</th>' +
    `${columns.map((c) => c.header).join('')}${noDevices}</tr></thead>`;
  return (
    `<div class="group-matrix" data-group="${h(group)}">${heading}<div class="matrix-wrap">` +
    `<table class="matrix" data-group="${h(group)}">${head}<tbody>${rows.join('\n')}</tbody></table></div></div>`
  );
}

/** Undetermined tests of one group with one cause: one row with how many and why, across the device columns. */
function foldRow(f: UndeterminedFold, span: number): string {
  const why = `${f.reason}${f.detail ? `: ${f.detail}` : ''}`;
  return (
    `<tr class="test-row fold-row" data-group="${h(f.group)}" data-verdict="undetermined" data-tests="${f.tests.length}">` +
    `<th class="test-col"><details><summary>${f.tests.length} tests</summary>` +
    `${f.tests.map((v) => `<div class="fold-test" data-test="${h(testKey(v.test))}">${h(testKey(v.test))}</div>`).join('')}` +
    '</details></th>' +
    `<td class="verdict v-undetermined" title="${h(why)}">undetermined<small>${h(f.reason)}</small></td>` +
    '<td class="time"></td>' +
    `<td class="cell o-undetermined" colspan="${span}">${h(why)}</td></tr>`
  );
}

function matrixRow(
  v: TestVerdict,
  columns: readonly Column[],
  byCell: Map<string, Execution[]>,
  execIndex: Map<Execution, number>,
  noDevices: boolean,
): string {
  const key = testKey(v.test);
  const why =
    v.verdict === 'undetermined' ? `${v.reason ?? 'unknown'}${v.detail ? `: ${v.detail}` : ''}` : verdictWhy(v);
  const cellKey = groupTestKey(v.group, v.test);
  const execs = columns.map((c) => byCell.get(`${cellKey}\u0000${c.serial}`) ?? []);
  const cells = columns.map((c, i) => matrixCell(c, execs[i]!, execIndex));
  if (noDevices)
    cells.push(
      `<td class="cell o-undetermined" data-device="" data-outcome="undetermined" title="${h(why)}">` +
        `? ${h(v.reason ?? 'no-device')}</td>`,
    );
  const cls = v.test.class.split('.');
  const name =
    `<th class="test-col" title="${h(key)}"><span class="cls">${h(cls.slice(0, -1).join('.'))}.</span>` +
    `${h(cls.at(-1) ?? '')}#<b>${h(v.test.method)}</b></th>`;
  const verdict =
    `<td class="verdict v-${v.verdict}"${why ? ` title="${h(why)}"` : ''}>${h(v.verdict)}` +
    (v.verdict === 'undetermined' && v.reason ? `<small>${h(v.reason)}</small>` : '') +
    (v.orderDependent
      ? `<small class="order-dependent" title="${h(ORDER_DEPENDENT_NOTE)}">order-dependent</small>`
      : '') +
    (v.findingId ? `<small><a href="#finding-${h(v.findingId)}">${h(v.findingId)}</a></small>` : '') +
    '</td>';
  return tr(` class="test-row" data-test="${h(key)}" data-group="${h(v.group)}" data-verdict="${v.verdict}"`, [
    name,
    verdict,
    timeCell(execs.flat(), (serial) => columns.find((c) => c.serial === serial)?.label ?? serial),
    ...cells,
  ]);
}

/** How long a test took: all its runs together, each run's time in the title (the header sorts by it). */
function timeCell(execs: readonly Execution[], label: (serial: string) => string): string {
  const timed = execs.filter((e) => e.durationMs !== undefined);
  if (timed.length === 0) return '<td class="time"></td>';
  const total = timed.reduce((sum, e) => sum + (e.durationMs ?? 0), 0);
  const title = timed
    .map((e) => `attempt ${e.attempt} on ${e.device ? label(e.device) : '—'}: ${durationText(e.durationMs ?? 0)}`)
    .join('\n');
  return `<td class="time" data-ms="${Math.round(total)}" title="${h(title)}">${h(durationText(total))}</td>`;
}

/** The cell of one test on one device: its outcome, and the executions the detail panel shows. */
function matrixCell(c: Column, execs: readonly Execution[], execIndex: Map<Execution, number>): string {
  const outcome = cellOutcome(execs);
  // a cell that never ran stays small: these are most cells of a big sharded matrix
  if (execs.length === 0)
    return `<td class="cell o-not-run" data-device="${h(c.serial)}" data-outcome="not-run">·</td>`;
  const reason = execs.find((e) => e.outcome === 'undetermined')?.reason;
  const label = outcome === 'undetermined' && reason ? `? ${reason}` : cellLabel[outcome];
  return (
    `<td class="cell o-${outcome}" data-device="${h(c.serial)}" data-device-label="${h(c.label)}" data-outcome="${outcome}"` +
    `${reason ? ` data-reason="${h(reason)}"` : ''} data-exec="${execs.map((e) => execIndex.get(e)).join(',')}"` +
    ` title="${h(cellTitle(outcome, execs))}" tabindex="0">${h(label)}</td>`
  );
}

function findingsSection(report: Report): string {
  if (report.findings.length === 0)
    return '<section id="findings"><h2>Findings</h2><p class="muted">No failures.</p></section>';
  const items = report.findings.map((f) => findingArticle(f, report));
  return `<section id="findings"><h2>Findings (${report.findings.length})</h2>${items.join('')}</section>`;
}

function findingArticle(f: Report['findings'][number], report: Report): string {
  const where = f.frame?.file ? `${f.frame.file}${f.frame.line !== undefined ? `:${f.frame.line}` : ''}` : '';
  const tests = f.tests.map((t) => `<code>${h(testKey(t))}</code>`).join(', ');
  const deviceSpecific = f.deviceSpecific
    ? '<p class="device-specific"><b>Device-specific:</b> ' +
      `fails on ${h(f.deviceSpecific.failsOn.map(describeFindingDevice).join('; '))} every run; ` +
      `passes on ${h(f.deviceSpecific.passesOn.map(describeFindingDevice).join('; '))}</p>`
    : '';
  return [
    `<article class="finding" id="finding-${h(f.id)}" data-finding="${h(f.id)}">`,
    `<h3>${h(f.id)} <span class="exc">${h(f.exceptionType ?? 'failure')}</span></h3>`,
    where ? `<p class="where">${h(where)}</p>` : '',
    f.message ? `<p>${h(f.message)}</p>` : '',
    `<p class="muted">tests: ${tests} · devices: ${h(f.devices.map((s) => labelOf(report.devices, s)).join(', ') || '—')}</p>`,
    deviceSpecific,
    orderDependentIn(report, f) ? `<p class="order-dependent"><b>${h(ORDER_DEPENDENT_NOTE)}</b></p>` : '',
    f.trace ? `<details><summary>trace</summary><pre class="trace">${h(f.trace)}</pre></details>` : '',
    '</article>',
  ].join('');
}

/** The heal rounds as a timeline: regenerators, each attempt with its level and refusal, the rescan. */
function healSection(report: Report): string {
  const heal = report.heal;
  if (!heal) return '';
  const rounds = heal.rounds.map(healRound);
  const remaining = heal.remaining?.length
    ? '<h3>Remaining</h3><ul class="remaining">' +
      heal.remaining
        .map(
          (x) =>
            `<li data-verdict="${h(x.verdict)}"><code>${h(x.finding)}</code> ${h(x.verdict)}` +
            `${x.reason ? ` — ${h(x.reason)}` : ''}</li>`,
        )
        .join('') +
      '</ul>'
    : '';
  return (
    `<section id="heal"><h2>Heal: ${h(heal.status)} <span class="muted">(${h(heal.outcome)})</span></h2>` +
    `${heal.detail ? `<p>${h(heal.detail)}</p>` : ''}<ol class="timeline">${rounds.join('')}</ol>${remaining}</section>`
  );
}

function healRound(r: HealRound): string {
  const rows = r.attempts.map(attemptRow);
  const regen = (r.regenerators ?? [])
    .map(
      (g) =>
        `<p class="regenerator">regenerator <code>${h(g.command)}</code>: ` +
        `${g.answered ? 'committed' : g.changed ? 'discarded' : 'no change'}</p>`,
    )
    .join('');
  const rescan = r.rescan
    ? `<p class="rescan">rescan on devices: passed ${h(r.rescan.passed.join(', ') || 'none')}; ` +
      `failing ${h(r.rescan.failing.join(', ') || 'none')}` +
      `${r.rescan.undetermined ? `; ${r.rescan.undetermined} undetermined` : ''}</p>`
    : '';
  const head = thead(['finding', 'attempt', 'engine', 'level', 'outcome', 'detail / refusals']);
  return (
    `<li class="round" data-round="${r.round}"><h3>Round ${r.round}</h3>${regen}` +
    `<table class="attempts">${head}<tbody>${rows.join('')}</tbody></table>${rescan}</li>`
  );
}

function attemptRow(a: HealRound['attempts'][number]): string {
  const refusals = (a.refusals ?? []).map(
    (x) =>
      `<li class="refusal" data-rule="${h(x.rule)}"><code>${h(x.rule)}</code>` +
      `${x.file ? ` at <code>${h(x.file)}${x.line !== undefined ? `:${x.line}` : ''}</code>` : ''}: ${h(x.detail)}</li>`,
  );
  const touched = a.touched?.length
    ? `<p class="muted">touched ${a.touched.map((t) => `<code>${h(t)}</code>`).join(', ')}</p>`
    : '';
  return tr(` class="attempt a-${h(a.outcome)}"`, [
    ...tds([h(a.finding), a.attempt, h(a.engine ?? ''), a.level ?? '']),
    `<td class="outcome">${h(a.outcome)}</td>`,
    `<td>${a.detail ? h(a.detail) : ''}${refusals.length ? `<ul>${refusals.join('')}</ul>` : ''}${touched}</td>`,
  ]);
}

/**
 * The checks of the run: kind, where it ran (devices or the host), results, and a check that could
 * not run with its remedy and output tail.
 */
function checksSection(report: Report): string {
  if (!report.checks || report.checks.length === 0) return '';
  const rows = report.checks.map((c) =>
    tr(` class="check" data-check="${h(c.name)}" data-status="${c.status}"`, [
      ...tds([`<code>${h(c.name)}</code>`, h(c.kind), c.placement === 'host' ? 'host' : 'devices', c.tests]),
      `<td>${c.status === 'ran' ? 'ran' : `<span class="v-undetermined">undetermined</span> ${h(c.reason ?? '')}`}</td>`,
      `<td>${h(c.detail ?? '')}${c.remedy ? ` — ${h(c.remedy)}` : ''}` +
        (c.outputTail
          ? `<details><summary>output</summary><pre class="trace">${h(c.outputTail)}</pre></details>`
          : '') +
        '</td>',
    ]),
  );
  const head = thead(['check', 'kind', 'where', 'results', 'status', 'detail']);
  return (
    `<section id="checks"><h2>Checks (${report.checks.length})</h2>` +
    `<table class="devices">${head}<tbody>${rows.join('')}</tbody></table></section>`
  );
}

/** Options of the HTML rendering. */
export interface HtmlOptions {
  /** screenshots inlined as data: URIs, by attachment path (`inlineScreenshots`); the rest is linked */
  inline?: ReadonlyMap<string, string>;
}

function devicesSection(report: Report): string {
  const rows = report.devices.map((d) =>
    tr(` class="device state-${h(d.state)}" data-device="${h(d.serial)}" data-state="${h(d.state)}"`, [
      ...tds([
        h(deviceLabel(d)),
        `<span class="badge state-${h(d.state)}">${h(d.state)}</span>`,
        h(d.kind),
        h([d.manufacturer, d.model].filter(Boolean).join(' ')),
        d.sdk ?? '',
        h((d.abis ?? []).join(', ')),
        h(d.groups.join(', ')),
        h(d.server),
        h(d.reason ?? ''),
        h(d.remedy ?? ''),
      ]),
    ]),
  );
  const head = thead(['device', 'state', 'kind', 'model', 'sdk', 'abis', 'groups', 'server', 'reason', 'remedy']);
  return (
    `<section id="devices"><h2>Devices (${report.summary.devicesReady}/${report.summary.devices} ready)</h2>` +
    `<table class="devices">${head}<tbody>${rows.join('')}</tbody></table></section>`
  );
}

/**
 * The report's CSS and browser script are real files (src/report/assets/, linted and formatted like the
 * rest of the tree), read once from next to this module — `npm run build` copies them into dist/ — and
 * inlined into every report, which stays one self-contained file.
 */
let assets: { css: string; script: string } | undefined;
function reportAssets(): { css: string; script: string } {
  if (!assets) {
    const read = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');
    assets = { css: read('report.css'), script: read('report.js') };
  }
  return assets;
}

/**
 * Forbids every fetch but the report's own attachments: the page is one file; screenshots too large to
 * inline and recordings load from `attachments/` beside it (same origin), nothing from anywhere else.
 */
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data: 'self'; media-src 'self'";

export function renderHtml(report: Report, options: HtmlOptions = {}): string {
  const { css, script } = reportAssets();
  const execIndex = new Map(report.executions.map((e, i) => [e, i] as const));
  const title = `droidheal: ${report.runVerdict.toUpperCase()}${report.suite.name ? ` — ${report.suite.name}` : ''}`;
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${h(title)}</title>`,
    '<style>',
    `${css}</style></head>`,
    '<body>',
    ...headerLines(report),
    '<main>',
    '<section id="tests"><h2>Device × test matrix</h2>',
    filters(report),
    matrix(report, execIndex),
    `<div id="detail" hidden data-order-note="${h(ORDER_DEPENDENT_NOTE)}"></div>`,
    '<div id="lightbox" hidden role="dialog" aria-label="screenshot"><button type="button" class="close">close</button></div>',
    '<p class="muted">Hover a cell for its outcome and reason; click it for every attempt with its trace.</p>',
    '</section>',
    timelineSection(report),
    findingsSection(report),
    evidenceSection(report, options.inline ?? new Map()),
    healSection(report),
    checksSection(report),
    devicesSection(report),
    '</main>',
    `<footer>droidheal ${h(report.tool.version)} · report schema v${report.schemaVersion} · ` +
      `${h(report.startedAt)} → ${h(report.finishedAt)}</footer>`,
    `<script type="application/json" id="droidheal-executions">${scriptJson(report.executions)}</script>`,
    '<script>',
    `${script}</script>`,
    '</body></html>',
    '',
  ].join('\n');
}

/** The banner with the run verdict, the counts, and what blocks the release (the gate's judgement). */
function headerLines(report: Report): string[] {
  const g = gate(report);
  const s = report.summary.verdicts;
  const blocks = (list: readonly ShownBlock[]) =>
    list.map((b) => `<li data-kind="${b.kind}">${h(blockText(b))}</li>`).join('');
  const blocking = g.blocking.length
    ? `<ul class="blocking" id="blocking">${blocks(collapseGroups(g.blocking))}</ul>`
    : '<p id="blocking">Nothing blocks the release.</p>';
  const notes = g.notes.length
    ? `<p class="muted">Not blocking:</p><ul class="blocking" id="notes">${blocks(collapseGroups(g.notes))}</ul>`
    : '';
  const counts =
    `${report.summary.tests} tests: ${s.pass} passed · ${s.fail} failed · ${s.flaky} flaky · ` +
    `${s.undetermined} undetermined · ${s.skipped} skipped — ` +
    `${report.summary.devicesReady}/${report.summary.devices} devices ready — ${report.summary.executions} executions` +
    (report.suite.name ? ` — ${h(report.suite.name)}` : '') +
    (report.commit ? ` — commit <code>${h(report.commit)}</code>` : '') +
    (report.shard ? ` — shard ${report.shard.index + 1}/${report.shard.count}` : '');
  const v = report.runVerdict;
  return [
    '<header><h1>droidheal report ' +
      `<span class="banner ${v}" id="run-verdict" data-verdict="${v}">${v.toUpperCase()}</span></h1>`,
    `<p class="muted" id="counts">${counts}</p>`,
    buildLine(report),
    `<h2 style="margin-top:12px">What blocks the release</h2>${blocking}${notes}`,
    '</header>',
  ];
}

/** Which build ran: each check's app and test APK with its version (from the APKs' manifests). */
function buildLine(report: Report): string {
  const checks = (report.checks ?? []).filter((c) => c.apks?.length);
  if (checks.length === 0) return '';
  const apk = (a: ReportApk) =>
    `<span class="apk" data-role="${a.role}" data-package="${h(a.package)}">${a.role} <code>${h(a.package)}</code> ` +
    `${h(a.versionName ?? '?')}${a.versionCode !== undefined ? ` (${a.versionCode})` : ''}</span>`;
  const parts = checks.map(
    (c) => `${checks.length > 1 ? `<b>${h(c.name)}</b>: ` : ''}${(c.apks ?? []).map(apk).join(' · ')}`,
  );
  return `<p class="muted" id="build">build: ${parts.join(' — ')}</p>`;
}

/** The verdict filter buttons above the matrix (the browser script makes them work). */
function filters(report: Report): string {
  const s = report.summary.verdicts;
  const button = (filter: string, label: string, pressed: boolean) =>
    `<button type="button" data-filter="${filter}" aria-pressed="${pressed}">${label}</button>`;
  // the devices that ran something, by the name a person knows them by
  const ran = new Set(report.executions.map((e) => e.device).filter((d) => d !== ''));
  const options = [...ran].map(
    (serial) => `<option value="${h(serial)}">${h(labelOf(report.devices, serial))}</option>`,
  );
  return (
    '<div class="filters" role="group" aria-label="filter by verdict">' +
    button('all', 'all', true) +
    button('fail', `failed (${s.fail})`, false) +
    button('undetermined', `undetermined (${s.undetermined})`, false) +
    button('flaky', `flaky (${s.flaky})`, false) +
    button('pass', `passed (${s.pass})`, false) +
    button('skipped', `skipped (${s.skipped})`, false) +
    '<label>device <select id="device-filter" aria-label="filter by device"><option value="">all devices</option>' +
    `${options.join('')}</select></label>` +
    '<input type="search" id="text-filter" placeholder="search tests, reasons, findings" aria-label="search tests">' +
    `<span class="muted" id="shown-count">${report.verdicts.length} shown</span></div>`
  );
}
