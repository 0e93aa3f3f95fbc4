// StrykerJS over the modules whose mistakes would let the gate pass a release wrongly or misreport
// results. Which command measures what:
// - `npm run mutate` — the score the project reports: every file in `sets.all`, against the unit
//   tests listed in vitest.mutation.config.ts. Too slow for every CI run (tens of minutes on 2 cores).
// - `npm run mutate:ci` (MUTATE_SET=ci) — a small fixed subset for CI: a few minutes, same tests.
// - `MUTATE='src/schedule/**/*.ts' npx stryker run --incremental --incrementalFile reports/x.json`
//   — one module while writing tests; --incremental re-tests only mutants whose code or tests changed.
// Surviving mutants: reports/mutation/<set>/index.html and mutation.json (git-ignored).
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
  // CI: where a bug would pass a release wrongly — how executions become verdicts (the classify
  // and run-verdict named mutants), the gate and its waivers, and the scheduler's queue, batching
  // and sharding. Merge, JUnit, the scheduler itself, the parser and the guard are in `all` only.
  ci: [
    'src/verdict/classify.ts',
    'src/verdict/run-verdict.ts',
    'src/verdict/test-verdict.ts',
    'src/report/gate.ts',
    'src/report/waivers.ts',
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
  // Static mutants (module-level tables: the guard's rule texts, the Compose widget list, parser
  // constants) cannot be traced to tests, so each one re-runs every test file: 35 % of the mutants
  // of this set took 91 % of the time. They are reported as Ignored, not counted as killed or
  // survived; STRYKER_STATIC=1 includes them (hours on 2 cores).
  ignoreStatic: process.env.STRYKER_STATIC !== '1',
  // the machine has 2 cores shared with other jobs; one runner keeps timings (and timeouts) honest
  concurrency: 1,
  // a mutant that leaves a scheduler worker waiting forever is a timeout (counted as detected);
  // 5 s over a test's own time is plenty for unit tests that take milliseconds
  timeoutMS: 5_000,
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
