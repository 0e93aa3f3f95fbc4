import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { GradleCheckEntry } from '../../config/project.js';
import { ConfigError } from '../../errors.js';
import { consoleProblems, problemResult } from '../host/causes.js';
import { judge } from '../host/judge.js';
import { findReports, readJunitReports } from '../host/junit.js';
import { readCheckstyleXml, readLintSarif, readLintXml } from '../host/problem-reports.js';
import { runProgram } from '../host/program.js';
import type { CheckFactory, HostCheck, HostExecution } from '../kind.js';
import { ktlintConsoleViolations, spotlessViolations } from './console.js';

/** Report files older than the run by more than this belong to an earlier build. */
const STALE_SLACK_MS = 2000;

/** Where Gradle, AGP, ktlint-gradle and detekt write their reports, per module. */
export const GRADLE_REPORTS = {
  junit: ['**/build/test-results/**/TEST-*.xml'],
  lint: ['**/build/reports/lint-results*.xml'],
  lintSarif: ['**/build/reports/lint-results*.sarif'],
  ktlint: ['**/build/reports/ktlint/**/*.xml'],
  detekt: ['**/build/reports/detekt/*.xml'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Which tasks write each family of reports, by the task's own name (`:app:testDebugUnitTest` → `testDebugUnitTest`).
 * Two gradle checks of one project run at the same time and write into the same `build/`: a check reads
 * only the families its own build executed, so ktlint's report never shows up as a unit-test check's row.
 */
const REPORT_TASKS = {
  junit: /^test/,
  lint: /^lint/,
  lintSarif: /^lint/,
  ktlint: /^ktlint/,
  detekt: /^detekt/,
} as const satisfies Record<keyof typeof GRADLE_REPORTS, RegExp>;

/**
 * Collects the tasks a build executed from Gradle's `> Task :path` console lines as the output streams
 * (the kept output is only a tail; a large build's first tasks would be cut from it).
 */
export function taskCollector(): { onOutput: (chunk: string) => void; tasks: () => string[] } {
  const tasks: string[] = [];
  let partial = '';
  const take = (line: string) => {
    const m = /^> Task (\S+)/.exec(line);
    if (m) tasks.push(m[1]!.slice(m[1]!.lastIndexOf(':') + 1));
  };
  return {
    onOutput(chunk) {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop()!.slice(-1000);
      for (const line of lines) take(line);
    },
    tasks: () => {
      take(partial);
      partial = '';
      return tasks;
    },
  };
}

/** The report families the executed tasks write; every family when the console named no task (a `-q` build). */
export function reportFamilies(tasks: readonly string[]): Set<keyof typeof GRADLE_REPORTS> {
  const all = Object.keys(REPORT_TASKS) as Array<keyof typeof GRADLE_REPORTS>;
  if (tasks.length === 0) return new Set(all);
  return new Set(all.filter((family) => tasks.some((t) => REPORT_TASKS[family].test(t))));
}

/**
 * `kind: "gradle"`: the tasks, once, on the host, with `--continue --console=plain` so one failing
 * task does not hide the others. Results come from the reports the tasks wrote during this build
 * (JUnit XML, Lint XML, ktlint/detekt checkstyle XML) and from compile errors on the console; what
 * the build as a whole means is decided by the infrastructure-vs-defect table (host/causes.ts).
 */
export const gradleKind: CheckFactory<GradleCheckEntry> = async (entry, ctx) => {
  const cwd = path.resolve(ctx.configDir, entry.cwd ?? '.');
  if (
    !(await stat(cwd).then(
      (s) => s.isDirectory(),
      () => false,
    ))
  )
    throw new ConfigError(`check "${entry.name}": cwd ${cwd} is not a directory`, {
      remedy: 'fix "cwd" (it resolves against the folder of droidheal.json)',
    });
  const check: HostCheck = {
    name: entry.name,
    appPackages: () => [],
    async run({ signal }) {
      const startedAt = Date.now();
      const executed = taskCollector();
      const run = await runProgram({
        onOutput: executed.onOutput,
        run: [entry.gradlew, ...entry.args, '--continue', '--console=plain', ...entry.tasks],
        cwd,
        env: entry.env,
        timeoutMs: entry.timeoutMs,
        ...(ctx.confine ? { confine: ctx.confine } : {}),
        signal,
      });
      const families = reportFamilies(executed.tasks());
      const fresh = async (family: keyof typeof GRADLE_REPORTS) => {
        if (!families.has(family)) return [];
        const found = await findReports(GRADLE_REPORTS[family], cwd);
        const out: string[] = [];
        for (const f of found.files) {
          const m = await stat(f).catch(() => undefined);
          if (m && m.mtimeMs >= startedAt - STALE_SLACK_MS) out.push(f);
        }
        return out;
      };
      const lintXml = await fresh('lint');
      const ktlint = await readCheckstyleXml(await fresh('ktlint'), cwd, 'ktlint');
      const results: HostExecution[] = [
        ...(await readJunitReports(await fresh('junit'), cwd)).results,
        ...(await readLintXml(lintXml, cwd)),
        // the same issues as the XML when both are written: SARIF only for modules without an XML report
        ...(await readLintSarif(withoutXmlTwin(await fresh('lintSarif'), lintXml), cwd)),
        ...ktlint,
        ...(await readCheckstyleXml(await fresh('detekt'), cwd, 'detekt')),
      ];
      results.push(
        ...gradleConsoleResults(
          run.output,
          cwd,
          results.some((r) => r.outcome === 'failed'),
          ktlint.length > 0,
        ),
      );
      return judge({ check: entry.name, run, results, exitIsReport: false });
    },
  };
  return { placement: 'host', check };
};

/** SARIF files whose XML twin (`lint-results-debug.sarif` / `.xml`) was read. */
function withoutXmlTwin(sarif: readonly string[], xml: readonly string[]): string[] {
  const twins = new Set(xml.map((f) => f.replace(/\.xml$/, '')));
  return sarif.filter((f) => !twins.has(f.replace(/\.sarif$/, '')));
}

/**
 * Defects Gradle's console shows: compile errors and lint's text output with file and line, the
 * files Spotless says are not formatted, ktlint's rows (unless its checkstyle report was read); and a
 * compile task that failed without errors in a shape we know (when nothing else failed) is still a
 * defect, located at the task.
 */
export function gradleConsoleResults(
  output: string,
  cwd: string,
  reportsFailed = false,
  ktlintReported = false,
): HostExecution[] {
  const results = [
    ...consoleProblems(output, cwd),
    ...spotlessViolations(output, cwd),
    ...(ktlintReported ? [] : ktlintConsoleViolations(output, cwd)),
  ];
  if (reportsFailed || results.length > 0) return results;
  const tasks = new Set([...output.matchAll(/Execution failed for task '([^']*:compile\w*)'/g)].map((m) => m[1]!));
  return [...tasks].map((task) =>
    problemResult('gradle', 'compile', task, undefined, undefined, `Execution failed for task '${task}'`),
  );
}
