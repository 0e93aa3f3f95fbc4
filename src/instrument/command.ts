import { shellCommandLine } from '../adb/quote.js';
import { type TestId, testKey } from '../config/outcome.js';
import { UsageError } from '../errors.js';

/**
 * The `am instrument -w -r [-e KEY VALUE]… PKG/RUNNER` command, as an argv array. Values are
 * validated here and quoted only by the adb layer's one quoting function (`shellCommandLine`),
 * so a class or method name can never become shell syntax.
 */
export interface InstrumentCommand {
  /** the test APK's package, e.g. `com.example.notes.test` */
  testPackage: string;
  /** the instrumentation runner class, e.g. `androidx.test.runner.AndroidJUnitRunner` (or `.MyRunner`) */
  runner: string;
  /** run only these test methods (`-e class A#m,B#n`) */
  tests?: readonly TestId[];
  /** run only these whole classes (joined into the same `-e class` filter) */
  classes?: readonly string[];
  /** further runner arguments, in order (`-e KEY VALUE`), e.g. `[['log', 'true']]` for a dry run */
  args?: ReadonlyArray<readonly [string, string]>;
  /** `--user N`: run as this Android user */
  user?: number;
  /** `--no-window-animation` */
  noWindowAnimation?: boolean;
}

const PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/;
// a Java binary class name (nested classes with `$`); a runner may be relative to the package (`.Runner`)
const CLASS = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;
const ARG_KEY = /^[A-Za-z_][\w.]*$/;

function check(ok: boolean, what: string, value: string, remedy: string): void {
  if (!ok) throw new UsageError(`invalid ${what} ${JSON.stringify(value)} for am instrument`, remedy);
}

/** A method name the runner's `-e class` filter can express: `,` separates entries and `#` splits class from method. */
function checkMethod(test: TestId): void {
  const m = test.method;
  check(
    m.length > 0 && !/[,#\p{Cc}]/u.test(m),
    'test method',
    testKey(test),
    'a method name cannot be empty or contain "," "#" or control characters',
  );
}

/** The `-e class` value: `A#m,B#n,C`. */
export function classFilter(tests: readonly TestId[] = [], classes: readonly string[] = []): string | undefined {
  const entries: string[] = [];
  for (const t of tests) {
    check(
      CLASS.test(t.class) && t.class.includes('.'),
      'test class',
      t.class,
      'use the fully qualified class name, e.g. com.example.NoteScreenTest',
    );
    checkMethod(t);
    entries.push(testKey(t));
  }
  for (const c of classes) {
    check(
      CLASS.test(c) && c.includes('.'),
      'test class',
      c,
      'use the fully qualified class name, e.g. com.example.NoteScreenTest',
    );
    entries.push(c);
  }
  return entries.length > 0 ? entries.join(',') : undefined;
}

/**
 * The argv of one instrumentation run.
 * @example
 * instrumentArgv({
 *   testPackage: 'com.example.test',
 *   runner: 'androidx.test.runner.AndroidJUnitRunner',
 *   tests: [{ class: 'com.example.NoteTest', method: 'saves' }],
 * });
 * // ['am', 'instrument', '-w', '-r', '-e', 'class', 'com.example.NoteTest#saves',
 * //  'com.example.test/androidx.test.runner.AndroidJUnitRunner']
 */
export function instrumentArgv(cmd: InstrumentCommand): string[] {
  check(
    PACKAGE.test(cmd.testPackage),
    'test package',
    cmd.testPackage,
    'use the test APK package name, e.g. com.example.app.test',
  );
  const runner = cmd.runner;
  check(
    CLASS.test(runner.startsWith('.') ? runner.slice(1) : runner) && runner.length > 1,
    'runner',
    runner,
    'use the runner class, e.g. androidx.test.runner.AndroidJUnitRunner',
  );
  const argv = ['am', 'instrument', '-w', '-r'];
  if (cmd.user !== undefined) {
    check(Number.isInteger(cmd.user) && cmd.user >= 0, 'user', String(cmd.user), 'use a non-negative Android user id');
    argv.push('--user', String(cmd.user));
  }
  if (cmd.noWindowAnimation) argv.push('--no-window-animation');
  const filter = classFilter(cmd.tests, cmd.classes);
  if (filter !== undefined) argv.push('-e', 'class', filter);
  for (const [key, value] of cmd.args ?? []) {
    check(ARG_KEY.test(key), 'runner argument name', key, 'use letters, digits, "_" and "."');
    check(
      !(key === 'class' && filter !== undefined),
      'runner argument',
      key,
      'give tests/classes or a class argument, not both',
    );
    check(
      !/\p{Cc}/u.test(value),
      'runner argument value',
      value,
      'remove control characters (newlines, NUL) from the value',
    );
    argv.push('-e', key, value);
  }
  argv.push(`${cmd.testPackage}/${runner}`);
  return argv;
}

/** The same command as one `adb shell` line, quoted by the adb layer's quoting function. */
export function instrumentCommandLine(cmd: InstrumentCommand): string {
  return shellCommandLine(instrumentArgv(cmd));
}

/** AndroidX Test Orchestrator and the test services APK whose ShellMain starts it (as AGP runs them). */
export const ORCHESTRATOR = {
  package: 'androidx.test.orchestrator',
  component: 'androidx.test.orchestrator/androidx.test.orchestrator.AndroidTestOrchestrator',
  servicesPackage: 'androidx.test.services',
  shellMain: 'androidx.test.services.shellexecutor.ShellMain',
} as const;

/**
 * The argv AGP runs for `execution = "ANDROIDX_TEST_ORCHESTRATOR"`, to be started with CLASSPATH set to the
 * test services APK (`CLASSPATH=$(pm path androidx.test.services)`, see `classpathCommandLine`):
 * `app_process / …ShellMain am instrument -r -w -e targetInstrumentation PKG/RUNNER -e clearPackageData true
 * [-e class …] [-e KEY VALUE]… androidx.test.orchestrator/…AndroidTestOrchestrator`. The orchestrator lists the
 * tests, then runs each in its own instrumentation, clearing the app's and the test package's data before each.
 */
export function orchestratorArgv(cmd: InstrumentCommand, opts: { clearPackageData: boolean }): string[] {
  // the target's own command validates every name and value the orchestrator passes on
  const target = instrumentArgv(cmd);
  const passedOn = target.slice(4, -1); // after `am instrument -w -r`, before PKG/RUNNER
  return [
    'app_process',
    '/',
    ORCHESTRATOR.shellMain,
    'am',
    'instrument',
    '-r',
    '-w',
    '-e',
    'targetInstrumentation',
    target.at(-1)!,
    ...(opts.clearPackageData ? ['-e', 'clearPackageData', 'true'] : []),
    ...passedOn,
    ORCHESTRATOR.component,
  ];
}
