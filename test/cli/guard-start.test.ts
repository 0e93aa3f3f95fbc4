import { cp, mkdtemp, readFile, rm, stat, symlink, unlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TempRepo, weakenedSaveTest } from '../guard/git-repo.js';
import { repoRoot } from '../support/cli.js';

/**
 * `droidheal guard` starts from its pre-built CommonJS bundle (dist/cli/guard-start.cjs, with a V8
 * code cache) when the build made one, and from dist/cli/main.js otherwise. Every way an install
 * can be — bundle fresh, cache missing or made by another node, bundle stale after a `tsc`, no
 * bundle at all (no bundler), wasm moved since the build — must give the same verdict. Each case
 * runs on its own copy of the built package (bin/, dist/, node_modules linked).
 */

const refusal = 'REFUSED assertion-removed — removed the assertion: rule.onNodeWithTag("save").assertExists()';

let repo: TempRepo & { base: string };
let weakened = '';
let install = '';
let cli = '';

async function guard(): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  const r = await execa(
    process.execPath,
    [path.join(install, 'bin', 'droidheal.js'), 'guard', '--repo', repo.dir, '--base', repo.base, '--head', weakened],
    { reject: false, timeout: 120_000 },
  );
  return { exitCode: r.exitCode ?? -1, stdout: String(r.stdout), stderr: String(r.stderr) };
}

/** A guard run that gave the verdict: exit 1 and the refusal printed. */
async function refused(): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  const r = await guard();
  expect(r.exitCode).toBe(1);
  expect(r.stdout).toContain(refusal);
  return r;
}

const mtime = async (f: string) => (await stat(path.join(cli, f))).mtimeMs;

beforeAll(async () => {
  ({ repo, weakened } = await weakenedSaveTest());
});

afterAll(async () => {
  await repo?.remove();
  if (install) await rm(install, { recursive: true, force: true });
});

beforeEach(async () => {
  if (install) await rm(install, { recursive: true, force: true });
  install = await mkdtemp(path.join(os.tmpdir(), 'droidheal-install-'));
  // timestamps kept: the bundle is used only when it is newer than every module it was made from
  for (const d of ['bin', 'dist', 'package.json'])
    await cp(path.join(repoRoot, d), path.join(install, d), { recursive: true, preserveTimestamps: true });
  await symlink(path.join(repoRoot, 'node_modules'), path.join(install, 'node_modules'));
  cli = path.join(install, 'dist', 'cli');
});

describe('how droidheal guard starts', () => {
  it('runs the bundle with the build’s code cache, which it accepts and leaves as it is', async () => {
    const before = await mtime('guard.bundle.cache');
    await refused();
    expect(await mtime('guard.bundle.cache')).toBe(before);
  });

  it('makes the cache again after a verdict when it is missing, and accepts it on the next run', async () => {
    await unlink(path.join(cli, 'guard.bundle.cache'));
    const first = await refused();
    const made = await mtime('guard.bundle.cache');
    const second = await guard();
    expect(second.stdout).toBe(first.stdout);
    expect(await mtime('guard.bundle.cache')).toBe(made);
  });

  it('replaces a cache V8 rejects (made by another node or under other flags)', async () => {
    const file = path.join(cli, 'guard.bundle.cache');
    const bytes = await readFile(file);
    bytes.fill(7, 0, 64);
    await writeFile(file, bytes);
    const r = await guard();
    expect(r.stdout).toContain(refusal);
    expect((await readFile(file)).subarray(0, 64).equals(bytes.subarray(0, 64))).toBe(false);
  });

  it('runs dist/cli/main.js when the bundle is older than a module it was made from', async () => {
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(install, 'dist', 'guard', 'change.js'), later, later);
    const before = await mtime('guard.bundle.cache');
    await refused();
    // the stale bundle was not run: its cache was neither read nor made again
    expect(await mtime('guard.bundle.cache')).toBe(before);
  });

  it('runs dist/cli/main.js when the build made no bundle (no bundler installed)', async () => {
    for (const f of ['guard-start.cjs', 'guard.bundle.cjs', 'guard.bundle.json', 'guard.bundle.cache'])
      await unlink(path.join(cli, f));
    await refused();
  });

  it('runs dist/cli/main.js when the bundle is damaged (cut short)', async () => {
    const file = path.join(cli, 'guard.bundle.cjs');
    const bundle = await readFile(file, 'utf8');
    const made = await stat(file);
    await writeFile(file, bundle.slice(0, bundle.length >> 1));
    await utimes(file, made.atime, made.mtime);
    const r = await refused();
    expect(r.stderr).toBe('');
  });

  it('finds the parser’s wasm by package when it is no longer where the build found it', async () => {
    const json = path.join(cli, 'guard.bundle.json');
    const recorded = JSON.parse(await readFile(json, 'utf8')) as { wasm: Record<string, string> };
    expect(Object.keys(recorded.wasm)).toHaveLength(2);
    for (const id of Object.keys(recorded.wasm)) recorded.wasm[id] = '../../nowhere/moved.wasm';
    await writeFile(json, JSON.stringify(recorded));
    await refused();
  });
});
