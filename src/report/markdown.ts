import { deviceLabel, labelOf } from '../config/device-facts.js';
import type { Execution, TestVerdict } from '../config/outcome.js';
import { groupTestKey, testKey } from '../config/outcome.js';
import type { HealRecord, HealRound, Report } from '../config/report.js';
import { describeFindingDevice } from '../verdict/findings.js';
import { attachmentHref, attachmentName, executionsWithEvidence } from './attachments.js';
import { executionsByTest, foldUndetermined, groupNames, isFold, type UndeterminedFold } from './derive.js';
import { collapseGroups, describeWaiverResult, type GateResult, gate, type ShownBlock } from './gate.js';
import { ORDER_DEPENDENT_NOTE, orderDependentIn, verdictWhy } from './order-dependent.js';
import { visibleControls } from './visible.js';

/**
 * Markdown for CI step summaries and PR comments: verdict first, then what blocks it, findings,
 * device problems with remedies, heal rounds, then the per-test table. Everything the report
 * says is escaped, so a test name or trace cannot break the page.
 */

/** Escape text for inline Markdown (GitHub flavoured): one line, no markup, no raw HTML. */
export function mdText(s: string): string {
  return visibleControls(s.replace(/\r?\n|\r/g, ' '))
    .replace(/[\\`*_{}[\]()#+!|~<>-]/g, (c) => `\\${c}`)
    .replace(/&/g, '&amp;');
}

/** A code span that survives backticks inside the text. */
export function mdCode(s: string): string {
  const one = visibleControls(s.replace(/\r?\n|\r/g, ' '));
  const longest = Math.max(0, ...(one.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longest + 1);
  const pad = one.startsWith('`') || one.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${one}${pad}${fence}`;
}

/** Inside a table cell a pipe ends the cell even within a code span (GFM), so it is escaped there too. */
export function mdCell(s: string): string {
  return s.replace(/(?<!\\)\|/g, '\\|');
}

/** A fenced block longer than any backtick run in the text. */
export function mdFence(s: string): string {
  const longest = Math.max(2, ...(s.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${visibleControls(s.replace(/\r\n?/g, '\n').replace(/\n+$/, ''))}\n${fence}`;
}

export const verdictIcon: Record<string, string> = {
  pass: '✅',
  fail: '❌',
  flaky: '⚠️',
  skipped: '⏭️',
  undetermined: '❔',
};

function blockLine(b: ShownBlock): string {
  if (b.kind === 'group-undetermined' && b.tests !== undefined)
    return (
      `- ${verdictIcon.undetermined} **group ${mdText(b.group)} could not run** (${b.reason ?? 'unknown'}): ` +
      `${b.tests} test${b.tests === 1 ? '' : 's'} undetermined` +
      `${b.detail ? ` — ${mdText(b.detail)}` : ''}${b.remedy ? ` · fix: ${mdText(b.remedy)}` : ''}`
    );
  const what =
    b.kind === 'test-failed'
      ? `${verdictIcon.fail} **failed**`
      : b.kind === 'test-flaky'
        ? `${verdictIcon.flaky} **flaky**`
        : `${verdictIcon.undetermined} **undetermined** (${b.reason ?? 'unknown'})`;
  const subject = b.test ? `${mdCode(b.test)} on ${mdText(b.group)}` : `group ${mdText(b.group)} has no determination`;
  const extra = [
    b.detail ? mdText(b.detail) : undefined,
    b.findingId ? `finding ${mdCode(b.findingId)}` : undefined,
    b.remedy ? `fix: ${mdText(b.remedy)}` : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  return `- ${what}: ${subject}${extra ? ` — ${extra}` : ''}`;
}

/** A table row of cells, each already escaped for its cell. */
function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function testRow(v: TestVerdict, execs: readonly Execution[], report: Report): string {
  const devices = [...new Set(execs.map((e) => (e.device ? labelOf(report.devices, e.device) : '(none)')))];
  const why =
    v.verdict === 'undetermined' ? `${v.reason ?? 'unknown'}${v.detail ? `: ${v.detail}` : ''}` : verdictWhy(v);
  return row([
    `${verdictIcon[v.verdict]} ${v.verdict}`,
    mdCell(mdCode(testKey(v.test))),
    mdText(v.group),
    mdText(devices.join(', ') || '—'),
    mdText(why) || ' ',
  ]);
}

/**
 * Undetermined tests of one group with one cause: one row with how many and why; the tests
 * themselves behind a disclosure (GitHub renders `<details>` in a table cell), so none is lost.
 */
function foldRow(f: UndeterminedFold): string {
  const names = f.tests.map((v) => mdCell(mdCode(testKey(v.test)))).join('<br>');
  return row([
    `${verdictIcon.undetermined} undetermined`,
    `<details><summary>${f.tests.length} tests</summary>${names}</details>`,
    mdText(f.group),
    '—',
    mdText(`${f.reason}${f.detail ? `: ${f.detail}` : ''}`),
  ]);
}

export interface MarkdownOptions {
  /**
   * Above this many tests the table lists only tests that did not pass, so the summary stays
   * readable and under GitHub's 1 MiB step-summary limit. Default 300.
   */
  maxTestRows?: number;
}

/**
 * `gateResult`: the gate's judgement with its waivers and policy; without it the report is judged
 * with the default policy and no waivers.
 */
export function renderMarkdown(report: Report, gateResult?: GateResult, options: MarkdownOptions = {}): string {
  const g = gateResult ?? gate(report);
  const out = [...headline(report, gateResult), ...gateSection(g, gateResult !== undefined)];
  if (report.checks && report.checks.length > 0) out.push('', ...checksTable(report.checks));
  if (report.findings.length > 0) out.push(...findingsSection(report));
  out.push(...evidenceSection(report));
  out.push(...deviceProblemsSection(report));
  if (report.heal) out.push(...healSection(report, report.heal));
  out.push(...testsSection(report, options));
  return out.join('\n');
}

/** The run's verdict, its counts and, with a gate result given, the release verdict with waivers. */
function headline(report: Report, gateResult: GateResult | undefined): string[] {
  const s = report.summary.verdicts;
  const out = [`## ${verdictIcon[report.runVerdict]} droidheal: ${report.runVerdict.toUpperCase()}`, ''];
  out.push(
    `${report.summary.tests} tests: ${s.pass} passed, ${s.fail} failed, ${s.flaky} flaky, ` +
      `${s.undetermined} undetermined, ${s.skipped} skipped · ` +
      `${report.summary.devicesReady}/${report.summary.devices} devices ready · ${report.summary.executions} executions` +
      (report.shard ? ` · shard ${report.shard.index + 1}/${report.shard.count}` : '') +
      (report.commit ? ` · commit ${mdCode(report.commit)}` : ''),
  );
  out.push('');
  if (gateResult)
    out.push(
      `Release verdict with waivers: **${verdictIcon[gateResult.verdict]} ${gateResult.verdict.toUpperCase()}**`,
      '',
    );
  return out;
}

/** What blocks the release; waived results and unapplied waivers only when the caller judged with waivers. */
function gateSection(g: GateResult, withWaivers: boolean): string[] {
  const out = ['### What blocks the release', ''];
  if (g.blocking.length === 0) out.push('Nothing blocks the release.');
  else out.push(...collapseGroups(g.blocking).map(blockLine));
  if (withWaivers) {
    if (g.waived.length > 0)
      out.push(
        '',
        '**Waived:**',
        '',
        ...collapseGroups(g.waived).map(
          (b) => `${blockLine(b)} — waiver: ${mdText((b as GateResult['waived'][number]).waiver)}`,
        ),
      );
    const unapplied = g.waivers.filter((w) => w.status !== 'applied');
    if (unapplied.length > 0)
      out.push('', '**Waivers not applied:**', '', ...unapplied.map((w) => `- ${mdText(describeWaiverResult(w))}`));
  }
  if (g.notes.length > 0) {
    out.push('', '**Not blocking:**', '');
    out.push(...collapseGroups(g.notes).map(blockLine));
  }
  return out;
}

function findingsSection(report: Report): string[] {
  const findings = report.findings;
  const out = ['', `### Findings (${findings.length})`, ''];
  for (const f of findings) {
    const where = f.frame?.file
      ? ` at ${mdCode(`${f.frame.file}${f.frame.line !== undefined ? `:${f.frame.line}` : ''}`)}`
      : '';
    out.push(`#### ${mdText(f.id)}: ${mdText(f.exceptionType ?? 'failure')}${where}`);
    out.push('');
    if (f.message) out.push(mdText(f.message), '');
    out.push(
      `Tests: ${f.tests.map((t) => mdCode(testKey(t))).join(', ')} · devices: ${mdText(f.devices.map((s) => labelOf(report.devices, s)).join(', ') || '—')}`,
    );
    if (f.deviceSpecific) {
      const failsOn = mdText(f.deviceSpecific.failsOn.map(describeFindingDevice).join('; '));
      const passesOn = mdText(f.deviceSpecific.passesOn.map(describeFindingDevice).join('; '));
      out.push('', `**Device-specific:** fails on ${failsOn} every run; passes on ${passesOn}`);
    }
    if (orderDependentIn(report, f)) out.push('', `**${mdText(ORDER_DEPENDENT_NOTE)}**`);
    if (f.trace) out.push('', '<details><summary>trace</summary>', '', mdFence(f.trace), '', '</details>');
    out.push('');
  }
  return out;
}

/** Each failed run's screenshots, recordings, output files and log, linked relative to the report's folder. */
function evidenceSection(report: Report): string[] {
  const evidence = executionsWithEvidence(report.executions);
  if (evidence.length === 0) return [];
  const out = ['', `### Evidence (${evidence.length})`, ''];
  out.push("Links are relative to the report's folder (its `attachments/`).", '');
  for (const { e } of evidence) {
    const links = (e.attachments ?? []).map((a) => `[${mdText(attachmentName(a))}](${attachmentHref(a.path)})`);
    const notes = (e.evidenceNotes ?? []).map((n) => `_${mdText(n)}_`);
    const where = mdText(labelOf(report.devices, e.device) || '—');
    out.push(
      `- ${mdCode(testKey(e.test))} on ${where} (attempt ${e.attempt}, ${e.outcome}): ${[...links, ...notes].join(' · ')}`,
    );
  }
  return out;
}

/** Devices that are not ready and groups that could not run, each with its reason and remedy. */
function deviceProblemsSection(report: Report): string[] {
  const troubled = report.devices.filter((d) => d.state !== 'ready');
  const troubledGroups = report.groups.filter((x) => x.status === 'undetermined');
  if (troubled.length === 0 && troubledGroups.length === 0) return [];
  const out = ['', '### Device problems', ''];
  out.push('| device | state | reason | remedy |', '|---|---|---|---|');
  for (const d of troubled) {
    out.push(row([mdText(deviceLabel(d)), d.state, mdText(d.reason ?? '') || ' ', mdText(d.remedy ?? '') || ' ']));
  }
  for (const x of troubledGroups) {
    out.push(
      row([
        `group ${mdText(x.name)}`,
        `undetermined (${x.reason ?? 'unknown'})`,
        mdText(x.detail ?? '') || ' ',
        mdText(x.remedy ?? '') || ' ',
      ]),
    );
  }
  return out;
}

function healSection(report: Report, h: HealRecord): string[] {
  const out = ['', `### Heal: ${h.status} (${h.outcome})`, ''];
  if (h.detail) out.push(mdText(h.detail), '');
  for (const r of h.rounds) out.push(...healRoundLines(r));
  if (h.remaining?.length) out.push(...remainingLines(report, h.remaining));
  return out;
}

function healRoundLines(r: HealRound): string[] {
  const out = [`- Round ${r.round}: ${r.attempts.length} attempt${r.attempts.length === 1 ? '' : 's'}`];
  for (const g of r.regenerators ?? [])
    out.push(
      `  - regenerator ${mdCode(g.command)}: ${g.answered ? '**committed**' : g.changed ? 'discarded' : 'no change'}`,
    );
  for (const a of r.attempts) {
    const touched = a.touched?.length ? ` (touched ${a.touched.map((t) => mdCode(t)).join(', ')})` : '';
    const engine = a.engine ? ` (${mdText(a.engine)}${a.level ? `, level ${a.level}` : ''})` : '';
    const detail = a.detail ? ` — ${mdText(a.detail)}` : '';
    out.push(`  - ${mdCode(a.finding)} attempt ${a.attempt}${engine}: **${a.outcome}**${detail}${touched}`);
    for (const x of a.refusals ?? []) {
      const at = x.file ? ` at ${mdCode(`${x.file}${x.line !== undefined ? `:${x.line}` : ''}`)}` : '';
      out.push(`    - refused by ${mdCode(x.rule)}${at}: ${mdText(x.detail)}`);
    }
  }
  if (r.rescan) {
    const passed = r.rescan.passed.map((x) => mdCode(x)).join(', ') || 'none';
    const failing = r.rescan.failing.map((x) => mdCode(x)).join(', ') || 'none';
    const undetermined = r.rescan.undetermined ? `; ${r.rescan.undetermined} undetermined` : '';
    out.push(`  - rescan on devices: passed ${passed}; failing ${failing}${undetermined}`);
  }
  return out;
}

/** What the heal left for a person, split by whether the gate blocks on it. */
function remainingLines(report: Report, remaining: NonNullable<HealRecord['remaining']>): string[] {
  // what blocks is the gate's call, not this renderer's: a flaky test it only notes is listed apart
  const g = gate(report);
  const flakyNoted = g.notes.some((b) => b.kind === 'test-flaky') && !g.blocking.some((b) => b.kind === 'test-flaky');
  const noted = new Set(remaining.filter((x) => x.verdict === 'flaky' && flakyNoted).map((x) => x.finding));
  const line = (x: (typeof remaining)[number]) =>
    `- ${mdCode(x.finding)} **${x.verdict}**${x.reason ? ` — ${mdText(x.reason)}` : ''}`;
  const blocks = remaining.filter((x) => !noted.has(x.finding));
  const notes = remaining.filter((x) => noted.has(x.finding));
  const out: string[] = [];
  if (blocks.length) out.push('', 'Remaining (blocks the release):', '', ...blocks.map(line));
  if (notes.length) out.push('', 'Remaining (reported, does not block the release):', '', ...notes.map(line));
  return out;
}

/** The per-test table; past `maxTestRows` tests only those that did not pass. */
function testsSection(report: Report, options: MarkdownOptions): string[] {
  const out = ['', '### Tests', ''];
  const byTest = executionsByTest(report.executions);
  const ordered = groupNames(report).flatMap((name) => report.verdicts.filter((x) => x.group === name));
  const listed = ordered.length > (options.maxTestRows ?? 300) ? ordered.filter((v) => v.verdict !== 'pass') : ordered;
  const hidden = ordered.length - listed.length;
  if (hidden > 0)
    out.push(
      `${hidden} passing test${hidden === 1 ? ' is' : 's are'} not listed; the HTML and JSON reports have every test.`,
      '',
    );
  out.push('| verdict | test | group | devices | why |', '|---|---|---|---|---|');
  for (const v of foldUndetermined(listed))
    out.push(isFold(v) ? foldRow(v) : testRow(v, byTest.get(groupTestKey(v.group, v.test)) ?? [], report));
  out.push('');
  return out;
}

/** The checks of the run: where each ran, how many results, and why one could not determine anything. */
function checksTable(checks: NonNullable<Report['checks']>): string[] {
  return [
    '### Checks',
    '',
    '| check | kind | where | results | status |',
    '|---|---|---|---|---|',
    ...checks.map(
      (c) =>
        `| ${mdCell(c.name)} | ${mdCell(c.kind)} | ${c.placement === 'host' ? 'host' : 'devices'} | ${c.tests} | ${
          c.status === 'ran'
            ? 'ran'
            : mdCell(
                `undetermined ${c.reason ?? ''}${c.detail ? ` — ${c.detail}` : ''}${c.remedy ? ` — ${c.remedy}` : ''}`,
              )
        } |`,
    ),
  ];
}
