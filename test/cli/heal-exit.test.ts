import { describe, expect, it } from 'vitest';
import { healExit } from '../../src/cli/heal.js';
import type { HealJson } from '../../src/config/heal.js';

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
