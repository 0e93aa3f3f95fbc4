import { link, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { DroidhealError } from '../errors.js';

/**
 * One droidheal process at a time in a history database. The wasm SQLite's file-system VFS locks with
 * a `DB.lock` directory and answers SQLITE_BUSY at once (no busy wait), and a process killed while it
 * held that directory leaves it behind for ever. So every access takes this lock first: a file made
 * with O_EXCL that names its holder. A holder on this host that is gone is stale and taken over; a
 * live one is waited for, with backoff, up to a deadline.
 */
interface HistoryLockHolder {
  pid: number;
  host: string;
  since: string;
}

export const LOCK_WAIT_MS = 30_000;

export function lockFileOf(database: string): string {
  return `${database}.droidheal-lock`;
}

export async function withLock<T>(database: string, fn: () => T | Promise<T>, waitMs = LOCK_WAIT_MS): Promise<T> {
  const file = lockFileOf(database);
  await acquire(file, waitMs);
  try {
    return await fn();
  } finally {
    await rm(file, { force: true });
  }
}

async function acquire(file: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let pause = 5; ; pause = Math.min(pause * 2, 200)) {
    if (await tryCreate(file)) return;
    const holder = await readHolder(file);
    if (holder === 'gone') continue;
    if (await isStale(file, holder)) {
      await takeOver(file, holder);
      continue;
    }
    if (Date.now() > deadline) throw busy(file, holder);
    // jitter, so writers that collided do not retry in step
    await sleep(pause / 2 + Math.random() * pause);
  }
}

async function tryCreate(file: string): Promise<boolean> {
  try {
    const handle = await open(file, 'wx');
    const me: HistoryLockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
    await handle.writeFile(JSON.stringify(me));
    await handle.close();
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/** The holder, `undefined` while it is still writing its name, or 'gone' when it let go meanwhile. */
async function readHolder(file: string): Promise<HistoryLockHolder | undefined | 'gone'> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as HistoryLockHolder;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : undefined;
  }
}

/** A name-less lock older than this was left by a process killed between creating and writing it. */
const UNNAMED_STALE_MS = 10_000;

async function isStale(file: string, holder: HistoryLockHolder | undefined): Promise<boolean> {
  if (holder === undefined) {
    const s = await stat(file).catch(() => undefined);
    return s !== undefined && Date.now() - s.mtimeMs > UNNAMED_STALE_MS;
  }
  // another host's process cannot be asked; it is waited for, and the error names it
  return holder.host === hostname() && !isAlive(holder.pid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Move the stale lock aside (atomic), then check it is the one judged stale: two processes may judge
 * it at once, and the second must not remove the lock the first has just made; that one is put back.
 */
async function takeOver(file: string, stale: HistoryLockHolder | undefined): Promise<void> {
  const aside = `${file}.stale-${process.pid}`;
  try {
    await rename(file, aside);
  } catch {
    return; // someone else moved it first
  }
  const moved = await readHolder(aside);
  const same =
    moved === stale || (typeof moved === 'object' && moved.pid === stale?.pid && moved.since === stale?.since);
  if (!same) await link(aside, file).catch(() => {});
  await rm(aside, { force: true });
}

function busy(file: string, holder: HistoryLockHolder | undefined): DroidhealError {
  const who = holder
    ? `pid ${holder.pid} on ${holder.host} since ${holder.since}`
    : 'a process that did not name itself';
  return new DroidhealError(`the run history is locked by ${who} (${file})`, {
    code: 'ERR_ENVIRONMENT',
    remedy: 'wait for that droidheal to finish; if it is gone, delete the lock file',
  });
}
