import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/adb-server.js';
import { binPath, repoRoot } from '../support/cli.js';
import { pidAlive, refused } from '../support/process.js';

// Clean ends: every adb server, virtual device, lease and temp dir a command starts is gone once it
// exits, on SIGINT, on SIGTERM, and when the signal arrives while it is still starting up.
// Each run gets a free adb port with nothing on it, so droidheal starts (and must stop) its own server.

const PKG = 'com.example.notes';
const phone = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  model: 'Pixel 8',
  manufacturer: 'Google',
  sdk: 34,
  abis: ['arm64-v8a'],
  packages: [PKG],
  ...extra,
});
const tests = ['a', 'b', 'c', 'd'].map((m) => ({ class: `${PKG}.SlowTest`, method: m, durationMs: 500 }));

let dir: string;
let rack: string;
let config: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-clean-ends-'));
  rack = path.join(dir, 'rack.json');
  // slow tests, so a signal lands while batches run
  await writeFile(
    rack,
    JSON.stringify({
      instrumentations: [{ package: `${PKG}.test`, target: PKG }],
      tests,
      virtual: [phone('one', { durationScale: 10 }), phone('two', { durationScale: 10 })],
    }),
  );
  config = path.join(dir, 'droidheal.json');
  await writeFile(
    config,
    JSON.stringify({
      instrumentation: {
        testPackage: `${PKG}.test`,
        runner: 'androidx.test.runner.AndroidJUnitRunner',
        targetPackage: PKG,
      },
      timeouts: { testSilenceMs: 30000, probeMs: 2000 },
    }),
  );
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * Pids of adb servers on `port`: the `nodaemon` one droidheal starts, or a daemon (`-L tcp:PORT
 * fork-server`) that adb or adbkit start by themselves when a call finds no server. Read from /proc.
 */
async function adbServerPids(port: number): Promise<number[]> {
  const pids: number[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const argv = await readFile(`/proc/${name}/cmdline`, 'utf8').then(
      (s) => s.split('\0'),
      () => [] as string[],
    );
    const p = argv.indexOf('-P');
    const serves =
      (argv.includes('nodaemon') && p >= 0 && argv[p + 1] === String(port)) || argv.includes(`tcp:${port}`);
    if (serves && argv.includes('server')) pids.push(Number(name));
  }
  return pids;
}

interface Sandbox {
  port: number;
  env: Record<string, string>;
  tmp: string;
  locks: string;
}

/** A private HOME, TMPDIR and lease dir, and an adb port nobody serves. */
async function sandbox(): Promise<Sandbox> {
  const root = await mkdtemp(path.join(dir, 'box-'));
  const [home, tmp, locks] = ['home', 'tmp', 'locks'].map((d) => path.join(root, d));
  for (const d of [home!, tmp!, locks!]) await mkdir(d);
  const port = await freePort();
  return {
    port,
    tmp: tmp!,
    locks: locks!,
    env: { HOME: home!, TMPDIR: tmp!, DROIDHEAL_LOCK_DIR: locks!, ANDROID_ADB_SERVER_PORT: String(port), CI: '1' },
  };
}

function spawn(args: string[], box: Sandbox) {
  const child = execa(process.execPath, [binPath, ...args], {
    cwd: repoRoot,
    env: box.env,
    reject: false,
    timeout: 90_000,
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const waitFor = (re: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => re.test(out) && resolve();
      child.stdout!.on('data', check);
      child.stderr!.on('data', check);
      void child.then(() => (re.test(out) ? resolve() : reject(new Error(`exited before ${re}: ${out}`))));
      check();
    });
  return { child, output: () => out, waitFor };
}

/** Every device port droidheal printed (virtual devices listen on 127.0.0.1:PORT). */
function devicePorts(text: string, serverPort: number): number[] {
  return [...new Set([...text.matchAll(/127\.0\.0\.1:(\d+)/g)].map((m) => Number(m[1])))].filter(
    (p) => p !== serverPort,
  );
}

/** What must hold once droidheal has exited, whatever the path. */
async function expectNothingLeft(box: Sandbox, ports: number[], serverPids: number[]): Promise<void> {
  expect(await adbServerPids(box.port), 'an adb server droidheal started is still running').toEqual([]);
  for (const pid of serverPids) expect(pidAlive(pid), `adb server pid ${pid}`).toBe(false);
  expect(await refused(box.port), `adb port ${box.port}`).toBe(true);
  for (const p of ports) expect(await refused(p), `virtual device port ${p}`).toBe(true);
  expect(await readdir(box.tmp), 'temp files left in TMPDIR').toEqual([]);
  expect(await readdir(box.locks), 'leases left behind').toEqual([]);
}

async function running(box: Sandbox): Promise<number[]> {
  const pids = await adbServerPids(box.port);
  expect(pids, 'droidheal started its own adb server').toHaveLength(1);
  expect(await refused(box.port)).toBe(false);
  return pids;
}

const commands: Record<string, { args: () => string[]; ready: RegExp; exitCode: number }> = {
  virtual: { args: () => ['virtual', '--rack', rack], ready: /^ready$/m, exitCode: 0 },
  'devices --watch': { args: () => ['devices', '--rack', rack, '--watch'], ready: /watching for changes/, exitCode: 0 },
  // an interrupted run still reports: undetermined (exit 3), never a failure
  run: {
    args: () => ['run', '--rack', rack, '--config', config, '--report-dir', path.join(dir, `reports-${Date.now()}`)],
    ready: /running \d+ tests? of group/,
    exitCode: 3,
  },
};

describe.each(Object.entries(commands))('droidheal %s', (_name, cmd) => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    '%s once running: stops its adb server (pid and port), its virtual devices, leaves no temp files',
    async (signal) => {
      const box = await sandbox();
      const { child, output, waitFor } = spawn(cmd.args(), box);
      await waitFor(cmd.ready);
      const pids = await running(box);
      const ports = devicePorts(output(), box.port);
      expect(ports.length).toBeGreaterThan(0);
      for (const p of ports) expect(await refused(p)).toBe(false);
      child.kill(signal);
      const r = await child;
      expect(r.exitCode, output()).toBe(cmd.exitCode);
      expect(output()).not.toContain('internal error');
      await expectNothingLeft(box, ports, pids);
    },
  );

  it.each([100, 250, 400, 600, 900, 1500])(
    'SIGINT %i ms after spawn (during start-up) leaves nothing behind',
    async (delay) => {
      const box = await sandbox();
      const { child, output } = spawn(cmd.args(), box);
      await new Promise((r) => setTimeout(r, delay));
      const pids = await adbServerPids(box.port);
      child.kill('SIGINT');
      const r: Awaited<ResultPromise> = await child;
      expect(r.timedOut, output()).toBe(false);
      expect(output()).not.toContain('internal error');
      await expectNothingLeft(box, devicePorts(output(), box.port), pids);
    },
  );
});
