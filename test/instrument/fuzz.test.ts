import { describe, expect, it } from 'vitest';
import { InstrumentRun, type InstrumentTest } from '../../src/config/instrument-result.js';
import { InstrumentParser } from '../../src/instrument/parser.js';

/**
 * Whatever a broken device, a noisy shell or a cut connection sends, the parser must not throw,
 * must return a result its own schema accepts, and must end every test it reported exactly once.
 */

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const PIECES = [
  'INSTRUMENTATION_STATUS: class=com.example.A',
  'INSTRUMENTATION_STATUS: class=com.example.B',
  'INSTRUMENTATION_STATUS: test=m1',
  'INSTRUMENTATION_STATUS: test=m2',
  'INSTRUMENTATION_STATUS: current=1',
  'INSTRUMENTATION_STATUS: numtests=3',
  'INSTRUMENTATION_STATUS: numtests=x',
  'INSTRUMENTATION_STATUS: stack=java.lang.AssertionError: boom',
  '\tat com.example.A.m1(A.kt:3)',
  'INSTRUMENTATION_STATUS: stream=',
  'Error in m1(com.example.A):',
  'INSTRUMENTATION_STATUS_CODE: 1',
  'INSTRUMENTATION_STATUS_CODE: 0',
  'INSTRUMENTATION_STATUS_CODE: -2',
  'INSTRUMENTATION_STATUS_CODE: -3',
  'INSTRUMENTATION_STATUS_CODE: 2',
  'INSTRUMENTATION_STATUS_CODE: 7',
  'INSTRUMENTATION_STATUS_CODE: ',
  'INSTRUMENTATION_STATUS: Error=Unable to find instrumentation info',
  'INSTRUMENTATION_STATUS: id=ActivityManagerService',
  'INSTRUMENTATION_RESULT: stream=',
  'INSTRUMENTATION_RESULT: shortMsg=Process crashed.',
  'INSTRUMENTATION_RESULT: longMsg=java.lang.NullPointerException',
  'INSTRUMENTATION_RESULT: __proto__=x',
  'Time: 1,5',
  'Time: ٠٫٠١٥',
  'INSTRUMENTATION_CODE: -1',
  'INSTRUMENTATION_CODE: 0',
  'INSTRUMENTATION_ABORTED: System has crashed.',
  'INSTRUMENTATION_FAILED: com.example/.R',
  'INSTRUMENTATION_STATUS',
  'INSTRUMENTATION_STATUS: =',
  'WARNING: linker: noise',
  'Error: Argument expected',
  '',
  '\ufeff',
  '\r',
  'é😀',
];

describe('any input', () => {
  it('never throws, always fits the schema, and ends each reported test once (2000 random outputs, random cuts)', () => {
    const rand = lcg(7);
    for (let round = 0; round < 2000; round++) {
      const lines = Array.from({ length: Math.floor(rand() * 60) }, () => PIECES[Math.floor(rand() * PIECES.length)]!);
      const bytes = Buffer.from(lines.join(rand() < 0.3 ? '\r\n' : '\n'));
      const started: string[] = [];
      const ended: InstrumentTest[] = [];
      const p = new InstrumentParser({
        onTestStart: (e) => started.push(`${e.segment}:${e.class}#${e.method}`),
        onTestEnd: (t) => ended.push(t),
      });
      for (let at = 0; at < bytes.length; ) {
        const n = 1 + Math.floor(rand() * 40);
        p.write(bytes.subarray(at, at + n));
        at += n;
      }
      const run = p.end();
      expect(() => InstrumentRun.parse(run), `round ${round}: ${JSON.stringify(lines)}`).not.toThrow();
      expect(ended).toEqual(run.tests);
      expect(Object.values(run.counts).reduce((a, b) => a + b, 0)).toBe(run.tests.length);
      expect(started.length).toBeLessThanOrEqual(run.tests.length); // each start is one test; ends without a start add tests
      expect(run.segments.reduce((n, s) => n + s.testCount, 0)).toBe(run.tests.length);
    }
  });
});
