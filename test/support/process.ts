import { readFileSync } from 'node:fs';
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
