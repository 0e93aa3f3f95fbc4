import type { CommandContext, ShellProgram } from '../commands/types.js';
import { deviceUi, SERVER_TEST_PACKAGE, SETTINGS_PACKAGE } from './device-ui.js';
import { runUiAutomator2Server } from './server.js';

/**
 * The shell programs Appium's UiAutomator2 driver (through appium-adb) runs while it starts a
 * session, answered the way a phone answers them: dumpsys (package, activity, window, power),
 * ps/pidof/pgrep/pkill/kill, monkey, and the `am` verbs that start and stop apps and services.
 */

const hex = (s: string) => {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h.toString(16).padStart(7, '0').slice(0, 7);
};

function launchable(ctx: CommandContext, pkg: string): string {
  const activity = deviceUi(ctx.device).app(pkg)?.activity ?? '.MainActivity';
  return activity.startsWith('.') ? `${pkg}${activity}` : activity;
}

function dumpsysPackage(ctx: CommandContext, pkg: string | undefined): string {
  const p = pkg ? ctx.device.packages.get(pkg) : undefined;
  if (!p || !pkg) return `Dexopt state:\n  Unable to find package: ${pkg ?? ''}\n`;
  const id = hex(pkg);
  const activity = launchable(ctx, pkg);
  const versionCode = p.versionCode ?? 1;
  const versionName = p.versionName ?? deviceUi(ctx.device).app(pkg)?.versionName ?? '1.0';
  return [
    'Activity Resolver Table:',
    '  Non-Data Actions:',
    '      android.intent.action.MAIN:',
    `        ${id} ${pkg}/${activity.replace(pkg, '')} filter ${hex(activity)}`,
    '          Action: "android.intent.action.MAIN"',
    '          Category: "android.intent.category.LAUNCHER"',
    '',
    'Packages:',
    `  Package [${pkg}] (${id}):`,
    `    userId=${10000 + (Number.parseInt(id, 16) % 1000)}`,
    `    pkg=Package{${id} ${pkg}}`,
    `    codePath=${p.apkPath.replace(/\/base\.apk$/, '')}`,
    `    primaryCpuAbi=${ctx.device.spec.abis[0]}`,
    `    versionCode=${versionCode} minSdk=21 targetSdk=${ctx.device.spec.sdk}`,
    `    versionName=${versionName}`,
    `    flags=[ HAS_CODE ALLOW_CLEAR_USER_DATA ${p.system ? 'SYSTEM ' : ''}]`,
    '    requested permissions:',
    '    install permissions:',
    `    User 0: ceDataInode=1 installed=true hidden=false suspended=false stopped=false notLaunched=false enabled=0 instant=false virtual=false`,
    '      runtime permissions:',
    '',
  ].join('\n');
}

function dumpsysWindow(ctx: CommandContext): string {
  const f = deviceUi(ctx.device).focusedActivity();
  const focus = f
    ? [
        `  mCurrentFocus=Window{${hex(f.activity)} u0 ${f.pkg}/${f.activity}}`,
        `  mFocusedApp=ActivityRecord{${hex(f.pkg)} u0 ${f.pkg}/${f.activity.replace(f.pkg, '')} t12}`,
      ]
    : ['  mCurrentFocus=null', '  mFocusedApp=null'];
  return [
    'WINDOW MANAGER WINDOWS (dumpsys window windows)',
    ...focus,
    '  mScreenOnFully=true',
    '  mShowingLockscreen=false mShowingDream=false mDreamingLockscreen=false',
    '  mInputRestricted=false',
    '',
  ].join('\n');
}

export const dumpsys: ShellProgram = async (ctx) => {
  const [, service, ...rest] = ctx.argv;
  const ui = deviceUi(ctx.device);
  switch (service) {
    case 'package':
      await ctx.out(
        dumpsysPackage(
          ctx,
          rest.find((a) => !a.startsWith('-')),
        ),
      );
      return 0;
    case 'window':
      await ctx.out(dumpsysWindow(ctx));
      return 0;
    case 'power':
      await ctx.out('POWER MANAGER (dumpsys power)\n  mWakefulness=Awake\n  mWakefulnessChanging=false\n');
      return 0;
    case 'input_method':
      await ctx.out('  mInputShown=false\n  mIsInputViewShown=false\n');
      return 0;
    case 'activity': {
      const what = rest[0];
      if (what === 'services') {
        const name = rest[1] ?? '';
        const pkg = name.split('/')[0] ?? '';
        const lines = ['ACTIVITY MANAGER SERVICES (dumpsys activity services)'];
        if (pkg === SETTINGS_PACKAGE && ui.isRunning(SETTINGS_PACKAGE) && !name.includes('recorder')) {
          lines.push(
            '  User 0 active services:',
            `  * ServiceRecord{${hex(pkg)} u0 ${pkg}/.ForegroundService}`,
            `    packageName=${pkg}`,
            `    processName=${pkg}`,
            '    isForeground=true foregroundId=1',
          );
        } else lines.push('  (nothing)');
        await ctx.out(`${lines.join('\n')}\n`);
        return 0;
      }
      if (what === 'processes') {
        const procs = ui.processes();
        await ctx.out(
          `ACTIVITY MANAGER RUNNING PROCESSES (dumpsys activity processes)\n${procs
            .map((p) => `  *APP* UID 10123 ProcessRecord{${hex(p.name)} ${p.pid}:${p.name}/u0a123}`)
            .join('\n')}\n`,
        );
        return 0;
      }
      await ctx.out('');
      return 0;
    }
    default:
      // every other service dumps something nobody parses here
      return 0;
  }
};

export const ps: ShellProgram = async (ctx) => {
  if (ctx.argv.includes('--help')) {
    await ctx.out(
      'usage: ps [-AadefLlnwZ] [-gG GROUP,] [-k FIELD,] [-o FIELD,] [-p PID,] [-t TTY,] [-uU USER,]\n\n' +
        '-A\tAll processes\n' +
        "-a\tProcesses with terminals that aren't session leaders\n",
    );
    return 0;
  }
  const rows = [
    'USER           PID  PPID     VSZ    RSS WCHAN            ADDR S NAME',
    'root             1     0 10787516  3720 0                   0 S init',
    'system         610     1 14528084 92112 0                   0 S system_server',
    ...deviceUi(ctx.device)
      .processes()
      .map((p) => `u0_a123       ${String(p.pid).padStart(5)}   612 14233136 98144 0                   0 S ${p.name}`),
  ];
  await ctx.out(`${rows.join('\n')}\n`);
  return 0;
};

export const pidof: ShellProgram = async (ctx) => {
  const pids = ctx.argv
    .slice(1)
    .filter((a) => !a.startsWith('-'))
    .flatMap((name) =>
      deviceUi(ctx.device)
        .processes()
        .filter((p) => p.name === name)
        .map((p) => p.pid),
    );
  if (pids.length === 0) return 1;
  await ctx.out(`${pids.join(' ')}\n`);
  return 0;
};

/** Signal names toybox's kill and pkill take (`-INT`, `-SIGINT`, `-2`, `-s INT`). */
const SIGNALS: Record<string, number> = { HUP: 1, INT: 2, QUIT: 3, KILL: 9, USR1: 10, USR2: 12, TERM: 15 };

/** The signal an option names, or undefined when it names none. */
function signalOf(option: string): number | undefined {
  const name = option.replace(/^-/, '').replace(/^SIG/, '');
  if (/^\d+$/.test(name)) return Number(name);
  return SIGNALS[name];
}

/** argv after the program: the signal (default TERM) and the remaining operands, options dropped. */
function signalAndOperands(argv: readonly string[]): { sig: number; operands: string[] } {
  let sig = SIGNALS.TERM!;
  const operands: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '-s' || a === '-l') {
      sig = signalOf(argv[++i] ?? '') ?? sig;
    } else if (a.startsWith('-') && signalOf(a) !== undefined) {
      sig = signalOf(a)!;
    } else if (!a.startsWith('-')) operands.push(a);
  }
  return { sig, operands };
}

function matching(ctx: CommandContext, pattern: string): Array<{ name: string; pid: number }> {
  return deviceUi(ctx.device)
    .processes()
    .filter((p) => p.name.includes(pattern));
}

export const pgrep: ShellProgram = async (ctx) => {
  const found = matching(ctx, ctx.argv.slice(1).find((a) => !a.startsWith('-')) ?? '');
  if (found.length === 0) return 1;
  await ctx.out(`${found.map((p) => (ctx.argv.includes('-l') ? `${p.pid} ${p.name}` : p.pid)).join('\n')}\n`);
  return 0;
};

export const pkill: ShellProgram = async (ctx) => {
  const { sig, operands } = signalAndOperands(ctx.argv.slice(1));
  const found = matching(ctx, operands[0] ?? '');
  for (const p of found) deviceUi(ctx.device).kill(p.pid, sig);
  return found.length ? 0 : 1;
};

export const kill: ShellProgram = async (ctx) => {
  const ui = deviceUi(ctx.device);
  const { sig, operands } = signalAndOperands(ctx.argv.slice(1));
  let status = 0;
  for (const pid of operands.filter((a) => /^\d+$/.test(a)).map(Number)) {
    if (!ui.kill(pid, sig)) {
      await ctx.err(`/system/bin/sh: kill: ${pid}: No such process\n`);
      status = 1;
    }
  }
  return status;
};

/** `monkey -p PKG -c android.intent.category.LAUNCHER 1`: launch the app. */
export const monkey: ShellProgram = async (ctx) => {
  const i = ctx.argv.indexOf('-p');
  const pkg = i >= 0 ? ctx.argv[i + 1] : undefined;
  if (!pkg || !deviceUi(ctx.device).start(pkg)) {
    await ctx.out('** No activities found to run, monkey aborted.\n');
    return 252;
  }
  await ctx.out('Events injected: 1\n## Network stats: elapsed time=12ms (0ms mobile, 0ms wifi, 12ms not connected)\n');
  return 0;
};

/** `cmd package resolve-activity --brief PKG` */
export async function resolveActivity(ctx: CommandContext, args: string[]): Promise<number> {
  const pkg = args.filter((a) => !a.startsWith('-')).pop();
  if (!pkg || !ctx.device.packages.get(pkg)) {
    await ctx.out('No activity found\n');
    return 0;
  }
  await ctx.out(
    `priority=0 preferredOrder=0 match=0x108000 specificIndex=-1 isDefault=true\n${pkg}/${launchable(ctx, pkg)}\n`,
  );
  return 0;
}

/** The `am` verbs of app and service life: handled here when the UI emulation knows them, else undefined. */
export async function amUi(ctx: CommandContext): Promise<number | undefined> {
  const ui = deviceUi(ctx.device);
  const verb = ctx.argv[1];
  const args = ctx.argv.slice(2);
  if (verb === 'instrument' && args.some((a) => a.startsWith(`${SERVER_TEST_PACKAGE}/`))) {
    const component = args.find((a) => a.startsWith(`${SERVER_TEST_PACKAGE}/`))!;
    // not installed: `am` prints its usual "Unable to find instrumentation" (below)
    if (!ctx.device.packages.findInstrumentation(component)) return undefined;
    ctx.device.emit('instrument-start', { component, tests: [], extras: {} });
    return runUiAutomator2Server(ctx);
  }
  if (verb === 'force-stop' || verb === 'kill') {
    const pkg = args.filter((a) => !a.startsWith('-')).pop();
    if (pkg) ui.stop(pkg);
    return 0;
  }
  if (verb === 'start' || verb === 'start-activity') {
    const n = args.indexOf('-n');
    const component = n >= 0 ? args[n + 1] : undefined;
    const pkg = component?.split('/')[0] ?? args.filter((a) => !a.startsWith('-')).pop();
    if (!pkg) return undefined;
    if (args.includes('-S')) ui.stop(pkg);
    const intent = `Intent { act=android.intent.action.MAIN cat=[android.intent.category.LAUNCHER] cmp=${component ?? pkg} }`;
    await ctx.out(`Starting: ${intent}\n`);
    if (!ui.start(pkg)) {
      await ctx.out(`Error type 3\nError: Activity class {${component ?? pkg}} does not exist.\n`);
      return 1;
    }
    if (args.includes('-W'))
      await ctx.out(
        `Status: ok\nLaunchState: COLD\nActivity: ${pkg}/${launchable(ctx, pkg)}\nTotalTime: 240\nWaitTime: 251\nComplete\n`,
      );
    return 0;
  }
  if (verb === 'start-foreground-service' || verb === 'startservice' || verb === 'start-service') {
    const n = args.indexOf('-n');
    const pkg = (n >= 0 ? args[n + 1] : args.filter((a) => !a.startsWith('-')).pop())?.split('/')[0];
    if (pkg) ui.spawn(pkg);
    await ctx.out(`Starting service: Intent { cmp=${n >= 0 ? args[n + 1] : pkg} }\n`);
    return 0;
  }
  if (verb === 'broadcast') {
    await ctx.out(`Broadcasting: Intent { ${args.join(' ')} }\nBroadcast completed: result=-1\n`);
    return 0;
  }
  return undefined;
}
