// @ts-check
/**
 * The ktlint Gradle plugin's tasks (org.jlleitschuh.gradle.ktlint, as the fixture's app/build.gradle.kts
 * applies it): `:app:ktlintCheck` over the `main`, `test` and `androidTest` source sets and the module's
 * `.kts` scripts, and `:app:ktlintFormat`, the regenerator that corrects what ktlint can auto-correct.
 * Violations come from the files' text (lib/ktlint-rules.mjs). Each check task prints the plugin's console
 * rows, writes the plain and checkstyle reports at the plugin's paths and fails as the plugin does.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GradleFailure } from '../lib/console.mjs';
import { formatKotlin, lintKotlin } from '../lib/ktlint-rules.mjs';

const SOURCE_SETS = /** @type {const} */ ([
  ['Main', 'main'],
  ['Test', 'test'],
  ['AndroidTest', 'androidTest'],
]);

/** `.kt` files of app/src/<set>/ (or the module's `.kts` scripts), absolute and sorted. */
async function filesOf(/** @type {string} */ projectDir, /** @type {string | undefined} */ set) {
  const module = path.join(projectDir, 'app');
  if (set === undefined) {
    const names = existsSync(module) ? await readdir(module) : [];
    return names
      .filter((n) => n.endsWith('.kts'))
      .sort()
      .map((n) => path.join(module, n));
  }
  const root = path.join(module, 'src', set);
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.kt'))
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort();
}

const xml = (/** @type {string} */ s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** ktlint's checkstyle reporter. */
function checkstyle(
  /** @type {Array<{ file: string, violations: import('../lib/ktlint-rules.mjs').Violation[] }>} */ found,
) {
  const lines = ['<?xml version="1.0" encoding="utf-8"?>', '<checkstyle version="8.0">'];
  for (const { file, violations } of found) {
    lines.push(`\t<file name="${xml(file)}">`);
    for (const v of violations)
      lines.push(
        `\t\t<error line="${v.line}" column="${v.col}" severity="error" message="${xml(v.detail)}" source="${v.ruleId}" />`,
      );
    lines.push('\t</file>');
  }
  lines.push('</checkstyle>');
  return `${lines.join('\n')}\n`;
}

/** ktlint's plain reporter. */
function plain(
  /** @type {Array<{ file: string, violations: import('../lib/ktlint-rules.mjs').Violation[] }>} */ found,
) {
  return found
    .flatMap(({ file, violations }) =>
      violations.map(
        (v) =>
          `${file}:${v.line}:${v.col}: ${v.detail}${v.canBeAutoCorrected ? '' : ' (cannot be auto-corrected)'} (${v.ruleId})\n`,
      ),
    )
    .join('');
}

/**
 * One source set's check (or format) task. The format task first rewrites each file with what ktlint
 * corrects, then reports what is left, like the plugin's `ktlint<Set>SourceSetFormat`.
 * @param {string} taskName e.g. `ktlintMainSourceSetCheck`
 * @param {string | undefined} set the source set, or undefined for the module's `.kts` scripts
 * @param {boolean} format
 */
function ktlintTask(taskName, set, format) {
  const task = `:app:${taskName}`;
  return {
    path: task,
    description: `${format ? 'Formats' : 'Checks'} ${set ? `the ${set} source set` : 'the Kotlin scripts'} of :app with ktlint.`,
    /** @param {import('../gradlew.mjs').TaskContext} ctx */
    async run(ctx) {
      /** @type {Array<{ file: string, violations: import('../lib/ktlint-rules.mjs').Violation[] }>} */
      const found = [];
      for (const file of await filesOf(ctx.project.dir, set)) {
        let src = await readFile(file, 'utf8');
        if (format) {
          const fixed = formatKotlin(src);
          if (fixed !== src) {
            await writeFile(file, fixed);
            src = fixed;
          }
        }
        const violations = lintKotlin(src);
        if (violations.length > 0) found.push({ file, violations });
      }
      const dir = path.join(ctx.project.dir, 'app', 'build', 'reports', 'ktlint', taskName);
      await mkdir(dir, { recursive: true });
      const reports = [path.join(dir, `${taskName}.txt`), path.join(dir, `${taskName}.xml`)];
      await writeFile(reports[0], plain(found));
      await writeFile(reports[1], checkstyle(found));
      if (found.length === 0) return;
      for (const { file, violations } of found)
        for (const v of violations)
          ctx.log(`${file}:${v.line}:${v.col} ${v.detail}${v.canBeAutoCorrected ? '' : ' (cannot be auto-corrected)'}`);
      throw new GradleFailure(`Execution failed for task '${task}'.`, {
        causes: [
          'A failure occurred while executing org.jlleitschuh.gradle.ktlint.worker.ConsoleReportWorkAction',
          `KtLint found code style violations. Please see the following reports:\n${reports.map((r) => `- ${r}`).join('\n')}`,
        ],
      });
    },
  };
}

const checks = [
  ...SOURCE_SETS.map(([Name, set]) => ktlintTask(`ktlint${Name}SourceSetCheck`, set, false)),
  ktlintTask('ktlintKotlinScriptCheck', undefined, false),
];
const formats = [
  ...SOURCE_SETS.map(([Name, set]) => ktlintTask(`ktlint${Name}SourceSetFormat`, set, true)),
  ktlintTask('ktlintKotlinScriptFormat', undefined, true),
];

export default [
  ...checks,
  ...formats,
  {
    path: ':app:ktlintCheck',
    description: 'Runs ktlint on every source set and the Kotlin scripts of :app.',
    dependsOn: checks.map((t) => t.path),
    run() {},
  },
  {
    path: ':app:ktlintFormat',
    description: 'Formats every source set and the Kotlin scripts of :app with ktlint (what it can auto-correct).',
    dependsOn: formats.map((t) => t.path),
    run() {},
  },
];
