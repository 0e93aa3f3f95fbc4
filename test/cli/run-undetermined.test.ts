import { describe, expect, it } from 'vitest';
import { undeterminedLines } from '../../src/cli/run.js';
import { REASON_TEXT } from '../../src/verdict/outcome.js';
import { t, v } from '../report/fixtures.js';

describe('droidheal run text: undetermined tests of one group with one cause are one line (issue 25)', () => {
  it('folds the repeated rows into a count and keeps a test with another cause on its own line', () => {
    const lost = ['a', 'b', 'c'].map((m) => v(t('HomeTest', m), 'tablets', 'undetermined', { reason: 'device-lost' }));
    const other = v(t('HomeTest', 'd'), 'tablets', 'undetermined', { reason: 'device-hung' });
    const phone = v(t('HomeTest', 'a'), 'phones', 'undetermined', { reason: 'device-lost' });
    expect(undeterminedLines([...lost, other, phone])).toEqual([
      `  ? [tablets] 3 tests: device-lost — ${REASON_TEXT['device-lost']}`,
      `  ? [tablets] com.example.HomeTest#d: device-hung — ${REASON_TEXT['device-hung']}`,
      `  ? [phones] com.example.HomeTest#a: device-lost — ${REASON_TEXT['device-lost']}`,
    ]);
  });
});
