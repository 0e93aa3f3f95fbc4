import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type * as Adbkit from '@devicefarmer/adbkit';
import { execa } from 'execa';
import {
  connectToAdb,
  startVirtualDevices,
  type VirtualDeviceSpecInput,
  type VirtualRack,
} from '../../src/virtual/index.js';
import type { PrivateAdbServer } from '../support/adb-server.js';

// require(): adbkit is CommonJS, and Node and vite disagree on what its default import is
const adbkitModule = createRequire(import.meta.url)('@devicefarmer/adbkit') as typeof Adbkit;

/** Run the real adb CLI against a private server; never throws on a non-zero exit. */
export async function adb(server: PrivateAdbServer, args: string[], opts: { timeout?: number; input?: string } = {}) {
  const r = await execa('adb', ['-P', String(server.port), ...args], {
    env: server.env,
    reject: false,
    timeout: opts.timeout ?? 30_000,
    input: opts.input,
    stripFinalNewline: false,
  });
  return { exitCode: r.exitCode ?? -1, stdout: String(r.stdout), stderr: String(r.stderr), timedOut: r.timedOut };
}

export function adbkitClient(server: PrivateAdbServer) {
  return new adbkitModule.Client({ host: '127.0.0.1', port: server.port });
}

export function readAll(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** A small device spec with a 3-test suite, overridable per test file. */
export function deviceSpec(name: string, extra: Partial<VirtualDeviceSpecInput> = {}): VirtualDeviceSpecInput {
  return {
    name,
    model: 'Virtual Pixel',
    manufacturer: 'Google',
    sdk: 34,
    abis: ['x86_64', 'arm64-v8a'],
    packages: ['com.example.notes'],
    instrumentations: [
      {
        package: 'com.example.notes.test',
        target: 'com.example.notes',
        runner: 'androidx.test.runner.AndroidJUnitRunner',
      },
    ],
    tests: [
      { class: 'com.example.notes.NoteListTest', method: 'showsNotes', durationMs: 400 },
      {
        class: 'com.example.notes.NoteListTest',
        method: 'deletesNote',
        durationMs: 400,
        outcome: 'fail',
        message: 'expected:<2> but was:<3>',
      },
      { class: 'com.example.notes.EditorTest', method: 'savesNote', durationMs: 400 },
    ],
    ...extra,
  };
}

export const COMPONENT = 'com.example.notes.test/androidx.test.runner.AndroidJUnitRunner';

/** Poll until `check` returns true or the deadline passes; returns the last value of check. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000, everyMs = 100): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** adb's state for a serial (`device`, `offline`, …) or undefined when not listed. */
export async function adbState(server: PrivateAdbServer, serial: string): Promise<string | undefined> {
  const r = await adb(server, ['devices']);
  const line = r.stdout.split('\n').find((l) => l.startsWith(`${serial}\t`));
  return line?.split('\t')[1]?.trim();
}

/** Start devices and connect them to the server. */
export async function startConnected(server: PrivateAdbServer, specs: VirtualDeviceSpecInput[]): Promise<VirtualRack> {
  const rack = await startVirtualDevices(specs);
  await connectToAdb(rack, { host: '127.0.0.1', port: server.port });
  return rack;
}
