#!/usr/bin/env node
// `npm run guard-review -- --repo owner/name [--mirrors DIR] [--commits N] [--skip K] [--json FILE]`: runs the built
// guard's review policy over the last N non-merge commits (after the K latest) of one project mirror that touch
// Kotlin test sources, and prints each verdict with its refusals — what a reviewer reads to label a project the guard
// was never tuned on (android-fixtures/guard-history/held-out.json). Labelled commits are replayed with
// `npm run guard-history -- --corpus android-fixtures/guard-history/held-out.json`.
//
// Exit 0 when every run answered, 2 for bad input.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { commitsOption, mirroredRepos, root, scriptArgs } from './history-mirrors.js';

const { opt, fail, mirrors } = scriptArgs('guard-review');
const only = opt('--repo');
if (!only) fail('--repo owner/name is required');
const perRepo = commitsOption(opt, fail, 50);
const skip = Number(opt('--skip') ?? 0);
if (!Number.isInteger(skip) || skip < 0) fail(`--skip takes a whole number, not ${opt('--skip')}`);
const [{ repo, dir }] = mirroredRepos(mirrors, only, fail);
if (!existsSync(path.join(root, 'dist', 'guard', 'index.js'))) fail('no build in dist/; run `npm run build` first');

const testSources = [':(glob)**/src/*[tT]est*/**/*.kt', ':(glob)**/src/*[tT]est*/**/*.java'];
const git = (args) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
const touching = git([
  'log',
  '--no-merges',
  '--format=%H',
  `-n${perRepo}`,
  `--skip=${skip}`,
  'HEAD',
  '--',
  ...testSources,
])
  .split('\n')
  .filter(Boolean);
// a root commit, or one a shallow snapshot has no parent of, has nothing to compare with
const commits = touching.length
  ? git(['rev-list', '--no-walk=unsorted', '--parents', ...touching])
      .split('\n')
      .filter((l) => l.split(' ').length === 2)
      .map((l) => l.split(' ')[0])
  : [];

const { guardChange } = await import(new URL('../dist/guard/index.js', import.meta.url).href);
const rows = [];
for (const commit of commits) {
  const subject = git(['log', '-1', '--format=%s', commit]).trim();
  let r;
  try {
    r = await guardChange({ repo: dir, base: `${commit}^`, head: commit, policy: 'review' });
  } catch (e) {
    process.stdout.write(`! ${commit.slice(0, 10)} ${e.message.split('\n')[0]}\n`);
    continue;
  }
  rows.push({ repo, commit, subject, allowed: r.allowed, refusals: r.refusals });
  process.stdout.write(`${r.allowed ? '✓' : '✗'} ${commit.slice(0, 10)} ${subject.slice(0, 90)}\n`);
  for (const x of r.refusals.slice(0, 8))
    process.stdout.write(`    ${x.rule} ${x.file}:${x.line} ${x.detail.slice(0, 200)}\n`);
}
const refused = rows.filter((r) => !r.allowed).length;
process.stdout.write(`\n${repo}: ${rows.length} commits touching test sources, ${refused} refused under review\n`);
const out = opt('--json');
if (out) writeFileSync(out, `${JSON.stringify(rows, null, 2)}\n`);
