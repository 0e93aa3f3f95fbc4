import { createHash, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * Cross-process device locks: one file per (adb server, serial) in a directory every droidheal
 * process on the host shares, so two jobs on one adb server never lease the same phone. A lock is
 * created atomically with its whole record (write a private temp file, then `link` it to the lock
 * name: link fails if the name exists), removed on release and on process exit, and taken over
 * when its holder died without removing it (SIGKILL, crash, power loss of the job only).
 */

/** Who holds a device: written once into the lock file. */
export const LockHolder = z.object({
  pid: z.number().int(),
  host: z.string(),
  startedAt: z.string(),
  command: z.string(),
  /** the holder's process start time (Linux /proc), so a reused pid does not look alive */
  procStart: z.string().optional(),
  server: z.string(),
  serial: z.string(),
  /** unique per lock, so release removes only its own file */
  id: z.string(),
});
export type LockHolder = z.infer<typeof LockHolder>;

export type LockAttempt = { ok: true } | { ok: false; holder?: LockHolder };

/** Where the locks live: $DROIDHEAL_LOCK_DIR, else <tmpdir>/droidheal-leases. */
export function lockDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DROIDHEAL_LOCK_DIR || path.join(os.tmpdir(), 'droidheal-leases');
}

/** `localhost` and `127.0.0.1` reach the same adb server. */
function serverKey(server: string): string {
  return server.replace(/^localhost:/i, '127.0.0.1:');
}

/**
 * A safe file name for (server, serial): only [A-Za-z0-9._-], no leading dot, bounded length, plus a
 * hash of the exact pair so two serials that clean up alike (`a:b`, `a_b`) never share a lock.
 */
export function lockFileName(server: string, serial: string): string {
  const key = `${serverKey(server)}\n${serial}`;
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 16);
  const readable = `${serverKey(server)}_${serial}`
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._-]+/, '')
    .slice(0, 80);
  return `${readable}-${hash}.lock`;
}

/** How `/proc` names this process's start (field 22 of stat), or undefined off Linux. */
function procStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces and parentheses: count fields after the last ')'
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'; // exists, another user's
  }
}

/** A lock is stale when its holder ran on this host and is gone (or its pid now names another process). */
export function holderAlive(h: LockHolder): boolean {
  if (h.host !== os.hostname()) return true; // cannot check another host's processes: respect the lock
  if (!pidAlive(h.pid)) return false;
  const now = h.procStart === undefined ? undefined : procStartOf(h.pid);
  return now === undefined || now === h.procStart;
}

function readHolder(file: string): LockHolder | undefined {
  try {
    return LockHolder.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

function errno(e: unknown): string | undefined {
  return (e as NodeJS.ErrnoException).code;
}

/** A file that is not a lock record (foreign junk, a torn write by another tool) counts as stale after this. */
const UNREADABLE_GRACE_MS = 5000;
/** A takeover takes milliseconds; a guard older than this was left by a holder that died mid-takeover. */
const GUARD_STALE_MS = 10_000;

/** Every lock file this process holds, removed synchronously when it exits however it exits normally. */
const heldFiles = new Map<string, string>(); // file → id
let exitHookInstalled = false;
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const [file, id] of heldFiles) removeIfOurs(file, id);
  });
}

function removeIfOurs(file: string, id: string): void {
  heldFiles.delete(file);
  if (readHolder(file)?.id !== id) return; // taken over after we were judged dead, or already gone
  try {
    unlinkSync(file);
  } catch {
    // already removed
  }
}

export interface DeviceLocksOptions {
  dir?: string;
  /** what `droidheal devices` shows for this holder (default: this process's argv) */
  command?: string;
}

/** The device locks of one pool. Synchronous on purpose: they are tiny files, and the lease book decides synchronously. */
export class DeviceLocks {
  readonly dir: string;
  private readonly command: string;
  private readonly mine = new Map<string, string>(); // file → id

  constructor(opts: DeviceLocksOptions = {}) {
    this.dir = opts.dir ?? lockDir();
    this.command = opts.command ?? commandLine();
  }

  fileFor(server: string, serial: string): string {
    return path.join(this.dir, lockFileName(server, serial));
  }

  /** Lock a device for this process, taking over a dead holder's lock; else say who holds it. */
  tryLock(server: string, serial: string): LockAttempt {
    const file = this.fileFor(server, serial);
    if (this.mine.has(file)) return { ok: false }; // this pool holds it already
    mkdirSync(this.dir, { recursive: true });
    const record: LockHolder = {
      pid: process.pid,
      host: os.hostname(),
      startedAt: new Date().toISOString(),
      command: this.command,
      procStart: procStartOf(process.pid),
      server,
      serial,
      id: randomUUID(),
    };
    if (this.link(file, record)) return this.took(file, record);
    const holder = readHolder(file);
    if (holder ? holderAlive(holder) : !this.unreadableStale(file)) return { ok: false, holder };
    return this.takeOver(file, record, holder) ? this.took(file, record) : { ok: false, holder: readHolder(file) };
  }

  /** Another process's live hold on a device, if any (for `droidheal devices`). */
  holder(server: string, serial: string): LockHolder | undefined {
    const file = this.fileFor(server, serial);
    if (this.mine.has(file)) return undefined;
    const h = readHolder(file);
    return h && holderAlive(h) ? h : undefined;
  }

  /** Idempotent; removes the file only while it is still ours. */
  unlock(server: string, serial: string): void {
    const file = this.fileFor(server, serial);
    const id = this.mine.get(file);
    if (id === undefined) return;
    this.mine.delete(file);
    removeIfOurs(file, id);
  }

  unlockAll(): void {
    for (const [file, id] of this.mine) removeIfOurs(file, id);
    this.mine.clear();
  }

  private took(file: string, record: LockHolder): LockAttempt {
    this.mine.set(file, record.id);
    heldFiles.set(file, record.id);
    installExitHook();
    return { ok: true };
  }

  /** Create `file` holding `record` atomically; false when it exists. */
  private link(file: string, record: LockHolder): boolean {
    const tmp = `${file}.${process.pid}.${record.id}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(record)}\n`, { flag: 'wx' });
    try {
      linkSync(tmp, file);
      return true;
    } catch (e) {
      if (errno(e) === 'EEXIST') return false;
      throw e;
    } finally {
      try {
        unlinkSync(tmp);
      } catch {
        // gone already
      }
    }
  }

  private unreadableStale(file: string): boolean {
    try {
      return Date.now() - statSync(file).mtimeMs > UNREADABLE_GRACE_MS;
    } catch {
      return true; // vanished: the next attempt creates it
    }
  }

  /**
   * Replace a dead holder's lock. Two processes may find the same stale lock at once; only the one
   * that creates the guard file (atomically) may remove it, and it checks again under the guard that
   * the lock is still the dead one — so a lock a live process just took is never removed. Fresh
   * locks never remove anything, so under the guard nobody else can change the file.
   */
  private takeOver(file: string, record: LockHolder, seen: LockHolder | undefined): boolean {
    const guard = `${file}.takeover`;
    if (!this.link(guard, record)) {
      const g = readHolder(guard);
      let age = 0;
      try {
        age = Date.now() - statSync(guard).mtimeMs;
      } catch {
        return false; // just finished: try again next round
      }
      // a guard whose owner died mid-takeover: clear it; the next round competes for it again
      if ((g && !holderAlive(g)) || age > GUARD_STALE_MS) if (readHolder(guard)?.id === g?.id) unlinkQuiet(guard);
      return false;
    }
    try {
      const now = readHolder(file);
      if (now?.id !== seen?.id) return false; // it changed since we judged it: judge again next round
      if (now ? holderAlive(now) : !this.unreadableStale(file)) return false;
      unlinkQuiet(file);
      return this.link(file, record);
    } finally {
      unlinkQuiet(guard);
    }
  }
}

function unlinkQuiet(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // gone already
  }
}

function commandLine(): string {
  const args = process.argv.slice(1).map((a, i) => (i === 0 ? path.basename(a) : a));
  return args.join(' ').slice(0, 200);
}

/** "pid 123 (droidheal run …)" — how a holder is named to people. */
export function describeHolder(h: LockHolder): string {
  const cmd = h.command.length > 60 ? `${h.command.slice(0, 59)}…` : h.command;
  return `pid ${h.pid}${h.host === os.hostname() ? '' : ` on ${h.host}`} (${cmd})`;
}
