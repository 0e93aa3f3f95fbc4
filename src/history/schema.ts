/**
 * The run history's tables, defined once. Each entry of MIGRATIONS moves the database from
 * `user_version` i to i + 1 and runs in the transaction that sets the new version, so a database is
 * always at one whole version. Append a migration to change the tables; never edit one that shipped.
 */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE runs (
     id INTEGER PRIMARY KEY,
     started_at TEXT NOT NULL,
     finished_at TEXT NOT NULL,
     duration_ms REAL NOT NULL,
     command TEXT NOT NULL,
     git_commit TEXT,
     verdict TEXT NOT NULL,
     exit_code INTEGER,
     tool_version TEXT NOT NULL,
     shard TEXT
   );
   CREATE INDEX runs_started_at ON runs(started_at);
   CREATE TABLE executions (
     id INTEGER PRIMARY KEY,
     run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
     test TEXT NOT NULL,
     grp TEXT NOT NULL,
     check_name TEXT,
     serial TEXT NOT NULL,
     model TEXT,
     api_level INTEGER,
     attempt INTEGER NOT NULL,
     outcome TEXT NOT NULL,
     reason TEXT,
     duration_ms REAL,
     started_at TEXT
   );
   CREATE INDEX executions_run ON executions(run_id);
   CREATE INDEX executions_test ON executions(test);
   CREATE TABLE verdicts (
     run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
     test TEXT NOT NULL,
     grp TEXT NOT NULL,
     verdict TEXT NOT NULL,
     PRIMARY KEY (run_id, grp, test)
   );
   CREATE INDEX verdicts_test ON verdicts(test);`,
  // 1 → 2: a fail that passed alone with cleared app data is the suite's defect; `flaky` tells it apart
  // (rows of older runs, which never had an order check, are 0)
  `ALTER TABLE verdicts ADD COLUMN order_dependent INTEGER NOT NULL DEFAULT 0;`,
];

/** The version a database has once every migration ran. */
export const SCHEMA_VERSION = MIGRATIONS.length;
