import { describe, expect, it } from 'vitest';
import { uniquePort } from '../../../src/checks/ui/check.js';

describe('appium:systemPort', () => {
  it('is unique per session even when the OS offers the same free port twice', async () => {
    const offered = [8200, 8200, 8200, 8201];
    const next = async () => offered.shift()!;
    const taken = new Set<number>();
    expect([await uniquePort(taken, next), await uniquePort(taken, next)]).toEqual([8200, 8201]);
    expect([...taken]).toEqual([8200, 8201]);
  });

  it('gives up with an error instead of looping when only taken ports are offered', async () => {
    await expect(uniquePort(new Set([8200]), async () => 8200)).rejects.toThrow(
      'no free loopback port for appium:systemPort',
    );
  });

  it('hands out real free loopback ports by default', async () => {
    const taken = new Set<number>();
    const ports = await Promise.all([uniquePort(taken), uniquePort(taken), uniquePort(taken)]);
    expect(new Set(ports).size).toBe(3);
    for (const p of ports) expect(p).toBeGreaterThan(1023);
  });
});
