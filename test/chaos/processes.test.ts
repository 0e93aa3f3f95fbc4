import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/adb/server.js';
import { alive, isolatedEnv, markedProcesses, until } from '../../src/chaos/leftovers.js';
import { droidhealPid, runDroidheal, signal } from '../../src/chaos/processes.js';

// The process under test runs through src/process's runner, which stops a program's whole process
// group when the program exits. `droidheal virtual` starts its own adb server in its own process
// group: these runs show the harness finds droidheal by its mark, reaches it with a signal, and that
// a process droidheal leaves behind is still there to be found (invariant 4), not cleaned up for it.

/** pgid and session of a live process, from /proc/PID/stat (after the parenthesised command name). */
function groupAndSession(pid: number): { pgid: number; sid: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { pgid: Number(f[2]), sid: Number(f[3]) };
}

let root: string;
let rack: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'droidheal-chaos-processes-'));
  rack = path.join(root, 'rack.json');
  await writeFile(
    rack,
    JSON.stringify({
      virtual: [{ name: 'one', model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abis: ['arm64-v8a'] }],
    }),
  );
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** `droidheal virtual` on a free port (it starts the adb server itself), until `ready` is printed. */
async function startVirtual(name: string) {
  const dir = path.join(root, name);
  const [home, tmp, locks] = ['home', 'tmp', 'locks'].map((d) => path.join(dir, d)) as [string, string, string];
  for (const d of [home, tmp, locks]) await mkdir(d, { recursive: true });
  const adbPort = await freePort();
  const mark = `${process.pid}-processes-${name}-${Date.now()}`;
  let printed = '';
  let onReady!: () => void;
  const ready = new Promise<void>((resolve) => {
    onReady = resolve;
  });
  const run = runDroidheal({
    command: 'virtual',
    args: ['--rack', rack, '--adb-port', String(adbPort)],
    cwd: dir,
    env: isolatedEnv({ home, tmp, adbPort, locks, mark }),
    boundMs: 60_000,
    onOutput: (chunk) => {
      printed += chunk;
      if (/^ready$/m.test(printed)) onReady();
    },
  });
  await Promise.race([ready, run.then((r) => Promise.reject(new Error(`ended before ready: ${r.stderr}`)))]);
  const pid = droidhealPid(mark, 'virtual');
  if (pid === undefined) throw new Error('droidheal virtual not found by its mark');
  return { run, pid, mark };
}

describe('the droidheal process under test', () => {
  it('is found by its mark, leads a session of its own, and ends on the SIGINT sent to it, leaving nothing', async () => {
    const v = await startVirtual('sigint');
    expect(groupAndSession(v.pid)).toEqual({ pgid: v.pid, sid: v.pid });
    // its adb server is in droidheal's group, not the runner's child's (setsid's)
    const others = markedProcesses(v.mark).filter((p) => p !== v.pid && groupAndSession(p).pgid === v.pid);
    expect(others.length).toBeGreaterThan(0);
    signal(v.pid, 'SIGINT');
    const r = await v.run;
    expect(r.exitCode).toBe(0);
    expect(r.timedOut).toBe(false);
    expect(await until(() => markedProcesses(v.mark).length === 0, 10_000)).toBe(true);
  }, 90_000);

  it('a process it leaves behind in its own group outlives it: the runner does not clean up for droidheal', async () => {
    const v = await startVirtual('sigkill');
    const left = markedProcesses(v.mark).filter((p) => p !== v.pid && groupAndSession(p).pgid === v.pid);
    expect(left.length).toBeGreaterThan(0);
    try {
      // killed outright, droidheal cannot stop its adb server: that is a leftover invariant 4 must see
      signal(v.pid, 'SIGKILL');
      const r = await v.run;
      expect(r.exitCode).toBe(128 + 9);
      expect(left.filter(alive)).toEqual(left);
      expect(markedProcesses(v.mark)).toEqual(expect.arrayContaining(left));
    } finally {
      for (const p of left) signal(p, 'SIGKILL');
    }
  }, 90_000);
});
