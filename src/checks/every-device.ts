import { AbortFanOut } from '../adb/abort-fan-out.js';
import { labelOf } from '../config/device-facts.js';
import type { Execution, TestId } from '../config/outcome.js';
import { testKey } from '../config/outcome.js';
import { runVerdict } from '../verdict/run-verdict.js';
import { testVerdicts } from '../verdict/test-verdict.js';
import type { CheckDevice, HostCheck, HostCheckResult } from './kind.js';
import { type SuiteGroup, type SuiteResult, suiteGroupStatuses } from './run-suite.js';

/**
 * A host-style check run once on every leased device of its groups, all at once (a team's own
 * device script: `command` with `device: true`). Each device's results count for every group the
 * device serves; a group with no device is undetermined, as for any device-bound check.
 */
export async function runOnEveryDevice(opts: {
  check: HostCheck;
  name: string;
  groups: readonly SuiteGroup[];
  devices: readonly CheckDevice[];
  tests?: readonly TestId[];
  signal: AbortSignal;
  onExecution?: (e: Execution) => void;
}): Promise<SuiteResult> {
  const names = new Set(opts.groups.filter((g) => !g.unavailable).map((g) => g.name));
  const devices = opts.devices.filter((d) => d.groups.some((g) => names.has(g)));
  // all devices at once: one listener on the run's signal, each device's run on a child of it
  const fanOut = new AbortFanOut(opts.signal);
  const runs = await Promise.all(
    devices.map(async (device) => {
      let result: HostCheckResult;
      const stop = fanOut.child();
      try {
        result = await opts.check.run({ signal: stop.signal, device, ...(opts.tests ? { tests: opts.tests } : {}) });
      } catch (err) {
        result = { executions: [], undetermined: { reason: 'setup-failed', detail: (err as Error).message } };
      } finally {
        stop.release();
      }
      const executions: Execution[] = device.groups
        .filter((g) => names.has(g))
        .flatMap((group) =>
          result.executions.map((e) => ({ ...e, check: opts.name, device: device.serial, group, attempt: 1 })),
        );
      for (const e of executions) opts.onExecution?.(e);
      return { result, executions };
    }),
  ).finally(() => fanOut[Symbol.dispose]());
  const executions = runs.flatMap((r) => r.executions);
  const groups = suiteGroupStatuses(opts.groups, devices);
  const suite = [...new Map(executions.map((e) => [testKey(e.test), e.test])).values()];
  const verdicts = testVerdicts(
    groups.map((g) => ({ name: g.name, tests: suite })),
    executions,
    (serial) => labelOf(devices, serial),
  );
  const undetermined = runs.find((r) => r.result.undetermined)?.result;
  return {
    suite,
    tests: suite,
    groups,
    executions,
    verdicts,
    findings: [],
    runVerdict: runVerdict(
      verdicts,
      groups.map((g) => ({ name: g.name, required: g.required, undetermined: g.status === 'undetermined' })),
    ),
    ...(undetermined?.undetermined ? { undetermined: undetermined.undetermined } : {}),
    ...(runs[0]?.result.outputTail ? { outputTail: runs[0].result.outputTail } : {}),
  };
}
