import type { DeviceFacts } from '../config/device-facts.js';
import type { GradleProject } from './gradle-project.js';

/**
 * The text of the droidheal.json and devices.json that `droidheal init` writes: JSON with `//`
 * comments (droidheal reads both files with comments allowed), each setting explained where it
 * stands, so the file is its own documentation. Only keys the schemas accept are written, so
 * `droidheal run` takes the files as they are.
 */

/** One JSON value line, indented, with an optional comment above it. */
function entry(indent: string, key: string, value: unknown, comment?: string, last = false): string {
  const lines = comment ? comment.split('\n').map((c) => `${indent}// ${c}`) : [];
  const json = JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);
  lines.push(`${indent}${JSON.stringify(key)}: ${json}${last ? '' : ','}`);
  return lines.join('\n');
}

export function renderProjectConfig(p: GradleProject, schemaPath: string | undefined): string {
  const appId = p.applicationId ?? p.namespace;
  const gradle = `:${p.module.replace(/\//g, ':')}`;
  const parts = [
    '// droidheal.json — the checks `droidheal run` runs and how (`droidheal schema config` has every key).',
    `// Written by \`droidheal init\` from ${p.buildFile}${appId ? ` (application ${appId})` : ''}.`,
    '{',
  ];
  if (schemaPath) parts.push(entry('  ', '$schema', schemaPath, 'editors complete and check this file with it'));
  parts.push(...checkEntries(p, gradle), ...healEntries(p), '}');
  return `${parts.join('\n')}\n`;
}

/** What runs: the instrumented tests, the host checks, and the build that makes the APKs. */
function checkEntries(p: GradleProject, gradle: string): string[] {
  const instrumentation: Record<string, unknown> = { testApk: p.testApk, appApk: p.appApk };
  if (Object.keys(p.runnerArgs).length > 0) instrumentation.runnerArgs = p.runnerArgs;
  return [
    entry(
      '  ',
      'instrumentation',
      instrumentation,
      [
        `the instrumented tests: build the APKs first (./gradlew ${gradle}:assembleDebug ${gradle}:assembleDebugAndroidTest);`,
        'test package, target and runner are read from the test APK' +
          (p.runner ? ` (the build file names ${p.runner})` : ''),
      ].join('\n'),
    ),
    entry(
      '  ',
      'checks',
      [{ name: 'android', kind: 'gradle', tasks: hostTasks(p, gradle) }],
      [
        'run once on the host while the devices work: lint, the formatters the project applies and the JVM unit tests,',
        'each problem a finding with file and line; ' +
          'a missing SDK/JDK or a network failure makes them undetermined, never red',
      ].join('\n'),
    ),
    entry(
      '  ',
      'build',
      {
        command: ['./gradlew', `${gradle}:assembleDebug`, `${gradle}:assembleDebugAndroidTest`],
        appApk: p.appApk,
        testApk: p.testApk,
      },
      '`droidheal heal` rebuilds the APKs with this in its worktree after every fix, then proves the fix on devices',
    ),
  ];
}

/** How failures are judged and healed: regenerators and rounds, timeouts, reschedules and confirmation. */
function healEntries(p: GradleProject): string[] {
  return [
    entry(
      '  ',
      'heal',
      { regenerators: regenerators(p), rounds: 3, confidenceFloor: 0.7 },
      [
        "the project's own rewriting commands run before any fixer session (a formatting red needs no fixer);",
        'rounds are bounded, and a fix the fixer itself rates below the floor is refused',
      ].join('\n'),
    ),
    entry(
      '  ',
      'timeouts',
      { testSilenceMs: 60000, probeMs: 2000 },
      'a test silent this long gets its device probed: ' +
        'no answer is device-hung (undetermined), an answer is a timeout (fail)',
    ),
    entry(
      '  ',
      'retries',
      { reschedule: 2, confirmFailures: true },
      [
        'a test cut off by a lost device is re-run on another device of its group (at most `reschedule` times);',
        'a failure is confirmed on a second device: fail then pass is flaky',
      ].join('\n'),
      true,
    ),
  ];
}

/** Groups by API level of the attached devices (each required), or one group of every device. */
export function renderRack(devices: readonly DeviceFacts[], schemaPath: string | undefined): string {
  const levels = [...new Set(devices.filter((d) => d.sdk !== undefined).map((d) => d.sdk!))].sort((a, b) => a - b);
  const groups: Record<string, unknown> =
    levels.length > 0
      ? Object.fromEntries(levels.map((sdk) => [`api${sdk}`, { sdk: { min: sdk, max: sdk } }]))
      : { all: {} };
  const seen =
    devices.length > 0
      ? `attached when init ran: ${devices.map(describeDevice).join(', ')}`
      : 'no device was attached when init ran: one group of every device';
  const parts = ['// devices.json — the rack: adb servers, device groups, emulators (`droidheal schema rack`).', '{'];
  if (schemaPath) parts.push(entry('  ', '$schema', schemaPath, 'editors complete and check this file with it'));
  parts.push(
    entry(
      '  ',
      'groups',
      groups,
      [
        'each group must have a ready device, or its checks are undetermined (exit 3), never failed;',
        'select by serial(s), model, manufacturer, sdk {min,max}, abi, kind (emulator|physical|virtual), labels;',
        seen,
      ].join('\n'),
    ),
    entry(
      '  ',
      'emulators',
      [],
      [
        'AVDs droidheal boots headless and stops afterwards, ' +
          'e.g. {"avd": "Pixel_6_API_34", "groups": ["api34"], "bootTimeoutMs": 180000};',
        'one that does not boot in time makes its groups undetermined (boot-timeout)',
      ].join('\n'),
      true,
    ),
    '}',
  );
  return `${parts.join('\n')}\n`;
}

function describeDevice(d: DeviceFacts): string {
  return `${d.serial}${d.model ? ` (${d.model}, API ${d.sdk ?? '?'})` : ''}`;
}

/** The host check's Gradle tasks: lint and unit tests of the app module, and the checkers it applies (in any project). */
function hostTasks(p: GradleProject, gradle: string): string[] {
  return [
    `${gradle}:lintDebug`,
    ...(p.tools.ktlint ? ['ktlintCheck'] : []),
    ...(p.tools.spotless ? ['spotlessCheck'] : []),
    ...(p.tools.detekt ? ['detekt'] : []),
    `${gradle}:testDebugUnitTest`,
  ];
}

/** The formatters the project applies, as the regenerators of round 1. */
function regenerators(p: GradleProject): string[][] {
  const out: string[][] = [];
  if (p.tools.ktlint) out.push(['./gradlew', 'ktlintFormat']);
  if (p.tools.spotless) out.push(['./gradlew', 'spotlessApply']);
  return out;
}
