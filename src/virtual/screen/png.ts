import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/**
 * A truecolour PNG (8-bit RGB, filter 0 on every row) of `rgb` (width × height × 3 bytes), with
 * `text` as tEXt chunks (Latin-1 keywords and values, as the PNG spec asks) — what `screencap -p`
 * writes, made with node's zlib alone.
 */
export function encodePng(width: number, height: number, rgb: Buffer, text: Record<string, string> = {}): Buffer {
  if (rgb.length !== width * height * 3) throw new Error(`expected ${width * height * 3} RGB bytes, got ${rgb.length}`);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // colour type: RGB
  // compression, filter method and interlace stay 0
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) rgb.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  const texts = Object.entries(text).map(([k, v]) =>
    chunk('tEXt', Buffer.concat([Buffer.from(k, 'latin1'), Buffer.from([0]), Buffer.from(v, 'latin1')])),
  );
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    ...texts,
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
