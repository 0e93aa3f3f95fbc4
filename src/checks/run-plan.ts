import type { TestId } from '../config/outcome.js';
import { type CheckConfig, checksOf } from '../config/project.js';
import type { Group } from '../config/rack.js';
import { UsageError } from '../errors.js';
import { EvidenceStore } from './evidence/store.js';
import { checkGroups, groupsToCover } from './groups.js';
import type { BuiltCheck } from './kind.js';
import { factoryOf } from './kinds.js';
import type { Emit, RunChecksOptions } from './run-options.js';

/** One configured check, built by its kind's factory, with the device groups it runs on (none for a host check). */
export interface Planned {
  entry: CheckConfig;
  built: BuiltCheck;
  groups: Group[];
}

/**
 * The plan phase of a run: the checks it runs, each built through its kind's factory (configuration
 * errors surface here, before any device is touched), and the device groups the run covers.
 */
export async function planChecks(
  opts: RunChecksOptions,
  configFile: string,
  emit: Emit,
): Promise<{ planned: Planned[]; runGroups: Group[] }> {
  const entries = selectChecks(checksOf(opts.config), opts.checks, opts.tests);
  const runGroups = groupsToCover(opts.rack, opts.config.groups, configFile);
  const evidence = opts.reportDir ? new EvidenceStore(opts.reportDir, opts.config.evidence) : undefined;
  const planned: Planned[] = [];
  for (const [i, entry] of entries.entries()) {
    const built = await factoryOf(entry)(entry, {
      configDir: opts.configDir,
      config: opts.config,
      onTestStart: (check, device, test) => emit({ type: 'test-start', check, device, test }),
      ...(opts.confine ? { confine: opts.confine } : {}),
      ...(opts.filter ? { filter: opts.filter } : {}),
      ...(evidence ? { evidence } : {}),
    });
    const groups =
      built.placement !== 'host'
        ? checkGroups(runGroups, 'groups' in entry ? entry.groups : undefined, `$.checks[${i}]`, configFile)
        : [];
    planned.push({ entry, built, groups });
  }
  return { planned, runGroups };
}

/** The configured checks this run runs: all, or the ones `--check` names (an unknown name is a usage error). */
export function selectChecks(
  all: CheckConfig[],
  names: readonly string[] | undefined,
  tests?: RunChecksOptions['tests'],
): CheckConfig[] {
  let chosen = all;
  if (names && names.length > 0) {
    const unknown = names.filter((n) => !all.some((c) => c.name === n));
    if (unknown.length > 0)
      throw new UsageError(
        `no check named ${unknown.map((n) => `"${n}"`).join(', ')} in the config`,
        `use one of: ${all.map((c) => c.name).join(', ')}`,
      );
    chosen = all.filter((c) => names.includes(c.name));
  }
  // with a test list, a check that none of the tests belongs to has nothing to run
  if (tests?.every((t) => t.check !== undefined)) chosen = chosen.filter((c) => tests.some((t) => t.check === c.name));
  return chosen;
}

/** The tests of `opts.tests` that go to this check: its own and the ones naming no check. */
export function testsFor(check: string, tests: RunChecksOptions['tests']): TestId[] | undefined {
  if (!tests) return undefined;
  return tests
    .filter((t) => t.check === undefined || t.check === check)
    .map((t) => ({ class: t.class, method: t.method }));
}

/** The report's suite name: the one check's (e.g. the test package), or the check names. */
export function suiteName(planned: readonly Planned[]): string | undefined {
  if (planned.length === 1) return planned[0]!.built.suiteName ?? planned[0]!.entry.name;
  return planned.map((p) => p.entry.name).join(', ') || undefined;
}
