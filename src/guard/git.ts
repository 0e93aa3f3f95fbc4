import { existsSync, readFile as readFileCallback } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { UsageError } from '../errors.js';
import { type AnsweringGit, runGit, startGit } from '../git/run.js';
import type { CommitMessage } from './acknowledge.js';
import { batchArgs, commitRequest, diffArgs, GIT_TIMEOUT } from './first-git.js';
import { timing } from './timing.js';

// not node:fs/promises: loading it (it brings readline and the file watchers) costs the start of
// `droidheal guard`, a fresh process on every heal attempt and push, ~2 ms
const readFile = promisify(readFileCallback);

/** A side of the comparison: a commit, or the working tree when `rev` is undefined. */
export interface Side {
  repo: string;
  rev: string | undefined;
  /** the run's shared `git cat-file --batch` (guardChange opens one); without it each read starts its own */
  blobs?: BlobReader;
}

export type ChangeStatus = 'added' | 'modified' | 'deleted' | 'renamed' | 'copied' | 'type-changed';

export interface ChangedFile {
  status: ChangeStatus;
  /** path on the base side (undefined when added) */
  basePath?: string;
  /** path on the head side (undefined when deleted) */
  headPath?: string;
  /** the file's object id on the base side, as the diff saw it */
  baseBlob?: string;
  /** the file's object id on the head side (undefined for the working tree's files) */
  headBlob?: string;
}

interface GitOutput {
  exitCode: number;
  stdout: Buffer;
  stderr: string;
}

/** git in `repo` through the one git runner (src/git); never rejects (a git that cannot start is exit code -1). */
async function runGitIn(repo: string, args: string[], input?: string): Promise<GitOutput> {
  const t0 = timing.now();
  const r = await runGit(undefined, ['-C', repo, ...args], { input, timeoutMs: GIT_TIMEOUT });
  timing.span('git', t0, args[0]);
  return { exitCode: r.exitCode ?? -1, stdout: r.stdout, stderr: r.startError ?? r.stderr };
}

async function git(
  repo: string,
  args: string[],
  input?: string,
): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  const r = await runGitIn(repo, args, input);
  return { exitCode: r.exitCode, stdout: r.stdout.toString('utf8'), stderr: r.stderr };
}

/**
 * The repository's top directory, or a one-line usage error naming the directory. A bare
 * repository (a CI mirror) is its own top when both sides are commits: nothing is read from disk.
 */
export async function repoRoot(dir: string, bareOk = false): Promise<string> {
  const r = await git(dir, ['rev-parse', '--show-toplevel']);
  if (r.exitCode === 0) return String(r.stdout).trim();
  if (bareOk) {
    const b = await git(dir, ['rev-parse', '--is-bare-repository', '--absolute-git-dir']);
    const [isBare, gitDir] = String(b.stdout).trim().split('\n');
    if (b.exitCode === 0 && isBare === 'true' && gitDir) return gitDir;
  }
  throw new UsageError(
    `not a git repository: ${dir}`,
    bareOk
      ? 'pass --repo the directory of a git checkout or a bare repository'
      : 'pass --repo the directory of a git checkout (a bare repository needs --head)',
  );
}

/** The commit id a revision names, or a one-line usage error. */
export async function resolveRevision(repo: string, rev: string, flag: string): Promise<string> {
  if (rev.startsWith('-')) throw new UsageError(`${flag} ${rev} is not a revision`, 'pass a commit, branch or tag');
  const r = await git(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
  if (r.exitCode !== 0) {
    throw new UsageError(
      `unknown revision ${JSON.stringify(rev)} (${flag}) in ${repo}`,
      'pass a commit, branch or tag that exists there (git log --oneline)',
    );
  }
  return String(r.stdout).trim();
}

/**
 * The repository's top directory and the commits base and head name. At the top of a work tree
 * (its `.git` is there) the run's `git cat-file` names the commits, with no git process of its own;
 * elsewhere one `git rev-parse` does. On failure each part is checked alone to say which one is wrong.
 */
export async function resolveRepo(
  dir: string,
  base: string,
  head: string | undefined,
  blobs?: BlobReader,
): Promise<{ repo: string; base: string; head?: string }> {
  const revs = [base, ...(head !== undefined ? [head] : [])];
  const gitEnv = process.env.GIT_DIR !== undefined || process.env.GIT_WORK_TREE !== undefined;
  if (!revs.some((r) => r.startsWith('-')) && blobs && !gitEnv && existsSync(path.join(dir, '.git'))) {
    const [b, h] = await blobs.commits(revs);
    if (b !== undefined && (head === undefined || h !== undefined))
      return { repo: path.resolve(dir), base: b, head: h };
  } else if (!revs.some((r) => r.startsWith('-'))) {
    const r = await git(dir, ['rev-parse', '--show-toplevel', ...revs.map(commitRequest)]);
    const lines = r.exitCode === 0 ? String(r.stdout).trim().split('\n') : [];
    if (lines.length === revs.length + 1)
      return { repo: lines[0]!, base: lines[1]!, head: head !== undefined ? lines[2] : undefined };
  }
  const repo = await repoRoot(dir, head !== undefined);
  const [b, h] = await Promise.all([
    resolveRevision(repo, base, '--base'),
    head !== undefined ? resolveRevision(repo, head, '--head') : undefined,
  ]);
  return { repo, base: b, head: h };
}

const statusLetters: Record<string, ChangeStatus> = {
  A: 'added',
  M: 'modified',
  D: 'deleted',
  R: 'renamed',
  C: 'copied',
  T: 'type-changed',
};

/** Files changed between base and head (or the working tree, including untracked files), renames paired. */
export async function changedFiles(repo: string, base: string, head: string | undefined): Promise<ChangedFile[]> {
  const r = await git(repo, diffArgs(base, head));
  if (r.exitCode !== 0)
    throw new UsageError(`git diff failed in ${repo}: ${String(r.stderr).trim()}`, 'check the revisions');
  const out = rawDiff(String(r.stdout));
  if (!head) {
    // the working tree's files are read from disk: an id there may name the index's version
    for (const c of out) delete c.headBlob;
    const u = await git(repo, ['ls-files', '--others', '--exclude-standard', '-z']);
    for (const p of String(u.stdout).split('\0')) if (p) out.push({ status: 'added', headPath: p });
  }
  return out;
}

/** An object id the diff gives for a side that has none (added, deleted, or a working-tree file). */
const noObject = /^0+$/;

/**
 * `git diff --raw -z` read: per file `:<mode> <mode> <id> <id> <status>` then its path, or both
 * paths of a rename or copy (`R086`).
 */
function rawDiff(stdout: string): ChangedFile[] {
  const parts = stdout.split('\0');
  const out: ChangedFile[] = [];
  for (let i = 0; i < parts.length; ) {
    const fields = parts[i++]!.split(' ');
    if (fields.length < 5) continue;
    const [, , baseId, headId, code] = fields as [string, string, string, string, string];
    const status = statusLetters[code[0]!] ?? 'modified';
    const ids = {
      ...(noObject.test(baseId) ? {} : { baseBlob: baseId }),
      ...(noObject.test(headId) ? {} : { headBlob: headId }),
    };
    if (status === 'renamed' || status === 'copied') {
      out.push({ status, basePath: parts[i++], headPath: parts[i++], ...ids });
    } else {
      const p = parts[i++];
      out.push({
        status,
        basePath: status === 'added' ? undefined : p,
        headPath: status === 'deleted' ? undefined : p,
        ...ids,
      });
    }
  }
  return out;
}

/**
 * File contents on one side, read in one `git cat-file --batch` for a revision or from disk for
 * the working tree. Missing files map to undefined.
 */
export async function readFiles(side: Side, paths: string[]): Promise<Map<string, string | undefined>> {
  const out = new Map<string, string | undefined>();
  if (paths.length === 0) return out;
  if (side.rev === undefined) {
    await Promise.all(
      paths.map(async (p) => out.set(p, await readFile(path.join(side.repo, p), 'utf8').catch(() => undefined))),
    );
    return out;
  }
  if (side.blobs) return side.blobs.read(side.rev, paths);
  const input = paths.map((p) => `${side.rev}:${p}\n`).join('');
  const buf = (await runGitIn(side.repo, ['cat-file', '--batch'], input)).stdout;
  let pos = 0;
  for (const p of paths) {
    const nl = buf.indexOf(0x0a, pos);
    if (nl < 0) break;
    const header = buf.subarray(pos, nl).toString('utf8');
    pos = nl + 1;
    const m = header.split(' ');
    if (m[1] === 'missing' || m.length < 3) {
      out.set(p, undefined);
      continue;
    }
    const size = Number(m[2]);
    out.set(p, m[1] === 'blob' ? buf.subarray(pos, pos + size).toString('utf8') : undefined);
    pos += size + 1;
  }
  return out;
}

/** One answer of `git cat-file --batch`: the object's id and type, and its content for a blob. */
interface BatchAnswer {
  oid: string;
  type: string;
  content?: string;
}

/**
 * One `git cat-file --batch` for a whole guard run: the revisions, the base's droidheal.json and
 * both sides' files go through the same process (each git process costs the guard a fork of itself
 * and git's start). Requests are answered in order; `close()` ends the process (guardChange does,
 * on every path).
 */
export class BlobReader {
  private readonly child: AnsweringGit['child'];
  /** requests the process was given before this reader took it over (the fast path's start asks for the commits) */
  private asked: { specs: readonly string[]; answers: Promise<Array<BatchAnswer | undefined>> } | undefined;
  private readonly queue: Array<{ specs: string[]; got: Array<BatchAnswer | undefined>; done: () => void }> = [];
  private buf: Buffer = Buffer.alloc(0);
  private failed = false;
  /** `rev:path` → the object id the change's diff gave it: read by id, git walks no trees */
  private readonly ids = new Map<string, string>();

  /** `repo`: the repository or any directory in its work tree (`rev:path` names a path from the top). */
  constructor(repo: string) {
    // no timeout: it lives as long as the run and is ended by close()
    const started = startGit(undefined, batchArgs(repo));
    this.child = started.child;
    this.child.stdin!.on('error', () => undefined);
    this.child.stdout!.on('data', (d: Buffer) => {
      this.buf = this.buf.length ? Buffer.concat([this.buf, d]) : d;
      this.drain();
    });
    // a git that cannot start or dies answers every open request with "missing", as one-shot reads do
    const fail = () => {
      this.failed = true;
      for (const r of this.queue.splice(0)) r.done();
    };
    this.child.on('error', fail);
    this.child.on('close', fail);
    // their answers come first, in order: queued before any request of this reader
    if (started.asked.length) this.asked = { specs: started.asked, answers: this.request([...started.asked], false) };
  }

  /** The object id of `path` in `rev`, as a diff of `rev` gave it: later reads of it ask for the id. */
  know(rev: string, path: string, id: string): void {
    this.ids.set(`${rev}:${path}`, id);
  }

  /** Contents of `rev:path` for each path; undefined for a missing path or a non-blob. */
  async read(rev: string, paths: string[]): Promise<Map<string, string | undefined>> {
    const got = await this.ask(paths.map((p) => this.ids.get(`${rev}:${p}`) ?? `${rev}:${p}`));
    return new Map(paths.map((p, i) => [p, got[i]?.type === 'blob' ? got[i].content : undefined]));
  }

  /** The commit id each revision names, undefined where it names none (`rev-parse --verify rev^{commit}`). */
  async commits(revs: string[]): Promise<Array<string | undefined>> {
    const got = await this.ask(revs.map(commitRequest));
    return revs.map((_, i) => (got[i]?.type === 'commit' ? got[i].oid : undefined));
  }

  close(): void {
    this.child.stdin!.end();
  }

  private ask(specs: string[]): Promise<Array<BatchAnswer | undefined>> {
    const asked = this.asked;
    this.asked = undefined;
    if (asked && asked.specs.length === specs.length && asked.specs.every((x, i) => x === specs[i]))
      return asked.answers;
    return this.request(specs, true);
  }

  /** Queue `specs`' answers, writing the requests to git unless they were written already. */
  private request(specs: string[], write: boolean): Promise<Array<BatchAnswer | undefined>> {
    // a spec with a newline would be read as two requests: it is not sent, and is answered "missing"
    const sent = specs.filter((x) => !x.includes('\n'));
    const t0 = timing.now();
    return new Promise((resolve) => {
      const got: Array<BatchAnswer | undefined> = [];
      const done = () => {
        timing.span('git', t0, `cat-file request ${specs.length}`);
        let k = 0;
        resolve(specs.map((x) => (x.includes('\n') ? undefined : got[k++])));
      };
      if (this.failed || sent.length === 0) return done();
      this.queue.push({ specs: sent, got, done });
      if (write) this.child.stdin!.write(sent.map((x) => `${x}\n`).join(''));
    });
  }

  /** Parse whole answers off the front of the buffer: `<oid> <type> <size>\n<content>\n` or `<spec> missing\n`. */
  private drain(): void {
    for (;;) {
      const req = this.queue[0];
      if (!req) return;
      const nl = this.buf.indexOf(0x0a);
      if (nl < 0) return;
      const header = this.buf.subarray(0, nl).toString('utf8').split(' ');
      const size = Number(header[2]);
      if (header.length === 3 && Number.isInteger(size)) {
        if (this.buf.length < nl + 1 + size + 1) return;
        const [oid, type] = header as [string, string];
        const content = type === 'blob' ? this.buf.subarray(nl + 1, nl + 1 + size).toString('utf8') : undefined;
        req.got.push({ oid, type, content });
        this.buf = this.buf.subarray(nl + 1 + size + 1);
      } else {
        req.got.push(undefined);
        this.buf = this.buf.subarray(nl + 1);
      }
      if (req.got.length === req.specs.length) {
        this.queue.shift();
        req.done();
      }
    }
  }
}

/**
 * Which of `needles` (fixed strings) occur in the given pathspecs on one side. Identifiers match
 * as whole words (`SAVE` is not found in `SAVE_BUTTON`), quoted literals as they are. Used to ask
 * "does any test use this tag or constant?" without parsing every test file.
 */
export async function grepFixed(side: Side, needles: string[], pathspecs: string[]): Promise<Set<string>> {
  return new Set((await grepOccurrences(side, needles, pathspecs)).keys());
}

/** How often each of `needles` occurs in the given pathspecs on one side (matched as `grepFixed` does). */
export async function grepOccurrences(
  side: Side,
  needles: string[],
  pathspecs: string[],
): Promise<Map<string, number>> {
  const words = needles.filter((n) => /^\w+$/.test(n));
  const others = needles.filter((n) => !/^\w+$/.test(n));
  const found = new Map<string, number>();
  const run = async (list: string[], word: boolean) => {
    if (list.length === 0) return;
    const args = ['grep', '-o', '-h', '-F', '-I', '--no-color', ...(word ? ['-w'] : [])];
    if (side.rev === undefined) args.push('--untracked');
    for (const n of list) args.push('-e', n);
    if (side.rev !== undefined) args.push(side.rev);
    args.push('--', ...pathspecs);
    const r = await git(side.repo, args);
    for (const line of String(r.stdout).split('\n')) {
      const hit = side.rev !== undefined && line.startsWith(`${side.rev}:`) ? line.slice(side.rev.length + 1) : line;
      if (hit) found.set(hit, (found.get(hit) ?? 0) + 1);
    }
  };
  await Promise.all([run(words, true), run(others, false)]);
  return found;
}

/** Files on one side matching any of the patterns (fixed strings, or extended regexps), within the pathspecs. */
export async function grepFiles(
  side: Side,
  needles: string[],
  pathspecs: string[],
  extended: boolean,
): Promise<string[]> {
  const args = ['grep', '-l', extended ? '-E' : '-F', '-I', '--no-color'];
  if (side.rev === undefined) args.push('--untracked');
  for (const n of needles) args.push('-e', n);
  if (side.rev !== undefined) args.push(side.rev);
  args.push('--', ...pathspecs);
  const r = await git(side.repo, args);
  return String(r.stdout)
    .split('\n')
    .filter(Boolean)
    .map((l) => (side.rev !== undefined && l.startsWith(`${side.rev}:`) ? l.slice(side.rev.length + 1) : l));
}

/**
 * The texts matching an extended regexp in the given pathspecs on one side (`git grep -o -E`), one per match,
 * without the revision prefix. The pattern names its words itself; callers pass only `\w+` names into it.
 */
export async function grepMatches(side: Side, pattern: string, pathspecs: string[]): Promise<string[]> {
  const args = ['grep', '-h', '-o', '-E', '-I', '--no-color'];
  if (side.rev === undefined) args.push('--untracked');
  args.push('-e', pattern);
  if (side.rev !== undefined) args.push(side.rev);
  args.push('--', ...pathspecs);
  const r = await git(side.repo, args);
  const prefix = side.rev !== undefined ? `${side.rev}:` : undefined;
  return String(r.stdout)
    .split('\n')
    .filter(Boolean)
    .map((line) => (prefix && line.startsWith(prefix) ? line.slice(prefix.length) : line));
}

/** The names of `names` that are identifiers, once each: what a pattern's alternation may hold. */
const identifiers = (names: string[]) => [...new Set(names.filter((n) => /^\w+$/.test(n)))];

/**
 * The texts of the named string resources on one side (`<string name="x">text</string>` in
 * `res/values*` XML, or `where` another tree of them: Compose Multiplatform's `composeResources/values*`), every
 * definition of each name (locales, modules) as a set.
 */
export async function stringResourceTexts(
  side: Side,
  names: string[],
  where = ':(glob)**/res/values*/*.xml',
): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  const wanted = identifiers(names);
  if (wanted.length === 0) return out;
  const pattern = `<string name="(${wanted.join('|')})"[^>]*>[^<]*</string>`;
  for (const line of await grepMatches(side, pattern, [where])) {
    const m = /<string name="(\w+)"[^>]*>([^<]*)<\/string>/.exec(line);
    if (!m) continue;
    const set = out.get(m[1]!) ?? new Set<string>();
    set.add(m[2]!.trim());
    out.set(m[1]!, set);
  }
  return out;
}

/**
 * Which of the string resources `names` the app shows on one side: read by code (`R.string.x`, any `…R`
 * alias) or by resource XML (`@string/x` in a layout, menu, preference screen, the manifest). Definitions in
 * `values*` and anything in a test source set do not count.
 */
export async function stringResourcesShown(side: Side, names: string[], testPathspecs: string[]): Promise<Set<string>> {
  const wanted = identifiers(names);
  if (wanted.length === 0) return new Set();
  const pattern = `(R\\.string\\.|@string/)(${wanted.join('|')})([^A-Za-z0-9_]|$)`;
  const notTests = testPathspecs.map((p) => p.replace(':(glob)', ':(exclude,glob)'));
  const hits = await grepMatches(side, pattern, [
    '*.kt',
    '*.java',
    '*.xml',
    ':(exclude,glob)**/res/values*/**',
    ...notTests,
  ]);
  return new Set(hits.flatMap((h) => /(?:R\.string\.|@string\/)(\w+)/.exec(h)?.[1] ?? []));
}

/**
 * Which of the constants `names` one side uses as a test tag: `Modifier.testTag(X)`, `onNodeWithTag(X)`,
 * `hasTestTag(X)`, `withTagValue(is(X))` (in Kotlin or Java, qualified or not).
 */
export async function tagConstants(side: Side, names: string[]): Promise<Set<string>> {
  const wanted = identifiers(names);
  if (wanted.length === 0) return new Set();
  const pattern = `(testTag|WithTag|TestTag|withTagValue)\\(([A-Za-z]+\\()?([A-Za-z0-9_]+\\.)*(${wanted.join('|')})([^A-Za-z0-9_]|$)`;
  const hits = await grepMatches(side, pattern, ['*.kt', '*.java']);
  return new Set(hits.flatMap((h) => /(\w+)\W?$/.exec(h)?.[1] ?? []).filter((n) => wanted.includes(n)));
}

/**
 * Which of the directories hold a file on one side: a file of the commit's tree, or in the working tree a file
 * git tracks or would track that is on disk. One `git ls-tree`/`git ls-files` for all of them.
 */
export async function dirsWithFiles(side: Side, dirs: string[]): Promise<Set<string>> {
  if (dirs.length === 0) return new Set();
  const specs = dirs.map((d) => `${d}/`);
  const args =
    side.rev === undefined
      ? ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...specs]
      : ['ls-tree', '-r', '-z', '--name-only', side.rev, '--', ...specs];
  const r = await git(side.repo, args);
  // a git that fails cannot show a directory empty
  if (r.exitCode !== 0) return new Set(dirs);
  const files = String(r.stdout).split('\0').filter(Boolean);
  const present = side.rev === undefined ? files.filter((f) => existsSync(path.join(side.repo, f))) : files;
  return new Set(dirs.filter((d) => present.some((f) => f.startsWith(`${d}/`))));
}

/** The messages of the commits in `base..head` (newest first), for trailers such as `Droidheal-Ack:`. */
export async function commitMessages(repo: string, base: string, head: string): Promise<CommitMessage[]> {
  const r = await git(repo, ['log', '--format=%H%x00%B%x00', `${base}..${head}`]);
  if (r.exitCode !== 0) return [];
  const parts = String(r.stdout).split('\0');
  const out: CommitMessage[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) out.push({ commit: parts[i]!.trim(), message: parts[i + 1]!.trim() });
  return out;
}

/** A commit's first parent, or undefined for a root commit. */
export async function parentOf(repo: string, commit: string): Promise<string | undefined> {
  const r = await git(repo, ['rev-parse', '--verify', '-q', `${commit}^1`]);
  return r.exitCode === 0 ? String(r.stdout).trim() : undefined;
}
