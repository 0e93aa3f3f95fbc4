import { createRequire } from 'node:module';
import path from 'node:path/posix';
import type { VirtualInstrumentation } from '../config/virtual-device.js';

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
}

/** What an APK file tells the package manager. */
export interface ApkInfo {
  package: string;
  instrumentation?: { runner: string; target: string };
}

interface ApkReaderModule {
  open(apk: Buffer): Promise<{
    readManifest(): Promise<{ package: string; instrumentation?: { name?: string; targetPackage?: string } | null }>;
  }>;
}

const require = createRequire(import.meta.url);

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
      const reader = require('@devicefarmer/adbkit-apkreader') as ApkReaderModule;
      const manifest = await (await reader.open(data)).readManifest();
      const inst = manifest.instrumentation;
      return {
        package: manifest.package,
        instrumentation:
          inst?.name && inst.targetPackage ? { runner: inst.name, target: inst.targetPackage } : undefined,
      };
    } catch {
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

/** Installed packages and instrumentations of one device. */
export class PackageTable {
  private readonly packages = new Map<string, InstalledPackage>();
  private readonly instrumentations = new Map<string, VirtualInstrumentation>();

  constructor(userPackages: string[], instrumentations: VirtualInstrumentation[]) {
    for (const p of SYSTEM_PACKAGES)
      this.packages.set(p, { name: p, apkPath: `/system/app/${p}/${p}.apk`, system: true });
    for (const p of userPackages) this.add(p);
    for (const i of instrumentations) {
      this.instrumentations.set(i.package, i);
      this.add(i.package);
    }
  }

  add(name: string, instrumentation?: { runner: string; target: string }): void {
    this.packages.set(name, { name, apkPath: `/data/app/${name}-1/base.apk`, system: false });
    if (instrumentation) this.instrumentations.set(name, { package: name, ...instrumentation });
  }

  remove(name: string): boolean {
    const p = this.packages.get(name);
    if (!p || p.system) return false;
    this.packages.delete(name);
    this.instrumentations.delete(name);
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
