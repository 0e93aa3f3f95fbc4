import type { Dirent } from 'node:fs';
import { lstatSync, readdirSync } from 'node:fs';
import { lstat, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * `--no-sandbox`: what a fixer session wrote outside its worktree, found afterwards (docs/decisions.md,
 * "Containment"). Weaker than the sandbox — it sees a write after the fact and cannot restore what was
 * overwritten — so it fails closed: anything changed under a watched root during the session is named
 * and the attempt refused, whoever changed it; a root too large to read within the budget refuses too.
 *
 * Before the session every entry under each root is `lstat`ed and its ctime kept; after it, again. The
 * ctime — which any write, chmod, rename or link count change moves and no program can set back
 * (utimes sets mtime, not ctime) — says what was modified; the listings say what was created and
 * deleted. Comparing ctimes, not a clock, leaves no window around the session's start.
 */
export interface WatchedRoot {
  path: string;
  /** for the message: `HOME`, `the user's repository`, `TMPDIR` … */
  why: string;
}

export interface OutsideWatchOptions {
  roots: readonly WatchedRoot[];
  /** paths whose own writes are not outside (the worktree itself, droidheal's report dir); their subtrees too */
  exclude: readonly string[];
  /** most entries read per root, before or after (default 400,000) */
  maxEntries?: number;
  /** most time one walk may take (default 60 s) */
  maxMs?: number;
  /** stops a walk with an AbortError (heal interrupted) */
  signal?: AbortSignal;
  /**
   * Where what was created during the session is removed again: only places no other program writes to
   * (droidheal's own scratch beside the worktree). Elsewhere — HOME, /tmp, the user's working tree —
   * detection cannot tell the fixer's file from another program's, and removing someone else's new file
   * is data loss: it is named and left in place.
   */
  removeWithin?: readonly string[];
}

/**
 * `mode`: permissions alone changed (a `chmod 777 ~/.ssh` — a directory's own mode too, which its
 * ctime cannot show since every entry written inside it moves that); `type`: a file became a link, a
 * directory, or the reverse.
 */
export type OutsideChange = 'created' | 'modified' | 'deleted' | 'mode' | 'type';

export interface OutsideWrite {
  path: string;
  change: OutsideChange;
  root: string;
  /** created and removed again by droidheal; false: still on disk, or (modified, deleted) not restorable */
  undone: boolean;
}

export interface OutsideReport {
  writes: OutsideWrite[];
  /** roots that could not be read whole within the budget: what happened there is unknown */
  unchecked: string[];
}

export interface OutsideWatch {
  /** after the session: what changed outside, with what droidheal created removed again */
  finish(): Promise<OutsideReport>;
}

const DEFAULT_MAX_ENTRIES = 400_000;
const DEFAULT_MAX_MS = 60_000;
const YIELD_EVERY = 4096;

class Budget {
  entries = 0;
  private readonly deadline: number;
  constructor(
    private readonly maxEntries: number,
    maxMs: number,
  ) {
    this.deadline = performance.now() + maxMs;
  }
  spend(): boolean {
    this.entries++;
    return this.entries <= this.maxEntries && (this.entries % 1024 !== 0 || performance.now() < this.deadline);
  }
}

class OverBudget extends Error {}

/** What one `lstat` keeps of an entry: enough to tell a content write from a chmod from a replacement. */
interface EntryStat {
  ctimeNs: bigint;
  mtimeNs: bigint;
  size: bigint;
  mode: number;
}

/** Every directory walked under one root, with its entries' metadata by name. */
type Listing = Map<string, Map<string, EntryStat>>;

const S_IFMT = 0o170000;
const isDirMode = (mode: number) => (mode & S_IFMT) === 0o040000;

/** Whether `p` is one of `excluded` or inside one. */
function isExcluded(p: string, excluded: readonly string[]): boolean {
  return excluded.some((e) => p === e || p.startsWith(e + path.sep));
}

function entries(dir: string): Dirent[] | undefined {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    // unreadable or gone: nothing droidheal could have compared there
    return undefined;
  }
}

/**
 * Every directory under `root` (not following links) with its entries' ctimes, within the budget.
 * Synchronous calls, three times faster than the promise API here (300,000 entries in ~2.4 s against
 * ~6.5 s), handing the event loop back every few thousand entries so adb and the devices keep talking.
 */
async function snapshot(
  root: string,
  exclude: readonly string[],
  budget: Budget,
  signal: AbortSignal | undefined,
): Promise<Listing> {
  const out: Listing = new Map();
  const stack = [root];
  let sinceYield = 0;
  while (stack.length > 0) {
    const dir = stack.pop()!;
    const list = entries(dir);
    if (!list) continue;
    const here = new Map<string, EntryStat>();
    out.set(dir, here);
    for (const e of list) {
      if (!budget.spend()) throw new OverBudget();
      const p = path.join(dir, e.name);
      if (isExcluded(p, exclude)) continue;
      const st = lstatSync(p, { bigint: true, throwIfNoEntry: false });
      if (!st) continue;
      here.set(e.name, { ctimeNs: st.ctimeNs, mtimeNs: st.mtimeNs, size: st.size, mode: Number(st.mode) });
      if (st.isDirectory()) stack.push(p);
    }
    sinceYield += list.length;
    if (sinceYield >= YIELD_EVERY) {
      sinceYield = 0;
      await new Promise((resolve) => setImmediate(resolve));
      signal?.throwIfAborted();
    }
  }
  return out;
}

/** The state of every watched root before a session, from `snapshotOutside`. */
export interface OutsideSnapshot {
  roots: WatchedRoot[];
  exclude: string[];
  maxEntries: number;
  maxMs: number;
  signal: AbortSignal | undefined;
  /** per root path: its listing and the root's own metadata, or 'over' when it did not fit the budget */
  listings: Map<string, { listing: Listing; self: EntryStat | undefined } | 'over'>;
}

function rootStat(p: string): EntryStat | undefined {
  const st = lstatSync(p, { bigint: true, throwIfNoEntry: false });
  return st && { ctimeNs: st.ctimeNs, mtimeNs: st.mtimeNs, size: st.size, mode: Number(st.mode) };
}

/**
 * Before a session: walk `roots` (never following links), within the budget. A root inside another is
 * watched as part of it; a missing root is skipped (writing into it means creating it, which its
 * parent's listing shows only if the parent is watched — the caller passes existing roots).
 */
export async function snapshotOutside(
  roots: readonly WatchedRoot[],
  opts: Omit<OutsideWatchOptions, 'roots'>,
): Promise<OutsideSnapshot> {
  const exclude = opts.exclude.map((e) => path.resolve(e));
  const maxEntries = opts.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxMs = opts.maxMs ?? DEFAULT_MAX_MS;
  const kept: WatchedRoot[] = [];
  for (const r of [...roots]
    .map((x) => ({ ...x, path: path.resolve(x.path) }))
    .sort((a, b) => a.path.length - b.path.length))
    if (!kept.some((o) => isExcluded(r.path, [o.path]))) kept.push(r);
  const listings: OutsideSnapshot['listings'] = new Map();
  for (const r of kept) {
    opts.signal?.throwIfAborted();
    try {
      const self = rootStat(r.path);
      listings.set(r.path, {
        listing: await snapshot(r.path, exclude, new Budget(maxEntries, maxMs), opts.signal),
        self,
      });
    } catch (err) {
      if (!(err instanceof OverBudget)) throw err;
      listings.set(r.path, 'over');
    }
  }
  return { roots: kept, exclude, maxEntries, maxMs, signal: opts.signal, listings };
}

/**
 * After the session: walk the same roots again and name every change. Roots that did not fit the
 * budget (before or now) come back in `unchecked` — the caller refuses on them as on a write.
 * Nothing is removed here (`undoCreated` does that).
 */
export async function compareOutside(before: OutsideSnapshot): Promise<OutsideReport> {
  const writes: OutsideWrite[] = [];
  const unchecked: string[] = [];
  const tooBig = (r: WatchedRoot) =>
    `${r.why} (${r.path}): more than ${before.maxEntries} entries or ${before.maxMs / 1000} s to read`;
  for (const r of before.roots) {
    const was = before.listings.get(r.path);
    if (was === 'over' || was === undefined) {
      unchecked.push(tooBig(r));
      continue;
    }
    try {
      const after = await snapshot(r.path, before.exclude, new Budget(before.maxEntries, before.maxMs), before.signal);
      const self = rootStat(r.path);
      if (was.self && !self) writes.push({ path: r.path, change: 'deleted', root: r.path, undone: false });
      else if (was.self && self) {
        const change = changeOf(was.self, self, true);
        if (change) writes.push({ path: r.path, change, root: r.path, undone: false });
      }
      compare(r, was.listing, after, writes);
    } catch (err) {
      if (!(err instanceof OverBudget)) throw err;
      unchecked.push(tooBig(r));
    }
  }
  return { writes, unchecked };
}

/**
 * Remove the `created` writes under `within` (links themselves, never what they name); marks each
 * `undone` or not. What was created elsewhere is left: it may be another program's.
 */
export async function undoCreated(report: OutsideReport, within: readonly string[]): Promise<OutsideReport> {
  const ours = within.map((w) => path.resolve(w));
  for (const w of report.writes)
    if (w.change === 'created' && ours.some((o) => w.path === o || w.path.startsWith(o + path.sep)))
      w.undone = await removeCreated(w.path);
  return report;
}

/** `snapshotOutside` now, then `compareOutside` + `undoCreated` in `finish` (what containment uses). */
export async function watchOutside(opts: OutsideWatchOptions): Promise<OutsideWatch> {
  const before = await snapshotOutside(opts.roots, opts);
  return { finish: async () => undoCreated(await compareOutside(before), opts.removeWithin ?? []) };
}

/**
 * How an entry present before and after changed, if it did. A directory's ctime and mtime move with
 * every entry written in it, so for a directory only its type and permissions count (its entries are
 * compared one by one); for anything else a moved ctime is a write unless only the mode differs.
 */
function changeOf(was: EntryStat, now: EntryStat, isDir: boolean): OutsideChange | undefined {
  if ((was.mode & S_IFMT) !== (now.mode & S_IFMT)) return 'type';
  if (isDir) return was.mode !== now.mode ? 'mode' : undefined;
  if (was.ctimeNs === now.ctimeNs) return undefined;
  if (was.mode !== now.mode && was.mtimeNs === now.mtimeNs && was.size === now.size) return 'mode';
  return 'modified';
}

function compare(root: WatchedRoot, before: Listing, after: Listing, writes: OutsideWrite[]): void {
  const walk = (dir: string, old: Map<string, EntryStat>, now: Map<string, EntryStat>) => {
    for (const [name, st] of now) {
      const p = path.join(dir, name);
      const was = old.get(name);
      // created during the session: named once, its contents go with it
      if (was === undefined) {
        writes.push({ path: p, change: 'created', root: root.path, undone: false });
        continue;
      }
      const dirNow = isDirMode(st.mode);
      const change = changeOf(was, st, dirNow);
      if (change) writes.push({ path: p, change, root: root.path, undone: false });
      // a directory that replaced a file is named once as `type`; its contents are new with it
      if (dirNow && change !== 'type') walk(p, before.get(p) ?? new Map(), after.get(p) ?? new Map());
    }
    for (const name of old.keys())
      if (!now.has(name))
        writes.push({ path: path.join(dir, name), change: 'deleted', root: root.path, undone: false });
  };
  walk(root.path, before.get(root.path) ?? new Map(), after.get(root.path) ?? new Map());
}

/** Remove what the session created; never follows a link (a created link is removed, not what it names). */
async function removeCreated(p: string): Promise<boolean> {
  try {
    await rm(p, { recursive: true, force: true });
    await lstat(p).then(
      () => {
        throw new Error('still there');
      },
      () => undefined,
    );
    return true;
  } catch {
    return false;
  }
}

/** One line per write for the refusal and the log: `created /tmp/x (removed)`. */
export function describeWrites(r: OutsideReport): string[] {
  const what = (w: OutsideWrite) =>
    w.change === 'created'
      ? w.undone
        ? 'removed'
        : "left in place: it may be another program's — check and remove it"
      : w.undone
        ? 'restored'
        : 'not restored';
  return [
    ...r.writes.map((w) => `${w.change} ${w.path} (${what(w)})`),
    ...r.unchecked.map((u) => `could not check ${u}`),
  ];
}
