import { describe, expect, it } from 'vitest';
import { parseStatusLine } from '../../../src/heal/engines/status-line.js';

/** The fixer's status line, however a model dresses it: fail closed means a fenced status is still read. */
describe('parseStatusLine', () => {
  it.each([
    ['a bare last line', 'done\n{"confidence": 0.8, "summary": "tagged"}\n'],
    ['closing a json code fence', 'done\n```json\n{"confidence": 0.8, "summary": "tagged"}\n```\n'],
    ['closing a plain fence, blank lines after', '```\n{"confidence": 0.8, "summary": "tagged"}\n```\n\n\n'],
    ['in a tilde fence', '~~~json\n{"confidence": 0.8, "summary": "tagged"}\n~~~'],
    ['in backticks', 'Status: \n`{"confidence": 0.8, "summary": "tagged"}`'],
    ['in triple backticks on one line', '```{"confidence": 0.8, "summary": "tagged"}```'],
  ])('reads it %s', (_, out) => {
    expect(parseStatusLine(out)).toEqual({ confidence: 0.8, summary: 'tagged' });
  });

  it('finds nothing when the last line is prose, so the confidence is missing (and judged below the floor)', () => {
    expect(parseStatusLine('{"confidence": 0.9}\nI am confident.\n')).toBeUndefined();
    expect(parseStatusLine('```\n```')).toBeUndefined();
  });
});
