import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKey } from '../../src/config/outcome.js';
import { Report, type Suite } from '../../src/config/report.js';
import { mergeReports, readShardReports } from '../../src/report/merge.js';
import { runCli } from '../support/cli.js';
import { buildReport, device, exec, t, v } from './fixtures.js';

const [A, B, C, D, E, F] = [t('A', 'a'), t('B', 'b'), t('C', 'c'), t('C', 'd'), t('E', 'e'), t('F', 'f')] as const;
const suite: Suite = {
  name: 'com.example.test',
  groups: [
    { group: 'main', tests: [A, B, C, D, E] },
    { group: 'api26', tests: [F] },
  ],
};
const okGroups = [
  { name: 'main', required: true, devices: ['s1', 's2', 's3'], status: 'ok' as const },
  // no shard's machine has an API 26 device
  {
    name: 'api26',
    required: true,
    devices: [],
    status: 'undetermined' as const,
    reason: 'no-device' as const,
    remedy: 'attach an API 26 device',
  },
];
const finding = (dev: string): Report['findings'][number] => ({
  id: 'F1',
  signature: 'AssertionError at B.b',
  tests: [B],
  devices: [dev],
  trace: 'java.lang.AssertionError\n\tat com.example.B.b(B.kt:3)',
});

/** Three CI shards of one suite: B fails on one shard and passes on another, C is lost then passes, E runs nowhere, api26 has no device. */
function shards(): Report[] {
  return [
    buildReport({
      suite,
      shard: { index: 0, count: 3 },
      startedAt: '2026-12-02T10:00:00.000Z',
      groups: okGroups,
      devices: [device('s1', ['main'])],
      executions: [
        exec(A, 's1', 'main', 'passed'),
        exec(B, 's1', 'main', 'failed', {
          failureKind: 'assertion',
          detail: 'expected 2',
          trace: 'java.lang.AssertionError',
        }),
      ],
      findings: [finding('s1')],
      verdicts: [
        v(A, 'main', 'pass'),
        v(B, 'main', 'fail', { detail: 'expected 2', findingId: 'F1' }),
        ...[C, D, E].map((x) => v(x, 'main', 'undetermined', { reason: 'not-run' })),
        v(F, 'api26', 'undetermined', { reason: 'not-run' }),
      ],
      runVerdict: 'fail',
    }),
    buildReport({
      suite,
      shard: { index: 1, count: 3 },
      startedAt: '2026-12-02T10:01:00.000Z',
      groups: okGroups,
      devices: [device('s2', ['main'], { state: 'lost', reason: 'disconnected' })],
      executions: [exec(B, 's2', 'main', 'passed'), exec(C, 's2', 'main', 'undetermined', { reason: 'device-lost' })],
      verdicts: [
        v(A, 'main', 'undetermined', { reason: 'not-run' }),
        v(B, 'main', 'pass'),
        v(C, 'main', 'undetermined', { reason: 'device-lost' }),
        ...[D, E].map((x) => v(x, 'main', 'undetermined', { reason: 'not-run' })),
        v(F, 'api26', 'undetermined', { reason: 'not-run' }),
      ],
      runVerdict: 'undetermined',
    }),
    buildReport({
      suite,
      shard: { index: 2, count: 3 },
      startedAt: '2026-12-02T10:02:00.000Z',
      groups: okGroups,
      devices: [device('s3', ['main'])],
      executions: [
        exec(A, 's3', 'main', 'passed'),
        exec(C, 's3', 'main', 'passed'),
        exec(D, 's3', 'main', 'passed'),
        exec(F, '', 'api26', 'undetermined', { reason: 'no-device' }),
      ],
      verdicts: [
        ...[A, C, D].map((x) => v(x, 'main', 'pass')),
        ...[B, E].map((x) => v(x, 'main', 'undetermined', { reason: 'not-run' })),
        v(F, 'api26', 'undetermined', { reason: 'no-device' }),
      ],
      runVerdict: 'undetermined',
    }),
  ];
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'droidheal-merge-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writeShards(reports: readonly unknown[]): Promise<string[]> {
  return Promise.all(
    reports.map(async (r, i) => {
      const file = join(dir, `shard-${i}-${Math.random().toString(36).slice(2)}.json`);
      await writeFile(file, JSON.stringify(r));
      return file;
    }),
  );
}

describe('merging shard reports', () => {
  it('keeps every execution, recomputes verdicts across shards and marks tests no shard ran as not-run', () => {
    const merged = mergeReports(
      shards().map((report, i) => ({ file: `s${i}.json`, report })),
      '9.9.9',
    );
    expect(Report.safeParse(merged).success).toBe(true);
    expect(merged.executions).toHaveLength(2 + 2 + 4);
    const verdict = (k: string): string | undefined => {
      const v = merged.verdicts.find((x) => testKey(x.test) === k);
      return v ? `${v.verdict}${v.reason ? `:${v.reason}` : ''}` : undefined;
    };
    expect(verdict('com.example.A#a')).toBe('pass');
    expect(verdict('com.example.B#b')).toBe('flaky'); // failed in shard 0, passed in shard 1: both kept
    expect(verdict('com.example.C#c')).toBe('pass'); // lost in shard 1, determined in shard 2
    expect(verdict('com.example.C#d')).toBe('pass');
    expect(verdict('com.example.E#e')).toBe('undetermined:not-run');
    expect(verdict('com.example.F#f')).toBe('undetermined:no-device');
    expect(merged.runVerdict).toBe('undetermined');
    expect(merged.summary.verdicts).toEqual({ pass: 3, fail: 0, flaky: 1, skipped: 0, undetermined: 2 });
    expect(merged.shard).toBeUndefined();
    expect(merged.tool.version).toBe('9.9.9');
    expect(merged.devices.map((d) => d.serial).sort()).toEqual(['s1', 's2', 's3']);
    expect(merged.groups.find((g) => g.name === 'main')?.status).toBe('ok');
    expect(merged.groups.find((g) => g.name === 'api26')).toMatchObject({
      status: 'undetermined',
      reason: 'no-device',
      remedy: 'attach an API 26 device',
    });
    expect(merged.findings).toHaveLength(1);
    expect(merged.verdicts.find((v) => testKey(v.test) === 'com.example.B#b')?.findingId).toBe('F1');
    expect(merged.startedAt).toBe('2026-12-02T10:00:00.000Z');
  });

  it('fails the merge when the failure is only seen in one shard and not contradicted', () => {
    const [s0, , s2] = shards();
    const merged = mergeReports(
      [
        { file: 'a', report: s0! },
        { file: 'c', report: s2! },
      ],
      '1',
    );
    expect(merged.runVerdict).toBe('fail');
    expect(merged.verdicts.find((v) => testKey(v.test) === 'com.example.B#b')?.verdict).toBe('fail');
  });

  it('treats a group served by any shard as served, leaving only its unrun tests undetermined', () => {
    const groups = (status: 'ok' | 'undetermined') => [
      {
        name: 'main',
        required: true,
        devices: status === 'ok' ? ['s1'] : [],
        status,
        ...(status === 'undetermined' ? { reason: 'no-device' as const } : {}),
      },
    ];
    const small: Suite = { groups: [{ group: 'main', tests: [A, B] }] };
    const served = buildReport({
      suite: small,
      groups: groups('ok'),
      devices: [device('s1', ['main'])],
      executions: [exec(A, 's1', 'main', 'passed')],
      verdicts: [v(A, 'main', 'pass'), v(B, 'main', 'undetermined', { reason: 'not-run' })],
      runVerdict: 'undetermined',
    });
    const starved = buildReport({
      suite: small,
      groups: groups('undetermined'),
      devices: [],
      executions: [exec(B, '', 'main', 'undetermined', { reason: 'no-device' })],
      verdicts: [
        v(A, 'main', 'undetermined', { reason: 'not-run' }),
        v(B, 'main', 'undetermined', { reason: 'no-device' }),
      ],
      runVerdict: 'undetermined',
    });
    const merged = mergeReports(
      [
        { file: 'a', report: starved },
        { file: 'b', report: served },
      ],
      '1',
    );
    expect(merged.groups).toEqual([{ name: 'main', required: true, devices: ['s1'], status: 'ok' }]);
    expect(merged.verdicts.map((v) => `${v.test.method}:${v.verdict}${v.reason ? `:${v.reason}` : ''}`)).toEqual([
      'a:pass',
      'b:undetermined:no-device',
    ]);
    expect(merged.runVerdict).toBe('undetermined');
  });

  it('counts the same shard passed twice once', () => {
    const [s0] = shards();
    const merged = mergeReports(
      [
        { file: 'a', report: s0! },
        { file: 'a-again', report: s0! },
      ],
      '1',
    );
    expect(merged.executions).toHaveLength(s0!.executions.length);
  });

  it('droidheal report merge writes a valid report the gate judges', async () => {
    const files = await writeShards(shards());
    const out = join(dir, 'merged.json');
    const r = await runCli(['report', 'merge', ...files, '-o', out]);
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toMatch(/merged 3 reports .*: undetermined/);
    const merged = Report.parse(JSON.parse(await readFile(out, 'utf8')));
    expect(merged.verdicts).toHaveLength(6);
    const g = await runCli(['gate', out]);
    expect(g.exitCode).toBe(3);
    expect(g.stdout).toContain('undetermined (not-run): com.example.E#e on main');
    expect(g.stdout).toContain('group api26 could not run (no-device): 1 test undetermined');
  });

  it('refuses mixed schema versions, different suites and different revisions with exit 2 and one line', async () => {
    const [s0, s1] = shards();
    const cases: Array<[unknown[], RegExp]> = [
      [[s0, { ...s1, schemaVersion: 2 }], /schemaVersion 2 but .* has 1; mixed versions cannot be merged/],
      [
        [s0, { ...s1, suite: { ...suite, groups: [{ group: 'main', tests: [A, B] }] } }],
        /different suite .*group main has 2 tests vs 5/,
      ],
      [
        [
          { ...s0, commit: 'aaa' },
          { ...s1, commit: 'bbb' },
        ],
        /ran against commit bbb, another shard against aaa/,
      ],
    ];
    for (const [reports, message] of cases) {
      const files = await writeShards(reports);
      const r = await runCli(['report', 'merge', ...files, '-o', join(dir, 'never.json')]);
      expect(r.exitCode, r.stderr).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    await expect(readFile(join(dir, 'never.json'))).rejects.toThrow(/ENOENT/);
  });
});

describe('merge refusals, in process', () => {
  const input = (file: string, report: Report) => ({ file, report });
  const line = (f: () => unknown): string => {
    try {
      f();
    } catch (err) {
      return (err as { line: string }).line;
    }
    return 'no error';
  };

  it('names the suite difference: the name, a group of another size, or the same sizes with other tests', () => {
    const [s0, s1] = shards() as [Report, Report];
    const other = (s: Suite) => [input('a.json', s0), input('b.json', { ...s1, suite: s })];
    const remedy = 'merge only shard reports of one run of one suite';
    expect(line(() => mergeReports(other({ ...suite, name: 'other' }), '1'))).toBe(
      `b.json: is a report of a different suite than a.json (suite name "other" vs "com.example.test") — ${remedy}`,
    );
    expect(line(() => mergeReports(other({ groups: suite.groups }), '1'))).toBe(
      `b.json: is a report of a different suite than a.json (suite name null vs "com.example.test") — ${remedy}`,
    );
    expect(
      line(() => mergeReports(other({ ...suite, groups: [{ group: 'main', tests: [A, B] }, suite.groups[1]!] }), '1')),
    ).toBe(`b.json: is a report of a different suite than a.json (group main has 2 tests vs 5) — ${remedy}`);
    expect(line(() => mergeReports(other({ ...suite, groups: [suite.groups[0]!] }), '1'))).toBe(
      `b.json: is a report of a different suite than a.json (group api26 has 0 tests vs 1) — ${remedy}`,
    );
    expect(
      line(() =>
        mergeReports(other({ ...suite, groups: [{ group: 'main', tests: [A, B, C, D, F] }, suite.groups[1]!] }), '1'),
      ),
    ).toBe(`b.json: is a report of a different suite than a.json (the same groups list different tests) — ${remedy}`);
  });

  it('refuses shards of different commits naming the odd one, and an empty list', () => {
    const [s0, s1, s2] = shards() as [Report, Report, Report];
    expect(
      line(() =>
        mergeReports(
          [input('a.json', { ...s0, commit: 'aaa' }), input('b.json', s1), input('c.json', { ...s2, commit: 'ccc' })],
          '1',
        ),
      ),
    ).toBe('c.json: ran against commit ccc, another shard against aaa — merge only shard reports of the same revision');
    expect(line(() => mergeReports([], '1'))).toBe('nothing to merge — pass at least one report file');
  });

  it('keeps the one commit the shards share, the earliest start, the latest finish and the heal record', () => {
    const [s0, s1, s2] = shards() as [Report, Report, Report];
    const heal = { rounds: [], outcome: 'not-started' as const, status: 'clean' as const };
    const merged = mergeReports(
      [
        input('a.json', {
          ...s0,
          commit: 'abc',
          startedAt: '2026-12-02T10:00:05.000Z',
          finishedAt: '2026-12-02T10:09:00.000Z',
        }),
        input('b.json', { ...s1, startedAt: '2026-12-02T10:00:01.000Z', finishedAt: '2026-12-02T10:07:00.000Z', heal }),
        input('c.json', {
          ...s2,
          commit: 'abc',
          startedAt: '2026-12-02T10:00:03.000Z',
          finishedAt: '2026-12-02T10:08:00.000Z',
        }),
      ],
      '9.9.9',
    );
    expect(merged.commit).toBe('abc');
    expect(merged.startedAt).toBe('2026-12-02T10:00:01.000Z');
    expect(merged.finishedAt).toBe('2026-12-02T10:09:00.000Z');
    expect(merged.heal).toEqual(heal);
    expect(merged.tool).toEqual({ name: 'droidheal', version: '9.9.9' });
    const plain = mergeReports([input('a.json', s0), input('b.json', s1)], '1');
    expect('commit' in plain).toBe(false);
    expect('heal' in plain).toBe(false);
  });

  it('reads shard files and refuses mixed schema versions naming both files', async () => {
    const [s0, s1] = shards();
    const files = await writeShards([s0, { ...s1, schemaVersion: 2 }]);
    await expect(readShardReports(files)).rejects.toThrow(
      `${files[1]}: has report schemaVersion 2 but ${files[0]} has 1; mixed versions cannot be merged`,
    );
    const ok = await readShardReports(await writeShards([s0, s1]));
    expect(ok.map((i) => i.report.groups.map((g) => g.name))).toEqual([
      ['main', 'api26'],
      ['main', 'api26'],
    ]);
  });
});
