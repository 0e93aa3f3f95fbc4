import { z } from 'zod';
import { testKey } from './outcome.js';
import { VirtualUiSpec } from './virtual-ui.js';

/**
 * The virtual rack file format (the `virtual` key of devices.json): what each virtual device
 * reports (props, packages), which tests its `am instrument` knows, and which faults it injects.
 * This schema is the single source of truth; `droidheal schema rack` prints it inside the rack schema.
 */

export const VirtualTestOutcome = z.enum(['pass', 'fail', 'crash', 'ignored', 'assumption', 'error']);
export type VirtualTestOutcome = z.infer<typeof VirtualTestOutcome>;

/** `Class#method`, the key tests are referred to by in `outcomes` and `faults`. */
const TestRef = z.string().regex(/^[^#\s]+#[^#]+$/, 'expected "fully.qualified.Class#method"');

export const VirtualTestSpec = z.strictObject({
  class: z.string().min(1).describe('fully qualified test class, e.g. com.example.notes.NoteListTest'),
  method: z.string().min(1),
  durationMs: z.number().int().nonnegative().default(300).describe('how long the test runs on the device, ms'),
  outcome: VirtualTestOutcome.default('pass'),
  annotations: z
    .array(z.string().min(1))
    .optional()
    .describe("annotation classes on the test (its method's and its class's), for the runner's annotation filters"),
  message: z.string().optional().describe('failure message; a trace is generated from it when `trace` is absent'),
  trace: z.string().optional().describe('the full stack trace reported on failure'),
  log: z
    .array(z.string())
    .optional()
    .describe(
      "lines the app logs while the test runs, `P/Tag: message` (P: V D I W E F), shown by the device's logcat",
    ),
  leavesData: z
    .array(z.string().regex(/^[\w.-]+$/, 'expected a file name such as draft.json'))
    .optional()
    .describe(
      "files the test leaves in its app's data (/data/data/<target>/files/NAME) when it ends; `pm clear` removes them",
    ),
  needsCleanData: z
    .boolean()
    .optional()
    .describe("the test fails when its app's data holds a file another test left: it assumes a fresh install"),
});
export type VirtualTestSpec = z.infer<typeof VirtualTestSpec>;

/** Where a test APK carries its suite for virtual devices: a plain asset, which real devices ignore. */
export const SUITE_ASSET = 'assets/droidheal/suite.json';

/**
 * The suite asset of a test APK (written by the fixture app's build, android-fixtures/gradle-standin):
 * each test with the outcome and trace a virtual device replays once the APK is installed.
 */
export const ApkSuite = z.strictObject({
  schemaVersion: z.literal(1),
  tests: z.array(VirtualTestSpec).describe('the tests `am instrument` runs for this test package, in order'),
});
export type ApkSuite = z.infer<typeof ApkSuite>;

/**
 * What `times` counts. `rack`: runs (or firings) on every device of the rack that declares the same
 * override (or fault), so it happens once on whichever device reaches the test first — a scripted
 * flaky test or lost device that shows up whatever the schedule (the demo's rack).
 */
const Scope = z
  .enum(['device', 'rack'])
  .default('device')
  .describe('device: `times` per device; rack: `times` across every device of the rack that declares it');

/** A per-device override of one test: just the outcome, or outcome plus details. */
export const VirtualOutcomeOverride = z.union([
  VirtualTestOutcome,
  z.strictObject({
    outcome: VirtualTestOutcome,
    durationMs: z.number().int().nonnegative().optional(),
    message: z.string().optional(),
    trace: z.string().optional(),
    log: z.array(z.string()).optional().describe("the app's log lines on this device (see the test's `log`)"),
    times: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('only the first N runs of the test on this device take this outcome, later runs pass: a flaky test'),
    scope: Scope,
  }),
]);
export type VirtualOutcomeOverride = z.infer<typeof VirtualOutcomeOverride>;

const When = z.enum(['start', 'middle', 'end']).default('middle').describe('when during the test the fault fires');
const Times = z
  .number()
  .int()
  .positive()
  .default(1)
  .describe('how often the fault fires per device process lifetime (per rack with scope "rack")');

export const VirtualFault = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('drop'),
    atTest: TestRef,
    when: When,
    mode: z
      .enum(['disconnect', 'die'])
      .default('die')
      .describe('disconnect: adb reconnects after ~250 ms; die: the listener closes too'),
    times: Times,
    scope: Scope,
  }),
  z.strictObject({ type: z.literal('hang'), atTest: TestRef, when: When, times: Times, scope: Scope }),
  z.strictObject({
    type: z.literal('reboot'),
    atTest: TestRef,
    when: When,
    bootMs: z
      .number()
      .int()
      .nonnegative()
      .default(2000)
      .describe('sys.boot_completed stays 0 this long after the reboot'),
    times: Times,
    scope: Scope,
  }),
  z.strictObject({ type: z.literal('system-crash'), atTest: TestRef, when: When, times: Times, scope: Scope }),
  z.strictObject({
    type: z.literal('flap'),
    atTest: TestRef,
    when: When,
    flaps: z.number().int().min(1).max(100).default(3).describe('offline/online cycles'),
    offMs: z
      .number()
      .int()
      .nonnegative()
      .max(600_000)
      .default(500)
      .describe('each cycle: the handshake goes unanswered this long (adb: offline), then adb reconnects'),
    times: Times,
    scope: Scope,
  }),
  z.strictObject({
    type: z.literal('unauthorized'),
    atTest: TestRef,
    when: When,
    times: Times,
    scope: Scope,
  }),
  z.strictObject({ type: z.literal('slow'), factor: z.number().positive().describe('multiplies every test duration') }),
]);
export type VirtualFault = z.infer<typeof VirtualFault>;

export const VirtualInstrumentation = z.strictObject({
  package: z.string().min(1).describe('test package, e.g. com.example.notes.test'),
  target: z.string().min(1).describe('app package under test'),
  runner: z.string().min(1).default('androidx.test.runner.AndroidJUnitRunner'),
});
export type VirtualInstrumentation = z.infer<typeof VirtualInstrumentation>;

export const VirtualDeviceState = z.enum(['device', 'offline', 'unauthorized', 'unauthorized-then-accept']);

export const VirtualDeviceSpec = z
  .strictObject({
    name: z.string().min(1).describe('a name for people and logs; not the adb serial'),
    model: z.string().min(1),
    manufacturer: z.string().min(1),
    brand: z.string().min(1).optional(),
    device: z.string().min(1).optional().describe('ro.product.device'),
    sdk: z.number().int().min(1).max(99),
    release: z.string().min(1).optional().describe('ro.build.version.release; derived from sdk when absent'),
    abis: z.array(z.string().min(1)).min(1),
    props: z.record(z.string(), z.string()).default({}).describe('extra getprop keys'),
    packages: z.array(z.string().min(1)).default([]).describe('installed packages besides a few system ones'),
    instrumentations: z.array(VirtualInstrumentation).default([]),
    features: z
      .array(z.enum(['shell_v2', 'cmd', 'stat_v2', 'fixed_push_mkdir']))
      .default(['shell_v2', 'cmd', 'stat_v2', 'fixed_push_mkdir'])
      .describe(
        'ADB transport features to advertise; [] is an old (pre-N) device: v1 shell under a pty (CRLF, no exit codes), push installs',
      ),
    port: z.number().int().min(0).max(65535).default(0).describe('TCP port; 0 = any free port'),
    bootMs: z
      .number()
      .int()
      .nonnegative()
      .default(0)
      .describe('slow boot: sys.boot_completed is 0 this long after start'),
    state: VirtualDeviceState.default('device'),
    acceptAfterMs: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('with state unauthorized-then-accept: when the user taps Allow'),
    durationScale: z.number().positive().default(1).describe('multiplies every test duration'),
    tests: z.array(VirtualTestSpec).default([]).describe('the suite `am instrument` knows on this device'),
    outcomes: z.record(TestRef, VirtualOutcomeOverride).default({}).describe('per-device overrides keyed Class#method'),
    faults: z.array(VirtualFault).default([]),
    ui: VirtualUiSpec.optional().describe(
      'the UiAutomator2 server this device hosts for ui checks: app screens (Compose-like nodes) and whether it can install the server',
    ),
  })
  .superRefine((d, ctx) => {
    if (d.state === 'unauthorized-then-accept' && d.acceptAfterMs === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['acceptAfterMs'],
        message: 'state "unauthorized-then-accept" needs acceptAfterMs (ms until the user taps Allow)',
      });
    }
    // a device without a suite of its own replays the one an installed test APK carries: its
    // faults and outcomes then name tests of that suite, which the rack cannot know yet
    if (d.tests.length === 0) return;
    const known = new Set(d.tests.map(testKey));
    d.faults.forEach((f, i) => {
      if ('atTest' in f && !known.has(f.atTest)) {
        ctx.addIssue({
          code: 'custom',
          path: ['faults', i, 'atTest'],
          message: `no test ${f.atTest} in this device's tests`,
        });
      }
    });
    for (const key of Object.keys(d.outcomes)) {
      if (!known.has(key))
        ctx.addIssue({ code: 'custom', path: ['outcomes', key], message: `no test ${key} in this device's tests` });
    }
  });
export type VirtualDeviceSpec = z.infer<typeof VirtualDeviceSpec>;
export type VirtualDeviceSpecInput = z.input<typeof VirtualDeviceSpec>;

/**
 * A rack file: `{ virtual: [...] }`. Rack-level `tests` and `instrumentations` are defaults for
 * devices that do not list their own, and `durationScale` multiplies every device's durations.
 * Other top-level keys (groups, servers, …) belong to the pool's schema and pass through.
 */
export const VirtualRackFile = z.looseObject({
  $schema: z.string().optional(),
  durationScale: z.number().positive().optional(),
  tests: z.array(VirtualTestSpec).optional(),
  instrumentations: z.array(VirtualInstrumentation).optional(),
  virtual: z.array(VirtualDeviceSpec).describe('the virtual devices `droidheal virtual` starts'),
});
export type VirtualRackFile = z.infer<typeof VirtualRackFile>;
