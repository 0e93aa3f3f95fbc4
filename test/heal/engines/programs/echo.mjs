// Records what it was given (stdin, cwd, DROIDHEAL_* environment) into seen.json in its cwd, then prints
// the stdout lines given as a JSON array in argv[2] and exits with argv[3] (default 0).
import { readFileSync, writeFileSync } from 'node:fs';

const stdin = readFileSync(0, 'utf8');
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('DROIDHEAL_')));
writeFileSync('seen.json', JSON.stringify({ stdin, cwd: process.cwd(), env }));
process.stdout.write('edited seen.json\n');
process.stderr.write('a warning on stderr\n');
for (const line of JSON.parse(process.argv[2] ?? '[]')) process.stdout.write(`${line}\n`);
process.exitCode = Number(process.argv[3] ?? 0);
