import type { TestId } from '../config/outcome.js';
import { UsageError } from '../errors.js';

/**
 * Part of a suite (`droidheal run --tests … --annotation …`), in AndroidJUnitRunner's own terms: its
 * `class` argument takes classes and `Class#method`s, `package` packages, `annotation` and
 * `notAnnotation` annotation classes. The runner applies them when droidheal lists the suite, so
 * what runs is what the runner itself would select; a suite written in droidheal.json is filtered
 * the same way here (annotations need the runner, so they are refused there).
 */
export interface TestFilter {
  /** `com.example.CartTest#pay`, `com.example.CartTest` or `com.example.cart` */
  tests?: readonly string[];
  annotation?: string;
  notAnnotations?: readonly string[];
}

const JAVA_NAME = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

/** A `--tests` value checked: a package, a class, or `Class#method`. */
export function parseTestSelector(value: string): string {
  const [name, method, extra] = value.split('#');
  if (!JAVA_NAME.test(name ?? '') || extra !== undefined || (method !== undefined && !/^[^\s,#]+$/.test(method)))
    throw new UsageError(
      `--tests ${value}: expected a package, a class or Class#method`,
      'e.g. --tests com.example.cart, --tests com.example.cart.CartTest or --tests com.example.cart.CartTest#pays',
    );
  return value;
}

/** A class's simple name starts with a capital letter, a package's last segment does not (Java's conventions). */
const isPackage = (selector: string) => !selector.includes('#') && /(^|\.)[a-z_$][\w$]*$/.test(selector);

/** The `-e` arguments that make the runner list only the selected tests. */
export function runnerFilterArgs(f: TestFilter | undefined): [string, string][] {
  if (!f) return [];
  const tests = f.tests ?? [];
  const classes = tests.filter((t) => !isPackage(t));
  const packages = tests.filter(isPackage);
  return [
    ...(classes.length > 0 ? [['class', classes.join(',')] as [string, string]] : []),
    ...(packages.length > 0 ? [['package', packages.join(',')] as [string, string]] : []),
    ...(f.annotation ? [['annotation', f.annotation] as [string, string]] : []),
    ...((f.notAnnotations ?? []).length > 0
      ? [['notAnnotation', f.notAnnotations!.join(',')] as [string, string]]
      : []),
  ];
}

/** Whether a test of a suite droidheal did not list (written in the config) is selected. */
export function selects(f: TestFilter | undefined, t: TestId): boolean {
  const tests = f?.tests ?? [];
  if (tests.length === 0) return true;
  return tests.some((s) =>
    s.includes('#') ? s === `${t.class}#${t.method}` : s === t.class || (isPackage(s) && t.class.startsWith(`${s}.`)),
  );
}

export const hasFilter = (f: TestFilter | undefined): boolean =>
  Boolean(f && ((f.tests?.length ?? 0) > 0 || f.annotation || (f.notAnnotations?.length ?? 0) > 0));
