import { VirtualFs } from '../fs.js';
import { type ShellProgram, sleep } from './types.js';

/** `echo [-n] ARGS…` (toybox echo: `-n` drops the newline, `-e` is accepted and ignored). */
export const echo: ShellProgram = async ({ argv, out }) => {
  let args = argv.slice(1);
  let newline = true;
  while (args[0] === '-n' || args[0] === '-e' || args[0] === '-E') {
    if (args[0] === '-n') newline = false;
    args = args.slice(1);
  }
  await out(args.join(' ') + (newline ? '\n' : ''));
  return 0;
};

/** `exit [N]` ends the shell with status N (0–255, like sh). */
export const exit: ShellProgram = async ({ argv }) => {
  const n = Number(argv[1] ?? 0);
  return Number.isInteger(n) ? ((n % 256) + 256) % 256 : 2;
};

export const trueCmd: ShellProgram = async () => 0;
export const falseCmd: ShellProgram = async () => 1;

/** `rm [-f] [-r] PATH…` on the in-memory filesystem. */
export const rm: ShellProgram = async ({ device, argv, err }) => {
  let force = false;
  let status = 0;
  for (const a of argv.slice(1)) {
    if (a.startsWith('-') && a.length > 1) {
      if (a.includes('f')) force = true;
      continue;
    }
    if (!device.fs.remove(a) && !force) {
      await err(`rm: ${a}: No such file or directory\n`);
      status = 1;
    }
  }
  return status;
};

/** `mkdir [-p] DIR…`: directories exist implicitly once a file is written; nothing to store. */
export const mkdir: ShellProgram = async () => 0;

/** `cat PATH…` for pushed files and the few /proc files droidheal reads. */
export const cat: ShellProgram = async ({ device, argv, out, err }) => {
  let status = 0;
  for (const a of argv.slice(1)) {
    const p = VirtualFs.normalize(a);
    if (p === '/proc/sys/kernel/random/boot_id') {
      await out(`${device.bootId()}\n`);
    } else if (device.fs.read(p)) {
      await out(device.fs.read(p)!.data);
    } else if (device.fs.isDir(p)) {
      await err(`cat: ${a}: Is a directory\n`);
      status = 1;
    } else {
      await err(`cat: ${a}: No such file or directory\n`);
      status = 1;
    }
  }
  return status;
};

/** `ls [-l] PATH`: names only, enough for scripts that check a push arrived. */
export const ls: ShellProgram = async ({ device, argv, out, err }) => {
  const targets = argv.slice(1).filter((a) => !a.startsWith('-'));
  let status = 0;
  for (const t of targets.length ? targets : ['/']) {
    if (device.fs.read(t)) await out(`${t}\n`);
    else if (device.fs.isDir(t))
      await out(
        device.fs
          .list(t)
          .map((e) => `${e.name}\n`)
          .join(''),
      );
    else {
      await err(`ls: ${t}: No such file or directory\n`);
      status = 1;
    }
  }
  return status;
};

/** `sleep SECONDS` (fractions allowed), cut short when the host goes away. */
export const sleepCmd: ShellProgram = async ({ argv, signal }) => {
  const s = Number(argv[1] ?? 0);
  if (!Number.isFinite(s) || s < 0) return 1;
  await sleep(s * 1000, signal);
  return 0;
};

/** `getenforce`, `id` and friends some tools probe. */
export const id: ShellProgram = async ({ out }) => {
  await out('uid=2000(shell) gid=2000(shell) groups=2000(shell) context=u:r:shell:s0\n');
  return 0;
};
