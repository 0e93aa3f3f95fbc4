import { deviceLabel, labelOf } from '../config/device-facts.js';
import { type Execution, groupTestKey, type TestVerdict, testKey } from '../config/outcome.js';
import type { Report } from '../config/report.js';
import { executionsByTest, groupNames } from './derive.js';
import { ORDER_DEPENDENT_NOTE } from './order-dependent.js';
import { el } from './xml.js';

/**
 * JUnit XML in the Ant layout CI parsers read: testsuites / testsuite (one per device group) /
 * properties, testcase (one per test verdict) / failure | error | skipped, system-out.
 * Undetermined is never a `<failure>` (unlike Marathon's INCOMPLETE): it is an `<error
 * type="undetermined:REASON">`, or `<skipped>` when the CI should not count it at all.
 * Flaky tests pass (no child element) and say so in system-out and a suite property, since the
 * Ant schema has no flaky attribute.
 */
export interface JunitOptions {
  undeterminedAs?: 'error' | 'skipped';
  /**
   * prefix of attachment paths in `[[ATTACHMENT|…]]` lines: the report folder as the CI job sees it
   * (Jenkins resolves a relative path against the workspace, GitLab against the project folder).
   * Default: none, paths relative to the report folder as report.json holds them.
   */
  attachmentBase?: string;
}

/** An attachment's path as a CI reads it: under `base` (a `/`-separated prefix) when one is given. */
export function attachmentPath(path: string, base: string): string {
  return base ? `${base.replace(/[\\/]+$/, '')}/${path}` : path;
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

/** Ant's timestamp has no zone: the UTC wall time, to the second. */
function antTimestamp(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '1970-01-01T00:00:00' : d.toISOString().slice(0, 19);
}

function executionLine(e: Execution, report: Report): string {
  const what = e.outcome === 'undetermined' ? `undetermined (${e.reason ?? 'unknown'})` : e.outcome;
  const kind = e.failureKind ?? e.skipKind;
  const device = e.device ? labelOf(report.devices, e.device) : '(none)';
  return `device ${device} attempt ${e.attempt}: ${what}${kind ? ` [${kind}]` : ''}${e.detail ? ` — ${e.detail}` : ''}`;
}

/** The failure's one line; an order-dependent one leads with what to do about it. */
function failureMessage(v: TestVerdict, failure: Execution | undefined): string {
  const detail = v.detail ?? failure?.detail ?? 'failed';
  return v.orderDependent ? `${ORDER_DEPENDENT_NOTE} — ${detail}` : detail;
}

function testcase(v: TestVerdict, execs: readonly Execution[], report: Report, opts: Required<JunitOptions>): string {
  const time = execs.reduce((sum, e) => sum + (e.durationMs ?? 0), 0);
  const children: string[] = [];
  const failure = execs.find((e) => e.outcome === 'failed');
  const finding = report.findings.find((f) => f.id === v.findingId);
  if (v.verdict === 'fail') {
    children.push(
      el(
        'failure',
        {
          message: failureMessage(v, failure),
          type: finding?.exceptionType ?? failure?.failureKind ?? 'failure',
        },
        { text: failure?.trace ?? finding?.trace ?? v.detail ?? '' },
      ),
    );
  } else if (v.verdict === 'undetermined') {
    const type = `undetermined:${v.reason ?? 'unknown'}`;
    const message = `${type}${v.detail ? ` — ${v.detail}` : ''}`;
    children.push(
      opts.undeterminedAs === 'skipped'
        ? el('skipped', { message })
        : el('error', { type, message }, { text: message }),
    );
  } else if (v.verdict === 'skipped') {
    children.push(el('skipped', { message: v.detail ?? execs.find((e) => e.skipKind)?.skipKind ?? 'skipped' }));
  }
  const out: string[] = [];
  if (v.verdict === 'flaky') out.push(`[flaky] ${v.detail ?? 'failed and passed on re-run'}`);
  for (const e of execs) {
    out.push(executionLine(e, report));
    // each on a line of its own, nothing around it: the form Jenkins' junit-attachments and GitLab read
    for (const a of e.attachments ?? []) out.push(`[[ATTACHMENT|${attachmentPath(a.path, opts.attachmentBase)}]]`);
    for (const n of e.evidenceNotes ?? []) out.push(`evidence: ${n}`);
  }
  if (v.verdict === 'flaky' && failure?.trace) out.push(failure.trace);
  if (out.length > 0) children.push(el('system-out', {}, { text: out.join('\n') }));
  return el('testcase', { classname: v.test.class, name: v.test.method, time: seconds(time) }, { children });
}

export function renderJunit(report: Report, options: JunitOptions = {}): string {
  const opts: Required<JunitOptions> = {
    undeterminedAs: options.undeterminedAs ?? 'error',
    attachmentBase: options.attachmentBase ?? '',
  };
  const byTest = executionsByTest(report.executions);
  const timestamp = antTimestamp(report.startedAt);
  const totals = { tests: 0, failures: 0, errors: 0, skipped: 0, time: 0 };
  const suites = groupNames(report).map((name, id) => {
    const group = report.groups.find((g) => g.name === name);
    const verdicts = report.verdicts.filter((v) => v.group === name);
    const cases = verdicts.map((v) => testcase(v, byTest.get(groupTestKey(name, v.test)) ?? [], report, opts));
    const undetermined = verdicts.filter((v) => v.verdict === 'undetermined').length;
    const counts = {
      tests: verdicts.length,
      failures: verdicts.filter((v) => v.verdict === 'fail').length,
      errors: opts.undeterminedAs === 'error' ? undetermined : 0,
      skipped:
        verdicts.filter((v) => v.verdict === 'skipped').length + (opts.undeterminedAs === 'skipped' ? undetermined : 0),
      time: report.executions.filter((e) => e.group === name).reduce((s, e) => s + (e.durationMs ?? 0), 0),
    };
    totals.tests += counts.tests;
    totals.failures += counts.failures;
    totals.errors += counts.errors;
    totals.skipped += counts.skipped;
    totals.time += counts.time;
    const props: Array<[string, string]> = [
      ['droidheal.group.required', String(group?.required ?? true)],
      ['droidheal.group.status', group?.status ?? 'ok'],
    ];
    if (group?.reason) props.push(['droidheal.group.reason', group.reason]);
    if (group?.detail) props.push(['droidheal.group.detail', group.detail]);
    for (const serial of group?.devices ?? []) {
      const d = report.devices.find((x) => x.serial === serial);
      props.push([
        'droidheal.device',
        `${deviceLabel(d ?? { serial })} ${d?.state ?? 'unknown'}${d?.sdk !== undefined ? ` sdk ${d.sdk}` : ''}`,
      ]);
    }
    for (const v of verdicts.filter((x) => x.verdict === 'flaky')) props.push(['droidheal.flaky', testKey(v.test)]);
    for (const v of verdicts.filter((x) => x.orderDependent)) props.push(['droidheal.orderDependent', testKey(v.test)]);
    const properties = el(
      'properties',
      {},
      { children: props.map(([n, value]) => el('property', { name: n, value })) },
    );
    // Ant's layout ends every testsuite with system-out and system-err
    const suiteNote =
      group?.status === 'undetermined'
        ? `group ${name} undetermined: ${group.reason ?? 'unknown'}${group.detail ? ` — ${group.detail}` : ''}`
        : '';
    const suiteOut = [el('system-out', {}, { text: suiteNote }), el('system-err', {})];
    return el(
      'testsuite',
      {
        name,
        id,
        // Ant's XSD requires package and id on every testsuite
        package: report.suite.name ?? 'droidheal',
        tests: counts.tests,
        failures: counts.failures,
        errors: counts.errors,
        skipped: counts.skipped,
        time: seconds(counts.time),
        timestamp,
        hostname: group?.devices.join(',') || 'none',
      },
      { children: [properties, ...cases, ...suiteOut] },
    );
  });
  const root = el(
    'testsuites',
    {
      name: report.suite.name ?? 'droidheal',
      tests: totals.tests,
      failures: totals.failures,
      errors: totals.errors,
      skipped: totals.skipped,
      time: seconds(totals.time),
    },
    { children: suites },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`;
}
