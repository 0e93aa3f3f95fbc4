import { describe, expect, it } from 'vitest';
import { InstrumentParser, parseInstrumentOutput } from '../../src/instrument/parser.js';

/**
 * The parser's rarer endings and messages, each with the exact text a user would read in the
 * report: what a run that never spoke the protocol says, how each kind of cut-off test is worded,
 * segments added up, and bundles that name no test.
 */

const CLS = 'com.example.NoteTest';
const bundle = (code: number | string, ...lines: string[]) =>
  `${lines.map((l) => `INSTRUMENTATION_STATUS: ${l}`).join('\n')}\nINSTRUMENTATION_STATUS_CODE: ${code}\n`;
const start = (m: string, current = 1) => bundle(1, `class=${CLS}`, `current=${current}`, 'numtests=2', `test=${m}`);
const end = (m: string, code: number | string, current = 1, ...extra: string[]) =>
  bundle(code, `class=${CLS}`, `current=${current}`, 'numtests=2', ...extra, `test=${m}`);
const DONE = 'INSTRUMENTATION_RESULT: stream=\nTime: 0.25\nOK (1 test)\nINSTRUMENTATION_CODE: -1\n';

describe('a run that never spoke the protocol', () => {
  it('counts the other lines it saw, one or several', () => {
    expect(parseInstrumentOutput('hello\n')).toMatchObject({
      status: 'incomplete',
      message: 'no instrumentation output (1 other line)',
    });
    expect(parseInstrumentOutput('hello\nworld\n')).toMatchObject({
      status: 'incomplete',
      message: 'no instrumentation output (2 other lines)',
    });
  });

  it("reads am's Error: usage line as failed-to-start, only before the protocol starts", () => {
    expect(parseInstrumentOutput('  Error: Bad component name: x\nusage: am\n')).toMatchObject({
      status: 'failed-to-start',
      message: 'Bad component name: x',
    });
    const later = parseInstrumentOutput(`${start('a')}Error: not am\n${end('a', 0)}${DONE}`);
    expect(later).toMatchObject({ status: 'complete' });
    expect(later.message).toBeUndefined();
  });

  it('finds INSTRUMENTATION_FAILED inside an exception line of am', () => {
    expect(
      parseInstrumentOutput('android.util.AndroidException: INSTRUMENTATION_FAILED: x/y.Runner \n\tat a.b\n'),
    ).toMatchObject({ status: 'failed-to-start', message: 'INSTRUMENTATION_FAILED: x/y.Runner' });
  });

  it('reads an ActivityManagerService error bundle as failed-to-start, with or without its Error text', () => {
    expect(
      parseInstrumentOutput(
        `${bundle(-1, 'id=ActivityManagerService', 'Error=Unable to find instrumentation info')}INSTRUMENTATION_CODE: -1\n`,
      ),
    ).toMatchObject({ status: 'failed-to-start', message: 'Unable to find instrumentation info' });
    expect(parseInstrumentOutput(`${bundle(-1, 'id=ActivityManagerService')}INSTRUMENTATION_CODE: -1\n`)).toMatchObject(
      {
        status: 'failed-to-start',
        message: 'ActivityManagerService reported an error',
      },
    );
    // another id with RESULT_OK and no Error is an ordinary bundle
    const ordinary = parseInstrumentOutput(`${bundle(-1, 'id=AndroidJUnitRunner')}INSTRUMENTATION_CODE: -1\n`);
    expect(ordinary.status).toBe('complete');
  });

  it('names INSTRUMENTATION_ABORTED without a message by its keyword', () => {
    expect(parseInstrumentOutput('INSTRUMENTATION_ABORTED:\n')).toMatchObject({
      status: 'aborted',
      message: 'INSTRUMENTATION_ABORTED',
    });
  });
});

describe('how a test that did not end is worded', () => {
  it('running when the output stopped', () => {
    const run = parseInstrumentOutput(start('a'));
    expect(run.tests.map((t) => [t.status, t.message])).toEqual([['incomplete', 'running when the output stopped']]);
    expect(run.message).toBe('the output stopped before INSTRUMENTATION_CODE');
  });

  it('started but never ended before INSTRUMENTATION_CODE', () => {
    const run = parseInstrumentOutput(`${start('a')}INSTRUMENTATION_CODE: -1\n`);
    expect(run.tests.map((t) => [t.status, t.message])).toEqual([
      ['incomplete', 'started but never ended before INSTRUMENTATION_CODE'],
    ]);
    expect(run.status).toBe('complete');
  });

  it('started but never ended before the process crashed, for all but the most recent test', () => {
    const run = parseInstrumentOutput(
      `${start('a')}${start('b', 2)}INSTRUMENTATION_RESULT: shortMsg=Process crashed.\nINSTRUMENTATION_RESULT: longMsg=java.lang.NullPointerException\n\tat x.y\nINSTRUMENTATION_CODE: 0\n`,
    );
    expect(run.tests.map((t) => [t.method, t.status, t.message, t.trace])).toEqual([
      ['a', 'incomplete', 'started but never ended before the process crashed: Process crashed.', undefined],
      ['b', 'failed', 'Process crashed.', 'java.lang.NullPointerException\n\tat x.y'],
    ]);
    expect(run.segments[0]).toMatchObject({
      status: 'crashed',
      message: 'Process crashed.',
      crashDetail: 'java.lang.NullPointerException\n\tat x.y',
      code: 0,
    });
  });

  it('running when the instrumentation was aborted: nobody is blamed for a crash then', () => {
    const run = parseInstrumentOutput(
      `${start('a')}INSTRUMENTATION_RESULT: shortMsg=Process crashed.\nINSTRUMENTATION_ABORTED: System has crashed.\n`,
    );
    expect(run.tests.map((t) => [t.status, t.message, t.crashed])).toEqual([
      ['incomplete', 'running when the instrumentation was aborted: System has crashed.', undefined],
    ]);
  });

  it('a failure without a trace says so; an unknown code quotes it', () => {
    const run = parseInstrumentOutput(start('a') + end('a', -2) + start('b', 2) + end('b', ' 7 ', 2) + DONE);
    expect(run.tests.map((t) => [t.status, t.message, t.statusCode])).toEqual([
      ['failed', 'failed without a stack trace', -2],
      ['incomplete', 'unknown status code "7": outcome not determined', 7],
    ]);
  });

  it('takes a failure text from the stream when there is no stack, minus its header line', () => {
    const failing = `INSTRUMENTATION_STATUS: class=${CLS}\nINSTRUMENTATION_STATUS: stream=\nError in a(com.example.NoteTest):\njava.lang.IllegalStateException: boom\n\nINSTRUMENTATION_STATUS: test=a\nINSTRUMENTATION_STATUS_CODE: -2\n`;
    const run = parseInstrumentOutput(start('a') + failing + DONE);
    expect(run.tests[0]).toMatchObject({
      status: 'failed',
      trace: 'java.lang.IllegalStateException: boom',
      message: 'java.lang.IllegalStateException: boom',
      stream: '\nError in a(com.example.NoteTest):\njava.lang.IllegalStateException: boom',
    });
  });

  it('keeps the stream of a passed test out, and of an ignored one in', () => {
    const run = parseInstrumentOutput(
      start('a') + end('a', 0, 1, 'stream=.') + start('b', 2) + end('b', -3, 2, 'stream=skipped') + DONE,
    );
    expect(run.tests.map((t) => [t.status, t.stream, t.trace])).toEqual([
      ['passed', undefined, undefined],
      ['ignored', 'skipped', undefined],
    ]);
  });
});

describe('runs of several segments', () => {
  it('adds up announced tests and elapsed time, reports the last code, and the worst status', () => {
    const first = `${start('a')}${end('a', 0)}INSTRUMENTATION_RESULT: stream=\nTime: 1.5\nINSTRUMENTATION_CODE: -1\n`;
    const second = `${bundle(1, `class=${CLS}`, 'numtests=3', 'test=b')}${bundle(0, `class=${CLS}`, 'test=b')}Time: 2\nINSTRUMENTATION_CODE: 0\n`;
    const run = parseInstrumentOutput(first + second);
    expect(run).toMatchObject({ numTests: 5, elapsedMs: 3500, code: 0, status: 'incomplete' });
    expect(run.message).toBe('the instrumentation finished with code 0, not RESULT_OK (-1), and reported no crash');
    expect(run.segments.map((s) => [s.status, s.testCount, s.numTests, s.code, s.elapsedMs])).toEqual([
      ['complete', 1, 2, -1, 1500],
      ['incomplete', 1, 3, 0, 2000],
    ]);
    expect(run.tests.map((t) => [t.method, t.segment])).toEqual([
      ['a', 0],
      ['b', 1],
    ]);
  });

  it('leaves run totals out when no segment announced them', () => {
    const run = parseInstrumentOutput('INSTRUMENTATION_CODE: -1\n');
    expect(run).toEqual({
      status: 'complete',
      counts: { passed: 0, failed: 0, ignored: 0, 'assumption-failed': 0, incomplete: 0 },
      tests: [],
      segments: [{ status: 'complete', testCount: 0, code: -1 }],
      code: -1,
    });
  });
});

describe('bundles that name no test', () => {
  it('matches an end without class and test to the running test with the same current', () => {
    const run = parseInstrumentOutput(
      start('a', 1) +
        start('b', 2) +
        bundle(-2, 'current=1', 'stack=java.lang.AssertionError: a') +
        end('b', 0, 2) +
        DONE,
    );
    expect(run.tests.map((t) => [t.method, t.status, t.message])).toEqual([
      ['a', 'failed', 'java.lang.AssertionError: a'],
      ['b', 'passed', undefined],
    ]);
  });

  it('does not guess among several running tests, and keeps the failure as unattributed', () => {
    const run = parseInstrumentOutput(
      start('a', 1) +
        start('b', 2) +
        bundle(-2, 'stack=java.lang.AssertionError: who') +
        end('a', 0) +
        end('b', 0, 2) +
        DONE,
    );
    expect(run.tests.map((t) => t.status)).toEqual(['passed', 'passed']);
    expect(run.segments[0]!.unattributed).toEqual([{ statusCode: -2, trace: 'java.lang.AssertionError: who' }]);
  });

  it('does not match a bundle naming only a class or only a method', () => {
    const run = parseInstrumentOutput(start('a') + bundle(-2, `class=${CLS}`, 'stream=boom') + end('a', 0) + DONE);
    expect(run.tests.map((t) => t.status)).toEqual(['passed']);
    expect(run.segments[0]!.unattributed).toEqual([{ statusCode: -2, stream: 'boom' }]);
  });

  it('keeps at most 16 unattributed failures, and none for a passing code or a bundle with nothing to show', () => {
    const noise =
      Array.from({ length: 20 }, () => bundle(-2, 'stream=x')).join('') + bundle(0, 'stream=ok') + bundle(-2, 'id=x');
    const run = parseInstrumentOutput(noise + DONE);
    expect(run.segments[0]!.unattributed).toHaveLength(16);
    expect(run.segments[0]!.unattributed![0]).toEqual({ statusCode: -2, stream: 'x' });
  });

  it('adds in-progress metrics to the running test, and an end without a start still counts', () => {
    const run = parseInstrumentOutput(
      start('a') + bundle(2, `class=${CLS}`, 'test=a', 'frames=120') + end('a', 0) + end('late', 0, 2) + DONE,
    );
    expect(run.tests.map((t) => [t.method, t.status, t.metrics])).toEqual([
      ['a', 'passed', { frames: '120' }],
      ['late', 'passed', undefined],
    ]);
    expect(run.counts.passed).toBe(2);
  });

  it('counts a test announced twice before its end once', () => {
    const run = parseInstrumentOutput(start('a') + start('a') + end('a', 0) + DONE);
    expect(run.tests).toHaveLength(1);
    expect(run.segments[0]!.testCount).toBe(1);
  });
});

describe('values', () => {
  it('keeps a single-line key to its first line and a custom value with its continuation lines', () => {
    const run = parseInstrumentOutput(
      `${start('a')}INSTRUMENTATION_STATUS: class=${CLS}\nINSTRUMENTATION_STATUS: note=line one\nline two\nINSTRUMENTATION_STATUS: test=a\nstray\nINSTRUMENTATION_STATUS_CODE: 0\n${DONE}`,
    );
    expect(run.tests.map((t) => [t.method, t.metrics])).toEqual([['a', { note: 'line one\nline two' }]]);
  });

  it('ignores a prefixed line without =, and keeps result keys other than the stream as metrics', () => {
    const run = parseInstrumentOutput(
      `INSTRUMENTATION_STATUS: nonsense\nINSTRUMENTATION_RESULT: coverageFilePath=/sdcard/c.ec\nINSTRUMENTATION_RESULT: stream=\nTime: 1\nINSTRUMENTATION_CODE: -1\n`,
    );
    expect(run.segments[0]!.metrics).toEqual({ coverageFilePath: '/sdcard/c.ec' });
    expect(run.elapsedMs).toBe(1000);
  });

  it('returns the same result from a second end() and reads a stream of chunks', async () => {
    const p = new InstrumentParser();
    p.write(Buffer.from(start('a') + end('a', 0) + DONE));
    const first = p.end();
    expect(p.end()).toBe(first);
    const { parseInstrumentStream } = await import('../../src/instrument/parser.js');
    const { Readable } = await import('node:stream');
    const streamed = await parseInstrumentStream(Readable.from([start('a'), end('a', 0), DONE]));
    expect(streamed).toEqual(first);
  });
});

describe('what is left out', () => {
  it('reports events and segments without keys for values it never saw', () => {
    const runs: unknown[] = [];
    const starts: unknown[] = [];
    const p = new InstrumentParser({ onRunStart: (e) => runs.push(e), onTestStart: (e) => starts.push(e) });
    p.write(`${bundle(1, `class=${CLS}`, 'test=a')}${bundle(0, `class=${CLS}`, 'test=a')}`);
    const run = p.end();
    expect(runs).toStrictEqual([{ segment: 0 }]);
    expect(starts).toStrictEqual([{ class: CLS, method: 'a', segment: 0 }]);
    expect(run.segments).toStrictEqual([
      { status: 'incomplete', testCount: 1, message: 'the output stopped before INSTRUMENTATION_CODE' },
    ]);
    expect(run.tests).toStrictEqual([{ class: CLS, method: 'a', status: 'passed', segment: 0, statusCode: 0 }]);
  });
});

describe('a failure reported only in the stream, and the parser after its end', () => {
  it("reads the trace from the runner's stream text without its 'Error in' header or the blank line before it", () => {
    const run = parseInstrumentOutput(
      start('a') +
        end(
          'a',
          -2,
          1,
          'stream=\nError in a(com.example.NoteTest):\njava.lang.AssertionError: boom\n\tat com.example.NoteTest.a(NoteTest.kt:3)\n',
        ) +
        DONE,
    );
    expect(run.tests.map((t) => [t.method, t.status, t.trace])).toEqual([
      ['a', 'failed', 'java.lang.AssertionError: boom\n\tat com.example.NoteTest.a(NoteTest.kt:3)'],
    ]);
  });

  it('words an assumption failure by its exception, not as a failure without a trace', () => {
    const run = parseInstrumentOutput(
      start('a') +
        end(
          'a',
          -4,
          1,
          'stack=org.junit.AssumptionViolatedException: got: <false>\n\tat org.junit.Assume.assumeTrue(Assume.java:68)',
        ) +
        DONE,
    );
    expect(run.tests.map((t) => [t.method, t.status, t.message])).toEqual([
      ['a', 'assumption-failed', 'org.junit.AssumptionViolatedException: got: <false>'],
    ]);
  });

  it('gives an assumption failure without a trace no failure message', () => {
    const run = parseInstrumentOutput(start('a') + end('a', -4) + DONE);
    expect(run.tests.map((t) => [t.method, t.status, t.message])).toEqual([['a', 'assumption-failed', undefined]]);
  });

  it('refuses more output once it has given its result', () => {
    const p = new InstrumentParser();
    p.write(start('a') + end('a', 0) + DONE);
    p.end();
    expect(() => p.write('INSTRUMENTATION_CODE: -1\n')).toThrow('InstrumentParser: write after end()');
  });
});
