// Writes a marker file (its first argument) once it runs, then never answers: for SIGINT mid-engine.
import { writeFileSync } from 'node:fs';
import './lib.mjs';

writeFileSync(process.argv[2], String(process.pid));
setInterval(() => {}, 1000);
