#!/usr/bin/env node
// `npm run incremental-parse-check [-- --mirrors DIR] [--commits N] [--repo owner/name]`: the guard parses each
// head file from its base file's tree (ChangeParses in src/guard/kotlin/syntax.ts). This holds that to real
// code: for every Kotlin file modified or renamed by the last N non-merge commits of every project mirror (the
// bare clones guard-history reads), the tree parsed from the base must be the tree a fresh parse of the head
// gives — same types, fields, ranges, lines and parents. test/guard/incremental-parse.test.ts does the same on
// the fixture app with made edits, in `npm test`.
//
// Exit 0 when every tree matched, 1 when one did not (each printed as repo, commit, path), 2 for bad input.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { commitsOption, mirroredRepos, root, scriptArgs } from './history-mirrors.js';

const { opt, fail, mirrors } = scriptArgs('incremental-parse-check');
const perRepo = commitsOption(opt, fail, 100);
const repos = mirroredRepos(mirrors, opt('--repo'), fail);
const syntaxJs = path.join(root, 'dist', 'guard', 'kotlin', 'syntax.js');
if (!existsSync(syntaxJs)) fail('no build in dist/; run `npm run build` first');
const { ChangeParses, parseKotlin } = await import(pathToFileURL(syntaxJs).href);

/** The tree as one string (as test/guard/syn-shape.ts writes it). */
function shape(n, parent = null) {
  const kids = n.children.map((c) => shape(c, n)).join('');
  const ownParent = n.parent === parent ? '' : `!${n.parent?.type ?? 'none'}@${n.parent?.start ?? -1}`;
  return `(${n.type}${n.named ? '' : "'"}${n.field ? `:${n.field}` : ''} ${n.start}-${n.end} L${n.line}${ownParent}${kids})`;
}

const git = (dir, args) => execFileSync('git', ['-C', dir, ...args], { maxBuffer: 64 << 20 }).toString('utf8');
const show = (dir, spec) => {
  try {
    return git(dir, ['cat-file', 'blob', spec]);
  } catch {
    return undefined; // an object this snapshot lacks
  }
};

let files = 0;
let commits = 0;
const mismatches = [];
for (const { repo, dir } of repos) {
  const list = git(dir, ['log', '--no-merges', '--format=%H', `-n${perRepo}`, 'HEAD', '--', '*.kt', '*.kts'])
    .split('\n')
    .filter(Boolean);
  for (const c of list) {
    const diff = git(dir, ['diff', '--name-status', '-M', '-z', '--diff-filter=MR', `${c}^`, c, '--', '*.kt', '*.kts'])
      .split('\0')
      .filter(Boolean);
    commits++;
    for (let i = 0; i < diff.length; ) {
      const status = diff[i++];
      const basePath = diff[i++];
      const headPath = status.startsWith('R') ? diff[i++] : basePath;
      const base = show(dir, `${c}^:${basePath}`);
      const head = show(dir, `${c}:${headPath}`);
      if (base === undefined || head === undefined) continue;
      const parses = new ChangeParses();
      try {
        await parses.keep(basePath, base);
        if (shape(await parses.from(basePath, head)) !== shape(await parseKotlin(head)))
          mismatches.push(`${repo} ${c.slice(0, 10)} ${headPath}`);
      } finally {
        parses.close();
      }
      files++;
    }
  }
  process.stdout.write(`${repo}: ${list.length} commits\n`);
}
process.stdout.write(
  `incremental-parse-check: ${files} files of ${commits} commits parsed from their base; ${mismatches.length} trees differ from a fresh parse\n`,
);
for (const m of mismatches) process.stdout.write(`  differs: ${m}\n`);
process.exit(mismatches.length ? 1 : 0);
