import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DeviceLocks, type LockHolder, lockFileName } from '../../src/pool/device-lock.js';
import { connectToAdb, startVirtualDevices, type VirtualRack } from '../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { binPath, repoRoot, runCli } from '../support/cli.js';
import { pidAlive } from '../support/process.js';

const fixture = (name: string) => path.join(repoRoot, 'test/pool/fixtures', name);
const SERVER = '127.0.0.1:5037';

let dir: string;
const children: ResultPromise[] = [];
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-locks-'));
});
afterEach(() => {
  for (const c of children.splice(0)) if (c.pid && c.exitCode === null) c.kill('SIGKILL');
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Start a lock-holding process and wait for its first line ("locked …", or "ready" for a racer). */
async function holder(mode: 'hold' | 'exit' | 'race', lockDir: string, serial: string, go = '') {
  const child = execa(process.execPath, [fixture('device-lock-holder.mjs'), mode, lockDir, SERVER, serial, go], {
    reject: false,
    timeout: 30_000,
  });
  children.push(child);
  let out = '';
  const lines = (n: number) =>
    new Promise<string[]>((resolve) => {
      const check = () => {
        const all = out.split('\n').filter(Boolean);
        if (all.length >= n) resolve(all);
      };
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        check();
      });
      check();
      void child.then(() => resolve(out.split('\n').filter(Boolean)));
    });
  const [first] = await lines(1);
  return {
    child,
    locked: first?.startsWith('locked true') ?? false,
    ready: first === 'ready',
    /** a racer's verdict, once the go file exists */
    result: async () => (await lines(2))[1]?.startsWith('locked true') ?? false,
  };
}

const readLock = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as LockHolder;

describe('device locks between processes', () => {
  it('a live holder in another process keeps the device; a SIGKILLed one leaves a stale lock that is taken over', async () => {
    const locks = new DeviceLocks({ dir });
    const { child, locked } = await holder('hold', dir, 'emulator-5554');
    expect(locked).toBe(true);
    const file = locks.fileFor(SERVER, 'emulator-5554');
    expect((await readLock(file)).pid).toBe(child.pid);

    const refused = locks.tryLock(SERVER, 'emulator-5554');
    expect(refused).toMatchObject({ ok: false, holder: { pid: child.pid, command: 'device-lock-holder hold' } });
    expect(locks.holder(SERVER, 'emulator-5554')?.pid).toBe(child.pid);

    child.kill('SIGKILL');
    await child;
    expect(pidAlive(child.pid!)).toBe(false);
    expect((await readLock(file)).pid).toBe(child.pid); // SIGKILL ran no cleanup: the lock is stale
    expect(locks.tryLock(SERVER, 'emulator-5554')).toEqual({ ok: true });
    expect((await readLock(file)).pid).toBe(process.pid);
    locks.unlock(SERVER, 'emulator-5554');
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('of many processes racing for one stale lock, exactly one takes it over', async () => {
    for (let round = 0; round < 3; round++) {
      const serial = `race-${round}`;
      const dead = await holder('hold', dir, serial);
      dead.child.kill('SIGKILL');
      await dead.child;
      // every racer is started and waiting before the go file appears: a real race, not a queue
      const go = path.join(dir, `go-${round}`);
      const racers = await Promise.all(Array.from({ length: 6 }, () => holder('race', dir, serial, go)));
      expect(racers.map((r) => r.ready)).toEqual([true, true, true, true, true, true]);
      await writeFile(go, '');
      const results = await Promise.all(racers.map((r) => r.result()));
      expect(results.filter(Boolean)).toHaveLength(1);
      const winner = racers[results.indexOf(true)]!;
      expect((await readLock(new DeviceLocks({ dir }).fileFor(SERVER, serial))).pid).toBe(winner.child.pid);
      await Promise.all(racers.map((r) => r.child));
    }
    // no temp or guard files are left behind
    expect((await readdir(dir)).filter((f) => !f.endsWith('.lock') && !f.startsWith('go-'))).toEqual([]);
  });

  it('a process that ends without unlocking still removes its lock (exit hook)', async () => {
    const { child, locked } = await holder('exit', dir, 'exits');
    expect(locked).toBe(true);
    expect((await child).exitCode).toBe(0);
    await expect(readFile(new DeviceLocks({ dir }).fileFor(SERVER, 'exits'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('maps hostile serials to safe, distinct file names inside the lock directory', async () => {
    const hostile = ['127.0.0.1:5555;rm -rf /', '../../etc', '..', '$(touch pwned)', 'a:b', 'a_b', 'x'.repeat(500)];
    const names = hostile.map((s) => lockFileName(SERVER, s));
    for (const n of names) {
      expect(n).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*\.lock$/);
      expect(n.length).toBeLessThan(120);
    }
    expect(new Set(names).size).toBe(hostile.length);
    expect(lockFileName('localhost:5037', 'p')).toBe(lockFileName('127.0.0.1:5037', 'p')); // one server, two spellings
    const sub = await mkdtemp(path.join(dir, 'hostile-'));
    const locks = new DeviceLocks({ dir: sub });
    for (const s of hostile) expect(locks.tryLock(SERVER, s)).toEqual({ ok: true });
    expect((await readdir(sub)).sort()).toEqual([...names].sort());
    expect((await readdir(dir)).some((f) => f === 'etc' || f.startsWith('pwned'))).toBe(false);
    locks.unlockAll();
    expect(await readdir(sub)).toEqual([]);
  });
});

describe('pools in separate processes sharing one rack', () => {
  let adb: PrivateAdbServer;
  let rack: VirtualRack;
  let lockDir: string;
  /** per device serial: instrumentations running now, the most seen at once, and how many ran */
  const running = new Map<string, { now: number; max: number; runs: number }>();

  beforeAll(async () => {
    adb = await startPrivateAdbServer();
    lockDir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-pool-locks-'));
    const spec = (name: string) => ({
      name,
      model: 'Pixel 8',
      manufacturer: 'Google',
      sdk: 34,
      abis: ['arm64-v8a'],
      packages: ['com.example.notes'],
      instrumentations: [{ package: 'com.example.notes.test', target: 'com.example.notes' }],
      tests: ['saves', 'opens', 'deletes'].map((method) => ({
        class: 'com.example.notes.NoteTest',
        method,
        durationMs: 150,
      })),
    });
    rack = await startVirtualDevices([spec('one'), spec('two')]);
    await connectToAdb(rack, { host: '127.0.0.1', port: adb.port });
    for (const d of rack.devices) {
      const s = { now: 0, max: 0, runs: 0 };
      running.set(d.serial, s);
      d.on('instrument-start', () => {
        s.now++;
        s.runs++;
        s.max = Math.max(s.max, s.now);
      });
      d.on('instrument-end', () => s.now--);
    }
  });
  afterAll(async () => {
    await rack?.stop();
    await adb?.stop();
    if (lockDir) await rm(lockDir, { recursive: true, force: true });
  });

  const rackJson = () =>
    JSON.stringify({ servers: [`127.0.0.1:${adb.port}`], groups: { phones: { sdk: { min: 30 } } } });
  const env = () => ({ ...adb.env, DROIDHEAL_LOCK_DIR: lockDir });
  /** droidheal.json and devices.json for `droidheal run` on the shared rack */
  async function runFiles() {
    const config = path.join(lockDir, 'droidheal.json');
    // a job waits at most 3 s for devices another job holds (droidheal.json's default is 10 minutes)
    await writeFile(
      config,
      JSON.stringify({
        instrumentation: {
          testPackage: 'com.example.notes.test',
          runner: 'androidx.test.runner.AndroidJUnitRunner',
          targetPackage: 'com.example.notes',
        },
        timeouts: { leaseWaitMs: 3000 },
      }),
    );
    const rackFile = path.join(lockDir, 'run-rack.json');
    await writeFile(rackFile, rackJson());
    return { config, rackFile };
  }

  it('three jobs on two devices never run two instrumentations on one device at once', async () => {
    const jobs = Array.from({ length: 3 }, () => {
      const c = execa(process.execPath, [fixture('device-lock-pool-worker.mjs'), rackJson(), '3'], {
        env: env(),
        reject: false,
        timeout: 90_000,
      });
      children.push(c);
      return c;
    });
    const results = await Promise.all(jobs);
    for (const r of results) {
      expect(r.stderr).toBe('');
      expect(r.exitCode).toBe(0);
      expect(r.stdout.trim().split('\n').at(-1)).toBe('done');
    }
    const runs = results.flatMap((r) =>
      String(r.stdout)
        .trim()
        .split('\n')
        .slice(0, -1)
        .map((l) => JSON.parse(l) as { serial: string; start: number; end: number }),
    );
    expect(runs).toHaveLength(9);
    // the devices' own view: at most one instrumentation at a time, and all nine ran
    expect([...running.values()].map((s) => s.max)).toEqual([1, 1]);
    expect([...running.values()].reduce((n, s) => n + s.runs, 0)).toBe(9);
    // the jobs' view: per device, no two [start, end] windows of different jobs overlap
    for (const serial of running.keys()) {
      const w = runs.filter((r) => r.serial === serial).sort((a, b) => a.start - b.start);
      for (let i = 1; i < w.length; i++) expect(w[i]!.start).toBeGreaterThanOrEqual(w[i - 1]!.end);
    }
    expect((await readdir(lockDir)).filter((f) => f.endsWith('.lock'))).toEqual([]);
  });

  it('two droidheal run jobs at once never use one device at the same time', async () => {
    for (const c of running.values()) Object.assign(c, { max: 0, runs: 0 });
    const { config, rackFile } = await runFiles();
    const job = (name: string) =>
      runCli(['run', '--rack', rackFile, '--config', config, '--report-dir', path.join(lockDir, name)], { env: env() });
    const results = await Promise.all([job('a'), job('b')]);
    // the second job waits (leaseWaitMs) for a device the first holds; if none is freed in time its
    // tests are undetermined (exit 3) — never run on a held device
    for (const r of results) {
      expect(r.stderr).not.toMatch(/internal error/);
      expect([0, 3]).toContain(r.exitCode);
    }
    const reports = await Promise.all(
      ['a', 'b'].map(
        async (n) =>
          JSON.parse(await readFile(path.join(lockDir, n, 'report.json'), 'utf8')) as {
            executions: Array<{ device: string }>;
          },
      ),
    );
    reports.forEach((r, i) => {
      if (results[i]!.exitCode === 0) expect(r.executions).toHaveLength(3);
      for (const e of r.executions) expect(running.has(e.device)).toBe(true);
    });
    expect(results.some((r) => r.exitCode === 0)).toBe(true);
    expect([...running.values()].map((c) => c.max)).toEqual([1, 1]);
    expect([...running.values()].reduce((n, c) => n + c.runs, 0)).toBeGreaterThanOrEqual(2);
    expect((await readdir(lockDir)).filter((f) => f.endsWith('.lock'))).toEqual([]);
  });

  it('a job that finds every device held elsewhere waits, then reports its groups undetermined', async () => {
    const { config, rackFile } = await runFiles();
    const other = new DeviceLocks({ dir: lockDir, command: 'another job' });
    const server = `127.0.0.1:${adb.port}`;
    for (const d of rack.devices) expect(other.tryLock(server, d.serial)).toEqual({ ok: true });
    for (const c of running.values()) Object.assign(c, { max: 0, runs: 0 });
    try {
      // a pool in another process waits for the lease's timeout, then names the holder
      const waiter = await execa(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `
        const { openPool } = await import(${JSON.stringify(path.join(repoRoot, 'dist/pool/index.js'))});
        const { RackFile, resolveRack } = await import(${JSON.stringify(path.join(repoRoot, 'dist/config/rack.js'))});
        const pool = await openPool(resolveRack(RackFile.parse(${rackJson()})));
        const t0 = Date.now();
        try { await pool.lease({ group: 'phones' }, { timeoutMs: 1500 }); console.log('leased'); }
        catch (e) { console.log(Date.now() - t0 >= 1500, e.message); }
        finally { await pool.close(); }`,
        ],
        { env: env(), reject: false, timeout: 30_000 },
      );
      expect(waiter.stdout).toMatch(
        new RegExp(
          `^true no device of group "phones" became free within 1500 ms \\(.*leased by pid ${process.pid} \\(another job\\)`,
        ),
      );
      expect(waiter.stdout.match(/leased by pid/g)).toHaveLength(2);

      const r = await runCli(
        ['run', '--rack', rackFile, '--config', config, '--report-dir', path.join(lockDir, 'held')],
        { env: env() },
      );
      expect(r.exitCode).toBe(3);
      expect(r.stdout).toMatch(/group phones: no-device/);
      expect([...running.values()].map((c) => c.runs)).toEqual([0, 0]);
      const report = JSON.parse(await readFile(path.join(lockDir, 'held', 'report.json'), 'utf8')) as {
        devices: Array<{ state: string; leasedBy?: string }>;
      };
      expect(report.devices.map((d) => [d.state, d.leasedBy])).toEqual(
        rack.devices.map(() => ['ready', `pid ${process.pid} (another job)`]),
      );
    } finally {
      other.unlockAll();
    }
  });

  it('a job whose devices are all held waits, and runs on the first one the other job frees', async () => {
    const rackFile = path.join(lockDir, 'wait-rack.json');
    await writeFile(rackFile, rackJson());
    const config = path.join(lockDir, 'wait-droidheal.json');
    await writeFile(
      config,
      JSON.stringify({
        instrumentation: {
          testPackage: 'com.example.notes.test',
          runner: 'androidx.test.runner.AndroidJUnitRunner',
          targetPackage: 'com.example.notes',
        },
        timeouts: { leaseWaitMs: 60_000 },
      }),
    );
    const other = new DeviceLocks({ dir: lockDir, command: 'another job' });
    const server = `127.0.0.1:${adb.port}`;
    for (const d of rack.devices) expect(other.tryLock(server, d.serial)).toEqual({ ok: true });
    for (const c of running.values()) Object.assign(c, { max: 0, runs: 0 });
    let released = false;
    try {
      const job = execa(
        process.execPath,
        [binPath, 'run', '--rack', rackFile, '--config', config, '--report-dir', path.join(lockDir, 'waited')],
        {
          env: env(),
          reject: false,
          timeout: 90_000,
          all: true,
        },
      );
      children.push(job);
      // free one device once the job says it is waiting (not after a fixed time: start-up is slow on a busy machine)
      await new Promise<void>((resolve) => {
        let out = '';
        job.all!.on('data', (d: Buffer) => {
          out += d.toString();
          if (/group phones: every ready device is held by another droidheal job; waiting up to 60 s/.test(out))
            resolve();
        });
        void job.then(() => resolve());
      });
      expect([...running.values()].map((c) => c.runs)).toEqual([0, 0]);
      other.unlock(server, rack.devices[0]!.serial);
      released = true;
      const r = await job;
      expect(String(r.all)).toMatch(
        /group phones: every ready device is held by another droidheal job; waiting up to 60 s/,
      );
      expect([0, 1]).toContain(r.exitCode); // determined: the suite ran on the freed device
      expect(running.get(rack.devices[0]!.serial)?.runs ?? 0).toBeGreaterThan(0);
      expect(running.get(rack.devices[1]!.serial)?.runs ?? 0).toBe(0);
    } finally {
      other.unlockAll();
      expect(released).toBe(true);
    }
  });

  it('droidheal devices notes who holds a device; SIGINT to the holder releases its lock', async () => {
    const worker = execa(process.execPath, [fixture('device-lock-pool-worker.mjs'), rackJson(), 'hold'], {
      env: env(),
      reject: false,
      timeout: 90_000,
    });
    children.push(worker);
    const serial = await new Promise<string>((resolve) => {
      let out = '';
      worker.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /leased (\S+)\n/.exec(out);
        if (m) resolve(m[1]!);
      });
    });
    const rackFile = path.join(lockDir, 'rack.json');
    await writeFile(rackFile, rackJson());
    const shown = await runCli(['devices', '--rack', rackFile], { env: env() });
    expect(shown.exitCode).toBe(0);
    const rows = shown.stdout.split('\n').filter((l) => l.startsWith('127.0.0.1:') || /^(one|two)\s/.test(l));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatch(/\sready\s/); // held, yet ready: a job may wait for it
      expect(row.includes(`leased by pid ${worker.pid} (device-lock-pool-worker.mjs`)).toBe(row.includes(serial));
    }
    const json = await runCli(['devices', '--rack', rackFile, '--json'], { env: env() });
    const devices = (
      JSON.parse(json.stdout) as { devices: Array<{ serial: string; state: string; leasedBy?: string }> }
    ).devices;
    expect(devices.map((d) => [d.serial, d.state, d.leasedBy?.split(' (')[0]]).sort()).toEqual(
      rack.devices.map((d) => [d.serial, 'ready', d.serial === serial ? `pid ${worker.pid}` : undefined]).sort(),
    );

    worker.kill('SIGINT');
    const r = await worker;
    expect(r.exitCode).toBe(0);
    expect(r.stdout.trim().split('\n').at(-1)).toBe('done');
    expect((await readdir(lockDir)).filter((f) => f.endsWith('.lock'))).toEqual([]);
  });
});
