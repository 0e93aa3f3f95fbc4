import path from 'node:path/posix';
import { openApk } from '../apk/read.js';
import { ApkSuite, SUITE_ASSET, type VirtualInstrumentation, type VirtualTestSpec } from '../config/virtual-device.js';

/** A few packages every device lists besides the rack's. */
export const SYSTEM_PACKAGES = [
  'android',
  'com.android.shell',
  'com.android.settings',
  'com.android.systemui',
  'com.android.providers.settings',
];

export interface InstalledPackage {
  name: string;
  /** the installed base.apk path `pm path` prints */
  apkPath: string;
  system: boolean;
  versionCode?: number;
  versionName?: string;
}

/** What an APK file tells the package manager. */
export interface ApkInfo {
  package: string;
  versionCode?: number;
  versionName?: string;
  instrumentation?: { runner: string; target: string };
  /** the suite a test APK carries (SUITE_ASSET), replayed by `am instrument` for this package */
  suite?: VirtualTestSpec[];
}

/** An APK whose suite asset is there but unreadable: `pm install` fails with this text. */
export class BadSuiteAsset extends Error {}

/** The suite asset of an opened APK, undefined when it has none; BadSuiteAsset when it is not valid. */
async function readSuite(apk: { readContent(path: string): Promise<Buffer> }): Promise<VirtualTestSpec[] | undefined> {
  let bytes: Buffer;
  try {
    bytes = await apk.readContent(SUITE_ASSET);
  } catch {
    return undefined; // no such entry: an ordinary APK
  }
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    throw new BadSuiteAsset(`${SUITE_ASSET} is not JSON (${(err as Error).message.split('\n', 1)[0]})`);
  }
  const parsed = ApkSuite.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BadSuiteAsset(`${SUITE_ASSET}: $.${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data.tests;
}

const PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;

/**
 * Read the package (and instrumentation) from an APK's bytes:
 * - a real APK (zip with a binary AndroidManifest.xml), via adbkit-apkreader;
 * - a stand-in: a JSON text `{"package": "…", "instrumentation"?: {"runner": "…", "target": "…"}}`;
 * - otherwise the file name when it looks like a package (`com.example.app.apk`).
 * Returns undefined when none applies (`pm install` then fails like a corrupt APK).
 */
export async function readApkInfo(data: Buffer, fileName: string): Promise<ApkInfo | undefined> {
  if (data.subarray(0, 2).toString('latin1') === 'PK') {
    try {
      const apk = await openApk(data);
      const manifest = await apk.readManifest();
      const inst = manifest.instrumentation;
      const suite = await readSuite(apk);
      return {
        package: manifest.package,
        ...(typeof manifest.versionCode === 'number' ? { versionCode: manifest.versionCode } : {}),
        ...(typeof manifest.versionName === 'string' ? { versionName: manifest.versionName } : {}),
        instrumentation:
          inst?.name && inst.targetPackage ? { runner: inst.name, target: inst.targetPackage } : undefined,
        ...(suite ? { suite } : {}),
      };
    } catch (err) {
      if (err instanceof BadSuiteAsset) throw err;
      // not a readable APK: fall through to the name
    }
  }
  const text = data.subarray(0, 4096).toString('utf8').trim();
  if (text.startsWith('{')) {
    try {
      const j = JSON.parse(data.toString('utf8')) as {
        package?: unknown;
        instrumentation?: { runner?: unknown; target?: unknown };
      };
      if (typeof j.package === 'string' && PACKAGE_NAME.test(j.package)) {
        const i = j.instrumentation;
        return {
          package: j.package,
          instrumentation:
            i && typeof i.runner === 'string' && typeof i.target === 'string'
              ? { runner: i.runner, target: i.target }
              : undefined,
        };
      }
    } catch {
      // not JSON
    }
  }
  const base = path.basename(fileName).replace(/\.apk$/, '');
  return PACKAGE_NAME.test(base) ? { package: base } : undefined;
}

/** Installed packages and instrumentations of one device, and the suites installed test APKs carry. */
export class PackageTable {
  private readonly packages = new Map<string, InstalledPackage>();
  private readonly instrumentations = new Map<string, VirtualInstrumentation>();
  private readonly suites = new Map<string, VirtualTestSpec[]>();

  constructor(userPackages: string[], instrumentations: VirtualInstrumentation[]) {
    for (const p of SYSTEM_PACKAGES)
      this.packages.set(p, { name: p, apkPath: `/system/app/${p}/${p}.apk`, system: true });
    for (const p of userPackages) this.add(p);
    for (const i of instrumentations) {
      this.instrumentations.set(i.package, i);
      this.add(i.package);
    }
  }

  /** Install (or replace) a package; a replacing install without a suite drops the old one. */
  add(
    name: string,
    instrumentation?: { runner: string; target: string },
    suite?: VirtualTestSpec[],
    version: { versionCode?: number; versionName?: string } = {},
  ): void {
    this.packages.set(name, { name, apkPath: `/data/app/${name}-1/base.apk`, system: false, ...version });
    if (instrumentation) this.instrumentations.set(name, { package: name, ...instrumentation });
    if (suite) this.suites.set(name, suite);
    else this.suites.delete(name);
  }

  /** The suite the installed APK of `name` carries, if any. */
  suiteOf(name: string): VirtualTestSpec[] | undefined {
    return this.suites.get(name);
  }

  remove(name: string): boolean {
    const p = this.packages.get(name);
    if (!p || p.system) return false;
    this.packages.delete(name);
    this.instrumentations.delete(name);
    this.suites.delete(name);
    return true;
  }

  get(name: string): InstalledPackage | undefined {
    return this.packages.get(name);
  }

  list(): InstalledPackage[] {
    return [...this.packages.values()];
  }

  listInstrumentations(): VirtualInstrumentation[] {
    return [...this.instrumentations.values()];
  }

  /** The instrumentation for `pkg/runner` (runner may be given relative: `pkg/.Runner`). */
  findInstrumentation(component: string): VirtualInstrumentation | undefined {
    const slash = component.indexOf('/');
    if (slash < 0) return undefined;
    const pkg = component.slice(0, slash);
    let runner = component.slice(slash + 1);
    if (runner.startsWith('.')) runner = pkg + runner;
    const inst = this.instrumentations.get(pkg);
    return inst && inst.runner === runner && this.packages.has(pkg) ? inst : undefined;
  }
}
