import path from 'node:path';
import { problemResult, relativeTo } from '../host/causes.js';
import { REPORT_LIMITS } from '../host/junit.js';
import type { HostExecution } from '../kind.js';

/**
 * Formatter violations Gradle prints on the console when the tool writes no report file we read:
 * Spotless lists the files under `The following files had format violations:` (paths relative to the
 * module of the failed `spotless…Check` task, each with its diff), and the ktlint plugin prints one
 * row per violation, `<abs path>:<line>:<col> <detail>`, at warn level whatever reporters it writes.
 */

/** `Execution failed for task ':app:spotlessKotlinCheck'.` → the module folder `app`. */
const SPOTLESS_TASK = /Execution failed for task '((?::[\w-]+)*):spotless\w*Check'/;
const SPOTLESS_HEADER = /The following files had format violations:\s*$/;
const TRUNCATION = /^\s*\.\.\. \(\d+ more lines? that didn't fit\)|^\s*Violations also present in:/;
const SPOTLESS_RUN = /^\s*Run '([^']*spotlessApply)' to fix these violations\./;

/** One failed result per file Spotless says is not formatted, at the first line its diff touches. */
export function spotlessViolations(output: string, cwd: string): HostExecution[] {
  const lines = output.split('\n');
  const out: HostExecution[] = [];
  let module = '';
  for (let i = 0; i < lines.length && out.length < REPORT_LIMITS.results; i++) {
    const task = SPOTLESS_TASK.exec(lines[i]!);
    if (task) module = task[1]!.split(':').filter(Boolean).join('/');
    if (!SPOTLESS_HEADER.test(lines[i]!)) continue;
    const block: string[] = [];
    let fix = 'spotlessApply';
    for (i++; i < lines.length; i++) {
      const l = lines[i]!;
      const run = SPOTLESS_RUN.exec(l);
      if (run) {
        fix = run[1]!;
        // `Run './gradlew :lint:spotlessApply'` names the module the listed paths are relative to
        const task = /((?::[\w-]+)*):spotlessApply/.exec(fix);
        if (task) module = task[1]!.split(':').filter(Boolean).join('/');
        break;
      }
      // the report's lines are indented under its `> `; anything flush left is past it
      if (l.trim() !== '' && !/^\s/.test(l)) {
        i--;
        break;
      }
      // the diff is cut (`... (117 more lines that didn't fit)`); more files follow `Violations also present in:`
      if (l.trim() !== '' && !TRUNCATION.test(l)) block.push(l);
    }
    const indentOf = (l: string) => l.length - l.trimStart().length;
    const isDiff = (l: string) => /^(?:@@|[-+])/.test(l.trim());
    // file paths are the least indented lines; the diff under each is indented deeper
    const fileIndent = Math.min(...block.filter((l) => !isDiff(l)).map(indentOf));
    const found: Array<{ file: string; line?: number }> = [];
    for (const l of block) {
      if (indentOf(l) === fileIndent && !isDiff(l)) found.push({ file: l.trim() });
      else {
        const hunk = /^@@ -(\d+)/.exec(l.trim());
        const last = found.at(-1);
        if (hunk && last && last.line === undefined) last.line = Number(hunk[1]);
      }
    }
    for (const f of found) {
      const file = relativeTo(
        path.isAbsolute(f.file) ? f.file : path.posix.join(module, f.file.replace(/\\/g, '/')),
        cwd,
      );
      out.push(problemResult('spotless', 'format', file, f.line, undefined, `format violations: run ${fix}`));
    }
  }
  return out;
}

/**
 * `/abs/Foo.kt:12:1 Unexpected blank line(s) before "}"` (ktlint-gradle's console row; older versions
 * print ktlint's own `…:12:1: …`), read only in the output of a build whose ktlint task failed.
 */
const KTLINT_ROW = /^(?<file>(?:[A-Za-z]:)?[^\s:][^:\n]*?\.kts?):(?<line>\d+):(?<column>\d+):? (?<message>.+)$/gm;
const KTLINT_FAILED = /KtLint found code style violations|^> Task \S*:ktlint\w* FAILED$/m;

/** The ktlint plugin's console rows as failed results (for projects that write no checkstyle report). */
export function ktlintConsoleViolations(output: string, cwd: string): HostExecution[] {
  const out: HostExecution[] = [];
  if (!KTLINT_FAILED.test(output)) return out;
  for (const m of output.matchAll(KTLINT_ROW)) {
    if (out.length >= REPORT_LIMITS.results) break;
    const g = m.groups!;
    out.push(
      problemResult(
        'ktlint',
        'style',
        relativeTo(g.file!, cwd),
        Number(g.line),
        Number(g.column),
        g.message!.replace(/ \(cannot be auto-corrected\)$/, ''),
      ),
    );
  }
  return out;
}
