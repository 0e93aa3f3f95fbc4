import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { EnvironmentError } from '../errors.js';

export const ADB_INSTALL_REMEDY =
  'install it with `sudo apt-get install adb` (Debian/Ubuntu), or the Android SDK platform-tools and set ANDROID_HOME';

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Find the adb binary: $DROIDHEAL_ADB, PATH, then $ANDROID_HOME / $ANDROID_SDK_ROOT platform-tools. */
export async function findAdb(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  if (env.DROIDHEAL_ADB && (await isExecutable(env.DROIDHEAL_ADB))) return env.DROIDHEAL_ADB;
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'adb');
    if (await isExecutable(candidate)) return candidate;
  }
  for (const sdk of [env.ANDROID_HOME, env.ANDROID_SDK_ROOT]) {
    if (!sdk) continue;
    const candidate = path.join(sdk, 'platform-tools', 'adb');
    if (await isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** Like findAdb, but a missing adb is a one-line error with the command that installs it. */
export async function requireAdb(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const adb = await findAdb(env);
  if (!adb) throw new EnvironmentError('adb not found on PATH or in $ANDROID_HOME/platform-tools', ADB_INSTALL_REMEDY);
  return adb;
}

/** The adb server port the user's tools use: ANDROID_ADB_SERVER_PORT or 5037. */
export function defaultAdbPort(env: NodeJS.ProcessEnv = process.env): number {
  const p = Number(env.ANDROID_ADB_SERVER_PORT);
  return Number.isInteger(p) && p > 0 && p < 65536 ? p : 5037;
}
