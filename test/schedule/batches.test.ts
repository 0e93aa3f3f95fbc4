import { describe, expect, it } from 'vitest';
import { makeBatches } from '../../src/schedule/batches.js';

const tests = [
  { class: 'A', method: 'a1' },
  { class: 'B', method: 'b1' },
  { class: 'A', method: 'a2' },
  { class: 'A', method: 'a3' },
];

describe('makeBatches', () => {
  it('puts one class in one batch by default', () => {
    const b = makeBatches(tests, { group: 'g', estimate: () => 10 });
    expect(b.map((x) => x.tests.map((t) => t.method))).toEqual([['a1', 'a2', 'a3'], ['b1']]);
    expect(b.map((x) => x.estimateMs)).toEqual([30, 10]);
  });

  it('splits a class by batch size and by expected time, longest tests first', () => {
    const est = (k: string) => (k === 'A#a3' ? 100 : 10);
    expect(
      makeBatches(tests, { group: 'g', estimate: est, batchSize: 2 }).map((x) => x.tests.map((t) => t.method)),
    ).toEqual([['a3', 'a1'], ['a2'], ['b1']]);
    expect(
      makeBatches(tests, { group: 'g', estimate: est, targetBatchMs: 50 }).map((x) => x.tests.map((t) => t.method)),
    ).toEqual([['a3'], ['a1', 'a2'], ['b1']]);
  });

  it('keeps a test in the batch when it reaches the expected time exactly, and runs an over-long test alone', () => {
    const est = (k: string) => (k === 'A#a1' ? 500 : 10);
    expect(
      makeBatches(tests, { group: 'g', estimate: est, targetBatchMs: 20 }).map((x) => [
        x.tests.map((t) => t.method),
        x.estimateMs,
      ]),
    ).toEqual([
      [['a1'], 500],
      [['a2', 'a3'], 20],
      [['b1'], 10],
    ]);
  });
});
