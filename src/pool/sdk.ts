import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { type ProcessResult, runProcess } from '../process/run.js';

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

/** Characters of `emulator -list-avds` output kept: thousands of AVD names. */
const AVD_LIST_CHARS = 256 * 1024;

/** How a program that did not exit 0 ended, for a message. */
function endedHow(r: Extract<ProcessResult, { spawned: true }>): string {
  if (r.timedOut) return `timed out after ${Math.round(r.durationMs / 1000)} s`;
  if (r.aborted) return 'interrupted';
  const last = r.stderr.trim().split('\n').pop();
  const how = r.exitCode !== undefined ? `exit code ${r.exitCode}` : `killed by ${r.signal}`;
  return last ? `${how}: ${last}` : how;
}

/** `emulator -list-avds`: the AVD names, bounded. */
export async function listAvds(
  emulator: string,
  opts: { env?: NodeJS.ProcessEnv; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<string[]> {
  const r = await runProcess({
    file: emulator,
    args: ['-list-avds'],
    ...(opts.env !== undefined ? { baseEnv: opts.env } : {}),
    timeoutMs: opts.timeoutMs ?? 10_000,
    ...(opts.signal ? { signal: opts.signal } : {}),
    streamTailChars: { stdout: AVD_LIST_CHARS, stderr: 2000 },
  });
  if (!r.spawned) throw new Error(`\`${emulator} -list-avds\` could not be started: ${r.message}`);
  if (r.exitCode !== 0) throw new Error(`\`${emulator} -list-avds\` failed: ${endedHow(r)}`);
  return (
    r.stdout
      .split('\n')
      .map((l) => l.trim())
      // the real emulator prints INFO/WARNING lines before the names
      .filter((l) => l && !/^(INFO|WARNING|ERROR)\b/.test(l))
  );
}
