import type { TestFilter } from '../checks/test-filter.js';
import { Isolation, type ProjectConfig } from '../config/project.js';
import type { Rack } from '../config/rack.js';
import { UsageError } from '../errors.js';

/** What `droidheal run` was asked to run a part of: device groups, devices, tests. */
export interface Selection {
  group: string[];
  serial: string[];
  tests: string[];
  annotation?: string;
  notAnnotation: string[];
}

/**
 * The run's part: `--group` narrows the groups the checks cover (each must be a group of the rack),
 * `--serial` the devices every group may use, `--tests`/`--annotation`/`--not-annotation` each
 * instrumentation suite (applied by the runner when droidheal lists it).
 */
export function applySelection(
  config: ProjectConfig,
  rack: Rack,
  s: Selection,
): { config: ProjectConfig; rack: Rack; filter?: TestFilter } {
  const names = rack.groups.map((g) => g.name);
  const unknown = s.group.filter((g) => !names.includes(g));
  if (unknown.length > 0)
    throw new UsageError(
      `--group ${unknown.join(', ')}: not a group of ${rack.source ?? 'the rack'}`,
      `pick from: ${names.join(', ')}`,
    );
  const narrowed: Rack =
    s.serial.length === 0
      ? rack
      : {
          ...rack,
          groups: rack.groups.map((g) => ({
            ...g,
            serials: g.serials ? g.serials.filter((x) => s.serial.includes(x)) : [...s.serial],
          })),
        };
  const filter: TestFilter = {
    ...(s.tests.length > 0 ? { tests: s.tests } : {}),
    ...(s.annotation ? { annotation: s.annotation } : {}),
    ...(s.notAnnotation.length > 0 ? { notAnnotations: s.notAnnotation } : {}),
  };
  return {
    config: s.group.length > 0 ? { ...config, groups: s.group } : config,
    rack: narrowed,
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
  };
}

/** `--isolation none|class|test`: checked here, so a typo is a usage error naming the choices. */
export function parseIsolation(value: string): Isolation {
  const parsed = Isolation.safeParse(value);
  if (!parsed.success) throw new UsageError(`--isolation ${value}: not an isolation mode`, 'use none, class or test');
  return parsed.data;
}

/** `--isolation MODE` overrides the isolation of every instrumentation check of the config for this run. */
export function withIsolation(config: ProjectConfig, isolation: Isolation | undefined): ProjectConfig {
  if (!isolation) return config;
  return {
    ...config,
    ...(config.instrumentation ? { instrumentation: { ...config.instrumentation, isolation } } : {}),
    ...(config.checks
      ? { checks: config.checks.map((c) => (c.kind === 'instrumentation' ? { ...c, isolation } : c)) }
      : {}),
  };
}
