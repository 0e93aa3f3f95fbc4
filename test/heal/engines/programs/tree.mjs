// Starts a grandchild that ignores SIGTERM, writes both pids to argv[2], then never ends:
// a fixer that hangs and leaves helpers behind.
import { spawn } from 'node:child_process';
import { writeFileSync, renameSync } from 'node:fs';

const child = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1e6)"], {
  stdio: 'ignore',
});
const file = process.argv[2];
// written whole then renamed: the test reads it as soon as it appears
writeFileSync(`${file}.tmp`, JSON.stringify({ leader: process.pid, grandchild: child.pid }));
renameSync(`${file}.tmp`, file);
process.stdout.write('working on it\n');
setInterval(() => {}, 1e6);
