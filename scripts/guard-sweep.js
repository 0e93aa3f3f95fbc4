#!/usr/bin/env node
// `npm run guard-sweep [-- --mirrors DIR] [--commits N] [--skip K] [--repo owner/name] [--json FILE]`: runs the built guard
// (`droidheal guard --base C^ --head C`, review policy) over the last N non-merge commits touching Kotlin (after the
// K latest: --skip sweeps further back) of every
// project mirror and reports every run that crashed: an exit code other than 0 (allowed) or 1 (refused), an
// "internal error" or a stack trace on stderr, or no answer within the time limit. Allowed or refused does not
// matter here — the labelled judgement is guard-history's job; this one only asks that the guard never crashes on
// real code.
//
// The mirrors are the bare clones guard-history reads (DIR/owner+name, or DIR/owner+name/repo), default
// .cache/guard-history or DROIDHEAL_HISTORY_MIRRORS. The guard reads the bare clone directly, so the sweep makes no
// checkout or temp dir; on SIGINT/SIGTERM it stops the guard it started and exits 130.
//
// Exit 0 when no run crashed, 1 when one did, 2 for bad input (no mirrors, bad option).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { commitsOption, mirroredRepos, root, scriptArgs } from './history-mirrors.js';

const bin = path.join(root, 'bin', 'droidheal.js');
const perRunMs = 120_000;

const { opt, fail, mirrors } = scriptArgs('guard-sweep');
const perRepo = commitsOption(opt, fail, 150);
const skip = Number(opt('--skip') ?? 0);
if (!Number.isInteger(skip) || skip < 0) fail(`--skip takes a whole number, not ${opt('--skip')}`);
const repos = mirroredRepos(mirrors, opt('--repo'), fail);
if (!existsSync(path.join(root, 'dist', 'guard', 'index.js'))) fail('no build in dist/; run `npm run build` first');

let child;
let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    stopping = true;
    if (child && child.exitCode === null) child.kill('SIGTERM');
    process.stderr.write(`guard-sweep: stopped by ${sig}\n`);
    process.exit(130);
  });

/** An exit 2 naming an object this clone does not hold (a snapshot without its largest files). */
function lacksObject(dir, stderr) {
  const sha = /unable to read ([0-9a-f]{40})/.exec(stderr)?.[1];
  if (!sha) return false;
  try {
    execFileSync('git', ['-C', dir, 'cat-file', '-e', sha], { stdio: 'ignore' });
    return false;
  } catch {
    return true;
  }
}

/** Runs the guard once; resolves {code, stderr, timedOut}. */
function runGuard(dir, commit) {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [bin, 'guard', '--repo', dir, '--base', `${commit}^`, '--head', commit], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = p;
    let stderr = '';
    let timedOut = false;
    p.stderr.on('data', (d) => {
      stderr += d;
    });
    const timer = setTimeout(() => {
      timedOut = true;
      p.kill('SIGKILL');
    }, perRunMs);
    p.on('close', (code, signal) => {
      clearTimeout(timer);
      child = undefined;
      resolve({ code: code ?? signal, stderr, timedOut });
    });
  });
}

const crashes = [];
const summary = [];
for (const { repo, dir } of repos) {
  const touching = execFileSync(
    'git',
    ['-C', dir, 'log', '--no-merges', '--format=%H', `-n${perRepo}`, `--skip=${skip}`, 'HEAD', '--', '*.kt', '*.kts'],
    { encoding: 'utf8', maxBuffer: 64 << 20 },
  )
    .split('\n')
    .filter(Boolean);
  // real parents (a path-limited log shows rewritten ones): a root commit has none to compare with
  const commits = touching.length
    ? execFileSync('git', ['-C', dir, 'rev-list', '--no-walk=unsorted', '--parents', ...touching], {
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      })
        .split('\n')
        .filter((l) => l.split(' ').length === 2)
        .map((l) => l.split(' ')[0])
    : [];
  const codes = { 0: 0, 1: 0 };
  let crashed = 0;
  let incomplete = 0;
  for (const commit of commits) {
    if (stopping) break;
    const r = await runGuard(dir, commit);
    codes[r.code] = (codes[r.code] ?? 0) + 1;
    if (r.code === 2 && lacksObject(dir, r.stderr)) {
      incomplete++; // the snapshot left a large blob out: the guard rightly says it cannot read the revision
      continue;
    }
    const crash =
      r.timedOut || (r.code !== 0 && r.code !== 1) || /internal error|\n\s+at .+:\d+:\d+\)?\n/.test(r.stderr);
    if (!crash) continue;
    crashed++;
    const line = r.timedOut ? `timed out after ${perRunMs / 1000} s` : r.stderr.trim().split('\n')[0];
    crashes.push({ repo, commit, code: r.code, stderr: r.stderr.trim() });
    process.stdout.write(`✗ ${repo} ${commit.slice(0, 10)} exit ${r.code}: ${line.slice(0, 200)}\n`);
  }
  summary.push({ repo, swept: commits.length, codes, crashed, incomplete });
  process.stdout.write(
    `${repo}: ${commits.length} commits, exit codes ${JSON.stringify(codes)}, ${crashed} crash(es)` +
      `${incomplete ? `, ${incomplete} exit 2 on an object the mirror lacks` : ''}\n`,
  );
}

const swept = summary.reduce((n, s) => n + s.swept, 0);
process.stdout.write(
  `\n${swept} commits from ${summary.length} projects swept; ${crashes.length} crash(es)` +
    `${crashes.length ? '' : ' — the guard answered 0 or 1 on every one'}\n`,
);
const out = opt('--json');
if (out) writeFileSync(out, `${JSON.stringify({ summary, crashes }, null, 2)}\n`);
process.exit(crashes.length === 0 ? 0 : 1);
