import { XMLParser } from 'fast-xml-parser';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKey } from '../../src/config/outcome.js';
import { Report } from '../../src/config/report.js';
import { runCli } from '../support/cli.js';
import { type Browser, launchChromium } from './browser.js';
import { fixturePath } from './fixtures.js';

/**
 * Issue 5's "done when": one failing, one flaky, one undetermined (device lost) and one passing
 * test read the same in all four formats; the gate says 1, then 3 once the failure is fixed,
 * then 0 once the undetermined test has a determination or a valid waiver.
 */

type Verdicts = Record<string, string>;

let dir: string;
let browser: Browser;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'droidheal-e2e-report-'));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await rm(dir, { recursive: true, force: true });
});

async function render(format: string): Promise<string> {
  const out = join(dir, `out.${format}`);
  const r = await runCli(['report', 'render', fixturePath('four-outcomes'), '--format', format, '-o', out]);
  expect(r.exitCode, r.stderr).toBe(0);
  return readFile(out, 'utf8');
}

function fromJson(text: string): Verdicts {
  const r = Report.parse(JSON.parse(text));
  return Object.fromEntries(r.verdicts.map((v) => [testKey(v.test), v.verdict === 'undetermined' ? `undetermined:${v.reason}` : v.verdict]));
}

function fromJunit(text: string): Verdicts {
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (n) => ['testsuite', 'testcase'].includes(n) }).parse(text) as {
    testsuites: { testsuite: Array<{ testcase: Array<Record<string, unknown>> }> };
  };
  const out: Verdicts = {};
  for (const suite of doc.testsuites.testsuite) {
    for (const c of suite.testcase) {
      const key = `${c['@classname']}#${c['@name']}`;
      const error = c.error as { '@type': string } | undefined;
      out[key] = c.failure ? 'fail' : error ? error['@type'] : c.skipped ? 'skipped' : String(c['system-out'] ?? '').startsWith('[flaky]') ? 'flaky' : 'pass';
    }
  }
  return out;
}

function fromMarkdown(text: string): Verdicts {
  const table = text.slice(text.indexOf('### Tests'));
  const out: Verdicts = {};
  for (const row of table.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| verdict'))) {
    const cells = row.slice(1, -1).split(/(?<!\\)\|/).map((c) => c.trim());
    const verdict = cells[0]!.split(' ').at(-1)!;
    const key = cells[1]!.replace(/^`|`$/g, '');
    out[key] = verdict === 'undetermined' ? `undetermined:${cells[4]!.split(':')[0]!.replace(/\\/g, '')}` : verdict;
  }
  return out;
}

async function fromHtml(html: string): Promise<Verdicts> {
  const file = join(dir, 'e2e.html');
  await writeFile(file, html);
  const page = await browser.context.newPage();
  try {
    await page.goto(pathToFileURL(file).href);
    const rows = await page.$$eval('#matrix tr.test-row', (rs) =>
      rs.map((r) => [r.getAttribute('data-test')!, r.getAttribute('data-verdict')!, r.querySelector('td.verdict small')?.textContent ?? ''] as const),
    );
    return Object.fromEntries(rows.map(([k, v, reason]) => [k, v === 'undetermined' ? `undetermined:${reason}` : v]));
  } finally {
    await page.close();
  }
}

describe('report and gate, end to end', () => {
  it('renders one failing, one flaky, one undetermined and one passing test consistently in JSON, JUnit XML, Markdown and HTML', async () => {
    const expected: Verdicts = {
      'com.example.shop.LoginTest#rejectsBadPassword': 'fail',
      'com.example.shop.CartTest#addsItem': 'flaky',
      'com.example.shop.CartTest#checkout': 'undetermined:device-lost',
      'com.example.shop.HomeTest#showsTitle': 'pass',
    };
    expect(fromJson(await render('json'))).toEqual(expected);
    expect(fromJunit(await render('junit'))).toEqual(expected);
    expect(fromMarkdown(await render('markdown'))).toEqual(expected);
    expect(await fromHtml(await render('html'))).toEqual(expected);
  });

  it('gate: 1 while a test fails, 3 after the fix until the undetermined test is determined or validly waived, then 0', async () => {
    expect((await runCli(['gate', fixturePath('four-outcomes')])).exitCode).toBe(1);

    const fixed = await runCli(['gate', fixturePath('failure-fixed')]);
    expect(fixed.exitCode).toBe(3);
    expect(fixed.stdout).toContain('undetermined (device-lost): com.example.shop.CartTest#checkout on api26');

    const waivers = async (name: string, expires: string): Promise<string> => {
      const file = join(dir, name);
      await writeFile(file, JSON.stringify({ waivers: [{ test: 'com.example.shop.CartTest#checkout', group: 'api26', reason: 'api26 device sent for repair; checkout covered by api34', expires }] }));
      return file;
    };
    expect((await runCli(['gate', fixturePath('failure-fixed'), '--waivers', await waivers('expired.json', '2020-06-30')])).exitCode).toBe(3);
    const waived = await runCli(['gate', fixturePath('failure-fixed'), '--waivers', await waivers('valid.json', '2999-06-30')]);
    expect(waived.exitCode).toBe(0);
    expect(waived.stdout).toMatch(/waived \(1\):\n  undetermined \(device-lost\): com\.example\.shop\.CartTest#checkout on api26/);
    // a waiver never turns a genuine failure into a pass
    expect((await runCli(['gate', fixturePath('four-outcomes'), '--waivers', await waivers('valid2.json', '2999-06-30')])).exitCode).toBe(1);

    expect((await runCli(['gate', fixturePath('all-determined')])).exitCode).toBe(0);
  });
});
