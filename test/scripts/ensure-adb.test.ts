import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/cli.js';

const script = path.join(repoRoot, 'scripts', 'ensure-adb');

/**
 * scripts/ensure-adb on a PATH that has no adb: a bin dir holding only the tools the script uses,
 * and an `id` that says whether we are root. (The install path itself needs a machine without adb.)
 */
describe('scripts/ensure-adb', () => {
  let dir: string;
  let bin: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-ensure-adb-'));
    bin = path.join(dir, 'bin');
    await mkdir(bin);
    for (const tool of ['grep', 'sed', 'bash', 'cat']) {
      const { stdout } = await execa('bash', ['-c', `command -v ${tool}`]);
      await symlink(stdout.trim(), path.join(bin, tool));
    }
    await writeFile(path.join(bin, 'id'), '#!/bin/sh\necho 1000\n');
    await chmod(path.join(bin, 'id'), 0o755);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const run = (env: Record<string, string>) =>
    execa(path.join(bin, 'bash'), [script], { env: { PATH: bin, ...env }, extendEnv: false, reject: false });

  it('without adb and not root, prints the one command that installs it and exits 2', async () => {
    const r = await run({});
    expect(r.exitCode).toBe(2);
    // this machine is Debian, so the remedy is the distribution package
    expect(r.stderr).toMatch(
      /adb not found — install it with: sudo apt-get install adb|install Android SDK platform-tools/,
    );
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('finds adb in $ANDROID_HOME/platform-tools when it is not on PATH', async () => {
    const sdk = path.join(dir, 'sdk');
    await mkdir(path.join(sdk, 'platform-tools'), { recursive: true });
    const fakeAdb = path.join(sdk, 'platform-tools', 'adb');
    await writeFile(fakeAdb, '#!/bin/sh\necho "Android Debug Bridge version 1.0.41"\necho "Version 99.0.0-fake"\n');
    await chmod(fakeAdb, 0o755);
    const r = await run({ ANDROID_HOME: sdk });
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toContain(`using ${fakeAdb} (Version 99.0.0-fake)`);
  });
});
