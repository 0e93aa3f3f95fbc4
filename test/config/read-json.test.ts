import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJsonFile } from '../../src/config/read-json.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-read-json-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function file(name: string, text: string): Promise<string> {
  const f = path.join(dir, name);
  await writeFile(f, text);
  return f;
}

describe('readJsonFile', () => {
  it('reads line and block comments (the files `droidheal init` writes), keeping comment-like text inside strings', async () => {
    const f = await file(
      'commented.json',
      '// the rack\n{\n  /* groups */ "groups": {"api34": {}},\n  "note": "http://x//y /* not a comment */"\n}\n',
    );
    expect(await readJsonFile(f)).toEqual({ groups: { api34: {} }, note: 'http://x//y /* not a comment */' });
  });

  it('names the line and column of a syntax error after comments, as in the file the user edits', async () => {
    const f = await file('broken-commented.json', '// header\n// more\n{\n  "a": 1,,\n}\n');
    await expect(readJsonFile(f)).rejects.toThrow(/broken-commented\.json: not valid JSON at line 4, column 10/);
  });

  it('offers the caller’s remedy for a missing file', async () => {
    await expect(readJsonFile(path.join(dir, 'nope.json'), { whenMissing: 'run `droidheal init`' })).rejects.toThrow(
      /nope\.json: file not found/,
    );
    await expect(
      readJsonFile(path.join(dir, 'nope.json'), { whenMissing: 'run `droidheal init`' }),
    ).rejects.toMatchObject({ remedy: 'run `droidheal init`' });
  });
});
