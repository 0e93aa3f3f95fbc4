import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against each mutant (`npm run mutate`): the unit tests of the mutated
 * modules only. CLI tests run the built dist/, which Stryker does not mutate, so they could not
 * kill a mutant and would only slow every run down.
 *
 * Left out on purpose:
 * - test/instrument/chunking.test.ts (40 s): it compares the parser fed in pieces with the same
 *   parser fed whole, so against a parser mutant it compares the mutant with itself; the splitting
 *   it exercises lives in lines.ts, which is not mutated. It stays in `npm test`.
 * - test/guard/rules.test.ts (about a second per case, a real git repository): every rule case it
 *   has is also in rules-tests/rules-app.test.ts on in-memory sources; what only it covers (git,
 *   policies, config at the base revision) is not mutated. It stays in `npm test`.
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
  'test/report/junit-golden.test.ts',
  'test/report/gate-format.test.ts',
  'test/report/merge-edges.test.ts',
  'test/instrument/parser*.test.ts',
  'test/instrument/corpus.test.ts',
  'test/guard/rules-tests.test.ts',
  'test/guard/rules-app.test.ts',
  'test/guard/rule-table.test.ts',
];

export default defineConfig({
  test: {
    include: process.env.MUTATION_TESTS ? process.env.MUTATION_TESTS.split(',') : all,
    // some report tests in this list run the built CLI, which takes seconds on a loaded machine.
    // With MUTATION_TESTS narrowed to millisecond unit tests, MUTATION_TEST_TIMEOUT=3000 (below
    // Stryker's timeoutMS) makes a mutant that leaves a worker waiting forever fail its test in
    // place instead of costing a test-runner restart; it is detected either way.
    testTimeout: Number(process.env.MUTATION_TEST_TIMEOUT ?? 60_000),
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
