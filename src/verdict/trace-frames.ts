import type { StackFrame } from '../config/outcome.js';

/**
 * The head of a JVM stack trace: exception type, message, frames. Traces are runtime text, not
 * Kotlin source, so a line pattern is the right tool here.
 */
export interface TraceHead {
  exceptionType?: string;
  message?: string;
  frames: StackFrame[];
}

const FRAME = /^\s*at\s+([\w$.]+)\.([\w$<>-]+)\(([^)]*)\)\s*$/;
const HEADER = /^(?:Caused by:\s*)?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+)(?::\s?(.*))?$/;

export function parseTraceHead(trace: string): TraceHead {
  const lines = trace.replace(/\r\n?/g, '\n').split('\n');
  const head: TraceHead = { frames: [] };
  for (const line of lines) {
    const f = FRAME.exec(line);
    if (f) {
      const [file, lineNo] = f[3]!.split(':');
      head.frames.push({
        class: f[1]!,
        method: f[2]!,
        ...(file && file !== 'Unknown Source' && file !== 'Native Method' ? { file } : {}),
        ...(lineNo && /^\d+$/.test(lineNo) ? { line: Number(lineNo) } : {}),
      });
      continue;
    }
    if (head.exceptionType === undefined && head.frames.length === 0) {
      const h = HEADER.exec(line.trim());
      if (h) {
        head.exceptionType = h[1]!;
        if (h[2]) head.message = h[2];
      }
    }
  }
  return head;
}

/** Library and platform code: never the root cause a fixer should look at. */
const FRAMEWORK_PREFIXES = [
  'java.', 'javax.', 'jdk.', 'sun.', 'kotlin.', 'kotlinx.', 'android.', 'androidx.', 'com.android.',
  'dalvik.', 'libcore.', 'junit.', 'org.junit.', 'org.hamcrest.', 'com.google.common.', 'com.google.android.',
  'org.mockito.', 'io.mockk.', 'org.robolectric.', 'org.jetbrains.', 'kotlin.coroutines.',
];

export function isFrameworkFrame(frame: StackFrame): boolean {
  return FRAMEWORK_PREFIXES.some((p) => frame.class.startsWith(p));
}

/**
 * The frame a failure points at: the first frame in the app's (or test's) own code. For an
 * assertion that is its call site in the test; for a crash, the app code that threw.
 * With `appPackages`, frames under them are preferred.
 */
export function firstAppFrame(frames: readonly StackFrame[], appPackages: readonly string[] = []): StackFrame | undefined {
  const own = frames.filter((f) => !isFrameworkFrame(f));
  if (appPackages.length > 0) {
    const inApp = own.find((f) => appPackages.some((p) => f.class === p || f.class.startsWith(`${p}.`)));
    if (inApp) return inApp;
  }
  return own[0];
}
