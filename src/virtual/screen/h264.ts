/**
 * The smallest H.264 stream a decoder plays: Baseline profile, every frame one IDR picture whose
 * macroblocks are all I_PCM (raw samples, no prediction or transform), so a picture goes in as it
 * is and no encoder is needed. Sizes are whole macroblocks (multiples of 16).
 */

/** Writes bits most significant first, with the Exp-Golomb codes H.264 headers use. */
class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;

  bit(b: number): void {
    this.current = (this.current << 1) | (b & 1);
    if (++this.used === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.used = 0;
    }
  }

  bits(value: number, n: number): void {
    for (let i = n - 1; i >= 0; i--) this.bit((value >>> i) & 1);
  }

  /** ue(v) */
  ue(value: number): void {
    const code = value + 1;
    const len = 32 - Math.clz32(code);
    this.bits(0, len - 1);
    this.bits(code, len);
  }

  /** se(v) */
  se(value: number): void {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  get aligned(): boolean {
    return this.used === 0;
  }

  alignZero(): void {
    while (this.used !== 0) this.bit(0);
  }

  raw(data: Uint8Array): void {
    if (!this.aligned) throw new Error('raw bytes need byte alignment');
    for (const b of data) this.bytes.push(b);
  }

  /** rbsp_trailing_bits(): a stop bit, then zeros to the byte boundary. */
  trailing(): Buffer {
    this.bit(1);
    this.alignZero();
    return Buffer.from(this.bytes);
  }
}

/** A NAL unit: header byte, then the payload with emulation prevention (00 00 0x → 00 00 03 0x). */
function nal(refIdc: number, type: number, rbsp: Buffer): Buffer {
  const out: number[] = [(refIdc << 5) | type];
  let zeros = 0;
  for (const b of rbsp) {
    if (zeros >= 2 && b <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(b);
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

export const PROFILE_BASELINE = 66;
/** constraint_set0 and constraint_set1: decodable by Baseline and Main decoders */
export const CONSTRAINTS = 0xc0;
export const LEVEL = 30;

export function sps(width: number, height: number): Buffer {
  const w = new BitWriter();
  w.bits(PROFILE_BASELINE, 8);
  w.bits(CONSTRAINTS, 8);
  w.bits(LEVEL, 8);
  w.ue(0); // seq_parameter_set_id
  w.ue(0); // log2_max_frame_num_minus4
  w.ue(2); // pic_order_cnt_type 2: output order is decoding order
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(width / 16 - 1);
  w.ue(height / 16 - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  w.bit(0); // frame_cropping_flag
  w.bit(0); // vui_parameters_present_flag
  return nal(3, 7, w.trailing());
}

export function pps(): Buffer {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // entropy_coding_mode_flag: CAVLC
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(0); // deblocking_filter_control_present_flag
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  return nal(3, 8, w.trailing());
}

const I_PCM = 25;

/** One IDR picture from 4:2:0 planes (y: width × height, u and v: a quarter each), as one slice NAL. */
export function idrSlice(
  width: number,
  height: number,
  planes: { y: Buffer; u: Buffer; v: Buffer },
  idrPicId: number,
): Buffer {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I, and every slice of the picture is I
  w.ue(0); // pic_parameter_set_id
  w.bits(0, 4); // frame_num (log2_max_frame_num = 4)
  w.ue(idrPicId & 0xffff);
  w.bit(0); // no_output_of_prior_pics_flag
  w.bit(0); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  const mbW = width / 16;
  const cw = width / 2;
  const mb = Buffer.alloc(384);
  for (let my = 0; my < height / 16; my++)
    for (let mx = 0; mx < mbW; mx++) {
      w.ue(I_PCM);
      w.alignZero(); // pcm_alignment_zero_bit
      for (let r = 0; r < 16; r++)
        planes.y.copy(mb, r * 16, (my * 16 + r) * width + mx * 16, (my * 16 + r) * width + mx * 16 + 16);
      for (let r = 0; r < 8; r++) {
        planes.u.copy(mb, 256 + r * 8, (my * 8 + r) * cw + mx * 8, (my * 8 + r) * cw + mx * 8 + 8);
        planes.v.copy(mb, 320 + r * 8, (my * 8 + r) * cw + mx * 8, (my * 8 + r) * cw + mx * 8 + 8);
      }
      w.raw(mb);
    }
  return nal(3, 5, w.trailing());
}

/** RGB (width × height × 3) → 4:2:0 planes in video range (BT.601), samples never 0 (I_PCM asks 1–255 of older decoders). */
export function rgbToYuv420(width: number, height: number, rgb: Buffer): { y: Buffer; u: Buffer; v: Buffer } {
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  const clamp = (n: number) => Math.max(16, Math.min(235, Math.round(n)));
  for (let j = 0; j < height; j++)
    for (let i = 0; i < width; i++) {
      const o = (j * width + i) * 3;
      const [r, g, b] = [rgb[o]!, rgb[o + 1]!, rgb[o + 2]!];
      y[j * width + i] = clamp(16 + 0.257 * r + 0.504 * g + 0.098 * b);
      if (j % 2 === 0 && i % 2 === 0) {
        const c = (j / 2) * (width / 2) + i / 2;
        u[c] = clamp(128 - 0.148 * r - 0.291 * g + 0.439 * b);
        v[c] = clamp(128 + 0.439 * r - 0.368 * g - 0.071 * b);
      }
    }
  return { y, u, v };
}
