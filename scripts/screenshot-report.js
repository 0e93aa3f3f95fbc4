#!/usr/bin/env node
// Maintainers: regenerate docs/images/report.png, the README's picture of the HTML report, from a real
// `npm run demo` (the healed run) in headless Chromium — never hand-made. Needs `npm run build` and a
// Chromium (`bash scripts/ensure-chromium`); run: node scripts/screenshot-report.js
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = mkdtempSync(path.join(os.tmpdir(), 'droidheal-screenshot-'));
const profile = mkdtempSync(path.join(os.tmpdir(), 'droidheal-screenshot-profile-'));
try {
  const demo = spawnSync(process.execPath, [path.join(root, 'bin', 'droidheal.js'), 'demo', '--out', out], {
    stdio: 'inherit',
  });
  if (demo.status !== 0) throw new Error(`npm run demo exited ${demo.status}`);
  const executablePath = process.env.CHROMIUM_PATH || 'chromium';
  const resolved = spawnSync('sh', ['-c', `command -v "${executablePath}"`], { encoding: 'utf8' }).stdout.trim();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: resolved || executablePath,
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await context.newPage();
    await page.goto(pathToFileURL(path.join(out, 'genuine', 'report.html')).href);
    await page.screenshot({ path: path.join(root, 'docs', 'images', 'report.png') });
  } finally {
    await context.close();
  }
  process.stdout.write('wrote docs/images/report.png\n');
} finally {
  rmSync(out, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
