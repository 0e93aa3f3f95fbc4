import { cp, mkdtemp, readFile, rm, stat, symlink, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TempRepo, weakenedSaveTest } from '../guard/git-repo.js';
import { repoRoot } from '../support/cli.js';

/**
 * `droidheal guard` starts from the fast path (dist/fastpath/start.cjs running the bundle
 * dist/fastpath/guard.cjs with a V8 code cache) when the build made it, and from dist/cli/main.js
 * otherwise. Every way an install can be — bundle and cache as built, cache missing or made by
 * another node, no bundle at all (no bundler), a damaged bundle — must give the same verdict. Each
 * case runs on its own copy of the built package (bin/, dist/, node_modules linked).
 */

const refusal = 'REFUSED assertion-removed — removed the assertion: rule.onNodeWithTag("save").assertExists()';

let repo: TempRepo & { base: string };
let weakened = '';
let install = '';
let fast = '';

async function guard(env: Record<string, string> = {}): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  const r = await execa(
    process.execPath,
    [path.join(install, 'bin', 'droidheal.js'), 'guard', '--repo', repo.dir, '--base', repo.base, '--head', weakened],
    { reject: false, timeout: 120_000, env },
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

const mtime = async (f: string) => (await stat(path.join(fast, f))).mtimeMs;

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
  for (const d of ['bin', 'dist', 'package.json'])
    await cp(path.join(repoRoot, d), path.join(install, d), { recursive: true, preserveTimestamps: true });
  await symlink(path.join(repoRoot, 'node_modules'), path.join(install, 'node_modules'));
  fast = path.join(install, 'dist', 'fastpath');
});

describe('how droidheal guard starts', () => {
  it('runs the bundle with the build’s code cache, which it accepts and leaves as it is', async () => {
    const before = await mtime('guard.cache');
    await refused();
    expect(await mtime('guard.cache')).toBe(before);
  });

  it('makes the cache again after a verdict when it is missing, and accepts it on the next run', async () => {
    await unlink(path.join(fast, 'guard.cache'));
    const first = await refused();
    const made = await mtime('guard.cache');
    const second = await guard();
    expect(second.stdout).toBe(first.stdout);
    expect(await mtime('guard.cache')).toBe(made);
  });

  it('replaces a cache V8 rejects (made by another node or under other flags)', async () => {
    const file = path.join(fast, 'guard.cache');
    const bytes = await readFile(file);
    bytes.fill(7, 0, 64);
    await writeFile(file, bytes);
    const r = await guard();
    expect(r.stdout).toContain(refusal);
    expect((await readFile(file)).subarray(0, 64).equals(bytes.subarray(0, 64))).toBe(false);
  });

  it('reads the grammar the build packed, and the package’s file when there is none: the same verdict', async () => {
    const packed = await refused();
    await unlink(path.join(fast, 'tree-sitter-kotlin.wasm'));
    const unpacked = await refused();
    expect(unpacked.stdout).toBe(packed.stdout);
    expect(unpacked.stderr).toBe('');
  });

  it('runs dist/cli/main.js when the build made no bundle (no bundler installed)', async () => {
    for (const f of ['start.cjs', 'guard.cjs', 'guard.cache']) await unlink(path.join(fast, f));
    const r = await refused();
    // the same verdict by the modules: the CLI itself, with nothing said about the missing bundle
    expect(r.stderr).toBe('');
  });

  it('runs dist/cli/main.js when the bundle is damaged (cut short)', async () => {
    const file = path.join(fast, 'guard.cjs');
    const bundle = await readFile(file, 'utf8');
    await writeFile(file, bundle.slice(0, bundle.length >> 1));
    const r = await refused();
    expect(r.stderr).toBe('');
  });

  it('says where a run’s time went when asked (DROIDHEAL_TIMING), with the same verdict', async () => {
    const file = path.join(install, 'timing.json');
    const before = Date.now();
    const r = await guard({ DROIDHEAL_TIMING: file });
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toContain(refusal);
    const t = JSON.parse(await readFile(file, 'utf8')) as {
      origin: number;
      marks: Record<string, number>;
      spans: Record<string, { count: number; totalMs: number; unionMs: number }>;
    };
    // the process's start on the wall clock, from which the bench tells how long its launch took
    expect(t.origin).toBeGreaterThan(before - 1000);
    expect(t.origin).toBeLessThan(Date.now());
    const order = [
      'fast path start',
      'git begun',
      'modules loaded',
      'change known',
      'sides parsed',
      'inventories built',
      'verdict',
      'exit',
    ];
    expect(t.marks['parser ready']).toBeLessThan(t.marks['sides parsed']!);
    for (const m of order) expect(t.marks[m], m).toBeGreaterThan(0);
    expect(order.map((m) => t.marks[m]!)).toEqual(order.map((m) => t.marks[m]!).sort((a, b) => a - b));
    expect(t.marks['grammar compiled']).toBeGreaterThan(t.marks['grammar compile started']!);
    expect(t.spans.git!.count).toBeGreaterThanOrEqual(2);
    expect(t.spans.parse!.count).toBeGreaterThanOrEqual(2);
    expect(t.spans.git!.unionMs).toBeLessThanOrEqual(t.spans.git!.totalMs);
  });

  it('ends through process.exit once the verdict is written: the whole verdict arrives through a pipe, exit listeners run', async () => {
    // beforeExit comes only when the event loop empties (a natural end); process.exit skips it and node's teardown
    const preload = path.join(install, 'ends.cjs');
    await writeFile(
      preload,
      "process.on('beforeExit', () => process.stderr.write('[beforeExit]'));\n" +
        "process.on('exit', (code) => process.stderr.write('[exit ' + code + ']'));\n",
    );
    const r = await execa(
      process.execPath,
      [
        '-r',
        preload,
        path.join(install, 'bin', 'droidheal.js'),
        'guard',
        '--repo',
        repo.dir,
        '--base',
        repo.base,
        '--head',
        weakened,
        '--json',
      ],
      { reject: false, timeout: 120_000 },
    );
    expect(r.exitCode, r.stderr).toBe(1);
    expect(JSON.parse(String(r.stdout)).refusals.length).toBeGreaterThan(0);
    expect(r.stderr).toContain('[exit 1]');
    expect(r.stderr).not.toContain('[beforeExit]');
  });

  it('gives the same verdict whatever form the options take: the git begun before the bundle is used only when it is what the guard asks for', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'droidheal-other-'));
    try {
      const bin = path.join(install, 'bin', 'droidheal.js');
      // commander takes the last --repo, and reads --opt=value; the start begins git from its own reading of them
      const forms = [
        ['--repo', other, '--repo', repo.dir, `--base=${repo.base}`, `--head=${weakened}`],
        [`--repo=${repo.dir}`, '--base', 'HEAD~0', '--base', repo.base, '--head', weakened],
        ['--head', repo.base, '--policy', 'review', '--head', weakened, '--repo', repo.dir, '--base', repo.base],
      ];
      for (const args of forms) {
        const r = await execa(process.execPath, [bin, 'guard', ...args], { reject: false, timeout: 120_000 });
        expect(r.stdout, args.join(' ')).toContain(refusal);
        expect(r.exitCode, `${args.join(' ')}: ${r.stderr}`).toBe(1);
      }
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
