import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AdbServerHandle, freePort, startAdbServer } from '../../adb/server.js';
import { type ProcessHandle, startProcess } from '../../process/start.js';

/** droidheal's own CLI (bin/droidheal.js runs dist/), which hosts virtual devices with `droidheal virtual`. */
const BIN = fileURLToPath(new URL('../../../bin/droidheal.js', import.meta.url));

/** A scripted test of the virtual devices (the rack file's `tests`). */
export type RackTest = { class: string; method: string; durationMs: number };

/** A real adb server on a private port and HOME, and the child process hosting its virtual devices. */
export interface RackHost {
  address: string;
  adb: AdbServerHandle;
  child: ProcessHandle;
}

export interface RackHosts {
  hosts: RackHost[];
  /** scratch directory (adb HOMEs, rack files); removed by stop() */
  dir: string;
  stop(): Promise<void>;
}

/**
 * `servers` real adb servers, each with `perServer` virtual devices hosted by a `droidheal virtual`
 * child process of its own — so the devices' CPU is the children's, not the orchestrator's that the
 * bench measures. Resolves once every child printed "ready" (adb lists all its devices).
 */
export async function startRackHosts(opts: {
  servers: number;
  perServer: number;
  pkg: string;
  tests: RackTest[];
  signal: AbortSignal;
}): Promise<RackHosts> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-bench-rack-'));
  const hosts: RackHost[] = [];
  const stop = async () => {
    // children first: they disconnect their devices from adb before the servers go
    await Promise.all(hosts.map((h) => h.child.stop()));
    await Promise.all(hosts.map((h) => h.adb.stop()));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    for (let s = 0; s < opts.servers; s++) hosts.push(await startHost(dir, s, opts));
    await Promise.all(hosts.map((h) => ready(h.child, opts.signal)));
    return { hosts, dir, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function startHost(
  dir: string,
  s: number,
  opts: { perServer: number; pkg: string; tests: RackTest[]; signal: AbortSignal },
): Promise<RackHost> {
  const home = path.join(dir, `home-${s}`);
  await mkdir(home);
  const adb = await startAdbServer({ port: await freePort(), home });
  const rackFile = path.join(dir, `virtual-${s}.json`);
  const virtual = Array.from({ length: opts.perServer }, (_, i) => ({
    name: `rack-${s}-${i}`,
    model: 'Pixel 8',
    manufacturer: 'Google',
    sdk: 34,
    abis: ['arm64-v8a'],
    packages: [opts.pkg],
  }));
  const instrumentations = [{ package: `${opts.pkg}.test`, target: opts.pkg }];
  await writeFile(rackFile, JSON.stringify({ virtual, instrumentations, tests: opts.tests }));
  const child = startProcess({
    file: process.execPath,
    args: [BIN, 'virtual', '--rack', rackFile, '--adb-port', String(adb.port)],
    env: { HOME: home, ANDROID_ADB_SERVER_PORT: String(adb.port) },
    signal: opts.signal,
    killGraceMs: 10_000,
  });
  return { address: `127.0.0.1:${adb.port}`, adb, child };
}

/** Wait for the child's "ready" line; a child that exits first is an error with its output's end. */
async function ready(child: ProcessHandle, signal: AbortSignal): Promise<void> {
  for (;;) {
    if (/^ready$/m.test(child.output())) return;
    if (child.exited() || signal.aborted) {
      const r = await child.stop();
      throw new Error(`a virtual device host did not become ready: ${'output' in r ? r.output.trim() : r.message}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
