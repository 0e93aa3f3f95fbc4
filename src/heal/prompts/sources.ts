import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { Finding, StackFrame } from '../../config/outcome.js';
import { matchesAny } from '../../guard/paths.js';
import { firstAppFrame, isAppClass, parseTrace } from '../../instrument/trace.js';
import { runProcess } from '../../process/run.js';
import type { ImplicatedFile, SourceExcerpt } from '../prompt.js';

/**
 * The files of the worktree a finding's trace points into, and the source around those lines — what
 * a level-2 prompt shows. Frames are matched to tracked files by package path and file name; only
 * files inside the worktree are read (a symlink leading out is skipped).
 */

export interface ImplicatedSourcesOptions {
  worktree: string;
  finding: Finding;
  writeScope: { deny: readonly string[]; allow: readonly string[] };
  readOnlyFiles?: readonly string[];
  /** package prefixes of app code (`com.example.notes`); without them, every non-framework class is the app's */
  appPackages?: readonly string[];
  /** lines shown before and after each frame's line */
  contextLines?: number;
  maxFiles?: number;
  /** all excerpts together */
  maxChars?: number;
}

export interface ImplicatedSources {
  implicatedFiles: ImplicatedFile[];
  sources: SourceExcerpt[];
}

/** Characters of `git ls-files -z` kept: the names of some hundred thousand files. */
const TRACKED_FILES_CHARS = 16 * 1024 * 1024;

async function trackedFiles(worktree: string): Promise<string[]> {
  const r = await runProcess({
    file: 'git',
    args: ['-C', worktree, 'ls-files', '-z'],
    timeoutMs: 60_000,
    outputTailChars: 2000,
    streamTailChars: { stdout: TRACKED_FILES_CHARS, stderr: 2000 },
  });
  if (!r.spawned || r.exitCode !== 0) return [];
  const names = r.stdout.split('\0').filter((f) => f !== '');
  // a full tail may have cut its first name: leave that one out
  return r.stdout.length >= TRACKED_FILES_CHARS ? names.slice(1) : names;
}

/** The tracked file a frame's class and file name live in, when there is exactly one. */
function fileOf(frame: StackFrame, files: readonly string[]): string | undefined {
  if (!frame.file) return undefined;
  const outer = frame.class.split('$', 1)[0]!;
  const dot = outer.lastIndexOf('.');
  const dir = dot > 0 ? outer.slice(0, dot).replace(/\./g, '/') : '';
  const wanted = dir ? `${dir}/${frame.file}` : frame.file;
  const byPackage = files.filter((f) => f === wanted || f.endsWith(`/${wanted}`));
  if (byPackage.length === 1) return byPackage[0];
  if (byPackage.length > 1) return undefined;
  // Kotlin does not tie directories to packages: fall back to a file name found once
  const byName = files.filter((f) => path.posix.basename(f) === frame.file);
  return byName.length === 1 ? byName[0] : undefined;
}

/** App frames of the trace, the finding's own frame first, root cause before the wrappers. */
function appFrames(finding: Finding, appPackages: readonly string[]): StackFrame[] {
  const out: StackFrame[] = finding.frame ? [finding.frame] : [];
  if (finding.trace) {
    const parsed = parseTrace(finding.trace);
    const first = firstAppFrame(parsed, appPackages);
    if (first) out.push(first);
    for (const t of [...parsed.causes].reverse().concat(parsed))
      for (const f of t.frames) if (isAppClass(f.class, appPackages)) out.push(f);
  }
  return out;
}

/** Line windows around `marks`, merged where they touch. */
function windows(marks: readonly number[], context: number, lineCount: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of [...marks].sort((a, b) => a - b)) {
    const from = Math.max(1, m - context);
    const to = Math.min(lineCount, m + context);
    const last = out[out.length - 1];
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

export async function implicatedSources(opts: ImplicatedSourcesOptions): Promise<ImplicatedSources> {
  const context = opts.contextLines ?? 12;
  const maxFiles = opts.maxFiles ?? 6;
  let budget = opts.maxChars ?? 24_000;
  const files = await trackedFiles(opts.worktree);
  const readOnly = (p: string) =>
    (opts.readOnlyFiles ?? []).includes(p) ||
    (matchesAny(p, opts.writeScope.deny) !== undefined && matchesAny(p, opts.writeScope.allow) === undefined);

  const marks = new Map<string, Set<number>>();
  for (const frame of appFrames(opts.finding, opts.appPackages ?? [])) {
    const file = fileOf(frame, files);
    if (!file) continue;
    if (!marks.has(file)) {
      if (marks.size >= maxFiles) continue;
      marks.set(file, new Set());
    }
    if (frame.line !== undefined && frame.line > 0) marks.get(file)!.add(frame.line);
  }

  const root = await realpath(opts.worktree);
  const implicatedFiles: ImplicatedFile[] = [];
  const sources: SourceExcerpt[] = [];
  for (const [file, lines] of marks) {
    implicatedFiles.push({ path: file, readOnly: readOnly(file) });
    if (lines.size === 0 || budget <= 0) continue;
    let text: string;
    try {
      const real = await realpath(path.join(opts.worktree, file));
      if (!real.startsWith(root + path.sep)) continue;
      text = await readFile(real, 'utf8');
    } catch {
      continue;
    }
    const all = text.split('\n');
    for (const [from, to] of windows([...lines], context, all.length)) {
      if (budget <= 0) break;
      let excerpt = all.slice(from - 1, to).join('\n');
      if (excerpt.length > budget) excerpt = excerpt.slice(0, budget);
      budget -= excerpt.length;
      sources.push({
        path: file,
        from,
        text: excerpt,
        readOnly: readOnly(file),
        marks: [...lines].filter((l) => l >= from && l <= to).sort((a, b) => a - b),
      });
    }
  }
  return { implicatedFiles, sources };
}
