import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readFile, realpath, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EngineName, SandboxConfig } from '../config/heal.js';
import { EnvironmentError } from '../errors.js';
import type { Confinement } from '../process/sandbox.js';
import { type EngineSandboxProfile, engineSandboxProfiles } from './engines/sandbox-profiles.js';
import { findExecutable } from './engines/which.js';
import { gitOk } from './git.js';
import { describeWrites, type OutsideReport, watchOutside } from './outside-writes.js';

/**
 * What every program a heal runs after droidheal hands over control may see (docs/decisions.md,
 * "Containment"): a fixer session, the build, the regenerators and the host checks all run code the
 * fixer may have written. Each runs in the OS sandbox with the root filesystem read-only, its worktree
 * the only writable project path, a private throwaway HOME and TMPDIR, the user's git directory
 * read-only, the user's working tree, droidheal's own state and the user's secrets hidden, and no
 * network but its own hosts.
 * `--no-sandbox` (mode `detect`) runs them unconfined and the session compares the disk before and after.
 */
export type ContainmentMode = 'sandbox' | 'detect';

export interface ContainmentOptions {
  mode: ContainmentMode;
  /** the user's repository (top directory) */
  repo: string;
  engine: EngineName;
  /** the `command` engine's command line: paths it names are shown read-only */
  engineCommand?: string;
  settings: SandboxConfig;
  /** droidheal's own state a fixer has no business reading: the report directory */
  stateDirs: readonly string[];
  /** the environment the confined programs' variables are picked from (default: this process's) */
  env?: NodeJS.ProcessEnv;
  /** `detect` mode: paths other programs droidheal runs write during a session (a private adb server's HOME) */
  ignoreOutside?: readonly string[];
}

/** One engine session's view; `end` removes its private HOME and says what it wrote outside its worktree. */
export interface SessionConfinement {
  /** undefined in `detect` mode: the program runs unconfined */
  confine?: Confinement;
  /**
   * After the session: every write outside the worktree found (`detect` mode; always none in the
   * sandbox, which keeps them off the disk), each a line naming the path and what happened to it.
   */
  end(): Promise<{ outside: string[] }>;
}

export interface Containment {
  readonly mode: ContainmentMode;
  /** the hosts a fixer session may reach (its engine's API, heal.sandbox.allowedDomains); none in `detect` mode */
  readonly engineHosts: readonly string[];
  /** a fresh private HOME holding copies of the engine's own config and credentials, and the session's view */
  engineSession(worktree: string, promptDir: string): Promise<SessionConfinement>;
  /** the build, regenerators and host checks run after a fix (undefined in `detect` mode) */
  judges(worktree: string): Confinement | undefined;
  /** remove the private HOMEs */
  close(): Promise<void>;
}

/** Variables every confined program gets from droidheal's environment (never credentials). */
const BASE_ENV = [
  'PATH',
  'LANG',
  'LANGUAGE',
  'LC_*',
  'TERM',
  'COLORTERM',
  'TZ',
  'USER',
  'LOGNAME',
  'SHELL',
  'NO_COLOR',
  'FORCE_COLOR',
  'DROIDHEAL_*',
];
/** What a JVM/Gradle/Android build reads besides. */
const BUILD_ENV = ['JAVA_HOME', 'ANDROID_HOME', 'ANDROID_SDK_ROOT', 'ANDROID_NDK_HOME', 'GRADLE_OPTS', 'JAVA_OPTS'];
/** Gradle user home directories a build writes (its caches); its gradle.properties and init scripts stay out. */
const GRADLE_CACHES = ['caches', 'wrapper', 'daemon', 'native', 'jdks', '.tmp', 'kotlin-profile'];

/** droidheal's own installation: the fixture build stand-in, the fixers of the demo, the sandbox runtime. */
const droidhealRoot = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));

function matches(name: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => (p.endsWith('*') ? name.startsWith(p.slice(0, -1)) : name === p));
}

/** The variables of `env` whose names match `patterns`. */
export function pickEnv(env: NodeJS.ProcessEnv, patterns: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && matches(k, patterns)) out[k] = v;
  return out;
}

/** `host[:port]` of every `*_BASE_URL` / `*_API_BASE` the engine is given: a model gateway it must reach. */
export function gatewayHosts(env: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(env)) {
    if (!/_(BASE_URL|API_BASE)$/.test(k)) continue;
    try {
      const u = new URL(v);
      out.push(u.port ? `${u.hostname}:${u.port}` : u.hostname);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return out;
}

/**
 * Where a program is installed, to show it read-only inside a hidden HOME: the directory it is found
 * in (so PATH finds it), and its package (`node_modules/<name>`) or prefix (`<prefix>/bin/<name>`).
 */
export async function installPaths(file: string): Promise<string[]> {
  const out = [path.dirname(file)];
  const real = await realpath(file).catch(() => file);
  const parts = real.split(path.sep);
  const nm = parts.lastIndexOf('node_modules');
  if (nm >= 0) out.push(parts.slice(0, nm + (parts[nm + 1]?.startsWith('@') ? 3 : 2)).join(path.sep));
  else if (path.basename(path.dirname(real)) === 'bin') out.push(path.dirname(path.dirname(real)));
  else out.push(path.dirname(real));
  return out;
}

/**
 * Paths replaced by an empty private directory (a file: by an empty file): where the user's secrets,
 * other repositories and droidheal's state live. The user's working tree is hidden too: the worktree
 * holds every tracked file, and what only the working tree holds is what is not committed on purpose
 * (`local.properties`, `keystore.properties`, `.env`, a signing key). Its git directory is shown again
 * (git in the worktree reads it), all but its `config`, where CI keeps the token it checked out with
 * (`http.extraheader`) and remotes keep credentials in their URLs; git runs on defaults without it.
 */
function hiddenPaths(home: string, repo: string, gitDir: string, stateDirs: readonly string[]): string[] {
  return [
    home,
    os.homedir(),
    '/root',
    '/home',
    // agent sockets (ssh-agent, gpg-agent) live here
    '/run/user',
    os.tmpdir(),
    '/tmp',
    '/var/tmp',
    '/dev/shm',
    // what a process running as root could otherwise read: password hashes, the host's ssh keys
    '/etc/shadow',
    '/etc/gshadow',
    '/etc/ssh',
    repo,
    path.join(gitDir, 'config'),
    ...stateDirs,
  ];
}

/**
 * What the session's own git writes in the user's git directory, which the worktree inspection
 * (escape.ts) judges instead: the worktree's admin directory, the heal branch, objects of its commits.
 */
async function ownGitPaths(worktree: string, gitDir: string): Promise<string[]> {
  const admin = /^gitdir: (.*)$/m.exec(await readFile(path.join(worktree, '.git'), 'utf8').catch(() => ''))?.[1];
  return [
    ...(admin ? [path.resolve(worktree, admin.trim())] : []),
    path.join(gitDir, 'objects'),
    path.join(gitDir, 'refs', 'heads', 'droidheal'),
    path.join(gitDir, 'logs', 'refs', 'heads', 'droidheal'),
  ];
}

/** The user's tracked files with changes of their own (never restored over: they would be lost). */
async function dirtyPaths(repo: string): Promise<Set<string>> {
  const out = await gitOk(repo, ['--no-optional-locks', 'status', '--porcelain=v1', '-z', '--no-renames']).catch(
    () => '',
  );
  return new Set(
    out
      .split('\0')
      .filter(Boolean)
      .map((e) => e.slice(3)),
  );
}

/**
 * A tracked file of the user's working tree that was clean before the session and was modified or
 * deleted during it is checked out again from the index: nothing of the user's is lost that way.
 */
async function restoreTracked(repo: string, gitDir: string, report: OutsideReport, dirty: Set<string>) {
  for (const w of report.writes) {
    if (w.change === 'created' || !isInside(w.path, repo) || isInside(w.path, gitDir)) continue;
    const rel = path.relative(repo, w.path);
    if (dirty.has(rel)) continue;
    const tracked = await gitOk(repo, ['ls-files', '--error-unmatch', '--', rel]).then(
      () => true,
      () => false,
    );
    if (tracked)
      w.undone = await gitOk(repo, ['checkout', '--', rel]).then(
        () => true,
        () => false,
      );
  }
}

const isInside = (p: string, dir: string) => p === dir || p.startsWith(dir + path.sep);

/** Copy `files` (relative to `from`) that exist into `to`, owner-only: they may be credentials. */
async function copyPrivate(from: string, to: string, files: readonly string[]): Promise<void> {
  for (const f of files) {
    const src = path.join(from, f);
    if (!existsSync(src)) continue;
    const dst = path.join(to, f);
    await mkdir(path.dirname(dst), { recursive: true, mode: 0o700 });
    await copyFile(src, dst);
    await chmod(dst, 0o600);
  }
}

/** The program words of a command line that name existing absolute paths (a fixer script and its directory). */
function commandPaths(command: string | undefined): string[] {
  if (!command) return [];
  return command
    .split(/\s+/)
    .map((w) => w.replace(/^['"]|['"]$/g, ''))
    .filter((w) => path.isAbsolute(w) && existsSync(w))
    .map((w) => path.dirname(w));
}

export async function openContainment(opts: ContainmentOptions): Promise<Containment> {
  const env = opts.env ?? process.env;
  const home = env.HOME ?? os.homedir();
  const profile: EngineSandboxProfile = engineSandboxProfiles[opts.engine];
  // the worktree's .git file points into the repository's git directory, which may live elsewhere
  const gitDir = path.resolve(opts.repo, (await gitOk(opts.repo, ['rev-parse', '--git-common-dir'])).trim());
  const hidden = hiddenPaths(home, opts.repo, gitDir, opts.stateDirs);
  const runtime = [path.dirname(path.dirname(process.execPath)), droidhealRoot];
  const userReadable = opts.settings.readable.map((p) => path.resolve(opts.repo, p));
  const homes: string[] = [];
  const privateHome = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-home-'));
    homes.push(dir);
    return dir;
  };

  if (opts.mode === 'detect')
    return {
      mode: 'detect',
      engineHosts: [],
      async engineSession(worktree, promptDir) {
        // before the watch starts: git status refreshes the user's index
        const dirtyBefore = await dirtyPaths(opts.repo);
        const watch = await watchOutside({
          roots: [
            { path: opts.repo, why: "the user's repository" },
            { path: gitDir, why: "the user's git directory" },
            { path: home, why: 'HOME' },
            { path: os.tmpdir(), why: 'TMPDIR' },
            ...['/tmp', '/var/tmp', '/dev/shm'].map((p) => ({ path: p, why: p })),
            { path: path.dirname(worktree), why: "the worktree's parent" },
          ].filter((r) => existsSync(r.path)),
          // only droidheal's own scratch beside the worktree is safe to clean: no other program writes there
          removeWithin: [path.dirname(worktree)],
          exclude: [
            worktree,
            promptDir,
            ...opts.stateDirs,
            ...(await ownGitPaths(worktree, gitDir)),
            ...(opts.ignoreOutside ?? []),
          ],
        });
        return {
          end: async () => {
            const report = await watch.finish();
            await restoreTracked(opts.repo, gitDir, report, dirtyBefore);
            return { outside: describeWrites(report) };
          },
        };
      },
      judges: () => undefined,
      close: async () => {},
    };

  const binary = profile.binary ? await findExecutable(profile.binary, env) : undefined;
  const engineInstall = binary ? await installPaths(binary) : [];
  const buildHome = await privateHome();
  const gradleHome = env.GRADLE_USER_HOME ?? path.join(home, '.gradle');
  // a bind needs its directory: on a machine that never ran Gradle, make the caches it would make itself
  if (['gradlew', 'settings.gradle', 'settings.gradle.kts'].some((f) => existsSync(path.join(opts.repo, f))))
    await Promise.all(GRADLE_CACHES.map((d) => mkdir(path.join(gradleHome, d), { recursive: true })));

  return {
    mode: 'sandbox',
    engineHosts: [
      ...profile.domains,
      ...opts.settings.allowedDomains,
      ...gatewayHosts(pickEnv(env, [...profile.env, ...opts.settings.passEnv])),
    ],
    async engineSession(worktree, promptDir) {
      const sessionHome = await privateHome();
      await copyPrivate(home, sessionHome, profile.homeFiles);
      const picked = pickEnv(env, [...BASE_ENV, ...profile.env, ...opts.settings.passEnv]);
      const moved: Record<string, string> = {};
      const c = profile.configHome;
      if (c) {
        const dst = path.join(sessionHome, c.dir);
        // the variable must name a directory that exists (codex refuses to start otherwise), copied or not
        await mkdir(dst, { recursive: true, mode: 0o700 });
        await copyPrivate(env[c.env] ?? path.join(home, c.dir), dst, c.files);
        moved[c.env] = dst;
      }
      const sessionEnv = {
        ...picked,
        ...profile.setEnv,
        ...moved,
        HOME: sessionHome,
        TMPDIR: os.tmpdir(),
      };
      return {
        confine: {
          writable: [worktree, sessionHome],
          hidden,
          readable: [
            gitDir,
            promptDir,
            ...engineInstall,
            ...commandPaths(opts.engineCommand),
            ...runtime,
            ...userReadable,
          ],
          allowedDomains: [...profile.domains, ...opts.settings.allowedDomains, ...gatewayHosts(picked)],
          env: sessionEnv,
        },
        end: async () => {
          homes.splice(homes.indexOf(sessionHome), 1);
          await rm(sessionHome, { recursive: true, force: true });
          return { outside: [] };
        },
      };
    },
    judges(worktree) {
      const sdk = [env.ANDROID_HOME, env.ANDROID_SDK_ROOT, path.join(home, 'Android', 'Sdk')].filter(
        (p): p is string => p !== undefined,
      );
      return {
        writable: [
          worktree,
          buildHome,
          ...GRADLE_CACHES.map((d) => path.join(gradleHome, d)),
          path.join(home, '.kotlin'),
          ...opts.settings.writable.map((p) => path.resolve(opts.repo, p)),
        ],
        hidden,
        readable: [
          gitDir,
          ...sdk,
          ...(env.JAVA_HOME ? [env.JAVA_HOME] : []),
          path.join(home, '.m2', 'repository'),
          // AGP signs debug builds with it; the rest of ~/.android (adbkey) stays hidden
          path.join(home, '.android', 'debug.keystore'),
          ...runtime,
          ...userReadable,
        ],
        allowedDomains: [...opts.settings.buildAllowedDomains],
        env: {
          ...pickEnv(env, [...BASE_ENV, ...BUILD_ENV, ...opts.settings.passEnv]),
          HOME: buildHome,
          TMPDIR: os.tmpdir(),
          GRADLE_USER_HOME: gradleHome,
        },
      };
    },
    async close() {
      await Promise.all(homes.splice(0).map((d) => rm(d, { recursive: true, force: true })));
    },
  };
}

/** The sandbox cannot start and `--no-sandbox` was not given: one line, the remedy, exit 2. */
export function sandboxRequired(reason: string, remedy: string): EnvironmentError {
  return new EnvironmentError(
    `the sandbox that confines the fixer cannot start: ${reason}`,
    `${remedy}; or pass --no-sandbox to run fixers unconfined, with every write outside the worktree detected and refused`,
  );
}
