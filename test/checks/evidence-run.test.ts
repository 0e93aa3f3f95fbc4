import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKey } from '../../src/config/outcome.js';
import { Report } from '../../src/config/report.js';
import { type Browser, launchChromium } from '../report/browser.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { runCli } from '../support/cli.js';
import { mp4Boxes, readPng } from '../support/media.js';

/**
 * `droidheal run` keeps every failed test's evidence beside the report and attaches it in every
 * format: report.json (kind, path, bytes, sha256), JUnit `[[ATTACHMENT|…]]` lines, the Markdown
 * summary's links and the HTML's thumbnails and lightbox — read here as a person's browser shows it.
 */
const PKG = 'com.example.notes';
const rack = {
  groups: { phones: { sdk: { min: 30 } } },
  instrumentations: [{ package: `${PKG}.test`, target: PKG }],
  tests: [
    { class: `${PKG}.ListTest`, method: 'listIsShown', durationMs: 200 },
    {
      class: `${PKG}.EditorTest`,
      method: 'savesTheNote',
      durationMs: 300,
      outcome: 'fail',
      message: 'expected the note to be saved',
      log: ['W/NotesRepository: save ignored'],
      outputFiles: [{ path: 'EditorTest/compose-tree.txt', text: 'Node #1 at (0, 0)' }],
    },
  ],
  virtual: [{ name: 'p1', model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abis: ['arm64-v8a'], packages: [PKG] }],
};

let adb: PrivateAdbServer;
let browser: Browser;
let dir: string;
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  browser = await launchChromium();
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-evidence-run-'));
  await writeFile(path.join(dir, 'devices.json'), JSON.stringify(rack));
  await writeFile(
    path.join(dir, 'droidheal.json'),
    JSON.stringify({
      instrumentation: {
        testPackage: `${PKG}.test`,
        runner: 'androidx.test.runner.AndroidJUnitRunner',
        targetPackage: PKG,
      },
      timeouts: { testSilenceMs: 3000, probeMs: 2000 },
      retries: { reschedule: 1, confirmFailures: true },
      evidence: { record: 'retries' },
    }),
  );
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await adb?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('evidence in every report format', () => {
  it('droidheal run attaches screenshot, files and log to the failure, and the recording to its re-check', async () => {
    const reportDir = path.join(dir, 'out', 'reports');
    // a stale attachment of an earlier run in the same folder is gone after this run
    await mkdir(path.join(reportDir, 'attachments', 'old'), { recursive: true });
    await writeFile(path.join(reportDir, 'attachments', 'old', 'screen.png'), 'stale');
    const r = await runCli(
      ['run', '--rack', 'devices.json', '--config', 'droidheal.json', '--report-dir', 'out/reports'],
      {
        cwd: dir,
        env: adb.env,
      },
    );
    expect(r.exitCode, r.stderr).toBe(1);
    await expect(readFile(path.join(reportDir, 'attachments', 'old', 'screen.png'))).rejects.toThrow(/ENOENT/);

    const report = Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
    const runs = report.executions.filter((e) => e.test.method === 'savesTheNote');
    // failed, then failed again on its re-check on the same phone (the only one)
    expect(runs.map((e) => [e.attempt, e.outcome])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
    ]);
    const [first, recheck] = runs as [(typeof runs)[0], (typeof runs)[0]];
    expect(first.attachments!.map((a) => [a.kind, a.path.split('/').slice(3).join('/')])).toEqual([
      ['screenshot', '1/screen.png'],
      ['test-output', '1/files/test_outputfiles/EditorTest/compose-tree.txt'],
      ['logcat', '1/logcat.txt'],
    ]);
    // the recording is of the re-check only (record: retries)
    expect(recheck.attachments!.map((a) => [a.kind, a.path.split('/').slice(3).join('/')])).toEqual([
      ['screenshot', '2/screen.png'],
      ['screenrecord', '2/screenrecord.mp4'],
      ['test-output', '2/files/test_outputfiles/EditorTest/compose-tree.txt'],
      ['logcat', '2/logcat.txt'],
    ]);
    for (const a of [...first.attachments!, ...recheck.attachments!]) {
      const data = await readFile(path.join(reportDir, ...a.path.split('/')));
      expect([a.path, data.length, createHash('sha256').update(data).digest('hex')]).toEqual([
        a.path,
        a.bytes,
        a.sha256,
      ]);
    }
    const shot = readPng(await readFile(path.join(reportDir, ...first.attachments![0]!.path.split('/'))));
    expect(shot.text.Description).toBe(`test ${PKG}.EditorTest#savesTheNote failed`);
    const video = await readFile(path.join(reportDir, ...recheck.attachments![1]!.path.split('/')));
    expect(mp4Boxes(video)).toEqual(['ftyp', 'moov', 'mdat']);
    expect(report.executions.find((e) => e.test.method === 'listIsShown')!.attachments).toBeUndefined();

    // JUnit: one line per attachment, naming the file from the job's folder (the cwd)
    const junit = await readFile(path.join(reportDir, 'junit.xml'), 'utf8');
    // the text of every <system-out>, line by line, as a CI's XML parser reads it
    const outText = [...junit.matchAll(/<system-out>([\s\S]*?)<\/system-out>/g)]
      .map((m) => m[1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
      .join('\n');
    const lines = outText.split('\n').filter((l) => l.includes('[[ATTACHMENT|'));
    expect(lines).toHaveLength(7);
    for (const l of lines) {
      const p = /^\[\[ATTACHMENT\|(.+)\]\]$/.exec(l)![1]!;
      expect(p.startsWith('out/reports/attachments/')).toBe(true);
      await expect(readFile(path.join(dir, p))).resolves.toBeInstanceOf(Buffer);
    }
    const testcase = junit.slice(
      junit.indexOf('name="savesTheNote"'),
      junit.indexOf('</testcase>', junit.indexOf('name="savesTheNote"')),
    );
    expect(testcase).toContain('<failure');
    expect(testcase).toContain(`[[ATTACHMENT|out/reports/${first.attachments![0]!.path}]]`);

    // Markdown: links relative to the report folder, `#` encoded so it is not a fragment
    const md = await readFile(path.join(reportDir, 'summary.md'), 'utf8');
    const encoded = first.attachments![0]!.path.split('/').map(encodeURIComponent).join('/');
    expect(md).toContain(`[screen.png](${encoded})`);
    expect(encoded).toContain('EditorTest%23savesTheNote');

    // HTML in Chromium: thumbnails inlined, the lightbox, the recording and files linked, nothing fetched from outside
    const url = pathToFileURL(path.join(reportDir, 'report.html')).href;
    const page = await browser.context.newPage();
    const problems: string[] = [];
    const outside: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (q) => {
      if (!q.url().startsWith(pathToFileURL(reportDir).href)) outside.push(q.url());
    });
    try {
      await page.goto(url);
      expect(
        await page.$$eval('#evidence article.evidence', (as) => as.map((a) => a.getAttribute('data-test'))),
      ).toEqual([testKey(first.test), testKey(recheck.test)]);
      const thumbs = await page.$$eval('#evidence a.thumb img', (imgs) =>
        imgs.map((i) => [(i as HTMLImageElement).src.slice(0, 22), (i as HTMLImageElement).naturalWidth]),
      );
      expect(thumbs).toEqual([
        ['data:image/png;base64,', 270],
        ['data:image/png;base64,', 270],
      ]);
      await page.click('#evidence a.thumb');
      expect(await page.isVisible('#lightbox img')).toBe(true);
      expect(await page.$eval('#lightbox img', (i) => (i as HTMLImageElement).naturalWidth)).toBe(270);
      await page.keyboard.press('Escape');
      expect(await page.isHidden('#lightbox')).toBe(true);
      // the recording plays from the report folder: Chromium decodes its frames
      const played = await page.$eval('#evidence video.recording', async (v) => {
        const video = v as HTMLVideoElement;
        video.muted = true;
        video.preload = 'auto';
        video.load();
        await new Promise((resolve, reject) => {
          video.addEventListener('loadeddata', resolve, { once: true });
          video.addEventListener('error', () => reject(new Error(String(video.error?.message))), { once: true });
        });
        return [video.videoWidth, video.videoHeight];
      });
      expect(played).toEqual([96, 208]);
      const links = await page.$$eval('#evidence ul.attachments a', (as) => as.map((a) => a.textContent));
      expect(links).toContain('files/test_outputfiles/EditorTest/compose-tree.txt');
      // the failing cell's detail panel shows the same evidence
      await page.click('#matrix td.cell[data-outcome="failed"]');
      expect(await page.$$eval('#detail .evidence a.thumb img', (imgs) => imgs.length)).toBe(2);
      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
