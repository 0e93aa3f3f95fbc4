import { describe, expect, it } from 'vitest';
import { parseInstrumentOutput } from '../../src/instrument/parser.js';

/**
 * What the parser keeps of each value and which lines it takes for protocol: how much of a stack,
 * a stream, a crash's messages and a custom key survives; lines that only look like protocol lines
 * inside a trace; `Time:` and numbers it must not over-read; bundles that name no test.
 * Expected values are written out (lengths from the documented caps: a trace keeps 64 KiB, a stream
 * 8 KiB, any other value 4 KiB; a single line longer than its cap keeps its first quarter).
 */

const CLS = 'com.example.NoteTest';
const bundle = (code: number | string, ...lines: string[]) =>
  `${lines.map((l) => `INSTRUMENTATION_STATUS: ${l}`).join('\n')}\nINSTRUMENTATION_STATUS_CODE: ${code}\n`;
const start = (m: string, current = 1) => bundle(1, `class=${CLS}`, `current=${current}`, 'numtests=2', `test=${m}`);
const DONE = 'INSTRUMENTATION_RESULT: stream=\nTime: 0.25\nOK (1 test)\nINSTRUMENTATION_CODE: -1\n';
const marker = (n: number) => `\n[droidheal: ${n} characters not kept]`;

describe('how much of a value is kept', () => {
  it('keeps a 10,000-character stack whole, and cuts a 3,000-character stream and a 3,000-character custom value to their caps', () => {
    const stack = `java.lang.AssertionError: ${'s'.repeat(10_000 - 26)}`;
    const run = parseInstrumentOutput(
      start('a') +
        bundle(
          -2,
          `class=${CLS}`,
          'test=a',
          `stack=${stack}`,
          `stream=${'m'.repeat(3000)}`,
          `note=${'n'.repeat(3000)}`,
        ) +
        DONE,
    );
    const t = run.tests[0]!;
    expect(t.trace).toBe(stack);
    expect(t.trace).toHaveLength(10_000);
    // stream: 8 KiB cap, a single long line keeps its first 2048 characters
    expect(t.stream).toBe(`${'m'.repeat(2048)}${marker(952)}`);
    // any other key: 4 KiB cap, first 1024 characters of a single long line
    expect(t.metrics).toEqual({ note: `${'n'.repeat(1024)}${marker(1976)}` });
  });

  it('keeps a 6,000-character stream whole as a multi-line value under its 8 KiB cap', () => {
    const lines = Array.from({ length: 60 }, (_, i) => `line ${String(i).padStart(2, '0')} ${'w'.repeat(91)}`);
    const stream = lines.join('\n');
    expect(stream).toHaveLength(60 * 100 - 1);
    const run = parseInstrumentOutput(
      start('a') + bundle(-2, `class=${CLS}`, 'test=a', 'stack=java.lang.AssertionError: x', `stream=${stream}`) + DONE,
    );
    expect(run.tests[0]!.stream).toBe(stream);
  });

  it("keeps a crash's 10,000-character longMsg whole and cuts a 3,000-character shortMsg to 4 KiB's first quarter", () => {
    const longMsg = `java.lang.IllegalStateException: ${'L'.repeat(10_000 - 33)}`;
    const run = parseInstrumentOutput(
      `${start('a')}INSTRUMENTATION_RESULT: shortMsg=${'S'.repeat(3000)}\nINSTRUMENTATION_RESULT: longMsg=${longMsg}\nINSTRUMENTATION_CODE: 0\n`,
    );
    expect(run.status).toBe('crashed');
    expect(run.message).toBe(`${'S'.repeat(1024)}${marker(1976)}`);
    expect(run.segments[0]!.crashDetail).toBe(longMsg);
  });

  it('keeps class and test names to their first line, trimmed, when noise lines follow them', () => {
    const run = parseInstrumentOutput(
      `INSTRUMENTATION_STATUS: class=${CLS}  \nWARNING: linker: libfoo.so: unsupported flags DT_FLAGS_1=0x8000001\nINSTRUMENTATION_STATUS: test=a \nINSTRUMENTATION_STATUS_CODE: 1\n` +
        bundle(0, `class=${CLS}`, 'test=a') +
        DONE,
    );
    expect(run.tests.map((t) => [t.class, t.method, t.status])).toEqual([[CLS, 'a', 'passed']]);
  });
});

describe('lines that only look like protocol lines', () => {
  it('keeps INSTRUMENTATION_-prefixed lines of a trace that are not protocol keys inside the trace', () => {
    const stack = [
      'java.lang.AssertionError: environment',
      'INSTRUMENTATION_STATUS_REPORTED=yes',
      'INSTRUMENTATION_SETTINGS=on',
      'INSTRUMENTATION_RUNNER=androidx.test.runner.AndroidJUnitRunner',
      'INSTRUMENTATION_CONFIG=debug',
      'INSTRUMENTATION_FLAGS=0',
      'INSTRUMENTATION_ARGS=none',
      '\tat com.example.NoteTest.a(NoteTest.kt:12)',
    ].join('\n');
    const run = parseInstrumentOutput(start('a') + bundle(-2, `class=${CLS}`, 'test=a', `stack=${stack}`) + DONE);
    expect(run.status).toBe('complete');
    expect(run.tests.map((t) => [t.method, t.status, t.trace])).toEqual([['a', 'failed', stack]]);
    expect(run.segments[0]!.metrics).toBeUndefined();
  });

  it('ends an open multi-line value at INSTRUMENTATION_FAILED and reads the run as failed to start', () => {
    const run = parseInstrumentOutput(
      'INSTRUMENTATION_RESULT: longMsg=first line\nsecond line\nINSTRUMENTATION_FAILED: com.example.test/androidx.test.runner.AndroidJUnitRunner\n',
    );
    expect(run.status).toBe('failed-to-start');
    expect(run.message).toBe('INSTRUMENTATION_FAILED: com.example.test/androidx.test.runner.AndroidJUnitRunner');
    expect(run.segments[0]!.crashDetail).toBe('first line\nsecond line');
  });

  it('reads a Time: line only as the summary time: a line merely starting with T is another line', () => {
    expect(parseInstrumentOutput('Type: adb shell\nhello\n').message).toBe('no instrumentation output (2 other lines)');
    // a summary time before any output belongs to no run: nothing to record, and no other line
    expect(parseInstrumentOutput('Time: 1.5\n')).toMatchObject({ status: 'incomplete', message: 'no output' });
  });
});

describe('numbers and ids a bundle announces', () => {
  it('announces numtests=0, and ignores a negative count', () => {
    expect(parseInstrumentOutput(`${bundle(1, `class=${CLS}`, 'numtests=0', 'test=a')}`).numTests).toBe(0);
    const negative = parseInstrumentOutput(`${bundle(1, `class=${CLS}`, 'numtests=-1', 'test=a')}`);
    expect(negative.numTests).toBeUndefined();
    expect(negative.segments[0]!.numTests).toBeUndefined();
  });

  it('reads an Error= bundle as failed to start whoever sent it, and an ActivityManagerService bundle with another code as ordinary', () => {
    expect(
      parseInstrumentOutput(
        `${bundle(-1, 'Error=Permission Denial: starting instrumentation')}INSTRUMENTATION_CODE: -1\n`,
      ),
    ).toMatchObject({ status: 'failed-to-start', message: 'Permission Denial: starting instrumentation' });
    const ordinary = parseInstrumentOutput(`${bundle(0, 'id=ActivityManagerService')}INSTRUMENTATION_CODE: -1\n`);
    expect(ordinary.status).toBe('complete');
    expect(ordinary.message).toBeUndefined();
  });
});

describe('bundles that name no test, and tests still running at the end', () => {
  it('does not match a bundle naming only a method to the running test', () => {
    const run = parseInstrumentOutput(
      start('a') + bundle(-2, 'test=a', 'stream=boom') + bundle(0, `class=${CLS}`, 'test=a') + DONE,
    );
    expect(run.tests.map((t) => [t.method, t.status])).toEqual([['a', 'passed']]);
    expect(run.segments[0]!.unattributed).toStrictEqual([{ statusCode: -2, stream: 'boom' }]);
  });

  it('a named start bundle missing its class starts no test', () => {
    const run = parseInstrumentOutput(bundle(1, 'test=orphan', 'current=1') + DONE);
    expect(run.tests).toEqual([]);
    expect(run.segments[0]!.testCount).toBe(0);
  });

  it('keeps an unattributed failure with exactly the fields it had, and none for a passing bundle with a stream', () => {
    const run = parseInstrumentOutput(
      bundle(-2, 'stack=java.lang.AssertionError: who') +
        bundle(0, 'stream=all good') +
        bundle(-1, 'stream=err') +
        DONE,
    );
    expect(run.segments[0]!.unattributed).toStrictEqual([
      { statusCode: -2, trace: 'java.lang.AssertionError: who' },
      { statusCode: -1, stream: 'err' },
    ]);
  });

  it('gives a cut-off bundle naming one of two running tests to that test only', () => {
    const run = parseInstrumentOutput(
      `${start('a', 1)}${start('b', 2)}INSTRUMENTATION_STATUS: class=${CLS}\nINSTRUMENTATION_STATUS: test=b\nINSTRUMENTATION_STATUS: stack=java.lang.OutOfMemoryError\n`,
    );
    expect(run.tests.map((t) => [t.method, t.status, t.trace])).toEqual([
      ['a', 'incomplete', undefined],
      ['b', 'incomplete', 'java.lang.OutOfMemoryError'],
    ]);
  });

  it('gives an unnamed cut-off bundle to the one running test, and to neither of two', () => {
    const one = parseInstrumentOutput(`${start('a')}INSTRUMENTATION_STATUS: stack=java.lang.OutOfMemoryError\n`);
    expect(one.tests.map((t) => [t.method, t.trace])).toEqual([['a', 'java.lang.OutOfMemoryError']]);
    const two = parseInstrumentOutput(
      `${start('a', 1)}${start('b', 2)}INSTRUMENTATION_STATUS: stack=java.lang.OutOfMemoryError\n`,
    );
    expect(two.tests.map((t) => [t.method, t.trace])).toEqual([
      ['a', undefined],
      ['b', undefined],
    ]);
  });

  it('records no duration without a clock, for finished and cut-off tests alike', () => {
    const run = parseInstrumentOutput(start('a', 1) + bundle(0, `class=${CLS}`, 'test=a', 'current=1') + start('b', 2));
    expect(run.tests.map((t) => [t.method, t.status, 'durationMs' in t])).toEqual([
      ['a', 'passed', false],
      ['b', 'incomplete', false],
    ]);
  });
});

describe('runs of several segments', () => {
  it("reports the last code any segment had when the last one was cut before its code, and the first segment's message among equally bad ones", () => {
    const first = `${start('a')}INSTRUMENTATION_CODE: -1\n`;
    const second = start('b');
    const run = parseInstrumentOutput(first + second);
    expect(run.code).toBe(-1);
    expect(run.segments.map((s) => [s.status, s.code, s.message])).toEqual([
      ['complete', -1, undefined],
      ['incomplete', undefined, 'the output stopped before INSTRUMENTATION_CODE'],
    ]);
    const twoBad = parseInstrumentOutput(`hello\nINSTRUMENTATION_CODE: 0\n${start('c')}`);
    expect(twoBad.segments.map((s) => [s.status, s.message])).toEqual([
      ['incomplete', 'the instrumentation finished with code 0, not RESULT_OK (-1), and reported no crash'],
      ['incomplete', 'the output stopped before INSTRUMENTATION_CODE'],
    ]);
    expect(twoBad.message).toBe('the instrumentation finished with code 0, not RESULT_OK (-1), and reported no crash');
  });
});
