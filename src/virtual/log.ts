/**
 * A virtual device's log buffer, printed the way `logcat -v threadtime` prints a real one:
 * `MM-DD HH:MM:SS.mmm  PID  TID P Tag     : message`, one line per line of a multi-line message
 * (a stack trace logged at once shares its header), after a `--------- beginning of main` line.
 * Cleared by `logcat -c` and by a reboot (the ring buffer lives in RAM).
 */

export type LogPriority = 'V' | 'D' | 'I' | 'W' | 'E' | 'F';

interface LogEntry {
  at: Date;
  pid: number;
  tid: number;
  priority: LogPriority;
  tag: string;
  message: string;
}

/** The newest entries a buffer keeps; older ones fall out, as in the device's ring buffer. */
const CAPACITY = 20_000;

export class DeviceLog {
  private entries: LogEntry[] = [];

  add(priority: LogPriority, tag: string, message: string, pid: number, tid = pid): void {
    const at = new Date();
    for (const line of message.split('\n')) this.entries.push({ at, pid, tid, priority, tag, message: line });
    if (this.entries.length > CAPACITY) this.entries.splice(0, this.entries.length - CAPACITY);
  }

  clear(): void {
    this.entries = [];
  }

  /** `logcat -d [-t N]`: the whole buffer, or its last `tail` lines. */
  print(tail?: number): string {
    const shown = tail === undefined ? this.entries : this.entries.slice(-tail);
    if (shown.length === 0) return '';
    return `--------- beginning of main\n${shown.map(threadtime).join('')}`;
  }
}

const two = (n: number) => String(n).padStart(2, '0');

function threadtime(e: LogEntry): string {
  const d = e.at;
  const date = `${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  const time = `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}.${String(d.getMilliseconds()).padStart(3, '0')}`;
  const stamp = `${date} ${time}`;
  return `${stamp} ${String(e.pid).padStart(5)} ${String(e.tid).padStart(5)} ${e.priority} ${e.tag.padEnd(8)}: ${e.message}\n`;
}

/** A rack's `log` line, `P/Tag: message` (logcat's brief format); a line without the prefix is `I/App`. */
export function parseBriefLine(line: string): { priority: LogPriority; tag: string; message: string } {
  const m = /^([VDIWEF])\/([^:]+): ?(.*)$/s.exec(line);
  return m
    ? { priority: m[1] as LogPriority, tag: m[2]!.trim(), message: m[3]! }
    : { priority: 'I', tag: 'App', message: line };
}
