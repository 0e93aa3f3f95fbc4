import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startAdbServer } from '../adb/server.js';
import { runChecks } from '../checks/run.js';
import { type HealJson, SandboxConfig } from '../config/heal.js';
import type { Finding } from '../config/outcome.js';
import { ProjectConfig } from '../config/project.js';
import { loadRack, type Rack } from '../config/rack.js';
import type { Report } from '../config/report.js';
import { guardChange } from '../guard/change.js';
import { runBuild } from '../heal/build.js';
import { openContainment } from '../heal/containment.js';
import type { RunChecks } from '../heal/deps.js';
import { engineFor } from '../heal/engines/index.js';
import { openLedger } from '../heal/ledger.js';
import { healLoop } from '../heal/loop.js';
import { healPrompt } from '../heal/prompt-request.js';
import { openWorktree } from '../heal/worktree.js';
import { runProcess } from '../process/run.js';
import { median } from './lib/stats.js';

/**
 * `npm run bench -- heal`: the heal loop on a generated suite on the virtual rack (real adb, real git,
 * the fixture app's Gradle stand-in deriving outcomes from the source): 60 instrumented tests — 20
 * failing from 3 root causes (three test helpers looking for tags no composable sets), 10 undetermined
 * (their group's only device never comes up), 5 flaky (fail on a device's first run, pass on the
 * re-check) — plus 2 formatter checks (ktlint / spotless stand-ins) that are red, with their formatters
 * as `heal.regenerators`. Two fixers: `genuine` tags the composables, `stubborn` deletes the helper's
 * assertion every time (refused by the guard every round). Checked, as counts: sessions = fail clusters
 * × rounds used (never one per test), 0 sessions on undetermined or flaky tests, every formatter red
 * healed by the regenerators with 0 sessions. Measured: the loop's own time per round (everything but
 * the engine, the build, the regenerators and the device runs) against one plain run of the same suite
 * measured in the same process. Medians of RUNS.
 */

const RUNS = 3;
const PKG = 'com.example.notes';
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const composeApp = path.join(repoRoot, 'android-fixtures', 'compose-app');
const standin = path.join(repoRoot, 'android-fixtures', 'gradle-standin', 'gradlew.mjs');

/** The three root causes: a test helper each, looking for a tag the app does not set yet. */
const CAUSES = [
  { helper: 'assertToolbarShown', tag: 'bench_toolbar', label: 'Toolbar', tests: 8 },
  { helper: 'assertFilterShown', tag: 'bench_filter', label: 'Filter', tests: 7 },
  { helper: 'assertEmptyStateShown', tag: 'bench_empty_state', label: 'Nothing here yet', tests: 5 },
] as const;
const CLASSES = 6;
const PER_CLASS = 10;
const TABLET_CLASS = CLASSES - 1; // its 10 tests run on the tablets group only: undetermined
const FLAKY = [3, 14, 25, 36, 47]; // pass by the source, fail on each phone's first run

interface BenchTest {
  class: string;
  method: string;
  index: number;
  cause?: (typeof CAUSES)[number];
}

function suite(): BenchTest[] {
  const tests: BenchTest[] = [];
  // failing tests spread over the phone classes: 0,2,4,… get the causes in turn, until each has its count
  const left = CAUSES.map((c) => c.tests as number);
  for (let i = 0; i < CLASSES * PER_CLASS; i++) {
    const cls = Math.floor(i / PER_CLASS);
    const t: BenchTest = { class: `${PKG}.bench.Screen${cls}Test`, method: `case${i}`, index: i };
    if (cls !== TABLET_CLASS && i % 2 === 0 && !FLAKY.includes(i)) {
      const k = left.findIndex((n) => n > 0);
      if (k >= 0) {
        left[k]!--;
        t.cause = CAUSES[k];
      }
    }
    tests.push(t);
  }
  return tests;
}

const ref = (t: BenchTest) => `${t.class}#${t.method}`;

function testFile(cls: number, tests: BenchTest[]): string {
  const helpers = [...new Set(tests.flatMap((t) => (t.cause ? [t.cause.helper] : [])))].sort();
  const body = tests
    .map(
      (t) => `
    @Test
    fun ${t.method}() {
        composeTestRule.onNodeWithTag("bench_row_${t.index}").assertExists()${t.cause ? `\n        composeTestRule.${t.cause.helper}()` : ''}
    }
`,
    )
    .join('');
  return `package ${PKG}.bench

import androidx.compose.ui.test.assertExists
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.test.ext.junit.runners.AndroidJUnit4
${helpers.map((h) => `import ${PKG}.testing.${h}\n`).join('')}import ${PKG}.ui.bench.BenchScreen
import org.junit.Before
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith

@RunWith(AndroidJUnit4::class)
class Screen${cls}Test {

    @get:Rule
    val composeTestRule = createComposeRule()

    @Before
    fun setUp() {
        composeTestRule.setContent { BenchScreen() }
    }
${body}}
`;
}

const robot = `package ${PKG}.testing

import androidx.compose.ui.test.SemanticsNodeInteractionsProvider
import androidx.compose.ui.test.assertExists
import androidx.compose.ui.test.onNodeWithTag

${CAUSES.map(
  (c) => `fun SemanticsNodeInteractionsProvider.${c.helper}() {
    onNodeWithTag("${c.tag}").assertExists()
}
`,
).join('\n')}`;

function screen(tests: BenchTest[]): string {
  const rows = tests
    .map((t) => `        Text("Row ${t.index}", modifier = Modifier.testTag("bench_row_${t.index}"))\n`)
    .join('');
  const causeTexts = CAUSES.map((c) => `        Text("${c.label}")\n`).join('');
  return `package ${PKG}.ui.bench

import androidx.compose.foundation.layout.Column
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag

@Composable
fun BenchScreen() {
    Column {
${rows}${causeTexts}    }
}
`;
}

/** Red for each formatter: a line ending in spaces (ktlint) and a tab-indented line (spotless). */
const strings = `package ${PKG}.ui.bench

object BenchStrings {   
\tconst val TITLE = "Bench"
}
`;

/** A formatter stand-in: checks (exit 1 with file:line per problem) or, with its fix flag, rewrites. */
function formatter(problem: string, fix: string, fixFlag: string): string {
  return `import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
const walk = (d) => readdirSync(d).flatMap((n) => { const p = path.join(d, n); return statSync(p).isDirectory() ? walk(p) : p.endsWith('.kt') ? [p] : []; });
const fixing = process.argv.includes('${fixFlag}');
let problems = 0;
for (const f of walk('app/src')) {
  const lines = readFileSync(f, 'utf8').split('\\n');
  const bad = (l) => ${problem};
  lines.forEach((l, i) => { if (bad(l)) { problems++; if (!fixing) console.log(\`\${f}:\${i + 1}: \${'${fixFlag}'.slice(2)} needed\`); } });
  if (fixing && lines.some(bad)) writeFileSync(f, lines.map((l) => (bad(l) ? ${fix} : l)).join('\\n'));
}
// like the real tools, the fixing run still exits non-zero when it found problems
process.exit(problems ? 1 : 0);
`;
}

const ktlint = formatter('/[ \\t]+$/.test(l)', "l.replace(/[ \\t]+$/, '')", '--format');
const spotless = formatter('/^\\t/.test(l)', "l.replace(/^\\t+/, (t) => '    '.repeat(t.length))", '--apply');

/** The fixers (command engines): the genuine one tags the composable, the stubborn one deletes the helper's check. */
function fixer(kind: 'genuine' | 'stubborn'): string {
  const causes = JSON.stringify(CAUSES.map((c) => ({ tag: c.tag, label: c.label })));
  return `import { readFileSync, writeFileSync } from 'node:fs';
const prompt = readFileSync(0, 'utf8');
const cause = ${causes}.find((c) => prompt.includes("TestTag = '" + c.tag + "'"));
if (!cause) { console.log(JSON.stringify({ cannotFix: true, summary: 'no known tag in the prompt' })); process.exit(0); }
const kind = ${JSON.stringify(kind)};
const file = kind === 'genuine'
  ? 'app/src/main/java/${PKG.replace(/\./g, '/')}/ui/bench/BenchScreen.kt'
  : 'app/src/androidTest/java/${PKG.replace(/\./g, '/')}/testing/BenchRobot.kt';
const src = readFileSync(file, 'utf8');
const out = kind === 'genuine'
  ? src.replace('Text("' + cause.label + '")', 'Text("' + cause.label + '", modifier = Modifier.testTag("' + cause.tag + '"))')
  : src.replace('    onNodeWithTag("' + cause.tag + '").assertExists()\\n', '');
writeFileSync(file, out);
console.log(JSON.stringify({ confidence: 0.9, summary: kind + ' fix for ' + cause.tag }));
`;
}

interface Project {
  dir: string;
  config: ProjectConfig & { build: NonNullable<ProjectConfig['build']> };
  tests: BenchTest[];
}

const APP_APK = 'app/build/outputs/apk/debug/app-debug.apk';
const TEST_APK = 'app/build/outputs/apk/androidTest/debug/app-debug-androidTest.apk';

/** git in the generated project, through src/process's runner; a failure names the command and git's words. */
async function gitIn(dir: string, args: string[]): Promise<void> {
  const r = await runProcess({
    file: 'git',
    args,
    cwd: dir,
    env: {
      GIT_AUTHOR_NAME: 'Bench',
      GIT_AUTHOR_EMAIL: 'bench@example.com',
      GIT_COMMITTER_NAME: 'Bench',
      GIT_COMMITTER_EMAIL: 'bench@example.com',
    },
    timeoutMs: 120_000,
    signal: new AbortController().signal,
    outputTailChars: 4000,
  });
  if (!r.spawned || r.exitCode !== 0)
    throw new Error(
      `bench: git ${args.join(' ')} in ${dir}: ${r.spawned ? `exit ${r.exitCode ?? r.signal}: ${r.output.trim()}` : r.message}`,
    );
}

/** The generated project: the fixture app's build and main code, the bench suite instead of its tests. */
async function generate(dir: string): Promise<Project> {
  const skip = new Set([path.join('app', 'build'), '.droidheal', path.join('app', 'src', 'androidTest')]);
  await cp(composeApp, dir, { recursive: true, filter: (src) => !skip.has(path.relative(composeApp, src)) });
  const tests = suite();
  const javaDir = (set: string) => path.join(dir, 'app', 'src', set, 'java', ...PKG.split('.'));
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  };
  for (let c = 0; c < CLASSES; c++)
    await write(
      path.join(javaDir('androidTest'), 'bench', `Screen${c}Test.kt`),
      testFile(
        c,
        tests.filter((t) => Math.floor(t.index / PER_CLASS) === c),
      ),
    );
  await write(path.join(javaDir('androidTest'), 'testing', 'BenchRobot.kt'), robot);
  await write(path.join(javaDir('main'), 'ui', 'bench', 'BenchScreen.kt'), screen(tests));
  await write(path.join(javaDir('main'), 'ui', 'bench', 'BenchStrings.kt'), strings);
  await write(path.join(dir, 'tools', 'ktlint.mjs'), ktlint);
  await write(path.join(dir, 'tools', 'spotless.mjs'), spotless);
  const phoneTests = tests.filter((t) => Math.floor(t.index / PER_CLASS) !== TABLET_CLASS).map(ref);
  const tabletTests = tests.filter((t) => Math.floor(t.index / PER_CLASS) === TABLET_CLASS).map(ref);
  const apks = { appApk: APP_APK, testApk: TEST_APK };
  const configJson = {
    checks: [
      { name: 'phones', kind: 'instrumentation', groups: ['phones'], ...apks, tests: phoneTests },
      { name: 'tablets', kind: 'instrumentation', groups: ['tablets'], ...apks, tests: tabletTests },
      { name: 'ktlint', kind: 'command', run: ['node', 'tools/ktlint.mjs'] },
      { name: 'spotless', kind: 'command', run: ['node', 'tools/spotless.mjs'] },
    ],
    build: { command: ['./gradlew', ':app:assembleDebug', ':app:assembleDebugAndroidTest'], ...apks },
    heal: {
      regenerators: [
        ['node', 'tools/ktlint.mjs', '--format'],
        ['node', 'tools/spotless.mjs', '--apply'],
      ],
    },
    timeouts: { testSilenceMs: 5000, probeMs: 1000, leaseWaitMs: 0 },
    retries: { reschedule: 2, confirmFailures: true },
  };
  await writeFile(path.join(dir, 'droidheal.json'), `${JSON.stringify(configJson, null, 2)}\n`);
  await gitIn(dir, ['init', '-q', '-b', 'main']);
  await gitIn(dir, ['add', '-A']);
  await gitIn(dir, ['commit', '-q', '-m', 'bench suite']);
  const config = ProjectConfig.parse(configJson) as Project['config'];
  return { dir, config, tests };
}

async function rackFile(file: string, port: number): Promise<Rack> {
  const flaky = Object.fromEntries(
    FLAKY.map((i) => [
      `${PKG}.bench.Screen${Math.floor(i / PER_CLASS)}Test#case${i}`,
      { outcome: 'fail', times: 1, message: 'a flake' },
    ]),
  );
  const phone = (name: string, model: string) => ({
    name,
    model,
    manufacturer: 'Google',
    sdk: 34,
    abis: ['arm64-v8a'],
    outcomes: flaky,
  });
  await writeFile(
    file,
    JSON.stringify({
      servers: [`127.0.0.1:${port}`],
      groups: { phones: { model: 'Pixel [0-9]*' }, tablets: { model: 'Pixel Tablet' } },
      virtual: [
        phone('pixel-8', 'Pixel 8'),
        phone('pixel-7a', 'Pixel 7a'),
        {
          name: 'pixel-tablet',
          model: 'Pixel Tablet',
          manufacturer: 'Google',
          sdk: 34,
          abis: ['arm64-v8a'],
          state: 'offline',
        },
      ],
    }),
  );
  return loadRack(file);
}

interface Timed {
  total: number;
}
const timer = (): Timed => ({ total: 0 });
async function timed<T>(t: Timed, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await fn();
  } finally {
    t.total += performance.now() - t0;
  }
}

interface HealRun {
  json: HealJson;
  first: Report;
  wallMs: number;
  loopMs: number;
  sessions: Array<{ finding: string }>;
}

async function heal(template: string, work: string, rack: Rack, fixerFile: string, n: number): Promise<HealRun> {
  const dir = path.join(work, `heal-${n}`);
  await cp(template, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}app${path.sep}build`) });
  const config = ProjectConfig.parse(
    JSON.parse(await readFile(path.join(dir, 'droidheal.json'), 'utf8')),
  ) as Project['config'];
  const devices = timer();
  const builds = timer();
  const checks: RunChecks = (req) =>
    timed(devices, async () => ({ report: (await runChecks({ ...req, rack, version: 'bench' })).report }));
  const t0 = performance.now();
  const wt = await openWorktree(dir);
  const containment = await openContainment({
    mode: 'sandbox',
    repo: dir,
    engine: 'command',
    // the fixer script lives in the bench's temp dir, which the sandbox hides unless it is named
    engineCommand: `node ${fixerFile}`,
    settings: SandboxConfig.parse({}),
    stateDirs: [],
  });
  let result: Awaited<ReturnType<typeof healLoop>>;
  try {
    result = await healLoop({
      config,
      configRel: '',
      worktree: wt,
      ledger: await openLedger(wt.repo, wt.head),
      runChecks: checks,
      engine: engineFor('command', { command: ['node', fixerFile] }),
      buildPrompt: (req) => healPrompt(req, config),
      guard: guardChange,
      log: () => {},
      signal: new AbortController().signal,
      runBuild: (...args) => timed(builds, () => runBuild(...args)),
      containment,
    });
  } finally {
    await containment.close();
    await wt.remove();
  }
  const wallMs = performance.now() - t0;
  const attempts = result.json.rounds.flatMap((r) => r.attempts);
  const engineMs = attempts.reduce((s, a) => s + a.durationMs, 0);
  const regenMs = result.json.rounds.flatMap((r) => r.regenerators?.runs ?? []).reduce((s, r) => s + r.durationMs, 0);
  await rm(dir, { recursive: true, force: true });
  return {
    json: result.json,
    first: result.first!,
    wallMs,
    loopMs: wallMs - devices.total - builds.total - engineMs - regenMs,
    sessions: attempts,
  };
}

const out = (s: string): void => void process.stdout.write(`${s}\n`);
type Expect = (ok: boolean, what: string) => void;

/** The baseline: RUNS plain runs of the same suite (droidheal run as a library call), its APKs built once. */
async function plainRuns(
  project: Project,
  template: string,
  tmp: string,
  rack: Rack,
): Promise<{ times: number[]; report: Report }> {
  const plainDir = path.join(tmp, 'plain');
  await cp(template, plainDir, { recursive: true });
  const b = await runBuild(project.config.build, plainDir, plainDir, new AbortController().signal);
  if (b.status !== 'ok') throw new Error(`bench: the generated project does not build: ${b.outputTail}`);
  const times: number[] = [];
  let report: Report | undefined;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    report = (await runChecks({ config: project.config, configDir: plainDir, rack, version: 'bench' })).report;
    times.push(performance.now() - t0);
  }
  return { times, report: report! };
}

/** What the plain run sees, printed and held to the suite's design; its fail clusters and formatter reds. */
function judgePlainRun(project: Project, plain: { times: number[]; report: Report }, expect: Expect) {
  const report = plain.report;
  const count = (v: string) => report.verdicts.filter((x) => x.verdict === v).length;
  const failing = report.findings.filter((f) => f.tests.every((t) => t.class.includes('.bench.')));
  const format = report.findings.filter((f) => !f.tests.every((t) => t.class.includes('.bench.')));
  out(
    `suite: ${project.tests.length} instrumented tests + 2 formatter checks; plain run: ${count('fail')} fail ` +
      `(${failing.length} root-cause clusters + ${format.length} formatter reds), ` +
      `${count('undetermined')} undetermined, ${count('flaky')} flaky, ${count('pass')} pass`,
  );
  out(`baseline: one plain run of the suite ${median(plain.times).toFixed(0)} ms (median of ${RUNS})`);
  expect(
    failing.length === CAUSES.length &&
      failing.reduce((s, f) => s + f.tests.length, 0) === 20 &&
      count('undetermined') === 10 &&
      count('flaky') === FLAKY.length,
    'the plain run sees 20 failing tests in 3 clusters, 10 undetermined, 5 flaky',
  );
  return { failing, format };
}

/** The formatter reds the round-1 regenerators healed, and the engine sessions spent on them. */
function formatHealed(r: HealRun, format: Finding[]) {
  const regen = r.json.rounds[0]?.regenerators;
  const ids = format.map((f) => f.id);
  const healed = ids.filter((id) => regen?.result === 'committed' && regen.repairs?.includes(id));
  return {
    healed: healed.length,
    total: ids.length,
    sessions: r.sessions.filter((s) => ids.includes(s.finding)).length,
  };
}

interface FixerBench {
  template: string;
  tmp: string;
  rack: Rack;
  fixerFile: string;
  failing: Finding[];
  format: Finding[];
  /** the median plain run, ms */
  plainMs: number;
}

/**
 * One fixer's heals (RUNS for the genuine one, one for the stubborn): every session about a fail
 * cluster — sessions = clusters × rounds, none on undetermined, flaky or formatter reds — the
 * formatter reds healed by the regenerators, and the loop's own time per round against a plain run.
 */
async function benchFixer(kind: 'genuine' | 'stubborn', b: FixerBench, expect: Expect): Promise<void> {
  const runs: HealRun[] = [];
  for (let i = 0; i < (kind === 'genuine' ? RUNS : 1); i++)
    runs.push(await heal(b.template, b.tmp, b.rack, b.fixerFile, runs.length + (kind === 'genuine' ? 0 : RUNS)));
  const r = runs[0]!;
  const rounds = r.json.rounds.length;
  const clusters = b.failing.length;
  const clusterIds = new Set(b.failing.map((f) => f.id));
  const never = r.sessions.filter((s) => !clusterIds.has(s.finding)).length;
  const perRound = median(runs.map((x) => x.loopMs / x.json.rounds.length));
  out(
    `\n${kind} fixer: status ${r.json.status} (${r.json.outcome}), ${rounds} round(s), ${r.sessions.length} engine session(s) ` +
      `for ${b.failing.reduce((s, f) => s + f.tests.length, 0)} failing tests in ${clusters} clusters`,
  );
  expect(
    r.sessions.length === clusters * rounds,
    `sessions ${r.sessions.length} = clusters ${clusters} × rounds ${rounds}`,
  );
  expect(never === 0, `sessions on anything but the fail clusters (undetermined, flaky, formatter reds): ${never}`);
  const f = formatHealed(r, b.format);
  expect(
    f.healed === f.total && f.sessions === 0,
    `formatter reds healed by the regenerators: ${f.healed}/${f.total} ` +
      `(${f.total ? Math.round((100 * f.healed) / f.total) : 0} %), with ${f.sessions} engine sessions`,
  );
  if (kind === 'genuine') expect(r.json.status === 'healed', 'the genuine fixer heals (converged)');
  else expect(r.json.outcome === 'rounds-exhausted', 'the stubborn fixer is refused every round (rounds-exhausted)');
  const wall = median(runs.map((x) => x.wallMs));
  out(
    `  loop overhead per round ${perRound.toFixed(0)} ms = ${(perRound / b.plainMs).toFixed(2)}× one plain run ` +
      `(median of ${runs.length}; whole heal ${wall.toFixed(0)} ms = ${(wall / b.plainMs).toFixed(2)}× one plain run)`,
  );
}

export async function run(): Promise<void> {
  const problems: string[] = [];
  const expect: Expect = (ok, what) => {
    out(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) problems.push(what);
  };
  process.env.DROIDHEAL_GRADLE_STANDIN = standin;
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'droidheal-bench-heal-'));
  const home = path.join(tmp, 'adb-home');
  await mkdir(home);
  const adb = await startAdbServer({ port: await freePort(), home });
  try {
    const template = path.join(tmp, 'template');
    const project = await generate(template);
    const rack = await rackFile(path.join(tmp, 'devices.json'), adb.port);
    const fixers = { genuine: path.join(tmp, 'genuine.mjs'), stubborn: path.join(tmp, 'stubborn.mjs') };
    await writeFile(fixers.genuine, fixer('genuine'));
    await writeFile(fixers.stubborn, fixer('stubborn'));
    const plain = await plainRuns(project, template, tmp, rack);
    const { failing, format } = judgePlainRun(project, plain, expect);
    for (const kind of ['genuine', 'stubborn'] as const)
      await benchFixer(
        kind,
        { template, tmp, rack, fixerFile: fixers[kind], failing, format, plainMs: median(plain.times) },
        expect,
      );
  } finally {
    await adb.stop();
    await rm(tmp, { recursive: true, force: true });
  }
  if (problems.length) {
    out(`\nheal bench: ${problems.length} expectation(s) not met`);
    process.exitCode = 1;
  }
}
