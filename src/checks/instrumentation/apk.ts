import { readFile } from 'node:fs/promises';
import { openApk } from '../../apk/read.js';
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
