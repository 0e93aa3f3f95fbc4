import { readFile } from 'node:fs/promises';
import { ConfigError, parseWith } from '../errors.js';

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
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      throw new ConfigError('file not found', { file, remedy: opts.whenMissing ?? 'check the path' });
    if (code === 'EISDIR') throw new ConfigError('is a directory, expected a JSON file', { file });
    throw new ConfigError(`cannot read: ${(err as Error).message}`, { file });
  }
  if (text.trim() === '') throw new ConfigError('file is empty, expected JSON', { file });
  try {
    return parseJsonOrJsonc(text);
  } catch (err) {
    const m = /position (\d+)/.exec((err as Error).message);
    const where = m ? ` at ${lineCol(text, Number(m[1]))}` : '';
    // V8 quotes the offending text (newlines and all) in some messages: keep the error to one line
    const why = (err as Error).message
      .replace(/ in JSON at position \d+.*$/s, '')
      .replace(/, ".*" is not valid JSON$/s, '')
      .replace(/\s+/g, ' ');
    throw new ConfigError(`not valid JSON${where} (${why})`, {
      file,
      remedy: 'fix the syntax or regenerate the file',
    });
  }
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
