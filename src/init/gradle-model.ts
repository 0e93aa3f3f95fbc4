import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { LineSplitter } from '../instrument/lines.js';
import { runProcess } from '../process/run.js';
import { GRADLE_MODEL_SCRIPT, MODEL_LINE, VERSION_LINE } from './gradle-model-script.js';

/**
 * What AGP itself knows of one variant of one module, as the init script prints it (one JSON line per
 * variant): the single source of truth for that line's shape.
 */
export const GradleVariantRow = z.object({
  project: z.string().startsWith(':'),
  /** the module's directory relative to the root, `/`-separated (`""` for the root project) */
  dir: z.string(),
  kind: z.enum(['application', 'library']),
  variant: z.string().min(1),
  buildType: z.string().nullable(),
  /** [dimension, flavor] in priority order */
  flavors: z.array(z.tuple([z.string(), z.string()])),
  applicationId: z.string().nullable(),
  namespace: z.string().nullable(),
  minSdk: z.number().int().nullable(),
  /** the variant's instrumented-test component; null when it has none (not the test build type) */
  test: z
    .object({
      applicationId: z.string().nullable(),
      runner: z.string().nullable(),
      runnerArgs: z.record(z.string(), z.string()),
    })
    .nullable(),
});
export type GradleVariantRow = z.infer<typeof GradleVariantRow>;

/** Gradle's answer, or why there is none (said to the user, who then gets the static reading). */
export type GradleModel =
  | { answered: true; agpVersion?: string; rows: GradleVariantRow[] }
  | { answered: false; why: string };

export interface AskGradleOptions {
  /** default 5 minutes: a first run may download the Gradle distribution and AGP */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** told each line Gradle prints, for progress */
  onOutput?: (chunk: string) => void;
}

/**
 * Ask the project's own Gradle (its wrapper) what AGP knows per module and variant, through an init
 * script that adds one task and changes nothing in the project. Never throws for Gradle's failures:
 * no wrapper, no SDK, no network, a build that does not configure — each is an answer with its reason.
 */
export async function askGradle(root: string, opts: AskGradleOptions = {}): Promise<GradleModel> {
  const wrapper = gradleWrapper(root);
  if (!wrapper) return { answered: false, why: 'the project has no gradlew' };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-init-'));
  try {
    const script = path.join(dir, 'droidheal-model.gradle');
    await writeFile(script, GRADLE_MODEL_SCRIPT);
    const lines: string[] = [];
    const splitter = new LineSplitter((line) => lines.push(line));
    const r = await runProcess({
      file: wrapper,
      args: ['-q', '--no-configuration-cache', '--init-script', script, 'droidhealModel'],
      cwd: root,
      stdin: 'ignore',
      timeoutMs: opts.timeoutMs ?? 300_000,
      ...(opts.signal ? { signal: opts.signal } : {}),
      onOutput: (chunk) => {
        splitter.write(chunk);
        opts.onOutput?.(chunk);
      },
    });
    splitter.end();
    return modelFrom(r, lines);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The project's Gradle wrapper, when it has one. */
export function gradleWrapper(root: string): string | undefined {
  const wrapper = path.join(root, process.platform === 'win32' ? 'gradlew.bat' : 'gradlew');
  return existsSync(wrapper) ? wrapper : undefined;
}

function modelFrom(r: Awaited<ReturnType<typeof runProcess>>, lines: readonly string[]): GradleModel {
  if (!r.spawned) return { answered: false, why: `./gradlew could not start (${r.code})` };
  if (r.timedOut) return { answered: false, why: './gradlew did not answer in time' };
  if (r.aborted) return { answered: false, why: 'interrupted' };
  if (r.exitCode !== 0) return { answered: false, why: `./gradlew failed: ${gradleFailure(r.output)}` };
  const rows: GradleVariantRow[] = [];
  let agpVersion: string | undefined;
  for (const line of lines) {
    if (line.startsWith(VERSION_LINE)) agpVersion = line.slice(VERSION_LINE.length).trim();
    if (!line.startsWith(MODEL_LINE)) continue;
    const parsed = GradleVariantRow.safeParse(safeJson(line.slice(MODEL_LINE.length)));
    if (!parsed.success)
      return { answered: false, why: `Gradle printed a line droidheal cannot read: ${line.slice(0, 120)}` };
    rows.push(parsed.data);
  }
  if (rows.length === 0) return { answered: false, why: 'Gradle configured no Android module (no AGP variant)' };
  return { answered: true, ...(agpVersion ? { agpVersion } : {}), rows };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * What went wrong, from Gradle's failure report: the `* What went wrong:` line and its innermost
 * `> cause` (where "SDK location not found" is), else the last line printed.
 */
export function gradleFailure(output: string): string {
  const lines = output.split('\n').map((l) => l.trim());
  const at = lines.indexOf('* What went wrong:');
  if (at < 0) return (lines.filter((l) => l.length > 0).at(-1) ?? 'no output').slice(0, 200);
  const end = lines.findIndex((l, i) => i > at && l.startsWith('* Try:'));
  const report = lines.slice(at + 1, end < 0 ? undefined : end);
  const what = report.find((l) => l.length > 0 && !l.startsWith('>')) ?? '';
  const cause = report
    .filter((l) => l.startsWith('>'))
    .at(-1)
    ?.replace(/^>\s*/, '');
  return (cause ? `${what} ${cause}`.trim() : what).slice(0, 300);
}
