import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/config/report.js';
import { renderJunit } from '../../src/report/junit.js';
import { buildReport, device, exec, loadFixture, t, v } from './fixtures.js';

interface Node {
  [key: string]: unknown;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['testsuite', 'testcase', 'property', 'failure', 'error', 'skipped'].includes(name),
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: false,
  htmlEntities: true,
});

function parse(xml: string): { suites: Node[] } {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = parser.parse(xml) as { testsuites: { testsuite: Node[] } };
  return { suites: doc.testsuites.testsuite };
}

function cases(suite: Node): Node[] {
  return (suite.testcase as Node[] | undefined) ?? [];
}

function caseOf(suites: Node[], group: string, cls: string, method: string): Node {
  const suite = suites.find((s) => s['@name'] === group)!;
  return cases(suite).find((c) => c['@classname'] === cls && c['@name'] === method)!;
}

describe('JUnit XML', () => {
  const report = loadFixture('four-outcomes');

  it('writes one testsuite per device group with counts matching the verdicts', () => {
    const { suites } = parse(renderJunit(report));
    expect(suites.map((s) => s['@name'])).toEqual(['api34', 'api26']);
    for (const s of suites) {
      const verdicts = report.verdicts.filter((v) => v.group === s['@name']);
      expect(Number(s['@tests'])).toBe(verdicts.length);
      expect(cases(s)).toHaveLength(verdicts.length);
      expect(Number(s['@failures'])).toBe(verdicts.filter((v) => v.verdict === 'fail').length);
      expect(Number(s['@errors'])).toBe(verdicts.filter((v) => v.verdict === 'undetermined').length);
      expect(s['@timestamp']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
      expect(s['@hostname']).toBeTruthy();
    }
  });

  it('writes every verdict as the element it means: failure with trace, undetermined as error with its reason, never as failure', () => {
    const { suites } = parse(renderJunit(report));
    for (const v of report.verdicts) {
      const c = caseOf(suites, v.group, v.test.class, v.test.method);
      expect(c, `${v.test.method}`).toBeDefined();
      const failures = (c.failure as Node[] | undefined) ?? [];
      const errors = (c.error as Node[] | undefined) ?? [];
      if (v.verdict === 'fail') {
        expect(failures).toHaveLength(1);
        expect(failures[0]!['#text']).toContain('LoginTest.kt:42');
        expect(failures[0]!['#text']).toContain(']]>');
        expect(failures[0]!['@type']).toBe('java.lang.AssertionError');
      } else expect(failures).toHaveLength(0);
      if (v.verdict === 'undetermined') {
        expect(errors).toHaveLength(1);
        expect(errors[0]!['@type']).toBe(`undetermined:${v.reason}`);
        expect(errors[0]!['@message']).toContain('went offline');
      } else expect(errors).toHaveLength(0);
      if (v.verdict === 'flaky') expect(String(c['system-out'])).toMatch(/^\[flaky\]/);
    }
    const api34 = suites.find((s) => s['@name'] === 'api34')!;
    const props = (api34.properties as { property: Node[] }).property;
    expect(props).toContainEqual({ '@name': 'droidheal.flaky', '@value': 'com.example.shop.CartTest#addsItem' });
  });

  it('writes undetermined as skipped when asked, still never as failure', () => {
    const { suites } = parse(renderJunit(report, { undeterminedAs: 'skipped' }));
    const c = caseOf(suites, 'api26', 'com.example.shop.CartTest', 'checkout');
    expect(c.error).toBeUndefined();
    expect(c.failure).toBeUndefined();
    expect((c.skipped as Node[])[0]!['@message']).toMatch(/^undetermined:device-lost/);
    const api26 = suites.find((s) => s['@name'] === 'api26')!;
    expect(api26['@errors']).toBe('0');
    expect(api26['@skipped']).toBe('1');
  });

  it('sets every attribute the Ant JUnit XSD requires', () => {
    const { name: _n, ...unnamed } = report.suite;
    for (const r of [report, { ...report, suite: unnamed, startedAt: 'not a date' }]) {
      const { suites } = parse(renderJunit(r));
      for (const s of suites) {
        for (const a of ['name', 'tests', 'failures', 'errors', 'time', 'timestamp', 'hostname', 'id', 'package'])
          expect(s[`@${a}`], a).toBeDefined();
        expect(s['@timestamp']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
        expect(Number.isNaN(Number(s['@time']))).toBe(false);
        for (const c of cases(s)) for (const a of ['name', 'classname', 'time']) expect(c[`@${a}`], a).toBeDefined();
      }
    }
  });

  it('follows the Ant element order: properties, testcases, system-out, system-err', () => {
    const ordered = new XMLParser({ preserveOrder: true, ignoreAttributes: true }).parse(renderJunit(report)) as Array<
      Record<string, Array<Record<string, unknown>>>
    >;
    const root = ordered.find((n) => 'testsuites' in n)!.testsuites!;
    for (const suite of root) {
      const children = (suite.testsuite as Array<Record<string, unknown>>).map((c) => Object.keys(c)[0]);
      expect(children[0]).toBe('properties');
      expect(children.slice(-2)).toEqual(['system-out', 'system-err']);
      expect(new Set(children.slice(1, -2))).toEqual(new Set(['testcase']));
    }
  });

  it('escapes hostile names, messages and traces so the XML stays valid and says the same thing', () => {
    const evil = t('Weird<&>"\'Test', 'has ]]> and <![CDATA[ in it');
    const trace = 'boom ]]> <script>&amp; "q" \'a\'\u0001\u0008 ctl \uD800 lone\nnext line';
    const r: Report = buildReport({
      suite: { groups: [{ group: 'g"<1>', tests: [evil] }] },
      groups: [{ name: 'g"<1>', required: true, devices: ['s&1'], status: 'ok' }],
      devices: [device('s&1', ['g"<1>'])],
      executions: [
        exec(evil, 's&1', 'g"<1>', 'failed', { detail: 'msg with "quotes" & <tags>\nand a newline', trace }),
      ],
      verdicts: [v(evil, 'g"<1>', 'fail', { detail: 'msg with "quotes" & <tags>\nand a newline' })],
      runVerdict: 'fail',
    });
    const { suites } = parse(renderJunit(r));
    expect(suites[0]!['@name']).toBe('g"<1>');
    const c = cases(suites[0]!)[0]!;
    expect(c['@classname']).toBe('com.example.Weird<&>"\'Test');
    expect(c['@name']).toBe('has ]]> and <![CDATA[ in it');
    const failure = (c.failure as Node[])[0]!;
    expect(failure['@message']).toBe('msg with "quotes" & <tags>\nand a newline');
    expect(failure['#text']).toBe('boom ]]> <script>&amp; "q" \'a\'\\u0001\\u0008 ctl \\ud800 lone\nnext line');
  });

  it('keeps an undetermined group visible as suite properties without inventing tests', () => {
    const a = t('A', 'a');
    const r = buildReport({
      suite: { groups: [{ group: 'api26', tests: [a] }] },
      groups: [
        {
          name: 'api26',
          required: true,
          devices: [],
          status: 'undetermined',
          reason: 'no-device',
          detail: 'no device matches sdk 26',
        },
      ],
      devices: [],
      executions: [exec(a, '', 'api26', 'undetermined', { reason: 'no-device' })],
      verdicts: [v(a, 'api26', 'undetermined', { reason: 'no-device' })],
      runVerdict: 'undetermined',
    });
    const { suites } = parse(renderJunit(r));
    expect(suites).toHaveLength(1);
    expect(cases(suites[0]!)).toHaveLength(1);
    const props = (suites[0]!.properties as { property: Node[] }).property;
    expect(props).toContainEqual({ '@name': 'droidheal.group.status', '@value': 'undetermined' });
    expect(props).toContainEqual({ '@name': 'droidheal.group.reason', '@value': 'no-device' });
    expect(String(suites[0]!['system-out'])).toContain('no device matches sdk 26');
  });
});
