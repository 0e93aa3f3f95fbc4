import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { InstrumentParser } from '../instrument/parser.js';
import { median } from './lib/stats.js';

/**
 * `npm run bench -- parse`: throughput and memory of the streaming `am instrument -r` parser on a
 * ~100 MB generated output fed in 64 KiB chunks (adb reads are at most that size), against a
 * baseline measured in the same run: the same bytes split into lines by node's readline, the
 * least any line-based reader must do. Figures are medians.
 */

const CHUNK = 64 * 1024;
const RUNS = 5;
const MB = 1024 * 1024;

/** Deterministic pseudo-random numbers, so every run parses the same output. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function bundle(
  cls: string,
  method: string,
  current: number,
  numtests: number,
  code: number,
  extra: string[],
  stream: string,
): string {
  return [
    `INSTRUMENTATION_STATUS: class=${cls}`,
    `INSTRUMENTATION_STATUS: current=${current}`,
    'INSTRUMENTATION_STATUS: id=AndroidJUnitRunner',
    `INSTRUMENTATION_STATUS: numtests=${numtests}`,
    ...extra,
    `INSTRUMENTATION_STATUS: stream=${stream}`,
    `INSTRUMENTATION_STATUS: test=${method}`,
    `INSTRUMENTATION_STATUS_CODE: ${code}`,
    '',
  ].join('\n');
}

function trace(rand: () => number, cls: string, method: string, hierarchyLines: number): string[] {
  const lines = [
    `androidx.test.espresso.NoMatchingViewException: No views in hierarchy found matching: with text: is "Сохранить заметку ✓"`,
  ];
  for (let i = 0; i < hierarchyLines; i++) {
    lines.push(
      `${'|'.repeat(1 + (i % 12))}+->TextView{id=${2131165000 + i}, res-name=note_${i}, visibility=VISIBLE, ` +
        `width=${Math.floor(rand() * 1080)}, height=96, text=Заметка ${i}}`,
    );
  }
  lines.push('');
  const frames = [
    'org.junit.Assert.fail(Assert.java:88)',
    'androidx.test.espresso.ViewInteraction.check(ViewInteraction.java:31)',
    `${cls}.${method}(${cls.split('.').pop()}.kt:${10 + Math.floor(rand() * 200)})`,
  ];
  for (let i = 0; i < 40; i++) frames.push(`org.junit.runners.ParentRunner$${i % 4}.run(ParentRunner.java:${100 + i})`);
  return [`INSTRUMENTATION_STATUS: stack=${lines[0]}`, ...lines.slice(1), ...frames.map((f) => `\tat ${f}`), ''];
}

/** ~`targetMb` of realistic output: mostly passes, some failures with full traces, a few with Espresso view hierarchies. */
export function generateOutput(targetMb: number): { bytes: Buffer; tests: number; failing: number } {
  const rand = lcg(42);
  const parts: string[] = [];
  let size = 0;
  let tests = 0;
  let failing = 0;
  const numtests = Math.round(targetMb * 500);
  while (size < targetMb * MB) {
    tests++;
    const cls = `com.example.notes.feature${tests % 97}.NoteScreen${tests % 13}Test`;
    const method = `savesNote_${tests}`;
    let piece = bundle(cls, method, tests, numtests, 1, [], `\n${cls}:`);
    const r = rand();
    if (r < 0.9) piece += bundle(cls, method, tests, numtests, 0, [], '.');
    else {
      failing++;
      const stack = trace(rand, cls, method, r < 0.98 ? 0 : 400);
      piece += bundle(
        cls,
        method,
        tests,
        numtests,
        -2,
        stack,
        `\nError in ${method}(${cls}):\n${stack[0]!.slice('INSTRUMENTATION_STATUS: stack='.length)}`,
      );
    }
    parts.push(piece);
    size += Buffer.byteLength(piece);
  }
  parts.push(
    'INSTRUMENTATION_RESULT: stream=\n\nTime: 1234.567\n\nFAILURES!!!\nTests run: 1,  Failures: 1\n\n\nINSTRUMENTATION_CODE: -1\n',
  );
  return { bytes: Buffer.from(parts.join('')), tests, failing };
}

function chunks(bytes: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += CHUNK) out.push(bytes.subarray(i, i + CHUNK));
  return out;
}

const gc: () => void = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

interface Measure {
  ms: number;
  /** highest heap seen above the start, garbage included */
  peakHeapDelta: number;
  /** heap still held by the parser and its result after a full GC */
  retainedDelta: number;
}

/** Runs `feed` over the chunks, sampling the heap every 16 chunks (≈1 MB) for its peak above the start. */
async function measure(
  data: Buffer[],
  feed: (chunk: Buffer) => void,
  finish: () => unknown | Promise<unknown>,
): Promise<Measure> {
  gc();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const t0 = performance.now();
  for (let i = 0; i < data.length; i++) {
    feed(data[i]!);
    if (i % 16 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  const result = await finish();
  const ms = performance.now() - t0;
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  gc();
  const retained = process.memoryUsage().heapUsed - before;
  void result; // keep the result alive until it was measured
  return { ms, peakHeapDelta: peak - before, retainedDelta: retained };
}

async function readlineBaseline(data: Buffer[]): Promise<Measure> {
  // readline pulls from the stream itself; memory is sampled around it
  const t0 = performance.now();
  let lines = 0;
  for await (const line of createInterface({ input: Readable.from(data), crlfDelay: Infinity }))
    if (line.length >= 0) lines++;
  const ms = performance.now() - t0;
  if (lines === 0) throw new Error('baseline read no lines');
  return { ms, peakHeapDelta: 0, retainedDelta: 0 };
}

function parserRun(data: Buffer[], keepTests: boolean): Promise<Measure> {
  const p = new InstrumentParser({ keepTests, onTestEnd: () => {} });
  return measure(
    data,
    (c) => p.write(c),
    () => p.end(),
  );
}

const fmtMb = (bytes: number) => `${(Math.max(0, bytes) / MB).toFixed(1)} MB`;

export async function run(): Promise<void> {
  const { bytes, tests, failing } = generateOutput(100);
  const data = chunks(bytes);
  const mb = bytes.length / MB;
  process.stdout.write(
    `input: ${mb.toFixed(1)} MB, ${tests} tests (${failing} failing with traces, some with Espresso view hierarchies), ` +
      `${data.length} chunks of 64 KiB; median of ${RUNS} runs\n`,
  );

  const base: Measure[] = [];
  const kept: Measure[] = [];
  const streamed: Measure[] = [];
  for (let i = 0; i < RUNS; i++) {
    // interleaved so machine load hits all three alike
    base.push(await readlineBaseline(data));
    kept.push(await parserRun(data, true));
    streamed.push(await parserRun(data, false));
  }
  const rate = (ms: Measure[]) => mb / (median(ms.map((m) => m.ms)) / 1000);
  const baseRate = rate(base);
  const row = (name: string, ms: Measure[], withMemory: boolean) => {
    const r = rate(ms);
    const mem = withMemory
      ? `   heap: peak +${fmtMb(median(ms.map((m) => m.peakHeapDelta)))}, retained +${fmtMb(median(ms.map((m) => m.retainedDelta)))}`
      : '';
    process.stdout.write(
      `${name.padEnd(50)} ${r.toFixed(0).padStart(5)} MB/s = ${(r / baseRate).toFixed(2)} × baseline${mem}\n`,
    );
  };
  row('readline line split (baseline)', base, false);
  row('InstrumentParser, tests kept (default)', kept, true);
  row('InstrumentParser, events only (keepTests: false)', streamed, true);

  // constant memory: what the events-only parser holds must not grow with the input
  const quarter = data.slice(0, Math.ceil(data.length / 4));
  const small: Measure[] = [];
  const large: Measure[] = [];
  for (let i = 0; i < 3; i++) {
    small.push(await parserRun(quarter, false));
    large.push(await parserRun(data, false));
  }
  const show = (ms: Measure[]) =>
    `peak +${fmtMb(median(ms.map((m) => m.peakHeapDelta)))}, retained +${fmtMb(median(ms.map((m) => m.retainedDelta)))}`;
  process.stdout.write(
    `events-only heap for ${(mb / 4).toFixed(0)} MB input: ${show(small)}; for ${mb.toFixed(0)} MB: ${show(large)} ` +
      '(the peak is uncollected garbage; retained is what the parser holds)\n',
  );
}
