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
}

export type OutsideChange = 'created' | 'modified' | 'deleted';

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
): Promise<Map<string, Map<string, bigint>>> {
  const out = new Map<string, Map<string, bigint>>();
  const stack = [root];
  let sinceYield = 0;
  while (stack.length > 0) {
    const dir = stack.pop()!;
    const list = entries(dir);
    if (!list) continue;
    const here = new Map<string, bigint>();
    out.set(dir, here);
    for (const e of list) {
      if (!budget.spend()) throw new OverBudget();
      const p = path.join(dir, e.name);
      if (isExcluded(p, exclude)) continue;
      const st = lstatSync(p, { bigint: true, throwIfNoEntry: false });
      if (!st) continue;
      here.set(e.name, st.ctimeNs);
      if (st.isDirectory()) stack.push(p);
    }
    sinceYield += list.length;
    if (sinceYield >= YIELD_EVERY) {
      sinceYield = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return out;
}

/**
 * Start watching `roots`; call `finish` when the session has ended. Each root must exist to be
 * watched (a missing one cannot be written into without creating it, which its parent's listing shows).
 */
export async function watchOutside(opts: OutsideWatchOptions): Promise<OutsideWatch> {
  const exclude = opts.exclude.map((e) => path.resolve(e));
  const maxEntries = opts.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxMs = opts.maxMs ?? DEFAULT_MAX_MS;
  // a root inside another is watched as part of it
  const roots: WatchedRoot[] = [];
  for (const r of [...opts.roots]
    .map((x) => ({ ...x, path: path.resolve(x.path) }))
    .sort((a, b) => a.path.length - b.path.length))
    if (!roots.some((o) => isExcluded(r.path, [o.path]))) roots.push(r);
  const before = new Map<string, Map<string, Map<string, bigint>> | 'over'>();
  for (const r of roots) {
    try {
      before.set(r.path, await snapshot(r.path, exclude, new Budget(maxEntries, maxMs)));
    } catch (err) {
      if (!(err instanceof OverBudget)) throw err;
      before.set(r.path, 'over');
    }
  }

  return {
    async finish() {
      const writes: OutsideWrite[] = [];
      const unchecked: string[] = [];
      for (const r of roots) {
        const listed = before.get(r.path);
        if (listed === 'over' || listed === undefined) {
          unchecked.push(`${r.why} (${r.path}): more than ${maxEntries} entries or ${maxMs / 1000} s to read`);
          continue;
        }
        try {
          const after = await snapshot(r.path, exclude, new Budget(maxEntries, maxMs));
          compare(r, listed, after, writes);
        } catch (err) {
          if (!(err instanceof OverBudget)) throw err;
          unchecked.push(`${r.why} (${r.path}): more than ${maxEntries} entries or ${maxMs / 1000} s to read`);
        }
      }
      for (const w of writes) if (w.change === 'created') w.undone = await removeCreated(w.path);
      return { writes, unchecked };
    },
  };
}

function compare(
  root: WatchedRoot,
  before: Map<string, Map<string, bigint>>,
  after: Map<string, Map<string, bigint>>,
  writes: OutsideWrite[],
): void {
  const walk = (dir: string, old: Map<string, bigint>, now: Map<string, bigint>) => {
    for (const [name, ctime] of now) {
      const p = path.join(dir, name);
      const was = old.get(name);
      // created during the session: named once, its contents go with it
      if (was === undefined) writes.push({ path: p, change: 'created', root: root.path, undone: false });
      else {
        const sub = after.get(p);
        if (sub) walk(p, before.get(p) ?? new Map(), sub);
        else if (was !== ctime) writes.push({ path: p, change: 'modified', root: root.path, undone: false });
      }
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
    w.change === 'created' ? (w.undone ? 'removed' : 'could not be removed') : w.undone ? 'restored' : 'not restored';
  return [
    ...r.writes.map((w) => `${w.change} ${w.path} (${what(w)})`),
    ...r.unchecked.map((u) => `could not check ${u}`),
  ];
}
