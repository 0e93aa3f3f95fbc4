import { readFile as readFileCallback } from 'node:fs';
import { promisify } from 'node:util';
import { ConfigError, jsonPath, parseWith } from '../errors.js';

// callbacks, as src/guard/git.ts reads: `droidheal guard` loads this module, and node:fs/promises
// would cost its start ~2 ms
const readFile = promisify(readFileCallback);

/** Line and column of a character offset, for JSON syntax errors. */
function lineCol(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const col = offset - before.lastIndexOf('\n');
  return `line ${line}, column ${col}`;
}

/**
 * Read a JSON file (`//` and block comments allowed); a missing file or a syntax error becomes a
 * one-line ConfigError. `whenMissing` is the remedy for a file that does not exist (default: check the path).
 */
export async function readJsonFile(file: string, opts: { whenMissing?: string } = {}): Promise<unknown> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      throw new ConfigError('file not found', { file, remedy: opts.whenMissing ?? 'check the path' });
    if (code === 'EISDIR') throw new ConfigError('is a directory, expected a JSON file', { file });
    throw new ConfigError(`cannot read: ${(err as Error).message}`, { file });
  }
  const text = decodeUtf8(bytes, file);
  if (text.trim() === '') throw new ConfigError('file is empty, expected JSON', { file });
  let value: unknown;
  try {
    value = parseJsonOrJsonc(text);
  } catch (err) {
    throw new ConfigError(jsonSyntaxMessage(text, err as Error), {
      file,
      remedy: 'fix the syntax or regenerate the file',
    });
  }
  // JSON.parse keeps the last of two equal keys silently: a setting would vanish without a word
  const dup = duplicateKey(blankComments(text));
  if (dup)
    throw new ConfigError(
      `${jsonPath(dup.path)}: duplicate key ${JSON.stringify(dup.key)} at ${lineCol(text, dup.offset)}`,
      {
        file,
        remedy: 'keep one of them (JSON keeps only the last)',
      },
    );
  return value;
}

/** `not valid JSON at line L, column C (why)` for JSON.parse's error on `text`, one line. */
export function jsonSyntaxMessage(text: string, err: Error): string {
  const m = /position (\d+)/.exec(err.message);
  // a file cut short fails at its very end (or without a position): point at where the text stops
  const cut = m ? text.slice(Number(m[1])).trim() === '' : /end of JSON input/.test(err.message);
  const where = cut
    ? ` at ${lineCol(text, text.trimEnd().length)} (the file ends too early)`
    : m
      ? ` at ${lineCol(text, Number(m[1]))}`
      : '';
  // V8 quotes the offending text (newlines and all) in some messages: keep the error to one line
  const why = err.message
    .replace(/ in JSON at position \d+.*$/s, '')
    .replace(/, ".*" is not valid JSON$/s, '')
    .replace(/\s+/g, ' ');
  return `not valid JSON${where}${cut ? '' : ` (${why})`}`;
}

/**
 * Strict UTF-8: Node's decoder would turn a bad byte into U+FFFD and a name into something else
 * without a word. A byte-order mark is refused too (JSON text carries none, RFC 8259 §8.1).
 */
/** A config file's bytes as text: a BOM or a byte that is not UTF-8 is a one-line ConfigError, never a silent U+FFFD. */
export function decodeUtf8(bytes: Buffer, file: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    throw new ConfigError('starts with a UTF-8 byte-order mark', {
      file,
      remedy: 'save it as UTF-8 without BOM',
    });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const at = firstInvalidUtf8(bytes);
    const before = bytes.subarray(0, Math.max(0, at)).toString('utf8');
    throw new ConfigError(`not valid UTF-8 at ${lineCol(before, before.length)} (byte ${at})`, {
      file,
      remedy: 'save it as UTF-8',
    });
  }
}

/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence. */
function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    const n = c < 0x80 ? 0 : c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
    if (n < 0) return i;
    // the second byte's range rules out overlong forms, surrogates and code points above U+10FFFF
    const lo = c === 0xe0 ? 0xa0 : c === 0xf0 ? 0x90 : 0x80;
    const hi = c === 0xed ? 0x9f : c === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k <= n; k++) {
      const x = b[i + k];
      if (x === undefined || x < (k === 1 ? lo : 0x80) || x > (k === 1 ? hi : 0xbf)) return i;
    }
    i += n + 1;
  }
  return b.length;
}

type Step = { object: true; keys: Set<string>; key?: string } | { object: false; index: number };

/**
 * The first key that appears twice in one object of valid JSON (comments already blanked), with
 * its JSON path. One pass with an explicit stack, so a deeply nested file cannot overflow it.
 */
export function duplicateKey(text: string): { path: Array<string | number>; key: string; offset: number } | undefined {
  const stack: Step[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const top = stack[stack.length - 1];
    if (c === '{') {
      stack.push({ object: true, keys: new Set() });
      expectKey = true;
    } else if (c === '[') {
      stack.push({ object: false, index: 0 });
      expectKey = false;
    } else if (c === '}' || c === ']') {
      stack.pop();
      expectKey = false;
    } else if (c === ',') {
      if (top?.object) expectKey = true;
      else if (top) top.index++;
    } else if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (expectKey && top?.object) {
        const raw = text.slice(i, j + 1);
        const key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
        if (top.keys.has(key)) {
          const path = stack.slice(0, -1).map((s) => (s.object ? s.key! : s.index));
          return { path: [...path, key], key, offset: i };
        }
        top.keys.add(key);
        top.key = key;
        expectKey = false;
      }
      i = j;
    }
  }
  return undefined;
}

/** Read a JSON file and validate it with a zod schema (errors name the JSON path). */
export async function readConfigFile<T>(
  file: string,
  schema: Parameters<typeof parseWith<T>>[0],
  remedy?: string,
): Promise<T> {
  return parseWith(schema, await readJsonFile(file), file, remedy);
}

/**
 * Plain JSON first (fast, and V8's messages); then the same text with `//` and block comments
 * blanked out, so the commented files `droidheal init` writes are read as they are. Blanking keeps
 * every offset, so a syntax error still names the right line and column.
 */
function parseJsonOrJsonc(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    const blanked = blankComments(text);
    if (blanked === text) throw err;
    return JSON.parse(blanked);
  }
}

/**
 * Comments replaced by spaces, line breaks kept, strings untouched. (jsonc-parser's stripComments
 * shifts offsets by a line break after a line comment, which would misplace error positions.)
 */
export function blankComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"' && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
      const end = text[i + 1] === '/' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2) + 2;
      const stop = end < i + 2 ? text.length : end;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}
