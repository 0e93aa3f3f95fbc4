import type { UndeterminedReason } from '../../config/outcome.js';
import type { HostExecution } from '../kind.js';
import { cap } from './junit.js';
import type { ProgramResult } from './program.js';

/**
 * Infrastructure or defect: what a host check's program run means when its reports do not say it
 * all. A cause of the environment (the program is missing, the SDK or JDK is wrong, the network or
 * the build daemon failed, nothing was printed before the timeout) makes the check undetermined with
 * its remedy — never a red. A defect (a compile error, a failing test, a lint error, a formatter
 * violation) is a fail with the file and line it names. The exit status alone never decides.
 *
 * Each row is tested against a real recorded output (test/checks/host/causes.test.ts and the
 * fixtures under android-fixtures/host-outputs/, each naming its source).
 */
export interface EnvironmentCause {
  reason: UndeterminedReason;
  /** the program could not be started with one of these spawn error codes */
  spawnCodes?: readonly string[];
  /** it exited with one of these statuses (with `pattern`, both must hold) */
  exitCodes?: readonly number[];
  /** a line of its output shows it */
  pattern?: RegExp;
  /** it ran past its timeout having printed nothing / it was killed by a signal that was not ours */
  when?: 'silent-timeout' | 'timeout' | 'killed';
  explain: string;
  remedy: string;
}

export const ENVIRONMENT_CAUSES = {
  'program-not-found': {
    reason: 'setup-failed',
    spawnCodes: ['ENOENT'],
    explain: 'the program was not found',
    remedy: 'install it or fix the path in droidheal.json (`run` / `gradlew`); paths resolve against the config file',
  },
  'shell-command-not-found': {
    reason: 'setup-failed',
    exitCodes: [127],
    pattern: /(?:command not found|: not found|No such file or directory)$/m,
    explain: 'the shell did not find the program',
    remedy: 'install it or fix the command in droidheal.json; the shell looks it up on PATH',
  },
  'program-not-executable': {
    reason: 'setup-failed',
    spawnCodes: ['EACCES'],
    explain: 'the program is not executable',
    remedy: 'make it executable (`chmod +x`, e.g. for gradlew) or commit it with the executable bit',
  },
  'sdk-not-found': {
    reason: 'setup-failed',
    pattern: /SDK location not found/,
    explain: 'the build did not find the Android SDK',
    remedy: 'set ANDROID_HOME (or sdk.dir in local.properties) to the Android SDK',
  },
  'sdk-licences': {
    reason: 'setup-failed',
    pattern: /licen[cs]es? (?:for the following|have not been accepted)|not accepted the license agreements/i,
    explain: 'Android SDK licences are not accepted',
    remedy: 'run `sdkmanager --licenses` on this machine (or in the CI image)',
  },
  'jdk-mismatch': {
    reason: 'setup-failed',
    pattern: new RegExp(
      [
        String.raw`Unsupported class file major version \d+`,
        String.raw`Android Gradle plugin requires Java \d+ to run`,
        'has been compiled by a more recent version of the Java Runtime',
        String.raw`Unsupported Java\. *$`,
      ].join('|'),
      'm',
    ),
    explain: 'the JDK does not match what the build needs',
    remedy: 'run with a JDK the Gradle and Android Gradle plugin versions support (JAVA_HOME or org.gradle.java.home)',
  },
  'dependency-not-found': {
    reason: 'setup-failed',
    pattern: /^\s*> Could not find [\w.-]+:[\w.-]+:\S+\.$/m,
    explain: 'a dependency is in none of the repositories the build searches',
    remedy: 'fix the version or coordinates in the build script / version catalog, or add the repository that has it',
  },
  'dependencies-unresolved': {
    reason: 'infrastructure',
    pattern: new RegExp(
      [
        'Could not resolve all (?:files|dependencies|artifacts|task dependencies) for configuration',
        "Could not (?:GET|HEAD) '",
        String.raw`Could not download \S+`,
        'Could not resolve plugin artifact',
        String.raw`Plugin \[id: '[^']+'(?:, version: '[^']+')?\] was not found`,
        String.raw`java\.net\.UnknownHostException`,
        'Network is unreachable',
        'Connection (?:refused|timed out|reset)',
        'Read timed out',
        'PKIX path building failed',
      ].join('|'),
    ),
    explain: 'dependencies could not be downloaded',
    remedy:
      'check the network, proxy and repository credentials (or a warm Gradle cache with --offline); a version that does not exist shows as "Could not find …"',
  },
  'daemon-crashed': {
    reason: 'infrastructure',
    pattern: new RegExp(
      [
        'Gradle build daemon disappeared unexpectedly',
        'The daemon has terminated unexpectedly',
        'Gradle build daemon has been stopped',
        'Daemon will (?:be stopped at the end of|expire after) the build after running out of JVM (?:heap space|Metaspace)',
      ].join('|'),
    ),
    explain: 'the Gradle daemon crashed',
    remedy: 'give the daemon more memory (org.gradle.jvmargs=-Xmx… in gradle.properties) or the machine more RAM',
  },
  'out-of-memory': {
    reason: 'infrastructure',
    pattern: /java\.lang\.OutOfMemoryError|GC overhead limit exceeded|Not enough memory to run compilation/,
    explain: 'the build ran out of memory',
    remedy: 'raise -Xmx (org.gradle.jvmargs, kotlin.daemon.jvmargs) or run fewer workers (--max-workers)',
  },
  'disk-full': {
    reason: 'infrastructure',
    pattern: /No space left on device|There is not enough space on the disk/,
    explain: 'the disk is full',
    remedy:
      'free disk space on the machine (build directories, ~/.gradle/caches, old emulator images) or give the CI job a bigger disk',
  },
  killed: {
    reason: 'infrastructure',
    when: 'killed',
    explain: 'the program was killed by a signal droidheal did not send',
    remedy: "usually the kernel's out-of-memory killer: give the machine more memory or the build fewer workers",
  },
  'silent-timeout': {
    reason: 'infrastructure',
    when: 'silent-timeout',
    explain: 'the program printed nothing before its timeout',
    remedy: 'it may wait for input or a lock (another Gradle build?); raise timeoutMs if it is just slow',
  },
  timeout: {
    reason: 'run-incomplete',
    when: 'timeout',
    explain: 'the program did not finish before its timeout',
    remedy: 'raise timeoutMs in droidheal.json, or split the check',
  },
} as const satisfies Record<string, EnvironmentCause>;
export type EnvironmentCauseId = keyof typeof ENVIRONMENT_CAUSES;

/** The environment causes a program run shows, most specific first (table order). */
export function environmentCauses(run: ProgramResult): EnvironmentCauseId[] {
  const found: EnvironmentCauseId[] = [];
  for (const [id, row] of Object.entries(ENVIRONMENT_CAUSES) as Array<[EnvironmentCauseId, EnvironmentCause]>) {
    if (row.spawnCodes) {
      if (run.spawnError && row.spawnCodes.includes(run.spawnError.code)) found.push(id);
      continue;
    }
    if (run.spawnError) continue;
    if (row.when === 'killed' && run.killedBy === undefined) continue;
    if (row.when === 'silent-timeout' && !(run.timedOut && run.outputChars === 0)) continue;
    if (row.when === 'timeout' && !(run.timedOut && run.outputChars > 0)) continue;
    if (row.exitCodes && (run.exitCode === undefined || !row.exitCodes.includes(run.exitCode))) continue;
    // a tool that succeeded may print such words (a test's log, a memory warning): only a failed run is explained by them
    if (row.pattern && run.exitCode === 0 && !run.timedOut) continue;
    if (row.pattern && !row.pattern.test(run.output)) continue;
    found.push(id);
  }
  return found;
}

/** A defect a tool printed on the console, with the site it names. */
export interface ConsoleProblem {
  /** `<tool>:<rule>` or the tool alone */
  tool: string;
  /** the rule comes from the `rule` group when the pattern has one */
  pattern: RegExp;
  /** read only when the output also shows this (the tool's own failure text) */
  when?: RegExp;
}

/** Defects printed on the console (when the tool writes no report file): one result each, with file and line. */
export const CONSOLE_PROBLEMS = {
  // Kotlin 2.x: `e: file:///…/Foo.kt:12:5 Unresolved reference 'x'.`; Kotlin 1.x: `e: /…/Foo.kt: (12, 5): …`
  'kotlin-compile-error': {
    tool: 'kotlinc',
    pattern:
      /^e: (?:file:\/\/)?(?<file>(?:\/?[A-Za-z]:)?[^\s:][^:]*?\.kts?)(?::(?<line>\d+):(?<column>\d+)|: \((?<line2>\d+), (?<column2>\d+)\):?) (?<message>.+)$/gm,
  },
  // javac: `/…/Foo.java:12: error: cannot find symbol`
  'java-compile-error': {
    tool: 'javac',
    pattern: /^(?<file>[^\s:][^:]*?\.java):(?<line>\d+): error: (?<message>.+)$/gm,
  },
  // Android Lint's text output (its "First failure:" in the build failure, or `textOutput stdout`):
  // `/…/Foo.kt:53: Error: Upgrade Fragment version to at least 1.3.0. [InvalidFragmentVersionForActivityResult from androidx.activity]`
  'lint-error': {
    tool: 'lint',
    when: /Lint found (?:\d+ errors?|errors|fatal errors)/,
    pattern:
      /^\s*(?<file>(?:[A-Za-z]:)?[^\s:][^:\n]*?\.\w+):(?:(?<line>\d+):)? (?:Error|Fatal): (?<message>.+?)(?: \[(?<rule>\w+)(?: from [\w.:-]+)?\])?$/gm,
  },
} as const satisfies Record<string, ConsoleProblem>;

/** Defects the console shows, as failed results with file and line (paths made relative to `cwd`). */
export function consoleProblems(output: string, cwd: string): HostExecution[] {
  const results: HostExecution[] = [];
  const seen = new Set<string>();
  for (const row of Object.values(CONSOLE_PROBLEMS) as ConsoleProblem[]) {
    if (row.when && !row.when.test(output)) continue;
    for (const m of output.matchAll(row.pattern)) {
      const g = m.groups ?? {};
      const file = relativeTo(g.file!, cwd);
      const line = Number(g.line ?? g.line2);
      const column = g.column ?? g.column2;
      const rule = g.rule ?? 'error';
      const key = `${row.tool}|${rule}|${file}|${line}|${column}`;
      if (seen.has(key) || results.length >= 10_000) continue;
      seen.add(key);
      results.push(
        problemResult(
          row.tool,
          rule,
          file,
          Number.isFinite(line) ? line : undefined,
          column === undefined ? undefined : Number(column),
          g.message!,
        ),
      );
    }
  }
  return results;
}

/** One located problem as a failed result: test `<file>#<tool>:<rule>:<line>`, the site in `location`. */
export function problemResult(
  tool: string,
  rule: string,
  file: string,
  line: number | undefined,
  column: number | undefined,
  message: string,
): HostExecution {
  const at = line !== undefined && Number.isFinite(line) ? line : undefined;
  return {
    test: { class: cap(file, 512), method: cap(`${tool}:${rule}${at !== undefined ? `:${at}` : ''}`, 256) },
    outcome: 'failed',
    failureKind: 'assertion',
    detail: cap(message.trim(), 4096),
    location: {
      file: cap(file, 512),
      ...(at !== undefined ? { line: at } : {}),
      ...(column !== undefined && Number.isFinite(column) ? { column } : {}),
    },
  };
}

/** A path as the project names it: relative to the check's cwd when inside it (file:// URIs too). */
export function relativeTo(file: string, cwd: string): string {
  const plain = file.replace(/^file:\/\//, '');
  const root = cwd.endsWith('/') ? cwd : `${cwd}/`;
  return plain.startsWith(root) ? plain.slice(root.length) : plain;
}
