import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/config/report.js';
import { annotationsFor, publishToGithub } from '../../src/report/github.js';
import { renderHtml } from '../../src/report/html.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { ORDER_DEPENDENT_NOTE } from '../../src/report/order-dependent.js';
import { type Browser, launchChromium } from './browser.js';
import { buildReport, device, exec, t, v } from './fixtures.js';

/**
 * An order-dependent failure (it failed after other tests, then passed alone with cleared app data) is
 * named as such, with what to do about it, in every format a person reads — and an ordinary failure
 * beside it is not.
 */
const [reader, plain] = [t('ReaderTest', 'listIsEmpty'), t('EditorTest', 'saves')] as const;
const detail = 'order-dependent: expected 0 notes — failed again alone with the app data earlier tests left';

function report(): Report {
  return buildReport({
    suite: { groups: [{ group: 'phones', tests: [reader, plain] }] },
    groups: [{ name: 'phones', required: true, devices: ['emulator-5554'], status: 'ok' }],
    devices: [device('emulator-5554', ['phones'], { model: 'Pixel 8' })],
    executions: [
      exec(reader, 'emulator-5554', 'phones', 'failed', { orderDependent: true, detail, trace: 'AssertionError' }),
      exec(reader, 'emulator-5554', 'phones', 'passed', {
        attempt: 2,
        detail: 'order check: run alone after pm clear',
      }),
      exec(plain, 'emulator-5554', 'phones', 'failed', { detail: 'not saved', trace: 'AssertionError' }),
    ],
    verdicts: [
      v(reader, 'phones', 'fail', { orderDependent: true, detail, findingId: 'F1' }),
      v(plain, 'phones', 'fail', { detail: 'not saved', findingId: 'F2' }),
    ],
    findings: [
      { id: 'F1', signature: 'AssertionError at ReaderTest', tests: [reader], devices: ['emulator-5554'] },
      { id: 'F2', signature: 'AssertionError at EditorTest', tests: [plain], devices: ['emulator-5554'] },
    ],
    runVerdict: 'fail',
  });
}

let dir: string;
let browser: Browser;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'droidheal-order-dependent-'));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('an order-dependent failure, in every format a person reads', () => {
  it('Markdown (and so the GitHub step summary): the tests row and the finding carry the advice', async () => {
    const md = renderMarkdown(report());
    // as GitHub shows it: Markdown's escapes removed
    const row = (name: string) =>
      md
        .split('\n')
        .find((l) => l.startsWith('|') && l.includes(name))!
        .replace(/\\(.)/g, '$1');
    expect(row('ReaderTest#listIsEmpty')).toContain(`${ORDER_DEPENDENT_NOTE} · expected 0 notes`);
    expect(row('EditorTest#saves')).not.toContain('order-dependent');
    const f1 = md.slice(md.indexOf('#### F1'), md.indexOf('#### F2'));
    expect(f1).toContain('fix the leaked state');
    const f2 = md.slice(md.indexOf('#### F2'));
    expect(f2.slice(0, f2.indexOf('\n### '))).not.toContain('fix the leaked state');

    const summary = join(dir, 'summary.md');
    await writeFile(summary, '');
    await publishToGithub(report(), { GITHUB_STEP_SUMMARY: summary }, () => {});
    expect((await readFile(summary, 'utf8')).replace(/\\(.)/g, '$1')).toContain(ORDER_DEPENDENT_NOTE);
  });

  it('GitHub annotations: the order-dependent finding says so, the other does not', () => {
    const [f1, f2] = annotationsFor(report());
    expect(f1!.message).toContain(ORDER_DEPENDENT_NOTE);
    expect(f2!.message).not.toContain('order-dependent');
  });

  it('JUnit: the failure message leads with it, and a property names the test', () => {
    const xml = renderJunit(report());
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', htmlEntities: true }).parse(xml);
    const suite = doc.testsuites.testsuite;
    const failure = (name: string) =>
      (suite.testcase as Array<{ '@name': string; failure: { '@message': string } }>).find((c) => c['@name'] === name)!
        .failure['@message'];
    expect(failure('listIsEmpty')).toBe(`${ORDER_DEPENDENT_NOTE} — ${detail}`);
    expect(failure('saves')).toBe('not saved');
    const props = suite.properties.property as Array<{ '@name': string; '@value': string }>;
    expect(props.filter((p) => p['@name'] === 'droidheal.orderDependent').map((p) => p['@value'])).toEqual([
      'com.example.ReaderTest#listIsEmpty',
    ]);
  });

  it('HTML in Chromium: a label in the verdict cell, the advice in the detail panel, the device by model', async () => {
    const file = join(dir, 'report.html');
    await writeFile(file, renderHtml(report()));
    const page = await browser.context.newPage();
    try {
      await page.goto(pathToFileURL(file).href);
      const label = (test: string) =>
        page.$eval(`#matrix tr[data-test="${test}"] td.verdict`, (td) => ({
          label: td.querySelector('small.order-dependent')?.textContent ?? null,
          title: td.getAttribute('title'),
        }));
      const r = await label('com.example.ReaderTest#listIsEmpty');
      expect(r.label).toBe('order-dependent');
      expect(r.title).toContain(ORDER_DEPENDENT_NOTE);
      expect((await label('com.example.EditorTest#saves')).label).toBeNull();
      expect(await page.textContent('#finding-F1')).toContain(ORDER_DEPENDENT_NOTE);
      expect(await page.textContent('#finding-F2')).not.toContain('order-dependent');

      // the time column names the device the same way
      expect(
        await page.getAttribute('#matrix tr[data-test="com.example.ReaderTest#listIsEmpty"] td.time', 'title'),
      ).toBe('attempt 1 on Pixel 8 (emulator-5554): 1.0 s\nattempt 2 on Pixel 8 (emulator-5554): 1.0 s');
      await page.click('#matrix tr[data-test="com.example.ReaderTest#listIsEmpty"] td.cell');
      expect(await page.textContent('#detail h3')).toBe(
        'com.example.ReaderTest#listIsEmpty on Pixel 8 (emulator-5554) (group phones)',
      );
      expect(await page.$$eval('#detail p.order-dependent', (ps) => ps.map((p) => p.textContent))).toEqual([
        ORDER_DEPENDENT_NOTE,
      ]);
      await page.click('#matrix tr[data-test="com.example.EditorTest#saves"] td.cell');
      expect(await page.$$eval('#detail p.order-dependent', (ps) => ps.length)).toBe(0);
    } finally {
      await page.close();
    }
  });
});
