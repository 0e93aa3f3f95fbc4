import type { MutateSpec } from './mutate.js';

/** Valid documents of every file droidheal reads, the starting points of the seeded mutations. */

export const config = {
  $schema: './schemas/config.schema.json',
  checks: [
    {
      name: 'instrumented',
      kind: 'instrumentation',
      groups: ['phones'],
      testPackage: 'com.example.notes.test',
      targetPackage: 'com.example.notes',
      runner: 'androidx.test.runner.AndroidJUnitRunner',
      runnerArgs: { clearPackageData: 'true' },
      tests: ['com.example.notes.MainActivityTest#activityShowsContent'],
    },
    {
      name: 'lint',
      kind: 'gradle',
      tasks: [':app:lintDebug'],
      args: ['-Pci=true'],
      env: { JAVA_OPTS: '-Xmx1g' },
      timeoutMs: 600000,
    },
    { name: 'script', kind: 'command', run: ['node', 'check.js'], env: { CI: '1' }, timeoutMs: 60000, device: false },
  ],
  groups: ['phones'],
  batchSize: 10,
  timeouts: { testSilenceMs: 10000, probeMs: 2000, installMs: 60000, leaseWaitMs: 0 },
  retries: { reschedule: 2, confirmFailures: true },
  historyFile: '.droidheal/history.json',
  build: { command: ['./gradlew', ':app:assembleDebug'], appApk: 'app.apk', testApk: 'test.apk', timeoutMs: 600000 },
  heal: {
    regenerators: [['./gradlew', 'ktlintFormat']],
    rounds: 3,
    confidenceFloor: 0.7,
    maxAttemptsPerHead: 3,
    engineTimeoutMs: 60000,
    engine: 'command',
    engineCommand: 'true',
  },
};

export const configSpec: MutateSpec = {
  required: ['$.checks[].name', '$.checks[].kind', '$.checks[].tasks', '$.checks[].run', '$.build.command'],
  open: [],
  skip: ['$.$schema'],
};

/** The part of droidheal.json `droidheal heal` adds: its own section and the rebuild. */
export const healSpec: MutateSpec & { only: string[] } = {
  ...configSpec,
  required: ['$.build.command'],
  only: ['$.heal', '$.build'],
};

/** A rack of real adb servers and emulators, groups as a list (a port nothing listens on: nothing is touched). */
export const rack = {
  servers: ['127.0.0.1:9'],
  groups: [
    { name: 'phones', model: 'Pixel*', sdk: { min: 26, max: 34 }, labels: ['lab'], required: true },
    { name: 'tablets', serials: ['emulator-5556'], kind: 'emulator', abi: 'x86_64', required: false },
  ],
  emulators: [{ avd: 'Pixel_8_API_34', bootTimeoutMs: 120000, args: ['-no-window'], port: 5560, groups: ['phones'] }],
  labels: { 'emulator-5554': ['lab'] },
  probe: { intervalMs: 500, timeoutMs: 2000 },
};
export const rackSpec: MutateSpec = {
  required: ['$.groups[].name', '$.emulators[].avd'],
  // labels is a record: an unknown serial is a name, but its value must still be a list
  open: [],
  skip: [],
};

export const waivers = {
  $schema: './schemas/waivers.schema.json',
  waivers: [
    { test: 'com.example.Foo#bar', group: 'api26', reason: 'emulator image broken', expires: '2099-12-31' },
    { group: 'tablets', reason: 'lab down', expires: '2099-01-01', covers: ['undetermined', 'flaky'] },
  ],
};
export const waiversSpec: MutateSpec = {
  required: ['$.waivers', '$.waivers[].reason', '$.waivers[].expires'],
  open: [],
  skip: ['$.$schema'],
};

/** Reports are read leniently about unknown keys (newer versions add some), strictly about the rest. */
export const reportSpec: MutateSpec = {
  required: [
    '$.schemaVersion',
    '$.tool',
    '$.suite',
    '$.groups',
    '$.executions',
    '$.verdicts',
    '$.runVerdict',
    '$.groups[].name',
    '$.verdicts[].verdict',
    '$.executions[].outcome',
  ],
  open: ['*'],
  skip: ['$.devices', '$.heal', '$.findings'],
};

/** A config that covers whatever groups a rack declares (the virtual rack's mutants run against it). */
export const anyGroupConfig = {
  checks: [
    {
      name: 'instrumented',
      kind: 'instrumentation',
      testPackage: 'com.example.notes.test',
      runner: 'androidx.test.runner.AndroidJUnitRunner',
    },
  ],
};

/** ui scenario files (android-fixtures/ui/notes.ui.json as the valid base): strict, a scenario needs a name and steps. */
export const uiScenarioSpec: MutateSpec = {
  required: ['$.scenarios', '$.scenarios[].name', '$.scenarios[].steps'],
  open: [],
  skip: ['$.$schema'],
};
