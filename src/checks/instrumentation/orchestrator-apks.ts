import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '../../errors.js';

/** The two APKs isolation "test" installs: AndroidX Test Orchestrator and the test services it runs shell commands through. */
export interface OrchestratorApks {
  orchestrator: string;
  testServices: string;
}

/** Where Gradle keeps a downloaded artifact: `<group>/<module>/<version>/<sha1>/<module>-<version>.apk`. */
const ARTIFACTS = {
  orchestrator: { group: 'androidx.test', module: 'orchestrator', dependency: 'androidx.test:orchestrator:1.5.1' },
  testServices: {
    group: 'androidx.test.services',
    module: 'test-services',
    dependency: 'androidx.test.services:test-services:1.5.0',
  },
} as const;

/** Gradle's user home: GRADLE_USER_HOME, else ~/.gradle (as Gradle itself decides). */
export function gradleUserHome(env: NodeJS.ProcessEnv = process.env): string {
  return env.GRADLE_USER_HOME || path.join(os.homedir(), '.gradle');
}

/** Compare dotted versions numerically (1.10.0 > 1.9.1); a pre-release suffix sorts below its release. */
function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split(/[.-]/).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i];
    const y = pb[i];
    if (x === y) continue;
    if (x === undefined) return typeof y === 'number' ? -1 : 1; // 1.5 < 1.5.1, 1.5 > 1.5-alpha
    if (y === undefined) return typeof x === 'number' ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    if (typeof x === 'number') return 1;
    if (typeof y === 'number') return -1;
    return x < y ? -1 : 1;
  }
  return 0;
}

const list = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

/** The newest APK of one artifact in Gradle's module cache, or undefined. */
export function newestCachedApk(gradleHome: string, group: string, module: string): string | undefined {
  const base = path.join(gradleHome, 'caches', 'modules-2', 'files-2.1', group, module);
  const versions = list(base).sort(compareVersions).reverse();
  for (const version of versions) {
    for (const hash of list(path.join(base, version))) {
      const apk = path.join(base, version, hash, `${module}-${version}.apk`);
      if (existsSync(apk)) return apk;
    }
  }
  return undefined;
}

/**
 * The orchestrator and test services APKs for isolation "test": the configured paths, else the newest
 * in the Gradle cache (where `androidTestUtil` dependencies land). A missing one is a configuration
 * error naming the dependency that puts it there.
 */
export function findOrchestratorApks(
  configured: { orchestratorApk?: string; testServicesApk?: string },
  configDir: string,
  gradleHome: string = gradleUserHome(),
): OrchestratorApks {
  const find = (key: 'orchestrator' | 'testServices', given: string | undefined): string => {
    const a = ARTIFACTS[key];
    const field = key === 'orchestrator' ? 'orchestratorApk' : 'testServicesApk';
    if (given !== undefined) {
      const abs = path.resolve(configDir, given);
      if (existsSync(abs)) return abs;
      throw new ConfigError(`isolation "test": ${field} ${given} does not exist`, {
        remedy: `point "${field}" at the ${a.module} APK, or remove it to use the one in the Gradle cache`,
      });
    }
    const cached = newestCachedApk(gradleHome, a.group, a.module);
    if (cached) return cached;
    const where = path.join(gradleHome, 'caches', 'modules-2', 'files-2.1', a.group, a.module);
    throw new ConfigError(`isolation "test" needs the ${a.group}:${a.module} APK, and none is in ${where}`, {
      remedy: `add androidTestUtil("${a.dependency}") to the app's build and build the androidTest APK, or set "${field}" in droidheal.json`,
    });
  };
  return {
    orchestrator: find('orchestrator', configured.orchestratorApk),
    testServices: find('testServices', configured.testServicesApk),
  };
}
