import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EnvironmentError } from '../../errors.js';
import { runProcess } from '../../process/run.js';

/**
 * UI checks need Appium, its UiAutomator2 driver and WebdriverIO (~200 MB). They are optional peer
 * dependencies of droidheal: `npm install droidheal` never downloads them; `droidheal setup ui`
 * installs exactly the versions droidheal's package.json names into droidheal's cache, which is
 * also the APPIUM_HOME of every Appium server droidheal starts (never the user's ~/.appium).
 */

interface OwnPackageJson {
  peerDependencies: Record<string, string>;
  droidheal?: { uiTestDriver?: Record<string, string> };
}

function ownPackageJson(): OwnPackageJson {
  // src/checks/ui/deps.ts and dist/checks/ui/deps.js are both three levels below the package root
  const file = fileURLToPath(new URL('../../../package.json', import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as OwnPackageJson;
}

/** The packages `droidheal setup ui` installs, with their pinned versions. */
export function uiPackages(opts: { withFakeDriver?: boolean } = {}): Record<string, string> {
  const own = ownPackageJson();
  return { ...own.peerDependencies, ...(opts.withFakeDriver ? (own.droidheal?.uiTestDriver ?? {}) : {}) };
}

/** droidheal's cache: DROIDHEAL_CACHE_DIR, else $XDG_CACHE_HOME/droidheal, else ~/.cache/droidheal. */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DROIDHEAL_CACHE_DIR) return path.resolve(env.DROIDHEAL_CACHE_DIR);
  const base = env.XDG_CACHE_HOME ? path.resolve(env.XDG_CACHE_HOME) : path.join(os.homedir(), '.cache');
  return path.join(base, 'droidheal');
}

/** Where the UI packages live; also APPIUM_HOME (Appium finds drivers in its package.json). */
export function uiHome(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(cacheDir(env), 'ui');
}

function installedVersion(home: string, name: string): string | undefined {
  try {
    return (
      JSON.parse(readFileSync(path.join(home, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
    ).version;
  } catch {
    return undefined;
  }
}

/** Packages missing or at another version than pinned. */
export function missingUiPackages(home: string, wanted: Record<string, string>): string[] {
  return Object.entries(wanted)
    .filter(([name, version]) => installedVersion(home, name) !== version)
    .map(([name, version]) => `${name}@${version}`);
}

export const SETUP_COMMAND = 'droidheal setup ui';

/** The UI packages, or a one-line EnvironmentError (exit 2) naming the command that installs them. */
export function requireUiPackages(home = uiHome(), wanted = uiPackages()): string {
  const missing = missingUiPackages(home, wanted);
  if (missing.length > 0) {
    throw new EnvironmentError(
      `UI checks need ${missing.join(', ')} (not installed in ${home})`,
      `run \`${SETUP_COMMAND}\` once (installs Appium, its UiAutomator2 driver and WebdriverIO into droidheal's cache)`,
    );
  }
  return home;
}

/**
 * Install the pinned packages into `home` with npm. Idempotent and fast when already there; a lock
 * directory keeps two processes (parallel test files, two CI jobs) from installing at once.
 */
export async function installUiPackages(
  opts: { home?: string; withFakeDriver?: boolean; onLog?: (line: string) => void; timeoutMs?: number } = {},
): Promise<{ installed: string[]; home: string }> {
  const home = opts.home ?? uiHome();
  const wanted = uiPackages({ withFakeDriver: opts.withFakeDriver });
  if (missingUiPackages(home, wanted).length === 0) return { installed: [], home };
  await mkdir(home, { recursive: true });
  const lock = path.join(home, '.install-lock');
  const deadline = Date.now() + (opts.timeoutMs ?? 15 * 60_000);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new EnvironmentError(`another install holds ${lock}`, `remove ${lock}`);
      await new Promise((r) => setTimeout(r, 500));
      if (missingUiPackages(home, wanted).length === 0) return { installed: [], home };
    }
  }
  try {
    const missing = missingUiPackages(home, wanted);
    if (missing.length === 0) return { installed: [], home };
    // keep packages installed earlier (e.g. the fake driver) and pin the wanted ones
    const pkgFile = path.join(home, 'package.json');
    const previous = existsSync(pkgFile)
      ? ((JSON.parse(await readFile(pkgFile, 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {})
      : {};
    const manifest = {
      name: 'droidheal-ui-home',
      private: true,
      description: "droidheal's UI check dependencies (APPIUM_HOME); written by `droidheal setup ui`",
      dependencies: { ...previous, ...wanted },
    };
    await writeFile(pkgFile, `${JSON.stringify(manifest, null, 2)}\n`);
    opts.onLog?.(`installing ${missing.join(', ')} into ${home}`);
    const r = await runProcess({
      file: 'npm',
      args: ['install', '--no-audit', '--no-fund', '--omit=dev', '--loglevel=error'],
      cwd: home,
      timeoutMs: opts.timeoutMs ?? 15 * 60_000,
    });
    if (!r.spawned || r.exitCode !== 0) {
      const last = r.spawned ? r.output.trim().split('\n').filter(Boolean).pop() : r.message;
      const how = !r.spawned
        ? 'npm could not be started'
        : r.timedOut
          ? 'npm timed out'
          : `npm exited ${r.exitCode ?? r.signal}`;
      throw new EnvironmentError(
        `installing the UI packages failed: ${last ?? how}`,
        `check that the npm registry is reachable, then run \`${SETUP_COMMAND}\` again`,
      );
    }
    return { installed: missing, home };
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Import an ESM package installed in `home` (its `exports["."].import`). */
export async function importFromHome<T>(home: string, name: string): Promise<T> {
  const dir = path.join(home, 'node_modules', name);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    main?: string;
    exports?: { '.': string | { import?: string; default?: string } };
  };
  const dot = pkg.exports?.['.'];
  const entry = typeof dot === 'string' ? dot : (dot?.import ?? dot?.default ?? pkg.main ?? 'index.js');
  return (await import(pathToFileURL(path.join(dir, entry)).href)) as T;
}

/** The Appium server's entry script in `home`. */
export function appiumEntry(home: string): string {
  return path.join(home, 'node_modules', 'appium', 'index.js');
}
