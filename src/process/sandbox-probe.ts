import { runProcess } from './run.js';
import { probeSandbox, type SandboxProbe } from './sandbox.js';

/** Whether the OS sandbox starts on this machine, tried for real (`droidheal doctor`, `droidheal heal`). */
export async function checkSandbox(signal: AbortSignal = new AbortController().signal): Promise<SandboxProbe> {
  return probeSandbox(async (w) => {
    const r = await runProcess({
      file: w.file,
      args: w.args,
      cwd: '/',
      env: w.env,
      timeoutMs: 30_000,
      signal,
      outputTailChars: 4000,
    });
    if (!r.spawned) return { output: `${r.code}: ${r.message}` };
    return { ...(r.exitCode !== undefined ? { exitCode: r.exitCode } : {}), output: r.output };
  });
}
