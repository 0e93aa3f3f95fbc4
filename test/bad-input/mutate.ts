import { between, pick, rng } from '../../src/chaos/rng.js';

/**
 * Seeded mutations of a valid JSON document, each with what the one-line error must point at.
 * The expectations come from the mutation itself (where it was made), never from droidheal's code.
 */

export type Key = string | number;
export interface Mutant {
  /** operator and where, e.g. `wrong-type $.checks[0].name` */
  name: string;
  bytes: Buffer;
  /** the one line must contain this JSON path (or name a path below it) */
  path?: string;
  /** ... or this text (syntax-level mutations: line numbers, BOM, UTF-8) */
  says?: RegExp;
}

export interface MutateSpec {
  /** paths (as `$.a[].b`, `[]` = any index) of keys the format requires */
  required: string[];
  /** objects that take unknown keys by design (none for strict formats); `[]` = any index */
  open: string[];
  /** paths never mutated (e.g. `$schema`) */
  skip: string[];
}

export function jsonPath(path: readonly Key[]): string {
  return `$${path.map((k) => (typeof k === 'number' ? `[${k}]` : /^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`)).join('')}`;
}
/** A path with indices generalised to `[]`, to match the spec's patterns. */
const shape = (path: readonly Key[]) =>
  jsonPath(path.map((k) => (typeof k === 'number' ? -1 : k))).replace(/\[-1\]/g, '[]');

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface Node {
  path: Key[];
  value: Json;
}

function nodes(value: Json, path: Key[] = []): Node[] {
  const out: Node[] = [{ path, value }];
  if (Array.isArray(value)) for (const [i, v] of value.entries()) out.push(...nodes(v, [...path, i]));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...nodes(v, [...path, k]));
  return out;
}

function setAt(root: Json, path: readonly Key[], v: Json | undefined): Json {
  const copy = structuredClone(root);
  if (path.length === 0) return v ?? null;
  let cur = copy as Record<Key, Json>;
  for (const k of path.slice(0, -1)) cur = cur[k] as unknown as Record<Key, Json>;
  const last = path[path.length - 1]!;
  if (v === undefined) delete cur[last];
  else cur[last] = v;
  return copy;
}

const RAW = '@@raw@@';
const text = (v: Json) => `${JSON.stringify(v, null, 2)}\n`;
const lineOf = (s: string, offset: number) => s.slice(0, offset).split('\n').length;

/** A value of a type the original never had. */
function wrongType(r: () => number, v: Json): { value: Json; raw?: string } {
  if (typeof v === 'string') return { value: pick(r, [42, true, { x: 1 }, [1], null] as Json[]) };
  if (typeof v === 'number') {
    const x = pick<Json | 'huge' | 'huge-'>(r, ['7', true, { x: 1 }, [], null, 'huge', 'huge-']);
    if (x === 'huge') return { value: RAW, raw: pick(r, ['1e400', `1${'0'.repeat(400)}`]) };
    if (x === 'huge-') return { value: RAW, raw: '-1e400' };
    return { value: x };
  }
  if (typeof v === 'boolean') return { value: pick(r, ['yes', 1, null, { x: 1 }] as Json[]) };
  // not a string: some lists are "argv or one command line"
  if (Array.isArray(v)) return { value: pick(r, [{ x: 1 }, true, 3, null] as Json[]) };
  return { value: pick(r, ['x', 3, null, [1]] as Json[]) };
}

const OPERATORS = [
  'wrong-type',
  'wrong-type',
  'wrong-type',
  'missing-key',
  'unknown-key',
  'deep-nesting',
  'truncate',
  'bom',
  'invalid-utf8',
  'duplicate-key',
  'wrong-root',
] as const;

/** `count` mutants of `base`, the same for the same seed. */
export function mutants(input: unknown, spec: MutateSpec, seed: number, count: number): Mutant[] {
  const r = rng(seed);
  const base = input as Json;
  const all = nodes(base).filter((n) => !spec.skip.some((s) => shape(n.path).startsWith(s)));
  const leaves = all.filter((n) => n.path.length > 0);
  const objects = all.filter(
    (n) =>
      n.value !== null &&
      typeof n.value === 'object' &&
      !Array.isArray(n.value) &&
      !spec.open.includes('*') &&
      !spec.open.includes(shape(n.path)),
  );
  const keyed = all.filter((n) => n.path.length > 0 && typeof n.path[n.path.length - 1] === 'string');
  const required = keyed.filter((n) => spec.required.includes(shape(n.path)));
  const out: Mutant[] = [];
  while (out.length < count) {
    const op = pick(r, OPERATORS);
    const baseText = text(base);
    switch (op) {
      case 'wrong-type': {
        const n = pick(r, leaves);
        const w = wrongType(r, n.value);
        const t = text(setAt(base, n.path, w.value)).replace(JSON.stringify(RAW), w.raw ?? RAW);
        out.push({
          name: `${op} ${jsonPath(n.path)} = ${w.raw ?? JSON.stringify(w.value)}`,
          bytes: Buffer.from(t),
          path: jsonPath(n.path),
        });
        break;
      }
      case 'missing-key': {
        if (required.length === 0) break;
        const n = pick(r, required);
        out.push({
          name: `${op} ${jsonPath(n.path)}`,
          bytes: Buffer.from(text(setAt(base, n.path, undefined))),
          path: jsonPath(n.path),
        });
        break;
      }
      case 'unknown-key': {
        if (objects.length === 0) break;
        const n = pick(r, objects);
        // a number under an unknown name: wrong for strict objects and for records of strings/objects alike
        const t = text(setAt(base, [...n.path, 'zzTypo'], 12345));
        out.push({ name: `${op} ${jsonPath(n.path)}`, bytes: Buffer.from(t), path: jsonPath(n.path) });
        break;
      }
      case 'deep-nesting': {
        const n = pick(r, leaves);
        const depth = between(r, 1000, 100_000);
        const t = text(setAt(base, n.path, RAW)).replace(
          JSON.stringify(RAW),
          `${'['.repeat(depth)}0${']'.repeat(depth)}`,
        );
        out.push({ name: `${op} ${jsonPath(n.path)} depth ${depth}`, bytes: Buffer.from(t), path: jsonPath(n.path) });
        break;
      }
      case 'truncate': {
        const end = between(r, 1, baseText.lastIndexOf('}') - 1);
        const t = baseText.slice(0, end);
        // the error is where the text stops: the line of its last character
        out.push({
          name: `${op} at byte ${end}`,
          bytes: Buffer.from(t),
          says: new RegExp(`line ${lineOf(t, t.trimEnd().length)}\\b`),
        });
        break;
      }
      case 'bom':
        out.push({
          name: op,
          bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(baseText)]),
          says: /byte.order mark/i,
        });
        break;
      case 'invalid-utf8': {
        const strings = leaves.filter((n) => typeof n.value === 'string');
        if (strings.length === 0) break;
        const n = pick(r, strings);
        const t = text(setAt(base, n.path, '@@utf8@@'));
        const at = t.indexOf('@@utf8@@');
        const bad = pick(r, [[0xff], [0xc3, 0x28], [0xe2, 0x82], [0xed, 0xa0, 0x80]]);
        const bytes = Buffer.concat([Buffer.from(t.slice(0, at)), Buffer.from(bad), Buffer.from(t.slice(at + 8))]);
        out.push({ name: `${op} in ${jsonPath(n.path)}`, bytes, says: new RegExp(`UTF-8.*line ${lineOf(t, at)}\\b`) });
        break;
      }
      case 'duplicate-key': {
        const withKeys = objects.filter((n) => Object.keys(n.value as object).length > 0);
        if (withKeys.length === 0) break;
        const n = pick(r, withKeys);
        const key = pick(r, Object.keys(n.value as object));
        const dup = '@@dup@@';
        const obj = { ...(n.value as Record<string, Json>), [dup]: (n.value as Record<string, Json>)[key]! };
        const t = text(setAt(base, n.path, obj)).replace(`"${dup}"`, JSON.stringify(key));
        out.push({
          name: `${op} ${jsonPath([...n.path, key])}`,
          bytes: Buffer.from(t),
          path: jsonPath([...n.path, key]),
          says: /duplicate key/,
        });
        break;
      }
      case 'wrong-root': {
        const v = pick(r, ['[]', '"devices"', 'null', '42', 'true']);
        out.push({ name: `${op} ${v}`, bytes: Buffer.from(`${v}\n`), path: '$' });
        break;
      }
    }
  }
  return out;
}
