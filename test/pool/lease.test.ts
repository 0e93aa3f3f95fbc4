import { describe, expect, it } from 'vitest';
import type { DeviceFacts, GroupStatus } from '../../src/config/device-facts.js';
import { LeaseBook, type LeaseLoss, NoDeviceError } from '../../src/pool/lease.js';

/** A small in-memory rack: the lease book only needs the pool's device and group views. */
function rack(
  devices: Array<Pick<DeviceFacts, 'serial' | 'state'> & { groups?: string[] }>,
  groups: GroupStatus[] = [],
) {
  const facts: DeviceFacts[] = devices.map((d) => ({
    server: 's',
    kind: 'physical',
    abis: [],
    labels: [],
    since: '',
    groups: d.groups ?? ['g'],
    ...d,
  }));
  const statuses = groups.length
    ? groups
    : [{ name: 'g', required: true, devices: [], ready: [], missing: [], canRun: true }];
  const book = new LeaseBook({ devices: () => facts, groups: () => statuses });
  return {
    facts,
    book,
    set: (serial: string, state: DeviceFacts['state']) => {
      facts.find((f) => f.serial === serial)!.state = state;
      return book.serve();
    },
  };
}

describe('lease book', () => {
  it('serves waiters first come, first served as devices free up', async () => {
    const { book } = rack([{ serial: 'A', state: 'ready' }]);
    const first = await book.acquire({ group: 'g' });
    const order: number[] = [];
    const w2 = book.acquire({ group: 'g' }).then((l) => {
      order.push(2);
      return l;
    });
    const w3 = book.acquire({ group: 'g' }).then((l) => {
      order.push(3);
      return l;
    });
    first.release();
    const l2 = await w2;
    l2.release();
    const l3 = await w3;
    expect(order).toEqual([2, 3]);
    expect([first.serial, l2.serial, l3.serial]).toEqual(['A', 'A', 'A']);
    expect(book.leasedSerials()).toEqual(['A']);
    l3[Symbol.dispose]();
    expect(book.leasedSerials()).toEqual([]);
  });

  it('waits for a booting device and hands it out once ready', async () => {
    const { book, set } = rack([{ serial: 'B', state: 'booting' }]);
    const p = book.acquire({ group: 'g' });
    set('B', 'ready');
    expect((await p).serial).toBe('B');
  });

  it('gives up on timeout or abort, and rejects waiters when closed', async () => {
    const { book } = rack([{ serial: 'A', state: 'ready' }]);
    const held = await book.acquire({ serial: 'A' });
    await expect(book.acquire({ serial: 'A' }, { timeoutMs: 20 })).rejects.toThrow(/became free within 20 ms/);
    const ac = new AbortController();
    const p = book.acquire({ group: 'g' }, { signal: ac.signal });
    ac.abort();
    await expect(p).rejects.toMatchObject({ reason: 'not-run' });
    const waiting = book.acquire({ group: 'g' });
    book.close();
    await expect(waiting).rejects.toThrow(/closed/);
    expect(held.signal.aborted).toBe(true);
    await expect(book.acquire({ group: 'g' })).rejects.toBeInstanceOf(NoDeviceError);
  });

  it('aborts the signal of a lease whose device is lost, with the reason', async () => {
    const { book, facts } = rack([{ serial: 'A', state: 'ready' }]);
    const lease = await book.acquire({ group: 'g' });
    book.deviceLost({ ...facts[0]!, state: 'hung' }, { reason: 'device-hung', detail: 'A is hung' });
    expect(lease.signal.aborted).toBe(true);
    expect(lease.signal.reason as LeaseLoss).toEqual({
      serial: 'A',
      state: 'hung',
      reason: 'device-hung',
      detail: 'A is hung',
    });
  });

  it('rejects at once with the group reason when nothing could serve it', async () => {
    const { book } = rack(
      [{ serial: 'U', state: 'unauthorized', groups: [] }],
      [
        {
          name: 'g',
          required: true,
          devices: [],
          ready: [],
          missing: [],
          canRun: false,
          reason: 'unauthorized',
          detail: 'might match: U is unauthorized',
        },
      ],
    );
    await expect(book.acquire({ group: 'g' })).rejects.toMatchObject({
      reason: 'unauthorized',
      message: expect.stringMatching(/U is unauthorized/),
    });
  });
});
