import { createHash } from 'node:crypto';
import {
  type Execution,
  type Finding,
  type FindingDevice,
  groupTestKey,
  type StackFrame,
  type TestVerdict,
  testKey,
} from '../config/outcome.js';
import { firstAppFrame, rootCause as innermost, parseTrace } from '../instrument/trace.js';

/**
 * Failures clustered by root cause (docs/architecture.md, "Verdicts"): exception type + first app frame, or the
 * failing assertion's call site. Twenty tests failing on one crash are one finding — one fixer
 * session. Ids are derived from the signature, so the same cause has the same id in every run.
 */
export function clusterFindings(
  verdicts: readonly TestVerdict[],
  executions: readonly Execution[],
  opts: { appPackages?: readonly string[]; devices?: readonly DeviceFactsLike[] } = {},
): Finding[] {
  const failing = new Map(
    verdicts.filter((v) => v.verdict === 'fail').map((v) => [groupTestKey(v.group, v.test), v] as const),
  );
  const clusters = new Map<string, Finding>();
  const verdictsOf = new Map<string, Set<TestVerdict>>();
  for (const e of executions) {
    const verdict = failing.get(groupTestKey(e.group, e.test));
    if (e.outcome !== 'failed' || !verdict) continue;
    const cause = rootCause(e, opts.appPackages ?? []);
    let f = clusters.get(cause.signature);
    if (!f) {
      f = { id: findingId(cause.signature), ...cause, tests: [], devices: [], ...(e.trace ? { trace: e.trace } : {}) };
      clusters.set(cause.signature, f);
      verdictsOf.set(cause.signature, new Set());
    }
    // the log of the first failing run that has one (a device whose log could not be read has none)
    if (!f.logcat && e.logcat) f.logcat = e.logcat;
    verdictsOf.get(cause.signature)!.add(verdict);
    if (!f.tests.some((t) => testKey(t) === testKey(e.test))) f.tests.push(e.test);
    if (e.device && !f.devices.includes(e.device)) f.devices.push(e.device);
  }
  const findings = [...clusters.entries()].map(([signature, f]) => {
    const specific = deviceSpecific([...verdictsOf.get(signature)!]);
    return specific ? { ...f, deviceSpecific: specific } : f;
  });
  return opts.devices ? withDeviceFacts(findings, opts.devices) : findings;
}

/**
 * A finding is device-specific when every verdict behind it is (failed on every run on some
 * devices, passed on the others): the devices it fails on, and those it passes on.
 */
function deviceSpecific(verdicts: readonly TestVerdict[]): Finding['deviceSpecific'] {
  // (no verdicts at all leaves passesOn empty below)
  if (!verdicts.every((v) => v.failsOn && v.passesOn)) return undefined;
  const failsOn = [...new Set(verdicts.flatMap((v) => v.failsOn!))];
  const passesOn = [...new Set(verdicts.flatMap((v) => v.passesOn!))].filter((d) => !failsOn.includes(d));
  if (passesOn.length === 0) return undefined;
  return { failsOn: failsOn.map((serial) => ({ serial })), passesOn: passesOn.map((serial) => ({ serial })) };
}

/** The device facts a finding names (model, SDK, ABI): what the pool knows of a device. */
export interface DeviceFactsLike {
  serial: string;
  model?: string;
  manufacturer?: string;
  sdk?: number;
  abis?: readonly string[];
}

/** Fill the device facts of device-specific findings from the rack snapshot (serials without facts stay bare). */
export function withDeviceFacts(findings: readonly Finding[], devices: readonly DeviceFactsLike[]): Finding[] {
  const facts = (serial: string): FindingDevice => {
    const d = devices.find((x) => x.serial === serial);
    return {
      serial,
      ...(d?.model ? { model: d.model } : {}),
      ...(d?.manufacturer ? { manufacturer: d.manufacturer } : {}),
      ...(d?.sdk !== undefined ? { sdk: d.sdk } : {}),
      ...(d?.abis?.[0] ? { abi: d.abis[0] } : {}),
    };
  };
  return findings.map((f) =>
    f.deviceSpecific
      ? {
          ...f,
          deviceSpecific: {
            failsOn: f.deviceSpecific.failsOn.map((d) => facts(d.serial)),
            passesOn: f.deviceSpecific.passesOn.map((d) => facts(d.serial)),
          },
        }
      : f,
  );
}

/** "Pixel 8 (serial, SDK 34, arm64-v8a)": how reports and messages name a device of a finding. */
export function describeFindingDevice(d: FindingDevice): string {
  const facts = [d.serial, d.sdk !== undefined ? `SDK ${d.sdk}` : undefined, d.abi].filter(Boolean).join(', ');
  return d.model ? `${d.model} (${facts})` : facts;
}

interface RootCause {
  signature: string;
  exceptionType?: string;
  message?: string;
  frame?: StackFrame;
}

function rootCause(e: Execution, appPackages: readonly string[]): RootCause {
  // a problem a host check located (compile error, lint, formatter): the site is the file and line it names
  if (e.location && !e.trace) {
    const at = `${e.location.file}${e.location.line !== undefined ? `:${e.location.line}` : ''}`;
    return {
      signature: `${e.test.method.replace(/:\d+(:\d+)?$/, '')} at ${at}`,
      ...(e.detail ? { message: e.detail } : {}),
      frame: {
        class: e.test.class,
        method: e.test.method,
        file: e.location.file,
        ...(e.location.line !== undefined ? { line: e.location.line } : {}),
      },
    };
  }
  const parsed = e.trace ? parseTrace(e.trace) : undefined;
  // the innermost `Caused by:` is the cause a fixer must address; its frames lead to the app code
  const head = parsed ? innermost(parsed) : undefined;
  const frame = parsed ? firstAppFrame(parsed, appPackages) : undefined;
  const message = head?.message?.split('\n', 1)[0] ?? e.detail;
  const common = {
    ...(head?.type ? { exceptionType: head.type } : {}),
    ...(message ? { message } : {}),
    ...(frame ? { frame } : {}),
  };
  if (head?.type && frame) return { signature: `${head.type} at ${frameText(frame)}`, ...common };
  if (head?.type) return { signature: `${head.type}: ${message ?? ''}`.trim(), ...common };
  // No trace: an app crash without a stack clusters by its message; a timeout is its test's own.
  if (e.failureKind === 'timeout') return { signature: `timeout in ${testKey(e.test)}`, ...common };
  return { signature: `${e.failureKind ?? 'failure'}: ${e.detail ?? 'no detail'}`, ...common };
}

function frameText(f: StackFrame): string {
  return `${f.class}.${f.method}(${f.file ?? '?'}${f.line !== undefined ? `:${f.line}` : ''})`;
}

export function findingId(signature: string): string {
  return `F-${createHash('sha256').update(signature).digest('hex').slice(0, 10)}`;
}
