import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import net from 'node:net';

/** True while a process with this pid exists (signal 0 only checks). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** True when nothing listens on 127.0.0.1:port any more (a stopped virtual device or server). */
export function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port });
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', () => resolve(true));
  });
}

/** True when `pid` is gone or only a zombie nobody has reaped yet (a container's pid 1 may never reap it). */
export function processGone(pid: number): boolean {
  if (!pidAlive(pid)) return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the state follows the parenthesised command name, which may itself contain ') '
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

/**
 * How many TCP connections this process holds to 127.0.0.1:`port` (an adb server), read from
 * /proc: the sockets among our file descriptors whose remote end is that port. A cancelled call
 * that left its connection open shows up here.
 */
export function connectionsTo(port: number): number {
  const ours = new Set<string>();
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`));
      if (m) ours.add(m[1]!);
    } catch {
      // closed while we looked
    }
  }
  let n = 0;
  for (const table of ['/proc/self/net/tcp', '/proc/self/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10) continue;
      const remotePort = Number.parseInt(cols[2]!.split(':')[1]!, 16);
      // 0A is LISTEN; anything else with our inode is a connection we still hold
      if (remotePort === port && cols[3] !== '0A' && ours.has(cols[9]!)) n++;
    }
  }
  return n;
}

/**
 * The pids of live processes whose command line holds `needle` (a unique argument the test gave the
 * program): a program in a sandbox's own pid namespace cannot tell the test its host pid.
 */
export function pidsWithArgument(needle: string): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (argv.includes(needle) && !processGone(Number(entry))) out.push(Number(entry));
    } catch {
      // gone while we looked
    }
  }
  return out;
}
