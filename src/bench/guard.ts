import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TimingReport } from '../guard/timing.js';
import { runLight } from '../process/spawn-light.js';

/**
 * `npm run bench -- guard`: median wall time of `droidheal guard` (a fresh process each time, so
 * process start and wasm load count) on a 20-file and a 500-file change, as a ratio against a bare
 * `node -e 0` and `git diff --stat` on the same change, all measured in the same run (runs
 * interleaved, so machine load hits baseline and guard alike). Goal: the 20-file change in at most
 * 3× a bare node start. Then where the 20-file run's time goes, from the marks and spans the guard
 * writes with DROIDHEAL_TIMING (src/guard/timing.ts; src/fastpath/README.md).
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = path.join(root, 'bin', 'droidheal.js');
const fixtureApp = path.join(root, 'android-fixtures', 'compose-app');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const gitEnv = {
  GIT_AUTHOR_NAME: 'bench',
  GIT_AUTHOR_EMAIL: 'bench@example.invalid',
  GIT_COMMITTER_NAME: 'bench',
  GIT_COMMITTER_EMAIL: 'bench@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

function testSource(k: number): string {
  return `package bench.gen${k}

import androidx.compose.ui.test.*
import com.google.common.truth.Truth.assertThat
import org.junit.Rule
import org.junit.Test

private const val SAVE = "save_${k}"

class GenTest${k} {
    @get:Rule
    val rule = createComposeRule()

    private fun row(title: String) = rule.onNodeWithText(title, useUnmergedTree = true)

    @Test
    fun savesTheNote() {
        rule.onNodeWithTag(SAVE).assertIsDisplayed().performClick()
        rule.onNodeWithText("Saved").assertExists()
        row("Groceries").assertIsDisplayed()
        assertThat(repo.notes.map { it.id }).containsExactly(1L, 2L).inOrder()
    }

    @Test
    fun countsRows() {
        rule.onAllNodesWithTag("row_${k}").assertCountEquals(3)
        rule.waitUntil(timeoutMillis = 2_000) { repo.loaded }
    }
}
`;
}

function screenSource(k: number): string {
  return `package bench.gen${k}

@Composable
fun GenScreen${k}(vm: GenViewModel${k}) {
    Column {
        Text(text = vm.title, modifier = Modifier.testTag("title_${k}"))
        Button(onClick = { vm.save() }, modifier = Modifier.testTag("save_${k}")) { Text("Save") }
    }
}

class GenViewModel${k}(private val repo: Repo) {
    val title: String get() = repo.title
    fun save(): Boolean {
        if (repo.title.isBlank()) return false
        repo.add(repo.title)
        return true
    }
}
`;
}

/** A legitimate edit: reformat a chain and add an assertion in tests; fix logic in app code. */
function edited(src: string, isTest: boolean): string {
  if (isTest)
    return src.replace(
      'rule.onNodeWithText("Saved").assertExists()',
      'rule\n            .onNodeWithText("Saved")\n            .assertIsDisplayed()',
    );
  return src.replace('if (repo.title.isBlank()) return false', 'if (repo.title.trim().isEmpty()) return false');
}

async function git(cwd: string, args: string[]): Promise<string> {
  const r = await runLight('git', args, { cwd, env: { ...process.env, ...gitEnv }, timeoutMs: 120_000 });
  if (r.exitCode !== 0) throw new Error(`git ${args[0]} failed: ${r.stderr.toString('utf8')}`);
  return r.stdout.toString('utf8').trim();
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** A program run to its end through src/process's light runner (no execa to load in the bench either). */
function run0(file: string, args: string[], timeoutMs = 60_000, env?: Record<string, string>) {
  return runLight(file, args, { timeoutMs, ...(env ? { env: { ...process.env, ...env } } : {}) });
}

async function timeIt(fn: () => Promise<unknown>): Promise<number> {
  const t0 = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

async function measure(label: string, repo: string, base: string, head: string, startMs: number): Promise<number> {
  const guard: number[] = [],
    diff: number[] = [],
    bare: number[] = [];
  let result = '';
  for (let i = 0; i < RUNS; i++) {
    bare.push(await timeIt(() => run0(process.execPath, ['-e', '0'])));
    diff.push(await timeIt(() => run0('git', ['-C', repo, 'diff', '--stat', base, head], 120_000)));
    guard.push(
      await timeIt(async () => {
        const r = await run0(
          process.execPath,
          [bin, 'guard', '--repo', repo, '--base', base, '--head', head, '--json'],
          300_000,
        );
        result = r.stdout.toString('utf8');
        if (r.exitCode !== 0 && r.exitCode !== 1) throw new Error(`guard failed: ${r.stderr.toString('utf8')}`);
      }),
    );
  }
  const parsed = JSON.parse(result) as { allowed: boolean; checkedFiles: number; refusals: unknown[] };
  const g = median(guard),
    d = median(diff),
    n = median(bare);
  process.stdout.write(
    `${label}: guard median ${g.toFixed(0)} ms = ${(g / n).toFixed(2)}x a bare node start (node -e 0 median ${n.toFixed(0)} ms, same runs), ` +
      `${(g / d).toFixed(1)}x git diff --stat (${d.toFixed(0)} ms); ${parsed.checkedFiles} files checked, ` +
      `${parsed.allowed ? 'allowed' : `${parsed.refusals.length} refusals`}; ${RUNS} runs; beyond droidheal --version: ${(g - startMs).toFixed(0)} ms\n`,
  );
  return g / n;
}

/** One run's parts, in ms, on the main thread's timeline (spans of git and parsing may overlap others). */
interface Parts {
  wall: number;
  nodeStart: number;
  /** the run's first git begun (a diff and a cat-file spawned) before anything else loads */
  gitStart: number;
  grammarStart: number;
  moduleLoad: number;
  grammarReady: number;
  grammarWait: number;
  git: number;
  gitCount: number;
  parse: number;
  parseCount: number;
  /** from the bundle loaded until the change is known (its diff, commits and config: git's answers) */
  toChange: number;
  /** both sides' changed files read and parsed, renames applied (parsing and waits for the grammar and blobs) */
  sides: number;
  inventories: number;
  /** the rules, from the inventories to the verdict */
  rules: number;
  gc: number;
  gcCount: number;
  /** from the bench's spawn until node's clock starts (exec, loading node, its CA certificates): a bare node pays it too */
  launch: number;
  /** from the verdict to the 'exit' event: output flushed, handles closed */
  toExit: number;
  /** from the 'exit' event until the bench saw the process end: node's teardown and the kernel freeing its memory */
  teardown: number;
  /** pages of memory first touched by the 'exit' event (minor page faults) */
  faults: number;
}

function partsOf(t: TimingReport, wall: number, spawnedAt: number): Parts {
  const m = (name: string) => {
    const v = t.marks[name];
    if (v === undefined) throw new Error(`the guard's timing has no mark "${name}"`);
    return v;
  };
  const loaded = m('modules loaded');
  const asked = Math.max(m('first parse'), loaded);
  const grammarWait = Math.max(0, m('parser ready') - asked);
  const git = t.spans.git ?? { count: 0, totalMs: 0, unionMs: 0 };
  const parse = t.spans.parse ?? { count: 0, totalMs: 0, unionMs: 0 };
  const gc = t.spans.gc ?? { count: 0, totalMs: 0, unionMs: 0 };
  return {
    wall,
    nodeStart: m('fast path start'),
    gitStart: m('git begun') - m('fast path start'),
    grammarStart: m('grammar compile started') - m('git begun'),
    moduleLoad: loaded - m('grammar compile started'),
    grammarReady: m('parser ready') - m('grammar compile started'),
    grammarWait,
    git: git.unionMs,
    gitCount: git.count,
    parse: parse.totalMs,
    parseCount: parse.count,
    toChange: m('change known') - loaded,
    sides: m('sides parsed') - m('change known'),
    inventories: m('inventories built') - m('sides parsed'),
    rules: m('verdict') - m('inventories built'),
    gc: gc.totalMs,
    gcCount: gc.count,
    launch: t.origin - spawnedAt,
    toExit: m('exit') - m('verdict'),
    teardown: wall - (t.origin - spawnedAt) - m('exit'),
    faults: t.faults ?? 0,
  };
}

/** Where a guard run's time goes: medians of each part over RUNS runs with DROIDHEAL_TIMING. */
async function breakdown(repo: string, base: string, head: string): Promise<void> {
  const file = path.join(repo, '..', `${path.basename(repo)}-timing.json`);
  const runs: Parts[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      // the wall clock, as the guard's own clock is (performance.timeOrigin): where its launch ends
      const spawnedAt = performance.timeOrigin + performance.now();
      const wall = await timeIt(() =>
        run0(process.execPath, [bin, 'guard', '--repo', repo, '--base', base, '--head', head, '--json'], 300_000, {
          DROIDHEAL_TIMING: file,
        }),
      );
      runs.push(partsOf(JSON.parse(await readFile(file, 'utf8')) as TimingReport, wall, spawnedAt));
    }
  } catch (err) {
    process.stdout.write(`where the time goes: not measured (${(err as Error).message}; is the fast path built?)\n`);
    return;
  } finally {
    await rm(file, { force: true });
  }
  const med = (k: keyof Parts) => median(runs.map((r) => r[k])).toFixed(0);
  const bareFaults = await pagesTouchedByBareNode();
  process.stdout.write(
    `where the 20-file run's time goes (medians of ${RUNS} runs, ms; wall ${med('wall')}):\n` +
      `  launch, until node's clock starts (exec; a bare node pays it too) ${med('launch')}\n` +
      `  node's own start, until the fast path runs  ${med('nodeStart')}\n` +
      `  the run's first git begun (diff and cat-file spawned) ${med('gitStart')}\n` +
      `  the grammar's compile started (wasm read, runtime compiled) ${med('grammarStart')}\n` +
      `  module load (the bundle, from its code cache) ${med('moduleLoad')}\n` +
      `  grammar: compile to parser ready ${med('grammarReady')} (in the background), the first parse waited ${med('grammarWait')}\n` +
      `  git: ${med('gitCount')} processes or requests, ${med('git')} wall (overlapping the rest)\n` +
      `  after the bundle: until the change is known (diff, commits, config) ${med('toChange')}; both sides read and parsed ${med('sides')} ` +
      `(parsing ${med('parseCount')} files ${med('parse')}); inventories ${med('inventories')}; rules ${med('rules')}\n` +
      `  garbage collection: ${med('gcCount')} pauses, ${med('gc')} (inside the parts above)\n` +
      `  after the verdict: until the 'exit' event ${med('toExit')}, then node's teardown until the process ended ${med('teardown')}\n` +
      `  memory: ${med('faults')} pages first touched (a bare node ${bareFaults}); each costs a page fault on the way in ` +
      `and freeing at exit, ~10-15 µs on a virtual machine (src/fastpath/README.md)\n`,
  );
}

/** The median of the pages a bare `node` has first touched when its 'exit' event comes, as the guard's timing counts them. */
async function pagesTouchedByBareNode(): Promise<string> {
  const counts: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await run0(process.execPath, [
      '-e',
      "process.on('exit', () => process.stdout.write(String(process.resourceUsage().minorPageFault)))",
    ]);
    counts.push(Number(r.stdout.toString('utf8')));
  }
  return median(counts).toFixed(0);
}

export async function run(): Promise<void> {
  const repo = await mkdtemp(path.join(os.tmpdir(), 'droidheal-bench-guard-'));
  try {
    if (existsSync(fixtureApp)) await cp(fixtureApp, repo, { recursive: true });
    const files: Array<{ file: string; isTest: boolean; k: number }> = [];
    for (let k = 0; k < 250; k++) {
      files.push({ file: `app/src/androidTest/java/bench/gen${k}/GenTest${k}.kt`, isTest: true, k });
      files.push({ file: `app/src/main/java/bench/gen${k}/GenScreen${k}.kt`, isTest: false, k });
    }
    for (const f of files) {
      await mkdir(path.dirname(path.join(repo, f.file)), { recursive: true });
      await writeFile(path.join(repo, f.file), f.isTest ? testSource(f.k) : screenSource(f.k));
    }
    await git(repo, ['init', '-q', '-b', 'main']);
    await git(repo, ['add', '-A']);
    await git(repo, ['commit', '-q', '-m', 'base']);
    const base = await git(repo, ['rev-parse', 'HEAD']);

    const commitEdits = async (subset: typeof files, branch: string) => {
      await git(repo, ['checkout', '-q', '-b', branch, base]);
      for (const f of subset) {
        const full = path.join(repo, f.file);
        await writeFile(full, edited(await readFile(full, 'utf8'), f.isTest));
      }
      await git(repo, ['commit', '-q', '-a', '-m', branch]);
      return git(repo, ['rev-parse', 'HEAD']);
    };
    const head20 = await commitEdits([...files.slice(0, 20)], 'change-20');
    const head500 = await commitEdits(files, 'change-500');

    // two start-up baselines: droidheal --version (the CLI with every command module) and node alone
    const start: number[] = [],
      bare: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      start.push(await timeIt(() => run0(process.execPath, [bin, '--version'])));
      bare.push(await timeIt(() => run0(process.execPath, ['-e', '0'])));
    }
    process.stdout.write(
      `process start: droidheal --version median ${median(start).toFixed(0)} ms, node -e 0 median ${median(bare).toFixed(0)} ms\n`,
    );
    const ratio = await measure('20-file change', repo, base, head20, median(start));
    await breakdown(repo, base, head20);
    await measure('500-file change', repo, base, head500, median(start));
    process.stdout.write(
      `guard ratio (20-file change vs bare node start): ${ratio.toFixed(2)}x — goal <= 3x: ${ratio <= 3 ? 'met' : 'NOT met'}\n`,
    );
  } finally {
    // BENCH_KEEP=1 keeps the generated repository for profiling
    if (process.env.BENCH_KEEP === '1') process.stdout.write(`kept ${repo}\n`);
    else await rm(repo, { recursive: true, force: true });
  }
}
