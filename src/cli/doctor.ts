import type { Command } from 'commander';
import { ADB_INSTALL_REMEDY, findAdb } from '../adb/locate.js';
import { loadRackOrDefault, type Rack } from '../config/rack.js';
import { engineVersions } from '../heal/engines/versions.js';
import { findSdk, listAvds, SDK_REMEDY } from '../pool/sdk.js';
import { runProcess } from '../process/run.js';
import { closeSandbox } from '../process/sandbox.js';
import { checkSandbox } from '../process/sandbox-probe.js';
import { ExitCode } from './exit-codes.js';
import { setExitCode } from './exit-state.js';
import { withPool } from './pool-session.js';
import { emulatorLine, serverLine } from './render-pool.js';

/** One environment check (the doctor shape): ok, or the problem and the one thing to do. */
interface DoctorCheck {
  name: string;
  ok: boolean;
  /** a failed optional check is reported but does not fail the doctor */
  optional?: boolean;
  message: string;
  remedy?: string;
}

/**
 * A check as a line, its remedy below when it failed. A remedy already printed for an earlier check
 * (a group down because its emulator failed to start) is named, not printed a second time.
 */
function print(c: DoctorCheck, printed: Map<string, string>): void {
  const mark = c.ok ? 'ok  ' : c.optional ? 'warn' : 'FAIL';
  const before = c.remedy ? printed.get(c.remedy) : undefined;
  const remedy = !c.ok && c.remedy ? `\n      → ${before ? `the fix for ${before} above` : c.remedy}` : '';
  if (!c.ok && c.remedy && !before) printed.set(c.remedy, c.name);
  process.stdout.write(`${mark}  ${c.name}: ${c.message}${remedy}\n`);
}

async function adbCheck(): Promise<DoctorCheck> {
  const adb = await findAdb();
  if (!adb)
    return {
      name: 'adb',
      ok: false,
      message: 'not found on PATH or in $ANDROID_HOME/platform-tools',
      remedy: ADB_INSTALL_REMEDY,
    };
  const r = await runProcess({
    file: adb,
    args: ['version'],
    timeoutMs: 10_000,
    outputTailChars: 2000,
    streamTailChars: { stdout: 4000, stderr: 2000 },
  });
  if (!r.spawned || r.exitCode !== 0) {
    const why = !r.spawned ? r.message : r.timedOut ? 'timed out' : `exit ${r.exitCode ?? r.signal}`;
    return { name: 'adb', ok: false, message: `${adb} does not run: ${why}`, remedy: ADB_INSTALL_REMEDY };
  }
  const lines = r.stdout.split('\n');
  const version = lines.find((l) => /Version/i.test(l))?.trim() ?? lines[0];
  return { name: 'adb', ok: true, message: `${adb} (${version})` };
}

/** The fixer CLIs: the version found and the one droidheal's adapter was checked against. */
async function engineChecks(): Promise<DoctorCheck[]> {
  return (await engineVersions()).map((v) =>
    v.path
      ? {
          name: `engine ${v.engine}`,
          ok: true,
          message: `${v.found} at ${v.path}; checked against ${v.checkedAgainst}`,
        }
      : {
          name: `engine ${v.engine}`,
          ok: false,
          // only the engine a heal uses must be there
          optional: true,
          message: `\`${v.binary}\` not installed (checked against ${v.checkedAgainst})`,
          remedy: `to heal with it: ${v.install}`,
        },
  );
}

/** The OS sandbox `droidheal heal` confines every fixer in: tried for real, as heal will. */
async function sandboxCheck(): Promise<DoctorCheck> {
  try {
    const probe = await checkSandbox();
    return probe.available
      ? { name: 'sandbox', ok: true, message: `fixers run confined (${probe.platform})` }
      : {
          name: 'sandbox',
          ok: false,
          // `run` does not need it; `heal` refuses to start a fixer without it (or --no-sandbox)
          optional: true,
          message: `cannot start, so heal will not run a fixer: ${probe.reason}`,
          remedy: `${probe.remedy}; or heal with --no-sandbox (writes outside the worktree detected and refused, not prevented)`,
        };
  } finally {
    await closeSandbox();
  }
}

/** The Android SDK, its emulator and the AVDs; each a problem only when the rack declares emulators. */
async function sdkChecks(rack: Rack): Promise<DoctorCheck[]> {
  const needsEmulator = rack.emulators.length > 0;
  const sdk = await findSdk();
  if (!sdk)
    return [
      {
        name: 'Android SDK',
        ok: false,
        optional: !needsEmulator,
        message: 'ANDROID_HOME / ANDROID_SDK_ROOT not set',
        remedy: SDK_REMEDY,
      },
    ];
  const found: DoctorCheck = { name: 'Android SDK', ok: true, message: `${sdk.root} (from ${sdk.from})` };
  if (!sdk.emulator)
    return [
      found,
      {
        name: 'emulator',
        ok: false,
        optional: !needsEmulator,
        message: `no emulator in ${sdk.root}/emulator`,
        remedy: 'install it with `sdkmanager emulator`',
      },
    ];
  return [found, { name: 'emulator', ok: true, message: sdk.emulator }, ...(await avdChecks(sdk.emulator, rack))];
}

/** The AVDs `emulator -list-avds` names, and each AVD the rack declares that is not among them. */
async function avdChecks(emulator: string, rack: Rack): Promise<DoctorCheck[]> {
  const needsEmulator = rack.emulators.length > 0;
  const avds = await listAvds(emulator, { timeoutMs: 15_000 }).catch((e: Error) => e);
  if (avds instanceof Error)
    return [
      {
        name: 'AVDs',
        ok: false,
        optional: !needsEmulator,
        message: avds.message,
        remedy: 'run `emulator -list-avds` by hand to see why',
      },
    ];
  const listed: DoctorCheck = {
    name: 'AVDs',
    ok: avds.length > 0 || !needsEmulator,
    optional: !needsEmulator,
    message: avds.length ? avds.join(', ') : 'none',
    remedy: 'create one with `avdmanager create avd`',
  };
  const missing = rack.emulators
    .filter((e) => !avds.includes(e.avd))
    .map((e) => ({
      name: `AVD ${e.avd}`,
      ok: false,
      message: 'declared in devices.json but not installed',
      remedy: `create it with \`avdmanager create avd -n ${e.avd} …\`, or fix its name (emulator -list-avds)`,
    }));
  return [listed, ...missing];
}

/** What the pool saw on the rack: each server, emulator, device and group, as checks. */
async function poolChecks(rack: Rack): Promise<DoctorCheck[]> {
  const snap = await withPool(rack, async (pool) => {
    await pool.settled();
    return pool.snapshot();
  });
  return [
    ...snap.servers.map((s) => ({
      name: `server ${s.server}`,
      ok: s.reachable,
      message: serverLine(s).replace(/^server \S+: /, ''),
      remedy: s.remedy,
    })),
    ...snap.emulators.map((e) => ({
      name: `emulator ${e.avd}`,
      ok: e.state === 'booted',
      message: emulatorLine(e).replace(/^emulator \S+ ?/, ''),
      remedy: e.remedy ?? 'check the AVD boots by hand (`emulator -avd NAME`), or raise bootTimeoutMs',
    })),
    ...snap.devices.map((d) => ({
      name: `device ${d.serial}`,
      ok: d.state === 'ready',
      optional: true,
      message:
        `${d.state}${d.reason && d.state !== 'ready' ? ` (${d.reason})` : ''}; ` +
        `${d.model ?? '?'}, SDK ${d.sdk ?? '?'}; groups ${d.groups.join(',') || '-'}`,
      remedy: d.remedy,
    })),
    ...snap.groups.map((g) => ({
      name: `group ${g.name}${g.required ? ' (required)' : ''}`,
      ok: g.canRun,
      optional: !g.required,
      message: g.canRun ? `can run — ${g.detail ?? ''}` : `cannot run [${g.reason}] ${g.detail ?? ''}`,
      remedy: g.remedy,
    })),
  ];
}

/**
 * `droidheal doctor`: the machine first (adb, the sandbox, the fixer CLIs, the SDK), each check printed
 * as it is known; then, when adb runs, what the pool sees on the rack.
 */
async function doctor(opts: { rack?: string }): Promise<void> {
  const rack = await loadRackOrDefault(opts.rack);
  const checks: DoctorCheck[] = [];
  const printed = new Map<string, string>();
  const add = (c: DoctorCheck) => {
    checks.push(c);
    print(c, printed);
  };
  const adb = await adbCheck();
  add(adb);
  add(await sandboxCheck());
  for (const c of await engineChecks()) add(c);
  for (const c of await sdkChecks(rack)) add(c);
  if (!adb.ok) {
    setExitCode(ExitCode.usage);
    return;
  }
  for (const c of await poolChecks(rack)) add(c);
  const failed = checks.filter((c) => !c.ok && !c.optional);
  process.stdout.write(
    failed.length ? `\n${failed.length} problem${failed.length > 1 ? 's' : ''} to fix (see → above)\n` : '\nall good\n',
  );
  setExitCode(failed.length ? ExitCode.undetermined : ExitCode.ok);
}

export function register(program: Command): void {
  program
    .command('doctor')
    .description(
      'check adb, adb servers, the Android SDK and emulator, AVDs and device groups; each problem with the one thing to do',
    )
    .option('--rack <file>', 'devices.json to check (default: ./devices.json when present)')
    .action(doctor);
}
