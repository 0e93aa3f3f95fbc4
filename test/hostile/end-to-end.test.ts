import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchChromium } from '../report/browser.js';
import { fromHtml, fromJson, fromJunit, fromMarkdown } from '../report/read-formats.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { runCli } from '../support/cli.js';

/**
 * Hostile data through a real `droidheal run` (a private adb server, virtual devices) into every
 * output: test names, failure messages, traces, device names and a host check's output carry
 * markup, shell syntax, table and CDATA breakers, XML-invalid characters, terminal escapes, bidi
 * overrides, workflow commands and a 200 kB message. Nothing may execute (a canary file for the
 * shell, a canary global in Chromium for the HTML), every file must stay valid, and the terminal
 * output must carry no control sequence.
 */

const PKG = 'com.example.notes';
let dir: string;
let canary: string;
let adb: PrivateAdbServer;
let browser: Browser;

/** C0 controls but tab and newline, DEL, C1 controls, and the bidi embeddings/overrides/isolates. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'droidheal-hostile-'));
  canary = join(dir, 'pwned');
  adb = await startPrivateAdbServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await adb?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('hostile data through a real run into every report format', () => {
  it('executes nothing, keeps every file valid and every format in agreement, and strips control sequences from the terminal', async () => {
    const sh = `$(touch ${canary})\`touch ${canary}\`;touch ${canary}&&touch ${canary}`;
    const markupName = `rendersHtml<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">${sh}`;
    const breakerName = `breaksTables|a|b|\u001b[31mred\u001b[0m\u202eevil]]>&amp;'"[x](javascript:window.__pwned=5)`;
    const message = [
      'expected <script>window.__pwned=3</script> but was <b>bold</b>',
      '::error file=injected.kt,line=1::a second workflow command',
      '| injected | row |',
      '|---|---|',
      `]]> \u0000\u0001\u0008\ufffe\uffff \u001b[2J\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007 \u202eevil`,
      '[click](javascript:window.__pwned=6) ../../../../etc/passwd',
      'A'.repeat(200_000),
    ].join('\n');
    const hostileDevice = {
      model: `Pixel <img src=x onerror="window.__pwned=4">\u001b[31m|x|`,
      manufacturer: `Goo|gle ${sh}`,
    };
    const tests = [
      { class: `${PKG}.HostileTest`, method: markupName, durationMs: 30 },
      { class: `${PKG}.HostileTest`, method: breakerName, durationMs: 30 },
      { class: `${PKG}.HostileTest`, method: 'passes', durationMs: 30 },
    ];
    const failing = {
      [`${PKG}.HostileTest#${markupName}`]: { outcome: 'fail', message },
      [`${PKG}.HostileTest#${breakerName}`]: {
        outcome: 'fail',
        message: `short ${sh}`,
        trace: `${message}\n\tat x.Y.z(Y.kt:1)`,
      },
    };
    const device = (name: string) => ({
      name,
      ...hostileDevice,
      sdk: 34,
      abis: ['arm64-v8a'],
      packages: [PKG],
      outcomes: failing,
    });
    const rack = join(dir, 'rack.json');
    await writeFile(
      rack,
      JSON.stringify({
        instrumentations: [{ package: `${PKG}.test`, target: PKG }],
        tests,
        virtual: [device('one'), device('two')],
      }),
    );
    const hostScript = join(dir, 'host-check.mjs');
    await writeFile(
      hostScript,
      `process.stdout.write(${JSON.stringify(`${message.slice(0, 2000)}\n${sh}\n`)}); process.exit(1);\n`,
    );
    const config = join(dir, 'droidheal.json');
    await writeFile(
      config,
      JSON.stringify({
        instrumentation: {
          testPackage: `${PKG}.test`,
          runner: 'androidx.test.runner.AndroidJUnitRunner',
          targetPackage: PKG,
        },
        checks: [{ name: 'host-script', kind: 'command', run: [process.execPath, hostScript] }],
        timeouts: { testSilenceMs: 5000, probeMs: 1000 },
      }),
    );
    const reportDir = join(dir, 'reports');
    const run = await runCli(['run', '--rack', rack, '--config', config, '--report-dir', reportDir], {
      env: adb.env,
      cwd: dir,
    });
    expect(run.stderr).not.toContain('internal error');
    expect(run.exitCode, run.stderr.slice(0, 2000)).toBe(1);

    // nothing reached a shell; nothing was written outside the report directory
    expect(existsSync(canary)).toBe(false);
    // the reports, and the failed tests' evidence: every file of it inside attachments/, whatever the test names hold
    expect(readdirSync(reportDir).sort()).toEqual([
      'attachments',
      'junit.xml',
      'report.html',
      'report.json',
      'summary.md',
    ]);
    const saved = JSON.parse(await readFile(join(reportDir, 'report.json'), 'utf8')) as {
      executions: { attachments?: { path: string }[] }[];
    };
    const kept = saved.executions.flatMap((e) => e.attachments ?? []).map((a) => a.path);
    expect(kept.length).toBeGreaterThan(0);
    for (const p of kept) {
      const at = resolve(reportDir, p);
      expect(at.startsWith(`${join(reportDir, 'attachments')}${sep}`), p).toBe(true);
      expect(existsSync(at), p).toBe(true);
    }
    const files = readdirSync(join(reportDir, 'attachments'), { recursive: true, withFileTypes: true }).filter((e) =>
      e.isFile(),
    );
    expect(files.length).toBe(kept.length);

    // the terminal: no escape sequence, no other control character, no bidi override
    expect(run.stdout).not.toMatch(CONTROL);
    expect(run.stderr).not.toMatch(CONTROL);

    // JSON is data: it parses and keeps the names exactly
    const jsonText = await readFile(join(reportDir, 'report.json'), 'utf8');
    const report = JSON.parse(jsonText) as { verdicts: Array<{ test: { method: string } }> };
    expect(report.verdicts.map((v) => v.test.method)).toEqual(expect.arrayContaining([markupName, breakerName]));
    const verdicts = fromJson(jsonText);
    expect(verdicts[`all|${PKG}.HostileTest#${markupName}`]).toBe('fail');
    expect(verdicts[`all|${PKG}.HostileTest#passes`]).toBe('pass');

    // JUnit: well-formed XML 1.0 (no character XML cannot carry), same verdicts
    const junit = await readFile(join(reportDir, 'junit.xml'), 'utf8');
    expect(XMLValidator.validate(junit)).toBe(true);
    expect(junit).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/);
    // XML 1.0 cannot carry ESC and friends at all: JUnit shows them as \u001b text
    const xmlVisible = (key: string) =>
      key.replace(
        /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
    expect(fromJunit(junit)).toEqual(Object.fromEntries(Object.entries(verdicts).map(([k, v]) => [xmlVisible(k), v])));

    // Markdown: no raw markup or javascript link; every table row has its header's cell count
    const md = await readFile(join(reportDir, 'summary.md'), 'utf8');
    // inside code spans and fences markup is shown, not rendered: look at the rest
    const prose = md.replace(/^(`{3,})text\n[\s\S]*?\n\1$/gm, '').replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
    expect(prose).toContain('finding');
    expect(prose).not.toMatch(/(?<!\\)<(script|img|b)\b/i);
    expect(prose).not.toMatch(/\]\(javascript:/i);
    expect(md).not.toMatch(CONTROL);
    const cells = (row: string) => row.replace(/\\\|/g, '').split('|').length;
    let header: number | undefined;
    for (const line of md.split('\n')) {
      if (!line.startsWith('|')) {
        header = undefined;
        continue;
      }
      header ??= cells(line);
      expect(cells(line), line.slice(0, 200)).toBe(header);
    }
    // Markdown and HTML show every hidden character as \u text, bidi overrides included
    const shown = (key: string) =>
      key.replace(
        /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
    const shownVerdicts = Object.fromEntries(Object.entries(verdicts).map(([k, v]) => [shown(k), v]));
    expect(fromMarkdown(md)).toEqual(shownVerdicts);

    // HTML in Chromium: no canary set, no injected element, the text shown as text, same verdicts
    const html = await readFile(join(reportDir, 'report.html'), 'utf8');
    const page = await browser.context.newPage();
    try {
      await page.goto(pathToFileURL(join(reportDir, 'report.html')).href);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator('img[src="x"], [onerror]').count()).toBe(0);
      expect(await page.evaluate(() => [...document.querySelectorAll('b')].some((b) => b.textContent === 'bold'))).toBe(
        false,
      );
      expect(await page.evaluate(() => document.body.innerText)).toContain('window.__pwned=1');
    } finally {
      await page.close();
    }
    expect(await fromHtml(browser, html, dir)).toEqual(shownVerdicts);

    // GitHub Actions: annotations cannot start a second workflow command, the summary is the Markdown
    const summary = join(dir, 'step-summary.md');
    const gate = await runCli(['gate', join(reportDir, 'report.json')], {
      env: { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary },
      cwd: dir,
    });
    expect(gate.exitCode).toBe(1);
    const commands = gate.stdout.split('\n').filter((l) => l.startsWith('::'));
    expect(commands.length).toBeGreaterThan(0);
    for (const c of commands) expect(c).toMatch(/^::(error|warning|notice)( [a-z]+=[^:,]*(,[a-z]+=[^:,]*)*)?::/);
    expect(gate.stdout).not.toMatch(/^::error file=injected/m);
    expect(gate.stdout).not.toMatch(CONTROL);
    expect(gate.stderr).not.toMatch(CONTROL);
    expect(existsSync(canary)).toBe(false);
  });
});
