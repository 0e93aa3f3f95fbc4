import { describe, expect, it } from 'vitest';
import { digitValue, parseInteger, parseSecondsToMs } from '../../src/instrument/numbers.js';

describe('parseSecondsToMs (the Time: line)', () => {
  it.each([
    ['96.641', 96641],
    ['0', 0],
    ['8.2', 8200], // float32 arithmetic (ddmlib) gives 8199
    ['70,416', 70416], // comma-decimal locale; ddmlib reads 70000
    ['1,234.5', 1234500], // en grouping; ddmlib reads 1000
    ['1.234,5', 1234500], // de grouping
    ['12 345,6', 12345600], // fr grouping with a space
    ['1,234,567.891', 1234567891],
    ['٠٫٠١٥', 15], // Arabic-Indic digits and decimal separator; ddmlib keeps 0
    ['１２', 12000], // full-width digits
    ['0.0015', 2], // rounded half up to the millisecond
    ['16777.217', 16777217], // past 2^24 ms float32 would round
  ])('%s s → %i ms', (text, ms) => {
    expect(parseSecondsToMs(text)).toBe(ms);
  });

  it.each(['n/a', '', '.', '1.2.3', '1e3', '1,23,4'])('%j is not a time', (text) => {
    expect(parseSecondsToMs(text)).toBeUndefined();
  });
});

describe('parseInteger', () => {
  it('reads signs, blanks and any decimal digits, and nothing else', () => {
    expect([parseInteger('-2'), parseInteger(' 36 '), parseInteger('+1'), parseInteger('٣٦')]).toEqual([-2, 36, 1, 36]);
    expect([parseInteger('x'), parseInteger('1.5'), parseInteger('')]).toEqual([undefined, undefined, undefined]);
  });

  it('knows digit values of scripts it has no table for', () => {
    expect(['٧', '७', '৭', '７', '𝟕'].map(digitValue)).toEqual([7, 7, 7, 7, 7]);
    expect(digitValue('a')).toBeUndefined();
  });
});
