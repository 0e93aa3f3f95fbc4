import { z } from 'zod';

/**
 * Every file format droidheal reads or writes, by the name `droidheal schema NAME` uses.
 * Each entry is the zod schema that is the single source of truth for that format.
 * Register a format by adding a line here (lazy, so the CLI loads only what it prints).
 */
export const jsonSchemaRegistry: Record<string, { description: string; load: () => Promise<z.ZodType> }> = {
  rack: {
    description: 'devices.json: adb servers, device groups, emulators, virtual devices',
    load: async () => (await import('./rack.js')).RackFile,
  },
  devices: {
    description: 'the pool snapshot `droidheal devices --json` prints',
    load: async () => (await import('./device-facts.js')).PoolSnapshot,
  },
  config: {
    description:
      'droidheal.json: the checks to run (APKs or packages, runner args, groups, batch size, timeouts, retries)',
    load: async () => (await import('./project.js')).ProjectConfig,
  },
  report: {
    description: 'the JSON report of a run (droidheal run, report merge, gate)',
    load: async () => (await import('./report.js')).Report,
  },
  heal: {
    description:
      'what `droidheal heal --json` prints: status, outcome, rounds with attempts and rescans, remaining findings, branch, patch',
    load: async () => (await import('./heal.js')).HealJson,
  },
  'instrument-result': {
    description:
      'what `droidheal parse-instrument --json` prints: tests, statuses and run status of an am instrument -r output',
    load: async () => (await import('./instrument-result.js')).InstrumentRun,
  },
  waivers: {
    description: 'waivers for droidheal gate --waivers: test/group, reason, expiry',
    load: async () => (await import('./waivers.js')).WaiversFile,
  },
  history: {
    description: 'what `droidheal history --json` prints: recent runs with verdict counts, per-device outcomes',
    load: async () => (await import('./history.js')).HistorySummary,
  },
  flaky: {
    description: 'what `droidheal flaky --json` prints: flake rate per test and device model, trend over the period',
    load: async () => (await import('./history.js')).FlakyReport,
  },
  quarantine: {
    description: 'quarantine.json for droidheal gate --quarantine: test, owner, reason, expiry',
    load: async () => (await import('./quarantine.js')).QuarantineFile,
  },
  'apk-suite': {
    description:
      'assets/droidheal/suite.json inside a test APK: the tests, outcomes and traces a virtual device replays once it is installed',
    load: async () => (await import('./virtual-device.js')).ApkSuite,
  },
  'guard-config': {
    description: 'the `guard` key of droidheal.json (read from the base revision): write scope and confidence floor',
    load: async () => (await import('./guard.js')).GuardConfig,
  },
  'guard-result': {
    description:
      'what `droidheal guard --json` prints: allowed, refusals (rule, file, line, test, detail), checkedFiles',
    load: async () => (await import('./guard.js')).GuardResultSchema,
  },
  'ui-check': {
    description: 'the `ui` check of droidheal.json: app, capabilities, scenarios of steps, Appium server, timeouts',
    load: async () => (await import('./ui-check.js')).UiCheckConfig,
  },
  'ui-scenarios': {
    description: 'a *.ui.json file: named UI scenarios (find, assert, click, type, swipe, back, wait steps)',
    load: async () => (await import('./ui-check.js')).UiScenarioFile,
  },
  'guard-finding': {
    description: 'droidheal guard --finding FILE: the tests and assertion a fix was asked to satisfy',
    load: async () => (await import('./guard.js')).GuardFindingSchema,
  },
};

export function toJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}
