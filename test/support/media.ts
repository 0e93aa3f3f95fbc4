import { crc32, inflateSync } from 'node:zlib';

/**
 * Read a PNG the way a strict decoder does: signature, every chunk's CRC, IHDR first and IEND last,
 * the IDAT stream inflated and unfiltered (filter 0, as droidheal's writer uses) into RGB, tEXt kept.
 * Throws on anything else, so a test that reads a file proves it is a PNG.
 */
export function readPng(png: Buffer): { width: number; height: number; rgb: Buffer; text: Record<string, string> } {
  if (!png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    throw new Error('not a PNG signature');
  let off = 8;
  const chunks: Array<{ type: string; data: Buffer }> = [];
  while (off < png.length) {
    const len = png.readUInt32BE(off);
    const type = png.toString('latin1', off + 4, off + 8);
    const data = png.subarray(off + 8, off + 8 + len);
    const crc = png.readUInt32BE(off + 8 + len);
    if (crc32(png.subarray(off + 4, off + 8 + len)) >>> 0 !== crc) throw new Error(`bad CRC in ${type}`);
    chunks.push({ type, data });
    off += 12 + len;
  }
  if (chunks[0]?.type !== 'IHDR' || chunks.at(-1)?.type !== 'IEND') throw new Error('IHDR first and IEND last');
  const ihdr = chunks[0].data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  if (ihdr[8] !== 8 || ihdr[9] !== 2) throw new Error(`unexpected depth ${ihdr[8]} / colour type ${ihdr[9]}`);
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  if (raw.length !== (width * 3 + 1) * height) throw new Error('IDAT size does not match IHDR');
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    if (raw[y * (width * 3 + 1)] !== 0) throw new Error('unexpected filter');
    raw.copy(rgb, y * width * 3, y * (width * 3 + 1) + 1, (y + 1) * (width * 3 + 1));
  }
  const text = Object.fromEntries(
    chunks
      .filter((c) => c.type === 'tEXt')
      .map((c) => {
        const nul = c.data.indexOf(0);
        return [c.data.toString('latin1', 0, nul), c.data.toString('latin1', nul + 1)];
      }),
  );
  return { width, height, rgb, text };
}

/** The top-level boxes of an MP4 (ISO BMFF) file, by type; throws when sizes do not add up to the file. */
export function mp4Boxes(mp4: Buffer): string[] {
  const types: string[] = [];
  for (let off = 0; off < mp4.length; ) {
    const size = mp4.readUInt32BE(off);
    if (size < 8 || off + size > mp4.length) throw new Error(`box at ${off} overruns the file`);
    types.push(mp4.toString('latin1', off + 4, off + 8));
    off += size;
  }
  return types;
}
