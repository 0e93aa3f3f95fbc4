/**
 * The text `am instrument -r` prints (the `-r` raw format AndroidJUnitRunner writes), using the
 * newer AndroidJUnitRunner key order (numtests, stream, id, test, class, current).
 */

export const STATUS_START = 1;
export const STATUS_OK = 0;
export const STATUS_ERROR = -1;
export const STATUS_FAILURE = -2;
export const STATUS_IGNORED = -3;
export const STATUS_ASSUMPTION = -4;

export interface BundleFields {
  numtests: number;
  current: number;
  class: string;
  test: string;
  stream: string;
  stack?: string;
}

/** One status bundle; `raw` false gives what `am instrument` without -r prints (the stream text). */
export function statusBundle(f: BundleFields, code: number, raw: boolean): string {
  if (!raw) return f.stream;
  let s = `INSTRUMENTATION_STATUS: numtests=${f.numtests}\n`;
  s += `INSTRUMENTATION_STATUS: stream=${f.stream}\n`;
  s += `INSTRUMENTATION_STATUS: id=AndroidJUnitRunner\n`;
  s += `INSTRUMENTATION_STATUS: test=${f.test}\n`;
  s += `INSTRUMENTATION_STATUS: class=${f.class}\n`;
  if (f.stack !== undefined) s += `INSTRUMENTATION_STATUS: stack=${f.stack}\n\n`;
  s += `INSTRUMENTATION_STATUS: current=${f.current}\n`;
  s += `INSTRUMENTATION_STATUS_CODE: ${code}\n`;
  return s;
}

/** `Error in method(Class):\ntrace` — the stream text of a failed test. */
export function failureStream(cls: string, method: string, trace: string): string {
  return `\nError in ${method}(${cls}):\n${trace}\n`;
}

export interface RunSummary {
  elapsedMs: number;
  run: number;
  failures: Array<{ cls: string; method: string; trace: string }>;
}

/** The final result bundle and code of a completed run. */
export function resultBundle(sum: RunSummary, raw: boolean): string {
  let stream = `\n\nTime: ${(sum.elapsedMs / 1000).toFixed(3)}\n`;
  if (sum.failures.length === 0) {
    stream += `\nOK (${sum.run} test${sum.run === 1 ? '' : 's'})\n\n\n`;
  } else {
    const n = sum.failures.length;
    stream += n === 1 ? 'There was 1 failure:\n' : `There were ${n} failures:\n`;
    for (const [i, f] of sum.failures.entries()) stream += `${i + 1}) ${f.method}(${f.cls})\n${f.trace}\n`;
    stream += `\nFAILURES!!!\nTests run: ${sum.run},  Failures: ${n}\n\n\n`;
  }
  return raw ? `INSTRUMENTATION_RESULT: stream=${stream}INSTRUMENTATION_CODE: -1\n` : stream;
}

/** An app process crash while a test runs: the run ends here with code 0. */
export function crashResult(trace: string, raw: boolean): string {
  const first = trace.split('\n')[0]?.trim();
  const type = first && /^[\w.$]+(?::|$)/.test(first) ? first.split(':')[0]! : undefined;
  const body = type
    ? `INSTRUMENTATION_RESULT: shortMsg=${type}\nINSTRUMENTATION_RESULT: longMsg=${first}\n`
    : 'INSTRUMENTATION_RESULT: shortMsg=Process crashed.\n';
  return raw ? `${body}INSTRUMENTATION_CODE: 0\n` : `\nProcess crashed.\n`;
}

/** `am instrument` with an unknown component (composer-unable-to-find-instrumentation-info.txt). */
export function unknownInstrumentation(component: string, raw: boolean): string {
  const slash = component.indexOf('/');
  const pkg = component.slice(0, slash);
  let runner = component.slice(slash + 1);
  if (runner.startsWith('.')) runner = pkg + runner;
  const stack =
    `android.util.AndroidException: INSTRUMENTATION_FAILED: ${pkg}/${runner}\n` +
    '\tat com.android.commands.am.Instrument.run(Instrument.java:519)\n' +
    '\tat com.android.commands.am.Am.runInstrument(Am.java:202)\n' +
    '\tat com.android.commands.am.Am.onRun(Am.java:80)\n' +
    '\tat com.android.internal.os.BaseCommand.run(BaseCommand.java:60)\n' +
    '\tat com.android.commands.am.Am.main(Am.java:50)\n' +
    '\tat com.android.internal.os.RuntimeInit.nativeFinishInit(Native Method)\n' +
    '\tat com.android.internal.os.RuntimeInit.main(RuntimeInit.java:399)\n';
  const info = `Unable to find instrumentation info for: ComponentInfo{${pkg}/${runner}}`;
  if (!raw) return `INSTRUMENTATION_FAILED: ${pkg}/${runner}\n${stack}`;
  return `INSTRUMENTATION_STATUS: id=ActivityManagerService\nINSTRUMENTATION_STATUS: Error=${info}\nINSTRUMENTATION_STATUS_CODE: -1\n${stack}`;
}

export const SYSTEM_CRASHED = 'INSTRUMENTATION_ABORTED: System has crashed.\n';
