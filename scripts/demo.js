#!/usr/bin/env node
// `npm run demo`: the whole droidheal story on the embedded virtual rack, the same every run.
//   1. the rack: a phone group that can run, a tablet group whose only device is offline;
//   2. the sample Compose app copied into a throwaway git repository (your checkout is never touched);
//   3. `droidheal heal` with a fixer that takes the cheap path — every weakening refused by rule;
//   4. `droidheal heal` with a fixer that repairs the source — green again on the phones;
//   5. the release gate still blocks: the tablet group never ran, so the release is undetermined.
// It uses a private adb server port and a throwaway HOME (your adb server and ~/.android keys are
// never touched), and removes everything it started on every path, Ctrl-C included.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { freePort } = await import(new URL('../dist/adb/server.js', import.meta.url).href);
const bin = path.join(root, 'bin', 'droidheal.js');
const app = path.join(root, 'android-fixtures', 'compose-app');
const fixers = path.join(root, 'android-fixtures', 'fixers');
const out = path.resolve(process.env.DROIDHEAL_DEMO_DIR ?? 'droidheal-demo');

const tty = process.stdout.isTTY && !process.env.NO_COLOR;
const bold = (s) => (tty ? `\x1b[1m${s}\x1b[22m` : s);
const say = (text) => process.stdout.write(`\n${bold('▶')} ${text.split('\n').join('\n  ')}\n`);

let current;
/** Run droidheal with live output; resolves with the exit code and stdout (when captured). */
function droidheal(args, env, { cwd = root, capture = false } = {}) {
  process.stdout.write(`\n$ droidheal ${args.join(' ')}\n`);
  return new Promise((resolve) => {
    let stdout = '';
    current = spawn(process.execPath, [bin, ...args], {
      cwd,
      env,
      stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
    });
    current.stdout?.on('data', (d) => {
      stdout += d;
    });
    current.on('exit', (code, signal) => {
      current = undefined;
      resolve({ code: code ?? (signal ? 130 : 2), stdout });
    });
  });
}

function git(cwd, ...args) {
  return new Promise((resolve, reject) => {
    const p = spawn('git', args, { cwd, stdio: 'ignore' });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`git ${args.join(' ')} exited ${code}`))));
  });
}

/** The sample app as a fresh git repository of its own. */
async function sampleRepo(name) {
  const dir = path.join(scratch, name);
  cpSync(app, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}build${path.sep}`) });
  await git(dir, 'init', '-q', '-b', 'main');
  await git(dir, 'add', '-A');
  await git(
    dir,
    '-c',
    'user.name=droidheal demo',
    '-c',
    'user.email=demo@droidheal.invalid',
    'commit',
    '-qm',
    'notes app',
  );
  return dir;
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'droidheal-demo-'));
const home = path.join(scratch, 'home');
mkdirSync(home);
const cleanup = () => rmSync(scratch, { recursive: true, force: true });
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
const env = {
  ...process.env,
  HOME: home,
  ANDROID_ADB_SERVER_PORT: String(port),
  // the fixture's ./gradlew stand-in, wherever the app was copied
  DROIDHEAL_GRADLE_STANDIN: path.join(root, 'android-fixtures', 'gradle-standin', 'gradlew.mjs'),
  GITHUB_STEP_SUMMARY: '',
};
const checks = [];
const expect = (what, ok, saw) => {
  checks.push({ what, ok, saw });
  return ok;
};

try {
  say(
    `droidheal demo — the notes app's instrumented suite on a virtual rack (private adb server, port ${port}).\n` +
      'Two phones can run; the tablet group\'s only device is offline. Nothing that cannot run is ever called "failed".',
  );
  const devices = await droidheal(['devices', '--rack', path.join(app, 'devices.json')], env);
  expect('devices: the tablet group cannot run → exit 3', devices.code === 3, devices.code);

  say(
    'Heal #1: a fixer that takes the cheap path (android-fixtures/fixers/cheap.mjs).\n' +
      'It deletes the assertion it was asked to satisfy, then another, then reports low confidence.\n' +
      'The guard reads the diff semantically and refuses each by rule; the tablet finding is never dispatched.',
  );
  const cheapRepo = await sampleRepo('cheap');
  const cheap = await droidheal(
    [
      'heal',
      '--engine',
      'command',
      '--engine-command',
      `node ${path.join(fixers, 'cheap.mjs')}`,
      '--json',
      '--report-dir',
      path.join(out, 'cheap'),
    ],
    env,
    { cwd: cheapRepo, capture: true },
  );
  const cheapResult = JSON.parse(cheap.stdout || '{}');
  const refusals = (cheapResult.rounds ?? []).flatMap((r) => r.attempts ?? []).filter((a) => a.refused);
  expect(
    'cheap fixer: escalated after rounds-exhausted → exit 1',
    cheap.code === 1 && cheapResult.status === 'escalated' && cheapResult.outcome === 'rounds-exhausted',
    `${cheap.code} ${cheapResult.status} ${cheapResult.outcome}`,
  );
  expect(
    'cheap fixer: every weakening refused by rule',
    refusals.length >= 3,
    refusals.map((a) => a.refused.rule).join(', '),
  );
  say(
    `→ ${refusals.length} fixes refused (${[...new Set(refusals.map((a) => a.refused.rule))].join(', ')}): a green bought by a weakened check never reaches you.\n` +
      'The fixture build derives outcomes from the source, so the deleted assertion WOULD have passed — the guard is what stopped it.',
  );

  say(
    'Heal #2: a fixer that repairs the app source (android-fixtures/fixers/genuine.mjs).\n' +
      'Each fix is judged by the guard, committed on a branch, rebuilt, installed and proven on the phones.',
  );
  const genuineRepo = await sampleRepo('genuine');
  const genuineDir = path.join(out, 'genuine');
  const genuine = await droidheal(
    [
      'heal',
      '--engine',
      'command',
      '--engine-command',
      `node ${path.join(fixers, 'genuine.mjs')}`,
      '--json',
      '--report-dir',
      genuineDir,
    ],
    env,
    { cwd: genuineRepo, capture: true },
  );
  const genuineResult = JSON.parse(genuine.stdout || '{}');
  const applied = (genuineResult.rounds ?? []).flatMap((r) => r.attempts ?? []).filter((a) => a.applied);
  expect(
    'genuine fixer: converged and healed, every genuine failure proven fixed on the phones → exit 0',
    genuine.code === 0 &&
      genuineResult.status === 'healed' &&
      genuineResult.outcome === 'converged' &&
      applied.length >= 2,
    `${genuine.code} ${genuineResult.status} ${genuineResult.outcome}, ${applied.length} applied`,
  );
  expect(
    'genuine fixer: nothing left failing',
    !(genuineResult.remaining ?? []).some((r) => r.verdict === 'fail'),
    JSON.stringify(genuineResult.remaining ?? []),
  );
  expect(
    'your checkout is untouched: the fix is a branch and a patch',
    existsSync(path.join(genuineDir, 'heal.patch')),
    genuineDir,
  );

  say('The release gate on the healed run: the fixes are proven, but the tablet group never ran.');
  const gate = await droidheal(['gate', path.join(genuineDir, 'report.json')], env, { capture: true });
  process.stdout.write(
    `${gate.stdout.split('\n').slice(0, 4).join('\n')}\n  … (every undetermined test is listed in the report)\n`,
  );
  expect('gate: undetermined, the release is blocked → exit 3', gate.code === 3, gate.code);

  say(
    [
      `Reports: ${path.relative(process.cwd(), out) || '.'}/genuine/report.html (open in a browser), report.json, junit.xml, summary.md, heal.patch`,
      `         ${path.relative(process.cwd(), out) || '.'}/cheap/ — the refused attempts, by rule, file and line`,
    ].join('\n'),
  );
  const failed = checks.filter((c) => !c.ok);
  process.stdout.write(
    `\n${bold(failed.length === 0 ? 'demo: every step behaved as designed' : 'demo: a step did not behave as designed')}\n` +
      checks.map((c) => `  ${c.ok ? '✓' : '✗'} ${c.what}${c.ok ? '' : ` (saw ${c.saw})`}`).join('\n') +
      '\n',
  );
  process.exitCode = failed.length === 0 ? 0 : 1;
} finally {
  cleanup();
}
