import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Verdicts } from '../../src/chaos/formats.js';
import type { Browser } from './browser.js';

/**
 * Read each rendered format back into one comparable shape, `group|Class#method` → verdict, with
 * `undetermined:REASON`, so tests can check the formats agree. JSON, JUnit and Markdown are read by the
 * chaos harness's readers (invariant 8 compares the same formats); HTML needs a browser, so it lives here.
 */
export { fromJson, fromJunit, fromMarkdown, type Verdicts } from '../../src/chaos/formats.js';

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
