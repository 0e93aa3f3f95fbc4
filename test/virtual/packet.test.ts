import { describe, expect, it } from 'vitest';
import { A_CNXN, A_WRTE, encodePacket, magic } from '../../src/virtual/packet.js';
import { PacketError, PacketReader } from '../../src/virtual/packet-reader.js';

describe('the ADB packet codec', () => {
  it('encodes a little-endian header with magic = command ^ 0xffffffff', () => {
    const p = encodePacket(A_CNXN, 0x01000001, 1048576, Buffer.from('device::'));
    expect(p.readUInt32LE(0)).toBe(A_CNXN);
    expect(p.readUInt32LE(4)).toBe(0x01000001);
    expect(p.readUInt32LE(8)).toBe(1048576);
    expect(p.readUInt32LE(12)).toBe(8);
    expect(p.readUInt32LE(20)).toBe(magic(A_CNXN));
    expect(p.subarray(24).toString()).toBe('device::');
  });

  it('reassembles packets split at every byte boundary', () => {
    const a = encodePacket(A_WRTE, 1, 2, Buffer.from('hello'));
    const b = encodePacket(A_CNXN, 3, 4);
    const all = Buffer.concat([a, b]);
    for (let cut = 0; cut <= all.length; cut++) {
      const r = new PacketReader();
      const got = [...r.push(all.subarray(0, cut)), ...r.push(all.subarray(cut))];
      expect(got.map((p) => [p.command, p.arg0, p.arg1, p.data.toString()])).toEqual([
        [A_WRTE, 1, 2, 'hello'],
        [A_CNXN, 3, 4, ''],
      ]);
    }
  });

  it('reassembles packets fed one byte at a time, and several packets in one chunk', () => {
    const packets = [
      encodePacket(A_WRTE, 1, 2, Buffer.alloc(70_000, 1)),
      encodePacket(A_CNXN, 3, 4),
      encodePacket(A_WRTE, 5, 6, Buffer.from('x')),
    ];
    const all = Buffer.concat(packets);
    const r = new PacketReader();
    const got = [];
    for (let i = 0; i < all.length; i++) got.push(...r.push(all.subarray(i, i + 1)));
    expect(got.map((p) => [p.arg0, p.data.length])).toEqual([
      [1, 70_000],
      [3, 0],
      [5, 1],
    ]);
    const again = new PacketReader().push(all);
    expect(again.map((p) => [p.arg0, p.data.length])).toEqual([
      [1, 70_000],
      [3, 0],
      [5, 1],
    ]);
  });

  it('refuses a header with a wrong magic', () => {
    const bad = encodePacket(A_WRTE, 1, 2);
    bad.writeUInt32LE(0, 20);
    expect(() => new PacketReader().push(bad)).toThrow(PacketError);
  });
});
