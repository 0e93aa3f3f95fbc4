import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/cli.js';

const script = path.join(repoRoot, 'scripts', 'ensure-chromium');

/**
 * scripts/ensure-chromium on a PATH that has no Chromium: a bin dir holding only the tools the script
 * uses, and an `id` that says we are not root. (The install path itself needs a machine without Chromium.)
 */
describe('scripts/ensure-chromium', () => {
  let dir: string;
  let bin: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-ensure-chromium-'));
    bin = path.join(dir, 'bin');
    await mkdir(bin);
    for (const tool of ['grep', 'head', 'bash']) {
      const { stdout } = await execa('bash', ['-c', `command -v ${tool}`]);
      await symlink(stdout.trim(), path.join(bin, tool));
    }
    await writeFile(path.join(bin, 'id'), '#!/bin/sh\necho 1000\n');
    await chmod(path.join(bin, 'id'), 0o755);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const run = (env: Record<string, string>, pathDirs = [bin]) =>
    execa(path.join(bin, 'bash'), [script], {
      env: { PATH: pathDirs.join(':'), ...env },
      extendEnv: false,
      reject: false,
    });

  const fakeChromium = async (file: string): Promise<string> => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, '#!/bin/sh\necho "Chromium 999.0.0.0 fake"\n');
    await chmod(file, 0o755);
    return file;
  };

  it('without chromium and not root, prints the one command that installs it and exits 2', async () => {
    const r = await run({});
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(
      /chromium not found — install it with: sudo apt-get install chromium|chromium not found — install Chromium and put it on PATH/,
    );
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('uses the chromium found on PATH', async () => {
    const found = await fakeChromium(path.join(dir, 'browsers', 'chromium'));
    const r = await run({}, [bin, path.dirname(found)]);
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toContain(`using ${found} (Chromium 999.0.0.0 fake)`);
  });

  it('prefers CHROMIUM_PATH when it names an executable', async () => {
    const chosen = await fakeChromium(path.join(dir, 'elsewhere', 'my-chromium'));
    const r = await run({ CHROMIUM_PATH: chosen });
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toContain(`using ${chosen} (Chromium 999.0.0.0 fake)`);
  });

  it('refuses a CHROMIUM_PATH that is not an executable in one line, exit 2', async () => {
    const missing = path.join(dir, 'no-such-chromium');
    const r = await run({ CHROMIUM_PATH: missing });
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim()).toBe(
      `ensure-chromium: CHROMIUM_PATH=${missing} is not an executable — point it at a Chromium binary or unset it`,
    );
  });
});
