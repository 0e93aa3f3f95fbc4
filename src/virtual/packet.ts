/**
 * The ADB transport message codec (pure): a 24-byte header of six little-endian uint32 words
 * (command, arg0, arg1, data_length, data_check, magic) followed by the payload.
 */

export const A_SYNC = 0x434e5953;
export const A_CNXN = 0x4e584e43;
export const A_AUTH = 0x48545541;
export const A_OPEN = 0x4e45504f;
export const A_OKAY = 0x59414b4f;
export const A_CLSE = 0x45534c43;
export const A_WRTE = 0x45545257;

/** adb 29 speaks 0x01000001 (checksums skipped); both sides use the minimum. */
export const A_VERSION = 0x01000001;
export const A_VERSION_MIN = 0x01000000;
/** What we announce as maxdata; the host then never sends bigger WRTEs. */
export const DEVICE_MAX_PAYLOAD = 256 * 1024;
/** Headers plus a CNXN/AUTH payload above this are not what adb sends. */
export const MAX_HANDSHAKE_PAYLOAD = 4096;

export const AUTH_TOKEN = 1;
export const AUTH_SIGNATURE = 2;
export const AUTH_RSAPUBLICKEY = 3;

export const HEADER_SIZE = 24;

export interface Packet {
  command: number;
  arg0: number;
  arg1: number;
  data: Buffer;
}

export function magic(command: number): number {
  return (command ^ 0xffffffff) >>> 0;
}

/** Byte sum of the payload; only meaningful below version 0x01000001, which we never negotiate. */
export function checksum(data: Buffer): number {
  let sum = 0;
  for (const b of data) sum = (sum + b) >>> 0;
  return sum;
}

export function encodePacket(command: number, arg0: number, arg1: number, data: Buffer = Buffer.alloc(0)): Buffer {
  const out = Buffer.alloc(HEADER_SIZE + data.length);
  out.writeUInt32LE(command >>> 0, 0);
  out.writeUInt32LE(arg0 >>> 0, 4);
  out.writeUInt32LE(arg1 >>> 0, 8);
  out.writeUInt32LE(data.length, 12);
  out.writeUInt32LE(checksum(data), 16);
  out.writeUInt32LE(magic(command), 20);
  data.copy(out, HEADER_SIZE);
  return out;
}

export interface PacketHeader {
  command: number;
  arg0: number;
  arg1: number;
  length: number;
  magic: number;
}

export function decodeHeader(buf: Buffer): PacketHeader {
  return {
    command: buf.readUInt32LE(0),
    arg0: buf.readUInt32LE(4),
    arg1: buf.readUInt32LE(8),
    length: buf.readUInt32LE(12),
    magic: buf.readUInt32LE(20),
  };
}

export function commandName(command: number): string {
  switch (command) {
    case A_SYNC:
      return 'SYNC';
    case A_CNXN:
      return 'CNXN';
    case A_AUTH:
      return 'AUTH';
    case A_OPEN:
      return 'OPEN';
    case A_OKAY:
      return 'OKAY';
    case A_CLSE:
      return 'CLSE';
    case A_WRTE:
      return 'WRTE';
    default:
      return `0x${command.toString(16)}`;
  }
}
