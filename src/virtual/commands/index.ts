import { date, screencap, screenrecord } from '../screen/programs.js';
import { dumpsys, kill, monkey, pgrep, pidof, pkill, ps } from '../uiautomator2/shell.js';
import { am } from './am.js';
import { cat, echo, exit, falseCmd, id, ls, mkdir, rm, sleepCmd, trueCmd } from './basic.js';
import { getprop } from './getprop.js';
import { cmd, pm } from './pm.js';
import { accepted, logcat, settings } from './system.js';
import type { CommandContext, DeviceContext, ShellProgram } from './types.js';
import { parseShellLine, ShellSyntaxError, type SimpleCommand } from './words.js';

/** The programs the virtual device's `sh` knows; anything else is "inaccessible or not found". */
export const programs: Record<string, ShellProgram> = {
  getprop,
  echo,
  exit,
  true: trueCmd,
  false: falseCmd,
  rm,
  mkdir,
  cat,
  ls,
  sleep: sleepCmd,
  id,
  pm,
  cmd,
  am,
  settings,
  logcat,
  input: accepted,
  svc: accepted,
  wm: accepted,
  dumpsys,
  ps,
  pidof,
  pgrep,
  pkill,
  kill,
  monkey,
  screencap,
  screenrecord,
  date,
  appops: accepted,
  // environment for the programs that follow: nothing here reads it
  export: accepted,
};

export interface ShellIO {
  out(data: string | Buffer): Promise<void>;
  err(data: string | Buffer): Promise<void>;
  readStdin(n: number): Promise<Buffer | null>;
  signal: AbortSignal;
}

const discard = async () => {};

/** Apply `>/dev/null`, `2>/dev/null`, `2>&1`, `1>&2`; other file targets also discard (no files written). */
function redirected(io: ShellIO, cmd: SimpleCommand): Pick<ShellIO, 'out' | 'err'> {
  let out = io.out;
  let err = io.err;
  for (const r of cmd.redirects) {
    if (r.op === '>&') {
      if (r.fd === 2 && r.target === '1') err = out;
      else if (r.fd === 1 && r.target === '2') out = err;
    } else if (r.op === '>' || r.op === '>>') {
      if (r.fd === 1) out = discard;
      else if (r.fd === 2) err = discard;
    }
  }
  return { out, err };
}

/**
 * Run one `sh -c` line on the device: parse it, run each simple command, honour `;` `&&` `||`
 * and `exit`. Returns the exit status of the line, like sh.
 */
export async function runShellLine(device: DeviceContext, line: string, io: ShellIO): Promise<number> {
  let commands: SimpleCommand[];
  try {
    commands = parseShellLine(line, { ANDROID_DATA: '/data', EXTERNAL_STORAGE: '/sdcard' });
  } catch (e) {
    await io.err(`/system/bin/sh: ${e instanceof ShellSyntaxError ? e.message : 'syntax error'}\n`);
    return 2;
  }
  let status = 0;
  for (const c of commands) {
    if (io.signal.aborted) break;
    if (c.after === '&&' && status !== 0) continue;
    if (c.after === '||' && status === 0) continue;
    // `exec prog …` runs prog in the shell's place (adb's own `adb logcat` sends `export …; exec logcat …`)
    const exec = c.argv[0] === 'exec';
    const argv = exec ? c.argv.slice(1) : c.argv;
    const name = argv[0];
    if (name === undefined) continue; // only redirections
    const program = programs[name.includes('/') ? name.slice(name.lastIndexOf('/') + 1) : name];
    const { out, err } = redirected(io, c);
    if (!program) {
      await err(`/system/bin/sh: ${name}: inaccessible or not found\n`);
      status = 127;
      continue;
    }
    const ctx: CommandContext = { device, argv, out, err, readStdin: io.readStdin, signal: io.signal };
    status = await program(ctx);
    if (name === 'exit' || exec) return status;
  }
  return status;
}
