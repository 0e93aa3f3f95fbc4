import type { InstrumentRunStatus, InstrumentTestStatus } from '../../src/config/instrument-result.js';

/**
 * What each recorded output in android-fixtures/instrument/ must parse to, written by reading the
 * files and the ddmlib verdicts in SOURCES.md (not by running the parser).
 *
 * `ddmlib` is SOURCES.md's line for the file, transcribed (corpus.test.ts checks the transcription
 * against SOURCES.md). `expect` is droidheal's result. Every field where the two differ must carry a
 * reason in `deviations` (and fields that agree must not): that is the list of places where
 * droidheal reads the output better than ddmlib, each tied to a weakness
 * of ddmlib's parser.
 *
 * Field mapping: testCount ↔ numTests (ddmlib says 0 when no count was announced), elapsed ↔
 * elapsedMs (0 when no `Time:`), incomplete ↔ tests with no determination (ddmlib's "failed to run to
 * completion"), run ↔ whether the run finished cleanly (ddmlib: runFailure=none; droidheal: status
 * `complete`).
 */

export interface DdmlibVerdict {
  testCount: number;
  passed: number;
  failed: number;
  ignored: number;
  assumption: number;
  incomplete: number;
  elapsed: number;
  /** runFailure text, or null for none */
  runFailure: string | null;
}

export type CountField =
  | 'testCount'
  | 'passed'
  | 'failed'
  | 'ignored'
  | 'assumption'
  | 'incomplete'
  | 'elapsed'
  | 'run';

export interface CorpusCase {
  file: string;
  ddmlib: DdmlibVerdict;
  expect: {
    status: InstrumentRunStatus;
    /** substring of the run message */
    message?: string;
    numTests?: number;
    code?: number;
    elapsedMs?: number;
    segments?: number;
    counts: { passed: number; failed: number; ignored: number; assumption: number; incomplete: number };
    /** `Class#method` → status, in report order, when the test list is short enough to write out */
    tests?: Array<[string, InstrumentTestStatus]>;
  };
  deviations?: Partial<Record<CountField, string>>;
}

const c = (passed: number, failed: number, ignored: number, assumption: number, incomplete: number) => ({
  passed,
  failed,
  ignored,
  assumption,
  incomplete,
});
const d = (
  testCount: number,
  counts: ReturnType<typeof c>,
  elapsed: number,
  runFailure: string | null,
): DdmlibVerdict => ({ testCount, ...counts, elapsed, runFailure });

const CRASH_IS_THE_FAILURE =
  'the process crashed while this test ran: droidheal reports it failed with crashed=true and the crash as its trace (a failure if the device stayed healthy, decided by the runner); ddmlib calls it "failed to run to completion" (weakness 11)';
const CONCATENATED =
  "several runs concatenated in one capture: droidheal splits at each INSTRUMENTATION_CODE into segments and sums them; ddmlib keeps the first run's count / the last run's time (weakness 7)";

export const corpus: CorpusCase[] = [
  {
    file: 'adam-log01-36tests-mixed-no-instrumentation-code-no-final-newline.txt',
    ddmlib: d(36, c(25, 8, 2, 1, 0), 0, null),
    expect: {
      status: 'incomplete',
      message: 'stopped before INSTRUMENTATION_CODE',
      numTests: 36,
      counts: c(25, 8, 2, 1, 0),
    },
    deviations: {
      run: 'the output stops with no result bundle, no Time: and no INSTRUMENTATION_CODE: the run was cut, even though every announced test ended; ddmlib calls it a clean success (weakness 1)',
    },
  },
  {
    file: 'adam-log02-flaky-9tests-3-failures.txt',
    ddmlib: d(9, c(6, 3, 0, 0, 0), 5832, null),
    expect: { status: 'complete', numTests: 9, code: -1, elapsedMs: 5832, counts: c(6, 3, 0, 0, 0) },
  },
  {
    file: 'adam-log03-single-failure-blank-line-after-start.txt',
    ddmlib: d(1, c(0, 1, 0, 0, 0), 638, null),
    expect: {
      status: 'complete',
      numTests: 1,
      code: -1,
      elapsedMs: 638,
      counts: c(0, 1, 0, 0, 0),
      tests: [['com.example.AbstractFailingTest#testAlwaysFailing', 'failed']],
    },
  },
  {
    file: 'adam-log04-truncated-after-test-start-device-gone.txt',
    ddmlib: d(9, c(5, 3, 0, 0, 1), 0, 'Test run failed to complete. Expected 9 tests, received 8'),
    expect: {
      status: 'incomplete',
      numTests: 9,
      counts: c(5, 3, 0, 0, 1),
      tests: [
        ['com.example.MainActivityFlakyTest#testTextFlaky', 'passed'],
        ['com.example.MainActivityFlakyTest#testTextFlaky1', 'passed'],
        ['com.example.MainActivityFlakyTest#testTextFlaky2', 'passed'],
        ['com.example.MainActivityFlakyTest#testTextFlaky3', 'passed'],
        ['com.example.MainActivityFlakyTest#testTextFlaky4', 'failed'],
        ['com.example.MainActivityFlakyTest#testTextFlaky5', 'passed'],
        ['com.example.MainActivityFlakyTest#testTextFlaky6', 'failed'],
        ['com.example.MainActivityFlakyTest#testTextFlaky7', 'failed'],
        ['com.example.MainActivityFlakyTest#testTextFlaky8', 'incomplete'],
      ],
    },
  },
  {
    file: 'adam-log05-espresso-failure-multiline-message.txt',
    ddmlib: d(2, c(1, 1, 0, 0, 0), 4477, null),
    expect: {
      status: 'complete',
      numTests: 2,
      code: -1,
      elapsedMs: 4477,
      counts: c(1, 1, 0, 0, 0),
      tests: [
        ['com.example.MainActivityAllureTest#testFailure', 'failed'],
        ['com.example.MainActivityAllureTest#testText', 'passed'],
      ],
    },
  },
  {
    file: 'adam-log06-flaky-9tests-instrumentation-code-0.txt',
    ddmlib: d(9, c(6, 3, 0, 0, 0), 5832, null),
    expect: {
      status: 'incomplete',
      message: 'code 0',
      numTests: 9,
      code: 0,
      elapsedMs: 5832,
      counts: c(6, 3, 0, 0, 0),
    },
    deviations: {
      run: 'INSTRUMENTATION_CODE 0 is not RESULT_OK (-1) and no crash message says why: the instrumentation did not finish normally; ddmlib ignores the code (weakness 9). The 3 failures still make the verdict fail.',
    },
  },
  {
    file: 'adam-log07-parameterized-first-start-missing.txt',
    ddmlib: d(7, c(7, 0, 0, 0, 0), 9, null),
    expect: {
      status: 'complete',
      numTests: 7,
      code: -1,
      elapsedMs: 9,
      counts: c(7, 0, 0, 0, 0),
      tests: [0, 1, 2, 3, 4, 5, 6].map(
        (i) => [`com.example.ParameterizedTest#test[${i}]`, 'passed'] as [string, InstrumentTestStatus],
      ),
    },
  },
  {
    file: 'adam-log08-process-crashed-during-test-with-stack.txt',
    ddmlib: d(9, c(8, 1, 0, 0, 0), 0, "Instrumentation run failed due to 'Process crashed.'"),
    expect: { status: 'crashed', message: 'Process crashed.', numTests: 9, code: 0, counts: c(8, 1, 0, 0, 0) },
  },
  {
    file: 'adam-log09-in-progress-status-code-2-custom-keys.txt',
    ddmlib: d(1, c(1, 0, 0, 0, 0), 17084, null),
    expect: {
      status: 'complete',
      numTests: 1,
      code: -1,
      elapsedMs: 17084,
      counts: c(1, 0, 0, 0, 0),
      tests: [['com.bofa.android.adapoc.home.HomeActivityTest#verify01_homeActivity_displayed', 'passed']],
    },
  },
  {
    file: 'adam-log10-10tests-pass-extra-result-key.txt',
    ddmlib: d(10, c(10, 0, 0, 0, 0), 7896, null),
    expect: { status: 'complete', numTests: 10, code: -1, elapsedMs: 7896, counts: c(10, 0, 0, 0, 0) },
  },
  {
    file: 'adam-log11-10tests-pass.txt',
    ddmlib: d(10, c(10, 0, 0, 0, 0), 7714, null),
    expect: { status: 'complete', numTests: 10, code: -1, elapsedMs: 7714, counts: c(10, 0, 0, 0, 0) },
  },
  {
    file: 'adam-log12-class-ignored-test-null-coverage-error.txt',
    ddmlib: d(1, c(0, 0, 1, 0, 0), 1, null),
    expect: {
      status: 'complete',
      numTests: 1,
      code: -1,
      elapsedMs: 1,
      counts: c(0, 0, 1, 0, 0),
      tests: [['com.example.ClassIgnoredTest#null', 'ignored']],
    },
  },
  {
    file: 'adam-log13-process-crashed-before-tests-runner-oncreate.txt',
    ddmlib: d(0, c(0, 0, 0, 0, 0), 0, "Instrumentation run failed due to 'Process crashed.'"),
    expect: { status: 'crashed', message: 'Process crashed.', code: 0, counts: c(0, 0, 0, 0, 0), tests: [] },
  },
  {
    file: 'avito-0-tests.txt',
    ddmlib: d(0, c(0, 0, 0, 0, 0), 0, null),
    expect: { status: 'complete', code: -1, elapsedMs: 0, counts: c(0, 0, 0, 0, 0), tests: [] },
  },
  {
    file: 'avito-baseline-profile-additional-output-status-2.txt',
    ddmlib: d(1, c(0, 0, 0, 0, 1), 0, 'Test run failed to complete. Expected 1 tests, received 0'),
    expect: {
      status: 'complete',
      numTests: 1,
      code: -1,
      elapsedMs: 0,
      counts: c(0, 0, 0, 0, 1),
      tests: [['com.avito.android.macrobenchmark.baselineprofile.BaselineProfileGenerator#startup', 'incomplete']],
    },
    deviations: {
      run: 'INSTRUMENTATION_CODE -1 ended the run itself; the one test that never ended is incomplete on its own (so the verdict is still undetermined), instead of a run failure',
    },
  },
  {
    file: 'avito-failed-test-linker-warning-line.txt',
    ddmlib: d(1, c(0, 0, 0, 0, 0), 70000, 'Test run failed to complete. Expected 1 tests, received 0'),
    expect: {
      status: 'complete',
      numTests: 1,
      code: -1,
      elapsedMs: 70416,
      counts: c(0, 1, 0, 0, 0),
      tests: [
        [
          'com.avito.android.feature.advert.publish.verticals.AutoUsedSubCategoryItem_IsPublishedWithGivenParams_WhenAddedByUserWithoutListingFees#dataSet5',
          'failed',
        ],
      ],
    },
    deviations: {
      failed:
        "the failure bundle has no class/test but current=1 names the one running test, so it is that test's end; ddmlib drops bundles without class and test (weakness 10)",
      elapsed: '`Time: 70,416` is 70.416 s printed with a comma decimal separator; ddmlib reads 70 s (weakness 6)',
      run: 'ddmlib\'s "Expected 1 tests, received 0" comes only from dropping the failure bundle; the run has INSTRUMENTATION_CODE -1',
    },
  },
  {
    file: 'avito-invalid-command-am-usage.txt',
    ddmlib: d(0, c(0, 0, 0, 0, 0), 0, 'No test results'),
    expect: {
      status: 'failed-to-start',
      message: 'Argument expected after "instrument"',
      counts: c(0, 0, 0, 0, 0),
      tests: [],
    },
  },
  {
    file: 'avito-process-crashed-after-completed-test.txt',
    ddmlib: d(2, c(1, 0, 0, 0, 0), 0, "Instrumentation run failed due to 'Process crashed.'"),
    expect: {
      status: 'crashed',
      message: 'Process crashed.',
      numTests: 2,
      code: 0,
      counts: c(1, 0, 0, 0, 0),
      tests: [['com.example.test.TestClass#test1', 'passed']],
    },
  },
  {
    file: 'avito-process-crashed-after-test-start.txt',
    ddmlib: d(1, c(0, 0, 0, 0, 1), 0, "Instrumentation run failed due to 'Process crashed.'"),
    expect: {
      status: 'crashed',
      message: 'Process crashed.',
      numTests: 1,
      code: 0,
      counts: c(0, 1, 0, 0, 0),
      tests: [['ru.test.testapplication.ExampleInstrumentedTest#failedTestCrash', 'failed']],
    },
    deviations: { failed: CRASH_IS_THE_FAILURE, incomplete: CRASH_IS_THE_FAILURE },
  },
  {
    file: 'avito-process-crashed-before-any-test.txt',
    ddmlib: d(0, c(0, 0, 0, 0, 0), 0, "Instrumentation run failed due to 'Process crashed.'"),
    expect: { status: 'crashed', message: 'Process crashed.', code: 0, counts: c(0, 0, 0, 0, 0), tests: [] },
  },
  {
    file: 'avito-unexpected-exit-after-start.txt',
    ddmlib: d(1, c(0, 0, 0, 0, 1), 0, 'Test run failed to complete. Expected 1 tests, received 0'),
    expect: {
      status: 'incomplete',
      numTests: 1,
      counts: c(0, 0, 0, 0, 1),
      tests: [['com.example.test.TestClass#test', 'incomplete']],
    },
  },
  {
    file: 'avito-unexpected-exit-before-start.txt',
    ddmlib: d(0, c(0, 0, 0, 0, 0), 0, 'No test results'),
    expect: {
      status: 'incomplete',
      message: 'stopped before INSTRUMENTATION_CODE',
      counts: c(0, 0, 0, 0, 0),
      tests: [],
    },
  },
  {
    file: 'composer-0-tests-script-capture.txt',
    ddmlib: d(0, c(0, 0, 0, 0, 0), 0, null),
    expect: { status: 'complete', code: -1, elapsedMs: 0, counts: c(0, 0, 0, 0, 0), tests: [] },
  },
  {
    file: 'composer-app-crash-nullpointer-result-bundle.txt',
    ddmlib: d(1, c(0, 0, 0, 0, 1), 0, "Instrumentation run failed due to 'java.lang.NullPointerException'"),
    expect: {
      status: 'crashed',
      message: 'java.lang.NullPointerException',
      numTests: 1,
      code: 0,
      counts: c(0, 1, 0, 0, 0),
      tests: [['com.example.test.TestClass:#crashTest', 'failed']],
    },
    deviations: { failed: CRASH_IS_THE_FAILURE, incomplete: CRASH_IS_THE_FAILURE },
  },
  {
    file: 'composer-assumption-failure-arabic-digits-time.txt',
    ddmlib: d(1, c(0, 0, 0, 1, 0), 0, null),
    expect: { status: 'complete', numTests: 1, code: -1, elapsedMs: 15, counts: c(0, 0, 0, 1, 0) },
    deviations: {
      elapsed:
        '`Time: ٠٫٠١٥` is 0.015 s in Arabic-Indic digits with the Arabic decimal separator; ddmlib matches ASCII digits only and keeps 0 (weakness 6)',
    },
  },
  {
    file: 'composer-failed-test-4tests-with-command-line.txt',
    ddmlib: d(4, c(3, 1, 0, 0, 0), 96641, null),
    expect: {
      status: 'complete',
      numTests: 4,
      code: -1,
      elapsedMs: 96641,
      counts: c(3, 1, 0, 0, 0),
      tests: [
        ['com.example.test.TestClass#test1', 'failed'],
        ['com.example.test.TestClass#test2', 'passed'],
        ['com.example.test.TestClass#test3', 'passed'],
        ['com.example.test.TestClass#test4', 'passed'],
      ],
    },
  },
  {
    file: 'composer-ignored-test.txt',
    ddmlib: d(2, c(1, 0, 1, 0, 0), 10073, null),
    expect: {
      status: 'complete',
      numTests: 2,
      code: -1,
      elapsedMs: 10073,
      counts: c(1, 0, 1, 0, 0),
      tests: [
        ['com.example.test.TestClass#test1', 'passed'],
        ['com.example.test.TestClass#test2', 'ignored'],
      ],
    },
  },
  {
    file: 'composer-unable-to-find-instrumentation-info.txt',
    ddmlib: d(
      0,
      c(0, 0, 0, 0, 0),
      0,
      'Unable to find instrumentation info for: ComponentInfo{com.composer.example/com.composer.example.ExampleAndroidJUnitRunner}',
    ),
    expect: {
      status: 'failed-to-start',
      message:
        'Unable to find instrumentation info for: ComponentInfo{com.composer.example/com.composer.example.ExampleAndroidJUnitRunner}',
      counts: c(0, 0, 0, 0, 0),
      tests: [],
    },
  },
  {
    file: 'composer-unordered-interleaved-tests.txt',
    ddmlib: d(3, c(3, 0, 0, 0, 0), 0, null),
    expect: {
      status: 'complete',
      numTests: 3,
      code: -1,
      elapsedMs: 0,
      counts: c(3, 0, 0, 0, 0),
      tests: [
        ['com.example.test.TestClass#test1', 'passed'],
        ['com.example.test.TestClass#test2', 'passed'],
        ['com.example.test.TestClass#test3', 'passed'],
      ],
    },
  },
  {
    file: 'flank-29tests-mixed-pass-fail-ignored.txt',
    ddmlib: d(29, c(15, 11, 3, 0, 0), 40647, null),
    expect: { status: 'complete', numTests: 29, code: -1, elapsedMs: 40647, counts: c(15, 11, 3, 0, 0) },
  },
  {
    file: 'flank-concatenated-2-runs-failure-noise-lines.txt',
    ddmlib: d(2, c(0, 2, 2, 0, 0), 1486, null),
    // run 1: Time 1.64, run 2: Time 1.486
    expect: {
      status: 'complete',
      numTests: 4,
      code: -1,
      elapsedMs: 1640 + 1486,
      segments: 2,
      counts: c(0, 2, 2, 0, 0),
    },
    deviations: { testCount: CONCATENATED, elapsed: CONCATENATED },
  },
  {
    file: 'flank-concatenated-2-runs.txt',
    ddmlib: d(2, c(2, 0, 2, 0, 0), 1496, null),
    // run 1: Time 1.576, run 2: Time 1.496
    expect: {
      status: 'complete',
      numTests: 4,
      code: -1,
      elapsedMs: 1576 + 1496,
      segments: 2,
      counts: c(2, 0, 2, 0, 0),
      tests: [
        ['com.example.test_app.InstrumentedTest#test', 'passed'],
        ['com.example.test_app.InstrumentedTest#ignoredTestWithIgnore', 'ignored'],
        ['com.example.test_app.InstrumentedTest#test', 'passed'],
        ['com.example.test_app.InstrumentedTest#ignoredTestWithIgnore', 'ignored'],
      ],
    },
    deviations: { testCount: CONCATENATED, elapsed: CONCATENATED },
  },
  {
    file: 'flank-concatenated-3-runs.txt',
    ddmlib: d(2, c(3, 0, 3, 0, 0), 1478, null),
    // runs' Time lines: 1.54, 1.563 and 1.478
    expect: {
      status: 'complete',
      numTests: 6,
      code: -1,
      elapsedMs: 1540 + 1563 + 1478,
      segments: 3,
      counts: c(3, 0, 3, 0, 0),
    },
    deviations: { testCount: CONCATENATED, elapsed: CONCATENATED },
  },
  {
    file: 'issue-android-test-1834-orchestrator-0-tests-code-0.txt',
    ddmlib: d(0, c(0, 0, 0, 0, 0), 0, null),
    expect: { status: 'incomplete', message: 'code 0', code: 0, elapsedMs: 0, counts: c(0, 0, 0, 0, 0), tests: [] },
    deviations: {
      run: '`OK (0 tests)` with INSTRUMENTATION_CODE 0 is how Orchestrator reports a failed test collection: code 0 is not RESULT_OK and nothing ran, so it is undetermined, not a pass (weakness 9)',
    },
  },
  {
    file: 'issue-openatx-uiautomator2-509-process-crashed-first-line-clipped.txt',
    ddmlib: d(0, c(0, 0, 0, 0, 1), 0, "Instrumentation run failed due to 'Process crashed.'"),
    // the clipped first line carried numtests, so no count was announced (as for ddmlib)
    expect: {
      status: 'crashed',
      message: 'Process crashed.',
      code: 0,
      counts: c(0, 1, 0, 0, 0),
      tests: [['com.github.uiautomator.stub.Stub#testUIAutomatorStub', 'failed']],
    },
    deviations: { failed: CRASH_IS_THE_FAILURE, incomplete: CRASH_IS_THE_FAILURE },
  },
  {
    file: 'mobly-assumption-failure.txt',
    ddmlib: d(1, c(0, 0, 0, 1, 0), 3139, null),
    expect: { status: 'complete', numTests: 1, code: -1, elapsedMs: 3139, counts: c(0, 0, 0, 1, 0) },
  },
  {
    file: 'mobly-instrumentation-failed-missing-runner-stack-after-status.txt',
    ddmlib: d(
      0,
      c(0, 0, 0, 0, 0),
      0,
      'Unable to find instrumentation info for: ComponentInfo{com.my.package.test/com.my.package.test.runner}',
    ),
    expect: {
      status: 'failed-to-start',
      message: 'Unable to find instrumentation info for: ComponentInfo{com.my.package.test/com.my.package.test.runner}',
      counts: c(0, 0, 0, 0, 0),
      tests: [],
    },
  },
  {
    file: 'mobly-instrumentation-failed-missing-test-package.txt',
    ddmlib: d(
      0,
      c(0, 0, 0, 0, 0),
      0,
      'Unable to find instrumentation info for: ComponentInfo{com.my.package.test/com.my.package.test.runner.MyRunner}',
    ),
    expect: {
      status: 'failed-to-start',
      message:
        'Unable to find instrumentation info for: ComponentInfo{com.my.package.test/com.my.package.test.runner.MyRunner}',
      counts: c(0, 0, 0, 0, 0),
      tests: [],
    },
  },
  {
    file: 'mobly-multiple-tests-pass-fail-ignored.txt',
    ddmlib: d(4, c(1, 1, 1, 1, 0), 4131, null),
    expect: {
      status: 'complete',
      numTests: 4,
      code: -1,
      elapsedMs: 4131,
      counts: c(1, 1, 1, 1, 0),
      tests: [
        ['com.my.package.test.BasicTest#failingTest', 'failed'],
        ['com.my.package.test.BasicTest#assumptionFailureTest', 'assumption-failed'],
        ['com.my.package.test.BasicTest#ignoredTest', 'ignored'],
        ['com.my.package.test.BasicTest#passingTest', 'passed'],
      ],
    },
  },
  {
    file: 'mobly-process-crashed-in-teardown-after-pass.txt',
    ddmlib: d(1, c(1, 0, 0, 0, 0), 0, "Instrumentation run failed due to 'Process crashed.'"),
    expect: {
      status: 'crashed',
      message: 'Process crashed.',
      numTests: 1,
      code: 0,
      counts: c(1, 0, 0, 0, 0),
      tests: [['com.my.package.test.BasicTest#basicTest', 'passed']],
    },
  },
  {
    file: 'mobly-two-starts-no-ends-ok-2-tests.txt',
    ddmlib: d(2, c(0, 0, 0, 0, 1), 6342, 'Test run failed to complete. Expected 2 tests, received 0'),
    expect: {
      status: 'complete',
      numTests: 2,
      code: -1,
      elapsedMs: 6342,
      counts: c(0, 0, 0, 0, 2),
      tests: [
        ['com.my.package.test.BasicTest#crashAndRecover1Test', 'incomplete'],
        ['com.my.package.test.BasicTest#crashAndRecover2Test', 'incomplete'],
      ],
    },
    deviations: {
      incomplete:
        'both tests started and neither ended: both have no determination; ddmlib blames only the last one started and forgets the first (weakness 1)',
      run: 'INSTRUMENTATION_CODE -1 ended the run itself; the two unfinished tests are incomplete on their own (verdict undetermined) instead of a run failure',
    },
  },
];
