import { randomBytes } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The operating system's sandbox around one program (docs/decisions.md, "Containment"): bubblewrap on
 * Linux and Seatbelt on macOS, through `@anthropic-ai/sandbox-runtime`. droidheal says *what* a
 * program may touch (a `Confinement`); this module only turns that into the wrapped argv and keeps the
 * runtime's one network proxy alive. Loaded lazily: only `heal` and `doctor` pay for it.
 */

/** What one confined program sees. Paths are absolute; a path that does not exist is left out. */
export interface Confinement {
  /** the only paths it may write (its worktree, a private HOME); everything else is read-only */
  writable: readonly string[];
  /** replaced by an empty private directory inside (HOME, TMPDIR, /var/tmp, droidheal's own state) */
  hidden: readonly string[];
  /** shown again, read-only, inside a hidden path (the user's repository, the engine's install) */
  readable: readonly string[];
  /** hosts reachable through the proxy (`api.example.com`, `*.example.com`); empty: no network at all */
  allowedDomains: readonly string[];
  /** the program's whole environment: nothing of droidheal's is inherited */
  env: Readonly<Record<string, string>>;
}

/** Why the sandbox cannot start here, and the one thing to do about it. */
export interface SandboxUnavailable {
  reason: string;
  remedy: string;
}

export type SandboxProbe = { available: true; platform: string } | ({ available: false } & SandboxUnavailable);

/** A program wrapped in the sandbox: run `file args` with exactly `env`; call `release` once it has ended. */
export interface WrappedProgram {
  file: string;
  args: string[];
  env: Record<string, string>;
  release(): void;
}

type Runtime = typeof import('@anthropic-ai/sandbox-runtime');
let runtime: Promise<Runtime['SandboxManager']> | undefined;

const PACKAGES = 'bubblewrap socat ripgrep';
/** What the runtime runs on Linux: the sandbox itself, the bridge to the proxy, the scan for files to protect. */
const LINUX_TOOLS = [
  { binary: 'bwrap', package: 'bubblewrap' },
  { binary: 'socat', package: 'socat' },
  { binary: 'rg', package: 'ripgrep' },
] as const;

function onPath(binary: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((d) => d !== '' && existsSync(path.join(d, binary)));
}

/** The remedy for a Linux dependency error the runtime names. */
function linuxRemedy(error: string): string {
  if (/bwrap|bubblewrap|socat|ripgrep|\brg\b/i.test(error)) return `install them: sudo apt-get install ${PACKAGES}`;
  if (/CAP_SETFCAP|namespace|uid map/i.test(error)) return userNamespaceRemedy;
  return 'see docs/decisions.md, "Containment"';
}

const userNamespaceRemedy =
  'enable unprivileged user namespaces: sudo sysctl -w kernel.unprivileged_userns_clone=1 (Debian) or ' +
  'sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0 (Ubuntu 23.10+); in a container, run it with ' +
  '--security-opt seccomp=unconfined or as a privileged job — or heal with --no-sandbox (detection only)';

/** What the runtime's own check says is missing, before anything is started. */
async function dependencyProblem(): Promise<SandboxUnavailable | undefined> {
  if (process.platform !== 'linux' && process.platform !== 'darwin')
    return {
      reason: `no sandbox for ${process.platform}: droidheal confines fixers on Linux (bubblewrap) and macOS (Seatbelt)`,
      remedy: 'heal on Linux or macOS, or pass --no-sandbox (detection only)',
    };
  if (process.platform === 'linux') {
    const missing = LINUX_TOOLS.filter((t) => !onPath(t.binary)).map((t) => `${t.package} (${t.binary})`);
    if (missing.length)
      return {
        reason: `${missing.join(', ')} not found on PATH`,
        remedy: `install them: sudo apt-get install ${PACKAGES}`,
      };
  }
  const { SandboxManager } = await import('@anthropic-ai/sandbox-runtime');
  const deps = SandboxManager.checkDependencies();
  const error = deps.errors[0];
  if (error !== undefined) return { reason: error, remedy: linuxRemedy(error) };
  return undefined;
}

/** Start the runtime once per process: its proxy denies every host unless a program's own list allows it. */
async function manager(): Promise<Runtime['SandboxManager']> {
  runtime ??= (async () => {
    const problem = await dependencyProblem();
    if (problem) throw new SandboxError(problem);
    const { SandboxManager } = await import('@anthropic-ai/sandbox-runtime');
    await SandboxManager.initialize({
      network: { allowedDomains: [], deniedDomains: [], strictAllowlist: false },
      filesystem: { denyRead: [], allowRead: [], allowWrite: [], denyWrite: [] },
    });
    return SandboxManager;
  })();
  try {
    return await runtime;
  } catch (err) {
    runtime = undefined;
    throw err;
  }
}

export class SandboxError extends Error {
  readonly reason: string;
  readonly remedy: string;
  constructor(u: SandboxUnavailable) {
    super(u.reason);
    this.name = 'SandboxError';
    this.reason = u.reason;
    this.remedy = u.remedy;
  }
}

/** One word of a POSIX shell command line, quoted so the shell reads it back unchanged. */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** Existing paths only, each once, by its real location (bubblewrap binds real paths, not links). */
function existing(paths: readonly string[]): string[] {
  const out = new Set<string>();
  for (const p of paths) {
    if (!existsSync(p)) continue;
    try {
      out.add(realpathSync(p));
    } catch {
      // vanished between the two calls: nothing to bind
    }
  }
  return [...out];
}

/**
 * Wrap `file args` for running in `cwd` under `c`. Throws `SandboxError` (with the remedy) when the
 * sandbox cannot start on this machine: a caller never falls back to running unconfined by itself.
 */
export async function wrapInSandbox(
  file: string,
  args: readonly string[],
  cwd: string,
  c: Confinement,
  signal?: AbortSignal,
): Promise<WrappedProgram> {
  const sandbox = await manager();
  // a random id binds this program's proxy connections to its own host list, and nobody else's
  const commandId = randomBytes(18).toString('base64url');
  sandbox.registerCommandNetworkLists(commandId, { allowedDomains: [...c.allowedDomains] });
  const command = [file, ...args].map(shellWord).join(' ');
  // the proxy's sockets live in the system temp dir: bound again over a hidden one, or no host is reachable
  const proxySockets = [sandbox.getLinuxHttpSocketPath(), sandbox.getLinuxSocksSocketPath()].filter(
    (p): p is string => p !== undefined && c.allowedDomains.length > 0,
  );
  const writable = existing([...c.writable, ...proxySockets]);
  // the runtime's own helpers (its seccomp filter) run inside: they must stay visible under a hidden HOME
  const runtimeDir = path.dirname(
    path.dirname(createRequire(import.meta.url).resolve('@anthropic-ai/sandbox-runtime')),
  );
  const wrapped = await sandbox.wrapWithSandboxArgv(
    command,
    undefined,
    {
      network: { allowedDomains: [], deniedDomains: [] },
      filesystem: {
        denyRead: existing(c.hidden),
        allowRead: [...existing([...c.readable, runtimeDir]), ...writable],
        allowWrite: writable,
        denyWrite: [],
      },
    },
    signal,
    cwd,
    { commandId },
  );
  const [wrappedFile, ...wrappedArgs] = wrapped.argv;
  if (wrappedFile === undefined) throw new SandboxError({ reason: 'the sandbox produced no command', remedy: '' });
  // on Linux and macOS the runtime sets its proxy variables inside the wrapper and hands back
  // droidheal's own environment, which the program must not inherit
  const env: Record<string, string> = { ...c.env };
  let released = false;
  return {
    file: wrappedFile,
    args: wrappedArgs,
    env,
    release() {
      if (released) return;
      released = true;
      sandbox.unregisterCommandNetworkLists(commandId);
      // bubblewrap leaves empty mount-point files behind; the runtime removes them once no sandbox runs
      sandbox.cleanupAfterCommand();
    },
  };
}

/**
 * Whether the sandbox works here: the runtime's dependency check, then a real confined `true` (a
 * kernel or AppArmor that forbids unprivileged user namespaces fails only when tried).
 */
export async function probeSandbox(
  run: (w: WrappedProgram) => Promise<{ exitCode?: number; output: string }>,
): Promise<SandboxProbe> {
  let wrapped: WrappedProgram | undefined;
  try {
    wrapped = await wrapInSandbox('/bin/sh', ['-c', 'exit 0'], process.cwd(), {
      writable: [],
      hidden: [],
      readable: [],
      allowedDomains: [],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    });
    const r = await run(wrapped);
    if (r.exitCode === 0) return { available: true, platform: platformName() };
    return { available: false, ...explainStartFailure(r.output) };
  } catch (err) {
    if (err instanceof SandboxError) return { available: false, reason: err.reason, remedy: err.remedy };
    return { available: false, reason: (err as Error).message, remedy: 'see docs/decisions.md, "Containment"' };
  } finally {
    wrapped?.release();
  }
}

function platformName(): string {
  return process.platform === 'darwin' ? 'Seatbelt (sandbox-exec)' : 'bubblewrap';
}

/** bubblewrap's own words when it cannot start, turned into a reason and a remedy. */
export function explainStartFailure(output: string): SandboxUnavailable {
  const line =
    output
      .trim()
      .split('\n')
      .find((l) => /bwrap|namespace|permission|operation not permitted/i.test(l)) ??
    output.trim().split('\n').pop() ??
    '';
  if (/namespace|uid map|setting up uid|Operation not permitted|Permission denied/i.test(line))
    return {
      reason: `unprivileged user namespaces are not allowed here (${line.trim()})`,
      remedy: userNamespaceRemedy,
    };
  return {
    reason: `the sandbox did not start${line ? `: ${line.trim()}` : ''}`,
    remedy: 'run `droidheal doctor` for details',
  };
}

/** Stop the runtime's proxy (end of a command); the next wrap starts it again. */
export async function closeSandbox(): Promise<void> {
  const r = runtime;
  runtime = undefined;
  if (!r) return;
  const sandbox = await r.catch(() => undefined);
  await sandbox?.reset();
}
