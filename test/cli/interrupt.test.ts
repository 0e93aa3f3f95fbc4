import { describe, expect, it } from 'vitest';
import { listenForInterrupt } from '../../src/cli/interrupt.js';

// The signals are delivered with process.emit: the listeners run as for a real Ctrl-C, without one
// reaching the test worker. test/cli/clean-ends.test.ts sends real signals to real commands.
describe('listenForInterrupt', () => {
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    it(`aborts its signal and resolves interrupted on ${sig}`, async () => {
      const interrupt = listenForInterrupt();
      try {
        expect(interrupt.signal.aborted).toBe(false);
        process.emit(sig, sig);
        await interrupt.interrupted;
        expect(interrupt.signal.aborted).toBe(true);
        expect((interrupt.signal.reason as Error).message).toBe('interrupted');
      } finally {
        interrupt.stop();
      }
    });
  }

  it('stops listening on stop(), and stop() twice is harmless', () => {
    const before = [process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')];
    const interrupt = listenForInterrupt();
    expect([process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]).toEqual([
      before[0]! + 1,
      before[1]! + 1,
    ]);
    interrupt.stop();
    interrupt.stop();
    expect([process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]).toEqual(before);
    process.emit('SIGINT', 'SIGINT');
    expect(interrupt.signal.aborted).toBe(false);
  });

  it('stops listening when held with using', () => {
    const before = process.listenerCount('SIGTERM');
    {
      using interrupt = listenForInterrupt();
      expect(interrupt.signal.aborted).toBe(false);
      expect(process.listenerCount('SIGTERM')).toBe(before + 1);
    }
    expect(process.listenerCount('SIGTERM')).toBe(before);
  });
});
