import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { startVirtualDevices } from '../../src/virtual/index.js';
import { deviceSpec } from './support.js';

describe('starting and stopping virtual devices', () => {
  it('fails with a one-line ConfigError when a fixed port is taken, and leaves nothing listening', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const err = await startVirtualDevices([deviceSpec('free'), deviceSpec('taken', { port })]).catch(
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).line).toBe(
        `virtual device "taken": port ${port} is already in use — pick another port, or 0 for any free port`,
      );
    } finally {
      await new Promise<void>((r) => blocker.close(() => r()));
    }
  });

  it('stop() closes every listener and can be called twice', async () => {
    const rack = await startVirtualDevices([deviceSpec('a'), deviceSpec('b')]);
    const ports = rack.devices.map((d) => d.port);
    await Promise.all([rack.stop(), rack.stop()]);
    for (const port of ports) {
      const refused = await new Promise<boolean>((resolve) => {
        const s = net.connect({ host: '127.0.0.1', port });
        s.once('connect', () => {
          s.destroy();
          resolve(false);
        });
        s.once('error', () => resolve(true));
      });
      expect(refused).toBe(true);
    }
  });
});
