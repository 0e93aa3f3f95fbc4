import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Execution } from '../config/outcome.js';
import { testKey } from '../config/outcome.js';
import { parseWith } from '../errors.js';
import { makeDir } from '../fs/make-dir.js';
import { recentDurations } from '../history/durations.js';

/**
 * Duration history (`.droidheal/history.json`): how long each test took, so the scheduler can
 * start the longest work first (Marathon/vitest style). Only determined runs count.
 */
export const DurationHistory = z.strictObject({
  version: z.literal(1),
  tests: z.record(
    // Stryker disable next-line StringLiteral: a description only; this schema is neither published nor shown
    z.string().describe('Class#method'),
    z.strictObject({
      // Stryker disable next-line StringLiteral: a description only; this schema is neither published nor shown
      durationMs: z.number().nonnegative().describe('smoothed duration'),
      runs: z.number().int().min(1),
    }),
  ),
});
export type DurationHistory = z.infer<typeof DurationHistory>;

export function emptyHistory(): DurationHistory {
  return { version: 1, tests: {} };
}

/** A missing file is an empty history (first run); a corrupt one is a ConfigError naming the file. */
export async function readHistory(file: string): Promise<DurationHistory> {
  let text: string;
  try {
    // Stryker disable next-line StringLiteral: without an encoding readFile gives a Buffer, which JSON.parse reads as UTF-8 too
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return emptyHistory();
    throw err;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: json stays undefined and the schema check below reports the file
  }
  return parseWith(DurationHistory, json, file, 'delete the file; it is rebuilt on the next run');
}

/**
 * The durations to schedule by: the JSON file's, overridden for every test the run history database
 * knows by the median of its recent runs there (docs/decisions.md, "Run history"). The JSON file stays
 * the fallback — a history that cannot be read (locked, from a newer droidheal) costs only its medians.
 */
export async function readDurations(jsonFile: string, database: string): Promise<DurationHistory> {
  const json = await readHistory(jsonFile);
  if (!existsSync(database)) return json;
  const recent = await recentDurations(database).catch(() => undefined);
  if (!recent) return json;
  return { version: 1, tests: { ...json.tests, ...Object.fromEntries(recent) } };
}

/** Write via a temp file + rename so a crash mid-write never leaves a torn history. */
export async function writeHistory(file: string, history: DurationHistory): Promise<void> {
  await makeDir(path.dirname(file));
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, `${JSON.stringify(history, null, 2)}\n`);
  await rename(tmp, file);
}

/** Weight of the newest observation: recent runs matter most, one outlier does not dominate. */
const SMOOTHING = 0.5;

/** Fold determined executions (passed/failed) with a duration into the history. */
export function recordDurations(history: DurationHistory, executions: readonly Execution[]): DurationHistory {
  const tests = { ...history.tests };
  for (const e of executions) {
    if (e.durationMs === undefined || (e.outcome !== 'passed' && e.outcome !== 'failed')) continue;
    const key = testKey(e.test);
    const prev = tests[key];
    tests[key] = prev
      ? { durationMs: Math.round(prev.durationMs * (1 - SMOOTHING) + e.durationMs * SMOOTHING), runs: prev.runs + 1 }
      : { durationMs: e.durationMs, runs: 1 };
  }
  return { version: 1, tests };
}

/** Used when nothing at all is known. */
export const DEFAULT_TEST_DURATION_MS = 1_000;

/**
 * An estimator for test durations: the recorded value, else the median of the known tests of
 * this suite (a new test is probably typical), else a default.
 */
export function durationEstimator(history: DurationHistory, suite: readonly string[]): (key: string) => number {
  const known = suite
    .map((k) => history.tests[k]?.durationMs)
    .filter((d): d is number => d !== undefined)
    .sort((a, b) => a - b);
  const fallback = known.length === 0 ? DEFAULT_TEST_DURATION_MS : median(known);
  return (key) => history.tests[key]?.durationMs ?? fallback;
}

function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
