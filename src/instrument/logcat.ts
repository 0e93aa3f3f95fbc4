import type { TestId } from '../config/outcome.js';

/**
 * A test's own part of a device log (`logcat -d -v threadtime`): from AndroidJUnitRunner's
 * `TestRunner: started: method(Class)` line to its `finished:` line, with every line between them
 * whatever its process or tag (the app's own logs, `AndroidRuntime`'s crash report, the system's
 * ANR or low-memory notes). A test that crashed its process has no `finished:` line: its part runs
 * to the end of the log. The last run of the test in the log counts (the buffer may hold earlier runs).
 */

/** A threadtime line: date time, pid, tid, priority, tag, message. */
const THREADTIME = /^\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\s+\d+\s+\d+ [VDIWEFS] (.*?)\s*: (.*)$/;

/** At most this much of a test's log is kept: its head (what led up) and its tail (how it ended). */
export const MAX_TEST_LOG_CHARS = 12_000;

function runnerLine(line: string): string | undefined {
  const m = THREADTIME.exec(line);
  return m && m[1] === 'TestRunner' ? m[2] : undefined;
}

/** The log lines of `test`'s last run in `log`, or undefined when the log does not show it starting. */
export function testLogSection(log: string, test: TestId): string | undefined {
  const lines = log.replace(/\r\n/g, '\n').split('\n');
  const name = `${test.method}(${test.class})`;
  let start = -1;
  for (let i = lines.length - 1; i >= 0; i--)
    if (runnerLine(lines[i]!) === `started: ${name}`) {
      start = i;
      break;
    }
  if (start < 0) return undefined;
  let end = lines.length;
  for (let i = start + 1; i < lines.length; i++) {
    const said = runnerLine(lines[i]!);
    if (said === `finished: ${name}`) {
      end = i + 1;
      break;
    }
    // the next test started (this one's finished line was lost): its lines are not this test's
    if (said?.startsWith('started: ')) {
      end = i;
      break;
    }
  }
  const section = lines
    .slice(start, end)
    .filter((l) => l !== '' && !l.startsWith('--------- beginning of '))
    .join('\n');
  return bounded(section);
}

function bounded(text: string): string {
  if (text.length <= MAX_TEST_LOG_CHARS) return text;
  const head = text.slice(0, MAX_TEST_LOG_CHARS / 4);
  const tail = text.slice(-(MAX_TEST_LOG_CHARS * 3) / 4);
  const cut = text.length - head.length - tail.length;
  return `${head.slice(0, head.lastIndexOf('\n'))}\n… ${cut} characters of the log left out …\n${tail.slice(tail.indexOf('\n') + 1)}`;
}
