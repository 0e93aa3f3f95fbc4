import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupTestKey, testKey } from '../../src/config/outcome.js';
import type { Report } from '../../src/config/report.js';
import { renderHtml } from '../../src/report/html.js';
import { screenshotPng } from '../../src/virtual/uiautomator2/server.js';
import { repoRoot } from '../support/cli.js';
import { type Browser, launchChromium } from './browser.js';
import { buildReport, device, exec, loadFixture, t, v } from './fixtures.js';

let browser: Browser;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'droidheal-html-'));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await rm(dir, { recursive: true, force: true });
});

interface Opened {
  page: Page;
  problems: string[];
  requests: string[];
}

/** Open a rendered report from a file:// URL, recording console errors and every request beyond the file itself. */
async function open(report: Report, name: string): Promise<Opened> {
  const file = join(dir, `${name}.html`);
  await writeFile(file, renderHtml(report));
  const url = pathToFileURL(file).href;
  const page = await browser.context.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    if (r.url() !== url) requests.push(r.url());
  });
  await page.goto(url);
  return { page, problems, requests };
}

const visibleGroups = (page: Page): Promise<string[]> =>
  page.$$eval('#matrix .group-matrix', (gs) =>
    gs.filter((g) => !(g as HTMLElement).hidden).map((g) => g.getAttribute('data-group')!),
  );

const visibleVerdicts = (page: Page): Promise<string[]> =>
  page.$$eval('#matrix tr.test-row', (rows) =>
    rows.filter((r) => !(r as HTMLElement).hidden).map((r) => r.getAttribute('data-verdict')!),
  );

describe('HTML report in headless Chromium', () => {
  const report = loadFixture('four-outcomes');

  it('renders a matrix whose rows and cells match the JSON report, without console errors or network requests', async () => {
    const { page, problems, requests } = await open(report, 'four-outcomes');
    try {
      expect(await page.getAttribute('#run-verdict', 'data-verdict')).toBe('fail');
      const rows = await page.$$eval('#matrix tr.test-row', (rs) =>
        rs.map((r) => [r.getAttribute('data-group'), r.getAttribute('data-test'), r.getAttribute('data-verdict')]),
      );
      expect(rows.sort()).toEqual(report.verdicts.map((v) => [v.group, testKey(v.test), v.verdict]).sort());

      const cells = await page.$$eval('#matrix td.cell', (cs) =>
        cs.map((c) => {
          const row = c.closest('tr')!;
          return {
            group: row.getAttribute('data-group')!,
            test: row.getAttribute('data-test')!,
            device: c.getAttribute('data-device')!,
            outcome: c.getAttribute('data-outcome')!,
            reason: c.getAttribute('data-reason'),
            title: c.getAttribute('title') ?? '',
          };
        }),
      );
      // one table per group: each test row has a cell for every device of its group
      const groupDevices = (g: string): number => report.groups.find((x) => x.name === g)!.devices.length;
      expect(cells).toHaveLength(report.verdicts.reduce((n, v) => n + groupDevices(v.group), 0));
      expect(await page.$$eval('#matrix table.matrix', (ts) => ts.map((t) => t.getAttribute('data-group')))).toEqual([
        'api34',
        'api26',
      ]);
      const cellsWithRuns = cells.filter((c) => c.outcome !== 'not-run');
      const expected = new Map<string, Report['executions']>();
      for (const e of report.executions) {
        const k = `${groupTestKey(e.group, e.test)}|${e.device}`;
        expected.set(k, [...(expected.get(k) ?? []), e]);
      }
      expect(cellsWithRuns).toHaveLength(expected.size);
      // written out from the fixture's executions: one cell per test × device that ran it
      expect(cellsWithRuns.map((c) => [c.group, c.test, c.device, c.outcome])).toEqual([
        ['api34', 'com.example.shop.LoginTest#rejectsBadPassword', 'emulator-5554', 'failed'],
        ['api34', 'com.example.shop.LoginTest#rejectsBadPassword', 'emulator-5556', 'failed'],
        ['api34', 'com.example.shop.CartTest#addsItem', 'emulator-5554', 'passed'],
        ['api34', 'com.example.shop.CartTest#addsItem', 'emulator-5556', 'failed'],
        ['api34', 'com.example.shop.HomeTest#showsTitle', 'emulator-5556', 'passed'],
        ['api26', 'com.example.shop.CartTest#checkout', '127.0.0.1:40126', 'undetermined'],
      ]);
      for (const c of cellsWithRuns) {
        const execs = expected.get(`${c.group}\u0000${c.test}|${c.device}`);
        expect(execs, `${c.test} on ${c.device}`).toBeDefined();
        for (const e of execs!) {
          expect(c.title).toContain(`attempt ${e.attempt}: ${e.outcome}`);
          if (e.reason) expect(c.title).toContain(`(${e.reason})`);
        }
      }
      const lost = cells.find((c) => c.outcome === 'undetermined')!;
      expect(lost).toMatchObject({
        test: 'com.example.shop.CartTest#checkout',
        device: '127.0.0.1:40126',
        reason: 'device-lost',
      });
      expect(await page.textContent(`#matrix td.cell[data-outcome="undetermined"]`)).toBe('? device-lost');

      expect(problems).toEqual([]);
      expect(requests).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('filters rows by failed, undetermined and flaky, and shows every attempt with its trace on click', async () => {
    const { page, problems } = await open(report, 'filters');
    try {
      expect(await visibleVerdicts(page)).toHaveLength(4);
      await page.click('button[data-filter="fail"]');
      expect(await visibleVerdicts(page)).toEqual(['fail']);
      expect(await page.getAttribute('button[data-filter="fail"]', 'aria-pressed')).toBe('true');
      await page.click('button[data-filter="undetermined"]');
      expect((await visibleVerdicts(page)).sort()).toEqual(['fail', 'undetermined']);
      // a group's table with nothing visible in it is hidden too
      expect(await visibleGroups(page)).toEqual(['api34', 'api26']);
      await page.click('button[data-filter="fail"]');
      await page.click('button[data-filter="undetermined"]');
      await page.click('button[data-filter="flaky"]');
      expect(await visibleVerdicts(page)).toEqual(['flaky']);
      expect(await visibleGroups(page)).toEqual(['api34']);
      expect(await page.textContent('#shown-count')).toBe('1 shown');
      await page.click('button[data-filter="all"]');
      expect(await visibleVerdicts(page)).toHaveLength(4);

      expect(await page.isVisible('#detail')).toBe(false);
      await page.click(
        '#matrix tr[data-test="com.example.shop.LoginTest#rejectsBadPassword"] td.cell[data-device="emulator-5554"]',
      );
      expect(await page.isVisible('#detail')).toBe(true);
      const detail = (await page.textContent('#detail'))!;
      expect(detail).toContain('attempt 1: failed [assertion]');
      expect(detail).toContain('LoginTest.kt:42');
      expect(detail).toContain(']]> & "quotes"');
      await page.focus('#matrix td.cell[data-outcome="undetermined"]');
      await page.keyboard.press('Enter');
      expect(await page.textContent('#detail')).toContain('attempt 1: undetermined (device-lost)');
      await page.click('#detail button.close');
      expect(await page.isVisible('#detail')).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows findings with traces, heal rounds with refusals, and every device with its state', async () => {
    const { page } = await open(report, 'sections');
    try {
      expect(await page.$$eval('article.finding', (as) => as.map((a) => a.getAttribute('data-finding')))).toEqual(
        report.findings.map((f) => f.id),
      );
      expect(await page.textContent('#finding-F-assert-login pre.trace')).toContain(
        'assertIsDisplayed(Assertions.kt:34)',
      );
      const refusal = await page.$eval('#heal li.refusal', (li) => ({
        rule: li.getAttribute('data-rule'),
        text: li.textContent,
      }));
      expect(refusal.rule).toBe('assertion-weakened');
      expect(refusal.text).toContain('LoginTest.kt:42');
      const devices = await page.$$eval('#devices tr.device', (rs) =>
        rs.map((r) => [r.getAttribute('data-device'), r.getAttribute('data-state')]),
      );
      expect(devices).toEqual(report.devices.map((d) => [d.serial, d.state]));
      expect(await page.textContent('#devices tr[data-state="unauthorized"]')).toContain('accept the RSA key prompt');
      expect(await page.$$eval('#blocking li', (ls) => ls.map((l) => l.getAttribute('data-kind')))).toEqual([
        'test-failed',
        'test-undetermined',
      ]);
      await page.click('#matrix td.cell[data-outcome="failed"]');
      await mkdir(join(repoRoot, 'test-output'), { recursive: true });
      await page.screenshot({ path: join(repoRoot, 'test-output', 'report-html.png'), fullPage: true });
    } finally {
      await page.close();
    }
  });

  it('shows hostile names and traces as text: nothing from the report runs or loads', async () => {
    const evil = t('Evil', '</script><img src="http://192.0.2.1/x.png" onerror="window.pwned=1">');
    const r = buildReport({
      suite: { groups: [{ group: '<b>g</b>', tests: [evil] }] },
      groups: [{ name: '<b>g</b>', required: true, devices: ['"><svg onload=alert(1)>'], status: 'ok' }],
      devices: [device('"><svg onload=alert(1)>', ['<b>g</b>'])],
      executions: [
        exec(evil, '"><svg onload=alert(1)>', '<b>g</b>', 'failed', {
          detail: '<!-- </script> -->',
          trace: '</script><script>window.pwned=2</script>',
        }),
      ],
      verdicts: [v(evil, '<b>g</b>', 'fail', { detail: '<!-- </script> -->' })],
      runVerdict: 'fail',
    });
    const { page, problems, requests } = await open(r, 'hostile');
    try {
      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
      expect(await page.$$('img, svg')).toHaveLength(0);
      expect(await page.$$eval('b', (bs) => bs.filter((b) => b.textContent === 'g').length)).toBe(0);
      expect(await page.$$eval('script', (ss) => ss.length)).toBe(2);
      expect(await page.textContent('#matrix .group-matrix h3')).toContain('group <b>g</b>');
      expect(await page.getAttribute('#matrix tr.test-row', 'data-test')).toBe(testKey(evil));
      await page.click('#matrix td.cell[data-outcome="failed"]');
      expect(await page.textContent('#detail pre.trace')).toBe('</script><script>window.pwned=2</script>');
      expect(problems).toEqual([]);
      expect(requests).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("shows a failing ui step's page source excerpt and screenshot in the detail panel, loading nothing", async () => {
    const scenario = t('ui.notes', 'settingsShowTheVersion');
    const png = screenshotPng(40, 80).toString('base64');
    const r = buildReport({
      suite: { groups: [{ group: 'phones', tests: [scenario] }] },
      groups: [{ name: 'phones', required: true, devices: ['emulator-5554'], status: 'ok' }],
      devices: [device('emulator-5554', ['phones'])],
      executions: [
        exec(scenario, 'emulator-5554', 'phones', 'failed', {
          detail: 'step 3 (assert tag "version_label" displayed): no node with tag "version_label" within 1000 ms',
          ui: {
            step: 3,
            stepText: 'assert tag "version_label" displayed',
            file: 'notes.ui.json',
            pageSource: '<android.view.View resource-id="version" text="Version 1.4.0" />',
            screenshot: png,
          },
        }),
      ],
      verdicts: [v(scenario, 'phones', 'fail')],
      runVerdict: 'fail',
    });
    const { page, problems, requests } = await open(r, 'ui-evidence');
    try {
      await page.click('#matrix td.cell[data-outcome="failed"]');
      expect(await page.textContent('#detail')).toContain(
        'ui step 3 of notes.ui.json: assert tag "version_label" displayed',
      );
      expect(await page.textContent('#detail pre.page-source')).toBe(
        '<android.view.View resource-id="version" text="Version 1.4.0" />',
      );
      expect(await page.getAttribute('#detail img.screenshot', 'src')).toBe(`data:image/png;base64,${png}`);
      // the PNG decodes: the browser knows its size
      expect(await page.$eval('#detail img.screenshot', (i) => (i as HTMLImageElement).naturalWidth)).toBe(4);
      expect(problems).toEqual([]);
      expect(requests).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
