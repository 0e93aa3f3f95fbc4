import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPortOpen } from '../../src/adb/server.js';
import { freePort, type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { binPath, repoRoot, runCli } from '../support/cli.js';
import { adb } from './support.js';

/** Start `droidheal virtual …` and resolve once it printed `ready` (or exited). */
async function startVirtualCli(args: string[], env: Record<string, string>) {
  const child = execa(process.execPath, [binPath, 'virtual', ...args], {
    cwd: repoRoot,
    env,
    reject: false,
    timeout: 60_000,
  });
  let stdout = '';
  await new Promise<void>((resolve) => {
    child.stdout!.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (stdout.includes('ready\n')) resolve();
    });
    void child.then(() => resolve());
  });
  return { child, stdout: () => stdout };
}

describe('droidheal virtual', () => {
  let server: PrivateAdbServer;
  let tmp: string;

  beforeAll(async () => {
    server = await startPrivateAdbServer();
    tmp = await mkdtemp(path.join(os.tmpdir(), 'droidheal-virtual-cli-'));
  });

  afterAll(async () => {
    await server?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('serves the embedded demo rack (devices.json) to an adb server until SIGINT', async () => {
    const { child, stdout } = await startVirtualCli(
      ['--rack', 'devices.json', '--adb-port', String(server.port)],
      server.env,
    );
    try {
      const lines = stdout().trimEnd().split('\n');
      expect(lines.at(-1)).toBe('ready');
      const devices = lines.slice(0, -1);
      expect(devices).toHaveLength(4);
      for (const l of devices) expect(l).toMatch(/^127\.0\.0\.1:\d+\tdevice$/);
      const listed = (await adb(server, ['devices', '-l'])).stdout;
      for (const model of ['Pixel_8', 'Pixel_7a', 'SM_A520F', 'M2101K7AG']) expect(listed).toContain(`model:${model} `);
      const serial = devices[2]!.split('\t')[0]!;
      expect((await adb(server, ['-s', serial, 'shell', 'getprop', 'ro.build.version.sdk'])).stdout).toBe('26\n');
    } finally {
      child.kill('SIGINT');
    }
    const r = await child;
    expect(r.exitCode).toBe(0);
    // disconnected on the way out, and the server we did not start is still running
    expect((await adb(server, ['devices'])).stdout.trim()).toBe('List of devices attached');
    expect(await isPortOpen('127.0.0.1', server.port)).toBe(true);
  });

  it('starts an adb server when none answers, lists mixed states, and stops that server on SIGTERM', async () => {
    const port = await freePort();
    // its own HOME, so the adb server it starts makes its key there
    const env = { HOME: await mkdtemp(path.join(tmp, 'home-')), ANDROID_ADB_SERVER_PORT: String(port) };
    const { child, stdout } = await startVirtualCli(['--rack', 'android-fixtures/racks/mixed.json'], env);
    try {
      const states = stdout()
        .trimEnd()
        .split('\n')
        .slice(0, -1)
        .map((l) => l.split('\t')[1]);
      expect(states).toEqual(['device', 'offline', 'unauthorized', 'unauthorized', 'device']);
    } finally {
      child.kill('SIGTERM');
    }
    expect((await child).exitCode).toBe(0);
    expect(await isPortOpen('127.0.0.1', port)).toBe(false);
  });

  it('rejects a bad rack file with one line and exit 2', async () => {
    const bad = path.join(tmp, 'bad.json');
    await writeFile(
      bad,
      JSON.stringify({ virtual: [{ name: 'x', model: 'M', manufacturer: 'G', sdk: 'thirty-four', abis: ['x86_64'] }] }),
    );
    const r = await runCli(['virtual', '--rack', bad, '--adb-port', String(server.port)]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('$.virtual[0].sdk');
    const missing = await runCli(['virtual', '--rack', path.join(tmp, 'nope.json')]);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toContain('file not found');
    const badPort = await runCli(['virtual', '--rack', 'devices.json', '--adb-port', 'abc']);
    expect(badPort.exitCode).toBe(2);
    expect(badPort.stderr.trim().split('\n')).toHaveLength(1);
  });
});
