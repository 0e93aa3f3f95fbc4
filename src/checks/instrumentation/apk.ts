import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openApk } from '../../apk/read.js';
import type { ReportApk } from '../../config/report.js';
import { ConfigError } from '../../errors.js';

/** What droidheal needs from a test APK's manifest. */
export interface TestApkInfo {
  testPackage: string;
  runner?: string;
  targetPackage?: string;
}

/**
 * Package, runner and target from an APK's binary AndroidManifest.xml (adbkit-apkreader). The
 * virtual device's stand-in APKs (a JSON text `{"package", "instrumentation": {"runner",
 * "target"}}`, see src/virtual/packages.ts) are read too, so the install path is testable without
 * an Android build.
 */
export async function readTestApk(file: string): Promise<TestApkInfo> {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch (err) {
    throw new ConfigError(`cannot read the APK: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`, {
      file,
      remedy: 'check testApk/appApk in droidheal.json',
    });
  }
  if (data.subarray(0, 2).toString('latin1') === 'PK') {
    try {
      const m = await (await openApk(data)).readManifest();
      const inst = m.instrumentation ?? undefined;
      return {
        testPackage: m.package,
        ...(inst?.name ? { runner: inst.name } : {}),
        ...(inst?.targetPackage ? { targetPackage: inst.targetPackage } : {}),
      };
    } catch (err) {
      throw new ConfigError(`not a readable APK (${(err as Error).message})`, {
        file,
        remedy: 'rebuild it, e.g. ./gradlew assembleDebugAndroidTest',
      });
    }
  }
  try {
    const j = JSON.parse(data.toString('utf8')) as {
      package?: unknown;
      instrumentation?: { runner?: unknown; target?: unknown };
    };
    if (typeof j.package === 'string') {
      const i = j.instrumentation;
      return {
        testPackage: j.package,
        ...(typeof i?.runner === 'string' ? { runner: i.runner } : {}),
        ...(typeof i?.target === 'string' ? { targetPackage: i.target } : {}),
      };
    }
  } catch {
    // fall through
  }
  throw new ConfigError('not an APK (no zip header)', { file, remedy: 'point testApk/appApk at the built .apk files' });
}

/**
 * Which build an APK is, for the report: its package and version from the manifest (or a stand-in's
 * JSON, which may carry `versionName`/`versionCode` too). Best effort: an unreadable APK is left out,
 * installing it then says what is wrong.
 */
export async function readApkVersion(file: string, role: ReportApk['role']): Promise<ReportApk | undefined> {
  const data = await readFile(file).catch(() => undefined);
  if (!data) return undefined;
  const base = { role, file: path.basename(file) };
  if (data.subarray(0, 2).toString('latin1') === 'PK') {
    const m = await openApk(data)
      .then((apk) => apk.readManifest())
      .catch(() => undefined);
    return m ? { ...base, package: m.package, ...versionOf(m) } : undefined;
  }
  try {
    const j = JSON.parse(data.toString('utf8')) as { package?: unknown; versionName?: unknown; versionCode?: unknown };
    return typeof j.package === 'string' ? { ...base, package: j.package, ...versionOf(j) } : undefined;
  } catch {
    return undefined;
  }
}

function versionOf(m: {
  versionName?: unknown;
  versionCode?: unknown;
}): Pick<ReportApk, 'versionName' | 'versionCode'> {
  return {
    ...(typeof m.versionName === 'string' ? { versionName: m.versionName } : {}),
    ...(typeof m.versionCode === 'number' && Number.isInteger(m.versionCode) ? { versionCode: m.versionCode } : {}),
  };
}
