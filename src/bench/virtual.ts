import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type * as Adbkit from '@devicefarmer/adbkit';
import { freePort, startAdbServer } from '../adb/server.js';
import { connectToAdb, disconnectFromAdb, startVirtualDevices } from '../virtual/index.js';
import { median } from './lib/stats.js';

/**
 * `npm run bench -- virtual`: what a virtual device costs, against baselines measured in the same
 * run on a private adb server. Figures are medians.
 * - command round trip: `shell:echo` on a virtual device vs `host:version` (answered by the adb
 *   server alone) — the device side's share of a probe;
 * - push throughput: 16 MiB through adb sync to a virtual device vs the same bytes over a bare
 *   loopback TCP socket — the protocol's overhead;
 * - connecting 20 devices in parallel vs connecting one.
 */

const adbkit = createRequire(import.meta.url)('@devicefarmer/adbkit') as typeof Adbkit;
const RUNS = 7;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** Copy `data` through a loopback TCP connection (the floor for any TCP transport). */
async function loopbackCopy(data: Buffer): Promise<void> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const received = new Promise<void>((resolve) => {
    server.once('connection', (sock) => {
      let n = 0;
      sock.on('data', (c: Buffer) => {
        n += c.length;
        if (n >= data.length) resolve();
      });
    });
  });
  const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
  client.end(data);
  await received;
  client.destroy();
  await new Promise<void>((r) => server.close(() => r()));
}

const spec = (name: string) => ({ name, model: 'Bench Pixel', manufacturer: 'Google', sdk: 34, abis: ['x86_64'] });

export async function run(): Promise<void> {
  const home = await mkdtemp(path.join(os.tmpdir(), 'droidheal-bench-adb-'));
  const server = await startAdbServer({ port: await freePort(), home });
  const address = { host: '127.0.0.1', port: server.port };
  const client = new adbkit.Client(address);
  const rack = await startVirtualDevices([spec('bench')]);
  try {
    await connectToAdb(rack, address);
    const device = client.getDevice(rack.devices[0]!.serial);

    const version: number[] = [];
    const echo: number[] = [];
    for (let i = 0; i < RUNS * 5; i++) {
      version.push(await time(() => client.version()));
      echo.push(await time(async () => readAll(await device.shell('echo hi'))));
    }
    const v = median(version);
    const e = median(echo);
    process.stdout.write(
      `command round trip: shell echo ${e.toFixed(2)} ms vs host:version ${v.toFixed(2)} ms (ratio ${(e / v).toFixed(2)})\n`,
    );

    const data = Buffer.alloc(16 * 1024 * 1024, 7);
    const push: number[] = [];
    const loop: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      loop.push(await time(() => loopbackCopy(data)));
      push.push(
        await time(async () => {
          const t = await device.push(Readable.from([data], { objectMode: false }), '/data/local/tmp/bench.bin');
          await new Promise<void>((resolve, reject) => {
            t.on('end', () => resolve());
            t.on('error', reject);
          });
        }),
      );
    }
    const mbps = (ms: number) => (16 / (ms / 1000)).toFixed(0);
    process.stdout.write(
      `push 16 MiB: ${mbps(median(push))} MiB/s vs bare loopback ${mbps(median(loop))} MiB/s (time ratio ${(median(push) / median(loop)).toFixed(1)})\n`,
    );
  } finally {
    await disconnectFromAdb(rack, address);
    await rack.stop();
  }

  const one: number[] = [];
  const twenty: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    for (const [n, out] of [
      [1, one],
      [20, twenty],
    ] as const) {
      const r = await startVirtualDevices(Array.from({ length: n }, (_, k) => spec(`d${k}`)));
      out.push(await time(() => connectToAdb(r, address)));
      await disconnectFromAdb(r, address);
      await r.stop();
    }
  }
  process.stdout.write(
    `connect: 20 devices in parallel ${median(twenty).toFixed(1)} ms vs one ${median(one).toFixed(1)} ms ` +
      `(ratio ${(median(twenty) / median(one)).toFixed(1)})\n`,
  );
  await server.stop();
  await rm(home, { recursive: true, force: true });
}
