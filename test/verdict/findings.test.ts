import { describe, expect, it } from 'vitest';
import type { Execution, TestVerdict } from '../../src/config/outcome.js';
import { clusterFindings, describeFindingDevice, withDeviceFacts } from '../../src/verdict/findings.js';

const npe = (
  testMethod: string,
) => `java.lang.NullPointerException: Attempt to invoke virtual method 'int java.lang.String.length()' on a null object reference
\tat com.example.notes.NoteRepository.save(NoteRepository.kt:41)
\tat com.example.notes.NoteViewModel.onSave(NoteViewModel.kt:23)
\tat com.example.notes.NoteScreenTest.${testMethod}(NoteScreenTest.kt:${100 + testMethod.length})
\tat java.lang.reflect.Method.invoke(Native Method)
\tat androidx.test.runner.AndroidJUnitRunner.onStart(AndroidJUnitRunner.java:444)`;

const assertion = (line: number) => `java.lang.AssertionError: Failed: assertExists.
Reason: Expected exactly '1' node but could not find any node that satisfies: (TestTag = 'save')
\tat androidx.compose.ui.test.SemanticsNodeInteraction.fetchOneOrThrow(SemanticsNodeInteraction.kt:178)
\tat androidx.compose.ui.test.SemanticsNodeInteraction.assertExists(SemanticsNodeInteraction.kt:99)
\tat com.example.notes.EditorTest.savesButton(EditorTest.kt:${line})`;

function failing(method: string, trace: string, device = 'emu-1'): { e: Execution; v: TestVerdict } {
  const test = { class: 'com.example.notes.NoteScreenTest', method };
  return {
    e: { test, device, group: 'g', attempt: 1, outcome: 'failed', failureKind: 'exception', trace },
    v: { test, group: 'g', verdict: 'fail' },
  };
}

describe('findings', () => {
  it('clusters twenty tests failing on one crash into one finding at the first app frame', () => {
    const cases = Array.from({ length: 20 }, (_, i) => failing(`test${i}`, npe(`test${i}`), i % 2 ? 'emu-1' : 'emu-2'));
    const findings = clusterFindings(
      cases.map((c) => c.v),
      cases.map((c) => c.e),
      { appPackages: ['com.example.notes'] },
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]!.tests).toHaveLength(20);
    expect(findings[0]!.devices.sort()).toEqual(['emu-1', 'emu-2']);
    expect(findings[0]!.exceptionType).toBe('java.lang.NullPointerException');
    expect(findings[0]!.frame).toMatchObject({ class: 'com.example.notes.NoteRepository', method: 'save', line: 41 });
  });

  it('keeps different assertion sites apart and gives stable ids', () => {
    const cases = [failing('a', assertion(10)), failing('b', assertion(20)), failing('c', assertion(10))];
    const run = () =>
      clusterFindings(
        cases.map((c) => c.v),
        cases.map((c) => c.e),
      );
    const findings = run();
    expect(findings.map((f) => f.tests.length)).toEqual([2, 1]);
    expect(findings[0]!.frame).toMatchObject({ class: 'com.example.notes.EditorTest', line: 10 });
    expect(run().map((f) => f.id)).toEqual(findings.map((f) => f.id));
    expect(findings[0]!.id).not.toBe(findings[1]!.id);
  });

  it('leaves flaky and passing tests out of findings', () => {
    const c = failing('a', assertion(10));
    expect(clusterFindings([{ ...c.v, verdict: 'flaky' }], [c.e])).toEqual([]);
  });
});

describe('device-specific findings', () => {
  const test = { class: 'com.example.notes.NoteScreenTest', method: 'saves' };
  const trace = npe('saves');
  const ex = (device: string, outcome: 'failed' | 'passed', attempt: number): Execution => ({
    test,
    device,
    group: 'g',
    attempt,
    outcome,
    ...(outcome === 'failed' ? { failureKind: 'exception' as const, trace } : {}),
  });
  const executions = [ex('emu-8', 'failed', 1), ex('emu-8', 'failed', 2), ex('emu-7a', 'passed', 3)];
  const verdict: TestVerdict = { test, group: 'g', verdict: 'fail', failsOn: ['emu-8'], passesOn: ['emu-7a'] };
  const rack = [
    { serial: 'emu-8', model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abis: ['arm64-v8a', 'armeabi-v7a'] },
    { serial: 'emu-7a', model: 'Pixel 7a', sdk: 33, abis: ['x86_64'] },
  ];

  it('names the devices it fails and passes on with model, SDK and primary ABI', () => {
    const [f] = clusterFindings([verdict], executions, { appPackages: ['com.example.notes'], devices: rack });
    expect(f!.devices).toEqual(['emu-8']);
    expect(f!.deviceSpecific).toEqual({
      failsOn: [{ serial: 'emu-8', model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abi: 'arm64-v8a' }],
      passesOn: [{ serial: 'emu-7a', model: 'Pixel 7a', sdk: 33, abi: 'x86_64' }],
    });
    expect(describeFindingDevice(f!.deviceSpecific!.failsOn[0]!)).toBe('Pixel 8 (emu-8, SDK 34, arm64-v8a)');
  });

  it('keeps bare serials without facts, and fills them in later from the rack snapshot', () => {
    const [f] = clusterFindings([verdict], executions);
    expect(f!.deviceSpecific).toEqual({ failsOn: [{ serial: 'emu-8' }], passesOn: [{ serial: 'emu-7a' }] });
    expect(describeFindingDevice({ serial: 'emu-8' })).toBe('emu-8');
    expect(withDeviceFacts([f!], rack)[0]!.deviceSpecific!.passesOn).toEqual([
      { serial: 'emu-7a', model: 'Pixel 7a', sdk: 33, abi: 'x86_64' },
    ]);
  });

  it('is not device-specific when one test of the cluster fails everywhere', () => {
    const other = { class: 'com.example.notes.NoteScreenTest', method: 'saves2' };
    const everywhere: Execution[] = [
      { ...ex('emu-8', 'failed', 1), test: other, trace: npe('saves') },
      { ...ex('emu-7a', 'failed', 2), test: other, trace: npe('saves') },
    ];
    const findings = clusterFindings(
      [verdict, { test: other, group: 'g', verdict: 'fail' }],
      [...executions, ...everywhere],
      { appPackages: ['com.example.notes'] },
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]!.tests).toHaveLength(2);
    expect(findings[0]!.deviceSpecific).toBeUndefined();
  });
});
