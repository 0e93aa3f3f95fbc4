import { readFile } from 'node:fs/promises';
import { ConfigError, parseWith } from '../errors.js';

/** Line and column of a character offset, for JSON syntax errors. */
function lineCol(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const col = offset - before.lastIndexOf('\n');
  return `line ${line}, column ${col}`;
}

/** Read a JSON file; a missing file or a syntax error becomes a one-line ConfigError. */
export async function readJsonFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ConfigError('file not found', { file, remedy: 'check the path' });
    if (code === 'EISDIR') throw new ConfigError('is a directory, expected a JSON file', { file });
    throw new ConfigError(`cannot read: ${(err as Error).message}`, { file });
  }
  if (text.trim() === '') throw new ConfigError('file is empty, expected JSON', { file });
  try {
    return JSON.parse(text);
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
