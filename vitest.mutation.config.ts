import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against each mutant (`npm run mutate`): the unit tests of the mutated
 * modules only. CLI tests run the built dist/, which Stryker does not mutate, so they could not
 * kill a mutant and would only slow every run down.
 */
export default defineConfig({
  test: {
    include: [
      'test/verdict/**/*.test.ts',
      'test/schedule/**/*.test.ts',
      'test/report/gate.test.ts',
      'test/report/gate-text.test.ts',
      'test/report/merge.test.ts',
      'test/report/junit.test.ts',
      'test/report/junit-golden.test.ts',
      'test/report/gate-format.test.ts',
      'test/report/merge-edges.test.ts',
      'test/instrument/parser.test.ts',
      'test/instrument/chunking.test.ts',
      'test/instrument/corpus.test.ts',
      'test/guard/rules.test.ts',
      'test/guard/rule-table.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
