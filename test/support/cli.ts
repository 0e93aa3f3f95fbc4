import { fileURLToPath } from 'node:url';
import { execa, type Options } from 'execa';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const binPath = fileURLToPath(new URL('../../bin/droidheal.js', import.meta.url));

export interface CliResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Run the built `droidheal` binary as a user would; never throws on a non-zero exit. */
export async function runCli(args: string[], opts: Options = {}): Promise<CliResult> {
  const r = await execa(process.execPath, [binPath, ...args], {
    reject: false,
    timeout: 120_000,
    cwd: repoRoot,
    ...opts,
  });
  return { exitCode: r.exitCode ?? -1, stdout: String(r.stdout ?? ''), stderr: String(r.stderr ?? '') };
}
