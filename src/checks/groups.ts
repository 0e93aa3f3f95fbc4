import type { Group, Rack } from '../config/rack.js';
import { HOST } from '../config/report.js';
import { ConfigError } from '../errors.js';

/** The groups the run must cover: the config's, else the rack's required ones, else one group of every device. */
export function groupsToCover(rack: Rack, wanted: readonly string[] | undefined, configFile: string): Group[] {
  if (wanted) {
    return wanted.map((name, i) => {
      const g = rack.groups.find((x) => x.name === name);
      if (!g)
        throw new ConfigError(`$.groups[${i}]: no group "${name}" in the rack`, {
          file: configFile,
          remedy: `use one of: ${rack.groups.map((x) => x.name).join(', ') || '(the rack has no groups; remove "groups")'}`,
        });
      return g;
    });
  }
  const required = rack.groups.filter((g) => g.required);
  if (required.length > 0) return required;
  if (rack.groups.length > 0) return rack.groups;
  return [{ name: 'all', required: true }];
}

/** A check's own `groups`: a subset of the run's, named in the config. */
export function checkGroups(
  runGroups: readonly Group[],
  wanted: readonly string[] | undefined,
  where: string,
  configFile: string,
): Group[] {
  if (!wanted) return [...runGroups];
  return wanted.map((name, i) => {
    const g = runGroups.find((x) => x.name === name);
    if (!g || name === HOST)
      throw new ConfigError(`${where}.groups[${i}]: "${name}" is not one of the run's device groups`, {
        file: configFile,
        remedy: `use one of: ${runGroups.map((x) => x.name).join(', ')} (or add it to the top-level "groups")`,
      });
    return g;
  });
}
