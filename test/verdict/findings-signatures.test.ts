import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Execution, TestVerdict } from '../../src/config/outcome.js';
import { clusterFindings, describeFindingDevice, findingId } from '../../src/verdict/findings.js';

// How a failure becomes a finding's signature (what clusters failures and what a fixer is told),
// for failures without an app frame: host checks that name a file, bare exceptions, timeouts and
// crashes without a stack. Expected signatures are written out by hand.

const failed = (method: string, extra: Partial<Execution>): Execution =>
  ({ test: { class: 'com.example.T', method }, group: 'g', device: 's1', outcome: 'failed', ...extra }) as Execution;
const failing = (method: string): TestVerdict =>
  ({ test: { class: 'com.example.T', method }, group: 'g', verdict: 'fail' }) as TestVerdict;
const one = (e: Execution) => {
  const f = clusterFindings([failing(e.test.method)], [e]);
  expect(f).toHaveLength(1);
  return f[0]!;
};

describe('finding signatures without an app frame', () => {
  it('a host problem at a file and line: the rule (without its position) at that place', () => {
    const f = one(
      failed('UnusedResources:12:5', {
        detail: 'The resource R.string.x appears to be unused',
        location: { file: 'app/src/main/res/values/strings.xml', line: 12 },
      }),
    );
    expect(f.signature).toBe('UnusedResources at app/src/main/res/values/strings.xml:12');
    expect(f.id).toBe(`F-${createHash('sha256').update(f.signature).digest('hex').slice(0, 10)}`);
    expect(f.message).toBe('The resource R.string.x appears to be unused');
    expect(f.frame).toEqual({
      class: 'com.example.T',
      method: 'UnusedResources:12:5',
      file: 'app/src/main/res/values/strings.xml',
      line: 12,
    });
    expect(f.trace).toBeUndefined();
  });

  it('a host problem at a file without a line', () => {
    const f = one(failed('format', { location: { file: 'build.gradle.kts' } }));
    expect(f.signature).toBe('format at build.gradle.kts');
    expect(f.frame).toEqual({ class: 'com.example.T', method: 'format', file: 'build.gradle.kts' });
    expect('message' in f).toBe(false);
  });

  it('an exception outside the app: its type and the first line of its message', () => {
    const trace = 'java.lang.IllegalStateException: boom\n\tat android.os.Looper.loop(Looper.java:288)';
    const f = one(failed('m', { trace, detail: 'ignored when the trace has a message' }));
    expect(f.signature).toBe('java.lang.IllegalStateException: boom');
    expect(f.exceptionType).toBe('java.lang.IllegalStateException');
    expect(f.message).toBe('boom');
    expect(f.trace).toBe(trace);
  });

  it('a timeout without a trace is its own test, a crash without one clusters by its message', () => {
    expect(one(failed('slow', { failureKind: 'timeout', detail: 'no result after 60 s' })).signature).toBe(
      'timeout in com.example.T#slow',
    );
    const crash = one(failed('c', { failureKind: 'crash', detail: 'Process crashed.' }));
    expect(crash.signature).toBe('crash: Process crashed.');
    expect(crash.message).toBe('Process crashed.');
    const bare = one(failed('b', {}));
    expect(bare.signature).toBe('failure: no detail');
    expect('message' in bare).toBe(false);
  });

  it('two tests failing the same way are one finding on every device they failed on, named once each', () => {
    const e = (method: string, device: string) => failed(method, { device, failureKind: 'crash', detail: 'OOM' });
    const f = clusterFindings([failing('a'), failing('b')], [e('a', 's1'), e('a', 's1'), e('b', 's2'), e('a', 's2')]);
    expect(f.map((x) => [x.signature, x.tests.map((t) => t.method), x.devices])).toEqual([
      ['crash: OOM', ['a', 'b'], ['s1', 's2']],
    ]);
  });

  it('names a device by model, serial, SDK and first ABI, leaving out what is unknown', () => {
    expect(describeFindingDevice({ serial: 's1', model: 'Pixel 8', sdk: 34, abi: 'arm64-v8a' })).toBe(
      'Pixel 8 (s1, SDK 34, arm64-v8a)',
    );
    expect(describeFindingDevice({ serial: 's2', sdk: 26 })).toBe('s2, SDK 26');
    expect(describeFindingDevice({ serial: 's3' })).toBe('s3');
    expect(findingId('x')).toBe('F-2d711642b7');
  });

  it('fills device facts only for device-specific findings, and only the facts that are known', () => {
    const v = { ...failing('d'), failsOn: ['s1'], passesOn: ['s2', 's3'] } as TestVerdict;
    const e = (device: string) => failed('d', { device, failureKind: 'assertion', detail: 'off by one' });
    const [f] = clusterFindings([v], [e('s1'), e('s1')], {
      devices: [
        { serial: 's1', model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abis: ['arm64-v8a', 'armeabi-v7a'] },
        { serial: 's2', sdk: 0, abis: [] },
      ],
    });
    expect(f!.deviceSpecific).toEqual({
      failsOn: [{ serial: 's1', model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abi: 'arm64-v8a' }],
      passesOn: [{ serial: 's2', sdk: 0 }, { serial: 's3' }],
    });
    const plain = clusterFindings([failing('p')], [failed('p', { failureKind: 'crash' })], {
      devices: [{ serial: 's1', model: 'Pixel 8' }],
    });
    expect(plain[0]!.deviceSpecific).toBeUndefined();
  });
});
