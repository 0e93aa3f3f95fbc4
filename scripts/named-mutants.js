#!/usr/bin/env node
// `npm run mutate:named`: the five hand-made mutants of issue 14, each a bug that would let the gate
// pass a release wrongly or misreport results. Each is applied as a text patch to a temporary copy
// of the project (the working tree is never touched), the test files that must catch it run
// against that copy, and the result is printed: killed (a test failed) or SURVIVED. Exit 1 if any
// survives, 2 if a patch no longer applies (the code moved: update the patch, do not drop it).
//   --only N   run mutant N only
//   --list     print the mutants and exit
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * file: the source file patched; find: text that must occur exactly once; replace: the mutant.
 * tests: the test files that must kill it; testName: an optional -t filter (tests with adb and
 * virtual devices are slow, so only the one written for the mutant runs).
 */
const MUTANTS = [
  {
    name: 'gate: a waiver ignores its group (a waiver for api26 waives every group)',
    file: 'src/report/gate.ts',
    find: '  if (w.group !== undefined && w.group !== b.group) return false;\n',
    replace: '',
    tests: ['test/report/gate.test.ts', 'test/report/gate-format.test.ts'],
  },
  {
    name: 'scheduler: a cut batch is re-queued whole, re-running the tests that already passed',
    file: 'src/schedule/scheduler.ts',
    find: '        tests: back,\n        estimateMs: totalMs(back, this.opts.estimate),',
    replace: '        tests: item.tests,\n        estimateMs: totalMs(item.tests, this.opts.estimate),',
    tests: ['test/schedule/scheduler.test.ts'],
  },
  {
    name: 'instrumentation: on SIGINT the tests that finished before it are discarded',
    file: 'src/checks/instrumentation/check.ts',
    find: 'executions: [...unrunnable, ...finishedOnly(streamed.run.tests, device.serial)],',
    replace: 'executions: [...unrunnable],',
    tests: ['test/checks/instrumentation.test.ts'],
    testName: 'interrupt',
  },
  {
    name: 'run verdict: a group missing from the covered list counts as not required',
    file: 'src/verdict/run-verdict.ts',
    find: '?.required ?? true;',
    replace: '?.required ?? false;',
    tests: ['test/verdict/verdicts.test.ts'],
  },
  {
    name: "classify: a completed run's unmentioned tests are not-run even when the device was not healthy",
    file: 'src/verdict/classify.ts',
    find: "if (run.end === 'complete' && !run.silenceTimedOut && after === 'healthy') {",
    replace: "if (run.end === 'complete' && !run.silenceTimedOut) {",
    tests: ['test/verdict/outcome.test.ts', 'test/verdict/classify.test.ts'],
  },
];

const { values } = parseArgs({
  options: { only: { type: 'string' }, list: { type: 'boolean', default: false }, named: { type: 'boolean' } },
});
if (values.list) {
  MUTANTS.forEach((m, i) => {
    process.stdout.write(`${i + 1}. ${m.name}\n   ${m.file}; killed by ${m.tests.join(', ')}\n`);
  });
  process.exit(0);
}
const only = values.only === undefined ? undefined : Number(values.only);
if (only !== undefined && !(Number.isInteger(only) && only >= 1 && only <= MUTANTS.length)) {
  process.stderr.write(`named-mutants: --only ${values.only}: expected a mutant number 1..${MUTANTS.length}\n`);
  process.exit(2);
}

// Check every patch first, so a stale patch is reported before anything runs.
for (const [i, m] of MUTANTS.entries()) {
  const text = readFileSync(path.join(root, m.file), 'utf8');
  const n = text.split(m.find).length - 1;
  if (n !== 1) {
    process.stderr.write(
      `named-mutants: mutant ${i + 1} (${m.file}): its patch text occurs ${n} times, expected once; update the patch in scripts/named-mutants.js to the current code\n`,
    );
    process.exit(2);
  }
}

// A temporary copy of the project's files (node_modules and dist linked, not copied).
const copy = mkdtempSync(path.join(tmpdir(), 'droidheal-named-mutants-'));
// The tests' own temp dirs go inside the copy too (TMPDIR), so removing it removes them.
const tmp = path.join(copy, '.tmp');
mkdirSync(tmp);
let child;
const killGroup = (sig) => {
  try {
    process.kill(-child.pid, sig); // vitest, its workers, adb servers and devices: the group this script started
  } catch {}
};
/** Stop the running vitest group: TERM first so it can stop its adb servers, KILL after 3 s. */
async function stopChild() {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const closed = new Promise((resolve) => child.once('close', resolve));
  killGroup('SIGTERM');
  const timer = setTimeout(() => killGroup('SIGKILL'), 3000);
  await closed;
  clearTimeout(timer);
  killGroup('SIGKILL'); // anything of the group that outlived its leader
}
let interrupted = false;
let cleaned = false;
function removeCopy() {
  if (cleaned) return;
  cleaned = true;
  if (child) killGroup('SIGKILL');
  rmSync(copy, { recursive: true, force: true });
}
process.on('exit', removeCopy);
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(sig, () => {
    interrupted = true;
    process.stderr.write(`named-mutants: ${sig}: stopping the tests and removing ${copy}\n`);
    stopChild().then(() => {
      removeCopy();
      process.exit(130);
    });
  });
}

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter(Boolean);
for (const f of files) {
  let data;
  try {
    data = readFileSync(path.join(root, f));
  } catch {
    continue; // deleted in the working tree but still in the index
  }
  mkdirSync(path.dirname(path.join(copy, f)), { recursive: true });
  writeFileSync(path.join(copy, f), data);
}
symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
symlinkSync(path.join(root, 'dist'), path.join(copy, 'dist'), 'dir');
// no global setup: the mutated code is src/, which vitest runs directly
writeFileSync(
  path.join(copy, 'vitest.named.config.mjs'),
  `export default { test: { include: ['test/**/*.test.ts'], testTimeout: 60000, hookTimeout: 60000, pool: 'forks', maxWorkers: 1 } };\n`,
);

function runTests(m) {
  const args = [
    path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--config',
    'vitest.named.config.mjs',
    '--reporter=json',
    '--outputFile=vitest-result.json',
    ...(m.testName ? ['-t', m.testName] : []),
    ...m.tests,
  ];
  return new Promise((resolve) => {
    let out = '';
    child = spawn(process.execPath, args, {
      cwd: copy,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TMPDIR: tmp },
    });
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => {
      if (interrupted) return; // stopped by a signal: no result to report, the handler exits
      let failed = [];
      try {
        const result = JSON.parse(readFileSync(path.join(copy, 'vitest-result.json'), 'utf8'));
        failed = result.testResults.flatMap((f) =>
          f.assertionResults.filter((a) => a.status === 'failed').map((a) => a.fullName),
        );
        rmSync(path.join(copy, 'vitest-result.json'));
      } catch {}
      resolve({ code, out, failed });
    });
  });
}

const chosen = MUTANTS.map((m, i) => ({ ...m, n: i + 1 })).filter((m) => only === undefined || m.n === only);

let survived = 0;
for (const m of chosen) {
  // the unmutated copy must pass first: a failure under the mutant only means something if it does
  const clean = await runTests(m);
  if (clean.code !== 0) {
    process.stderr.write(
      `${clean.out}\nnamed-mutants: ${m.tests.join(', ')} fail without mutant ${m.n}; fix them first\n`,
    );
    process.exit(2);
  }
  const target = path.join(copy, m.file);
  const original = readFileSync(target, 'utf8');
  writeFileSync(target, original.replace(m.find, m.replace));
  const r = await runTests(m);
  writeFileSync(target, original);
  if (r.code === 0) survived++;
  process.stdout.write(
    `${m.n}. ${r.code === 0 ? 'SURVIVED' : 'killed  '}  ${m.name}\n` +
      (r.code === 0
        ? `   no test in ${m.tests.join(', ')} fails with this mutant\n`
        : (r.failed.length > 0 ? r.failed : ['(no test result: see the output of vitest)'])
            .slice(0, 3)
            .map((f) => `   by ${f}\n`)
            .join('')),
  );
}
process.stdout.write(`${chosen.length - survived} of ${chosen.length} named mutants killed\n`);
process.exitCode = survived > 0 ? 1 : 0;
