import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { expect } from 'vitest';
import { type GuardResult, guardChange } from '../../src/guard/change.js';

const gitEnv = {
  GIT_AUTHOR_NAME: 'guard-test',
  GIT_AUTHOR_EMAIL: 'guard-test@example.invalid',
  GIT_COMMITTER_NAME: 'guard-test',
  GIT_COMMITTER_EMAIL: 'guard-test@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

/** A real git repository in a temp dir for guard tests; `remove()` deletes it. */
export interface TempRepo {
  dir: string;
  git(args: string[]): Promise<string>;
  /** write (string) or delete (null) files */
  write(files: Record<string, string | null>): Promise<void>;
  /** write files and commit them; returns the commit id */
  commit(files: Record<string, string | null>, message?: string): Promise<string>;
  remove(): Promise<void>;
}

export async function tempRepo(files: Record<string, string> = {}): Promise<TempRepo & { base: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-guard-'));
  const git = async (args: string[]) =>
    (await execa('git', args, { cwd: dir, env: gitEnv, timeout: 30_000 })).stdout.trim();
  const write = async (fs: Record<string, string | null>) => {
    for (const [p, content] of Object.entries(fs)) {
      const full = path.join(dir, p);
      if (content === null) await unlink(full);
      else {
        await mkdir(path.dirname(full), { recursive: true });
        await writeFile(full, content);
      }
    }
  };
  const commit = async (fs: Record<string, string | null>, message = 'change') => {
    await write(fs);
    await git(['add', '-A']);
    await git(['commit', '-q', '--allow-empty', '-m', message]);
    return git(['rev-parse', 'HEAD']);
  };
  await git(['init', '-q', '-b', 'main']);
  const base = await commit({ 'README.md': 'test repo\n', ...files }, 'base');
  return { dir, git, write, commit, base, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** One test file with one check (`SaveTest.saves`), for the guard's command-line tests. */
export const saveTest = {
  file: 'app/src/androidTest/java/x/SaveTest.kt',
  source: `package x
class SaveTest {
    @Test
    fun saves() {
        rule.onNodeWithTag("save").assertExists()
    }
}
`,
};

/** A repository with `saveTest` at its base and, as `weakened`, a commit that removes its check. */
export async function weakenedSaveTest(): Promise<{ repo: TempRepo & { base: string }; weakened: string }> {
  const repo = await tempRepo({ [saveTest.file]: saveTest.source });
  const weakened = await repo.commit({ [saveTest.file]: saveTest.source.replace('.assertExists()', '') });
  return { repo, weakened };
}

/**
 * Commits `files` (null deletes) on top of the base — or on top of `before` committed first — runs the
 * guard on that change, and resets the repository to its base, so each case starts from the same tree.
 * With `workingTree` the files are only written: the guard reads the working tree as head.
 */
export async function guardOnTop(
  repo: TempRepo & { base: string },
  files: Record<string, string | null>,
  options: Omit<Partial<Parameters<typeof guardChange>[0]>, 'repo' | 'base' | 'head'> & {
    before?: Record<string, string | null>;
    workingTree?: boolean;
  } = {},
): Promise<GuardResult> {
  const { before = {}, policy = 'review', workingTree = false, ...rest } = options;
  try {
    const from = Object.keys(before).length ? await repo.commit(before, 'before') : repo.base;
    if (workingTree) {
      await repo.write(files);
      return await guardChange({ repo: repo.dir, base: from, policy, ...rest });
    }
    const head = await repo.commit(files);
    return await guardChange({ repo: repo.dir, base: from, head, policy, ...rest });
  } finally {
    await repo.git(['reset', '-q', '--hard', repo.base]);
    await repo.git(['clean', '-q', '-fd']);
  }
}

/**
 * `src` with each `[find, replace]` applied in turn: the first `find` replaced, or with `everywhere` each one.
 * A `find` not in the source fails the test, so an edit that no longer applies is not silently a no-op.
 */
export const edited = (src: string, edits: Array<[string, string]>, everywhere = false) =>
  edits.reduce((s, [find, replace]) => {
    expect(s.includes(find), `edit target not found: ${find}`).toBe(true);
    return everywhere ? s.split(find).join(replace) : s.replace(find, replace);
  }, src);

/** The refusals of a guard run other than its scope notes, as `rule Class.test`, sorted. */
export const refusedTests = (r: GuardResult) =>
  r.refusals
    .filter((x) => x.rule !== 'scope')
    .map((x) => `${x.rule} ${x.test ?? ''}`.trim())
    .sort();

/** The refusals of a guard run other than its scope notes, as `rule detail`, sorted. */
export const refusedDetails = (r: GuardResult) =>
  r.refusals
    .filter((x) => x.rule !== 'scope')
    .map((x) => `${x.rule} ${x.detail}`)
    .sort();

/** A test source without one of its `@Test` functions (4-space class indent, as the fixtures write them). */
export const withoutTest = (src: string, name: string) =>
  src.replace(new RegExp(`\\n    @Test\\n    fun ${name}\\(\\)[\\s\\S]*?\\n    }\\n`), '\n');
