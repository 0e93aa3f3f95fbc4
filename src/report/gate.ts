import type { RunVerdict, TestVerdict, UndeterminedReason } from '../config/outcome.js';
import { groupTestKey, testKey } from '../config/outcome.js';
import type { Quarantine } from '../config/quarantine.js';
import type { Report } from '../config/report.js';
import type { Waiver, WaiverCovers } from '../config/waivers.js';
import { isRequiredGroup } from './derive.js';
import { describeWaiver, isExpired, waiverCovers } from './waivers.js';

/**
 * The release gate (docs/reports.md): the release verdict with every reason that blocks it.
 * It judges the report's test verdicts and group states itself rather than trusting the stored
 * runVerdict, so a suite test with no verdict at all still blocks (undetermined `not-run`).
 */

export type BlockKind = 'test-failed' | 'test-flaky' | 'test-undetermined' | 'group-undetermined';

export interface Block {
  kind: BlockKind;
  group: string;
  test?: string;
  reason?: UndeterminedReason;
  detail?: string;
  findingId?: string;
  remedy?: string;
}

export type WaiverStatus = 'applied' | 'unused' | 'expired' | 'unknown';

export interface WaiverResult {
  waiver: Waiver;
  status: WaiverStatus;
  /** what it waived (applied) or why it did not apply */
  note: string;
}

export interface GateResult {
  verdict: RunVerdict;
  blocking: Block[];
  /** `by`: a waiver, or the quarantine list (`--quarantine`) */
  waived: Array<Block & { waiver: string; by: 'waiver' | 'quarantine' }>;
  /** results that are not release-blocking but worth reading (flaky when allowed, optional groups) */
  notes: Block[];
  waivers: WaiverResult[];
  /** what each quarantine entry did: applied, unused, expired (no longer applies), unknown */
  quarantine: WaiverResult[];
  counts: { tests: number; pass: number; fail: number; flaky: number; skipped: number; undetermined: number };
}

export interface GateOptions {
  waivers?: readonly Waiver[];
  /** quarantined tests: any result of theirs is reported but does not block, until the entry expires */
  quarantine?: readonly Quarantine[];
  flakyBlocks?: boolean;
  now?: Date;
}

const coverOf: Record<BlockKind, WaiverCovers> = {
  'test-failed': 'fail',
  'test-flaky': 'flaky',
  'test-undetermined': 'undetermined',
  'group-undetermined': 'undetermined',
};

function matches(w: Waiver, b: Block): boolean {
  if (w.group !== undefined && w.group !== b.group) return false;
  // a test waiver never waives a whole group's status (a group block has no test)
  if (w.test !== undefined && w.test !== b.test) return false;
  return waiverCovers(w).includes(coverOf[b.kind]);
}

export function gate(report: Report, options: GateOptions = {}): GateResult {
  const now = options.now ?? new Date();
  const verdicts = withNotRun(report);
  const { candidates, notes } = judgeResults(report, verdicts, options.flakyBlocks === true);
  const quarantined = new Set((options.quarantine ?? []).map(quarantineWaiver));
  const all = [...quarantined, ...(options.waivers ?? [])];
  const { results: unusable, active } = sortWaivers(report, verdicts, all, now);
  const { blocking, waived, results: used } = applyWaivers(candidates, active, quarantined);
  const results = [...unusable, ...used];
  const verdict: RunVerdict = blocking.some((b) => b.kind === 'test-failed' || b.kind === 'test-flaky')
    ? 'fail'
    : blocking.length > 0
      ? 'undetermined'
      : 'pass';
  return {
    verdict,
    blocking,
    waived,
    notes,
    waivers: results.filter((r) => !quarantined.has(r.waiver)),
    quarantine: results.filter((r) => quarantined.has(r.waiver)),
    counts: countVerdicts(verdicts),
  };
}

/** A quarantine entry as the waiver it acts as: it covers every result of its test, until it expires. */
function quarantineWaiver(q: Quarantine): Waiver {
  return {
    test: q.test,
    ...(q.group !== undefined ? { group: q.group } : {}),
    reason: `quarantined, owner ${q.owner}: ${q.reason}`,
    expires: q.expires,
    covers: ['fail', 'flaky', 'undetermined'],
  };
}

/** The report's verdicts, plus a `not-run` undetermined one for each suite test no report determined. */
function withNotRun(report: Report): TestVerdict[] {
  const verdicts = [...report.verdicts];
  // a suite test no report determined is undetermined, never silently absent
  const known = new Set(verdicts.map((v) => groupTestKey(v.group, v.test)));
  for (const g of report.suite.groups) {
    for (const t of g.tests) {
      if (!known.has(groupTestKey(g.group, t))) {
        verdicts.push({
          test: t,
          group: g.group,
          verdict: 'undetermined',
          reason: 'not-run',
          detail: 'in the suite but has no verdict in the report',
        });
      }
    }
  }
  return verdicts;
}

/**
 * Every result that is not a pass, as a block: a candidate to block the release (before waivers), or
 * a note when policy says it does not block (an optional group, flaky unless `flakyBlocks`).
 */
function judgeResults(
  report: Report,
  verdicts: readonly TestVerdict[],
  flakyBlocks: boolean,
): { candidates: Block[]; notes: Block[] } {
  const candidates: Block[] = [];
  const notes: Block[] = [];
  for (const g of report.groups) {
    if (g.status !== 'undetermined') continue;
    const b: Block = {
      kind: 'group-undetermined',
      group: g.name,
      reason: g.reason ?? 'no-device',
      detail: g.detail,
      remedy: g.remedy,
    };
    (g.required ? candidates : notes).push(b);
  }
  for (const v of verdicts) {
    const test = testKey(v.test);
    if (v.verdict === 'fail')
      candidates.push({ kind: 'test-failed', group: v.group, test, detail: v.detail, findingId: v.findingId });
    else if (v.verdict === 'flaky') {
      const b: Block = { kind: 'test-flaky', group: v.group, test, detail: v.detail, findingId: v.findingId };
      (flakyBlocks ? candidates : notes).push(b);
    } else if (v.verdict === 'undetermined') {
      const b: Block = { kind: 'test-undetermined', group: v.group, test, reason: v.reason, detail: v.detail };
      (isRequiredGroup(report.groups, v.group) ? candidates : notes).push(b);
    }
  }
  return { candidates, notes };
}

/** Waivers that may apply (`active`), and the results of those that may not: expired, or naming nothing here. */
function sortWaivers(
  report: Report,
  verdicts: readonly TestVerdict[],
  waivers: readonly Waiver[],
  now: Date,
): { results: WaiverResult[]; active: Waiver[] } {
  const knownGroups = new Set([...report.groups.map((g) => g.name), ...verdicts.map((v) => v.group)]);
  // a waiver is unknown when nothing in the report is what it names (e.g. a deleted test, a renamed group)
  const names = (w: Waiver): boolean =>
    w.test === undefined
      ? knownGroups.has(w.group!)
      : verdicts.some((v) => testKey(v.test) === w.test && (w.group === undefined || v.group === w.group));
  const results: WaiverResult[] = [];
  const active: Waiver[] = [];
  for (const w of waivers) {
    if (isExpired(w, now)) results.push({ waiver: w, status: 'expired', note: `expired on ${w.expires}; not applied` });
    else if (!names(w)) {
      const what = [
        w.test !== undefined ? `test ${w.test}` : undefined,
        w.group !== undefined ? `group ${w.group}` : undefined,
      ]
        .filter(Boolean)
        .join(' in ');
      results.push({ waiver: w, status: 'unknown', note: `${what} is not in this report; not applied` });
    } else active.push(w);
  }
  return { results, active };
}

/** Each candidate waived by the first active waiver covering it, else blocking; and what each waiver did. */
function applyWaivers(
  candidates: readonly Block[],
  active: readonly Waiver[],
  quarantined: ReadonlySet<Waiver>,
): { blocking: Block[]; waived: GateResult['waived']; results: WaiverResult[] } {
  const blocking: Block[] = [];
  const waived: GateResult['waived'] = [];
  const used = new Map<Waiver, number>();
  for (const b of candidates) {
    const w = active.find((x) => matches(x, b));
    if (w) {
      waived.push({ ...b, waiver: describeWaiver(w), by: quarantined.has(w) ? 'quarantine' : 'waiver' });
      used.set(w, (used.get(w) ?? 0) + 1);
    } else blocking.push(b);
  }
  const results = active.map((w): WaiverResult => {
    const n = used.get(w) ?? 0;
    return n > 0
      ? { waiver: w, status: 'applied', note: `waived ${n} blocking result${n === 1 ? '' : 's'}` }
      : { waiver: w, status: 'unused', note: `nothing it covers (${waiverCovers(w).join(', ')}) blocks; not needed` };
  });
  return { blocking, waived, results };
}

function countVerdicts(verdicts: readonly TestVerdict[]): GateResult['counts'] {
  const count = (k: string): number => verdicts.filter((v) => v.verdict === k).length;
  return {
    tests: verdicts.length,
    pass: count('pass'),
    fail: count('fail'),
    flaky: count('flaky'),
    skipped: count('skipped'),
    undetermined: count('undetermined'),
  };
}

/** A block as shown to people: a group that could not run carries the number of its tests it stands for. */
export type ShownBlock = Block & { tests?: number };

/**
 * A group that could not run makes every one of its tests undetermined for the same reason: show
 * the group's cause once, with how many tests it affects, instead of one line per test. Tests of
 * that group undetermined for another reason (and everything else) are kept as they are.
 */
export function collapseGroups(blocks: readonly Block[]): ShownBlock[] {
  const down = new Map(
    blocks.filter((b) => b.kind === 'group-undetermined').map((b) => [b.group, { ...b, tests: 0 } as ShownBlock]),
  );
  const shown: ShownBlock[] = [];
  for (const b of blocks) {
    const g = down.get(b.group);
    if (b.kind === 'group-undetermined') shown.push(g!);
    else if (b.kind === 'test-undetermined' && g && b.reason === g.reason) g.tests! += 1;
    else shown.push(b);
  }
  return shown;
}

function blockLine(b: ShownBlock): string {
  // only a collapsed group carries a test count
  if (b.tests !== undefined) {
    const why = [b.detail, b.remedy ? `fix: ${b.remedy}` : undefined].filter(Boolean).join('; ');
    const tests = `${b.tests} test${b.tests === 1 ? '' : 's'}`;
    return `group ${b.group} could not run (${b.reason ?? 'unknown'}): ${tests} undetermined${why ? ` — ${why}` : ''}`;
  }
  const what: Record<BlockKind, string> = {
    'test-failed': 'failed',
    'test-flaky': 'flaky',
    'test-undetermined': `undetermined (${b.reason ?? 'unknown'})`,
    'group-undetermined': `group undetermined (${b.reason ?? 'unknown'})`,
  };
  const subject = b.test ? `${b.test} on ${b.group}` : b.group;
  const extra = [
    b.detail,
    b.findingId ? `finding ${b.findingId}` : undefined,
    b.remedy ? `fix: ${b.remedy}` : undefined,
  ]
    .filter(Boolean)
    .join('; ');
  return `${what[b.kind]}: ${subject}${extra ? ` — ${extra}` : ''}`;
}

/** Blocks as lines: collapsed per group that could not run, or one line per test with `everyTest`. */
function blockLines(blocks: readonly Block[], everyTest: boolean, suffix: (b: Block) => string = () => ''): string[] {
  const shown = everyTest ? blocks : collapseGroups(blocks);
  const lines = shown.map((b) => `  ${blockLine(b)}${suffix(b)}`);
  const hidden = shown.filter((b) => (b as ShownBlock).tests).map((b) => b.group);
  if (hidden.length > 0)
    lines.push(`  (each test of ${hidden.join(', ')}: droidheal gate REPORT --every-test, or --json)`);
  return lines;
}

export function describeWaiverResult(w: WaiverResult): string {
  return `${w.status}: ${describeWaiver(w.waiver)} — ${w.note}`;
}

/**
 * The gate's human output: verdict first, then every blocking reason, waivers and notes. A group
 * that could not run is one line (its cause, remedy and test count); `everyTest` lists its tests too.
 */
export function formatGate(r: GateResult, opts: { everyTest?: boolean } = {}): string {
  const every = opts.everyTest === true;
  const c = r.counts;
  const lines = [
    `release verdict: ${r.verdict.toUpperCase()} (${c.tests} tests: ${c.pass} pass, ${c.fail} fail, ${c.flaky} flaky, ` +
      `${c.undetermined} undetermined, ${c.skipped} skipped)`,
  ];
  if (r.blocking.length > 0) lines.push(`blocking (${r.blocking.length}):`, ...blockLines(r.blocking, every));
  else lines.push('blocking: nothing');
  if (r.waived.length > 0)
    lines.push(
      `waived (${r.waived.length}):`,
      ...blockLines(r.waived, every, (b) => {
        const w = b as GateResult['waived'][number];
        return ` — ${w.by} ${w.waiver}`;
      }),
    );
  const stale = r.quarantine.filter((q) => q.status === 'expired' || q.status === 'unknown');
  if (stale.length > 0) lines.push('quarantine not applied:', ...stale.map((q) => `  ${describeWaiverResult(q)}`));
  const bad = r.waivers.filter((w) => w.status !== 'applied');
  if (bad.length > 0) lines.push('waivers not applied:', ...bad.map((w) => `  ${describeWaiverResult(w)}`));
  if (r.notes.length > 0) lines.push('not blocking:', ...blockLines(r.notes, every));
  return `${lines.join('\n')}\n`;
}
