import { describe, expect, it } from 'vitest';
import { healExit } from '../../src/cli/heal.js';
import type { HealJson } from '../../src/config/heal.js';
import { summaryLine } from '../../src/heal/outputs.js';

/** `droidheal heal`'s exit code follows the verdict table: what it did, then what the gate says of the result. */
const run = (status: HealJson['status'], verdict?: HealJson['verdict']): HealJson => ({
  status,
  outcome: null,
  rounds: [],
  remaining: [],
  ...(verdict ? { verdict } : {}),
});

describe('healExit', () => {
  it.each([
    ['healed', 'pass', 0],
    ['healed', 'undetermined', 3],
    ['clean', 'undetermined', 3],
    ['clean', 'pass', 0],
    ['clean', 'fail', 1],
    ['escalated', 'undetermined', 1],
    ['escalated', 'pass', 1],
    ['undetermined', 'pass', 3],
    ['undetermined', undefined, 3],
    ['healed', undefined, 0],
  ] as const)('status %s with verdict %s exits %i', (status, verdict, code) => {
    expect(healExit(run(status, verdict))).toBe(code);
  });
});

describe('summaryLine: the last line says what heal did and, when its exit is not the status alone, why', () => {
  const tablets = {
    group: 'tablets',
    reason: 'boot-timeout' as const,
    tests: 29,
    remedy: 'check the AVD starts (`emulator -avd NAME`)',
  };

  it('healed, but a required group never ran: both on one line, with the test count and remedy', () => {
    expect(
      summaryLine({
        ...run('healed', 'undetermined'),
        outcome: 'converged',
        branch: 'droidheal/heal-abc1234',
        undetermined: [tablets],
      }),
    ).toBe(
      'HEALED (converged) — branch droidheal/heal-abc1234 — but UNDETERMINED (exit 3): group tablets could not run (boot-timeout): 29 tests — check the AVD starts (`emulator -avd NAME`)',
    );
  });

  it('a required test undetermined on its own is named with its group and reason', () => {
    expect(
      summaryLine({
        ...run('clean', 'undetermined'),
        undetermined: [
          { group: 'phones', test: 'a.B#c', reason: 'device-lost' },
          { ...tablets, tests: 1 },
        ],
      }),
    ).toBe(
      'CLEAN — but UNDETERMINED (exit 3): a.B#c on phones undetermined (device-lost); group tablets could not run (boot-timeout): 1 test — check the AVD starts (`emulator -avd NAME`)',
    );
  });

  it('healed with the gate passing (an optional group down is not listed) is just the status', () => {
    expect(summaryLine({ ...run('healed', 'pass'), outcome: 'converged' })).toBe('HEALED (converged)');
  });

  it('an undetermined heal says what could not run after its status', () => {
    expect(summaryLine({ ...run('undetermined', 'undetermined'), undetermined: [tablets] })).toBe(
      'UNDETERMINED: group tablets could not run (boot-timeout): 29 tests — check the AVD starts (`emulator -avd NAME`)',
    );
  });

  it('an engine that never started: the outcome, why and what to do', () => {
    expect(
      summaryLine({
        ...run('undetermined', 'fail'),
        outcome: 'engine-unavailable',
        escalation_reason: 'the claude-code engine did not start: Not logged in — run `claude` once and log in',
        remedy: 'run `claude` once and log in',
      }),
    ).toBe(
      'UNDETERMINED (engine-unavailable) — the claude-code engine did not start: Not logged in — run `claude` once and log in',
    );
  });
});
