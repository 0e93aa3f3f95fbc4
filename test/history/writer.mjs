// A separate droidheal process writing the run history, for the concurrency and crash tests.
//   node writer.mjs record DB REPORT N     — record REPORT N times, as `droidheal run` does after each run
//   node writer.mjs crash DB REPORT        — insert REPORT in a transaction, say "mid-transaction", never commit
import { readFileSync, writeSync } from 'node:fs';
import { transaction, withHistoryDatabase } from '../../dist/history/database.js';
import { insertRun, recordHistory } from '../../dist/history/record.js';

const [mode, db, reportFile, times] = process.argv.slice(2);
const report = JSON.parse(readFileSync(reportFile, 'utf8'));

if (mode === 'record') {
  for (let i = 0; i < Number(times); i++) {
    const r = await recordHistory(db, report, { command: 'run', exitCode: 0 });
    if ('warning' in r) {
      process.stderr.write(`${r.warning}\n`);
      process.exit(1);
    }
  }
} else if (mode === 'crash') {
  await withHistoryDatabase(
    db,
    (handle) => {
      // a small page cache makes SQLite write pages out before the commit, as a large run does
      handle.exec('PRAGMA cache_size = 1');
      transaction(handle, () => {
        insertRun(handle, report, { command: 'run', exitCode: 1 });
        writeSync(1, 'mid-transaction\n');
        // wait here, inside the open transaction, for the parent's SIGKILL
        for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
      });
    },
    { create: true },
  );
}
