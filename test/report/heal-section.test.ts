import { describe, expect, it } from 'vitest';
import type { HealJson } from '../../src/config/heal.js';
import { Report } from '../../src/config/report.js';
import { healRecord } from '../../src/heal/report.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { loadFixture } from './fixtures.js';

const heal: HealJson = {
  status: 'escalated',
  outcome: 'rounds-exhausted',
  rounds: [
    {
      round: 1,
      attempts: [
        {
          finding: 'F-aaaaaaaaaa',
          engine: 'command',
          level: 1,
          exit: 0,
          durationMs: 120,
          confidence: 0.9,
          applied: false,
          refused: {
            rule: 'assertion-removed',
            detail: 'removed the assertion it was asked to satisfy: onNodeWithTag("save").assertExists()',
          },
          touched: ['app/src/androidTest/java/QuickNoteBarTest.kt'],
        },
        {
          finding: 'F-bbbbbbbbbb',
          engine: 'command',
          level: 1,
          exit: 0,
          durationMs: 80,
          confidence: 0.9,
          applied: true,
          touched: ['app/src/main/java/SettingsScreen.kt'],
          commit: 'abc',
        },
      ],
      rescan: { ran: true, build: 'ok', passed: ['F-bbbbbbbbbb'], failing: ['F-aaaaaaaaaa'], undetermined: 0 },
    },
  ],
  remaining: [
    { finding: 'F-aaaaaaaaaa', verdict: 'fail' },
    { finding: 'F-cccccccccc', verdict: 'undetermined', reason: 'no-device (group tablets)' },
  ],
  escalation_reason: '1 finding(s) still fail after rounds-exhausted: F-aaaaaaaaaa',
};

describe("the report's heal section", () => {
  it('is versioned and valid in report.json', () => {
    const report = Report.parse({ ...loadFixture('four-outcomes'), heal: healRecord(heal) });
    expect(report.heal).toMatchObject({ version: 1, status: 'escalated', outcome: 'rounds-exhausted' });
    expect(report.heal!.rounds[0]!.attempts.map((a) => [a.outcome, a.level])).toEqual([
      ['refused', 1],
      ['applied', 1],
    ]);
  });

  it('renders in Markdown with levels, refusals, the rescan and what remains', () => {
    const md = renderMarkdown(Report.parse({ ...loadFixture('four-outcomes'), heal: healRecord(heal) }));
    expect(md).toContain('### Heal: escalated (rounds-exhausted)');
    expect(md).toContain(
      '  - `F-aaaaaaaaaa` attempt 1 (command, level 1): **refused** (touched `app/src/androidTest/java/QuickNoteBarTest.kt`)',
    );
    expect(md).toContain(
      // Markdown text is escaped, so a trace or refusal can never inject markup
      '    - refused by `assertion-removed`: removed the assertion it was asked to satisfy: onNodeWithTag\\("save"\\).assertExists\\(\\)',
    );
    expect(md).toContain('  - rescan on devices: passed `F-bbbbbbbbbb`; failing `F-aaaaaaaaaa`');
    expect(md).toContain('- `F-cccccccccc` **undetermined** — no\\-device \\(group tablets\\)');
  });
});
