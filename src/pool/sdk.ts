import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { execa } from 'execa';

export interface AndroidSdk {
  root: string;
  /** which variable named it */
  from: 'ANDROID_HOME' | 'ANDROID_SDK_ROOT';
  /** the `emulator` program, when the SDK has one */
  emulator?: string;
}

export const SDK_REMEDY = 'install the Android SDK (with the emulator package) and set ANDROID_HOME to it';

/**
 * What to do when an emulator cannot even be started: the SDK, its emulator package and a system image
 * for the AVD — not a longer boot timeout. The image is an example; any the AVD was made with will do.
 */
export function emulatorSetupRemedy(avd: string, hasSdk: boolean): string {
  const image = 'system-images;android-34;google_apis;x86_64';
  const install = `sdkmanager "emulator" "platform-tools" "${image}" && avdmanager create avd -n ${avd} -k "${image}"`;
  return hasSdk
    ? `install the emulator and a system image into $ANDROID_HOME: ${install}`
    : `install the Android SDK command-line tools, set ANDROID_HOME to the SDK, then: ${install}`;
}

async function isExecutable(file: string): Promise<boolean> {
  return access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}

/** The Android SDK named by ANDROID_HOME, else ANDROID_SDK_ROOT (docs/devices.md). */
export async function findSdk(env: NodeJS.ProcessEnv = process.env): Promise<AndroidSdk | undefined> {
  for (const from of ['ANDROID_HOME', 'ANDROID_SDK_ROOT'] as const) {
    const root = env[from];
    if (!root) continue;
    const emulator = path.join(root, 'emulator', 'emulator');
    return { root, from, emulator: (await isExecutable(emulator)) ? emulator : undefined };
  }
  return undefined;
}

/** `emulator -list-avds`: the AVD names, bounded. */
export async function listAvds(
  emulator: string,
  opts: { env?: NodeJS.ProcessEnv; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<string[]> {
  const r = await execa(emulator, ['-list-avds'], {
    env: opts.env,
    extendEnv: opts.env === undefined,
    timeout: opts.timeoutMs ?? 10_000,
    cancelSignal: opts.signal,
    reject: false,
  });
  if (r.failed) throw new Error(`\`${emulator} -list-avds\` failed: ${r.shortMessage}`);
  return (
    String(r.stdout)
      .split('\n')
      .map((l) => l.trim())
      // the real emulator prints INFO/WARNING lines before the names
      .filter((l) => l && !/^(INFO|WARNING|ERROR)\b/.test(l))
  );
}
