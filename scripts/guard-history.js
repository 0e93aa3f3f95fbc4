#!/usr/bin/env node
// `npm run guard-history [-- --mirrors DIR] [--fetch] [--json FILE]`: replays the guard (review policy) over the
// labelled real-history corpus in android-fixtures/guard-history/corpus.json and prints the false-refusal rate
// and the weakenings caught. The corpus holds commit ids and labels only, never the projects' code.
//
// The projects' histories are not in this repository. The replay reads bare clones from DIR (default
// .cache/guard-history, or DROIDHEAL_HISTORY_MIRRORS), one per project, named owner+name (a `repo` folder inside
// is accepted too). `--fetch` makes the missing ones with `git clone --bare` (needs network, ~1 GB in all).
// Without them the replay fails (exit 2) naming the command; it never skips. It is not part of `npm test`: CI has
// no network for the clones.
//
// Exit 0 when every commit goes as labelled (or as a listed known false refusal), 1 otherwise, 2 for bad input.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { bareClone, root, scriptArgs } from './history-mirrors.js';

const corpusFile = path.join(root, 'android-fixtures', 'guard-history', 'corpus.json');

const ruleOrAllowed = z.string().regex(/^(allowed|[a-z]+(-[a-z]+)*)$/);
/** One labelled commit: what a senior reviewer wants the guard to do with it under the review policy. */
export const HistoryCommit = z
  .object({
    repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'owner/name'),
    commit: z.string().regex(/^[0-9a-f]{40}$/, 'a full commit id'),
    label: z.enum(['legitimate', 'weakening']),
    /** `allowed` for a legitimate commit; for a weakening, the rule one of its refusals must carry */
    expect: ruleOrAllowed,
    why: z.string().min(10),
    /** the guard still refuses this legitimate commit: why (a known limit, counted in the false-refusal rate) */
    knownFalseRefusal: z.string().min(10).optional(),
  })
  .strict()
  .refine((c) => (c.label === 'legitimate') === (c.expect === 'allowed'), {
    message: 'a legitimate commit expects "allowed", a weakening expects a rule',
  });
export const HistoryCorpus = z.object({ description: z.string(), commits: z.array(HistoryCommit).min(1) }).strict();

const { args, opt, fail, mirrors } = scriptArgs('guard-history');
const only = opt('--repo');

const parsed = HistoryCorpus.safeParse(JSON.parse(readFileSync(corpusFile, 'utf8')));
if (!parsed.success)
  fail(`${corpusFile}: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
const commits = parsed.data.commits.filter((c) => !only || c.repo === only);

/** The bare clone of a project, made with --fetch when missing. */
function mirrorOf(repo) {
  const found = bareClone(mirrors, repo.replace('/', '+'));
  if (found) return found;
  const base = path.join(mirrors, repo.replace('/', '+'));
  if (!args.includes('--fetch'))
    fail(
      `no clone of ${repo} in ${mirrors}; run \`npm run guard-history -- --fetch\` to clone the ${new Set(commits.map((c) => c.repo)).size} projects there, or pass --mirrors DIR`,
    );
  mkdirSync(mirrors, { recursive: true });
  process.stderr.write(`cloning ${repo} (bare) into ${base} …\n`);
  execFileSync('git', ['clone', '--bare', '--quiet', `https://github.com/${repo}.git`, base], { stdio: 'inherit' });
  return base;
}

const dirs = new Map();
for (const c of commits) if (!dirs.has(c.repo)) dirs.set(c.repo, mirrorOf(c.repo));
for (const c of commits) {
  try {
    execFileSync('git', ['-C', dirs.get(c.repo), 'cat-file', '-e', `${c.commit}^{commit}`], { stdio: 'ignore' });
  } catch {
    fail(`${c.repo} ${c.commit} is not in ${dirs.get(c.repo)}; fetch the project's history again (git -C DIR fetch)`);
  }
}

const { guardChange } = await import(new URL('../dist/guard/index.js', import.meta.url).href);
const rows = [];
let wrong = 0;
for (const c of commits) {
  const r = await guardChange({ repo: dirs.get(c.repo), base: `${c.commit}^`, head: c.commit, policy: 'review' });
  const rules = [...new Set(r.refusals.map((x) => x.rule))];
  let verdict;
  if (c.label === 'legitimate') {
    if (r.allowed) verdict = c.knownFalseRefusal ? 'now allowed (drop knownFalseRefusal)' : 'ok';
    else verdict = c.knownFalseRefusal ? 'known false refusal' : 'FALSE REFUSAL';
  } else verdict = r.allowed ? 'MISSED' : rules.includes(c.expect) ? 'ok' : `refused, but not under ${c.expect}`;
  const bad = !['ok', 'known false refusal'].includes(verdict);
  if (bad) wrong++;
  rows.push({ ...c, allowed: r.allowed, rules, verdict, refusals: r.refusals });
  process.stdout.write(
    `${bad ? '✗' : '✓'} ${c.repo} ${c.commit.slice(0, 10)} ${c.label.padEnd(10)} ${verdict}${rules.length ? ` [${rules.join(', ')}]` : ''}\n`,
  );
  if (bad && !r.allowed)
    for (const x of r.refusals.slice(0, 3))
      process.stdout.write(`    ${x.rule} ${x.file}:${x.line} ${x.detail.slice(0, 160)}\n`);
}

const legit = rows.filter((r) => r.label === 'legitimate');
const weak = rows.filter((r) => r.label === 'weakening');
const falseRefusals = legit.filter((r) => !r.allowed).length;
const caught = weak.filter((r) => !r.allowed).length;
const projects = new Set(rows.map((r) => r.repo)).size;
process.stdout.write(
  `\n${rows.length} commits from ${projects} projects: ${legit.length} legitimate, ${weak.length} weakenings\n` +
    `false refusals: ${falseRefusals}/${legit.length} legitimate commits (${((100 * falseRefusals) / Math.max(1, legit.length)).toFixed(1)} %)\n` +
    `weakenings refused: ${caught}/${weak.length} (${weak.filter((r) => r.verdict === 'ok').length} under the labelled rule)\n` +
    `${wrong === 0 ? 'every commit went as labelled' : `${wrong} commit(s) did not go as labelled`}\n`,
);
const out = opt('--json');
if (out) writeFileSync(out, `${JSON.stringify(rows, null, 2)}\n`);
process.exit(wrong === 0 ? 0 : 1);
