#!/usr/bin/env node
// @ts-check
/**
 * Makes the genuine fix for its finding (A when unknown), then floods stdout and stderr (32 MiB each
 * by default, DROIDHEAL_FLOOD_MIB to change) before its status line: the engine's output buffer must
 * stay bounded and still find the last line. Up to round DROIDHEAL_FLOOD_FAIL_ROUNDS (default 0) it
 * ends with `flood done: giving up` on stderr and exit 1 instead, so the next prompt shows the tail.
 */
import { GENUINE, readPrompt, round, status, whichFinding } from './lib.mjs';

GENUINE[whichFinding(readPrompt()) ?? 'A']();
const mib = Number(process.env.DROIDHEAL_FLOOD_MIB ?? 32);
const chunk = `${'x'.repeat(1023)}\n`.repeat(1024);
const write = (/** @type {NodeJS.WriteStream} */ s) =>
  new Promise((resolve) => (s.write(chunk) ? resolve(undefined) : s.once('drain', () => resolve(undefined))));
for (let i = 0; i < mib; i++) {
  await write(process.stdout);
  await write(process.stderr);
}
if (round() <= Number(process.env.DROIDHEAL_FLOOD_FAIL_ROUNDS ?? 0)) {
  process.stderr.write('flood done: giving up\n');
  process.exit(1);
}
status({ confidence: 0.9, summary: 'set the missing tag' });
