import { describe, expect, it } from 'vitest';
import type { Waiver } from '../../src/config/waivers.js';
import { collapseGroups, formatGate, type GateResult, gate } from '../../src/report/gate.js';
import { buildReport, device, exec, t, v } from './fixtures.js';

// The gate's whole answer for one report and a set of waivers, written out by hand: what blocks,
// what each waiver waived (or why not), what is only a note, and the text a release manager reads.

const now = new Date('2026-12-02T12:00:00Z');
const [Aa, Ab, Ac, Ad, Ae] = ['a', 'b', 'c', 'd', 'e'].map((m) => t('A', m)) as [
  ReturnType<typeof t>,
  ReturnType<typeof t>,
  ReturnType<typeof t>,
  ReturnType<typeof t>,
  ReturnType<typeof t>,
];
const [Ba, Bb, Bc] = ['a', 'b', 'c'].map((m) => t('B', m)) as [
  ReturnType<typeof t>,
  ReturnType<typeof t>,
  ReturnType<typeof t>,
];
const Ca = t('C', 'a');
const Da = t('D', 'a');

const report = buildReport({
  suite: {
    groups: [
      { group: 'api34', tests: [Aa, Ab, Ac, Ad, Ae] },
      { group: 'api26', tests: [Ba, Bb, Bc] },
      { group: 'opt', tests: [Ca] },
    ],
  },
  groups: [
    { name: 'api34', required: true, devices: ['s1'], status: 'ok' },
    {
      name: 'api26',
      required: true,
      devices: ['emulator-5556'],
      status: 'undetermined',
      reason: 'boot-timeout',
      detail: 'emulator-5556 did not boot in 120 s',
      remedy: 'raise bootTimeoutMs',
    },
    { name: 'opt', required: false, devices: [], status: 'undetermined' },
    { name: 'down', required: true, devices: [], status: 'undetermined' },
  ],
  devices: [device('s1', ['api34'])],
  executions: [exec(Aa, 's1', 'api34', 'failed', { detail: 'expected 2' })],
  verdicts: [
    v(Aa, 'api34', 'fail', { detail: 'expected 2', findingId: 'F-1' }),
    v(Ab, 'api34', 'flaky', { detail: 'failed on s1, passed on s1: x' }),
    v(Ac, 'api34', 'skipped'),
    v(Ad, 'api34', 'pass'),
    v(Ba, 'api26', 'undetermined', { reason: 'boot-timeout' }),
    v(Bb, 'api26', 'undetermined', { reason: 'boot-timeout' }),
    v(Bc, 'api26', 'undetermined', { reason: 'device-lost', detail: 'went offline' }),
    v(Ca, 'opt', 'undetermined', { reason: 'no-device' }),
    v(Da, 'extra', 'pass'),
  ],
  runVerdict: 'fail',
});

const until = '2027-01-01';
const waivers: Waiver[] = [
  { group: 'api26', reason: 'lab closed', expires: until },
  { test: 'com.example.A#e', reason: 'deleted soon', expires: until },
  { test: 'com.example.A#d', reason: 'was flaky last week', expires: until, covers: ['fail', 'flaky'] },
  { test: 'com.example.Gone#x', reason: 'deleted', expires: until },
  { group: 'down', reason: 'rack down', expires: until },
  { group: 'extra', reason: 'extra lab', expires: until },
  { group: 'api34', reason: 'old', expires: '2026-12-01' },
];

describe('the gate, judged in full', () => {
  // judged inside each test: code run while collecting tests would count as covered by none
  const judge = () => gate(report, { now, waivers });

  it('blocks on the failure only; the group waivers and the test waiver take the rest', () => {
    const r = judge();
    expect(r.verdict).toBe('fail');
    expect(r.blocking).toEqual([
      { kind: 'test-failed', group: 'api34', test: 'com.example.A#a', detail: 'expected 2', findingId: 'F-1' },
    ]);
    const lab = 'group api26 (until 2027-01-01): lab closed';
    expect(r.waived.map((b) => [b.kind, b.group, b.test, b.reason, b.waiver])).toEqual([
      ['group-undetermined', 'api26', undefined, 'boot-timeout', lab],
      ['group-undetermined', 'down', undefined, 'no-device', 'group down (until 2027-01-01): rack down'],
      ['test-undetermined', 'api26', 'com.example.B#a', 'boot-timeout', lab],
      ['test-undetermined', 'api26', 'com.example.B#b', 'boot-timeout', lab],
      ['test-undetermined', 'api26', 'com.example.B#c', 'device-lost', lab],
      [
        'test-undetermined',
        'api34',
        'com.example.A#e',
        'not-run',
        'test com.example.A#e (until 2027-01-01): deleted soon',
      ],
    ]);
    expect(r.waived[5]!.detail).toBe('in the suite but has no verdict in the report');
    expect(r.notes.map((b) => [b.kind, b.group, b.test, b.reason])).toEqual([
      ['group-undetermined', 'opt', undefined, 'no-device'],
      ['test-flaky', 'api34', 'com.example.A#b', undefined],
      ['test-undetermined', 'opt', 'com.example.C#a', 'no-device'],
    ]);
    expect(r.counts).toEqual({ tests: 10, pass: 2, fail: 1, flaky: 1, skipped: 1, undetermined: 5 });
  });

  it('says for each waiver what it did', () => {
    const r = judge();
    expect(r.waivers.map((w) => [w.status, w.note])).toEqual([
      ['unknown', 'test com.example.Gone#x is not in this report; not applied'],
      ['expired', 'expired on 2026-12-01; not applied'],
      ['applied', 'waived 4 blocking results'],
      ['applied', 'waived 1 blocking result'],
      ['unused', 'nothing it covers (fail, flaky) blocks; not needed'],
      ['applied', 'waived 1 blocking result'],
      ['unused', 'nothing it covers (undetermined) blocks; not needed'],
    ]);
  });

  it('prints one line per group that could not run, with its test count, and every other block', () => {
    const r = judge();
    expect(formatGate(r).split('\n')).toEqual([
      'release verdict: FAIL (10 tests: 2 pass, 1 fail, 1 flaky, 5 undetermined, 1 skipped)',
      'blocking (1):',
      '  failed: com.example.A#a on api34 — expected 2; finding F-1',
      'waived (6):',
      '  group api26 could not run (boot-timeout): 2 tests undetermined — emulator-5556 did not boot in 120 s; fix: raise bootTimeoutMs — waiver group api26 (until 2027-01-01): lab closed',
      '  group down could not run (no-device): 0 tests undetermined — waiver group down (until 2027-01-01): rack down',
      '  undetermined (device-lost): com.example.B#c on api26 — went offline — waiver group api26 (until 2027-01-01): lab closed',
      '  undetermined (not-run): com.example.A#e on api34 — in the suite but has no verdict in the report — waiver test com.example.A#e (until 2027-01-01): deleted soon',
      '  (each test of api26: droidheal gate REPORT --every-test, or --json)',
      'waivers not applied:',
      '  unknown: test com.example.Gone#x (until 2027-01-01): deleted — test com.example.Gone#x is not in this report; not applied',
      '  expired: group api34 (until 2026-12-01): old — expired on 2026-12-01; not applied',
      '  unused: test com.example.A#d (until 2027-01-01): was flaky last week — nothing it covers (fail, flaky) blocks; not needed',
      '  unused: group extra (until 2027-01-01): extra lab — nothing it covers (undetermined) blocks; not needed',
      'not blocking:',
      '  group opt could not run (no-device): 1 test undetermined',
      '  flaky: com.example.A#b on api34 — failed on s1, passed on s1: x',
      '  (each test of opt: droidheal gate REPORT --every-test, or --json)',
      '',
    ]);
  });

  it('with everyTest, prints each test of those groups on its own line', () => {
    const r = judge();
    const lines = formatGate(r, { everyTest: true }).split('\n');
    expect(lines.slice(lines.indexOf('waived (6):'), lines.indexOf('waivers not applied:'))).toEqual([
      'waived (6):',
      '  group undetermined (boot-timeout): api26 — emulator-5556 did not boot in 120 s; fix: raise bootTimeoutMs — waiver group api26 (until 2027-01-01): lab closed',
      '  group undetermined (no-device): down — waiver group down (until 2027-01-01): rack down',
      '  undetermined (boot-timeout): com.example.B#a on api26 — waiver group api26 (until 2027-01-01): lab closed',
      '  undetermined (boot-timeout): com.example.B#b on api26 — waiver group api26 (until 2027-01-01): lab closed',
      '  undetermined (device-lost): com.example.B#c on api26 — went offline — waiver group api26 (until 2027-01-01): lab closed',
      '  undetermined (not-run): com.example.A#e on api34 — in the suite but has no verdict in the report — waiver test com.example.A#e (until 2027-01-01): deleted soon',
    ]);
    expect(lines.slice(lines.indexOf('not blocking:'))).toEqual([
      'not blocking:',
      '  group undetermined (no-device): opt',
      '  flaky: com.example.A#b on api34 — failed on s1, passed on s1: x',
      '  undetermined (no-device): com.example.C#a on opt',
      '',
    ]);
  });

  it('a waiver covering flaky waives a flaky test that blocks by policy', () => {
    const flaky = gate(report, {
      now,
      flakyBlocks: true,
      waivers: [...waivers, { test: 'com.example.A#b', reason: 'known flake', expires: until, covers: ['flaky'] }],
    });
    expect(flaky.waived.map((b) => [b.kind, b.test])).toContainEqual(['test-flaky', 'com.example.A#b']);
    expect(flaky.blocking.map((b) => b.kind)).toEqual(['test-failed']);
  });
});

describe('gate text for blocks without a reason', () => {
  const result = (blocking: GateResult['blocking']): GateResult => ({
    verdict: 'undetermined',
    blocking,
    waived: [],
    notes: [],
    waivers: [],
    quarantine: [],
    counts: { tests: 2, pass: 0, fail: 1, flaky: 0, skipped: 0, undetermined: 1 },
  });

  it('says "unknown" for a missing reason, folds a reasonless test into its reasonless group, never a failed test', () => {
    const r = result([
      { kind: 'group-undetermined', group: 'g' },
      { kind: 'test-undetermined', group: 'g', test: 'T#a' },
      { kind: 'test-failed', group: 'g', test: 'T#b', remedy: 'update the golden file' },
    ]);
    expect(formatGate(r).split('\n').slice(1)).toEqual([
      'blocking (3):',
      '  group g could not run (unknown): 1 test undetermined',
      '  failed: T#b on g — fix: update the golden file',
      '  (each test of g: droidheal gate REPORT --every-test, or --json)',
      '',
    ]);
    expect(formatGate(r, { everyTest: true }).split('\n').slice(2, 5)).toEqual([
      '  group undetermined (unknown): g',
      '  undetermined (unknown): T#a on g',
      '  failed: T#b on g — fix: update the golden file',
    ]);
  });

  it('names every group it collapsed in the hint', () => {
    const r = result([
      { kind: 'group-undetermined', group: 'g1', reason: 'no-device' },
      { kind: 'group-undetermined', group: 'g2', reason: 'offline' },
      { kind: 'test-undetermined', group: 'g1', test: 'T#a', reason: 'no-device' },
      { kind: 'test-undetermined', group: 'g2', test: 'T#b', reason: 'offline' },
    ]);
    expect(formatGate(r).split('\n').slice(1)).toEqual([
      'blocking (4):',
      '  group g1 could not run (no-device): 1 test undetermined',
      '  group g2 could not run (offline): 1 test undetermined',
      '  (each test of g1, g2: droidheal gate REPORT --every-test, or --json)',
      '',
    ]);
  });

  it('collapseGroups folds only undetermined tests of the same reason into their group', () => {
    expect(
      collapseGroups([
        { kind: 'group-undetermined', group: 'g', reason: 'no-device' },
        { kind: 'test-failed', group: 'g', test: 'T#b', reason: 'no-device' },
        { kind: 'test-undetermined', group: 'g', test: 'T#a', reason: 'no-device' },
        { kind: 'test-undetermined', group: 'g', test: 'T#c', reason: 'device-lost' },
      ]),
    ).toEqual([
      { kind: 'group-undetermined', group: 'g', reason: 'no-device', tests: 1 },
      { kind: 'test-failed', group: 'g', test: 'T#b', reason: 'no-device' },
      { kind: 'test-undetermined', group: 'g', test: 'T#c', reason: 'device-lost' },
    ]);
  });
});
