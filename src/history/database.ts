import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from 'node-sqlite3-wasm';
import { DroidhealError } from '../errors.js';
import { makeDir } from '../fs/make-dir.js';
import { withLock } from './lock.js';
import { MIGRATIONS, SCHEMA_VERSION } from './schema.js';

export type { Database } from 'node-sqlite3-wasm';

/**
 * Open the history database under its lock, bring its tables to this version, run `fn`, close.
 * SQLite itself (compiled to wasm, node-sqlite3-wasm) writes the file, in WAL mode with `synchronous=FULL`:
 * a transaction is durable once committed, and one cut by a crash has no commit frame, so the next open
 * ignores it. Not the rollback journal: this VFS's reserved-lock check sees the opener's own lock, so
 * it never finds a hot journal to roll back (docs/decisions.md, "Run history").
 */
export async function withHistoryDatabase<T>(
  file: string,
  fn: (db: Database) => T,
  opts: { create: boolean },
): Promise<T> {
  if (!opts.create && !existsSync(file)) throw missingHistory(file);
  if (opts.create) await makeDir(path.dirname(file));
  // loaded on first use: the wasm module costs start-up time that commands without history should not pay
  const { default: sqlite } = await import('node-sqlite3-wasm');
  return withLock(file, async () => {
    // under the lock nobody else is in the database: a VFS lock directory now is a killed process's
    await rm(`${file}.lock`, { recursive: true, force: true });
    const db = new sqlite.Database(file);
    try {
      openWal(db, file);
      migrate(db, file);
      return fn(db);
    } finally {
      db.close();
    }
  });
}

/**
 * WAL without shared memory (the VFS has none) needs the exclusive locking mode, set before the first
 * read; droidheal's own lock already keeps every other process out while the database is open.
 */
function openWal(db: Database, file: string): void {
  db.exec('PRAGMA locking_mode = EXCLUSIVE');
  const mode = db.get('PRAGMA journal_mode = WAL')?.journal_mode;
  if (mode !== 'wal')
    throw new DroidhealError(`${file}: SQLite would not use its write-ahead log (journal mode ${String(mode)})`, {
      code: 'ERR_ENVIRONMENT',
      remedy: 'check the folder is writable and on a local disk',
    });
  db.exec('PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
}

/** Run `fn` in one write transaction: all of it is stored, or none of it. */
export function transaction<T>(db: Database, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw err;
  }
}

function migrate(db: Database, file: string): void {
  const version = Number(db.get('PRAGMA user_version')?.user_version ?? 0);
  if (version > SCHEMA_VERSION)
    throw new DroidhealError(`${file} was written by a newer droidheal (history version ${version})`, {
      code: 'ERR_ENVIRONMENT',
      remedy: `update droidheal, or pass another history database (this one reads up to version ${SCHEMA_VERSION})`,
    });
  for (let v = version; v < SCHEMA_VERSION; v++)
    transaction(db, () => {
      db.exec(MIGRATIONS[v]!);
      db.exec(`PRAGMA user_version = ${v + 1}`);
    });
}

export function missingHistory(file: string): DroidhealError {
  return new DroidhealError(`no run history at ${file}`, {
    code: 'ERR_USAGE',
    remedy: '`droidheal run` records every run there; or pass --db with the history database to read',
  });
}
