import { CONSTRAINTS, idrSlice, LEVEL, PROFILE_BASELINE, pps, rgbToYuv420, sps } from './h264.js';

/** An ISO BMFF box: 32-bit size, four-character type, payload. */
function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** A full box: version and flags first. */
function fullBox(type: string, version: number, flags: number, ...payload: Buffer[]): Buffer {
  const vf = Buffer.alloc(4);
  vf.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff));
  return box(type, vf, ...payload);
}

function u32(...values: number[]): Buffer {
  const b = Buffer.alloc(4 * values.length);
  for (const [i, v] of values.entries()) b.writeUInt32BE(v >>> 0, 4 * i);
  return b;
}

function u16(...values: number[]): Buffer {
  const b = Buffer.alloc(2 * values.length);
  for (const [i, v] of values.entries()) b.writeUInt16BE(v & 0xffff, 2 * i);
  return b;
}

/** The identity transformation matrix of mvhd and tkhd. */
const MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);
const TIMESCALE = 1000;

/** One picture of a recording (RGB, width × height × 3) and how long it stays on screen. */
export interface Frame {
  rgb: Buffer;
  ms: number;
}

/** The samples of a recording: each picture one IDR frame, length-prefixed as MP4 (AVCC) keeps NAL units. */
function samplesOf(width: number, height: number, frames: readonly Frame[]): Buffer[] {
  return frames.map((f, i) => {
    const slice = idrSlice(width, height, rgbToYuv420(width, height, f.rgb), i);
    return Buffer.concat([u32(slice.length), slice]);
  });
}

/**
 * A recording cut off before it was finished (the recorder killed, not stopped): the file type and
 * the frames so far, but no index, so no player can open it — as a real one killed mid-way leaves.
 */
export function encodeUnfinishedMp4(width: number, height: number, frames: readonly Frame[]): Buffer {
  return Buffer.concat([FTYP, box('mdat', ...samplesOf(width, height, frames))]);
}

const FTYP = box('ftyp', Buffer.from('isom', 'latin1'), u32(0x200), Buffer.from('isomiso2avc1mp41', 'latin1'));

/**
 * An MP4 file (ftyp, moov, mdat — the index first, as web players like it) with one H.264 video
 * track: each picture one I_PCM frame shown for its `ms`. Sizes are multiples of 16. Without frames
 * it is a valid file with an empty track, like a recording stopped before its first frame.
 */
export function encodeMp4(width: number, height: number, frames: readonly Frame[]): Buffer {
  const spsNal = sps(width, height);
  const ppsNal = pps();
  const samples = samplesOf(width, height, frames);
  const duration = frames.reduce((sum, f) => sum + f.ms, 0);

  const avcC = box(
    'avcC',
    Buffer.from([1, PROFILE_BASELINE, CONSTRAINTS, LEVEL, 0xff /* 4-byte lengths */, 0xe1 /* one SPS */]),
    u16(spsNal.length),
    spsNal,
    Buffer.from([1]),
    u16(ppsNal.length),
    ppsNal,
  );
  const compressor = Buffer.alloc(32);
  const avc1 = box(
    'avc1',
    Buffer.alloc(6), // reserved
    u16(1), // data_reference_index
    Buffer.alloc(16), // pre_defined, reserved
    u16(width, height),
    u32(0x00480000, 0x00480000, 0), // 72 dpi, reserved
    u16(1), // frame_count
    compressor,
    u16(0x0018, 0xffff), // depth, pre_defined -1
    avcC,
  );
  const stbl = (chunkOffset: number) =>
    box(
      'stbl',
      fullBox('stsd', 0, 0, u32(1), avc1),
      fullBox('stts', 0, 0, u32(frames.length, ...frames.flatMap((f) => [1, f.ms]))),
      fullBox('stsc', 0, 0, ...(samples.length ? [u32(1, 1, samples.length, 1)] : [u32(0)])),
      fullBox('stsz', 0, 0, u32(0, samples.length, ...samples.map((s) => s.length))),
      fullBox('stco', 0, 0, ...(samples.length ? [u32(1, chunkOffset)] : [u32(0)])),
    );
  const moov = (chunkOffset: number) =>
    box(
      'moov',
      fullBox(
        'mvhd',
        0,
        0,
        u32(0, 0, TIMESCALE, duration, 0x00010000),
        u16(0x0100),
        Buffer.alloc(10),
        MATRIX,
        Buffer.alloc(24),
        u32(2),
      ),
      box(
        'trak',
        fullBox('tkhd', 0, 3, u32(0, 0, 1, 0, duration, 0, 0), u16(0, 0, 0, 0), MATRIX, u32(width << 16, height << 16)),
        box(
          'mdia',
          fullBox('mdhd', 0, 0, u32(0, 0, TIMESCALE, duration), u16(0x55c4 /* und */, 0)),
          fullBox(
            'hdlr',
            0,
            0,
            u32(0),
            Buffer.from('vide', 'latin1'),
            Buffer.alloc(12),
            Buffer.from('VideoHandler\0', 'latin1'),
          ),
          box(
            'minf',
            fullBox('vmhd', 0, 1, u16(0, 0, 0, 0)),
            box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
            stbl(chunkOffset),
          ),
        ),
      ),
    );
  // the index's size does not depend on the offset it holds: measure it once, then write the real one
  const offset = FTYP.length + moov(0).length + 8;
  return Buffer.concat([FTYP, moov(offset), box('mdat', ...samples)]);
}
