import path from 'node:path/posix';
import { type ApkInfo, BadSuiteAsset, readApkInfo } from '../packages.js';
import { installedUi, refusesInstall } from '../uiautomator2/install.js';
import { resolveActivity } from '../uiautomator2/shell.js';
import { appDataDir, type CommandContext, type DeviceContext, type ShellProgram } from './types.js';

/** Install APK bytes into the device's package table; the text `pm install` prints. */
export async function installApk(
  device: DeviceContext,
  data: Buffer,
  fileName: string,
  replace: boolean,
): Promise<{ ok: boolean; text: string }> {
  let info: ApkInfo | undefined;
  try {
    info = await readApkInfo(data, fileName);
  } catch (err) {
    if (!(err instanceof BadSuiteAsset)) throw err;
    return { ok: false, text: `Failure [INSTALL_PARSE_FAILED_UNEXPECTED_EXCEPTION: ${err.message}]\n` };
  }
  if (!info) return { ok: false, text: `Failure [INSTALL_PARSE_FAILED_NOT_APK: Failed to parse ${fileName}]\n` };
  if (device.packages.get(info.package) && !replace && !device.packages.get(info.package)!.system) {
    return {
      ok: false,
      text: `Failure [INSTALL_FAILED_ALREADY_EXISTS: Attempt to re-install ${info.package} without first uninstalling.]\n`,
    };
  }
  const refusal = refusesInstall(device, info.package) ?? (await installedUi(device, info.package, data));
  if (refusal) return { ok: false, text: refusal };
  device.packages.add(info.package, info.instrumentation, info.suite, {
    ...(info.versionCode !== undefined ? { versionCode: info.versionCode } : {}),
    ...(info.versionName !== undefined ? { versionName: info.versionName } : {}),
  });
  device.fs.write(`/data/app/${info.package}-1/base.apk`, data);
  return { ok: true, text: 'Success\n' };
}

const INSTALL_FLAGS_WITH_VALUE = new Set([
  '-i',
  '--user',
  '--install-location',
  '-p',
  '--originating-uri',
  '--referrer',
  '--abi',
  '-S',
]);

/** `pm install [flags] PATH` installs a file pushed via sync. */
async function pmInstall({ device, argv, out, err }: CommandContext): Promise<number> {
  let replace = false;
  let file: string | undefined;
  for (let i = 2; i < argv.length; i++) {
    const a = argv[i]!;
    if (INSTALL_FLAGS_WITH_VALUE.has(a)) i++;
    else if (a === '-r') replace = true;
    else if (a.startsWith('-')) continue;
    else file = a;
  }
  // adb ≥ 24 always replaces (`-r` is the default on API 24+)
  if (device.spec.sdk >= 24) replace = true;
  if (!file) {
    await err('Error: no package specified\n');
    return 1;
  }
  const apk = device.fs.read(file);
  if (!apk) {
    await out(`Failure [INSTALL_FAILED_INVALID_URI]\n`);
    await err(`Error: Unable to open file: ${file}\n`);
    return 1;
  }
  const r = await installApk(device, apk.data, path.basename(file), replace);
  await out(r.text);
  return r.ok ? 0 : 1;
}

async function pmUninstall({ device, argv, out }: CommandContext): Promise<number> {
  const pkg = argv.slice(2).find((a) => !a.startsWith('-'));
  if (pkg && device.packages.remove(pkg)) {
    await out('Success\n');
    return 0;
  }
  await out('Failure [DELETE_FAILED_INTERNAL_ERROR]\n');
  return 1;
}

const LIST_FLAGS_WITH_VALUE = new Set(['--user', '--uid', '--show-versioncode']);

async function pmList({ device, argv, out, err }: CommandContext): Promise<number> {
  const what = argv[2];
  const flags: string[] = [];
  let filter: string | undefined;
  for (let i = 3; i < argv.length; i++) {
    const a = argv[i]!;
    if (LIST_FLAGS_WITH_VALUE.has(a)) i++;
    else if (a.startsWith('-')) flags.push(a);
    else filter = a;
  }
  if (what === 'packages') {
    const withPath = flags.includes('-f');
    let pkgs = device.packages.list();
    if (flags.includes('-3')) pkgs = pkgs.filter((p) => !p.system);
    if (flags.includes('-s')) pkgs = pkgs.filter((p) => p.system);
    if (filter) pkgs = pkgs.filter((p) => p.name.includes(filter));
    await out(pkgs.map((p) => (withPath ? `package:${p.apkPath}=${p.name}\n` : `package:${p.name}\n`)).join(''));
    return 0;
  }
  if (what === 'instrumentation') {
    const list = device.packages.listInstrumentations().filter((i) => !filter || i.target === filter);
    await out(list.map((i) => `instrumentation:${i.package}/${i.runner} (target=${i.target})\n`).join(''));
    return 0;
  }
  if (what === 'features') {
    await out('feature:android.hardware.touchscreen\nfeature:android.software.app_widgets\n');
    return 0;
  }
  await err(`Error: unknown list type '${what ?? ''}'\n`);
  return 1;
}

async function pmPath({ device, argv, out }: CommandContext): Promise<number> {
  const pkg = argv[2];
  const p = pkg ? device.packages.get(pkg) : undefined;
  if (!p) return 1;
  await out(`package:${p.apkPath}\n`);
  return 0;
}

/**
 * `pm clear [--user N] PKG`: the package's data directory emptied, as after a fresh install (what isolation
 * "class" and the orchestrator's clearPackageData rely on).
 */
async function pmClear({ device, argv, out }: CommandContext): Promise<number> {
  const pkg = argv.length > 2 ? argv.at(-1)! : undefined;
  if (!pkg || !device.packages.get(pkg)) {
    await out('Failed\n');
    return 1;
  }
  device.fs.clearDir(appDataDir(pkg));
  device.emit('package-cleared', { package: pkg });
  await out('Success\n');
  return 0;
}

/** `pm install|uninstall|list|path|clear|grant`, the part of the package manager droidheal and adb use. */
export const pm: ShellProgram = async (ctx) => {
  switch (ctx.argv[1]) {
    case 'install':
      return pmInstall(ctx);
    case 'uninstall':
      return pmUninstall(ctx);
    case 'list':
      return pmList(ctx);
    case 'path':
      return pmPath(ctx);
    case 'clear':
      return pmClear(ctx);
    case 'resolve-activity':
      return resolveActivity(ctx, ctx.argv.slice(2));
    case 'grant':
    case 'revoke':
    case 'disable-user':
    case 'enable':
      return 0;
    default:
      await ctx.err(`Unknown command: ${ctx.argv[1] ?? ''}\n`);
      return 1;
  }
};

/**
 * `cmd package install [flags] -S SIZE`: the streamed install adb uses when the device advertises
 * `cmd`; the APK arrives on stdin (exec: service). Other `cmd package …` verbs behave like pm.
 */
export const cmd: ShellProgram = async (ctx) => {
  const { argv } = ctx;
  // services Appium's helpers configure (notification listeners, app ops): accepted silently
  if (argv[1] === 'notification' || argv[1] === 'appops' || argv[1] === 'deviceidle') return 0;
  if (argv[1] !== 'package') {
    await ctx.err(`Can't find service: ${argv[1] ?? ''}\n`);
    return 20;
  }
  if (argv[2] !== 'install') return pm({ ...ctx, argv: ['pm', ...argv.slice(2)] });
  const sIndex = argv.indexOf('-S');
  const size = sIndex >= 0 ? Number(argv[sIndex + 1]) : NaN;
  if (!Number.isInteger(size) || size < 0) {
    await ctx.out('Error: APK content must be streamed (-S SIZE)\n');
    return 1;
  }
  const data = await ctx.readStdin(size);
  if (!data) {
    await ctx.out('Failure [INSTALL_FAILED_INVALID_APK: stream ended early]\n');
    return 1;
  }
  const r = await installApk(ctx.device, data, 'base.apk', true);
  await ctx.out(r.text);
  return r.ok ? 0 : 1;
};
