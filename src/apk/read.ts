import { createRequire } from 'node:module';

/** What droidheal reads of an APK's binary AndroidManifest.xml. */
export interface ApkManifest {
  package: string;
  versionCode?: number;
  versionName?: string;
  instrumentation?: { name?: string; targetPackage?: string } | null;
}

/** An APK opened by adbkit-apkreader: its manifest and any entry's bytes. */
export interface OpenedApk {
  readManifest(): Promise<ApkManifest>;
  readContent(path: string): Promise<Buffer>;
}

/** adbkit-apkreader is CommonJS without types: this is the one place that describes and loads it. */
interface ApkReaderModule {
  open(apk: string | Buffer): Promise<OpenedApk>;
}

const require = createRequire(import.meta.url);

/** Open an APK (a path or its bytes) with adbkit-apkreader, loaded on first use. */
export function openApk(apk: string | Buffer): Promise<OpenedApk> {
  return (require('@devicefarmer/adbkit-apkreader') as ApkReaderModule).open(apk);
}
