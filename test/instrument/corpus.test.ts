import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InstrumentRun, type InstrumentTest } from '../../src/config/instrument-result.js';
import { testKey } from '../../src/config/outcome.js';
import { InstrumentParser, parseInstrumentOutput } from '../../src/instrument/parser.js';
import { firstAppFrame, parseTrace } from '../../src/instrument/trace.js';
import { repoRoot } from '../support/cli.js';
import { type CorpusCase, type CountField, corpus, type DdmlibVerdict } from './corpus-table.js';

const fixtures = path.join(repoRoot, 'android-fixtures/instrument');
const read = (file: string) => readFileSync(path.join(fixtures, file));
const recordings = readdirSync(fixtures)
  .filter((f) => f.endsWith('.txt'))
  .sort();

/** SOURCES.md's ddmlib line per file, read from the text. */
function ddmlibFromSources(): Map<string, DdmlibVerdict> {
  const text = readFileSync(path.join(fixtures, 'SOURCES.md'), 'utf8');
  const out = new Map<string, DdmlibVerdict>();
  const re =
    /^### `([^`]+)`[\s\S]*?^- ddmlib: testCount=(\d+); passed=(\d+) failed=(\d+) ignored=(\d+) assumption=(\d+) incomplete=(\d+); elapsed=(\d+)ms; runFailure=(none|"[^\n]*?")(?:;|$)/gm;
  for (const m of text.matchAll(re)) {
    const n = (i: number) => Number(m[i]);
    out.set(m[1]!, {
      testCount: n(2),
      passed: n(3),
      failed: n(4),
      ignored: n(5),
      assumption: n(6),
      incomplete: n(7),
      elapsed: n(8),
      runFailure: m[9] === 'none' ? null : m[9]!.slice(1, -1),
    });
  }
  return out;
}

function observed(run: InstrumentRun): Record<CountField, number | boolean> {
  return {
    testCount: run.numTests ?? 0,
    passed: run.counts.passed,
    failed: run.counts.failed,
    ignored: run.counts.ignored,
    assumption: run.counts['assumption-failed'],
    incomplete: run.counts.incomplete,
    elapsed: run.elapsedMs ?? 0,
    run: run.status === 'complete',
  };
}

function ddmlibFields(v: DdmlibVerdict): Record<CountField, number | boolean> {
  return { ...v, run: v.runFailure === null };
}

const key = (t: InstrumentTest) => testKey(t);

describe('the recorded corpus', () => {
  it('has one expectation per recording', () => {
    expect(corpus.map((c) => c.file).sort()).toEqual(recordings);
    expect(recordings.length).toBeGreaterThanOrEqual(41);
  });

  it("transcribes SOURCES.md's ddmlib verdicts exactly", () => {
    const sources = ddmlibFromSources();
    expect(sources.size).toBe(recordings.length);
    for (const c of corpus) expect(c.ddmlib, c.file).toEqual(sources.get(c.file));
  });
});

describe.each(corpus)('$file', (c: CorpusCase) => {
  const run = parseInstrumentOutput(read(c.file));

  it('parses to the expected run, and its JSON matches the published schema', () => {
    expect(InstrumentRun.parse(JSON.parse(JSON.stringify(run)))).toEqual(run);
    expect(run.status).toBe(c.expect.status);
    if (c.expect.message !== undefined) expect(run.message).toContain(c.expect.message);
    expect(run.numTests).toBe(c.expect.numTests);
    expect(run.code).toBe(c.expect.code);
    expect(run.elapsedMs).toBe(c.expect.elapsedMs);
    expect(run.segments.length).toBe(c.expect.segments ?? 1);
    const { assumption, ...rest } = c.expect.counts;
    expect(run.counts).toEqual({ ...rest, 'assumption-failed': assumption });
    expect(run.tests.length).toBe(Object.values(c.expect.counts).reduce((a, b) => a + b, 0));
    if (c.expect.tests) expect(run.tests.map((t) => [key(t), t.status])).toEqual(c.expect.tests);
  });

  it('agrees with ddmlib except where a deviation names why', () => {
    const ours = observed(run);
    const theirs = ddmlibFields(c.ddmlib);
    for (const field of Object.keys(ours) as CountField[]) {
      const differs = ours[field] !== theirs[field];
      expect(differs ? `differs from ddmlib (ours ${ours[field]}, ddmlib ${theirs[field]})` : 'agrees', field).toBe(
        c.deviations?.[field] ? `differs from ddmlib (ours ${ours[field]}, ddmlib ${theirs[field]})` : 'agrees',
      );
    }
  });

  it('reports each test once, with one start per started test (ddmlib starts an ignored test twice)', () => {
    const started: string[] = [];
    const ended: InstrumentTest[] = [];
    const p = new InstrumentParser({
      onTestStart: (e) => started.push(`${e.segment}:${e.class}#${e.method}`),
      onTestEnd: (t) => ended.push(t),
    });
    p.write(read(c.file));
    const r = p.end();
    expect(ended).toEqual(r.tests);
    expect(new Set(started).size).toBe(started.length);
    expect(started.length).toBeLessThanOrEqual(r.tests.length);
  });
});

describe('details the table cannot show', () => {
  it('keeps a failing trace with its indentation, LF only, and names the first app frame', () => {
    const run = parseInstrumentOutput(read('composer-failed-test-4tests-with-command-line.txt'));
    const failed = run.tests.find((t) => t.status === 'failed')!;
    expect(failed.trace).toMatch(/\n\tat /);
    expect(failed.trace).not.toContain('\r');
    expect(failed.message).toBe(failed.trace!.split('\n')[0]);
    const frame = firstAppFrame(parseTrace(failed.trace!), ['com.example']);
    expect(frame?.class.startsWith('com.example')).toBe(true);
  });

  it('keeps an Espresso message that spans several lines, and the blank line before the frames', () => {
    const run = parseInstrumentOutput(read('adam-log05-espresso-failure-multiline-message.txt'));
    const failed = run.tests.find((t) => t.status === 'failed')!;
    expect(failed.message!.split('\n').map((l) => l.slice(0, 14))).toEqual([
      'androidx.test.',
      'Expected: with',
      '     Got: "Edi',
    ]);
    expect(failed.trace).toContain('\n\n\tat dalvik.system.VMStack.getThreadStackTrace(Native Method)');
    const parsed = parseTrace(failed.trace!);
    expect(parsed.type).toBe('androidx.test.espresso.base.DefaultFailureHandler$AssertionFailedWithCauseError');
    expect(parsed.message?.startsWith(`'with text: is "Cafebabe"' doesn't match the selected view.\nExpected:`)).toBe(
      true,
    );
  });

  it('takes the trace of an end bundle without class/test from its stream', () => {
    const run = parseInstrumentOutput(read('avito-failed-test-linker-warning-line.txt'));
    const t = run.tests[0]!;
    expect(t.trace?.startsWith('androidx.test.espresso.NoMatchingViewException: No views in hierarchy')).toBe(true);
    expect(parseTrace(t.trace!).type).toBe('androidx.test.espresso.NoMatchingViewException');
  });

  it('blames the running test for a process crash, with the crash as its trace', () => {
    const run = parseInstrumentOutput(read('composer-app-crash-nullpointer-result-bundle.txt'));
    const t = run.tests[0]!;
    expect(t.crashed).toBe(true);
    expect(t.message).toBe('java.lang.NullPointerException');
    expect(t.trace).toContain("Attempt to invoke virtual method 'void java.util.logging.Logger.log");
    expect(run.segments[0]!.crashDetail).toBe(t.trace);
  });

  it('does not invent the test that never started after a crash', () => {
    const run = parseInstrumentOutput(read('avito-process-crashed-after-completed-test.txt'));
    expect(run.numTests).toBe(2);
    expect(run.tests.map(key)).toEqual(['com.example.test.TestClass#test1']);
  });

  it('keeps a crash that names no test (runner onCreate) as an unattributed failure', () => {
    const run = parseInstrumentOutput(read('adam-log13-process-crashed-before-tests-runner-oncreate.txt'));
    const u = run.segments[0]!.unattributed!;
    expect(u).toHaveLength(1);
    expect(u[0]!.statusCode).toBe(-2);
    expect(parseTrace(u[0]!.trace!).causes.at(-1)?.type).toBe('java.lang.IllegalArgumentException');
  });

  it('keeps custom keys of in-progress bundles and extra result keys as metrics', () => {
    const run09 = parseInstrumentOutput(read('adam-log09-in-progress-status-code-2-custom-keys.txt'));
    expect(run09.tests[0]!.metrics).toMatchObject({ testIdentifier: 'Ex-1023', displayName: 'TestDisplayName' });
    const run10 = parseInstrumentOutput(read('adam-log10-10tests-pass-extra-result-key.txt'));
    expect(Object.keys(run10.segments[0]!.metrics ?? {})).toEqual(['allure-id']);
    const baseline = parseInstrumentOutput(read('avito-baseline-profile-additional-output-status-2.txt'));
    expect(Object.keys(baseline.tests[0]!.metrics ?? {}).some((k) => k.startsWith('additionalTestOutputFile_'))).toBe(
      true,
    );
  });

  it('splits concatenated runs into segments and numbers their tests', () => {
    const run = parseInstrumentOutput(read('flank-concatenated-3-runs.txt'));
    expect(run.segments.map((s) => [s.status, s.numTests, s.testCount, s.elapsedMs])).toEqual([
      ['complete', 2, 2, 1540],
      ['complete', 2, 2, 1563],
      ['complete', 2, 2, 1478],
    ]);
    expect(run.tests.map((t) => t.segment)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
