import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against each mutant (`npm run mutate`): the unit tests of the mutated
 * modules only. CLI tests run the built dist/, which Stryker does not mutate, so they could not
 * kill a mutant and would only slow every run down.
 *
 * MUTATION_TESTS=glob,glob narrows the list while iterating on one module (the dry run otherwise
 * runs every file below); the measured score always uses the full list.
 */
const all = [
  'test/verdict/**/*.test.ts',
  'test/schedule/**/*.test.ts',
  'test/report/gate.test.ts',
  'test/report/gate-text.test.ts',
  'test/report/merge.test.ts',
  'test/report/junit.test.ts',
  'test/instrument/parser.test.ts',
  'test/instrument/chunking.test.ts',
  'test/instrument/corpus.test.ts',
  'test/guard/rules.test.ts',
  'test/guard/rule-table.test.ts',
];

export default defineConfig({
  test: {
    include: process.env.MUTATION_TESTS ? process.env.MUTATION_TESTS.split(',') : all,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
