import { testKey } from '../../config/outcome.js';
import type {
  VirtualDeviceSpec,
  VirtualFault,
  VirtualOutcomeOverride,
  VirtualOutputFile,
  VirtualTestOutcome,
  VirtualTestSpec,
} from '../../config/virtual-device.js';
import { generatedTrace } from './traces.js';

/** `am instrument` arguments as the device's am parses them. */
export interface InstrumentArgs {
  component: string;
  raw: boolean;
  wait: boolean;
  extras: Map<string, string>;
}

const FLAGS_WITHOUT_VALUE = new Set([
  '-r',
  '-w',
  '-m',
  '--no-window-animation',
  '--no-hidden-api-checks',
  '--no-test-api-access',
  '--no-isolated-storage',
  '--no-logcat',
]);
const FLAGS_WITH_VALUE = new Set(['-p', '--user', '--abi', '--attach-agent']);

export function parseInstrumentArgs(argv: string[]): InstrumentArgs | { error: string } {
  const extras = new Map<string, string>();
  let raw = false;
  let wait = false;
  let component: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '-e' || a === '--es') {
      const k = argv[i + 1];
      const v = argv[i + 2];
      if (k === undefined || v === undefined) return { error: `Error: Argument expected after "${a}"` };
      extras.set(k, v);
      i += 2;
    } else if (FLAGS_WITHOUT_VALUE.has(a)) {
      if (a === '-r') raw = true;
      if (a === '-w') wait = true;
    } else if (FLAGS_WITH_VALUE.has(a)) {
      i++;
    } else if (a.startsWith('-')) {
      return { error: `Error: Unknown option: ${a}` };
    } else {
      component = a;
    }
  }
  if (!component) return { error: 'Error: Argument expected after "instrument"' };
  return { component, raw, wait, extras };
}

/** One test as this run will report it. */
export interface PlannedTest {
  key: string;
  class: string;
  method: string;
  durationMs: number;
  outcome: VirtualTestOutcome;
  trace: string;
  /** the app's log lines while it runs (`P/Tag: message`) */
  log: readonly string[];
  /** files it writes before it ends */
  outputFiles: readonly VirtualOutputFile[];
  /** faults (index into spec.faults) that point at this test */
  faults: Array<{ index: number; fault: Exclude<VirtualFault, { type: 'slow' }> }>;
  /** files it leaves in its app's data when it ends */
  leavesData?: readonly string[];
  /** it fails when its app's data holds a file another test left */
  needsCleanData?: boolean;
}

/** Java's String.hashCode, which JUnit's sharding filter uses (Description.hashCode). */
export function javaStringHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

function splitList(v: string | undefined): string[] {
  return v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

/**
 * Which tests this run executes, in order, with their per-device outcome, duration and faults —
 * following AndroidJUnitRunner's filters: `class` (A,B#m), `notClass`, `package`, `notPackage`,
 * `annotation`, `notAnnotation` (A,B),
 * `numShards`/`shardIndex` (JUnit's hash sharding), and `log true` (dry run, all pass at once).
 * `suite` is the rack's tests, or the suite an installed test APK carries; the device's `outcomes`
 * and `faults` apply to either by `Class#method`.
 */
export function planTests(
  spec: VirtualDeviceSpec,
  extras: Map<string, string>,
  suite: readonly VirtualTestSpec[] = spec.tests,
  /** counts runs of a test on this device, or in the rack (for overrides limited to the first `times` runs) */
  countRun: (key: string, scope: 'device' | 'rack') => number = () => 1,
): PlannedTest[] {
  const dryRun = extras.get('log') === 'true';
  const include = splitList(extras.get('class'));
  const exclude = splitList(extras.get('notClass'));
  const packages = splitList(extras.get('package'));
  const notPackages = splitList(extras.get('notPackage'));
  const annotation = extras.get('annotation');
  const notAnnotations = splitList(extras.get('notAnnotation'));
  const annotated = (t: VirtualTestSpec, a: string) => (t.annotations ?? []).includes(a);
  // an entry names a class or one `Class#method`: set lookups, so a launch naming a few hundred tests of a
  // 5,000-test suite costs the device host no more than a real runner's filter would (bench rack)
  const included = new Set(include);
  const excluded = new Set(exclude);
  // the include entries some test of the suite answers to, whatever the other filters say
  const hit = new Set<string>();
  const named = (t: VirtualTestSpec) => {
    const key = testKey(t);
    if (included.has(t.class)) hit.add(t.class);
    if (included.has(key)) hit.add(key);
    return included.has(t.class) || included.has(key);
  };
  const matches = (entries: ReadonlySet<string>, cls: string, method: string) =>
    entries.has(cls) || entries.has(testKey({ class: cls, method }));
  const inPackage = (p: string, cls: string) => cls === p || cls.startsWith(`${p}.`);
  let tests = suite.filter(
    (t) =>
      (include.length === 0 || named(t)) &&
      (excluded.size === 0 || !matches(excluded, t.class, t.method)) &&
      (packages.length === 0 || packages.some((p) => inPackage(p, t.class))) &&
      !notPackages.some((p) => inPackage(p, t.class)) &&
      (annotation === undefined || annotated(t, annotation)) &&
      !notAnnotations.some((a) => annotated(t, a)),
  );
  const numShards = Number(extras.get('numShards'));
  const shardIndex = Number(extras.get('shardIndex'));
  if (Number.isInteger(numShards) && numShards > 0 && Number.isInteger(shardIndex)) {
    tests = tests.filter((t) => Math.abs(javaStringHash(`${t.method}(${t.class})`)) % numShards === shardIndex);
  }
  const slow = spec.faults.reduce((f, x) => (x.type === 'slow' ? f * x.factor : f), 1);
  const planned: PlannedTest[] = tests.map((t) => {
    const key = testKey(t);
    const o = spec.outcomes[key];
    const given_: Exclude<VirtualOutcomeOverride, string> | undefined =
      typeof o === 'string' ? { outcome: o, scope: 'device' } : o;
    // a flaky override (`times`) takes effect on the first runs only; later runs are the test's own
    const override =
      given_?.times !== undefined && !dryRun && countRun(key, given_.scope) > given_.times ? undefined : given_;
    const outcome = dryRun ? 'pass' : (override?.outcome ?? t.outcome);
    const message = override ? override.message : t.message;
    const given = override ? override.trace : t.trace;
    // a crash without details is the plain `Process crashed.`; with a message or trace, the app-crash variant
    const trace =
      outcome === 'crash'
        ? (given ?? (message ? `java.lang.RuntimeException: ${message}` : ''))
        : (given ?? generatedTrace(outcome, t.class, t.method, message));
    return {
      key,
      class: t.class,
      method: t.method,
      durationMs: dryRun ? 0 : Math.round((override?.durationMs ?? t.durationMs) * spec.durationScale * slow),
      outcome,
      trace,
      log: dryRun ? [] : (override?.log ?? t.log ?? []),
      outputFiles: dryRun ? [] : (override?.outputFiles ?? t.outputFiles ?? []),
      ...(!dryRun && t.leavesData ? { leavesData: t.leavesData } : {}),
      ...(!dryRun && t.needsCleanData ? { needsCleanData: true } : {}),
      faults: dryRun
        ? []
        : spec.faults.flatMap((fault, index) =>
            fault.type !== 'slow' && fault.atTest === key ? [{ index, fault }] : [],
          ),
    };
  });
  // a `-e class` entry that matches nothing fails the way JUnit reports an unknown test
  for (const entry of include) {
    if (hit.has(entry)) continue;
    const [cls, method] = entry.split('#') as [string, string | undefined];
    const message = method
      ? `No tests found matching Method ${method}(${cls}) from org.junit.internal.requests.ClassRequest`
      : `Failed loading specified test class '${cls}'`;
    planned.push({
      key: `${cls}#initializationError`,
      class: cls,
      method: 'initializationError',
      durationMs: 0,
      outcome: 'fail',
      trace: `java.lang.Exception: ${message}\n\tat androidx.test.internal.runner.TestRequestBuilder.build(TestRequestBuilder.java:848)`,
      log: [],
      outputFiles: [],
      faults: [],
    });
  }
  return planned;
}
