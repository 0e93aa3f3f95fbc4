import { instrumentationCheck, resolveInstrumentation } from '../checks/instrumentation/check.js';
import { openRackSession } from '../checks/rack-session.js';
import { runReport } from '../checks/run-report.js';
import { runSuite } from '../checks/run-suite.js';
import type { TestId } from '../config/outcome.js';
import type { Group, Rack } from '../config/rack.js';
import type { RunChecks } from '../heal/deps.js';
import { emptyHistory } from '../schedule/history.js';

/**
 * The checks as `droidheal run` runs them, as the heal loop's RunChecks: a rack session per run
 * (leases released at its end, also on abort), the instrumentation check, the run's report value.
 */
export function rackChecks(rack: Rack, groups: Group[], version: string, note: (line: string) => void): RunChecks {
  return async ({ config, configDir, tests, signal }) => {
    const startedAt = new Date();
    if (!config.instrumentation) throw new Error('no instrumentation check in the config');
    const target = await resolveInstrumentation(config.instrumentation, configDir);
    const session = await openRackSession(rack, { groups, signal, leaseWaitMs: config.timeouts.leaseWaitMs });
    try {
      for (const g of session.groups.filter((x) => !x.canRun))
        note(`group ${g.name} cannot run: ${g.detail ?? g.reason}${g.remedy ? ` — ${g.remedy}` : ''}`);
      const suite: TestId[] | undefined =
        tests ??
        config.instrumentation.tests?.map((ref) => ({
          class: ref.slice(0, ref.indexOf('#')),
          method: ref.slice(ref.indexOf('#') + 1),
        }));
      const result = await runSuite({
        check: instrumentationCheck(target, config.timeouts),
        groups: session.groups.map((g) => ({
          name: g.name,
          required: g.required,
          ...(g.canRun
            ? {}
            : { unavailable: { reason: g.reason ?? 'no-device', ...(g.detail ? { detail: g.detail } : {}) } }),
        })),
        devices: session.devices,
        ...(suite ? { tests: suite } : {}),
        history: emptyHistory(),
        ...(config.batchSize ? { batchSize: config.batchSize } : {}),
        reschedule: config.retries.reschedule,
        confirmFailures: config.retries.confirmFailures,
        signal,
      });
      const report = runReport(result, session.snapshot().devices, session.groups, {
        version,
        startedAt,
        finishedAt: new Date(),
        suiteName: target.testPackage,
      });
      return { report };
    } finally {
      await session.close();
    }
  };
}
