import { describe, expect, it } from 'vitest';
import type { InstrumentSegment, InstrumentTest } from '../../src/config/instrument-result.js';
import { MAX_TRACE_CHARS } from '../../src/instrument/bounded-text.js';
import {
  InstrumentParser,
  parseInstrumentOutput,
  type RunStartEvent,
  type TestStartEvent,
} from '../../src/instrument/parser.js';
import { outputVerdict } from '../../src/instrument/verdict.js';

/** Cases no public recording has (SOURCES.md: no ABORTED run, no CRLF capture), built from the format. */

const CLS = 'com.example.NoteScreenTest';

function start(method: string, current = 1, numtests = 2): string {
  return [
    `INSTRUMENTATION_STATUS: class=${CLS}`,
    `INSTRUMENTATION_STATUS: current=${current}`,
    'INSTRUMENTATION_STATUS: id=AndroidJUnitRunner',
    `INSTRUMENTATION_STATUS: numtests=${numtests}`,
    'INSTRUMENTATION_STATUS: stream=',
    `${CLS}:`,
    `INSTRUMENTATION_STATUS: test=${method}`,
    'INSTRUMENTATION_STATUS_CODE: 1',
    '',
  ].join('\n');
}

function end(method: string, code: number | string, extra: string[] = [], current = 1, numtests = 2): string {
  return [
    `INSTRUMENTATION_STATUS: class=${CLS}`,
    `INSTRUMENTATION_STATUS: current=${current}`,
    'INSTRUMENTATION_STATUS: id=AndroidJUnitRunner',
    `INSTRUMENTATION_STATUS: numtests=${numtests}`,
    ...extra,
    `INSTRUMENTATION_STATUS: stream=${code === 0 ? '.' : ''}`,
    `INSTRUMENTATION_STATUS: test=${method}`,
    `INSTRUMENTATION_STATUS_CODE: ${code}`,
    '',
  ].join('\n');
}

const STACK = [
  'INSTRUMENTATION_STATUS: stack=java.lang.AssertionError: expected:<1> but was:<2>',
  '\tat org.junit.Assert.fail(Assert.java:88)',
  '\tat com.example.NoteScreenTest.savesNote(NoteScreenTest.kt:42)',
  '',
];

const FINISH = 'INSTRUMENTATION_RESULT: stream=\n\nTime: 1.5\n\nOK (2 tests)\n\n\nINSTRUMENTATION_CODE: -1\n';

describe('InstrumentParser', () => {
  it('reads a clean run: passes, a failure with its trace, the time and the code', () => {
    const run = parseInstrumentOutput(
      start('savesNote') + end('savesNote', -2, STACK) + start('opensNote', 2) + end('opensNote', 0, [], 2) + FINISH,
    );
    expect(run.status).toBe('complete');
    expect(run.tests.map((t) => [t.method, t.status])).toEqual([
      ['savesNote', 'failed'],
      ['opensNote', 'passed'],
    ]);
    expect(run.tests[0]!.trace).toBe(STACK.slice(0, 3).join('\n').replace('INSTRUMENTATION_STATUS: stack=', ''));
    expect(run.tests[0]!.message).toBe('java.lang.AssertionError: expected:<1> but was:<2>');
    expect(run.tests[0]!.statusCode).toBe(-2);
    expect([run.elapsedMs, run.code, run.numTests]).toEqual([1500, -1, 2]);
    expect(outputVerdict(run)).toBe('fail');
  });

  it('reports INSTRUMENTATION_ABORTED as aborted, and the test it interrupted as incomplete', () => {
    const run = parseInstrumentOutput(`${start('savesNote')}INSTRUMENTATION_ABORTED: System has crashed.\n`);
    expect(run.status).toBe('aborted');
    expect(run.message).toBe('System has crashed.');
    expect(run.tests[0]!.status).toBe('incomplete');
    expect(run.tests[0]!.message).toContain('aborted');
    expect(outputVerdict(run)).toBe('undetermined');
  });

  it('keeps passes observed before a system crash and still says aborted', () => {
    const run = parseInstrumentOutput(
      `${start('savesNote') + end('savesNote', 0)}INSTRUMENTATION_ABORTED: System has crashed.\n`,
    );
    expect(run.status).toBe('aborted');
    expect(run.counts.passed).toBe(1);
    expect(outputVerdict(run)).toBe('undetermined');
  });

  it.each([3, -5, 'x', ''])('never reads unknown status code %j as a pass', (code) => {
    const run = parseInstrumentOutput(start('savesNote') + end('savesNote', code) + FINISH);
    const t = run.tests[0]!;
    expect(t.status).toBe('incomplete');
    expect(t.message).toMatch(/unknown status code/);
    expect(outputVerdict(run)).toBe('undetermined');
  });

  it('leaves a Time: line inside a trace in the trace and out of the elapsed time', () => {
    const stack = [STACK[0]!, 'Time: 99', STACK[1]!, ''];
    const run = parseInstrumentOutput(start('savesNote') + end('savesNote', -2, stack) + FINISH);
    expect(run.tests[0]!.trace).toContain('\nTime: 99\n');
    expect(run.elapsedMs).toBe(1500);
  });

  it('keeps the partial trace of a failure bundle cut off by the end of output', () => {
    const cut =
      start('savesNote') +
      [`INSTRUMENTATION_STATUS: class=${CLS}`, `INSTRUMENTATION_STATUS: test=savesNote`, ...STACK.slice(0, 2)].join(
        '\n',
      );
    const run = parseInstrumentOutput(cut);
    expect(run.status).toBe('incomplete');
    expect(run.tests[0]!.status).toBe('incomplete');
    expect(run.tests[0]!.trace).toBe(
      'java.lang.AssertionError: expected:<1> but was:<2>\n\tat org.junit.Assert.fail(Assert.java:88)',
    );
  });

  it('caps a huge trace at 64 Ki characters, keeping its head and the frames at its end', () => {
    const hierarchy = Array.from(
      { length: 5_000 },
      (_, i) => `${'|'.repeat(1 + (i % 9))}+->TextView{id=${i}, text=Заметка ${i}}`,
    );
    const frames = [
      '\tat org.junit.Assert.fail(Assert.java:88)',
      '\tat com.example.NoteScreenTest.savesNote(NoteScreenTest.kt:42)',
    ];
    const header =
      'androidx.test.espresso.NoMatchingViewException: No views in hierarchy found matching: with text: is "Save"';
    const run = parseInstrumentOutput(
      start('savesNote') +
        end('savesNote', -2, [`INSTRUMENTATION_STATUS: stack=${header}`, ...hierarchy, ...frames]) +
        FINISH,
    );
    const trace = run.tests[0]!.trace!;
    const full = [header, ...hierarchy, ...frames].join('\n');
    const marker = /\n\[droidheal: (\d+) characters not kept\]/.exec(trace)!;
    expect(marker).not.toBeNull();
    const kept = trace.length - marker[0].length;
    expect(kept).toBeLessThanOrEqual(MAX_TRACE_CHARS);
    expect(kept).toBeGreaterThan(MAX_TRACE_CHARS - 200); // whole lines only
    expect(Number(marker[1]) + kept).toBe(full.length);
    expect(trace.startsWith(header)).toBe(true);
    expect(trace.endsWith(frames.join('\n'))).toBe(true);
    expect(run.tests[0]!.message!.startsWith(header)).toBe(true);
  });

  it('caps a line that never ends (no newline for megabytes)', () => {
    const p = new InstrumentParser();
    p.write(`${start('savesNote')}INSTRUMENTATION_STATUS: stack=java.lang.Error: `);
    for (let i = 0; i < 40; i++) p.write('x'.repeat(64 * 1024));
    const run = p.end();
    expect(run.tests[0]!.trace!.length).toBeLessThan(MAX_TRACE_CHARS + 100);
    expect(run.tests[0]!.trace).toMatch(/^java\.lang\.Error: x+\n\[droidheal: \d+ characters not kept\]$/);
  });

  it('ignores a leading BOM, leading blanks and noise lines, and does not let noise into a test name', () => {
    const noisy =
      '\ufeff' +
      start('savesNote').replace(
        'INSTRUMENTATION_STATUS: test=savesNote',
        'INSTRUMENTATION_STATUS: test=savesNote\nopen: Too many symbolic links encountered',
      ) +
      'WARNING: linker: libdvm.so has text relocations.\n' +
      '  ' +
      end('savesNote', 0) +
      FINISH;
    const run = parseInstrumentOutput(noisy);
    expect(run.tests.map((t) => [t.method, t.status])).toEqual([['savesNote', 'passed']]);
    expect(run.numTests).toBe(2);
  });

  it('reads empty output as incomplete, and a lone INSTRUMENTATION_FAILED as failed-to-start', () => {
    expect(parseInstrumentOutput('')).toMatchObject({ status: 'incomplete', message: 'no output' });
    expect(
      parseInstrumentOutput('INSTRUMENTATION_FAILED: com.example.test/androidx.test.runner.AndroidJUnitRunner\n'),
    ).toMatchObject({
      status: 'failed-to-start',
      message: 'INSTRUMENTATION_FAILED: com.example.test/androidx.test.runner.AndroidJUnitRunner',
    });
  });

  it('blames only the most recent running test for a process crash', () => {
    const run = parseInstrumentOutput(
      start('savesNote') +
        start('opensNote', 2) +
        'INSTRUMENTATION_RESULT: shortMsg=Process crashed.\nINSTRUMENTATION_CODE: 0\n',
    );
    expect(run.tests.map((t) => [t.method, t.status, t.crashed ?? false])).toEqual([
      ['savesNote', 'incomplete', false],
      ['opensNote', 'failed', true],
    ]);
    expect(run.status).toBe('crashed');
  });

  it('reports starts and ends as they happen, with durations from the injected clock', () => {
    let clock = 1000;
    const events: string[] = [];
    const p = new InstrumentParser({
      now: () => clock,
      onRunStart: (e: RunStartEvent) => events.push(`run-start ${e.numTests}`),
      onTestStart: (e: TestStartEvent) => events.push(`start ${e.method} ${e.current}/${e.numTests}`),
      onTestEnd: (t: InstrumentTest) => events.push(`end ${t.method} ${t.status} ${t.durationMs}`),
      onRunEnd: (s: InstrumentSegment) => events.push(`run-end ${s.status}`),
    });
    p.write(start('savesNote'));
    expect(events).toEqual(['run-start 2', 'start savesNote 1/2']);
    clock += 250;
    p.write(end('savesNote', 0));
    expect(events.at(-1)).toBe('end savesNote passed 250');
    p.write(start('opensNote', 2));
    clock += 40;
    p.end();
    expect(events.slice(3)).toEqual(['start opensNote 2/2', 'end opensNote incomplete 40', 'run-end incomplete']);
  });

  it('keeps only counts with keepTests: false, still reporting every test end', () => {
    const ended: string[] = [];
    const p = new InstrumentParser({ keepTests: false, onTestEnd: (t) => ended.push(t.method) });
    p.write(
      start('savesNote') + end('savesNote', -2, STACK) + start('opensNote', 2) + end('opensNote', 0, [], 2) + FINISH,
    );
    const run = p.end();
    expect(run.tests).toEqual([]);
    expect(run.counts).toMatchObject({ passed: 1, failed: 1 });
    expect(ended).toEqual(['savesNote', 'opensNote']);
  });

  it('accepts \\r\\r\\n line ends and a CR split from its LF', () => {
    const text = (start('savesNote') + end('savesNote', 0) + FINISH).replace(/\n/g, '\r\r\n');
    const p = new InstrumentParser();
    for (const piece of text.split(/(?<=\r)/)) p.write(piece);
    expect(p.end()).toEqual(parseInstrumentOutput(start('savesNote') + end('savesNote', 0) + FINISH));
  });

  it('keeps device-chosen metric keys such as __proto__ as plain data, at most 64 of them', () => {
    const keys = ['__proto__', 'constructor', ...Array.from({ length: 70 }, (_, i) => `k${i}`)].map(
      (k) => `INSTRUMENTATION_STATUS: ${k}=v`,
    );
    const run = parseInstrumentOutput(start('savesNote') + end('savesNote', 0, keys) + FINISH);
    const metrics = run.tests[0]!.metrics!;
    expect(Object.keys(metrics).slice(0, 2)).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(metrics, '__proto__')?.value).toBe('v');
    expect(Object.keys(metrics)).toHaveLength(64);
    expect(JSON.parse(JSON.stringify(run)).tests[0].metrics.constructor).toBe('v');
  });

  it('refuses writes after end()', () => {
    const p = new InstrumentParser();
    p.end();
    expect(() => p.write('x')).toThrow(/after end/);
  });
});
