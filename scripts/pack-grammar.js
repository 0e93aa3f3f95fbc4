#!/usr/bin/env node
// Packs the Kotlin grammar's wasm for the guard's fast path (src/fastpath/README.md), run by
// scripts/bundle-guard.js; `node scripts/pack-grammar.js IN OUT` does it alone.
//
// The grammar is an emscripten side module: one active data segment of 3.28 MB (its parse tables),
// placed at `__memory_base`, 64 % of it zeros. V8 copies a module's whole bytes when it compiles it
// (`WebAssembly.compile`, on the main thread: ~17 ms and ~850 fresh pages for this file), and the
// zeros are copied into a place the loader has already cleared. The packed module says the same in
// fewer bytes: the data's non-zero stretches as one passive segment, and a second passive segment
// listing (zeros to skip, bytes to copy) pairs; its `__wasm_apply_data_relocs` — which
// web-tree-sitter's loader (emscripten's dylink) calls right after instantiating, before anything
// reads the data — clears the data's place, copies the stretches there with `memory.init`, and then
// runs the module's own relocations. The list is staged just past the data (the dylink section's
// memorySize grows by its size) and cleared again after. What the module leaves in memory is
// byte for byte what the original leaves (test/fastpath/pack-grammar.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SECTION = {
  custom: 0,
  type: 1,
  import: 2,
  function: 3,
  export: 7,
  element: 9,
  code: 10,
  data: 11,
  dataCount: 12,
};
// where the data count section goes: after the element section, before code (the spec's order)
const ORDER = [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 10, 11];

function reader(bytes, at = 0) {
  const r = {
    at,
    u8: () => bytes[r.at++],
    u32() {
      let value = 0;
      for (let shift = 0; ; shift += 7) {
        const byte = bytes[r.at++];
        value += (byte & 0x7f) * 2 ** shift;
        if (byte < 0x80) return value;
      }
    },
    name() {
      const n = r.u32();
      r.at += n;
      return Buffer.from(bytes.subarray(r.at - n, r.at)).toString('utf8');
    },
  };
  return r;
}

function u32(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value !== 0) byte |= 0x80;
    out.push(byte);
  } while (value !== 0);
  return out;
}

/** signed LEB128, for i32.const */
function s32(value) {
  const out = [];
  for (;;) {
    const byte = value & 0x7f;
    value >>= 7;
    const done = (value === 0 && (byte & 0x40) === 0) || (value === -1 && (byte & 0x40) !== 0);
    out.push(done ? byte : byte | 0x80);
    if (done) return out;
  }
}

const vec = (items) => [...u32(items.length), ...items.flat()];
const bytesVec = (bytes) => Buffer.concat([Buffer.from(u32(bytes.length)), bytes]);

function sections(bytes) {
  const r = reader(bytes, 8);
  const list = [];
  while (r.at < bytes.length) {
    const id = r.u8();
    const size = r.u32();
    list.push({ id, payload: bytes.subarray(r.at, r.at + size) });
    r.at += size;
  }
  return list;
}

/** A run of zeros shorter than this is written out: each entry costs 8 bytes and a call. */
export const MIN_ZERO_RUN = 12;
/** A repeat shorter than this is written out. */
export const MIN_MATCH = 12;
const MAX_MATCH = 1023; // 10 bits
const MAX_SOURCE = 2 ** 22; // 22 bits

/**
 * The data as a list of entries and the bytes they copy. Each entry is two little-endian u32: zeros
 * to skip (low 16 bits) and bytes to copy from the copied-bytes segment (high 16), then where a
 * repeat of earlier data starts (low 22 bits) and its length (high 10). A repeat never overlaps
 * where it is copied to, so `memory.copy` reads only data already in place.
 */
export function packData(data, { minZeroRun = MIN_ZERO_RUN, minMatch = MIN_MATCH } = {}) {
  if (data.length >= MAX_SOURCE) throw new Error(`data of ${data.length} bytes: repeats are addressed in 22 bits`);
  const entries = [];
  const literals = [];
  let entry = { skip: 0, lit: 0, src: 0, len: 0 };
  const flush = () => {
    entries.push(entry);
    entry = { skip: 0, lit: 0, src: 0, len: 0 };
  };
  const matches = repeatFinder(data, minMatch);
  for (let at = 0; at < data.length; ) {
    let zeros = at;
    while (zeros < data.length && data[zeros] === 0) zeros++;
    if (zeros - at >= minZeroRun || zeros === data.length) {
      if (entry.lit || entry.len) flush();
      for (let n = zeros - at; n > 0; ) {
        const take = Math.min(n, 0xffff - entry.skip);
        entry.skip += take;
        n -= take;
        if (n > 0) flush();
      }
      matches.skip(at, zeros);
      at = zeros;
      continue;
    }
    const [src, len] = matches.at(at);
    if (len >= minMatch) {
      for (let done = 0; done < len; ) {
        if (entry.len) flush();
        entry.src = src + done;
        entry.len = Math.min(MAX_MATCH, len - done);
        done += entry.len;
      }
      at += len;
      continue;
    }
    if (entry.len || entry.lit === 0xffff) flush();
    entry.lit++;
    literals.push(data[at]);
    matches.skip(at, at + 1);
    at++;
  }
  if (entry.lit || entry.len) flush();
  const table = Buffer.alloc(entries.length * 8);
  entries.forEach((e, i) => {
    table.writeUInt32LE(e.skip + e.lit * 0x10000, i * 8);
    table.writeUInt32LE(e.src + e.len * MAX_SOURCE, i * 8 + 4);
  });
  return { table, stretches: Buffer.from(literals) };
}

/**
 * The longest earlier repeat of the data at a position (hash chains over 8-byte keys, the newest
 * 32 candidates), for positions visited in order; `skip` indexes positions passed without a match.
 */
function repeatFinder(data, minMatch) {
  const BITS = 18;
  const head = new Int32Array(1 << BITS).fill(-1);
  const prev = new Int32Array(data.length).fill(-1);
  let indexed = 0;
  const hash = (i) =>
    (Math.imul(data.readUInt32LE(i), 0x9e3779b1) ^ Math.imul(data.readUInt32LE(i + 4), 0x85ebca77)) >>> (32 - BITS);
  const index = (to) => {
    for (; indexed < to && indexed + 8 <= data.length; indexed++) {
      const h = hash(indexed);
      prev[indexed] = head[h];
      head[h] = indexed;
    }
    indexed = Math.max(indexed, to);
  };
  return {
    skip: index,
    at(i) {
      index(i);
      if (i + 8 > data.length) return [0, 0];
      let best = 0;
      let bestAt = 0;
      for (let p = head[hash(i)], tries = 0; p >= 0 && tries < 32; p = prev[p], tries++) {
        let n = 0;
        while (i + n < data.length && p + n < i && data[p + n] === data[i + n]) n++;
        if (n > best) [best, bestAt] = [n, p];
      }
      if (best >= minMatch) index(i + best);
      return [bestAt, best];
    },
  };
}

/** What the rewrite needs to know of the module, read from its sections. */
function survey(list) {
  const find = (id) => list.find((s) => s.id === id);
  const dylink = list.find((s) => s.id === SECTION.custom && reader(s.payload).name() === 'dylink.0');
  if (!dylink) throw new Error('not a side module: no dylink.0 section');
  let importedFunctions = 0;
  const imports = find(SECTION.import);
  if (imports) {
    const r = reader(imports.payload);
    for (let n = r.u32(); n > 0; n--) {
      r.name();
      r.name();
      const kind = r.u8();
      if (kind === 0) {
        importedFunctions++;
        r.u32();
      } else if (kind === 1) {
        r.u8();
        if (r.u32() & 1) r.u32();
        r.u32();
      } else if (kind === 2) {
        if (r.u32() & 1) r.u32();
        r.u32();
      } else r.at += 2;
    }
  }
  const data = find(SECTION.data);
  if (!data || find(SECTION.dataCount)) throw new Error('expected one active data segment and no data count section');
  const r = reader(data.payload);
  if (r.u32() !== 1 || r.u32() !== 0 || r.u8() !== 0x23) throw new Error('expected one data segment at global.get');
  const baseGlobal = r.u32();
  if (r.u8() !== 0x0b) throw new Error('expected the data offset to be one global.get');
  const length = r.u32();
  return { dylink, importedFunctions, baseGlobal, data: data.payload.subarray(r.at, r.at + length) };
}

/** The dylink.0 section with its memory size set to `memorySize` (its other subsections as they were). */
function withMemorySize(payload, memorySize) {
  const r = reader(payload);
  r.name();
  const out = [payload.subarray(0, r.at)];
  while (r.at < payload.length) {
    const type = r.u8();
    const size = r.u32();
    const body = payload.subarray(r.at, r.at + size);
    r.at += size;
    if (type !== 1) {
      out.push(Buffer.from([type, ...u32(size)]), body);
      continue;
    }
    const m = reader(body);
    m.u32();
    const rest = body.subarray(m.at);
    const newBody = Buffer.concat([Buffer.from(u32(memorySize)), rest]);
    out.push(Buffer.from([type, ...u32(newBody.length)]), newBody);
  }
  return Buffer.concat(out);
}

function exportedFunction(list, name) {
  const exports = list.find((s) => s.id === SECTION.export);
  const r = reader(exports.payload);
  for (let n = r.u32(); n > 0; n--) {
    const entry = r.at;
    const found = r.name() === name;
    const kind = r.u8();
    const indexAt = r.at;
    const index = r.u32();
    if (found && kind === 0) return { index, entry, indexAt, end: r.at };
  }
  return undefined;
}

/** Bytes of the entry list staged in memory at once, just past the data (the dylink memory size grows by this). */
const WINDOW = 4096;

/**
 * The packed relocation function: clear the data's place; read the entry list a window at a time
 * into the place just past the data, and for each entry skip its zeros, copy its bytes from segment
 * 0 (`memory.init`) and its repeat from the data already in place (`memory.copy`); clear the window;
 * drop both segments; then run the module's own relocations (`relocs`, a function index, or none).
 */
function unpackBody({ baseGlobal, dataLength, tableAt, tableLength, relocs }) {
  const [DEST, LIT, TP, Q, QEND, A, B] = [0, 1, 2, 3, 4, 5, 6];
  const base = [0x23, ...u32(baseGlobal)];
  const i32 = (v) => [0x41, ...s32(v)];
  const get = (l) => [0x20, l];
  const set = (l) => [0x21, l];
  const tee = (l) => [0x22, l];
  const load = (offset) => [0x28, 2, offset];
  const [add, and, shrU, ltU, geU, select] = [0x6a, 0x71, 0x76, 0x49, 0x4f, 0x1b];
  const window = [...base, ...i32(tableAt), add];
  // biome-ignore format: wasm instructions, grouped a statement a line
  const code = [
    ...base, ...i32(0), ...i32(dataLength), 0xfc, 0x0b, 0x00,
    ...base, ...set(DEST),
    0x02, 0x40, 0x03, 0x40, // block, loop over windows
    ...get(TP), ...i32(tableLength), geU, 0x0d, 1,
    ...window, ...tee(Q), ...get(TP),
    // n = min(WINDOW, tableLength - tp)
    ...i32(WINDOW), ...i32(tableLength), ...get(TP), 0x6b, ...tee(A), ...get(A), ...i32(WINDOW), 0x4b, select, ...tee(A),
    0xfc, 0x08, 1, 0x00,
    ...get(Q), ...get(A), add, ...set(QEND),
    ...get(TP), ...get(A), add, ...set(TP),
    0x03, 0x40, // loop over the window's entries
    ...get(Q), ...load(0), ...set(A),
    ...get(Q), ...load(4), ...set(B),
    ...get(DEST), ...get(A), ...i32(0xffff), and, add, ...tee(DEST),
    ...get(LIT), ...get(A), ...i32(16), shrU, ...tee(A), 0xfc, 0x08, 0, 0x00,
    ...get(LIT), ...get(A), add, ...set(LIT),
    ...get(DEST), ...get(A), add, ...tee(DEST),
    ...base, ...get(B), ...i32(MAX_SOURCE - 1), and, add,
    ...get(B), ...i32(22), shrU, ...tee(B), 0xfc, 0x0a, 0x00, 0x00,
    ...get(DEST), ...get(B), add, ...set(DEST),
    ...get(Q), ...i32(8), add, ...tee(Q), ...get(QEND), ltU, 0x0d, 0,
    0x0b, // end of the window's loop
    0x0c, 0, 0x0b, 0x0b,
    ...window, ...i32(0), ...i32(WINDOW), 0xfc, 0x0b, 0x00,
    0xfc, 0x09, 0, 0xfc, 0x09, 1,
    ...(relocs === undefined ? [] : [0x10, ...u32(relocs)]),
    0x0b,
  ];
  const body = [...vec([[7, 0x7f]]), ...code];
  return Buffer.from([...u32(body.length), ...body]);
}

/** Appends items to a section that is one vector (function, code): its count read and rewritten. */
function appendToVector(payload, items) {
  const r = reader(payload);
  const count = r.u32();
  return Buffer.concat([Buffer.from(u32(count + items.length)), payload.subarray(r.at), ...items]);
}

/**
 * The side module `bytes` with its data packed (see the top of this file). Throws when the module is
 * not of the shape this rewrite knows: one active segment at `global.get`, a dylink.0 section.
 */
export function packGrammar(bytes, options) {
  const list = sections(bytes);
  const { dylink, importedFunctions, baseGlobal, data } = survey(list);
  const { table, stretches } = packData(data, options);
  const tableAt = Math.ceil(data.length / 4) * 4;
  const functions = list.find((s) => s.id === SECTION.function);
  const code = list.find((s) => s.id === SECTION.code);
  const definedCount = reader(functions.payload).u32();
  const relocsExport = exportedFunction(list, '__wasm_apply_data_relocs');
  const newIndex = importedFunctions + definedCount;
  // the new function's type: () -> (), found or added
  const { typeIndex, typeSection } = voidType(list);
  const out = [];
  for (const s of list) {
    if (s === dylink) out.push({ id: 0, payload: withMemorySize(s.payload, tableAt + WINDOW) });
    else if (s.id === SECTION.type) out.push({ id: s.id, payload: typeSection });
    else if (s.id === SECTION.function)
      out.push({ id: s.id, payload: appendToVector(s.payload, [Buffer.from(u32(typeIndex))]) });
    else if (s.id === SECTION.export)
      out.push({ id: s.id, payload: withRelocsExport(s.payload, relocsExport, newIndex) });
    else if (s.id === SECTION.code) {
      const body = unpackBody({
        baseGlobal,
        dataLength: data.length,
        tableAt,
        tableLength: table.length,
        relocs: relocsExport?.index,
      });
      out.push({ id: s.id, payload: appendToVector(s.payload, [body]) });
    } else if (s.id === SECTION.data) {
      const passive = (b) => Buffer.concat([Buffer.from([1]), bytesVec(b)]);
      out.push({ id: s.id, payload: Buffer.concat([Buffer.from(u32(2)), passive(stretches), passive(table)]) });
    } else out.push(s);
  }
  out.push({ id: SECTION.dataCount, payload: Buffer.from(u32(2)) });
  if (!code) throw new Error('the module has no code section');
  return encode(out);
}

/** The type section with a () -> () type, and that type's index. */
function voidType(list) {
  const types = list.find((s) => s.id === SECTION.type);
  const r = reader(types.payload);
  const count = r.u32();
  for (let i = 0; i < count; i++) {
    const start = r.at;
    r.u8(); // 0x60
    const params = r.u32();
    r.at += params;
    const results = r.u32();
    r.at += results;
    if (r.at - start === 3) return { typeIndex: i, typeSection: types.payload };
  }
  return { typeIndex: count, typeSection: appendToVector(types.payload, [Buffer.from([0x60, 0, 0])]) };
}

/** The export section with `__wasm_apply_data_relocs` naming the new function (added when the module had none). */
function withRelocsExport(payload, found, newIndex) {
  if (found) {
    return Buffer.concat([payload.subarray(0, found.indexAt), Buffer.from(u32(newIndex)), payload.subarray(found.end)]);
  }
  const name = Buffer.from('__wasm_apply_data_relocs');
  return appendToVector(payload, [Buffer.concat([bytesVec(name), Buffer.from([0, ...u32(newIndex)])])]);
}

/** Sections in the spec's order (custom sections first, where dylink.0 must be). */
function encode(list) {
  const rank = (id) => (id === 0 ? -1 : ORDER.indexOf(id));
  const sorted = list.map((s, i) => ({ s, i })).sort((a, b) => rank(a.s.id) - rank(b.s.id) || a.i - b.i);
  const parts = [Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00])];
  for (const { s } of sorted) parts.push(Buffer.from([s.id, ...u32(s.payload.length)]), s.payload);
  return Buffer.concat(parts);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [input, output] = process.argv.slice(2);
  const packed = packGrammar(readFileSync(input));
  writeFileSync(output, packed);
}
