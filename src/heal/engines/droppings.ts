import { rm } from 'node:fs/promises';
import path from 'node:path';
import { gitOk } from '../git.js';

/**
 * What the fixer CLIs leave in their working directory for themselves — aider's repository map cache
 * (`.aider.tags.cache.v4/`) and history files, Claude Code's and Codex's project directories (`.claude/`,
 * `.codex/`, which would also configure the next round's session) — is never the fix: never counted as
 * the session's change, never committed (a `git add --all` would). Only untracked entries are removed;
 * a project that tracks a `.claude/` of its own keeps it, and an edit to it is judged like any other.
 */
const DROPPINGS = [/^\.aider/, /^\.claude$/, /^\.codex$/] as const;

export function isDropping(rel: string): boolean {
  const top = rel.split('/')[0] ?? '';
  return DROPPINGS.some((p) => p.test(top));
}

/** Remove the untracked droppings from `worktree`; returns their top-level names. */
export async function removeDroppings(worktree: string): Promise<string[]> {
  const status = await gitOk(worktree, ['status', '--porcelain=v1', '-z', '--untracked-files=normal', '--no-renames']);
  const tops = new Set(
    status
      .split('\0')
      .filter((e) => e.startsWith('?? '))
      .map((e) => e.slice(3).replace(/\/$/, ''))
      .filter(isDropping)
      .map((rel) => rel.split('/')[0]!),
  );
  for (const top of tops) await rm(path.join(worktree, top), { recursive: true, force: true });
  return [...tops].sort();
}
