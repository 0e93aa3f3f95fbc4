import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { guardChange } from '../../src/guard/index.js';
import {
  appDir,
  applyEdits,
  corpusRules,
  inCorpusBase,
  type LoadedCase,
  loadCases,
  touchedFiles,
} from './corpus-cases.js';

/**
 * The guard's acceptance corpus (issue 6): every case in android-fixtures/guard-cases is applied
 * to a fresh git copy of the fixture app and judged by guardChange. Refused cases must be refused
 * by the rule they name, pointing at a changed file and line; allowed cases must pass with no
 * refusal at all. A per-rule table is printed at the end.
 */

const cases: LoadedCase[] = await loadCases();
/** Every fourth case also runs with head as a second commit instead of the working tree. */
const committedHead = new Set(cases.filter((_, i) => i % 4 === 0).map((c) => c.name));

const gitEnv = {
  GIT_AUTHOR_NAME: 'corpus',
  GIT_AUTHOR_EMAIL: 'corpus@example.invalid',
  GIT_COMMITTER_NAME: 'corpus',
  GIT_COMMITTER_EMAIL: 'corpus@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

async function git(cwd: string, args: string[]): Promise<string> {
  const r = await execa('git', args, { cwd, env: gitEnv, timeout: 30_000 });
  return r.stdout.trim();
}

let template = '';
let baseSha = '';
const tmpDirs: string[] = [];

interface Outcome {
  name: string;
  folder: string;
  expected: 'refused' | 'allowed';
  allowed: boolean;
  rules: string[];
  refusals: Array<{ rule: string; file: string; line: number; detail: string }>;
  ok: boolean;
}
const outcomes: Outcome[] = [];

beforeAll(async () => {
  // one committed base repository; each case is a clone of it
  template = await mkdtemp(path.join(os.tmpdir(), 'droidheal-corpus-base-'));
  tmpDirs.push(template);
  await cp(appDir, template, { recursive: true, filter: inCorpusBase });
  await git(template, ['init', '-q', '-b', 'main']);
  await git(template, ['add', '-A']);
  await git(template, ['commit', '-q', '-m', 'base']);
  baseSha = await git(template, ['rev-parse', 'HEAD']);
});

afterAll(async () => {
  await Promise.all(tmpDirs.map((d) => rm(d, { recursive: true, force: true })));
  if (outcomes.length > 0) console.log(renderReport(outcomes));
  // GUARD_CORPUS_REPORT=path keeps every case's refusals for review of what fired and why
  const reportFile = process.env.GUARD_CORPUS_REPORT;
  if (reportFile)
    await writeFile(
      reportFile,
      JSON.stringify(
        outcomes.sort((a, b) => a.name.localeCompare(b.name)),
        null,
        2,
      ),
    );
});

async function caseRepo(c: LoadedCase): Promise<{ repo: string; base: string; head?: string }> {
  const repo = path.join(await mkdtemp(path.join(os.tmpdir(), 'droidheal-corpus-case-')), 'app');
  tmpDirs.push(path.dirname(repo));
  // a shared clone borrows the base objects: cheaper than copying .git for every case
  await git(os.tmpdir(), ['clone', '-q', '--shared', template, repo]);
  await applyEdits(repo, c.spec.edits);
  if (!committedHead.has(c.name)) return { repo, base: 'HEAD' };
  await git(repo, ['add', '-A']);
  await git(repo, ['commit', '-q', '-m', c.spec.description]);
  return { repo, base: baseSha, head: 'HEAD' };
}

/** Rules whose refusal points at a line of a changed file. */
const lineRules = new Set<string>(corpusRules.filter((r) => r !== 'scope' && r !== 'confidence'));

describe('guard acceptance corpus', () => {
  // test.for passes the test context, whose expect is the one to use in concurrent tests
  it.concurrent.for(cases.map((c) => [c.name, c] as const))('%s', async ([, c], { expect }) => {
    const { spec } = c;
    const outcome: Outcome = {
      name: c.name,
      folder: c.folder,
      expected: spec.expect,
      allowed: false,
      rules: ['(error)'],
      refusals: [],
      ok: false,
    };
    outcomes.push(outcome);
    const { repo, base, head } = await caseRepo(c);
    const result = await guardChange({
      repo,
      base,
      ...(head ? { head } : {}),
      policy: spec.policy,
      ...(spec.finding ? { finding: spec.finding } : {}),
      ...(spec.confidence !== undefined ? { confidence: spec.confidence } : {}),
    });
    const rules = result.refusals.map((r) => r.rule);
    const seen = result.refusals.map((r) => `${r.rule} ${r.file}:${r.line} ${r.detail}`).join('\n  ');
    outcome.allowed = result.allowed;
    outcome.rules = rules;
    outcome.refusals = result.refusals.map(({ rule, file, line, detail }) => ({ rule, file, line, detail }));

    if (spec.expect === 'allowed') {
      expect(result.refusals, `false refusal(s):\n  ${seen}`).toEqual([]);
      expect(result.allowed).toBe(true);
    } else {
      expect(result.allowed, `${spec.description} was allowed`).toBe(false);
      const hits = result.refusals.filter((r) => r.rule === spec.rule);
      expect(hits.length, `no ${spec.rule} refusal; got:\n  ${seen}`).toBeGreaterThan(0);
      if (spec.rule !== 'confidence') {
        const files = spec.files ?? touchedFiles(spec);
        const placed = hits.filter((r) => files.includes(r.file));
        expect(
          placed.length,
          `${spec.rule} refusal should point at one of ${files.join(', ')}; got:\n  ${seen}`,
        ).toBeGreaterThan(0);
        if (lineRules.has(spec.rule!))
          expect(Math.min(...placed.map((r) => r.line)), `${spec.rule} refusal lines`).toBeGreaterThan(0);
      }
      if (spec.asked === true)
        expect(
          hits.some((r) => r.asked === true),
          `a ${spec.rule} refusal should say it was the asked assertion:\n  ${seen}`,
        ).toBe(true);
      if (spec.asked === false)
        expect(
          hits.some((r) => r.asked === true),
          `no refusal may claim the finding asked for it:\n  ${seen}`,
        ).toBe(false);
    }
    outcome.ok = true;
  });
});

/** Per rule folder: how many cases, how many the guard refused/allowed, and what went wrong. */
function renderReport(results: readonly Outcome[]): string {
  const folders = [...corpusRules, 'allowed'];
  const rows = folders.map((folder) => {
    const mine = results.filter((o) => o.folder === folder);
    const refused = mine.filter((o) => !o.allowed).length;
    const missed = mine.filter((o) => o.expected === 'refused' && !o.ok).length;
    const falseRefusals = mine.filter((o) => o.expected === 'allowed' && !o.allowed).length;
    return [
      folder,
      String(mine.length),
      String(refused),
      String(mine.length - refused),
      String(missed),
      String(falseRefusals),
    ];
  });
  const header = ['rule', 'cases', 'refused', 'allowed', 'missed', 'false refusals'];
  const total = ['total', ...[1, 2, 3, 4, 5].map((i) => String(rows.reduce((n, r) => n + Number(r[i]), 0)))];
  const table = [header, ...rows, total];
  const widths = header.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const failures = results
    .filter((o) => !o.ok)
    .map(
      (o) =>
        `  ${o.name}: expected ${o.expected}, got ${o.allowed ? 'allowed' : `refused by ${[...new Set(o.rules)].join(', ')}`}`,
    );
  return [
    'guard corpus report (missed = refused case not refused by its rule)',
    ...table.map(line),
    ...(failures.length ? ['not as expected:', ...failures] : []),
  ].join('\n');
}
