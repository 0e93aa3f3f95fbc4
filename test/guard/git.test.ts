import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobReader, readFiles } from '../../src/guard/git.js';
import { type TempRepo, tempRepo } from './git-repo.js';

describe('one git cat-file for a whole guard run (BlobReader)', () => {
  let repo: TempRepo & { base: string };
  let head: string;
  beforeAll(async () => {
    repo = await tempRepo({ 'app/A.kt': 'class A\n', 'app/B.kt': 'class B\n', 'my file.kt': 'val x = 1\n' });
    head = await repo.commit({ 'app/A.kt': 'class A2\n', 'app/B.kt': null, 'app/C.kt': '' });
  });
  afterAll(() => repo.remove());

  it('answers requests for two revisions in the order asked, missing paths and directories as undefined', async () => {
    const blobs = new BlobReader(repo.dir);
    try {
      const [base, after, again] = await Promise.all([
        blobs.read(repo.base, ['app/A.kt', 'app/B.kt', 'app/C.kt', 'my file.kt', 'app']),
        blobs.read(head, ['app/A.kt', 'app/B.kt', 'app/C.kt']),
        blobs.read(repo.base, ['README.md']),
      ]);
      expect([...base]).toEqual([
        ['app/A.kt', 'class A\n'],
        ['app/B.kt', 'class B\n'],
        ['app/C.kt', undefined],
        ['my file.kt', 'val x = 1\n'],
        ['app', undefined],
      ]);
      expect([...after]).toEqual([
        ['app/A.kt', 'class A2\n'],
        ['app/B.kt', undefined],
        ['app/C.kt', ''],
      ]);
      expect([...again]).toEqual([['README.md', 'test repo\n']]);
    } finally {
      blobs.close();
    }
  });

  it('gives a side with a shared reader the same contents as one read on its own', async () => {
    const paths = ['app/A.kt', 'app/B.kt', 'app/C.kt', 'nope.kt'];
    const blobs = new BlobReader(repo.dir);
    try {
      const shared = await readFiles({ repo: repo.dir, rev: head, blobs }, paths);
      const alone = await readFiles({ repo: repo.dir, rev: head }, paths);
      expect([...shared]).toEqual([...alone]);
      expect(alone.get('app/A.kt')).toBe('class A2\n');
    } finally {
      blobs.close();
    }
  });

  it('answers a read after close as missing, instead of waiting forever', async () => {
    const blobs = new BlobReader(repo.dir);
    blobs.close();
    const got = await blobs.read(repo.base, ['app/A.kt']);
    expect([...got]).toEqual([['app/A.kt', undefined]]);
  });
});
