#!/usr/bin/env node
// `npm run demo`: droidheal's main job on the embedded virtual rack (devices.json + droidheal.json).
// It runs the same commands a CI job would, on a private adb server port and a throwaway HOME,
// so the user's own adb server (5037) and ~/.android keys are never touched.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { freePort } = await import(new URL('../dist/adb/server.js', import.meta.url).href);
const bin = path.join(root, 'bin', 'droidheal.js');
const reportDir = path.join(root, '.droidheal', 'demo');

let current;
function droidheal(args, env) {
  process.stdout.write(`\n$ droidheal ${args.join(' ')}\n`);
  return new Promise((resolve) => {
    current = spawn(process.execPath, [bin, ...args], { cwd: root, env, stdio: 'inherit' });
    current.on('exit', (code, signal) => {
      current = undefined;
      resolve(code ?? (signal ? 130 : 2));
    });
  });
}

const home = mkdtempSync(path.join(os.tmpdir(), 'droidheal-demo-home-'));
const cleanup = () => rmSync(home, { recursive: true, force: true });
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    // the running droidheal command got the same signal from the terminal; let it stop its devices
    if (current)
      current.once('exit', () => {
        cleanup();
        process.exit(130);
      });
    else {
      cleanup();
      process.exit(130);
    }
  });
}

const port = Number(process.env.ANDROID_ADB_SERVER_PORT) || (await freePort());
const env = { ...process.env, HOME: home, ANDROID_ADB_SERVER_PORT: String(port) };
const meaning = { 0: 'pass', 1: 'fail', 2: 'usage/config error', 3: 'undetermined' };

try {
  process.stdout.write(
    `droidheal demo: the embedded virtual rack (devices.json) on a private adb server, port ${port}\n`,
  );
  const devices = await droidheal(['devices', '--rack', 'devices.json'], env);
  const run = await droidheal(
    ['run', '--rack', 'devices.json', '--config', 'droidheal.json', '--report-dir', reportDir],
    env,
  );
  const gate = await droidheal(['gate', path.join(reportDir, 'report.json')], env);
  process.stdout.write(
    `\nexit codes: devices ${devices} (${meaning[devices] ?? '?'}), run ${run} (${meaning[run] ?? '?'}), gate ${gate} (${meaning[gate] ?? '?'})\n` +
      `reports: ${path.relative(process.cwd(), reportDir) || '.'}/report.html (open in a browser), report.json, junit.xml, summary.md\n`,
  );
  // The demo rack is built to show a genuine failure next to a lost device and a flaky test:
  // the demo succeeds when every command behaved as designed, whatever the verdict.
  const ok = devices === 0 && [0, 1, 3].includes(run) && gate === run;
  if (!ok) process.stdout.write('demo: a command did not behave as expected (see above)\n');
  process.exitCode = ok ? 0 : 1;
} finally {
  cleanup();
}
