#!/usr/bin/env node
// @ts-check
/**
 * Makes the genuine fix for its finding (A when unknown), then floods stdout and stderr (32 MiB each
 * by default, DROIDHEAL_FLOOD_MIB to change) before its status line: the engine's output buffer must
 * stay bounded and still find the last line.
 */
import { GENUINE, readPrompt, status, whichFinding } from './lib.mjs';

GENUINE[whichFinding(readPrompt()) ?? 'A']();
const mib = Number(process.env.DROIDHEAL_FLOOD_MIB ?? 32);
const chunk = `${'x'.repeat(1023)}\n`.repeat(1024);
const write = (/** @type {NodeJS.WriteStream} */ s) =>
  new Promise((resolve) => (s.write(chunk) ? resolve(undefined) : s.once('drain', () => resolve(undefined))));
for (let i = 0; i < mib; i++) {
  await write(process.stdout);
  await write(process.stderr);
}
status({ confidence: 0.9, summary: 'set the missing tag' });
