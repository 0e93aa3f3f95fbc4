import { describe, expect, it } from 'vitest';
import { deviceLabel } from '../../src/config/device-facts.js';
import { testKey } from '../../src/config/outcome.js';
import { verdictsFor } from '../../src/report/derive.js';
import { renderHtml } from '../../src/report/html.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { testVerdict } from '../../src/verdict/test-verdict.js';
import { buildReport, device, exec, t, v } from './fixtures.js';

/** Issue 25: people know their devices by model, so every text names a device as "Pixel 8 (serial)". */
describe('devices are named by model and serial wherever a person reads them', () => {
  const flakyTest = t('ListTest', 'scrolls');
  const tabletTests = [t('HomeTest', 'a'), t('HomeTest', 'b'), t('HomeTest', 'c')];
  const runs = [
    exec(flakyTest, 'emulator-5554', 'phones', 'failed', { detail: 'timing' }),
    exec(flakyTest, 'emulator-5554', 'phones', 'passed', { attempt: 2 }),
  ];
  const report = buildReport({
    suite: {
      groups: [
        { group: 'phones', tests: [flakyTest] },
        { group: 'tablets', tests: tabletTests },
      ],
    },
    groups: [
      { name: 'phones', required: true, devices: ['emulator-5554', 'bare-1'], status: 'ok' },
      { name: 'tablets', required: true, devices: [], status: 'ok' },
    ],
    devices: [
      device('emulator-5554', ['phones'], { model: 'Pixel 8' }),
      device('bare-1', ['phones'], { state: 'offline', reason: 'adb lists it offline' }),
    ],
    executions: [
      ...runs,
      ...tabletTests.map((x) => exec(x, '', 'tablets', 'undetermined', { reason: 'no-device', detail: 'none left' })),
    ],
    verdicts: [
      v(flakyTest, 'phones', 'flaky', {
        detail: 'failed on Pixel 8 (emulator-5554), passed on Pixel 8 (emulator-5554): timing',
      }),
      ...tabletTests.map((x) => v(x, 'tablets', 'undetermined', { reason: 'no-device', detail: 'none left' })),
    ],
    runVerdict: 'undetermined',
  });

  it('deviceLabel: model and serial, the serial alone without a model', () => {
    expect(deviceLabel({ serial: 'emulator-5554', model: 'Pixel 8' })).toBe('Pixel 8 (emulator-5554)');
    expect(deviceLabel({ serial: 'bare-1' })).toBe('bare-1');
  });

  it('a flaky verdict names the device by model, given the device facts', () => {
    const labelled = testVerdict(flakyTest, 'phones', runs, (s) =>
      s === 'emulator-5554' ? 'Pixel 8 (emulator-5554)' : s,
    );
    expect(labelled.detail).toBe('failed on Pixel 8 (emulator-5554), passed on Pixel 8 (emulator-5554): timing');
    // a merged report recomputes its verdicts with the devices it carries
    const merged = verdictsFor(report.suite, report.executions, [], report.devices);
    expect(merged.find((x) => x.verdict === 'flaky')?.detail).toBe(
      'failed on Pixel 8 (emulator-5554), passed on Pixel 8 (emulator-5554): timing',
    );
  });

  it('Markdown: the devices column and the device problems table', () => {
    const md = renderMarkdown(report);
    const row = md.split('\n').find((l) => l.startsWith('| ⚠️') && l.includes('ListTest#scrolls'));
    expect(row).toContain('| Pixel 8 \\(emulator\\-5554\\) |');
    expect(md).toContain('| bare\\-1 | offline | adb lists it offline |');
  });

  it('JUnit: the device property and each execution line', () => {
    const xml = renderJunit(report);
    expect(xml).toContain('<property name="droidheal.device" value="Pixel 8 (emulator-5554) ready"/>');
    expect(xml).toContain('<property name="droidheal.device" value="bare-1 offline"/>');
    expect(xml).toContain('device Pixel 8 (emulator-5554) attempt 1: failed — timing');
    expect(xml).toContain('[flaky] failed on Pixel 8 (emulator-5554), passed on Pixel 8 (emulator-5554): timing');
  });

  it('HTML: the devices section names each device by its label', () => {
    const html = renderHtml(report);
    expect(html).toMatch(
      /<tr class="device state-ready" data-device="emulator-5554"[^>]*><td>Pixel 8 \(emulator-5554\)<\/td>/,
    );
    expect(html).toMatch(/<tr class="device state-offline" data-device="bare-1"[^>]*><td>bare-1<\/td>/);
  });

  it('repeated undetermined rows of one group and cause are one line in Markdown and HTML; JUnit keeps each testcase', () => {
    const md = renderMarkdown(report);
    expect(md.split('\n').filter((l) => l.includes('| tablets |'))).toEqual([
      `| ❔ undetermined | <details><summary>3 tests</summary>${tabletTests.map((x) => `\`${testKey(x)}\``).join('<br>')}</details> | tablets | — | no\\-device: none left |`,
    ]);
    const html = renderHtml(report);
    expect(
      html.match(/<tr class="test-row fold-row" data-group="tablets" data-verdict="undetermined" data-tests="3">/g),
    ).toHaveLength(1);
    const xml = renderJunit(report);
    for (const x of tabletTests) expect(xml).toContain(`<testcase classname="${x.class}" name="${x.method}"`);
    expect(
      xml.match(/<error type="undetermined:no-device" message="undetermined:no-device — none left">/g),
    ).toHaveLength(3);
  });
});
