import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Writes real, minimal APKs: a ZIP holding a binary (AXML) AndroidManifest.xml in the layout aapt2
 * writes, plus any extra entries (assets). The tests and the fixture app's Gradle stand-in
 * (android-fixtures/gradle-standin) both build their APKs with it, so droidheal's APK reading and
 * the virtual device's `pm install` meet the real format. No Android build tools needed.
 */

export interface ApkSpec {
  package: string;
  minSdk?: number;
  /** present for a test APK: `<instrumentation android:name=runner android:targetPackage=target/>` */
  instrumentation?: { runner: string; target: string };
  /** more zip entries after the manifest and classes.dex, e.g. `assets/…` */
  entries?: ZipEntry[];
}

const ANDROID_NS = 'http://schemas.android.com/apk/res/android';
/** android.R.attr ids; aapt puts these names first in the pool, index-aligned with the resource map */
const ATTR_IDS = { name: 0x01010003, targetPackage: 0x01010021, minSdkVersion: 0x0101020c } as const;

const CHUNK = {
  xml: 0x0003,
  stringPool: 0x0001,
  resourceMap: 0x0180,
  startNs: 0x0100,
  endNs: 0x0101,
  startEl: 0x0102,
  endEl: 0x0103,
};
const TYPE_STRING = 0x03;
const TYPE_INT_DEC = 0x10;
const UTF8_FLAG = 1 << 8;
const NO_INDEX = 0xffffffff;

type Attr = { ns: boolean; name: string; value: string } | { ns: boolean; name: string; int: number };
interface Element {
  name: string;
  attrs: Attr[];
  children: Element[];
}

function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
}
function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
}
function chunk(type: number, headerSize: number, body: Buffer[]): Buffer {
  const payload = Buffer.concat(body);
  return Buffer.concat([u16(type), u16(headerSize), u32(8 + payload.length), payload]);
}

/** UTF-8 pool lengths: one byte below 0x80, else two bytes with the high bit set. */
function len8(n: number): Buffer {
  return n < 0x80 ? Buffer.from([n]) : Buffer.from([0x80 | (n >> 8), n & 0xff]);
}

function stringPool(strings: string[]): Buffer {
  const offsets: Buffer[] = [];
  const data: Buffer[] = [];
  let at = 0;
  for (const s of strings) {
    const bytes = Buffer.from(s, 'utf8');
    const entry = Buffer.concat([len8(s.length), len8(bytes.length), bytes, Buffer.from([0])]);
    offsets.push(u32(at));
    data.push(entry);
    at += entry.length;
  }
  const pad = Buffer.alloc((4 - (at % 4)) % 4);
  const headerSize = 28;
  const stringsStart = headerSize + 4 * strings.length;
  return chunk(CHUNK.stringPool, headerSize, [
    u32(strings.length),
    u32(0),
    u32(UTF8_FLAG),
    u32(stringsStart),
    u32(0),
    ...offsets,
    ...data,
    pad,
  ]);
}

/** Encode a manifest tree as AXML (the chunk layout adbkit-apkreader's BinaryXmlParser reads). */
function encodeAxml(root: Element): Buffer {
  // attribute names with resource ids first (aapt's order; index 0 can never be a string value)
  const strings: string[] = Object.keys(ATTR_IDS);
  const ref = (s: string): number => {
    let i = strings.indexOf(s);
    if (i < 0) i = strings.push(s) - 1;
    return i;
  };
  const prefix = ref('android');
  const uri = ref(ANDROID_NS);
  const body: Buffer[] = [];
  let line = 1;
  const walk = (el: Element) => {
    const attrs = el.attrs.map((a) => {
      const isString = 'value' in a;
      const raw = isString ? ref(a.value) : NO_INDEX;
      const typed = Buffer.concat([
        u16(8),
        Buffer.from([0, isString ? TYPE_STRING : TYPE_INT_DEC]),
        u32(isString ? raw : a.int),
      ]);
      return Buffer.concat([u32(a.ns ? uri : NO_INDEX), u32(ref(a.name)), u32(raw), typed]);
    });
    const name = ref(el.name);
    body.push(
      chunk(CHUNK.startEl, 16, [
        u32(line++),
        u32(NO_INDEX),
        u32(NO_INDEX),
        u32(name),
        u16(20),
        u16(20),
        u16(attrs.length),
        u16(0),
        u16(0),
        u16(0),
        ...attrs,
      ]),
    );
    for (const c of el.children) walk(c);
    body.push(chunk(CHUNK.endEl, 16, [u32(line++), u32(NO_INDEX), u32(NO_INDEX), u32(name)]));
  };
  walk(root);
  const ns = (type: number) => chunk(type, 16, [u32(1), u32(NO_INDEX), u32(prefix), u32(uri)]);
  const resourceMap = chunk(CHUNK.resourceMap, 8, Object.values(ATTR_IDS).map(u32));
  return chunk(CHUNK.xml, 8, [stringPool(strings), resourceMap, ns(CHUNK.startNs), ...body, ns(CHUNK.endNs)]);
}

/** The binary AndroidManifest.xml of an APK described by `spec`. */
export function binaryManifest(spec: ApkSpec): Buffer {
  const children: Element[] = [
    { name: 'uses-sdk', attrs: [{ ns: true, name: 'minSdkVersion', int: spec.minSdk ?? 24 }], children: [] },
    { name: 'application', attrs: [], children: [] },
  ];
  if (spec.instrumentation) {
    children.push({
      name: 'instrumentation',
      attrs: [
        { ns: true, name: 'name', value: spec.instrumentation.runner },
        { ns: true, name: 'targetPackage', value: spec.instrumentation.target },
      ],
      children: [],
    });
  }
  return encodeAxml({ name: 'manifest', attrs: [{ ns: false, name: 'package', value: spec.package }], children });
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** deflate (method 8) instead of storing (method 0) */
  compress?: boolean;
}

/** A plain ZIP archive (local headers, central directory, end record); no zip64, no extras. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  const DOS_TIME = 0;
  const DOS_DATE = (1 << 5) | 1; // 1980-01-01: fixed so the bytes are reproducible
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const body = e.compress ? deflateRawSync(e.data) : e.data;
    const method = e.compress ? 8 : 0;
    const crc = crc32(e.data);
    const common = [
      u16(20),
      u16(0),
      u16(method),
      u16(DOS_TIME),
      u16(DOS_DATE),
      u32(crc),
      u32(body.length),
      u32(e.data.length),
      u16(name.length),
      u16(0),
    ];
    const local = Buffer.concat([u32(0x04034b50), ...common, name, body]);
    central.push(
      Buffer.concat([u32(0x02014b50), u16(20), ...common, u16(0), u16(0), u16(0), u32(0), u32(offset), name]),
    );
    locals.push(local);
    offset += local.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(cd.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, cd, end]);
}

/** A minimal real APK: the binary manifest, an empty classes.dex stand-in entry, then `spec.entries`. */
export function buildApk(spec: ApkSpec): Buffer {
  return zip([
    { name: 'AndroidManifest.xml', data: binaryManifest(spec), compress: true },
    { name: 'classes.dex', data: Buffer.from('dex\n035\0', 'latin1') },
    ...(spec.entries ?? []),
  ]);
}
