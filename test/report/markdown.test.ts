import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKey } from '../../src/config/outcome.js';
import { gate } from '../../src/report/gate.js';
import { annotationsFor, formatAnnotation, publishToGithub } from '../../src/report/github.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { runCli } from '../support/cli.js';
import { buildReport, device, exec, fixturePath, loadFixture, t, v } from './fixtures.js';

/** Cells of a Markdown table row, split on unescaped pipes. */
function cells(row: string): string[] {
  return row
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

function section(md: string, heading: string): string {
  const start = md.indexOf(`\n${heading}`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const rest = md.slice(start + heading.length + 1);
  const next = rest.search(/\n#{2,3} /);
  return next < 0 ? rest : rest.slice(0, next);
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'droidheal-md-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('Markdown summary', () => {
  const report = loadFixture('four-outcomes');
  const md = renderMarkdown(report);

  it('starts with the verdict, then what blocks it', () => {
    const lines = md.split('\n');
    expect(lines[0]).toBe('## ❌ droidheal: FAIL');
    const headings = lines.filter((l) => /^#{2,3} /.test(l));
    expect(headings.slice(0, 2)).toEqual(['## ❌ droidheal: FAIL', '### What blocks the release']);
    const blocking = section(md, '### What blocks the release');
    expect(blocking).toMatch(/\*\*failed\*\*: `com\.example\.shop\.LoginTest#rejectsBadPassword` on api34/);
    expect(blocking).toMatch(/\*\*undetermined\*\* \(device-lost\): `com\.example\.shop\.CartTest#checkout` on api26/);
    expect(blocking).toMatch(/Not blocking[\s\S]*\*\*flaky\*\*: `com\.example\.shop\.CartTest#addsItem`/);
  });

  it('lists findings with location and trace, device problems with remedies, and heal refusals', () => {
    const findings = section(md, '### Findings (2)');
    expect(findings).toContain(
      '#### F\\-assert\\-login: java.lang.AssertionError at `app/src/androidTest/java/com/example/shop/LoginTest.kt:42`',
    );
    expect(findings).toContain('<details><summary>trace</summary>');
    const devices = section(md, '### Device problems');
    const rows = devices.split('\n').filter((l) => /^\| (?!device \||group |---)/.test(l));
    expect(rows.map((r) => cells(r)[1])).toEqual(['lost', 'unauthorized']);
    expect(cells(rows[1]!)[3]).toBe('accept the RSA key prompt on the device');
    expect(section(md, '### Heal: escalated (rounds-exhausted)')).toMatch(
      /refused by `assertion-weakened` at `app\/src\/androidTest\/java\/com\/example\/shop\/LoginTest\.kt:42`/,
    );
  });

  it('has one table row per test verdict with the verdict and reason', () => {
    const rows = section(md, '### Tests')
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| verdict'));
    expect(rows).toHaveLength(report.verdicts.length);
    for (const v of report.verdicts) {
      const row = rows.find((r) => cells(r)[1] === `\`${testKey(v.test)}\``)!;
      expect(cells(row)).toHaveLength(5);
      expect(cells(row)[0]).toContain(v.verdict);
      if (v.verdict === 'undetermined') expect(cells(row)[4]).toMatch(/^device\\-lost: /);
    }
  });

  it('escapes names and messages so a pipe, newline or HTML cannot break the table', () => {
    const evil = t('Pipe', 'a|b');
    const r = buildReport({
      suite: { groups: [{ group: 'g', tests: [evil] }] },
      groups: [{ name: 'g', required: true, devices: ['s1'], status: 'ok' }],
      devices: [device('s1', ['g'])],
      executions: [exec(evil, 's1', 'g', 'failed', { detail: 'x | y\n<script>alert(1)</script> `tick`' })],
      verdicts: [v(evil, 'g', 'fail', { detail: 'x | y\n<script>alert(1)</script> `tick`' })],
      runVerdict: 'fail',
    });
    const out = renderMarkdown(r);
    const row = section(out, '### Tests')
      .split('\n')
      .find((l) => l.includes('Pipe'))!;
    expect(cells(row)).toHaveLength(5);
    expect(out).not.toContain('<script>');
  });

  it('lists only the tests that did not pass once the suite is too big for a step summary', () => {
    const out = renderMarkdown(report, undefined, { maxTestRows: 2 });
    const rows = section(out, '### Tests')
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| verdict'));
    expect(rows.map((r) => cells(r)[0]!.split(' ').at(-1)).sort()).toEqual(['fail', 'flaky', 'undetermined']);
    expect(section(out, '### Tests')).toContain('1 passing test is not listed');
    expect(renderMarkdown(report)).not.toContain('not listed');
  });

  it('shows the gate result with waivers when given one', () => {
    const g = gate(loadFixture('failure-fixed'), {
      waivers: [{ test: 'com.example.shop.CartTest#checkout', reason: 'rack rebuilt', expires: '2999-01-01' }],
    });
    const out = renderMarkdown(loadFixture('failure-fixed'), g);
    expect(out).toContain('Release verdict with waivers: **✅ PASS**');
    expect(section(out, '### What blocks the release')).toMatch(
      /\*\*Waived:\*\*\n\n- .*CartTest#checkout` on api26 .* — waiver: test com\.example\.shop\.CartTest\\#checkout \\\(until 2999\\-01\\-01\\\): rack rebuilt$/m,
    );
  });
});

describe('GitHub Actions output', () => {
  const report = loadFixture('four-outcomes');

  it('annotates failing findings as errors with file and line, flaky findings and undetermined tests as warnings', () => {
    const a = annotationsFor(report);
    const login = a.find((x) => x.title.includes('F-assert-login'))!;
    expect(login).toMatchObject({
      level: 'error',
      file: 'app/src/androidTest/java/com/example/shop/LoginTest.kt',
      line: 42,
    });
    expect(a.find((x) => x.title.includes('F-timeout-cart'))!.level).toBe('warning');
    expect(a.filter((x) => x.title.startsWith('droidheal undetermined'))).toHaveLength(1);
    expect(a.filter((x) => x.title.startsWith('droidheal device')).map((x) => x.title)).toEqual([
      'droidheal device 127.0.0.1:40126 lost',
      'droidheal device R58M30ABCDE unauthorized',
    ]);
    expect(formatAnnotation(login)).toMatch(
      /^::error file=app\/src\/androidTest\/java\/com\/example\/shop\/LoginTest\.kt,line=42,title=droidheal failure F-assert-login%3A java\.lang\.AssertionError::/,
    );
  });

  it('escapes workflow-command data and properties', () => {
    const line = formatAnnotation({
      level: 'warning',
      title: 'a:b,c',
      message: '50% done\nnext\r',
      file: 'x,y:z.kt',
      line: 3,
    });
    expect(line).toBe('::warning file=x%2Cy%3Az.kt,line=3,title=a%3Ab%2Cc::50%25 done%0Anext%0D');
    expect(line.split('\n')).toHaveLength(1);
  });

  it('writes annotations and appends the summary only inside Actions', async () => {
    const summary = join(dir, 'step-summary.md');
    let written = '';
    const outside = await publishToGithub(report, {}, (s) => (written += s));
    expect(outside).toEqual({ annotations: 0, summary: false });
    expect(written).toBe('');
    await publishToGithub(report, { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary }, (s) => (written += s));
    await publishToGithub(report, { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary }, () => undefined);
    expect(written.split('\n').filter((l) => l.startsWith('::error '))).toHaveLength(1);
    const text = await readFile(summary, 'utf8');
    expect(text.match(/^## ❌ droidheal: FAIL$/gm)).toHaveLength(2); // appended, not overwritten
  });

  it('droidheal gate writes the step summary and annotations when GITHUB_ACTIONS is set, keeping --json stdout clean', async () => {
    const summary = join(dir, 'gate-summary.md');
    const env = { ...process.env, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary };
    const r = await runCli(['gate', fixturePath('four-outcomes'), '--json'], { env });
    expect(r.exitCode).toBe(1);
    expect(JSON.parse(r.stdout).verdict).toBe('fail');
    expect(r.stderr).toMatch(/^::error file=app\/src\/androidTest/m);
    expect(await readFile(summary, 'utf8')).toContain('Release verdict with waivers: **❌ FAIL**');
  });
});
