import { type Assertion, remake } from './assertion.js';

/**
 * Kotlin's `assert(c)` (`assert(c) { message }`) throws only where the JVM runs with assertions enabled. Gradle's
 * `Test` task, which runs local unit tests, enables them by default (`enableAssertions = true`, `-ea`), so there it is
 * `assertTrue(c)`; on a device (androidTest) ART does not enable them, so there it stays no check (plain-assertions.ts
 * reads it as the non-asserting op `assert`).
 */
const jvmUnitTests = /^(?:test(?:[A-Z]\w*)?|jvmTest|androidUnitTest|androidHostTest)$/;

/** The checks of a unit of `sourceSet` with Kotlin's `assert` read as the check it is there. */
export function withKotlinAsserts(checks: Assertion[], sourceSet: string): Assertion[] {
  if (!jvmUnitTests.test(sourceSet)) return checks;
  return checks.map((c) => (c.op === 'assert' ? remake(c, { op: 'isTrue', asserting: true }) : c));
}
