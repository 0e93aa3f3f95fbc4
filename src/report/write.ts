import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Report } from '../config/report.js';
import { makeDir } from '../fs/make-dir.js';
import { inlineScreenshots } from './attachments.js';
import { type HtmlOptions, renderHtml } from './html.js';
import { renderJson } from './json.js';
import { type JunitOptions, renderJunit } from './junit.js';
import { renderMarkdown } from './markdown.js';

/** What a format may be given besides the report: JUnit's options, the HTML's inlined screenshots. */
export interface RenderOptions extends JunitOptions, HtmlOptions {}

/** Every format a report renders to, by the name `--format` takes. */
export const reportFormats = {
  json: { file: 'report.json', render: (r: Report) => renderJson(r) },
  junit: { file: 'junit.xml', render: (r: Report, o?: RenderOptions) => renderJunit(r, o) },
  markdown: { file: 'summary.md', render: (r: Report) => renderMarkdown(r) },
  html: { file: 'report.html', render: (r: Report, o?: RenderOptions) => renderHtml(r, o) },
} as const satisfies Record<string, { file: string; render: (r: Report, o?: RenderOptions) => string }>;
export type ReportFormat = keyof typeof reportFormats;
export const reportFormatNames = Object.keys(reportFormats) as ReportFormat[];

/**
 * Write files so a reader never sees half of one: each goes to a temporary sibling first and is
 * renamed into place only once every file has been written.
 */
export async function writeFilesAtomically(files: ReadonlyArray<{ path: string; content: string }>): Promise<void> {
  const staged: Array<{ tmp: string; path: string }> = [];
  try {
    for (const f of files) {
      await makeDir(dirname(f.path));
      const tmp = join(dirname(f.path), `.${basename(f.path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
      staged.push({ tmp, path: f.path });
      await writeFile(tmp, f.content);
    }
    for (const s of staged) await rename(s.tmp, s.path);
  } catch (err) {
    await Promise.all(staged.map((s) => rm(s.tmp, { force: true })));
    throw err;
  }
}

/**
 * Render every format (all of them before anything is written) into `dir`; returns the paths. The
 * report's attachments are already in `dir` (the run wrote them there): small screenshots are read
 * back to be inlined into the HTML.
 */
export async function writeReports(
  report: Report,
  dir: string,
  options: { junit?: JunitOptions } = {},
): Promise<Record<ReportFormat, string>> {
  const render: RenderOptions = { ...options.junit, inline: await inlineScreenshots(report.executions, dir) };
  const files = reportFormatNames.map((name) => ({
    name,
    path: join(dir, reportFormats[name].file),
    content: reportFormats[name].render(report, render),
  }));
  await writeFilesAtomically(files);
  return Object.fromEntries(files.map((f) => [f.name, f.path])) as Record<ReportFormat, string>;
}
