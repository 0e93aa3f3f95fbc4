import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEarlyGit, useEarlyGit } from '../../src/git/run.js';
import { batchArgs, commitRequest } from '../../src/guard/first-git.js';
import { BlobReader, changedFiles, readFiles, resolveRepo } from '../../src/guard/git.js';
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

  it('names the commits revisions name, and nothing for what names no commit', async () => {
    const blobs = new BlobReader(repo.dir);
    try {
      const branch = await repo.git(['rev-parse', '--abbrev-ref', 'HEAD']);
      const got = await blobs.commits([
        branch,
        'HEAD~1',
        head,
        head.slice(0, 10),
        'no-such-branch',
        `${head}:app/A.kt`,
      ]);
      expect(got).toEqual([head, repo.base, head, head, undefined, undefined]);
    } finally {
      blobs.close();
    }
  });

  it('answers a path with a newline as missing without losing its place for the others', async () => {
    const blobs = new BlobReader(repo.dir);
    try {
      const got = await blobs.read(repo.base, ['app/A.kt', 'app/\nB.kt', 'app/B.kt']);
      expect([...got]).toEqual([
        ['app/A.kt', 'class A\n'],
        ['app/\nB.kt', undefined],
        ['app/B.kt', 'class B\n'],
      ]);
    } finally {
      blobs.close();
    }
  });

  it('resolves the repository and revisions the same at the top (through cat-file) and below it (rev-parse)', async () => {
    const blobs = new BlobReader(repo.dir);
    try {
      const atTop = await resolveRepo(repo.dir, 'HEAD~1', 'HEAD', blobs);
      const below = await resolveRepo(path.join(repo.dir, 'app'), 'HEAD~1', 'HEAD', blobs);
      expect(atTop).toEqual({ repo: repo.dir, base: repo.base, head });
      expect(below).toEqual(atTop);
      const unknown = (dir: string) => resolveRepo(dir, 'HEAD', 'no-such-branch', blobs).catch((e: Error) => e.message);
      expect(await unknown(repo.dir)).toBe(`unknown revision "no-such-branch" (--head) in ${repo.dir}`);
      expect(await unknown(path.join(repo.dir, 'app'))).toBe(await unknown(repo.dir));
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

  it('lists each changed file with its object ids, and a reader told them reads the files by id', async () => {
    const changes = await changedFiles(repo.dir, repo.base, head);
    const id = (rev: string, p: string) => repo.git(['rev-parse', `${rev}:${p}`]);
    expect(changes).toEqual([
      {
        status: 'modified',
        basePath: 'app/A.kt',
        headPath: 'app/A.kt',
        baseBlob: await id(repo.base, 'app/A.kt'),
        headBlob: await id(head, 'app/A.kt'),
      },
      { status: 'deleted', basePath: 'app/B.kt', headPath: undefined, baseBlob: await id(repo.base, 'app/B.kt') },
      { status: 'added', basePath: undefined, headPath: 'app/C.kt', headBlob: await id(head, 'app/C.kt') },
    ]);
    const blobs = new BlobReader(repo.dir);
    try {
      // told another file's id, the reader gives that file: it asks git for the id, not the path
      blobs.know(head, 'app/A.kt', await id(repo.base, 'my file.kt'));
      const got = await blobs.read(head, ['app/A.kt', 'app/C.kt']);
      expect([...got]).toEqual([
        ['app/A.kt', 'val x = 1\n'],
        ['app/C.kt', ''],
      ]);
    } finally {
      blobs.close();
    }
  });

  it('gives the working tree’s files no head id: they are read from disk', async () => {
    const changes = await changedFiles(repo.dir, repo.base, undefined);
    expect(changes.find((c) => c.headPath === 'app/A.kt')).toMatchObject({ baseBlob: expect.any(String) });
    expect(changes.every((c) => c.headBlob === undefined)).toBe(true);
  });

  it('takes over a cat-file begun early with its commits asked, whether or not it asks them first', async () => {
    for (const commitsFirst of [true, false]) {
      useEarlyGit(
        startEarlyGit(
          [],
          [{ args: batchArgs(repo.dir), ask: [commitRequest('HEAD~1'), commitRequest('HEAD')] }],
          60_000,
        ),
      );
      const blobs = new BlobReader(repo.dir);
      try {
        const read = () => blobs.read(repo.base, ['app/A.kt', 'app/B.kt']);
        const [commits, files] = commitsFirst
          ? [await blobs.commits(['HEAD~1', 'HEAD']), await read()]
          : await Promise.all([read(), blobs.commits(['HEAD~1', 'HEAD'])]).then(([f, c]) => [c, f] as const);
        expect(commits).toEqual([repo.base, head]);
        expect([...files]).toEqual([
          ['app/A.kt', 'class A\n'],
          ['app/B.kt', 'class B\n'],
        ]);
      } finally {
        blobs.close();
      }
    }
  });
});
