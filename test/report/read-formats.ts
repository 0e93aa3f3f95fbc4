import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import { testKey } from '../../src/config/outcome.js';
import { Report } from '../../src/config/report.js';
import type { Browser } from './browser.js';

/**
 * Read each rendered format back into one comparable shape, `group|Class#method` → verdict, with
 * `undetermined:REASON`, so tests can check the formats agree.
 */
export type Verdicts = Record<string, string>;

export function fromJson(text: string): Verdicts {
  const r = Report.parse(JSON.parse(text));
  return Object.fromEntries(
    r.verdicts.map((v) => [
      `${v.group}|${testKey(v.test)}`,
      v.verdict === 'undetermined' ? `undetermined:${v.reason}` : v.verdict,
    ]),
  );
}

export function fromJunit(text: string): Verdicts {
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (n) => ['testsuite', 'testcase'].includes(n),
  }).parse(text) as {
    testsuites: { testsuite: Array<{ '@name': string; testcase?: Array<Record<string, unknown>> }> };
  };
  const out: Verdicts = {};
  for (const suite of doc.testsuites.testsuite) {
    for (const c of suite.testcase ?? []) {
      const key = `${suite['@name']}|${c['@classname']}#${c['@name']}`;
      const error = c.error as { '@type': string } | undefined;
      out[key] = c.failure
        ? 'fail'
        : error
          ? error['@type']
          : c.skipped
            ? 'skipped'
            : String(c['system-out'] ?? '').startsWith('[flaky]')
              ? 'flaky'
              : 'pass';
    }
  }
  return out;
}

export function fromMarkdown(text: string): Verdicts {
  const table = text.slice(text.indexOf('### Tests'));
  const out: Verdicts = {};
  for (const row of table.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| verdict'))) {
    const cells = row
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((c) => c.trim());
    const verdict = cells[0]!.split(' ').at(-1)!;
    const key = `${cells[2]!.replace(/\\/g, '')}|${cells[1]!.replace(/^`+ ?| ?`+$/g, '').replace(/\\\|/g, '|')}`;
    out[key] = verdict === 'undetermined' ? `undetermined:${cells[4]!.split(':')[0]!.replace(/\\/g, '')}` : verdict;
  }
  return out;
}

export async function fromHtml(browser: Browser, html: string, dir: string): Promise<Verdicts> {
  const file = join(dir, `read-${Math.random().toString(36).slice(2)}.html`);
  await writeFile(file, html);
  const page = await browser.context.newPage();
  try {
    await page.goto(pathToFileURL(file).href);
    const rows = await page.$$eval('#matrix tr.test-row', (rs) =>
      rs.map(
        (r) =>
          [
            `${r.getAttribute('data-group')}|${r.getAttribute('data-test')}`,
            r.getAttribute('data-verdict')!,
            r.querySelector('td.verdict small')?.textContent ?? '',
          ] as const,
      ),
    );
    return Object.fromEntries(rows.map(([k, v, reason]) => [k, v === 'undetermined' ? `undetermined:${reason}` : v]));
  } finally {
    await page.close();
  }
}
