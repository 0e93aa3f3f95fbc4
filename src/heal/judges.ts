import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { BuildConfig, HealConfig } from '../config/heal.js';
import type { ProjectConfig } from '../config/project.js';
import { toArgv } from './command-line.js';

/**
 * The programs that judge a fix, as files of the repository: scripts the build command, the command
 * checks and the regenerators name on their command lines (`./gradlew`, `node tools/lint.mjs`). A fixer
 * that edits one of them changes the judge instead of the code — the same weakening as editing the test —
 * so a session that touches one is refused (`scope`) and its prompt lists them as read-only. The guard's
 * write scope cannot know them: they are whatever the project's droidheal.json runs.
 */
export async function judgeFiles(
  config: ProjectConfig & { build: BuildConfig; heal?: Pick<HealConfig, 'regenerators'> },
  /** the worktree (the repository's top) and the config's directory inside it */
  top: string,
  configDir: string,
): Promise<string[]> {
  const lines: Array<{ argv: string[]; cwd: string }> = [{ argv: toArgv(config.build.command), cwd: configDir }];
  for (const r of config.heal?.regenerators ?? []) lines.push({ argv: toArgv(r), cwd: configDir });
  for (const c of (config.checks ?? []) as Array<{ kind: string; run?: string | string[]; cwd?: string }>)
    if (c.kind === 'command' && c.run !== undefined)
      lines.push({ argv: toArgv(c.run), cwd: path.resolve(configDir, c.cwd ?? '.') });
  const out = new Set<string>();
  for (const { argv, cwd } of lines)
    for (const arg of argv) {
      // options and bare words (`node`, `:app:assembleDebug`) are not files of the repository
      if (arg.startsWith('-') || arg.startsWith(':') || !/[./]/.test(arg)) continue;
      const abs = path.resolve(cwd, arg);
      const rel = path.relative(top, abs);
      if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) continue;
      if ((await stat(abs).catch(() => undefined))?.isFile()) out.add(rel.split(path.sep).join('/'));
    }
  return [...out].sort();
}
