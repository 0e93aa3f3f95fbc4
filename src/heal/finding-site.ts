import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Finding } from '../config/outcome.js';
import type { GuardFinding } from '../guard/index.js';
import { gitOk } from './git.js';

/**
 * Where a finding failed in the source: the test file and line of the failing assertion (the
 * trace's frame in one of the finding's test classes, else its first app frame) and the
 * assertion's text from that line, e.g. `onNodeWithTag("save").assertExists()`. The guard uses it
 * to say that a fix removed "the assertion it was asked to satisfy".
 */
export interface FindingSite {
  /** path relative to the repository */
  file: string;
  line: number;
  assertion?: string;
}

/** `at com.example.FooTest.bar(FooTest.kt:12)` lines of a trace. */
const FRAME = /^\s*at\s+([\w$.]+)\.([\w$<>-]+)\(([^:()]+):(\d+)\)/;

export async function findingSite(worktree: string, finding: Finding): Promise<FindingSite | undefined> {
  const testClasses = new Set(finding.tests.map((t) => t.class));
  let frame: { cls: string; file: string; line: number } | undefined;
  for (const l of (finding.trace ?? '').split('\n')) {
    const m = FRAME.exec(l);
    if (m && testClasses.has(m[1]!.replace(/\$.*$/, ''))) {
      frame = { cls: m[1]!, file: m[3]!, line: Number(m[4]) };
      break;
    }
  }
  if (!frame && finding.frame?.file && finding.frame.line !== undefined)
    frame = { cls: finding.frame.class, file: finding.frame.file, line: finding.frame.line };
  if (!frame) return undefined;
  const pkgDir = frame.cls.split('.').slice(0, -1).join('/');
  const files = (await gitOk(worktree, ['ls-files', '-z'])).split('\0').filter(Boolean);
  const suffix = pkgDir ? `${pkgDir}/${frame.file}` : frame.file;
  const file =
    files.find((f) => f === suffix || f.endsWith(`/${suffix}`)) ?? files.find((f) => path.basename(f) === frame!.file);
  if (!file) return undefined;
  const text = await readFile(path.join(worktree, file), 'utf8').catch(() => '');
  const source = text.split('\n')[frame.line - 1]?.trim();
  const assertion = source ? assertionText(source) : undefined;
  return { file, line: frame.line, ...(assertion ? { assertion } : {}) };
}

/** The call chain from its finder on (`composeTestRule.onNodeWithTag("save").assertExists()` → `onNodeWithTag("save").assertExists()`). */
export function assertionText(line: string): string | undefined {
  const code = line
    .replace(/\s*\/\/.*$/, '')
    .replace(/;$/, '')
    .trim();
  if (!code) return undefined;
  const finder = /\b(on(?:All)?Node(?:s)?\w*\(.*)$/.exec(code);
  return finder ? finder[1] : code;
}

export function guardFinding(finding: Finding, site: FindingSite | undefined): GuardFinding {
  return {
    tests: finding.tests.map((t) => ({ class: t.class, method: t.method })),
    ...(site ? { file: site.file, line: site.line } : {}),
    ...(site?.assertion ? { assertion: site.assertion } : {}),
  };
}
