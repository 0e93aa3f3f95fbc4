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
// Prints the figures for each half of the corpus (`splits`: tune / heldout) — false refusals per class, weakenings
// caught, one row per project; `npm run bench -- guard-history` prints the same.
//
// Exit 0 when every commit goes as labelled (a classified or known false refusal counts as labelled: it is in the
// rate), 1 otherwise, 2 for bad input.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readCorpus, splitReport, verdictOf } from './guard-history-corpus.js';
import { bareClone, scriptArgs } from './history-mirrors.js';

const { args, opt, fail, mirrors } = scriptArgs('guard-history');
const only = opt('--repo');

const { corpus, error } = readCorpus();
if (error) fail(error);
const commits = corpus.commits.filter((c) => !only || c.repo === only);

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
  let r;
  try {
    r = await guardChange({ repo: dirs.get(c.repo), base: `${c.commit}^`, head: c.commit, policy: 'review' });
  } catch (e) {
    wrong++;
    process.stdout.write(`✗ ${c.repo} ${c.commit.slice(0, 10)} the guard failed: ${e.message.split('\n')[0]}\n`);
    continue;
  }
  const rules = [...new Set(r.refusals.map((x) => x.rule))];
  const { verdict, bad } = verdictOf(c, r.allowed, rules);
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
process.stdout.write(`\n${splitReport(rows, corpus.splits)}\n`);
const out = opt('--json');
if (out) writeFileSync(out, `${JSON.stringify(rows, null, 2)}\n`);
process.exit(wrong === 0 ? 0 : 1);
