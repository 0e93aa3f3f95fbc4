import type { VirtualTestOutcome } from '../../config/virtual-device.js';

/** A stable small number from a string (for plausible line numbers). */
function stableNumber(s: string, min: number, span: number): number {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return min + (h % span);
}

/** The frames AndroidJUnitRunner puts under a test method. */
export const RUNNER_FRAMES = [
  'java.lang.reflect.Method.invoke(Native Method)',
  'org.junit.runners.model.FrameworkMethod$1.runReflectiveCall(FrameworkMethod.java:59)',
  'org.junit.internal.runners.model.ReflectiveCallable.run(ReflectiveCallable.java:12)',
  'org.junit.runners.model.FrameworkMethod.invokeExplosively(FrameworkMethod.java:56)',
  'org.junit.internal.runners.statements.InvokeMethod.evaluate(InvokeMethod.java:17)',
  'androidx.compose.ui.test.junit4.AndroidComposeTestRule$apply$1$evaluate$1.invoke(AndroidComposeTestRule.android.kt:259)',
  'org.junit.rules.RunRules.evaluate(RunRules.java:20)',
  'org.junit.runners.ParentRunner.runLeaf(ParentRunner.java:366)',
  'org.junit.runners.BlockJUnit4ClassRunner.runChild(BlockJUnit4ClassRunner.java:103)',
  'org.junit.runners.ParentRunner.run(ParentRunner.java:413)',
  'androidx.test.ext.junit.runners.AndroidJUnit4.run(AndroidJUnit4.java:162)',
  'org.junit.runner.JUnitCore.run(JUnitCore.java:137)',
  'androidx.test.internal.runner.TestExecutor.execute(TestExecutor.java:67)',
  'androidx.test.runner.AndroidJUnitRunner.onStart(AndroidJUnitRunner.java:446)',
  'android.app.Instrumentation$InstrumentationThread.run(Instrumentation.java:2205)',
];

/** `at com.example.FooTest.method(FooTest.kt:42)` for the test itself. */
export function testFrame(testClass: string, method: string): string {
  const simple = testClass.slice(testClass.lastIndexOf('.') + 1).split('$')[0]!;
  return `${testClass}.${method}(${simple}.kt:${stableNumber(`${testClass}#${method}`, 24, 160)})`;
}

function frames(top: string[], testClass: string, method: string): string {
  return [...top, testFrame(testClass, method), ...RUNNER_FRAMES].map((f) => `\tat ${f}`).join('\n');
}

/** A sensible stack trace for a test outcome when the rack gives none. */
export function generatedTrace(
  outcome: VirtualTestOutcome,
  testClass: string,
  method: string,
  message?: string,
): string {
  switch (outcome) {
    case 'assumption':
      return `org.junit.AssumptionViolatedException: ${message ?? 'got: <false>, expected: is <true>'}\n${frames(
        ['org.junit.Assume.assumeTrue(Assume.java:68)'],
        testClass,
        method,
      )}`;
    case 'error':
    case 'crash':
      return `java.lang.IllegalStateException: ${message ?? 'unexpected state'}\n${frames([], testClass, method)}`;
    default:
      return `java.lang.AssertionError: ${message ?? 'expected:<true> but was:<false>'}\n${frames(
        ['org.junit.Assert.fail(Assert.java:89)', 'org.junit.Assert.assertTrue(Assert.java:42)'],
        testClass,
        method,
      )}`;
  }
}
