// StrykerJS over the modules whose mistakes would let the gate pass a release wrongly or misreport
// results. `npm run mutate` runs them all; `npm run mutate:ci` a fixed subset (MUTATE_SET=ci).
// Surviving mutants: reports/mutation/index.html and mutation.json (git-ignored).
const sets = {
  all: [
    'src/verdict/**/*.ts',
    'src/report/gate.ts',
    'src/report/waivers.ts',
    'src/report/merge.ts',
    'src/report/junit.ts',
    'src/schedule/**/*.ts',
    'src/instrument/parser.ts',
    'src/guard/rules.ts',
    'src/guard/rules/**/*.ts',
  ],
  // the gate's core: verdicts, the gate and its waivers, the report merge, the scheduler's queue and batching
  ci: [
    'src/verdict/**/*.ts',
    'src/report/gate.ts',
    'src/report/waivers.ts',
    'src/report/merge.ts',
    'src/schedule/queue.ts',
    'src/schedule/batches.ts',
    'src/schedule/shard.ts',
  ],
};
const set = process.env.MUTATE_SET ?? 'all';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: process.env.MUTATE ? process.env.MUTATE.split(',') : sets[set],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  // the dry run of the guard and parser corpora takes minutes on a shared 2-core machine
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  htmlReporter: { fileName: `reports/mutation/${set}/index.html` },
  jsonReporter: { fileName: `reports/mutation/${set}/mutation.json` },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['/.droidheal', '/reports', '/test-output', '/.stryker-tmp'],
};
