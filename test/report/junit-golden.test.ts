import { describe, expect, it } from 'vitest';
import type { Execution, Finding, TestId, TestVerdict } from '../../src/config/outcome.js';
import { renderJunit } from '../../src/report/junit.js';
import { buildReport, device } from './fixtures.js';

/**
 * One report with every kind of verdict, execution and group state, and the JUnit XML it must give,
 * written out by hand element by element: the counts, times, messages, types, properties and
 * system-out lines a CI parser reads.
 */
const id = (cls: string, method: string): TestId => ({ class: `com.example.${cls}`, method });
const rejects = id('LoginTest', 'rejects');
const total = id('CartTest', 'total');
const legacyFail = id('CartTest', 'legacy');
const orphan = id('CartTest', 'orphan');
const title = id('HomeTest', 'title');
const scroll = id('HomeTest', 'scroll');
const dark = id('SettingsTest', 'dark');
const ignored = id('SettingsTest', 'legacy');
const noSkipExec = id('SettingsTest', 'none');
const photo = id('ProfileTest', 'photo');
const bare = id('ProfileTest', 'bare');
const ok = id('PassTest', 'ok');
const cached = id('PassTest', 'cached');
const sync = id('SyncTest', 'a');
const extra = id('ExtraTest', 'x');

const api34 = [rejects, total, legacyFail, orphan, title, scroll, dark, ignored, noSkipExec, photo, bare, ok, cached];
const assertionTrace =
  'java.lang.AssertionError: expected:<1> but was:<0>\n\tat com.example.LoginTest.rejects(LoginTest.kt:9)';

const x = (test: TestId, device: string, group: string, attempt: number, rest: Partial<Execution>): Execution =>
  ({ test, device, group, attempt, outcome: 'passed', ...rest }) as Execution;
const verdict = (test: TestId, group: string, v: TestVerdict['verdict'], rest: Partial<TestVerdict> = {}) => ({
  test,
  group,
  verdict: v,
  ...rest,
});

const findings: Finding[] = [
  {
    id: 'F-1',
    signature: 'java.lang.AssertionError at com.example.LoginTest.rejects(LoginTest.kt:9)',
    exceptionType: 'java.lang.AssertionError',
    tests: [rejects],
    devices: ['p8'],
    trace: 'the finding trace, not the execution trace',
  },
  {
    id: 'F-2',
    signature: 'java.lang.IllegalStateException: cart closed',
    exceptionType: 'java.lang.IllegalStateException',
    tests: [orphan],
    devices: [],
    trace: 'java.lang.IllegalStateException: cart closed',
  },
];

function report(suiteName?: string) {
  return buildReport({
    suite: {
      ...(suiteName ? { name: suiteName } : {}),
      groups: [
        { group: 'api34', tests: api34 },
        { group: 'api26', tests: [sync] },
        { group: 'extra', tests: [extra] },
      ],
    },
    groups: [
      { name: 'api34', required: true, devices: ['p8', 'p7', 'p9'], status: 'ok' },
      {
        name: 'api26',
        required: false,
        devices: [],
        status: 'undetermined',
        reason: 'no-device',
        detail: 'no device matches sdk 26',
      },
      { name: 'api21', required: true, devices: [], status: 'undetermined' },
    ],
    devices: [device('p8', ['api34'], { model: 'Pixel 8', sdk: 34 }), device('p7', ['api34'], { state: 'offline' })],
    executions: [
      x(rejects, 'p8', 'api34', 1, {
        outcome: 'failed',
        failureKind: 'assertion',
        detail: 'expected:<1> but was:<0>',
        trace: assertionTrace,
        durationMs: 1500,
      }),
      x(rejects, 'p8', 'api34', 2, {
        outcome: 'failed',
        failureKind: 'assertion',
        detail: 'expected:<1> but was:<0>',
        durationMs: 1250,
      }),
      x(total, 'p7', 'api34', 1, {
        outcome: 'failed',
        failureKind: 'timeout',
        detail: 'no output past the silence timeout',
        durationMs: 3000,
      }),
      x(title, 'p8', 'api34', 1, {
        outcome: 'failed',
        failureKind: 'assertion',
        detail: 'title shown late',
        trace: 'java.lang.AssertionError: title shown late',
        durationMs: 800,
      }),
      x(title, 'p7', 'api34', 2, { durationMs: 400 }),
      x(scroll, 'p7', 'api34', 1, { outcome: 'failed', failureKind: 'exception' }),
      x(scroll, 'p7', 'api34', 2, { durationMs: 600 }),
      x(dark, 'p8', 'api34', 1, { outcome: 'skipped', skipKind: 'assumption', detail: 'needs API 35', durationMs: 10 }),
      x(ignored, 'p8', 'api34', 1, { outcome: 'skipped', skipKind: 'ignored' }),
      x(photo, 'p7', 'api34', 1, {
        outcome: 'undetermined',
        reason: 'device-lost',
        detail: 'p7 went offline',
        durationMs: 5000,
      }),
      x(bare, '', 'api34', 1, { outcome: 'undetermined' }),
      x(ok, 'p8', 'api34', 1, { durationMs: 250 }),
      x(sync, '', 'api26', 1, { outcome: 'undetermined', reason: 'no-device' }),
      x(extra, 'p8', 'extra', 1, { durationMs: 100 }),
    ],
    verdicts: [
      verdict(rejects, 'api34', 'fail', { detail: 'fails every run', findingId: 'F-1' }),
      verdict(total, 'api34', 'fail'),
      verdict(legacyFail, 'api34', 'fail'),
      verdict(orphan, 'api34', 'fail', { findingId: 'F-2' }),
      verdict(title, 'api34', 'flaky', { detail: 'failed on p8, passed on p7: title shown late' }),
      verdict(scroll, 'api34', 'flaky'),
      verdict(dark, 'api34', 'skipped', { detail: 'needs API 35' }),
      verdict(ignored, 'api34', 'skipped'),
      verdict(noSkipExec, 'api34', 'skipped'),
      verdict(photo, 'api34', 'undetermined', { reason: 'device-lost', detail: 'p7 went offline' }),
      verdict(bare, 'api34', 'undetermined'),
      verdict(ok, 'api34', 'pass'),
      verdict(cached, 'api34', 'pass'),
      verdict(sync, 'api26', 'undetermined', { reason: 'no-device' }),
      verdict(extra, 'extra', 'pass'),
    ],
    findings,
    runVerdict: 'fail',
  });
}

const api34Cases = [
  '<testcase classname="com.example.LoginTest" name="rejects" time="2.750">',
  '<failure message="fails every run" type="java.lang.AssertionError">java.lang.AssertionError: expected:&lt;1&gt; but was:&lt;0&gt;',
  '\tat com.example.LoginTest.rejects(LoginTest.kt:9)</failure>',
  '<system-out>device Pixel 8 (p8) attempt 1: failed [assertion] — expected:&lt;1&gt; but was:&lt;0&gt;',
  'device Pixel 8 (p8) attempt 2: failed [assertion] — expected:&lt;1&gt; but was:&lt;0&gt;</system-out>',
  '</testcase>',
  '<testcase classname="com.example.CartTest" name="total" time="3.000">',
  '<failure message="no output past the silence timeout" type="timeout"/>',
  '<system-out>device p7 attempt 1: failed [timeout] — no output past the silence timeout</system-out>',
  '</testcase>',
  '<testcase classname="com.example.CartTest" name="legacy" time="0.000">',
  '<failure message="failed" type="failure"/>',
  '</testcase>',
  '<testcase classname="com.example.CartTest" name="orphan" time="0.000">',
  '<failure message="failed" type="java.lang.IllegalStateException">java.lang.IllegalStateException: cart closed</failure>',
  '</testcase>',
  '<testcase classname="com.example.HomeTest" name="title" time="1.200">',
  '<system-out>[flaky] failed on p8, passed on p7: title shown late',
  'device Pixel 8 (p8) attempt 1: failed [assertion] — title shown late',
  'device p7 attempt 2: passed',
  'java.lang.AssertionError: title shown late</system-out>',
  '</testcase>',
  '<testcase classname="com.example.HomeTest" name="scroll" time="0.600">',
  '<system-out>[flaky] failed and passed on re-run',
  'device p7 attempt 1: failed [exception]',
  'device p7 attempt 2: passed</system-out>',
  '</testcase>',
  '<testcase classname="com.example.SettingsTest" name="dark" time="0.010">',
  '<skipped message="needs API 35"/>',
  '<system-out>device Pixel 8 (p8) attempt 1: skipped [assumption] — needs API 35</system-out>',
  '</testcase>',
  '<testcase classname="com.example.SettingsTest" name="legacy" time="0.000">',
  '<skipped message="ignored"/>',
  '<system-out>device Pixel 8 (p8) attempt 1: skipped [ignored]</system-out>',
  '</testcase>',
  '<testcase classname="com.example.SettingsTest" name="none" time="0.000">',
  '<skipped message="skipped"/>',
  '</testcase>',
];
const photoCase = (undetermined: string) => [
  '<testcase classname="com.example.ProfileTest" name="photo" time="5.000">',
  undetermined,
  '<system-out>device p7 attempt 1: undetermined (device-lost) — p7 went offline</system-out>',
  '</testcase>',
];
const bareCase = (undetermined: string) => [
  '<testcase classname="com.example.ProfileTest" name="bare" time="0.000">',
  undetermined,
  '<system-out>device (none) attempt 1: undetermined (unknown)</system-out>',
  '</testcase>',
];
const passCases = [
  '<testcase classname="com.example.PassTest" name="ok" time="0.250">',
  '<system-out>device Pixel 8 (p8) attempt 1: passed</system-out>',
  '</testcase>',
  '<testcase classname="com.example.PassTest" name="cached" time="0.000"/>',
];
const syncCase = (undetermined: string) => [
  '<testcase classname="com.example.SyncTest" name="a" time="0.000">',
  undetermined,
  '<system-out>device (none) attempt 1: undetermined (no-device)</system-out>',
  '</testcase>',
];
const props = (...p: Array<[string, string]>) => [
  '<properties>',
  ...p.map(([name, value]) => `<property name="${name}" value="${value}"/>`),
  '</properties>',
];
const ts = 'timestamp="2026-12-02T10:00:00"';

describe('JUnit XML, written out in full', () => {
  it('gives every verdict, execution line, count, time and group property as written here', () => {
    const expected = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<testsuites name="droidheal" tests="15" failures="4" errors="3" skipped="3" time="12.910">',
      `<testsuite name="api34" id="0" package="droidheal" tests="13" failures="4" errors="2" skipped="3" time="12.810" ${ts} hostname="p8,p7,p9">`,
      ...props(
        ['droidheal.group.required', 'true'],
        ['droidheal.group.status', 'ok'],
        ['droidheal.device', 'Pixel 8 (p8) ready sdk 34'],
        ['droidheal.device', 'p7 offline'],
        ['droidheal.device', 'p9 unknown'],
        ['droidheal.flaky', 'com.example.HomeTest#title'],
        ['droidheal.flaky', 'com.example.HomeTest#scroll'],
      ),
      ...api34Cases,
      ...photoCase(
        '<error type="undetermined:device-lost" message="undetermined:device-lost — p7 went offline">undetermined:device-lost — p7 went offline</error>',
      ),
      ...bareCase('<error type="undetermined:unknown" message="undetermined:unknown">undetermined:unknown</error>'),
      ...passCases,
      '<system-out/>',
      '<system-err/>',
      '</testsuite>',
      `<testsuite name="api26" id="1" package="droidheal" tests="1" failures="0" errors="1" skipped="0" time="0.000" ${ts} hostname="none">`,
      ...props(
        ['droidheal.group.required', 'false'],
        ['droidheal.group.status', 'undetermined'],
        ['droidheal.group.reason', 'no-device'],
        ['droidheal.group.detail', 'no device matches sdk 26'],
      ),
      ...syncCase(
        '<error type="undetermined:no-device" message="undetermined:no-device">undetermined:no-device</error>',
      ),
      '<system-out>group api26 undetermined: no-device — no device matches sdk 26</system-out>',
      '<system-err/>',
      '</testsuite>',
      `<testsuite name="api21" id="2" package="droidheal" tests="0" failures="0" errors="0" skipped="0" time="0.000" ${ts} hostname="none">`,
      ...props(['droidheal.group.required', 'true'], ['droidheal.group.status', 'undetermined']),
      '<system-out>group api21 undetermined: unknown</system-out>',
      '<system-err/>',
      '</testsuite>',
      `<testsuite name="extra" id="3" package="droidheal" tests="1" failures="0" errors="0" skipped="0" time="0.100" ${ts} hostname="none">`,
      ...props(['droidheal.group.required', 'true'], ['droidheal.group.status', 'ok']),
      '<testcase classname="com.example.ExtraTest" name="x" time="0.100">',
      '<system-out>device Pixel 8 (p8) attempt 1: passed</system-out>',
      '</testcase>',
      '<system-out/>',
      '<system-err/>',
      '</testsuite>',
      '</testsuites>',
      '',
    ];
    expect(renderJunit(report()).split('\n')).toEqual(expected);
  });

  it('with undetermined as skipped: the same cases carry <skipped>, and the counts move from errors to skipped', () => {
    const lines = renderJunit(report('com.example.shop.test'), { undeterminedAs: 'skipped' }).split('\n');
    expect(lines.filter((l) => l.startsWith('<testsuite'))).toEqual([
      '<testsuites name="com.example.shop.test" tests="15" failures="4" errors="0" skipped="6" time="12.910">',
      `<testsuite name="api34" id="0" package="com.example.shop.test" tests="13" failures="4" errors="0" skipped="5" time="12.810" ${ts} hostname="p8,p7,p9">`,
      `<testsuite name="api26" id="1" package="com.example.shop.test" tests="1" failures="0" errors="0" skipped="1" time="0.000" ${ts} hostname="none">`,
      `<testsuite name="api21" id="2" package="com.example.shop.test" tests="0" failures="0" errors="0" skipped="0" time="0.000" ${ts} hostname="none">`,
      `<testsuite name="extra" id="3" package="com.example.shop.test" tests="1" failures="0" errors="0" skipped="0" time="0.100" ${ts} hostname="none">`,
    ]);
    const linesFrom = (first: string, n: number) => lines.slice(lines.indexOf(first), lines.indexOf(first) + n);
    expect(linesFrom(photoCase('')[0]!, 4)).toEqual(
      photoCase('<skipped message="undetermined:device-lost — p7 went offline"/>'),
    );
    expect(linesFrom(bareCase('')[0]!, 4)).toEqual(bareCase('<skipped message="undetermined:unknown"/>'));
    expect(linesFrom(syncCase('')[0]!, 4)).toEqual(syncCase('<skipped message="undetermined:no-device"/>'));
    expect(lines.filter((l) => l.startsWith('<error'))).toEqual([]);
  });
});

describe('JUnit XML: where the failure is among the executions', () => {
  it('takes the failure message and trace from the failed execution even when a pass came first, and copes with a verdict without executions', () => {
    const late = id('LateTest', 'fails');
    const lone = id('LoneTest', 'flaky');
    const r = buildReport({
      suite: { groups: [{ group: 'g', tests: [late, lone] }] },
      groups: [{ name: 'g', required: true, devices: ['p1'], status: 'ok' }],
      devices: [device('p1', ['g'])],
      executions: [
        x(late, 'p1', 'g', 1, { durationMs: 100 }),
        x(late, 'p1', 'g', 2, {
          outcome: 'failed',
          detail: 'second run',
          trace: 'java.lang.AssertionError: second run',
        }),
      ],
      verdicts: [verdict(late, 'g', 'flaky'), verdict(lone, 'g', 'flaky')],
      runVerdict: 'pass',
    });
    const lines = renderJunit(r).split('\n');
    expect(lines.slice(lines.indexOf('</properties>') + 1, lines.indexOf('<system-out/>'))).toEqual([
      '<testcase classname="com.example.LateTest" name="fails" time="0.100">',
      '<system-out>[flaky] failed and passed on re-run',
      'device p1 attempt 1: passed',
      'device p1 attempt 2: failed — second run',
      'java.lang.AssertionError: second run</system-out>',
      '</testcase>',
      '<testcase classname="com.example.LoneTest" name="flaky" time="0.000">',
      '<system-out>[flaky] failed and passed on re-run</system-out>',
      '</testcase>',
    ]);
  });
});
