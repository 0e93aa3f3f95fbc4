#!/usr/bin/env node
// `node scripts/grammar-gaps.js [--mirrors DIR] [--repo owner/name]… [--before DATE] [--examples N] [--top N]
// [--json FILE]`: a development survey (not shipped) of the Kotlin the guard cannot read. For each project mirror's
// HEAD tree (with --before, the tree of the last commit before DATE: older code, other constructs) it
// parses every `.kt`/`.kts` file the way the guard does (dist/guard: the same rewrites before parsing, the same tree
// fixes after, the same unread spans) and prints: files, files with unread spans, unread lines (test / app / build),
// then the unread spans grouped by a short signature of the construct where each starts, most frequent first,
// with file:line examples. Without --repo it surveys every mirror under DIR that is not a held-out project.
//
// Held-out projects (android-fixtures/guard-history/corpus.json `splits`) are refused: they measure how the guard
// generalises, and no gap may be closed from their code.
//
// Exit 0 when it surveyed, 2 for bad input.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readCorpus } from './guard-history-corpus.js';
import { mirroredRepos, root, scriptArgs } from './history-mirrors.js';

const { args, opt, fail, mirrors } = scriptArgs('grammar-gaps');
if (!existsSync(path.join(root, 'dist', 'guard', 'unread.js'))) fail('no build in dist/; run `npm run build` first');
const only = args.flatMap((a, i) => (a === '--repo' ? [args[i + 1]] : []));
const examples = Number(opt('--examples') ?? 3);
const top = Number(opt('--top') ?? 15);
const { corpus, error } = readCorpus();
if (error) fail(error);
const heldOut = new Set(Object.entries(corpus.splits).flatMap(([r, s]) => (s === 'heldout' ? [r] : [])));
for (const r of only) if (heldOut.has(r)) fail(`${r} is a held-out project: it is never surveyed`);

const { parseKotlin } = await import(new URL('../dist/guard/kotlin/syntax.js', import.meta.url).href);
const { unreadSpans } = await import(new URL('../dist/guard/unread.js', import.meta.url).href);
const { pathKind } = await import(new URL('../dist/guard/paths.js', import.meta.url).href);

const keywords = new Set(
  (
    'package import class interface fun val var object typealias constructor init companion data enum sealed ' +
    'annotation inner value inline abstract open override private protected public internal lateinit const ' +
    'suspend operator infix tailrec external actual expect crossinline noinline reified vararg out in is as ' +
    'if else when for while do try catch finally return break continue throw this super null true false by ' +
    'get set field where context typeof it'
  ).split(' '),
);

/**
 * A short signature of the code starting a span: its first line with strings, numbers and names made generic
 * (keywords, `@Annotations` and punctuation kept), so the same construct in two files groups together.
 */
export function signature(line) {
  const s = line
    .trim()
    .replace(/\/\/.*$/, '')
    .replace(/"(?:\\.|[^"\\])*"/g, '"s"')
    .replace(/'(?:\\.|[^'\\])'/g, "'c'")
    .replace(/\b\d[\w.]*\b/g, '0')
    .replace(/(@?)\b([A-Za-z_]\w*)\b/g, (m, at, w) => (at || keywords.has(w) ? m : /^[A-Z]/.test(w) ? 'T' : 'x'))
    .replace(/\bT(?:\.T)+\b/g, 'T')
    .replace(/\bx(?:\.x)+\b/g, 'x')
    .replace(/\s+/g, ' ');
  return s.length > 70 ? `${s.slice(0, 70)}…` : s;
}

/** The HEAD blobs of `.kt`/`.kts` files, read through one `git cat-file --batch`. */
async function* kotlinFiles(dir) {
  const before = opt('--before');
  const rev = before
    ? execFileSync('git', ['--git-dir', dir, 'rev-list', '-1', `--before=${before}`, 'HEAD'], {
        encoding: 'utf8',
      }).trim()
    : 'HEAD';
  if (!rev) return;
  const list = execFileSync('git', ['--git-dir', dir, 'ls-tree', '-r', '--format=%(objectname) %(path)', rev], {
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  })
    .split('\n')
    .filter((l) => /\.kts?$/.test(l))
    .map((l) => ({ oid: l.slice(0, l.indexOf(' ')), file: l.slice(l.indexOf(' ') + 1) }));
  const cat = spawn('git', ['--git-dir', dir, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'inherit'] });
  let buf = Buffer.alloc(0);
  const waiting = [];
  cat.stdout.on('data', (d) => {
    buf = Buffer.concat([buf, d]);
    waiting.shift()?.();
  });
  const more = () => new Promise((r) => waiting.push(r));
  for (const { oid, file } of list) {
    cat.stdin.write(`${oid}\n`);
    while (buf.indexOf(10) < 0) await more();
    const nl = buf.indexOf(10);
    const size = Number(buf.subarray(0, nl).toString().split(' ')[2]);
    while (buf.length < nl + 1 + size + 1) await more();
    const text = buf.subarray(nl + 1, nl + 1 + size).toString('utf8');
    buf = buf.subarray(nl + 1 + size + 1);
    yield { file, text };
  }
  cat.stdin.end();
}

async function survey(repo, dir) {
  const row = { repo, files: 0, unreadFiles: 0, lines: { test: 0, app: 0, build: 0, other: 0 }, groups: new Map() };
  for await (const { file, text } of kotlinFiles(dir)) {
    row.files++;
    let spans;
    try {
      spans = unreadSpans(await parseKotlin(text));
    } catch (e) {
      spans = [{ start: 0, end: text.length, line: 1, code: `parse failed: ${e.message}` }];
    }
    spans = spans.filter((s) => s.code !== '');
    if (spans.length === 0) continue;
    row.unreadFiles++;
    const kind = pathKind(file);
    for (const s of spans) {
      const lines = text.slice(s.start, s.end).trimEnd().split('\n').length;
      row.lines[kind] = (row.lines[kind] ?? 0) + lines;
      // the construct: the line the span starts on, from the span's first code on
      const from = s.start + (text.slice(s.start, s.end).length - text.slice(s.start, s.end).trimStart().length);
      const lineStart = text.lastIndexOf('\n', from - 1) + 1;
      const lineEnd = text.indexOf('\n', from);
      const sig = signature(text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd));
      const line = text.slice(0, from).split('\n').length;
      const g = row.groups.get(sig) ?? { sig, spans: 0, lines: 0, at: [] };
      g.spans++;
      g.lines += lines;
      if (g.at.length < examples) g.at.push(`${file}:${line}`);
      row.groups.set(sig, g);
    }
  }
  return row;
}

const repos = mirroredRepos(mirrors, only.length === 1 ? only[0] : undefined, fail).filter(
  (r) => !heldOut.has(r.repo) && (only.length === 0 || only.includes(r.repo)),
);
const rows = [];
for (const { repo, dir } of repos) {
  const row = await survey(repo, dir);
  rows.push(row);
  const unread = Object.values(row.lines).reduce((a, b) => a + b, 0);
  const l = row.lines;
  process.stdout.write(
    `${repo}: ${row.files} files, ${row.unreadFiles} with unread spans, ${unread} unread lines ` +
      `(test ${l.test}, app ${l.app}, build ${l.build}, other ${l.other})\n`,
  );
  const groups = [...row.groups.values()].sort((a, b) => b.spans - a.spans || b.lines - a.lines);
  for (const g of groups.slice(0, top))
    process.stdout.write(
      `  ${String(g.spans).padStart(4)} spans ${String(g.lines).padStart(5)} lines  ${g.sig}\n      ${g.at.join('  ')}\n`,
    );
}
const all = new Map();
for (const r of rows)
  for (const g of r.groups.values()) {
    const a = all.get(g.sig) ?? { sig: g.sig, spans: 0, lines: 0, projects: 0 };
    a.spans += g.spans;
    a.lines += g.lines;
    a.projects++;
    all.set(g.sig, a);
  }
const sum = (f) => rows.reduce((a, r) => a + f(r), 0);
process.stdout.write(
  `\nall ${rows.length} projects: ${sum((r) => r.files)} files, ${sum((r) => r.unreadFiles)} with unread spans, ` +
    `${sum((r) => Object.values(r.lines).reduce((a, b) => a + b, 0))} unread lines\n`,
);
for (const g of [...all.values()].sort((a, b) => b.projects - a.projects || b.spans - a.spans).slice(0, top * 2))
  process.stdout.write(`  ${String(g.projects).padStart(2)} projects ${String(g.spans).padStart(4)} spans  ${g.sig}\n`);
const json = opt('--json');
if (json)
  writeFileSync(
    json,
    JSON.stringify(
      rows.map((r) => ({ ...r, groups: [...r.groups.values()] })),
      null,
      1,
    ),
  );
