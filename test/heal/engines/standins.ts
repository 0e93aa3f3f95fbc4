import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import type { EngineRequest } from '../../../src/heal/engines/engine.js';

/** The stand-in `claude`, `codex` and `aider` executables (android-fixtures/fixers/cli-standins/). */
export const standinDir = fileURLToPath(new URL('../../../android-fixtures/fixers/cli-standins/', import.meta.url));

export interface StandinBox {
  dir: string;
  worktree: string;
  record: string;
  request(over?: Partial<EngineRequest>): EngineRequest;
  /** the calls the stand-in recorded */
  calls(product: string): Promise<Array<Record<string, unknown> & { argv: string[] }>>;
  /** the scenario the stand-ins answer with */
  scenario(name: string): void;
  cleanup(): Promise<void>;
}

/**
 * A git worktree in a temp dir and the stand-ins first on PATH (this process's environment: vitest runs
 * each test file in its own process), restored by `cleanup`.
 */
export async function standinBox(): Promise<StandinBox> {
  const dir = await mkdtemp(path.join(tmpdir(), 'droidheal-cli-engine-'));
  const worktree = path.join(dir, 'worktree');
  const record = path.join(dir, 'record');
  await mkdir(path.join(worktree, 'app'), { recursive: true });
  await mkdir(record);
  await writeFile(path.join(worktree, 'app', 'Screen.kt'), 'fun save() {}\n');
  await execa('git', ['init', '-q'], { cwd: worktree });
  const saved = { PATH: process.env.PATH, STANDIN_RECORD: process.env.STANDIN_RECORD };
  process.env.PATH = `${standinDir}${path.delimiter}${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`;
  process.env.STANDIN_RECORD = record;
  process.env.STANDIN_EDIT = 'app/Screen.kt';
  process.env.STANDIN_NODE = process.execPath;
  delete process.env.STANDIN_SCENARIO;
  return {
    dir,
    worktree,
    record,
    request: (over = {}) => ({
      worktree,
      prompt: 'Repair finding F-1\n',
      promptFile: path.join(dir, 'prompt', 'F-1.md'),
      findingId: 'F-1',
      round: 1,
      level: 1,
      timeoutMs: 60_000,
      signal: new AbortController().signal,
      readOnlyFiles: ['app/src/androidTest/java/NoteEditorTest.kt'],
      ...over,
    }),
    async calls(product) {
      const text = await readFile(path.join(record, `${product}.jsonl`), 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l));
    },
    scenario(name) {
      process.env.STANDIN_SCENARIO = name;
    },
    async cleanup() {
      process.env.PATH = saved.PATH;
      for (const k of ['STANDIN_RECORD', 'STANDIN_EDIT', 'STANDIN_NODE', 'STANDIN_SCENARIO']) delete process.env[k];
      await rm(dir, { recursive: true, force: true });
    },
  };
}
