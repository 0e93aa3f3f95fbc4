import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatGate, gate } from '../../src/report/gate.js';
import { renderHtml } from '../../src/report/html.js';
import { mdText, renderMarkdown } from '../../src/report/markdown.js';
import { runCli } from '../support/cli.js';
import { type Browser, launchChromium } from './browser.js';
import { buildReport, device, exec, t, v } from './fixtures.js';

const DETAIL = 'emulator Pixel_Tablet_API_34 did not boot in time: not booted after 2000 ms';
const REMEDY = 'check the AVD starts (`emulator -avd NAME`) or raise bootTimeoutMs in devices.json';

/** Group tablets never ran (its emulator never booted): three of its tests share the group's cause, one does not. */
function tabletsDown() {
  const phone = t('CartTest', 'checkout');
  const lost = t('CartTest', 'addsItem');
  const tablet = [t('HomeTest', 'showsTitle'), t('HomeTest', 'opensMenu'), t('LoginTest', 'logsIn')];
  const notRun = t('LoginTest', 'logsOut');
  const undetermined = (reason: 'boot-timeout' | 'not-run') => ({
    reason,
    detail: reason === 'boot-timeout' ? DETAIL : 'interrupted',
  });
  return buildReport({
    suite: {
      groups: [
        { group: 'phones', tests: [phone, lost] },
        { group: 'tablets', tests: [...tablet, notRun] },
      ],
    },
    groups: [
      { name: 'phones', required: true, devices: ['s1'], status: 'ok' },
      {
        name: 'tablets',
        required: true,
        devices: [],
        status: 'undetermined',
        reason: 'boot-timeout',
        detail: DETAIL,
        remedy: REMEDY,
      },
    ],
    devices: [device('s1', ['phones'])],
    executions: [
      exec(phone, 's1', 'phones', 'passed'),
      exec(lost, 's1', 'phones', 'undetermined', { reason: 'device-lost' }),
      ...tablet.map((x) => exec(x, '', 'tablets', 'undetermined', undetermined('boot-timeout'))),
      exec(notRun, '', 'tablets', 'undetermined', undetermined('not-run')),
    ],
    verdicts: [
      v(phone, 'phones', 'pass'),
      v(lost, 'phones', 'undetermined', { reason: 'device-lost', detail: 's1 dropped off' }),
      ...tablet.map((x) => v(x, 'tablets', 'undetermined', undetermined('boot-timeout'))),
      v(notRun, 'tablets', 'undetermined', undetermined('not-run')),
    ],
    runVerdict: 'undetermined',
  });
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('a group that could not run is shown once, with its cause, remedy and test count', () => {
  const report = tabletsDown();

  it('the gate prints the group once and keeps the tests that were undetermined for another reason', () => {
    const text = formatGate(gate(report));
    expect(text).toContain(
      `  group tablets could not run (boot-timeout): 3 tests undetermined — ${DETAIL}; fix: ${REMEDY}\n`,
    );
    expect(count(text, REMEDY)).toBe(1);
    expect(count(text, DETAIL)).toBe(1);
    expect(text).toContain('  undetermined (not-run): com.example.LoginTest#logsOut on tablets — interrupted\n');
    expect(text).toContain('  undetermined (device-lost): com.example.CartTest#addsItem on phones — s1 dropped off\n');
    expect(text).toContain('  (each test of tablets: droidheal gate REPORT --every-test, or --json)\n');
    expect(text).not.toContain('com.example.HomeTest#showsTitle');
  });

  it('the gate lists each test of the group with everyTest, and its JSON keeps every blocking test', () => {
    const result = gate(report);
    const text = formatGate(result, { everyTest: true });
    for (const test of ['HomeTest#showsTitle', 'HomeTest#opensMenu', 'LoginTest#logsIn'])
      expect(text).toContain(`  undetermined (boot-timeout): com.example.${test} on tablets — ${DETAIL}\n`);
    expect(text).not.toContain('could not run');
    expect(result.blocking.filter((b) => b.kind === 'test-undetermined' && b.group === 'tablets')).toHaveLength(4);
  });

  it('droidheal gate collapses by default and lists each test with --every-test, exit 3 either way', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'droidheal-collapse-'));
    try {
      const file = join(dir, 'report.json');
      await writeFile(file, JSON.stringify(report));
      const shown = await runCli(['gate', file]);
      expect(shown.exitCode).toBe(3);
      expect(count(shown.stdout, 'on tablets')).toBe(1); // the not-run test only
      expect(shown.stdout).toContain('group tablets could not run (boot-timeout): 3 tests undetermined');
      const every = await runCli(['gate', file, '--every-test']);
      expect(every.exitCode).toBe(3);
      expect(count(every.stdout, 'on tablets')).toBe(4);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('the Markdown summary blocks on the group once and folds its tests of that cause into one row', () => {
    const md = renderMarkdown(report);
    const blocking = md.slice(md.indexOf('### What blocks the release'), md.indexOf('### Tests'));
    expect(blocking).toContain('**group tablets could not run** (boot-timeout): 3 tests undetermined');
    expect(count(blocking, 'HomeTest')).toBe(0);
    const tests = md.slice(md.indexOf('### Tests'));
    const rows = tests.split('\n').filter((l) => l.includes('| tablets |'));
    // one row for the three of one cause, its tests behind a disclosure (nothing lost, nothing repeated)
    const folded = [
      'com.example.HomeTest#showsTitle',
      'com.example.HomeTest#opensMenu',
      'com.example.LoginTest#logsIn',
    ];
    expect(rows).toEqual([
      `| ❔ undetermined | <details><summary>3 tests</summary>${folded.map((t) => `\`${t}\``).join('<br>')}</details> | tablets | — | boot\\-timeout: ${mdText(DETAIL)} |`,
      '| ❔ undetermined | `com.example.LoginTest#logsOut` | tablets | \\(none\\) | not\\-run: interrupted |',
    ]);
    for (const test of folded) expect(count(tests, test)).toBe(1);
  });

  describe('in the HTML report (headless Chromium)', () => {
    let browser: Browser;
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'droidheal-collapse-html-'));
      browser = await launchChromium();
    });
    afterAll(async () => {
      await browser?.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('lists the group once among what blocks the release and folds its tests of that cause into one row', async () => {
      const file = join(dir, 'report.html');
      await writeFile(file, renderHtml(report));
      const page = await browser.context.newPage();
      try {
        await page.goto(pathToFileURL(file).href);
        const blocking = await page.$$eval('#blocking li', (ls) => ls.map((l) => l.textContent ?? ''));
        expect(blocking.filter((l) => l.includes('tablets'))).toEqual([
          `group tablets could not run (boot-timeout): 3 tests undetermined — ${DETAIL} · fix: ${REMEDY} (each test is in the group's table below)`,
          'undetermined (not-run): com.example.LoginTest#logsOut on tablets — interrupted',
        ]);
        const rows = await page.$$eval('#matrix tr.test-row[data-group="tablets"]', (rs) =>
          rs.map((r) => [
            r.getAttribute('data-test') ?? `fold of ${r.getAttribute('data-tests')}`,
            r.textContent ?? '',
          ]),
        );
        expect(rows.map((r) => r[0])).toEqual(['fold of 3', 'com.example.LoginTest#logsOut']);
        expect(rows[0]![1]).toContain(`boot-timeout: ${DETAIL}`);
        const folded = await page.$$eval('#matrix tr.fold-row .fold-test', (ds) => ds.map((d) => d.textContent));
        expect(folded).toEqual([
          'com.example.HomeTest#showsTitle',
          'com.example.HomeTest#opensMenu',
          'com.example.LoginTest#logsIn',
        ]);
        expect(await page.textContent('#shown-count')).toBe('6 shown');
      } finally {
        await page.close();
      }
    });
  });
});
