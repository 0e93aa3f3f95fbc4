import type { DeviceFacts } from '../config/device-facts.js';
import type { GradleProject, ModuleTarget } from './gradle-project.js';

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
  const parts = [
    '// droidheal.json — the checks `droidheal run` runs and how (`droidheal schema config` has every key).',
    `// Written by \`droidheal init\` from ${readFromLine(p)}.`,
    '{',
  ];
  if (schemaPath) parts.push(entry('  ', '$schema', schemaPath, 'editors complete and check this file with it'));
  if (p.app?.module.instrumentedTests)
    parts.push(entry('  ', 'instrumentation', instrumentationOf(p.app), appComment(p, p.app)));
  parts.push(
    entry('  ', 'checks', [...p.libraries.map(libraryCheck), hostCheck(p)], checksComment(p)),
    entry(
      '  ',
      'build',
      buildOf(p),
      '`droidheal heal` rebuilds the APKs with this in its worktree after every fix, then proves the fix on devices',
    ),
    ...runSettings(p),
    '}',
  );
  return `${parts.join('\n')}\n`;
}

function readFromLine(p: GradleProject): string {
  const files = [p.app, ...p.libraries].filter((t) => t !== undefined).map((t) => t.module.buildFile);
  const shown = files.length > 3 ? `${files.slice(0, 3).join(', ')} and ${files.length - 3} more` : files.join(', ');
  const conventions =
    p.readFrom.conventionBuilds.length > 0
      ? ` with the convention plugins of ${p.readFrom.conventionBuilds.join(', ')}`
      : '';
  const appId = p.app?.module.applicationId ?? p.app?.module.namespace;
  const how = p.readFrom.gradle?.answered ? "as the project's Gradle configures them" : 'read as text (no Gradle run)';
  return `${shown}${conventions}${appId ? ` (application ${appId})` : ''}, ${how}`;
}

function instrumentationOf(t: ModuleTarget): Record<string, unknown> {
  const out: Record<string, unknown> = { testApk: t.testApk };
  if (t.apk) out.appApk = t.apk;
  if (Object.keys(t.module.runnerArgs).length > 0) out.runnerArgs = t.module.runnerArgs;
  return out;
}

function appComment(p: GradleProject, app: ModuleTarget): string {
  return [
    `the instrumented tests of ${app.module.path}, variant ${app.variant.name}: build the APKs first (./gradlew ${app.tasks.join(' ')});`,
    `test package, target and runner are read from the test APK${app.module.runner ? ` (the build names ${app.module.runner})` : ''}`,
    ...(p.otherApps.length > 0
      ? [`other application modules: ${p.otherApps.join(', ')} (\`droidheal init --module\` picks one)`]
      : []),
  ].join('\n');
}

/** A library module's instrumented tests: a check of its own, against the library's own test APK. */
function libraryCheck(t: ModuleTarget): Record<string, unknown> {
  return { name: checkName(t.module.path), kind: 'instrumentation', ...instrumentationOf(t) };
}

/** `:core:data` → `core-data`: how `droidheal run --check` and the reports name it. */
export function checkName(gradlePath: string): string {
  return gradlePath.replace(/^:/, '').replace(/:/g, '-') || 'root';
}

function hostCheck(p: GradleProject): Record<string, unknown> {
  return { name: 'android', kind: 'gradle', tasks: hostTasks(p) };
}

function checksComment(p: GradleProject): string {
  const lines =
    p.libraries.length > 0
      ? [
          `the instrumented tests of ${p.libraries.length} library module(s), each against its own test APK (kind "instrumentation");`,
        ]
      : [];
  lines.push(
    '"android" runs once on the host while the devices work: lint, the formatters the project applies and the JVM unit tests,',
    'each problem a finding with file and line; a missing SDK/JDK or a network failure makes them undetermined, never red',
  );
  return lines.join('\n');
}

function buildOf(p: GradleProject): Record<string, unknown> {
  return {
    command: ['./gradlew', ...buildTasks(p)],
    ...(p.app?.apk ? { appApk: p.app.apk } : {}),
    ...(p.app?.module.instrumentedTests ? { testApk: p.app.testApk } : {}),
  };
}

/** The Gradle tasks that build every APK droidheal.json names. */
export function buildTasks(p: GradleProject): string[] {
  const app = p.app?.module.instrumentedTests ? p.app.tasks : (p.app?.tasks.slice(0, 1) ?? []);
  return [...app, ...p.libraries.flatMap((t) => t.tasks)];
}

function runSettings(p: GradleProject): string[] {
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
      'a test silent this long gets its device probed: no answer is device-hung (undetermined), an answer is a timeout (fail)',
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

/**
 * Groups by API level of the attached devices, or one group of every device. One group is required
 * (the level with the most devices, the newest on a tie): a release waits on it; the others are
 * optional — a slow or missing device class must not block every release until someone says so.
 */
export function renderRack(devices: readonly DeviceFacts[], schemaPath: string | undefined): string {
  const levels = [...new Set(devices.filter((d) => d.sdk !== undefined).map((d) => d.sdk!))].sort((a, b) => a - b);
  const count = (sdk: number) => devices.filter((d) => d.sdk === sdk).length;
  const required = levels.reduce<number | undefined>(
    (best, l) => (best === undefined || count(l) >= count(best) ? l : best),
    undefined,
  );
  const groups: Record<string, unknown> =
    levels.length > 0
      ? Object.fromEntries(
          levels.map((sdk) => [
            `api${sdk}`,
            sdk === required ? { sdk: { min: sdk, max: sdk } } : { sdk: { min: sdk, max: sdk }, required: false },
          ]),
        )
      : { all: {} };
  const seen =
    devices.length > 0
      ? `attached when init ran: ${devices.map((d) => `${d.serial}${d.model ? ` (${d.model}, API ${d.sdk ?? '?'})` : ''}`).join(', ')}`
      : 'no device was attached when init ran: one group of every device';
  const parts = ['// devices.json — the rack: adb servers, device groups, emulators (`droidheal schema rack`).', '{'];
  if (schemaPath) parts.push(entry('  ', '$schema', schemaPath, 'editors complete and check this file with it'));
  parts.push(
    entry(
      '  ',
      'groups',
      groups,
      [
        'a required group must have a ready device, or its checks are undetermined (exit 3), never failed;',
        'an optional group ("required": false) runs when it has a device and never blocks a release: drop the key to require it;',
        'select by serial(s), model, manufacturer, sdk {min,max}, abi, kind (emulator|physical|virtual), labels;',
        seen,
      ].join('\n'),
    ),
    entry(
      '  ',
      'emulators',
      [],
      [
        'AVDs droidheal boots headless and stops afterwards, e.g. {"avd": "Pixel_6_API_34", "groups": ["api34"], "bootTimeoutMs": 180000};',
        'one that does not boot in time makes its groups undetermined (boot-timeout)',
      ].join('\n'),
      true,
    ),
    '}',
  );
  return `${parts.join('\n')}\n`;
}

/** The host check's Gradle tasks: lint and unit tests of the tested variant, and the checkers it applies (in any project). */
function hostTasks(p: GradleProject): string[] {
  const t = p.app ?? p.libraries[0]!;
  const gradle = t.module.path;
  const variant = t.variant.name.charAt(0).toUpperCase() + t.variant.name.slice(1);
  return [
    `${gradle}:lint${variant}`,
    ...(p.tools.ktlint ? ['ktlintCheck'] : []),
    ...(p.tools.spotless ? ['spotlessCheck'] : []),
    ...(p.tools.detekt ? ['detekt'] : []),
    `${gradle}:test${variant}UnitTest`,
  ];
}

/** The formatters the project applies, as the regenerators of round 1. */
function regenerators(p: GradleProject): string[][] {
  const out: string[][] = [];
  if (p.tools.ktlint) out.push(['./gradlew', 'ktlintFormat']);
  if (p.tools.spotless) out.push(['./gradlew', 'spotlessApply']);
  return out;
}
