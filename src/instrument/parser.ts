import type { Readable } from 'node:stream';
import type {
  InstrumentCounts,
  InstrumentRun,
  InstrumentRunStatus,
  InstrumentSegment,
  InstrumentTest,
  InstrumentTestStatus,
  UnattributedFailure,
} from '../config/instrument-result.js';
import { BoundedText, detach, MAX_SMALL_VALUE_CHARS, MAX_STREAM_CHARS, MAX_TRACE_CHARS } from './bounded-text.js';
import { LineSplitter } from './lines.js';
import { parseInteger, parseSecondsToMs } from './numbers.js';
import { exceptionHeader } from './trace.js';

/**
 * Streaming parser of `am instrument -w -r` raw output (INSTRUMENTATION_STATUS / STATUS_CODE /
 * RESULT / CODE lines, as ddmlib's InstrumentationResultParser reads them; docs/instrument-json.md
 * lists where droidheal reads them better).
 *
 * Feed it chunks as they arrive — split anywhere, also inside a UTF-8 character or a `\r\n` — and
 * it reports each test as it starts and ends; `end()` closes the run and returns the result.
 * Memory stays bounded by the tests it keeps: the output itself is never kept, each value is
 * capped (traces at 64 Ki characters), and with `keepTests: false` only counts are kept.
 *
 * Where it differs from ddmlib's InstrumentationResultParser, on purpose:
 * - a run is complete only with `INSTRUMENTATION_CODE: -1`; output that stops is `incomplete`
 *   even when numtests was never announced or every announced test ended;
 * - a test that started and never ended is `incomplete` (or `failed` + `crashed` when the process
 *   crashed while it ran), never dropped and never a pass; tests that never started are not invented;
 * - an unknown status code is `incomplete` (no determination), never a pass;
 * - `INSTRUMENTATION_ABORTED` is its own run status (`aborted`);
 * - start + ignored is one ignored test; an end bundle without `class`/`test` is matched to the
 *   running test (by `current`, or the only one running) instead of vanishing;
 * - values keep their lines as sent (indentation, LF); a `Time:` line inside a trace stays in it;
 * - every `INSTRUMENTATION_CODE` closes a segment, so concatenated captures stay separate runs.
 */

/** Reported when a test starts. */
export interface TestStartEvent {
  class: string;
  method: string;
  segment: number;
  /** 1-based index the runner gave (`current`) */
  current?: number;
  /** announced test count so far */
  numTests?: number;
}

/** Reported once per segment, when its first status bundle closes (numtests is known by then) or at its end. */
export interface RunStartEvent {
  segment: number;
  numTests?: number;
}

export interface InstrumentParserOptions {
  /** Clock for durationMs (e.g. `() => performance.now()`); without one, tests have no duration. */
  now?: () => number;
  /** Keep finished tests for `end()` (default true). Off: only counts; consume tests in onTestEnd. */
  keepTests?: boolean;
  onRunStart?: (event: RunStartEvent) => void;
  onTestStart?: (event: TestStartEvent) => void;
  /** Every test ends exactly once, also those closed by a crash or the end of output. */
  onTestEnd?: (test: InstrumentTest) => void;
  onRunEnd?: (segment: InstrumentSegment) => void;
}

const PREFIX = 'INSTRUMENTATION_';
const STATUS_CODE = 'INSTRUMENTATION_STATUS_CODE:';
const STATUS = 'INSTRUMENTATION_STATUS:';
const RESULT = 'INSTRUMENTATION_RESULT:';
const CODE = 'INSTRUMENTATION_CODE:';
const FAILED = 'INSTRUMENTATION_FAILED:';
const ABORTED = 'INSTRUMENTATION_ABORTED:';
const TIME = 'Time:';

/** Status codes (ddmlib / adam names). */
const START = 1;
const IN_PROGRESS = 2;
const RESULT_OK = -1;
const endStatus: Record<number, InstrumentTestStatus> = {
  0: 'passed',
  [-1]: 'failed', // ERROR: older InstrumentationTestRunner's exceptions
  [-2]: 'failed', // FAILURE
  [-3]: 'ignored',
  [-4]: 'assumption-failed',
};

/** Keys that name or count a test: one line each, so a stray line after them cannot corrupt an identity. */
const SINGLE_LINE_KEYS = new Set(['class', 'test', 'id', 'current', 'numtests', 'Error']);
/** Keys with a meaning of their own; anything else in a status bundle is a custom metric. */
const KNOWN_STATUS_KEYS = new Set([...SINGLE_LINE_KEYS, 'stack', 'stream']);
const MAX_METRICS = 64;

type BundleKind = 'status' | 'result';

/** The key whose value is still being read (continuation lines append to it). */
interface PendingValue {
  kind: BundleKind;
  key: string;
  /** null for single-line keys and for the result `stream` (only its Time: line matters) */
  text: BoundedText | null;
  firstLine: string;
}

interface RunningTest {
  record: InstrumentTest;
  startedAt?: number;
  current?: number;
}

class Segment {
  opened = false;
  numTests?: number;
  code?: number;
  elapsedMs?: number;
  crashMessage?: string;
  crashDetail?: string;
  abortMessage?: string;
  startFailure?: string;
  /** `Error: …` printed by `am` (usage text) before any protocol line */
  amError?: string;
  otherLines = 0;
  testCount = 0;
  startReported = false;
  readonly running = new Map<string, RunningTest>();
  readonly unattributed: UnattributedFailure[] = [];
  readonly metrics: Record<string, string> = newMetrics();
  constructor(readonly index: number) {}
}

/** `line` has `prefix` at `i`. (String#startsWith with a position is several times slower in V8 here.) */
function at(line: string, i: number, prefix: string): boolean {
  return line.length - i >= prefix.length && line.slice(i, i + prefix.length) === prefix;
}

function testKeyOf(cls: string, method: string): string {
  return `${cls}#${method}`;
}

/** `Error in m(C):` / `Failure in m(C):` — the stream's header line before the failure text. */
function streamFailureText(stream: string): string | undefined {
  const body = stream
    .trim()
    .replace(/^(?:Error|Failure) in [^\n]*:\n/, '')
    .trim();
  return body || undefined;
}

const runStatusSeverity: Record<InstrumentRunStatus, number> = {
  complete: 0,
  incomplete: 1,
  crashed: 2,
  aborted: 3,
  'failed-to-start': 4,
};

export class InstrumentParser {
  private readonly lines: LineSplitter;
  private readonly opts: InstrumentParserOptions;
  private readonly keepTests: boolean;
  private readonly tests: InstrumentTest[] = [];
  private readonly counts: InstrumentCounts = {
    passed: 0,
    failed: 0,
    ignored: 0,
    'assumption-failed': 0,
    incomplete: 0,
  };
  private readonly segments: InstrumentSegment[] = [];
  /** null between a closed segment and the next protocol line */
  private segment: Segment | null = new Segment(0);
  private pending: PendingValue | null = null;
  private statusBundle = new Map<string, string>();
  private result?: InstrumentRun;

  constructor(options: InstrumentParserOptions = {}) {
    this.opts = options;
    this.keepTests = options.keepTests ?? true;
    this.lines = new LineSplitter((line, dropped) => this.onLine(line, dropped));
  }

  /** Feed the next chunk of output, as bytes (decoded as UTF-8 across chunks) or text. */
  write(chunk: Buffer | Uint8Array | string): void {
    if (this.result) throw new Error('InstrumentParser: write after end()');
    this.lines.write(chunk);
  }

  /** The output has ended (the process exited or the connection closed): close the run. */
  end(): InstrumentRun {
    if (this.result) return this.result;
    this.lines.end();
    const seg = this.segment;
    if (seg && (seg.opened || this.segments.length === 0)) this.closeSegment(seg);
    this.result = this.summarize();
    return this.result;
  }

  // ---- lines ---------------------------------------------------------------------------------

  private onLine(line: string, dropped: number): void {
    // Classification ignores leading blanks (as ddmlib's trim does); values keep them.
    let i = 0;
    while (i < line.length && line.charCodeAt(i) <= 32) i++;
    const first = line.charCodeAt(i);
    // most lines are trace or stream text: a first-character test keeps them off the prefix checks;
    // protocol lines are told apart by the letter after `INSTRUMENTATION_`, then compared once
    if (first === 73 /* I */) {
      const rest = (p: string) => line.slice(i + p.length);
      switch (line.charCodeAt(i + PREFIX.length)) {
        case 83 /* S */:
          // STATUS_CODE: has `_` where STATUS: has `:`
          if (line.charCodeAt(i + STATUS.length - 1) === 95) {
            if (at(line, i, STATUS_CODE)) {
              this.onStatusCode(rest(STATUS_CODE));
              return;
            }
          } else if (at(line, i, STATUS)) {
            this.onKeyValue('status', rest(STATUS), dropped);
            return;
          }
          break;
        case 82 /* R */:
          if (at(line, i, RESULT)) {
            this.onKeyValue('result', rest(RESULT), dropped);
            return;
          }
          break;
        case 67 /* C */:
          if (at(line, i, CODE)) {
            this.onCode(rest(CODE));
            return;
          }
          break;
        case 70 /* F */:
          if (at(line, i, FAILED)) {
            this.submitPending();
            this.open().startFailure ??= detach(`INSTRUMENTATION_FAILED: ${rest(FAILED).trim()}`);
            return;
          }
          break;
        case 65 /* A */:
          if (at(line, i, ABORTED)) {
            this.submitPending();
            this.open().abortMessage ??= detach(rest(ABORTED).trim()) || 'INSTRUMENTATION_ABORTED';
            return;
          }
          break;
      }
    }
    const pending = this.pending;
    // A `Time:` line belongs to the run summary, unless it sits inside a test's trace or stream.
    if (first === 84 /* T */ && at(line, i, TIME) && (!pending || pending.kind === 'result')) {
      const ms = parseSecondsToMs(line.slice(i + TIME.length));
      if (ms !== undefined && this.segment) this.segment.elapsedMs = ms;
      return;
    }
    if (pending) {
      pending.text?.addLine(line, dropped);
      return;
    }
    this.onOtherLine(line, i);
  }

  /** A line outside any value: noise (linker warnings, command echo) or evidence that `am` failed. */
  private onOtherLine(line: string, start: number): void {
    const seg = this.segment;
    if (!seg) return;
    seg.otherLines++;
    // `android.util.AndroidException: INSTRUMENTATION_FAILED: pkg/runner` (the stack of `am`)
    const failedAt = line.indexOf(FAILED);
    if (failedAt >= 0) seg.startFailure ??= detach(line.slice(failedAt).trim());
    else if (!seg.opened && line.startsWith('Error:', start))
      seg.amError ??= detach(line.slice(start + 'Error:'.length).trim());
  }

  private open(): Segment {
    if (!this.segment) this.segment = new Segment(this.segments.length);
    this.segment.opened = true;
    return this.segment;
  }

  // ---- bundles -------------------------------------------------------------------------------

  private onKeyValue(kind: BundleKind, text: string, dropped: number): void {
    this.submitPending();
    this.open();
    const eq = text.indexOf('=');
    if (eq < 0) return; // a prefixed line without `=` starts no value
    const key = text.slice(0, eq).trim();
    const firstLine = text.slice(eq + 1);
    let value: BoundedText | null = null;
    if (kind === 'status' && !SINGLE_LINE_KEYS.has(key)) {
      value = new BoundedText(
        key === 'stack' ? MAX_TRACE_CHARS : key === 'stream' ? MAX_STREAM_CHARS : MAX_SMALL_VALUE_CHARS,
      );
    } else if (kind === 'result' && key !== 'stream') {
      value = new BoundedText(key === 'longMsg' ? MAX_TRACE_CHARS : MAX_SMALL_VALUE_CHARS);
    }
    value?.addLine(firstLine, dropped);
    this.pending = { kind, key, text: value, firstLine };
  }

  private submitPending(): void {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    // most bundle values are dropped when the bundle closes; what is kept is detached where it is kept
    const value = p.text ? p.text.toString() : p.firstLine.trim();
    if (p.kind === 'status') {
      this.statusBundle.set(p.key, value);
      return;
    }
    const seg = this.open();
    if (p.key === 'shortMsg') seg.crashMessage = value;
    else if (p.key === 'longMsg') seg.crashDetail = value;
    else if (p.key !== 'stream') setMetric(seg.metrics, p.key, value);
  }

  private onStatusCode(codeText: string): void {
    this.submitPending();
    const seg = this.open();
    const bundle = this.statusBundle;
    this.statusBundle = new Map();
    const code = parseInteger(codeText);
    const numTests = bundle.has('numtests') ? parseInteger(bundle.get('numtests')!) : undefined;
    if (numTests !== undefined && numTests >= 0) seg.numTests = numTests;

    // `am` itself could not start the instrumentation (id=ActivityManagerService, Error=…)
    const error = bundle.get('Error');
    if (error !== undefined || (bundle.get('id') === 'ActivityManagerService' && code === RESULT_OK)) {
      seg.startFailure = (error && detach(error)) || seg.startFailure || 'ActivityManagerService reported an error';
      return;
    }
    this.reportRunStart(seg);

    const cls = bundle.get('class');
    const method = bundle.get('test');
    const current = bundle.has('current') ? parseInteger(bundle.get('current')!) : undefined;
    if (code === START) {
      if (cls !== undefined && method !== undefined) this.startTest(seg, cls, method, current, bundle);
      return;
    }
    const running = this.findRunning(seg, cls, method, current);
    if (code === IN_PROGRESS) {
      if (running) addMetrics(running.record, bundle);
      return;
    }
    if (running) {
      this.finishTest(seg, running, code, codeText, bundle);
      return;
    }
    if (cls !== undefined && method !== undefined) {
      // an end without a start (adam-log07): the test still happened
      this.finishTest(seg, this.newTest(seg, cls, method, current), code, codeText, bundle);
      return;
    }
    if (code !== 0 && (bundle.has('stack') || bundle.has('stream')) && seg.unattributed.length < 16) {
      const failure: UnattributedFailure = {};
      if (code !== undefined) failure.statusCode = code;
      if (bundle.get('stack')) failure.trace = bundle.get('stack');
      if (bundle.get('stream')) failure.stream = bundle.get('stream');
      seg.unattributed.push(failure);
    }
  }

  private reportRunStart(seg: Segment): void {
    if (seg.startReported) return;
    seg.startReported = true;
    const event: RunStartEvent = { segment: seg.index };
    if (seg.numTests !== undefined) event.numTests = seg.numTests;
    this.opts.onRunStart?.(event);
  }

  /** The running test an end bundle belongs to: by name; without a name, by `current` or as the only one running. */
  private findRunning(seg: Segment, cls?: string, method?: string, current?: number): RunningTest | undefined {
    if (cls !== undefined && method !== undefined) return seg.running.get(testKeyOf(cls, method));
    if (cls !== undefined || method !== undefined) return undefined;
    if (current !== undefined) {
      const byIndex = [...seg.running.values()].filter((t) => t.current === current);
      if (byIndex.length === 1) return byIndex[0];
    }
    return seg.running.size === 1 ? seg.running.values().next().value : undefined;
  }

  private newTest(seg: Segment, cls: string, method: string, current?: number): RunningTest {
    const record: InstrumentTest = {
      class: detach(cls),
      method: detach(method),
      status: 'incomplete',
      segment: seg.index,
    };
    seg.testCount++;
    if (this.keepTests) this.tests.push(record);
    const running: RunningTest = { record };
    if (current !== undefined) running.current = current;
    return running;
  }

  private startTest(
    seg: Segment,
    cls: string,
    method: string,
    current: number | undefined,
    bundle: Map<string, string>,
  ): void {
    const key = testKeyOf(cls, method);
    const again = seg.running.get(key);
    if (again) {
      // the same test announced again before it ended (Macrobenchmark iterations): still one test
      addMetrics(again.record, bundle);
      return;
    }
    const running = this.newTest(seg, cls, method, current);
    if (this.opts.now) running.startedAt = this.opts.now();
    addMetrics(running.record, bundle);
    seg.running.set(key, running);
    const event: TestStartEvent = { class: running.record.class, method: running.record.method, segment: seg.index };
    if (current !== undefined) event.current = current;
    if (seg.numTests !== undefined) event.numTests = seg.numTests;
    this.opts.onTestStart?.(event);
  }

  private finishTest(
    seg: Segment,
    running: RunningTest,
    code: number | undefined,
    codeText: string,
    bundle: Map<string, string>,
  ): void {
    const t = running.record;
    seg.running.delete(testKeyOf(t.class, t.method));
    addMetrics(t, bundle);
    const status = code === undefined ? undefined : endStatus[code];
    t.status = status ?? 'incomplete';
    if (code !== undefined) t.statusCode = code;
    const stack = bundle.get('stack') || undefined;
    const stream = bundle.get('stream') || undefined;
    if (t.status !== 'passed' && t.status !== 'ignored') {
      const trace = stack ?? (stream && t.status !== 'incomplete' ? streamFailureText(stream) : undefined);
      if (trace) {
        t.trace = trace;
        t.message = exceptionHeader(trace);
      }
      if (!status) t.message = `unknown status code ${JSON.stringify(codeText.trim())}: outcome not determined`;
      else if (!trace && t.status === 'failed') t.message = 'failed without a stack trace';
    }
    if (stream && t.status !== 'passed') t.stream = stream;
    if (running.startedAt !== undefined && this.opts.now)
      t.durationMs = Math.max(0, this.opts.now() - running.startedAt);
    this.emitTestEnd(t);
  }

  private emitTestEnd(t: InstrumentTest): void {
    this.counts[t.status]++;
    this.opts.onTestEnd?.(t);
  }

  // ---- end of a run --------------------------------------------------------------------------

  private onCode(codeText: string): void {
    this.submitPending();
    const seg = this.open();
    const code = parseInteger(codeText);
    if (code !== undefined) seg.code = code;
    this.closeSegment(seg);
  }

  private closeSegment(seg: Segment): void {
    this.submitPending();
    const leftover = this.statusBundle;
    this.statusBundle = new Map();
    this.reportRunStart(seg);
    this.closeRunningTests(seg, leftover);

    const out: InstrumentSegment = { status: 'complete', testCount: seg.testCount };
    if (seg.startFailure !== undefined) {
      out.status = 'failed-to-start';
      out.message = seg.startFailure;
    } else if (seg.abortMessage !== undefined) {
      out.status = 'aborted';
      out.message = seg.abortMessage;
    } else if (seg.crashMessage !== undefined) {
      out.status = 'crashed';
      out.message = seg.crashMessage;
    } else if (seg.code === undefined) {
      if (!seg.opened && seg.amError !== undefined) {
        out.status = 'failed-to-start';
        out.message = seg.amError;
      } else {
        out.status = 'incomplete';
        out.message = !seg.opened
          ? seg.otherLines > 0
            ? `no instrumentation output (${seg.otherLines} other line${seg.otherLines === 1 ? '' : 's'})`
            : 'no output'
          : 'the output stopped before INSTRUMENTATION_CODE';
      }
    } else if (seg.code !== RESULT_OK) {
      out.status = 'incomplete';
      out.message = `the instrumentation finished with code ${seg.code}, not RESULT_OK (-1), and reported no crash`;
    }
    if (seg.crashDetail !== undefined) out.crashDetail = seg.crashDetail;
    if (seg.numTests !== undefined) out.numTests = seg.numTests;
    if (seg.code !== undefined) out.code = seg.code;
    if (seg.elapsedMs !== undefined) out.elapsedMs = seg.elapsedMs;
    if (seg.unattributed.length > 0) out.unattributed = seg.unattributed;
    if (Object.keys(seg.metrics).length > 0) out.metrics = seg.metrics;
    this.segments.push(out);
    this.segment = null;
    this.opts.onRunEnd?.(out);
  }

  /**
   * Tests still running when a run ends. The most recent one takes the blame for a process crash
   * (the runner turns that into a failure only if the device stayed healthy); all others have no
   * determination. A status bundle cut off by the end of output still lends its partial trace.
   */
  private closeRunningTests(seg: Segment, leftover: Map<string, string>): void {
    // a Map iterates in insertion order, which is start order: a test announced again is not re-inserted
    const running = [...seg.running.values()];
    seg.running.clear();
    const culprit =
      seg.crashMessage !== undefined && seg.startFailure === undefined && seg.abortMessage === undefined
        ? running[running.length - 1]
        : undefined;
    for (const r of running) {
      const t = r.record;
      const named = leftover.has('class') || leftover.has('test');
      const ownsLeftover = named
        ? leftover.get('class') === t.class && leftover.get('test') === t.method
        : running.length === 1;
      const cut = ownsLeftover ? leftover.get('stack') : undefined;
      if (r === culprit) {
        t.status = 'failed';
        t.crashed = true;
        t.trace = seg.crashDetail ?? seg.crashMessage!;
        t.message = seg.crashMessage!;
      } else {
        t.status = 'incomplete';
        t.message =
          seg.abortMessage !== undefined
            ? `running when the instrumentation was aborted: ${seg.abortMessage}`
            : seg.crashMessage !== undefined
              ? `started but never ended before the process crashed: ${seg.crashMessage}`
              : seg.code === undefined
                ? 'running when the output stopped'
                : 'started but never ended before INSTRUMENTATION_CODE';
        if (cut) t.trace = cut;
      }
      if (r.startedAt !== undefined && this.opts.now) t.durationMs = Math.max(0, this.opts.now() - r.startedAt);
      this.emitTestEnd(t);
    }
  }

  private summarize(): InstrumentRun {
    const worst = this.segments.reduce((a, b) => (runStatusSeverity[b.status] > runStatusSeverity[a.status] ? b : a));
    const run: InstrumentRun = {
      status: worst.status,
      counts: this.counts,
      tests: this.tests,
      segments: this.segments,
    };
    if (worst.message !== undefined) run.message = worst.message;
    const announced = this.segments.filter((s) => s.numTests !== undefined);
    if (announced.length > 0) run.numTests = announced.reduce((n, s) => n + s.numTests!, 0);
    const coded = this.segments.filter((s) => s.code !== undefined);
    if (coded.length > 0) run.code = coded[coded.length - 1]!.code!;
    const timed = this.segments.filter((s) => s.elapsedMs !== undefined);
    if (timed.length > 0) run.elapsedMs = timed.reduce((n, s) => n + s.elapsedMs!, 0);
    return run;
  }
}

/** Keys come from the device: a null prototype keeps `__proto__` or `constructor` plain data. */
function newMetrics(): Record<string, string> {
  return Object.create(null) as Record<string, string>;
}

function setMetric(metrics: Record<string, string>, key: string, value: string): void {
  if (Object.hasOwn(metrics, key) || Object.keys(metrics).length < MAX_METRICS) metrics[detach(key)] = detach(value);
}

function addMetrics(t: InstrumentTest, bundle: Map<string, string>): void {
  for (const [key, value] of bundle) {
    if (KNOWN_STATUS_KEYS.has(key)) continue;
    t.metrics ??= newMetrics();
    setMetric(t.metrics, key, value);
  }
}

/** Parse a whole recorded output (a file's bytes or text). */
export function parseInstrumentOutput(output: Buffer | string, options: InstrumentParserOptions = {}): InstrumentRun {
  const parser = new InstrumentParser(options);
  parser.write(output);
  return parser.end();
}

/** Parse a stream (a file, `adb shell` stdout, an adbkit shell socket) as it arrives. */
export async function parseInstrumentStream(
  stream: Readable,
  options: InstrumentParserOptions = {},
): Promise<InstrumentRun> {
  const parser = new InstrumentParser(options);
  for await (const chunk of stream) parser.write(chunk as Buffer | string);
  return parser.end();
}
