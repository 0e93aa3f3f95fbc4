import { describe, expect, it } from 'vitest';
import type { Execution, TestVerdict } from '../../src/config/outcome.js';
import { clusterFindings, withDeviceFacts } from '../../src/verdict/findings.js';

// Findings at their edges: app packages, host positions, traces without a message or file, and
// clusters whose tests fail on different devices. Expected values are written out by hand.

const T = (method: string) => ({ class: 'com.example.notes.NoteTest', method });
const failed = (method: string, extra: Partial<Execution>): Execution => ({
  test: T(method),
  group: 'g',
  device: 's1',
  attempt: 1,
  outcome: 'failed',
  ...extra,
});
const failing = (method: string, extra: Partial<TestVerdict> = {}): TestVerdict => ({
  test: T(method),
  group: 'g',
  verdict: 'fail',
  ...extra,
});

describe('finding signatures at the edges', () => {
  it('with app packages given, the first frame in those packages is the site, not the first non-framework one', () => {
    const trace = [
      'java.lang.IllegalStateException: closed',
      '\tat io.thirdparty.db.Pool.take(Pool.kt:10)',
      '\tat com.example.notes.Repo.load(Repo.kt:20)',
    ].join('\n');
    const [withPkgs] = clusterFindings([failing('m')], [failed('m', { trace })], {
      appPackages: ['com.example.notes'],
    });
    expect(withPkgs!.signature).toBe('java.lang.IllegalStateException at com.example.notes.Repo.load(Repo.kt:20)');
    const [without] = clusterFindings([failing('m')], [failed('m', { trace })]);
    expect(without!.signature).toBe('java.lang.IllegalStateException at io.thirdparty.db.Pool.take(Pool.kt:10)');
  });

  it('a host problem strips only the line and column at the end of its rule name', () => {
    const at = (method: string, line?: number) =>
      clusterFindings(
        [failing(method)],
        [failed(method, { location: { file: 'a.kt', ...(line !== undefined ? { line } : {}) } })],
      )[0]!;
    expect(at('MaxLineLength:12:55', 12).signature).toBe('MaxLineLength at a.kt:12');
    expect(at('sdk:34-check:7', 7).signature).toBe('sdk:34-check at a.kt:7');
    expect(at('format:3').signature).toBe('format at a.kt');
    // a frame without a line has no line key at all
    expect(at('format:3').frame).toStrictEqual({
      class: 'com.example.notes.NoteTest',
      method: 'format:3',
      file: 'a.kt',
    });
  });

  it('an exception without a message takes the failure detail; a frame without a file or line shows "?"', () => {
    const trace = 'java.lang.NullPointerException\n\tat com.example.notes.Repo.save(Native Method)';
    const [f] = clusterFindings([failing('m')], [failed('m', { trace, detail: 'NPE in save' })]);
    expect(f).toMatchObject({
      signature: 'java.lang.NullPointerException at com.example.notes.Repo.save(?)',
      exceptionType: 'java.lang.NullPointerException',
      message: 'NPE in save',
      frame: { class: 'com.example.notes.Repo', method: 'save' },
    });
  });

  it('an exception without a message, detail or app frame is its type alone', () => {
    const trace = 'java.lang.OutOfMemoryError\n\tat android.os.Looper.loop(Looper.java:288)';
    const [f] = clusterFindings([failing('m')], [failed('m', { trace })]);
    expect(f!.signature).toBe('java.lang.OutOfMemoryError:');
    expect('message' in f!).toBe(false);
  });
});

describe('device-specific findings across tests', () => {
  const trace = 'java.lang.IllegalStateException: closed\n\tat com.example.notes.Repo.load(Repo.kt:20)';

  it('two tests of one cause failing on each other’s passing device: not device-specific', () => {
    const findings = clusterFindings(
      [failing('a', { failsOn: ['s1'], passesOn: ['s2'] }), failing('b', { failsOn: ['s2'], passesOn: ['s1'] })],
      [failed('a', { trace, device: 's1' }), failed('b', { trace, device: 's2' })],
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]!.devices).toEqual(['s1', 's2']);
    expect('deviceSpecific' in findings[0]!).toBe(false);
  });

  it('a verdict naming failing devices but no passing ones is not device-specific', () => {
    const [f] = clusterFindings([failing('a', { failsOn: ['s1'] })], [failed('a', { trace })]);
    expect('deviceSpecific' in f!).toBe(false);
  });

  it('two tests of one cause both failing only on s1 and passing on s2 and s3: device-specific on s1', () => {
    const [f] = clusterFindings(
      [failing('a', { failsOn: ['s1'], passesOn: ['s2'] }), failing('b', { failsOn: ['s1'], passesOn: ['s3', 's2'] })],
      [failed('a', { trace }), failed('b', { trace })],
    );
    expect(f!.deviceSpecific).toEqual({ failsOn: [{ serial: 's1' }], passesOn: [{ serial: 's2' }, { serial: 's3' }] });
  });

  it('fills device facts for a device without ABIs, leaving the ABI out', () => {
    const [f] = clusterFindings([failing('a', { failsOn: ['s1'], passesOn: ['s2'] })], [failed('a', { trace })]);
    expect(
      withDeviceFacts(
        [f!],
        [
          { serial: 's1', model: 'Pixel 8' },
          { serial: 's2', sdk: 30, abis: [] },
        ],
      )[0]!.deviceSpecific,
    ).toStrictEqual({ failsOn: [{ serial: 's1', model: 'Pixel 8' }], passesOn: [{ serial: 's2', sdk: 30 }] });
  });
});
