import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flakyMoment, groupsDown, lostMoment, scriptedMoments, shortTest } from '../../src/cli/demo-story.js';
import type { HealJson } from '../../src/config/heal.js';
import { buildReport, device, exec, t, v } from '../report/fixtures.js';
import { repoRoot } from '../support/cli.js';

const flakyTest = t('ListTest', 'search');
const lostTest = t('EditorTest', 'edit');
const noHeal: HealJson = { status: 'healed', outcome: 'converged', rounds: [], remaining: [] };

/** Two phones: the flaky test failed then passed on p1; p2 dropped off during the lost test, which p1 then passed. */
function phonesReport(opts: { flakyElsewhere?: boolean } = {}) {
  return buildReport({
    suite: { groups: [{ group: 'phones', tests: [flakyTest, lostTest] }] },
    groups: [
      { name: 'phones', required: true, devices: ['p1', 'p2'], status: 'ok' },
      {
        name: 'tablets',
        required: true,
        devices: [],
        status: 'undetermined',
        reason: 'boot-timeout',
        remedy: 'raise it',
      },
    ],
    devices: [
      device('p1', ['phones'], { name: 'pixel-8' }),
      device('p2', ['phones'], { name: 'pixel-7a', state: 'lost' }),
    ],
    executions: [
      exec(flakyTest, 'p1', 'phones', 'failed'),
      exec(flakyTest, opts.flakyElsewhere ? 'p2' : 'p1', 'phones', 'passed', { attempt: 2 }),
      exec(lostTest, 'p2', 'phones', 'undetermined', { reason: 'device-lost' }),
      exec(lostTest, 'p1', 'phones', 'passed', { attempt: 2 }),
      exec(t('HomeTest', 'opens'), '', 'tablets', 'undetermined', { reason: 'boot-timeout' }),
    ],
    verdicts: [
      v(flakyTest, 'phones', 'flaky', { findingId: 'F-1' }),
      v(lostTest, 'phones', 'pass'),
      v(t('HomeTest', 'opens'), 'tablets', 'undetermined', { reason: 'boot-timeout' }),
    ],
    runVerdict: 'undetermined',
  });
}

describe("the demo's story, read from its reports", () => {
  it('finds the scripted moments in the demo rack: a rack-scoped flaky override and a rack-scoped drop', async () => {
    const rack = JSON.parse(await readFile(path.join(repoRoot, 'android-fixtures', 'demo', 'devices.json'), 'utf8'));
    expect(scriptedMoments(rack)).toEqual({
      flaky: 'com.example.notes.list.NoteListScreenTest#searchNarrowsTheList',
      lost: 'com.example.notes.editor.NoteEditorTest#editingKeepsTheNoteId',
    });
    expect(() => scriptedMoments({ virtual: [{ faults: [{ type: 'drop', atTest: 'a.B#c' }] }] })).toThrow(
      /no rack-scoped/,
    );
  });

  it('shortens a test key to its class and method', () => {
    expect(shortTest('com.example.notes.list.NoteListScreenTest#searchNarrowsTheList')).toBe(
      'NoteListScreenTest#searchNarrowsTheList',
    );
  });

  it('sees the flaky moment only when the fail and the passing re-check are on the same phone and no fixer saw it', () => {
    const report = phonesReport();
    expect(flakyMoment(report, noHeal, 'com.example.ListTest#search')).toEqual({
      verdict: 'flaky',
      sameDevice: true,
      dispatched: false,
    });
    expect(flakyMoment(phonesReport({ flakyElsewhere: true }), noHeal, 'com.example.ListTest#search').sameDevice).toBe(
      false,
    );
    const tried: HealJson = {
      ...noHeal,
      rounds: [
        {
          round: 1,
          attempts: [
            {
              finding: 'F-1',
              engine: 'command',
              level: 1,
              exit: 0,
              durationMs: 1,
              confidence: 1,
              applied: false,
              touched: [],
            },
          ],
          rescan: null,
        },
      ],
    };
    expect(flakyMoment(report, tried, 'com.example.ListTest#search').dispatched).toBe(true);
  });

  it('sees the lost phone by name, the reason its attempt got, and the re-run on the other phone', () => {
    expect(lostMoment(phonesReport(), 'com.example.EditorTest#edit')).toEqual({
      lost: 'pixel-7a',
      reason: 'device-lost',
      rerunOn: 'pixel-8',
      rerun: 'passed',
      verdict: 'pass',
    });
  });

  it('counts the tests of a group that could not run', () => {
    expect(groupsDown(phonesReport())).toEqual([
      { group: 'tablets', reason: 'boot-timeout', remedy: 'raise it', tests: 1 },
    ]);
  });
});
