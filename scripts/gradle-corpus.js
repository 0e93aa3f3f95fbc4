#!/usr/bin/env node
// Copies what `droidheal init` reads from a real Android project — settings, build scripts, version
// catalogs, gradle.properties, the sources of its convention-plugin builds (build-logic, buildSrc,
// any includeBuild) — and a marker for every instrumented-test source set, out of a git mirror at
// one commit. No app code is kept. SOURCE.json names the repository, the commit and each file's blob,
// so anyone with the repository can check or refresh the copy.
// Usage: node scripts/gradle-corpus.js GIT_DIR OWNER/NAME [OUT_DIR]
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [gitDir, repo, outArg] = process.argv.slice(2);
if (!gitDir || !repo) {
  process.stderr.write('usage: node scripts/gradle-corpus.js GIT_DIR OWNER/NAME [OUT_DIR]\n');
  process.exit(2);
}
const out = outArg ?? path.join('android-fixtures', 'gradle-corpus', repo.replace('/', '+'));
const git = (...args) => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
const commit = git('rev-parse', 'HEAD').trim();
const entries = git('ls-tree', '-r', 'HEAD')
  .split('\n')
  .filter(Boolean)
  .map((l) => {
    const [meta, file] = l.split('\t');
    return { blob: meta.split(' ')[2], file };
  });

// build scripts, and the script plugins they apply (`apply from: "../common.gradle"`), outside source sets
const buildFile = /\.gradle(\.kts)?$|(^|\/)gradle\.properties$|\.versions\.toml$/;
// sources of builds that hold convention plugins (their own settings file marks them)
const pluginBuilds = new Set(
  entries
    .filter((e) => /(^|\/)settings\.gradle(\.kts)?$/.test(e.file) && path.posix.dirname(e.file) !== '.')
    .map((e) => path.posix.dirname(e.file)),
);
pluginBuilds.add('buildSrc');
const pluginSource = (f) =>
  /\/src\/main\/(kotlin|java|groovy)\/.*\.(kt|kts|java|groovy|gradle)$/.test(f) &&
  [...pluginBuilds].some((b) => f.startsWith(`${b}/`));
const testSourceSet = /^(.*\/)?src\/(androidTest[A-Za-z]*)\//;

rmSync(out, { recursive: true, force: true });
const files = {};
const markers = new Set();
for (const e of entries) {
  const m = testSourceSet.exec(e.file);
  if (m) markers.add(`${m[1] ?? ''}src/${m[2]}`);
  const script = buildFile.test(e.file) && !/(^|\/)src\//.test(e.file);
  if (!script && !pluginSource(e.file)) continue;
  const target = path.join(out, e.file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, git('cat-file', 'blob', e.blob));
  files[e.file] = e.blob;
}
// an instrumented-test source set is a directory with sources; the marker stands for them
for (const dir of markers) {
  mkdirSync(path.join(out, dir), { recursive: true });
  writeFileSync(path.join(out, dir, 'CORPUS-MARKER'), 'sources of this test source set are not kept\n');
}
writeFileSync(
  path.join(out, 'SOURCE.json'),
  `${JSON.stringify({ repository: repo, commit, testSourceSets: [...markers].sort(), files }, null, 2)}\n`,
);
process.stdout.write(
  `${repo}@${commit.slice(0, 12)}: ${Object.keys(files).length} files, ${markers.size} test source sets → ${out}\n`,
);
