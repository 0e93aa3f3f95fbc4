import type { StackFrame } from '../config/outcome.js';

/**
 * Java/Kotlin stack traces as the runner reports them (`stack=`), read into exception type,
 * message and frames. Findings cluster failures by exception type + first app frame, so these
 * two must be stable across devices: frames are matched structurally, never by message text.
 */

/** One throwable in a trace: the top one or a `Caused by:` link. */
export interface ParsedThrowable {
  /** e.g. `java.lang.AssertionError`; absent when the header is not `Type[: message]` */
  type?: string;
  /** the text after `Type: ` up to the first frame (may span lines), or the whole header without a type */
  message?: string;
  frames: StackFrame[];
}

export interface ParsedTrace extends ParsedThrowable {
  /** `Caused by:` chain, outermost first; the last one is the root cause */
  causes: ParsedThrowable[];
}

// `at pkg.Class$Inner.method(File.kt:12)`, `(Native Method)`, `(Unknown Source:4)`
const FRAME = /^\s*at\s+([^\s(]+)\((.*)\)\s*$/;
const MORE = /^\s*\.\.\.\s+\d+\s+more\s*$/;
const CAUSED_BY = /^\s*Caused by:\s*(.*)$/;
const SUPPRESSED = /^\s*Suppressed:\s*(.*)$/;
// a qualified Java binary class name (at least one dot): the exception type of a header line
const CLASS_NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/;

/** Parse one `at …` line into a frame, or undefined when it is not one. */
export function parseFrame(line: string): StackFrame | undefined {
  const m = FRAME.exec(line);
  if (!m) return undefined;
  const qualified = m[1] ?? '';
  const dot = qualified.lastIndexOf('.');
  const frame: StackFrame =
    dot > 0 ? { class: qualified.slice(0, dot), method: qualified.slice(dot + 1) } : { class: qualified, method: '' };
  const where = m[2] ?? '';
  const loc = /^(.*?):(\d+)$/.exec(where);
  const file = loc ? loc[1] : where;
  if (file && file !== 'Native Method' && file !== 'Unknown Source') frame.file = file;
  if (loc) frame.line = Number(loc[2]);
  return frame;
}

function splitHeader(header: string): Pick<ParsedThrowable, 'type' | 'message'> {
  const text = header.trim();
  if (!text) return {};
  const firstLine = text.split('\n', 1)[0] ?? '';
  const colon = firstLine.indexOf(':');
  const typePart = colon >= 0 ? firstLine.slice(0, colon) : firstLine;
  if (!CLASS_NAME.test(typePart)) return { message: text };
  const message = text.slice(typePart.length).replace(/^:/, '').trim();
  return message ? { type: typePart, message } : { type: typePart };
}

/**
 * Read a stack trace. Lines that are neither frames nor `Caused by:` belong to the current
 * throwable's message until its first frame (multi-line messages such as Espresso's view
 * hierarchy); frames of `Suppressed:` blocks are skipped, as they are not the failure's path.
 */
export function parseTrace(trace: string): ParsedTrace {
  const throwables: Array<{ header: string[]; frames: StackFrame[] }> = [{ header: [], frames: [] }];
  let suppressed = false;
  for (const line of trace.split('\n')) {
    const current = throwables[throwables.length - 1]!;
    const cause = CAUSED_BY.exec(line);
    // a `Caused by:` inside a `Suppressed:` block is indented and belongs to that block
    if (cause && !(suppressed && /^\s/.test(line))) {
      suppressed = false;
      throwables.push({ header: [cause[1] ?? ''], frames: [] });
      continue;
    }
    if (SUPPRESSED.test(line)) {
      suppressed = true;
      continue;
    }
    const frame = parseFrame(line);
    if (frame) {
      if (!suppressed) current.frames.push(frame);
      continue;
    }
    if (MORE.test(line)) continue;
    // message text only before the first frame; stray text after frames is ignored
    if (current.frames.length === 0 && !suppressed) current.header.push(line);
  }
  const [top, ...rest] = throwables.map((t) => ({ ...splitHeader(t.header.join('\n')), frames: t.frames }));
  return { ...top!, causes: rest };
}

/** The innermost `Caused by:`, or the top throwable when there is none. */
export function rootCause(trace: ParsedTrace): ParsedThrowable {
  return trace.causes.length > 0 ? trace.causes[trace.causes.length - 1]! : trace;
}

/** The lines before the first frame: the exception type and its (possibly multi-line) message. */
export function exceptionHeader(trace: string, maxChars = 4096): string {
  // scan line by line and stop at the first frame: a capped trace can be 64 Ki characters
  let pos = 0;
  let end = 0;
  while (pos <= trace.length && end <= maxChars) {
    const nl = trace.indexOf('\n', pos);
    const lineEnd = nl === -1 ? trace.length : nl;
    const line = trace.slice(pos, lineEnd);
    if (FRAME.test(line) || CAUSED_BY.test(line)) break;
    end = lineEnd;
    if (nl === -1) break;
    pos = nl + 1;
  }
  let text = trace.slice(0, Math.min(end, maxChars + 1));
  let e = text.length;
  while (e > 0 && text.charCodeAt(e - 1) <= 32) e--;
  text = text.slice(0, e);
  return text.length > maxChars ? `${text.slice(0, maxChars)}…` : text;
}

/** Packages whose frames are never "the app's": the platform, the language runtimes, test frameworks. */
export const FRAMEWORK_PREFIXES = [
  'java.',
  'javax.',
  'jdk.',
  'sun.',
  'kotlin.',
  'kotlinx.',
  'dalvik.',
  'libcore.',
  'android.',
  'androidx.',
  'com.android.',
  'com.google.android.',
  'org.junit.',
  'junit.',
  'org.hamcrest.',
  'org.mockito.',
  'org.robolectric.',
  'com.google.common.',
  'com.google.truth.',
  'io.mockk.',
] as const;

function inPackage(cls: string, pkg: string): boolean {
  const p = pkg.endsWith('.') ? pkg.slice(0, -1) : pkg;
  return cls === p || cls.startsWith(`${p}.`) || cls.startsWith(`${p}$`);
}

/** Whether a frame's class belongs to the app: one of the given packages, or (none given) not a framework package. */
export function isAppClass(cls: string, appPackages: readonly string[] = []): boolean {
  if (appPackages.length > 0) return appPackages.some((p) => inPackage(cls, p));
  return !FRAMEWORK_PREFIXES.some((p) => cls.startsWith(p));
}

/**
 * The first frame in app code, looked for in the root cause first and then outwards (a
 * `Caused by:` block ends with `... N more`, so its caller frames live in the enclosing one).
 * `appPackages` are package prefixes such as `com.example.notes`; without them every class
 * outside FRAMEWORK_PREFIXES counts as app code.
 * @example firstAppFrame(parseTrace(test.trace), ['com.example'])  // { class: 'com.example.NoteScreenTest', method: 'savesNote', … }
 */
export function firstAppFrame(trace: ParsedTrace, appPackages: readonly string[] = []): StackFrame | undefined {
  const chain: ParsedThrowable[] = [trace, ...trace.causes].reverse();
  for (const t of chain) {
    const frame = t.frames.find((f) => isAppClass(f.class, appPackages));
    if (frame) return frame;
  }
  return undefined;
}
