import { deviceLabel } from '../config/device-facts.js';
import type { ProjectConfig } from '../config/project.js';
import type { Group, Rack } from '../config/rack.js';
import type { DurationHistory } from '../schedule/history.js';
import type { Shard } from '../schedule/shard.js';
import { runOnEveryDevice } from './every-device.js';
import type { CheckDevice } from './kind.js';
import { openRackSession, type RackSession } from './rack-session.js';
import type { Emit, RunChecksOptions } from './run-options.js';
import { type Planned, testsFor } from './run-plan.js';
import { runSuite, type SuiteGroup, type SuiteResult } from './run-suite.js';

/** A device-bound check's run: the check and its results over the rack. */
export interface DeviceRun {
  planned: Planned;
  result: SuiteResult;
}

/** The open-rack phase of a run: lease the devices of every group a device-bound check runs on. */
export function openDeviceRack(
  rack: Rack,
  runGroups: readonly Group[],
  device: readonly Planned[],
  opts: { signal: AbortSignal; leaseWaitMs: number; settleMs?: number; emit: Emit },
): Promise<RackSession> {
  const covered = runGroups.filter((g) => device.some((p) => p.groups.includes(g)));
  return openRackSession(rack, {
    groups: covered,
    signal: opts.signal,
    leaseWaitMs: opts.leaseWaitMs,
    ...(opts.settleMs !== undefined ? { settleMs: opts.settleMs } : {}),
    onWait: (group, ms) =>
      opts.emit({
        type: 'note',
        text: `group ${group}: every ready device is held by another droidheal job; waiting up to ${Math.round(ms / 1000)} s for one`,
      }),
  });
}

/** Say what the rack gave the run: each group that cannot run, each device that is not ready, how many devices. */
export function tellRack(session: RackSession, emit: Emit): void {
  for (const g of session.groups.filter((x) => !x.canRun))
    emit({
      type: 'note',
      text: `group ${g.name} cannot run: ${g.detail ?? g.reason}${g.remedy ? ` — ${g.remedy}` : ''}`,
    });
  // an emulator droidheal gave up on (and stopped) is explained by its group's line above, not as a lost device
  const snapshot = session.snapshot();
  const givenUp = new Set(snapshot.emulators.filter((e) => e.state !== 'booted').map((e) => e.serial));
  for (const d of snapshot.devices.filter((x) => x.state !== 'ready' && !givenUp.has(x.serial)))
    emit({
      type: 'note',
      text: `device ${deviceLabel(d)} is ${d.state}${d.reason ? `: ${d.reason}` : ''}${d.remedy ? ` — ${d.remedy}` : ''}`,
    });
  emit({ type: 'devices', count: session.devices.length, devices: session.devices });
}

/** What the device phase needs besides the session and the checks. */
export interface DeviceRunOptions {
  config: ProjectConfig;
  tests: RunChecksOptions['tests'];
  shard: Shard | undefined;
  history: DurationHistory;
  signal: AbortSignal;
  emit: Emit;
}

/**
 * The run-kinds phase on devices: one check after another on the same leases, so each check has the
 * whole rack while it runs.
 */
export async function runDeviceChecks(
  session: RackSession,
  device: readonly Planned[],
  opts: DeviceRunOptions,
): Promise<DeviceRun[]> {
  const runs: DeviceRun[] = [];
  for (const p of device) {
    opts.emit({ type: 'check-start', check: p.entry.name, kind: p.entry.kind, placement: 'device' });
    const names = new Set(p.groups.map((g) => g.name));
    const unavailable = p.built.placement === 'device' ? p.built.unavailable : undefined;
    const groups = suiteGroups(session, names).map((g) => (unavailable ? { ...g, unavailable } : g));
    const devices = session.devices
      .filter((d) => d.groups.some((g) => names.has(g)))
      .map((d) => ({ ...d, groups: d.groups.filter((g) => names.has(g)) }));
    const result = await runDeviceCheck(p, groups, devices, opts);
    if (result) runs.push({ planned: p, result });
  }
  return runs;
}

/** The session's groups of one check, as the suite runner takes them: unavailable with the pool's reason. */
function suiteGroups(session: RackSession, names: ReadonlySet<string>): SuiteGroup[] {
  return session.groups
    .filter((g) => names.has(g.name))
    .map(
      (g): SuiteGroup => ({
        name: g.name,
        required: g.required,
        ...(g.canRun
          ? {}
          : { unavailable: { reason: g.reason ?? 'no-device', ...(g.detail ? { detail: g.detail } : {}) } }),
      }),
    );
}

/** One device-bound check over its groups' devices: once on every device, or scheduled as a suite. */
async function runDeviceCheck(
  p: Planned,
  groups: SuiteGroup[],
  devices: CheckDevice[],
  opts: DeviceRunOptions,
): Promise<SuiteResult | undefined> {
  const { emit, signal } = opts;
  if (p.built.placement === 'every-device') {
    const wanted = testsFor(p.entry.name, opts.tests);
    const result = await runOnEveryDevice({
      check: p.built.check,
      name: p.entry.name,
      groups,
      devices,
      ...(wanted ? { tests: wanted } : {}),
      signal,
      onExecution: (execution) => emit({ type: 'execution', check: p.entry.name, execution }),
    });
    emit({
      type: 'check-end',
      check: p.entry.name,
      status: result.undetermined ? 'undetermined' : 'ran',
      tests: result.tests.length,
    });
    return result;
  }
  if (p.built.placement !== 'device') return undefined;
  const wanted = testsFor(p.entry.name, opts.tests) ?? p.built.tests;
  const result = await runSuite({
    check: p.built.check,
    groups,
    devices,
    ...(wanted ? { tests: wanted } : {}),
    ...(opts.shard ? { shard: opts.shard } : {}),
    history: opts.history,
    ...(opts.config.batchSize ? { batchSize: opts.config.batchSize } : {}),
    reschedule: opts.config.retries.reschedule,
    confirmFailures: opts.config.retries.confirmFailures,
    signal,
    onEvent: (e) => emit({ ...e, check: p.entry.name }),
  });
  emit({
    type: 'check-end',
    check: p.entry.name,
    status: result.suite.length === 0 && result.groups.some((g) => g.unavailable) ? 'undetermined' : 'ran',
    tests: result.tests.length,
  });
  return result;
}
