import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';
import { figures, readCorpus, splitReport, verdictOf } from '../../scripts/guard-history-corpus.js';
import { guardRuleIds } from '../../src/config/guard-rule-ids.js';
import { repoRoot } from '../support/cli.js';

const original = [
  'DroidKaigi/conference-app-2024',
  'android/nowinandroid',
  'android/socialite',
  'chrisbanes/tivi',
  'google/iosched',
  'skydoves/pokedex-compose',
];
const temp = mkdtempSync(path.join(tmpdir(), 'guard-corpus-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const sha = (n: number) => n.toString(16).padStart(40, '0');
const commit = (repo: string, n: number, extra: Record<string, string> = {}) => ({
  repo,
  commit: sha(n),
  label: 'legitimate',
  expect: 'allowed',
  why: 'routine test change',
  ...extra,
});
/** Writes a corpus file and reads it back through the script's schema. */
function read(corpus: unknown) {
  const file = path.join(temp, `c${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(corpus));
  return readCorpus(file);
}

/** The labelled corpus is what issue 27 asks the guard to be measured on; these hold without the clones. */
describe('android-fixtures/guard-history/corpus.json', () => {
  const { corpus, error } = readCorpus();

  it('parses, and holds at least 300 commits from at least 10 projects', () => {
    expect(error).toBeUndefined();
    expect(corpus?.commits.length).toBeGreaterThanOrEqual(300);
    expect(new Set(corpus?.commits.map((c) => c.repo)).size).toBeGreaterThanOrEqual(10);
  });

  it('tunes on the six original projects plus at most one more, and holds out at least five others', () => {
    const splits = corpus?.splits ?? {};
    const tune = Object.keys(splits).filter((r) => splits[r] === 'tune');
    const heldout = Object.keys(splits).filter((r) => splits[r] === 'heldout');
    expect(tune).toEqual(expect.arrayContaining(original));
    expect(tune.length).toBeLessThanOrEqual(original.length + 1);
    expect(heldout.length).toBeGreaterThanOrEqual(5);
    expect(heldout.filter((r) => original.includes(r))).toEqual([]);
    expect(Object.keys(splits).filter((r) => !corpus?.commits.some((c) => c.repo === r))).toEqual([]);
  });

  it('labels weakenings in both halves, each with a rule the guard has', () => {
    for (const half of ['tune', 'heldout']) {
      const weak = corpus?.commits.filter((c) => c.label === 'weakening' && corpus.splits[c.repo] === half) ?? [];
      expect(weak.length, half).toBeGreaterThanOrEqual(10);
    }
    const unknown = corpus?.commits.filter((c) => c.label === 'weakening' && !guardRuleIds.includes(c.expect as never));
    expect(unknown).toEqual([]);
  });
});

describe('the corpus schema', () => {
  it('refuses a project without a split, naming it', () => {
    const r = read({ description: '', splits: { 'a/b': 'tune' }, commits: [commit('a/b', 1), commit('c/d', 2)] });
    expect(r.error).toMatch(/splits: no split for c\/d$/);
  });

  it('refuses a split that is neither tune nor heldout', () => {
    const r = read({ description: '', splits: { 'a/b': 'test' }, commits: [commit('a/b', 1)] });
    expect(r.error).toMatch(/splits\.a\/b: /);
  });

  it('refuses a false-refusal class on a weakening, and a class that is no number 1–9 nor a name', () => {
    const weak = commit('a/b', 1, { label: 'weakening', expect: 'test-suppressed', class: '4' });
    expect(read({ description: '', splits: { 'a/b': 'tune' }, commits: [weak] }).error).toMatch(
      /only a legitimate commit has a false-refusal class/,
    );
    const bad = commit('a/b', 1, { class: '10' });
    expect(read({ description: '', splits: { 'a/b': 'tune' }, commits: [bad] }).error).toMatch(/class: a class number/);
  });

  it('refuses the same commit listed twice', () => {
    const r = read({ description: '', splits: { 'a/b': 'tune' }, commits: [commit('a/b', 1), commit('a/b', 1)] });
    expect(r.error).toMatch(/commits\.1: a\/b 0+1 is listed twice/);
  });
});

describe('the figures of a replay', () => {
  const row = (repo: string, label: string, allowed: boolean, extra: Record<string, unknown> = {}) => ({
    repo,
    label,
    expect: label === 'legitimate' ? 'allowed' : 'test-suppressed',
    allowed,
    rules: allowed ? [] : ['test-suppressed'],
    ...extra,
  });
  const rows = [
    row('t/one', 'legitimate', true),
    row('t/one', 'legitimate', false, { class: '1' }),
    row('t/one', 'weakening', false),
    row('h/one', 'legitimate', false, { class: '1' }),
    row('h/one', 'legitimate', false, { class: '7' }),
    row('h/two', 'legitimate', false),
    row('h/two', 'legitimate', true),
    row('h/two', 'weakening', true),
    row('h/two', 'weakening', false, { rules: ['assertion-removed'] }),
  ];

  it('counts false refusals per class and weakenings refused under their own rule only', () => {
    const f = figures(rows.filter((r) => r.repo.startsWith('h/')));
    expect(f).toMatchObject({ legitimate: 4, falseRefusals: 3, weakenings: 2, refusedWeakenings: 1, caught: 0 });
    expect(f.byClass).toEqual([
      ['1', 1],
      ['7', 1],
      ['unclassified', 1],
    ]);
  });

  it('prints each half with its rate, classes and one row per project', () => {
    const text = splitReport(rows, { 't/one': 'tune', 'h/one': 'heldout', 'h/two': 'heldout' });
    expect(text).toContain('tune (1 projects, 3 commits):\n  false refusals: 1/2 legitimate commits (50.0 %)');
    expect(text).toContain('heldout (2 projects, 6 commits):\n  false refusals: 3/4 legitimate commits (75.0 %)');
    expect(text).toContain('    class 7: 1 (25.0 % of legitimate)');
    expect(text).toContain('weakenings caught: 0/2 refused under the labelled rule (1 refused at all)');
    expect(text).toMatch(/h\/two +false refusals +1\/2 \( +50\.0 %\) +weakenings caught 0\/2/);
  });

  it('fails the replay on an unclassified false refusal or a weakening let through, not on a classified refusal', () => {
    const legit = { label: 'legitimate', expect: 'allowed' } as const;
    expect(verdictOf(legit, false, ['unreadable']).bad).toBe(true);
    expect(verdictOf({ ...legit, class: '7' }, false, ['unreadable'])).toEqual({
      verdict: 'known false refusal (class 7)',
      bad: false,
    });
    expect(verdictOf({ label: 'weakening', expect: 'test-suppressed' }, true, []).bad).toBe(true);
    expect(verdictOf({ label: 'weakening', expect: 'test-suppressed' }, false, ['assertion-removed']).verdict).toBe(
      'refused, but not under test-suppressed',
    );
  });
});

describe('without the projects clones', () => {
  const empty = mkdtempSync(path.join(temp, 'mirrors-'));
  for (const [name, argv] of [
    ['guard-history', ['scripts/guard-history.js']],
    ['bench guard-history', ['scripts/bench.js', 'guard-history']],
  ] as const) {
    it(`${name} fails with exit 2 and names the command that fetches them`, async () => {
      const r = await execa('node', [...argv, '--mirrors', empty], { cwd: repoRoot, reject: false });
      expect(r.exitCode).toBe(2);
      expect(r.stderr).toMatch(
        new RegExp(`^guard-history: no clone of [\\w./-]+ in ${empty}; run \`npm run guard-history -- --fetch\``),
      );
    });
  }
});
