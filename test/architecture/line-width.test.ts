import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/cli.js';

/**
 * No line of droidheal's code is longer than 160 characters. Biome's formatter owns line width
 * (biome.json `lineWidth`, below this limit); what it cannot break — a long string literal or
 * template — is split by hand into concatenations or lines joined, so this test is the backstop
 * for what the formatter leaves alone. No allowlist: a long line is fixed where it is.
 */
const LINE_LIMIT = 160;

/** The code under src/ that Biome formats (biome.json `files.includes`): TypeScript and the report assets. */
const isCode = (file: string): boolean => file.endsWith('.ts') || /\/assets\/[^/]+\.(js|css)$/.test(file);

/** Tracked and new (not ignored) files under `src/` of `root`. */
function sourceFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'src/'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f !== '' && isCode(f));
}

/** Each line over the limit as `file:line: N characters`, in file order. */
function longLines(root: string, files: readonly string[], limit = LINE_LIMIT): string[] {
  const out: string[] = [];
  for (const file of files) {
    const lines = readFileSync(path.join(root, file), 'utf8').split(/\r?\n/);
    lines.forEach((line, i) => {
      const length = [...line].length;
      if (length > limit) out.push(`${file}:${i + 1}: ${length} characters`);
    });
  }
  return out;
}

describe(`line width: no line under src/ is longer than ${LINE_LIMIT} characters`, () => {
  it('every line of src/ fits', () => {
    const files = sourceFiles(repoRoot);
    expect(files.length).toBeGreaterThan(200);
    expect(longLines(repoRoot, files)).toEqual([]);
  });

  it("leaves the width to Biome's formatter, whose line width is within the limit", () => {
    const biome = JSON.parse(readFileSync(path.join(repoRoot, 'biome.json'), 'utf8')) as {
      formatter?: { enabled?: boolean; lineWidth?: number };
    };
    expect(biome.formatter?.enabled).toBe(true);
    expect(biome.formatter?.lineWidth).toBeLessThanOrEqual(LINE_LIMIT);
  });

  it('names each long line with its file, line number and length, counting characters, not bytes', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'droidheal-line-width-'));
    try {
      mkdirSync(path.join(root, 'src/x'), { recursive: true });
      // 160 characters of which some take several bytes: fits; one more character does not
      const fits = `const s = '${'é—'.repeat(73)}x';`;
      expect([...fits].length).toBe(LINE_LIMIT);
      writeFileSync(path.join(root, 'src/x/a.ts'), `${fits}\n${fits}x\r\n\n${'y'.repeat(200)}\n`);
      writeFileSync(path.join(root, 'src/x/b.ts'), `${fits}\n`);
      expect(longLines(root, ['src/x/a.ts', 'src/x/b.ts'])).toEqual([
        'src/x/a.ts:2: 161 characters',
        'src/x/a.ts:4: 200 characters',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
