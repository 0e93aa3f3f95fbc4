import { readFileSync } from 'node:fs';
import type { Execution, TestVerdict } from '../config/outcome.js';
import { groupTestKey, testKey } from '../config/outcome.js';
import { HOST, type Report, type ReportDevice } from '../config/report.js';
import { describeFindingDevice } from '../verdict/findings.js';
import { attachmentHref, attachmentName, executionsWithEvidence } from './attachments.js';
import { groupNames } from './derive.js';
import { collapseGroups, gate, type ShownBlock } from './gate.js';
import { visibleControls } from './visible.js';

/**
 * One self-contained HTML file: inline CSS and JS, a CSP that forbids every network fetch.
 * The device × test matrix, banner, findings, heal rounds and device panel are rendered here as
 * static HTML (readable without JS); the inline script only adds filters and the click-for-detail
 * panel, reading the executions from an embedded JSON block.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values alike: one pass over the string (most of a big report is escaping). */
export function escapeHtml(s: string): string {
  return visibleControls(s).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}
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
        `attempt ${e.attempt}: ${e.outcome}${e.reason ? ` (${e.reason})` : ''}${e.failureKind ? ` [${e.failureKind}]` : ''}${e.detail ? ` — ${e.detail}` : ''}`,
    )
    .join('\n');
}

function blockText(b: ShownBlock): string {
  if (b.kind === 'group-undetermined' && b.tests !== undefined)
    return `group ${b.group} could not run (${b.reason ?? 'unknown'}): ${b.tests} test${b.tests === 1 ? '' : 's'} undetermined${b.detail ? ` — ${b.detail}` : ''}${b.remedy ? ` · fix: ${b.remedy}` : ''} (each test is in the group's table below)`;
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

function deviceHeader(d: ReportDevice): string {
  const facts = [d.model, d.sdk !== undefined ? `API ${d.sdk}` : undefined].filter(Boolean).join(' · ');
  return `<th class="dev state-${h(d.state)}" data-device="${h(d.serial)}" title="${h(`${d.serial} — ${d.state}${d.reason ? `: ${d.reason}` : ''}`)}"><span class="serial">${h(d.serial)}</span><span class="facts">${h(facts)}</span><span class="badge state-${h(d.state)}">${h(d.state)}</span></th>`;
}

interface Column {
  serial: string;
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
      header: d
        ? deviceHeader(d)
        : serial === HOST && group === HOST
          ? `<th class="dev host" data-device="${HOST}" title="checks that ran once on the host">${HOST}</th>`
          : `<th class="dev" data-device="${h(serial)}"><span class="serial">${h(serial)}</span><span class="badge">not in snapshot</span></th>`,
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
  const tables: string[] = [];
  for (const group of groupNames(report)) {
    const verdicts = report.verdicts.filter((v) => v.group === group);
    const g = report.groups.find((x) => x.name === group);
    const columns = groupColumns(report, group);
    const status =
      g?.status === 'undetermined'
        ? ` — <span class="undetermined-text">undetermined (${h(g.reason ?? 'unknown')})${g.detail ? `: ${h(g.detail)}` : ''}${g.remedy ? ` — fix: ${h(g.remedy)}` : ''}</span>`
        : '';
    const heading = `<h3>group ${h(group)}${g && !g.required ? ' <span class="muted">(optional)</span>' : ''}${status}</h3>`;
    const noDevices = columns.length === 0 ? '<th class="dev none">no device</th>' : '';
    const rows = verdicts.map((v) => matrixRow(v, columns, byCell, execIndex, columns.length === 0));
    tables.push(
      `<div class="group-matrix" data-group="${h(group)}">${heading}<div class="matrix-wrap"><table class="matrix" data-group="${h(group)}"><thead><tr><th class="test-col">test</th><th>verdict</th>${columns.map((c) => c.header).join('')}${noDevices}</tr></thead><tbody>${rows.join('\n')}</tbody></table></div></div>`,
    );
  }
  return `<div id="matrix">${tables.join('\n')}</div>`;
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
    v.verdict === 'undetermined' ? `${v.reason ?? 'unknown'}${v.detail ? `: ${v.detail}` : ''}` : (v.detail ?? '');
  const cellKey = groupTestKey(v.group, v.test);
  const cells = columns.map((c) => {
    const execs = byCell.get(`${cellKey}\u0000${c.serial}`) ?? [];
    const outcome = cellOutcome(execs);
    // a cell that never ran stays small: these are most cells of a big sharded matrix
    if (execs.length === 0)
      return `<td class="cell o-not-run" data-device="${h(c.serial)}" data-outcome="not-run">·</td>`;
    const reason = execs.find((e) => e.outcome === 'undetermined')?.reason;
    const label = outcome === 'undetermined' && reason ? `? ${reason}` : cellLabel[outcome];
    return `<td class="cell o-${outcome}" data-device="${h(c.serial)}" data-outcome="${outcome}"${reason ? ` data-reason="${h(reason)}"` : ''} data-exec="${execs.map((e) => execIndex.get(e)).join(',')}" title="${h(cellTitle(outcome, execs))}" tabindex="0">${h(label)}</td>`;
  });
  if (noDevices)
    cells.push(
      `<td class="cell o-undetermined" data-device="" data-outcome="undetermined" title="${h(why)}">? ${h(v.reason ?? 'no-device')}</td>`,
    );
  const cls = v.test.class.split('.');
  return `<tr class="test-row" data-test="${h(key)}" data-group="${h(v.group)}" data-verdict="${v.verdict}"><th class="test-col" title="${h(key)}"><span class="cls">${h(cls.slice(0, -1).join('.'))}.</span>${h(cls.at(-1) ?? '')}#<b>${h(v.test.method)}</b></th><td class="verdict v-${v.verdict}"${why ? ` title="${h(why)}"` : ''}>${h(v.verdict)}${v.verdict === 'undetermined' && v.reason ? `<small>${h(v.reason)}</small>` : ''}${v.findingId ? `<small><a href="#finding-${h(v.findingId)}">${h(v.findingId)}</a></small>` : ''}</td>${cells.join('')}</tr>`;
}

function findingsSection(report: Report): string {
  if (report.findings.length === 0)
    return '<section id="findings"><h2>Findings</h2><p class="muted">No failures.</p></section>';
  const items = report.findings.map((f) => {
    const where = f.frame?.file ? `${f.frame.file}${f.frame.line !== undefined ? `:${f.frame.line}` : ''}` : '';
    return `<article class="finding" id="finding-${h(f.id)}" data-finding="${h(f.id)}"><h3>${h(f.id)} <span class="exc">${h(f.exceptionType ?? 'failure')}</span></h3>${where ? `<p class="where">${h(where)}</p>` : ''}${f.message ? `<p>${h(f.message)}</p>` : ''}<p class="muted">tests: ${f.tests.map((t) => `<code>${h(testKey(t))}</code>`).join(', ')} · devices: ${h(f.devices.join(', ') || '—')}</p>${f.deviceSpecific ? `<p class="device-specific"><b>Device-specific:</b> fails on ${h(f.deviceSpecific.failsOn.map(describeFindingDevice).join('; '))} every run; passes on ${h(f.deviceSpecific.passesOn.map(describeFindingDevice).join('; '))}</p>` : ''}${f.trace ? `<details><summary>trace</summary><pre class="trace">${h(f.trace)}</pre></details>` : ''}</article>`;
  });
  return `<section id="findings"><h2>Findings (${report.findings.length})</h2>${items.join('')}</section>`;
}

/** The heal rounds as a timeline: regenerators, each attempt with its level and refusal, the rescan. */
function healSection(report: Report): string {
  const heal = report.heal;
  if (!heal) return '';
  const rounds = heal.rounds.map((r) => {
    const rows = r.attempts.map((a) => {
      const refusals = (a.refusals ?? []).map(
        (x) =>
          `<li class="refusal" data-rule="${h(x.rule)}"><code>${h(x.rule)}</code>${x.file ? ` at <code>${h(x.file)}${x.line !== undefined ? `:${x.line}` : ''}</code>` : ''}: ${h(x.detail)}</li>`,
      );
      const touched = a.touched?.length
        ? `<p class="muted">touched ${a.touched.map((t) => `<code>${h(t)}</code>`).join(', ')}</p>`
        : '';
      return `<tr class="attempt a-${h(a.outcome)}"><td>${h(a.finding)}</td><td>${a.attempt}</td><td>${h(a.engine ?? '')}</td><td>${a.level ?? ''}</td><td class="outcome">${h(a.outcome)}</td><td>${a.detail ? h(a.detail) : ''}${refusals.length ? `<ul>${refusals.join('')}</ul>` : ''}${touched}</td></tr>`;
    });
    const regen = (r.regenerators ?? [])
      .map(
        (g) =>
          `<p class="regenerator">regenerator <code>${h(g.command)}</code>: ${g.answered ? 'committed' : g.changed ? 'discarded' : 'no change'}</p>`,
      )
      .join('');
    const rescan = r.rescan
      ? `<p class="rescan">rescan on devices: passed ${h(r.rescan.passed.join(', ') || 'none')}; failing ${h(r.rescan.failing.join(', ') || 'none')}${r.rescan.undetermined ? `; ${r.rescan.undetermined} undetermined` : ''}</p>`
      : '';
    return `<li class="round" data-round="${r.round}"><h3>Round ${r.round}</h3>${regen}<table class="attempts"><thead><tr><th>finding</th><th>attempt</th><th>engine</th><th>level</th><th>outcome</th><th>detail / refusals</th></tr></thead><tbody>${rows.join('')}</tbody></table>${rescan}</li>`;
  });
  const remaining = heal.remaining?.length
    ? `<h3>Remaining</h3><ul class="remaining">${heal.remaining.map((x) => `<li data-verdict="${h(x.verdict)}"><code>${h(x.finding)}</code> ${h(x.verdict)}${x.reason ? ` — ${h(x.reason)}` : ''}</li>`).join('')}</ul>`
    : '';
  return `<section id="heal"><h2>Heal: ${h(heal.status)} <span class="muted">(${h(heal.outcome)})</span></h2>${heal.detail ? `<p>${h(heal.detail)}</p>` : ''}<ol class="timeline">${rounds.join('')}</ol>${remaining}</section>`;
}

/** The checks of the run: kind, where it ran (devices or the host), results, and a check that could not run with its remedy and output tail. */
function checksSection(report: Report): string {
  if (!report.checks || report.checks.length === 0) return '';
  const rows = report.checks.map(
    (c) =>
      `<tr class="check" data-check="${h(c.name)}" data-status="${c.status}"><td><code>${h(c.name)}</code></td><td>${h(c.kind)}</td><td>${c.placement === 'host' ? 'host' : 'devices'}</td><td>${c.tests}</td><td>${c.status === 'ran' ? 'ran' : `<span class="v-undetermined">undetermined</span> ${h(c.reason ?? '')}`}</td><td>${h(c.detail ?? '')}${c.remedy ? ` — ${h(c.remedy)}` : ''}${c.outputTail ? `<details><summary>output</summary><pre class="trace">${h(c.outputTail)}</pre></details>` : ''}</td></tr>`,
  );
  return `<section id="checks"><h2>Checks (${report.checks.length})</h2><table class="devices"><thead><tr><th>check</th><th>kind</th><th>where</th><th>results</th><th>status</th><th>detail</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

/** Options of the HTML rendering. */
export interface HtmlOptions {
  /** screenshots inlined as data: URIs, by attachment path (`inlineScreenshots`); the rest is linked */
  inline?: ReadonlyMap<string, string>;
}

const bytesText = (n: number) =>
  n < 1024 ? `${n} B` : n < 1048576 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1048576).toFixed(1)} MB`;

/**
 * The evidence of every failed device run: screenshot thumbnails (inlined when small, so the file
 * shows them on its own; a click opens the picture large), the recording, the files the test
 * wrote and its log, linked relative to the report's folder — and why a failure has none.
 */
function evidenceSection(report: Report, inline: ReadonlyMap<string, string>): string {
  const runs = executionsWithEvidence(report.executions);
  if (runs.length === 0) return '';
  const items = runs.map(({ e, i }) => {
    const atts = e.attachments ?? [];
    const thumbs = atts
      .filter((a) => a.kind === 'screenshot')
      .map((a) => {
        const src = inline.get(a.path) ?? attachmentHref(a.path);
        return `<a class="thumb" href="${h(attachmentHref(a.path))}" data-full="${h(src)}" title="${h(`${attachmentName(a)} · ${bytesText(a.bytes)} · sha256 ${a.sha256}`)}"><img src="${h(src)}" alt="${h(`screenshot of ${testKey(e.test)} on ${e.device}`)}" loading="lazy"></a>`;
      });
    const videos = atts
      .filter((a) => a.kind === 'screenrecord')
      .map(
        (a) =>
          `<video class="recording" controls preload="none" src="${h(attachmentHref(a.path))}" title="${h(attachmentName(a))}"></video>`,
      );
    const files = atts
      .filter((a) => a.kind !== 'screenshot')
      .map(
        (a) =>
          `<li data-kind="${a.kind}"><a href="${h(attachmentHref(a.path))}">${h(attachmentName(a))}</a> <span class="muted">${h(a.kind)} · ${bytesText(a.bytes)}${a.source ? ` · from ${h(a.source)}` : ''}</span></li>`,
      );
    const notes = (e.evidenceNotes ?? []).map((n) => `<li class="evidence-note">${h(n)}</li>`);
    return `<article class="evidence" id="evidence-${i}" data-exec="${i}" data-test="${h(testKey(e.test))}" data-device="${h(e.device)}"><h3>${h(testKey(e.test))} <span class="muted">on ${h(e.device || '—')} · group ${h(e.group)} · attempt ${e.attempt} · ${h(e.outcome)}${e.reason ? ` (${h(e.reason)})` : ''}</span></h3>${thumbs.length ? `<div class="thumbs">${thumbs.join('')}</div>` : ''}${videos.join('')}${files.length ? `<ul class="attachments">${files.join('')}</ul>` : ''}${notes.length ? `<ul class="evidence-notes">${notes.join('')}</ul>` : ''}</article>`;
  });
  return `<section id="evidence"><h2>Evidence of failed runs (${runs.length})</h2><p class="muted">Screenshots, recordings, the files each test wrote and its log, kept beside this report in <code>attachments/</code>; click a picture to see it large.</p>${items.join('')}</section>`;
}

function devicesSection(report: Report): string {
  const rows = report.devices.map(
    (d) =>
      `<tr class="device state-${h(d.state)}" data-device="${h(d.serial)}" data-state="${h(d.state)}"><td><code>${h(d.serial)}</code></td><td><span class="badge state-${h(d.state)}">${h(d.state)}</span></td><td>${h(d.kind)}</td><td>${h([d.manufacturer, d.model].filter(Boolean).join(' '))}</td><td>${d.sdk ?? ''}</td><td>${h((d.abis ?? []).join(', '))}</td><td>${h(d.groups.join(', '))}</td><td>${h(d.server)}</td><td>${h(d.reason ?? '')}</td><td>${h(d.remedy ?? '')}</td></tr>`,
  );
  return `<section id="devices"><h2>Devices (${report.summary.devicesReady}/${report.summary.devices} ready)</h2><table class="devices"><thead><tr><th>serial</th><th>state</th><th>kind</th><th>model</th><th>sdk</th><th>abis</th><th>groups</th><th>server</th><th>reason</th><th>remedy</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
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

export function renderHtml(report: Report, options: HtmlOptions = {}): string {
  const { css, script } = reportAssets();
  const g = gate(report);
  const s = report.summary.verdicts;
  const execIndex = new Map(report.executions.map((e, i) => [e, i] as const));
  const title = `droidheal: ${report.runVerdict.toUpperCase()}${report.suite.name ? ` — ${report.suite.name}` : ''}`;
  const blocking = g.blocking.length
    ? `<ul class="blocking" id="blocking">${collapseGroups(g.blocking)
        .map((b) => `<li data-kind="${b.kind}">${h(blockText(b))}</li>`)
        .join('')}</ul>`
    : '<p id="blocking">Nothing blocks the release.</p>';
  const notes = g.notes.length
    ? `<p class="muted">Not blocking:</p><ul class="blocking" id="notes">${collapseGroups(g.notes)
        .map((b) => `<li data-kind="${b.kind}">${h(blockText(b))}</li>`)
        .join('')}</ul>`
    : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data: 'self'; media-src 'self'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(title)}</title>
<style>
${css}</style></head>
<body>
<header><h1>droidheal report <span class="banner ${report.runVerdict}" id="run-verdict" data-verdict="${report.runVerdict}">${report.runVerdict.toUpperCase()}</span></h1>
<p class="muted" id="counts">${report.summary.tests} tests: ${s.pass} passed · ${s.fail} failed · ${s.flaky} flaky · ${s.undetermined} undetermined · ${s.skipped} skipped — ${report.summary.devicesReady}/${report.summary.devices} devices ready — ${report.summary.executions} executions${report.suite.name ? ` — ${h(report.suite.name)}` : ''}${report.commit ? ` — commit <code>${h(report.commit)}</code>` : ''}${report.shard ? ` — shard ${report.shard.index + 1}/${report.shard.count}` : ''}</p>
<h2 style="margin-top:12px">What blocks the release</h2>${blocking}${notes}
</header>
<main>
<section id="tests"><h2>Device × test matrix</h2>
<div class="filters" role="group" aria-label="filter by verdict"><button type="button" data-filter="all" aria-pressed="true">all</button><button type="button" data-filter="fail" aria-pressed="false">failed (${s.fail})</button><button type="button" data-filter="undetermined" aria-pressed="false">undetermined (${s.undetermined})</button><button type="button" data-filter="flaky" aria-pressed="false">flaky (${s.flaky})</button><span class="muted" id="shown-count">${report.verdicts.length} shown</span></div>
${matrix(report, execIndex)}
<div id="detail" hidden></div>
<div id="lightbox" hidden role="dialog" aria-label="screenshot"><button type="button" class="close">close</button></div>
<p class="muted">Hover a cell for its outcome and reason; click it for every attempt with its trace.</p>
</section>
${findingsSection(report)}
${evidenceSection(report, options.inline ?? new Map())}
${healSection(report)}
${checksSection(report)}
${devicesSection(report)}
</main>
<footer>droidheal ${h(report.tool.version)} · report schema v${report.schemaVersion} · ${h(report.startedAt)} → ${h(report.finishedAt)}</footer>
<script type="application/json" id="droidheal-executions">${scriptJson(report.executions)}</script>
<script>
${script}</script>
</body></html>
`;
}
