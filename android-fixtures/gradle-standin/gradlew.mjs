#!/usr/bin/env node
// @ts-check
/**
 * A stand-in for Gradle in droidheal's fixture apps: `./gradlew` (a shell wrapper in the fixture)
 * runs this file with `--project-dir <fixture>` and the user's arguments. It resolves task names
 * as Gradle does, runs the task modules found in ./tasks/ (each a default export: a list of
 * `{ path, description?, dependsOn?, run(ctx) }`) in dependency order, and prints Gradle's console
 * shapes: `> Task :app:x`, `BUILD SUCCESSFUL in 1s`, the `* What went wrong:` report, exit status 1
 * on failure. See README.md for the contract and the rules the assemble tasks follow.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buildResult, failureReport, failuresReport, GradleFailure } from './lib/console.mjs';
import { Project } from './lib/project.mjs';

/**
 * @typedef {{ info: boolean, quiet: boolean, continue: boolean, excluded: Set<string> }} Options
 * @typedef {{ project: Project, path: string, options: Options, log(line: string): void }} TaskContext
 * @typedef {{ path: string, description?: string, dependsOn?: string[], run(ctx: TaskContext): Promise<void> | void }} Task
 */

/** Options that take a value as the next argument (`-p DIR`, `-x TASK`, `-P k=v` may be glued). */
const WITH_VALUE = new Set(['-p', '--project-dir', '-x', '--exclude-task', '-P', '-D', '--init-script', '-I']);
/** Flags accepted and (apart from -q and -i) without effect here. */
const FLAGS = new Set([
  '-q',
  '--quiet',
  '-i',
  '--info',
  '-d',
  '--debug',
  '-w',
  '--warn',
  '-s',
  '--stacktrace',
  '-S',
  '--full-stacktrace',
  '--offline',
  '--no-daemon',
  '--daemon',
  '--build-cache',
  '--no-build-cache',
  '--configuration-cache',
  '--no-configuration-cache',
  '--parallel',
  '--no-parallel',
  '--continue',
  '--configure-on-demand',
  '--scan',
  '--no-scan',
  '--rerun-tasks',
  '--refresh-dependencies',
]);
const PREFIX_OPTIONS = ['--console=', '--warning-mode=', '--max-workers=', '-P', '-D', '--project-dir='];

/** @returns {{ tasks: string[], options: Options, projectDir: string }} */
function parseArgs(/** @type {string[]} */ argv) {
  const tasks = [];
  const options = { info: false, quiet: false, continue: false, excluded: new Set() };
  let projectDir = process.cwd();
  for (let i = 0; i < argv.length; i++) {
    const a = /** @type {string} */ (argv[i]);
    if (WITH_VALUE.has(a)) {
      const v = argv[++i];
      if (v === undefined) throw new GradleFailure(`No argument was provided for command-line option '${a}'.`);
      if (a === '-p' || a === '--project-dir') projectDir = path.resolve(v);
      if (a === '-x' || a === '--exclude-task') options.excluded.add(v);
      // an init script is Groovy or Kotlin for Gradle itself: the stand-in says so instead of ignoring it
      if (a === '--init-script' || a === '-I')
        throw new GradleFailure(`droidheal's Gradle stand-in does not run init scripts (${path.basename(v)}).`, {
          tryLines: ['Run the real Gradle for what an init script asks.'],
        });
    } else if (FLAGS.has(a)) {
      if (a === '-q' || a === '--quiet') options.quiet = true;
      if (a === '-i' || a === '--info') options.info = true;
      if (a === '--continue') options.continue = true;
    } else if (a.startsWith('--project-dir=')) {
      projectDir = path.resolve(a.slice('--project-dir='.length));
    } else if (PREFIX_OPTIONS.some((p) => a.startsWith(p) && a.length > p.length)) {
      // accepted, no effect here
    } else if (a.startsWith('-')) {
      throw new GradleFailure(`Unknown command-line option '${a}'.`, {
        tryLines: ['Run gradlew --help to get a list of available command-line options.'],
      });
    } else tasks.push(a);
  }
  return { tasks, options, projectDir };
}

/** Every task the modules in ./tasks/ declare, by path. */
async function loadTasks() {
  const dir = new URL('./tasks/', import.meta.url);
  const files = (await readdir(dir)).filter((f) => f.endsWith('.mjs')).sort();
  /** @type {Map<string, Task>} */
  const tasks = new Map();
  for (const f of files) {
    const mod = await import(new URL(f, dir).href);
    const list = Array.isArray(mod.default) ? mod.default : [mod.default];
    for (const t of list) {
      if (!t || typeof t.path !== 'string' || typeof t.run !== 'function')
        throw new Error(`tasks/${f}: a task needs a path and a run(ctx) function`);
      if (tasks.has(t.path)) throw new Error(`tasks/${f}: task ${t.path} is declared twice`);
      tasks.set(t.path, t);
    }
  }
  return tasks;
}

/** Resolve a requested name the way Gradle does (exact path, or every project's task of that name). */
function resolve(/** @type {string} */ name, /** @type {Map<string, Task>} */ tasks, /** @type {string} */ rootName) {
  if (name.startsWith(':') || name.includes(':')) {
    const full = name.startsWith(':') ? name : `:${name}`;
    if (tasks.has(full)) return [full];
    const cut = full.lastIndexOf(':');
    const projectPath = full.slice(0, cut) || ':';
    const task = full.slice(cut + 1);
    const projects = new Set([...tasks.keys()].map((p) => p.slice(0, p.lastIndexOf(':')) || ':'));
    if (projectPath !== ':' && !projects.has(projectPath)) {
      throw new GradleFailure(`Project '${projectPath.slice(1)}' not found in root project '${rootName}'.`, {
        tryLines: [
          'Run gradlew projects to get a list of available projects.',
          'Run with --stacktrace option to get the stack trace.',
        ],
      });
    }
    throw notFound(task, projectPath === ':' ? `root project '${rootName}'` : `project '${projectPath}'`);
  }
  const matches = [...tasks.keys()].filter((p) => p.slice(p.lastIndexOf(':') + 1) === name);
  if (matches.length === 0) throw notFound(name, `root project '${rootName}'`);
  return matches;
}

function notFound(/** @type {string} */ task, /** @type {string} */ where) {
  return new GradleFailure(`Task '${task}' not found in ${where}.`, {
    tryLines: [
      'Run gradlew tasks to get a list of available tasks.',
      'For more on name expansion, please refer to https://docs.gradle.org/8.10.2/userguide/command_line_interface.html#sec:name_abbreviation in the Gradle documentation.',
      'Run with --stacktrace option to get the stack trace.',
      'Run with --info or --debug option to get more log output.',
      'Run with --scan to get full insights.',
      'Get more help at https://help.gradle.org.',
    ],
  });
}

/** The requested tasks and their dependencies, each once, dependencies first. */
function plan(
  /** @type {string[]} */ roots,
  /** @type {Map<string, Task>} */ tasks,
  /** @type {Set<string>} */ excluded,
) {
  /** @type {string[]} */
  const order = [];
  const seen = new Set();
  const visit = (/** @type {string} */ p) => {
    if (seen.has(p) || excluded.has(p)) return;
    seen.add(p);
    const t = tasks.get(p);
    if (!t) throw new Error(`task ${p} depends on an undeclared task`);
    for (const d of t.dependsOn ?? []) visit(d);
    order.push(p);
  };
  for (const r of roots) visit(r);
  return order;
}

async function main() {
  const started = Date.now();
  const out = (/** @type {string} */ s) => process.stdout.write(s);
  let executed = 0;
  let quiet = false;
  try {
    const { tasks: names, options, projectDir } = parseArgs(process.argv.slice(2));
    quiet = options.quiet;
    const project = new Project(projectDir);
    const { name: rootName } = await project.settings();
    const tasks = await loadTasks();
    if (names.length === 0) {
      if (!quiet) {
        out('\n> Task :help\n\nWelcome to Gradle 8.10.2 (droidheal fixture stand-in).\n\n');
        out(`Tasks of root project '${rootName}':\n`);
        for (const t of tasks.values()) out(`  ${t.path}${t.description ? ` - ${t.description}` : ''}\n`);
        out(`\n${buildResult(true, Date.now() - started, 1)}`);
      }
      return 0;
    }
    const excluded = new Set([...options.excluded].flatMap((x) => resolve(x, tasks, rootName)));
    const order = plan(
      names.flatMap((n) => resolve(n, tasks, rootName)),
      tasks,
      excluded,
    );
    /** @type {GradleFailure[]} */
    const failures = [];
    /** @type {Set<string>} */
    const failed = new Set();
    for (const p of order) {
      const task = /** @type {Task} */ (tasks.get(p));
      // with --continue, Gradle still runs every task that does not depend on a failed one
      if ((task.dependsOn ?? []).some((d) => failed.has(d))) {
        failed.add(p);
        continue;
      }
      /** @type {string[]} */
      const lines = [];
      const ctx = { project, path: p, options, log: (/** @type {string} */ l) => lines.push(l) };
      executed++;
      try {
        await task.run(ctx);
      } catch (err) {
        // Gradle's plain console prints the header with its outcome, then the task's output
        out(`> Task ${p} FAILED\n${lines.map((l) => `${l}\n`).join('')}`);
        if (!options.continue || !(err instanceof GradleFailure)) throw err;
        failures.push(err);
        failed.add(p);
        continue;
      }
      if (!quiet || lines.length) out(`${quiet ? '' : `> Task ${p}\n`}${lines.map((l) => `${l}\n`).join('')}`);
    }
    if (failures.length > 0) {
      process.stderr.write(failures.length === 1 ? failureReport(failures[0]) : failuresReport(failures));
      const result = buildResult(false, Date.now() - started, executed).split('\n');
      process.stderr.write(`${result[0]}\n`);
      if (result[1] && !quiet) out(`${result[1]}\n`);
      return 1;
    }
    if (!quiet) out(`\n${buildResult(true, Date.now() - started, executed)}`);
    return 0;
  } catch (err) {
    const failure =
      err instanceof GradleFailure
        ? err
        : new GradleFailure(`${err instanceof Error ? err.message : String(err)}`, {
            causes: err instanceof Error && err.stack ? [err.stack.split('\n')[1]?.trim() ?? ''] : [],
          });
    process.stderr.write(failureReport(failure));
    const result = buildResult(false, Date.now() - started, executed).split('\n');
    process.stderr.write(`${result[0]}\n`);
    if (result[1] && !quiet) out(`${result[1]}\n`);
    return 1;
  }
}

process.exitCode = await main();
