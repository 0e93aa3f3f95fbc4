// Writes a marker file (its first argument, a worktree-relative name: the sandbox lets it write nowhere
// else) once it runs, then never answers: for SIGINT mid-engine.
import { writeFileSync } from 'node:fs';
import './lib.mjs';

writeFileSync(process.argv[2], String(process.pid));
setInterval(() => {}, 1000);
