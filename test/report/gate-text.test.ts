import { describe, expect, it } from 'vitest';
import type { Waiver } from '../../src/config/waivers.js';
import { formatGate, gate } from '../../src/report/gate.js';
import { loadFixture } from './fixtures.js';

// The gate's text is what a release manager reads in the CI log: every line is written out here
// by hand from the fixture reports (android-fixtures/reports), not from droidheal's own formatting.

const now = new Date('2026-12-02T12:00:00Z');
const checkout = 'com.example.shop.CartTest#checkout';
const flakyNote =
  '  flaky: com.example.shop.CartTest#addsItem on api34 — failed on emulator-5556, passed on emulator-5554: Condition still not satisfied after 1000 ms; finding F-timeout-cart';
const lost = `  undetermined (device-lost): ${checkout} on api26 — output stopped; device 127.0.0.1:40126 went offline`;
const failed =
  "  failed: com.example.shop.LoginTest#rejectsBadPassword on api34 — The component with Text 'Wrong password' is not displayed; finding F-assert-login";

describe('the gate as text', () => {
  it('lists the failure and the lost device as blocking and the flaky test as not blocking', () => {
    expect(formatGate(gate(loadFixture('four-outcomes'), { now }))).toBe(
      [
        'release verdict: FAIL (4 tests: 1 pass, 1 fail, 1 flaky, 1 undetermined, 0 skipped)',
        'blocking (2):',
        failed,
        lost,
        'not blocking:',
        flakyNote,
        '',
      ].join('\n'),
    );
  });

  it('says which waiver waived what, and why each other waiver was not applied', () => {
    const waivers: Waiver[] = [
      { test: checkout, group: 'api26', reason: 'api26 rack is being rebuilt', expires: '2026-12-02' },
      { test: checkout, reason: 'old waiver', expires: '2026-12-01' },
      { group: 'api19', reason: 'no such group', expires: '2027-01-01' },
      { test: 'com.example.shop.HomeTest#showsTitle', group: 'api34', reason: 'passes anyway', expires: '2027-01-01' },
      { test: checkout, group: 'api34', reason: 'never on api34', expires: '2027-01-01', covers: ['fail', 'flaky'] },
    ];
    expect(formatGate(gate(loadFixture('failure-fixed'), { now, waivers }))).toBe(
      [
        'release verdict: PASS (4 tests: 2 pass, 0 fail, 1 flaky, 1 undetermined, 0 skipped)',
        'blocking: nothing',
        'waived (1):',
        `${lost} — waiver group api26 / test ${checkout} (until 2026-12-02): api26 rack is being rebuilt`,
        'waivers not applied:',
        `  expired: test ${checkout} (until 2026-12-01): old waiver — expired on 2026-12-01; not applied`,
        '  unknown: group api19 (until 2027-01-01): no such group — group api19 is not in this report; not applied',
        // waivers that cannot apply at all come first, then the ones that had nothing to waive
        `  unknown: group api34 / test ${checkout} (until 2027-01-01): never on api34 — test ${checkout} in group api34 is not in this report; not applied`,
        '  unused: group api34 / test com.example.shop.HomeTest#showsTitle (until 2027-01-01): passes anyway — nothing it covers (undetermined) blocks; not needed',
        'not blocking:',
        flakyNote,
        '',
      ].join('\n'),
    );
  });

  it('blocks on the flaky test when flaky blocks', () => {
    expect(formatGate(gate(loadFixture('all-determined'), { now, flakyBlocks: true }))).toBe(
      [
        'release verdict: FAIL (4 tests: 3 pass, 0 fail, 1 flaky, 0 undetermined, 0 skipped)',
        'blocking (1):',
        flakyNote,
        '',
      ].join('\n'),
    );
  });

  it('names an undetermined group with its reason and remedy, and a group waiver covers it and its tests', () => {
    const r = loadFixture('four-outcomes');
    r.groups = r.groups.map((g) =>
      g.name === 'api26'
        ? {
            ...g,
            status: 'undetermined' as const,
            reason: 'boot-timeout' as const,
            detail: 'emulator Pixel_API_26 did not boot',
            remedy: 'check the AVD',
          }
        : g,
    );
    const waivers: Waiver[] = [{ group: 'api26', reason: 'lab', expires: '2027-01-01' }];
    expect(formatGate(gate(r, { now, waivers }))).toBe(
      [
        'release verdict: FAIL (4 tests: 1 pass, 1 fail, 1 flaky, 1 undetermined, 0 skipped)',
        'blocking (1):',
        failed,
        'waived (2):',
        // a group that could not run says how many of its tests it leaves undetermined (the lost one has its own line)
        '  group api26 could not run (boot-timeout): 0 tests undetermined — emulator Pixel_API_26 did not boot; fix: check the AVD — waiver group api26 (until 2027-01-01): lab',
        `${lost} — waiver group api26 (until 2027-01-01): lab`,
        'not blocking:',
        flakyNote,
        '',
      ].join('\n'),
    );
  });
});
