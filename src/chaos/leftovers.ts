import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a real chaos run looks for after droidheal ended: its tree, its processes (invariants 4 and 5). */

/** Every file under `dir` (but `skip` names) with its mode and content hash: the working tree's fingerprint. */
export function fingerprint(dir: string, skip: ReadonlySet<string> = new Set()): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      if (skip.has(name)) continue;
      const p = path.join(d, name);
      const s = statSync(p);
      if (s.isDirectory()) {
        out.set(`${path.relative(dir, p)}/`, String(s.mode));
        walk(p);
      } else out.set(path.relative(dir, p), `${s.mode}|${createHash('sha256').update(readFileSync(p)).digest('hex')}`);
    }
  };
  walk(dir);
  return out;
}

/** Paths whose entry differs between two fingerprints (added, removed or changed). */
export function changedPaths(a: Map<string, string>, b: Map<string, string>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k)).sort();
}

/**
 * The environment of a droidheal process a chaos run starts: its own HOME, temp dir, adb server and
 * lock dir, so whatever it leaves is found there, and `mark` in every process it starts.
 */
export function isolatedEnv(o: { home: string; tmp: string; adbPort: number; locks: string; mark: string }) {
  return {
    HOME: o.home,
    TMPDIR: o.tmp,
    ANDROID_ADB_SERVER_PORT: String(o.adbPort),
    DROIDHEAL_LOCK_DIR: o.locks,
    DROIDHEAL_CHAOS_MARK: o.mark,
    CI: '1',
  };
}

/** Pids of live processes whose environment carries `mark` (so: started, directly or not, by the run). */
export function markedProcesses(mark: string): number[] {
  const out: number[] = [];
  for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      if (readFileSync(`/proc/${pid}/environ`, 'latin1').includes(mark)) out.push(Number(pid));
    } catch {
      // gone, or not ours to read
    }
  }
  return out;
}

export const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Poll `cond` until it holds or `ms` passed (a process exiting, a file appearing: no event to wait on). */
export async function until(cond: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (cond()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return cond();
}

/** Run `work` over `items` with at most `concurrency` at once; results in item order. */
export async function pool<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return out;
}

export type Lines = Array<{ at: number; text: string }>;

/** Lines told in chunks, each stamped with the moment it arrived (Date.now()). */
export function lineStamper(): { push: (chunk: string) => void; end: () => Lines } {
  const lines: Lines = [];
  let partial = '';
  return {
    push: (chunk) => {
      const at = Date.now();
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const text of parts) lines.push({ at, text });
    },
    end: () => {
      if (partial) lines.push({ at: Date.now(), text: partial });
      partial = '';
      return lines;
    },
  };
}
