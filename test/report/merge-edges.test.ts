import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report, ReportGroup, Suite } from '../../src/config/report.js';
import { mergeReports, readShardReports } from '../../src/report/merge.js';
import { buildReport, device, exec, t } from './fixtures.js';

// How shard reports combine, piece by piece: groups, devices, executions, findings, times and the
// heal record. Every expected value is written out by hand.

const [A, B, C] = [t('A', 'a'), t('B', 'b'), t('C', 'c')] as const;
const suite: Suite = {
  groups: [
    { group: 'main', tests: [A, B] },
    { group: 'api26', tests: [C] },
  ],
};
const g = (name: string, over: Partial<ReportGroup> = {}): ReportGroup => ({
  name,
  required: true,
  devices: [],
  status: 'ok',
  ...over,
});
const shard = (over: Partial<Parameters<typeof buildReport>[0]> = {}): Report =>
  buildReport({
    suite,
    groups: [g('main'), g('api26')],
    devices: [],
    executions: [],
    verdicts: [],
    runVerdict: 'undetermined',
    ...over,
  });
const merge = (...reports: Report[]) =>
  mergeReports(
    reports.map((report, i) => ({ file: `shard${i}.json`, report })),
    '1.0.0',
  );

describe('report merge: groups', () => {
  it('joins the devices of a group across shards and keeps those of a group only one shard lists', () => {
    const merged = merge(
      shard({ groups: [g('main', { devices: ['s1'] }), g('api26', { devices: ['s9'] })] }),
      shard({ groups: [g('main', { devices: ['s2', 's1'] })] }),
    );
    expect(merged.groups).toStrictEqual([g('main', { devices: ['s1', 's2'] }), g('api26', { devices: ['s9'] })]);
  });

  it('a group any shard served is ok with no reason left over, whichever shard comes first', () => {
    const starved = g('api26', {
      status: 'undetermined',
      reason: 'no-device',
      detail: 'no API 26 device',
      remedy: 'attach one',
    });
    const served = g('api26', { devices: ['s26'] });
    for (const order of [
      [starved, served],
      [served, starved],
    ]) {
      const merged = merge(shard({ groups: [g('main'), order[0]!] }), shard({ groups: [g('main'), order[1]!] }));
      expect(merged.groups[1]).toStrictEqual({ name: 'api26', required: true, devices: ['s26'], status: 'ok' });
    }
  });

  it('a group no shard served keeps the first shard’s reason, detail and remedy', () => {
    const merged = merge(
      shard({
        groups: [g('main'), g('api26', { status: 'undetermined', reason: 'no-device', detail: 'd1', remedy: 'r1' })],
      }),
      shard({ groups: [g('main'), g('api26', { status: 'undetermined', reason: 'boot-timeout', detail: 'd2' })] }),
    );
    expect(merged.groups[1]).toStrictEqual({
      name: 'api26',
      required: true,
      devices: [],
      status: 'undetermined',
      reason: 'no-device',
      detail: 'd1',
      remedy: 'r1',
    });
  });

  it('a group is required when any shard says so, optional only when all do', () => {
    const req = (a: boolean, b: boolean) =>
      merge(
        shard({ groups: [g('main', { required: a }), g('api26')] }),
        shard({ groups: [g('main', { required: b }), g('api26')] }),
      ).groups[0]!.required;
    expect([req(false, true), req(true, false), req(false, false), req(true, true)]).toEqual([true, true, false, true]);
  });
});

describe('report merge: executions, findings and devices', () => {
  it('keeps executions that differ only in start time, reason or duration; drops exact copies', () => {
    const e1 = exec(A, 's1', 'main', 'undetermined', {
      reason: 'device-lost',
      startedAt: '2026-12-02T10:00:01.000Z',
      durationMs: 5,
    });
    const merged = merge(
      shard({ executions: [e1, { ...e1, startedAt: '2026-12-02T10:00:02.000Z' }] }),
      shard({ executions: [e1, { ...e1, reason: 'device-hung' }, { ...e1, durationMs: 6 }] }),
    );
    expect(merged.executions.map((e) => [e.startedAt, e.reason, e.durationMs])).toEqual([
      ['2026-12-02T10:00:01.000Z', 'device-lost', 5],
      ['2026-12-02T10:00:02.000Z', 'device-lost', 5],
      ['2026-12-02T10:00:01.000Z', 'device-hung', 5],
      ['2026-12-02T10:00:01.000Z', 'device-lost', 6],
    ]);
  });

  it('joins one finding seen by two shards: its tests and devices once each; a finding of one shard stays as it was', () => {
    const f = (tests: Report['findings'][number]['tests'], devices: string[], id = 'F-1') => ({
      id,
      signature: 'java.lang.AssertionError at com.example.A.a(A.kt:1)',
      tests,
      devices,
    });
    const fail = (x: typeof A, d: string) => exec(x, d, 'main', 'failed', { detail: 'boom' });
    const merged = merge(
      shard({ executions: [fail(A, 's1')], findings: [f([A], ['s1']), f([C], ['s3', 's4'], 'F-2')] }),
      shard({ executions: [fail(B, 's2'), fail(A, 's2')], findings: [f([B, A], ['s2', 's1'])] }),
    );
    expect(merged.findings).toStrictEqual([f([A, B], ['s1', 's2']), f([C], ['s3', 's4'], 'F-2')]);
  });

  it('takes each device from the shard that finished last, whatever order the files come in', () => {
    const late = shard({
      startedAt: '2026-12-02T10:00:00.000Z',
      devices: [device('s1', ['main'], { state: 'lost', reason: 'disconnected' })],
    });
    const early = shard({ startedAt: '2026-12-02T09:00:00.000Z', devices: [device('s1', ['main'])] });
    expect(merge(late, early).devices.map((d) => d.state)).toEqual(['lost']);
    expect(merge(early, late).devices.map((d) => d.state)).toEqual(['lost']);
  });
});

describe('report merge: times and the heal record', () => {
  it('starts at the earliest start and ends at the latest finish, whichever shard has them', () => {
    // the shard that finished first started last
    const a = { ...shard(), startedAt: '2026-12-02T09:50:00.000Z', finishedAt: '2026-12-02T10:30:00.000Z' };
    const b = { ...shard(), startedAt: '2026-12-02T10:00:00.000Z', finishedAt: '2026-12-02T10:20:00.000Z' };
    for (const merged of [merge(a, b), merge(b, a)]) {
      expect([merged.startedAt, merged.finishedAt]).toEqual(['2026-12-02T09:50:00.000Z', '2026-12-02T10:30:00.000Z']);
    }
  });

  it('keeps the heal record of the one shard that has it, even when it finished last', () => {
    const heal = { rounds: [], outcome: 'not-started' as const, status: 'clean' as const };
    const first = { ...shard(), finishedAt: '2026-12-02T10:10:00.000Z' };
    const last = { ...shard(), finishedAt: '2026-12-02T10:20:00.000Z', heal };
    expect(merge(first, last).heal).toEqual(heal);
    expect(merge(last, first).heal).toEqual(heal);
  });
});

describe('reading shard files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'droidheal-merge-edges-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a shard file holding null or a number as a version mismatch, with the remedy', async () => {
    const good = join(dir, 'good.json');
    await writeFile(good, JSON.stringify(shard()));
    for (const [name, value] of [
      ['null.json', 'null'],
      ['number.json', '42'],
    ] as const) {
      const bad = join(dir, name);
      await writeFile(bad, value);
      await expect(readShardReports([good, bad])).rejects.toMatchObject({
        message: `${bad}: has report schemaVersion null but ${good} has 1; mixed versions cannot be merged`,
        remedy: 'produce every shard report with the same droidheal version',
      });
    }
  });

  it('merges shards whose suites list the same groups and tests in another order', () => {
    const reordered = shard({
      suite: {
        groups: [
          { group: 'api26', tests: [C] },
          { group: 'main', tests: [B, A] },
        ],
      },
    });
    expect(merge(shard(), reordered).suite).toEqual(suite);
  });
});
