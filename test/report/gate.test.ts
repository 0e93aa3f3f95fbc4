import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Report } from '../../src/config/report.js';
import type { Waiver } from '../../src/config/waivers.js';
import { gate } from '../../src/report/gate.js';
import { runCli } from '../support/cli.js';
import { buildReport, device, exec, fixturePath, loadFixture, t, v } from './fixtures.js';

const now = new Date('2026-12-02T12:00:00Z');
const checkout = 'com.example.shop.CartTest#checkout';
const login = 'com.example.shop.LoginTest#rejectsBadPassword';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'droidheal-gate-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function waiversFile(name: string, waivers: unknown[]): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, JSON.stringify({ waivers }));
  return file;
}

describe('gate', () => {
  it('fails on a failing test and lists every blocking reason, flaky only as a note', () => {
    const r = gate(loadFixture('four-outcomes'), { now });
    expect(r.verdict).toBe('fail');
    expect(r.blocking.map((b) => [b.kind, b.test])).toEqual([
      ['test-failed', login],
      ['test-undetermined', checkout],
    ]);
    expect(r.blocking[1]!.reason).toBe('device-lost');
    expect(r.notes.map((b) => b.kind)).toEqual(['test-flaky']);
  });

  it('blocks on flaky tests when the policy says so', () => {
    const r = gate(loadFixture('all-determined'), { now, flakyBlocks: true });
    expect(r.verdict).toBe('fail');
    expect(r.blocking.map((b) => b.kind)).toEqual(['test-flaky']);
    expect(gate(loadFixture('all-determined'), { now }).verdict).toBe('pass');
  });

  it('applies a valid waiver for an undetermined test, and reports expired and unknown waivers without applying them', () => {
    const waivers: Waiver[] = [
      { test: checkout, group: 'api26', reason: 'api26 rack is being rebuilt', expires: '2026-12-02' },
      { test: checkout, reason: 'old waiver', expires: '2026-12-01' },
      { test: 'com.example.shop.GoneTest#nope', reason: 'test was deleted', expires: '2027-01-01' },
      { group: 'api19', reason: 'no such group', expires: '2027-01-01' },
      { test: checkout, group: 'api34', reason: 'checkout never runs on api34', expires: '2027-01-01' },
    ];
    const r = gate(loadFixture('failure-fixed'), { now, waivers });
    expect(r.verdict).toBe('pass');
    expect(r.blocking).toEqual([]);
    expect(r.waived).toHaveLength(1);
    expect(r.waived[0]!.test).toBe(checkout);
    expect(r.waivers.map((w) => w.status)).toEqual(['expired', 'unknown', 'unknown', 'unknown', 'applied']);
    expect(r.waivers[3]!.note).toBe(`test ${checkout} in group api34 is not in this report; not applied`);
  });

  it('does not let a waiver written for undetermined results hide a genuine failure', () => {
    const r = gate(loadFixture('four-outcomes'), {
      now,
      waivers: [{ test: login, reason: 'device trouble', expires: '2027-01-01' }],
    });
    expect(r.verdict).toBe('fail');
    expect(r.waivers[0]!.status).toBe('unused');
    const covered = gate(loadFixture('four-outcomes'), {
      now,
      waivers: [{ test: login, reason: 'known bug #12, fix next sprint', expires: '2027-01-01', covers: ['fail'] }],
    });
    expect(covered.verdict).toBe('undetermined');
    expect(covered.waived.map((b) => b.test)).toEqual([login]);
  });

  it('is undetermined when a required group has no device, and waives it only with a group waiver', () => {
    const a = t('A', 'a');
    const b = t('B', 'b');
    const report = buildReport({
      suite: {
        groups: [
          { group: 'api34', tests: [a] },
          { group: 'api26', tests: [b] },
        ],
      },
      groups: [
        { name: 'api34', required: true, devices: ['s1'], status: 'ok' },
        {
          name: 'api26',
          required: true,
          devices: [],
          status: 'undetermined',
          reason: 'no-device',
          remedy: 'attach an API 26 device',
        },
      ],
      devices: [device('s1', ['api34'])],
      executions: [exec(a, 's1', 'api34', 'passed'), exec(b, '', 'api26', 'undetermined', { reason: 'no-device' })],
      verdicts: [v(a, 'api34', 'pass'), v(b, 'api26', 'undetermined', { reason: 'no-device' })],
      runVerdict: 'undetermined',
    });
    const r = gate(report, { now });
    expect(r.verdict).toBe('undetermined');
    expect(r.blocking.map((x) => x.kind).sort()).toEqual(['group-undetermined', 'test-undetermined']);
    expect(r.blocking.find((x) => x.kind === 'group-undetermined')!.remedy).toBe('attach an API 26 device');
    // a test waiver does not cover the group's own status
    expect(
      gate(report, { now, waivers: [{ test: 'com.example.B#b', reason: 'r', expires: '2027-01-01' }] }).verdict,
    ).toBe('undetermined');
    expect(
      gate(report, { now, waivers: [{ group: 'api26', reason: 'api26 lab closed this week', expires: '2027-01-01' }] })
        .verdict,
    ).toBe('pass');
  });

  it('ignores undetermined results in an optional group and treats a suite test without a verdict as not-run', () => {
    const a = t('A', 'a');
    const b = t('B', 'b');
    const report = buildReport({
      suite: {
        groups: [
          { group: 'main', tests: [a] },
          { group: 'extra', tests: [b] },
        ],
      },
      groups: [
        { name: 'main', required: true, devices: ['s1'], status: 'ok' },
        { name: 'extra', required: false, devices: [], status: 'undetermined', reason: 'no-device' },
      ],
      devices: [device('s1', ['main'])],
      executions: [exec(a, 's1', 'main', 'passed')],
      verdicts: [v(a, 'main', 'pass'), v(b, 'extra', 'undetermined', { reason: 'not-run' })],
      runVerdict: 'pass',
    });
    expect(gate(report, { now }).verdict).toBe('pass');
    expect(
      gate(report, { now })
        .notes.map((n) => n.kind)
        .sort(),
    ).toEqual(['group-undetermined', 'test-undetermined']);
    const missing = { ...report, verdicts: report.verdicts.filter((v) => v.group !== 'main') };
    const r = gate(missing, { now });
    expect(r.verdict).toBe('undetermined');
    expect(r.blocking[0]).toMatchObject({ kind: 'test-undetermined', test: 'com.example.A#a', reason: 'not-run' });
  });
});

describe('gate waivers are scoped to their group', () => {
  // written out by hand: two required groups, the same test undetermined in both
  const x = { class: 'com.example.shop.CartTest', method: 'checkout' };
  const report = Report.parse({
    schemaVersion: 1,
    tool: { name: 'droidheal', version: '0.1.0' },
    startedAt: '2026-12-02T10:00:00.000Z',
    finishedAt: '2026-12-02T10:05:00.000Z',
    suite: {
      groups: [
        { group: 'api26', tests: [x] },
        { group: 'api34', tests: [x] },
      ],
    },
    groups: [
      { name: 'api26', required: true, devices: ['s26'], status: 'ok' },
      { name: 'api34', required: true, devices: ['s34'], status: 'ok' },
    ],
    devices: [device('s26', ['api26']), device('s34', ['api34'])],
    executions: [
      exec(x, 's26', 'api26', 'undetermined', { reason: 'device-lost' }),
      exec(x, 's34', 'api34', 'undetermined', { reason: 'device-hung' }),
    ],
    verdicts: [
      { test: x, group: 'api26', verdict: 'undetermined', reason: 'device-lost' },
      { test: x, group: 'api34', verdict: 'undetermined', reason: 'device-hung' },
    ],
    findings: [],
    runVerdict: 'undetermined',
    summary: {
      tests: 2,
      verdicts: { pass: 0, fail: 0, flaky: 0, skipped: 0, undetermined: 2 },
      executions: 2,
      devices: 2,
      devicesReady: 2,
      findings: 0,
    },
  });

  it('a waiver for group api26 waives api26 only; the same test undetermined on api34 still blocks', () => {
    const r = gate(report, {
      now,
      waivers: [{ group: 'api26', reason: 'api26 rack is being rebuilt', expires: '2027-01-01' }],
    });
    expect(r.verdict).toBe('undetermined');
    expect(r.waived.map((b) => [b.kind, b.group, b.test])).toEqual([
      ['test-undetermined', 'api26', 'com.example.shop.CartTest#checkout'],
    ]);
    expect(r.blocking.map((b) => [b.kind, b.group, b.test, b.reason])).toEqual([
      ['test-undetermined', 'api34', 'com.example.shop.CartTest#checkout', 'device-hung'],
    ]);
  });

  it('a test waiver for group api34 leaves api26 blocking', () => {
    const r = gate(report, {
      now,
      waivers: [{ test: 'com.example.shop.CartTest#checkout', group: 'api34', reason: 'r', expires: '2027-01-01' }],
    });
    expect(r.blocking.map((b) => b.group)).toEqual(['api26']);
    expect(r.waived.map((b) => b.group)).toEqual(['api34']);
  });
});

describe('droidheal gate', () => {
  it('exits 1 for a failing report, 3 for an undetermined one, 0 for a passing one', async () => {
    const fail = await runCli(['gate', fixturePath('four-outcomes')]);
    expect(fail.exitCode).toBe(1);
    expect(fail.stdout.split('\n')[0]).toMatch(/^release verdict: FAIL/);
    expect(fail.stdout).toContain(`failed: ${login} on api34`);
    expect(fail.stdout).toContain(`undetermined (device-lost): ${checkout} on api26`);
    expect((await runCli(['gate', fixturePath('failure-fixed')])).exitCode).toBe(3);
    expect((await runCli(['gate', fixturePath('all-determined')])).exitCode).toBe(0);
    expect((await runCli(['gate', fixturePath('all-determined'), '--flaky-blocks'])).exitCode).toBe(1);
  });

  it('prints the result as JSON on stdout only with --json', async () => {
    const r = await runCli(['gate', fixturePath('four-outcomes'), '--json']);
    expect(r.exitCode).toBe(1);
    const out = JSON.parse(r.stdout) as { verdict: string; blocking: unknown[] };
    expect(out.verdict).toBe('fail');
    expect(out.blocking).toHaveLength(2);
    expect(r.stderr).toBe('');
  });

  it('reads waivers from a file; an expired one does not apply and is named', async () => {
    const valid = await waiversFile('valid.json', [
      { test: checkout, reason: 'api26 rack rebuilt', expires: '2999-12-31' },
    ]);
    const ok = await runCli(['gate', fixturePath('failure-fixed'), '--waivers', valid]);
    expect(ok.exitCode).toBe(0);
    expect(ok.stdout).toContain('waived (1)');
    const expired = await waiversFile('expired.json', [
      { test: checkout, reason: 'api26 rack rebuilt', expires: '2020-01-01' },
    ]);
    const r = await runCli(['gate', fixturePath('failure-fixed'), '--waivers', expired]);
    expect(r.exitCode).toBe(3);
    expect(r.stdout).toMatch(/expired: .*until 2020-01-01.*not applied/);
  });

  it('rejects a waiver without a reason or with a bad date in one line, exit 2', async () => {
    const noReason = await waiversFile('no-reason.json', [{ test: checkout, reason: ' ', expires: '2999-12-31' }]);
    const r1 = await runCli(['gate', fixturePath('failure-fixed'), '--waivers', noReason]);
    expect(r1.exitCode).toBe(2);
    expect(r1.stderr).toMatch(/no-reason\.json: \$\.waivers\[0\]\.reason: a waiver needs a reason/);
    const badDate = await waiversFile('bad-date.json', [{ group: 'api26', reason: 'x', expires: 'next friday' }]);
    const r2 = await runCli(['gate', fixturePath('failure-fixed'), '--waivers', badDate]);
    expect(r2.exitCode).toBe(2);
    expect(r2.stderr).toMatch(/\$\.waivers\[0\]\.expires: expected an ISO date/);
    expect(r2.stderr.trim().split('\n')).toHaveLength(1);
  });
});
