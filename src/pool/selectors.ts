import type { DeviceKind } from '../config/device-facts.js';
import { compilePattern } from '../config/pattern.js';
import type { Group } from '../config/rack.js';

/** The facts a selector looks at. */
export interface SelectableDevice {
  serial: string;
  kind: DeviceKind;
  model?: string;
  manufacturer?: string;
  sdk?: number;
  abis: readonly string[];
  labels: readonly string[];
}

/** One selector: a device either matches it or not. A selector on an unknown fact does not match. */
export type Selector = (d: SelectableDevice) => boolean;

/**
 * The selectors of one group, one function per devices.json key (all must match). A selector on a
 * fact that is not known (an unauthorized device cannot be asked its model) does not match, unless
 * `unknownMatches` — used to say which unusable devices *might* have served a group.
 */
export function groupSelectors(group: Group, unknownMatches = false): Selector[] {
  const u = unknownMatches;
  const s: Selector[] = [];
  if (group.serials) {
    const set = new Set(group.serials);
    s.push((d) => set.has(d.serial));
  }
  if (group.serial) {
    const m = compilePattern(group.serial);
    s.push((d) => m(d.serial));
  }
  if (group.model) {
    const m = compilePattern(group.model);
    s.push((d) => (d.model === undefined ? u : m(d.model)));
  }
  if (group.manufacturer) {
    const m = compilePattern(group.manufacturer);
    s.push((d) => (d.manufacturer === undefined ? u : m(d.manufacturer)));
  }
  if (group.sdk) {
    const { min, max } = group.sdk;
    s.push((d) =>
      d.sdk === undefined ? u : (min === undefined || d.sdk >= min) && (max === undefined || d.sdk <= max),
    );
  }
  if (group.abi) {
    const abi = group.abi;
    s.push((d) => (d.abis.length === 0 ? u : d.abis.includes(abi)));
  }
  if (group.kind) {
    const kind = group.kind;
    s.push((d) => d.kind === kind);
  }
  if (group.labels) {
    const labels = group.labels;
    s.push((d) => labels.every((l) => d.labels.includes(l)));
  }
  return s;
}

/** A matcher per group, compiled once. */
export function compileGroups(
  groups: readonly Group[],
): Array<{ group: Group; matches: (d: SelectableDevice) => boolean }> {
  return groups.map((group) => {
    const selectors = groupSelectors(group);
    return { group, matches: (d: SelectableDevice) => selectors.every((sel) => sel(d)) };
  });
}

/** Names of the groups a device matches (a device may be in several). */
export function groupsOf(device: SelectableDevice, compiled: ReturnType<typeof compileGroups>): string[] {
  return compiled.filter((c) => c.matches(device)).map((c) => c.group.name);
}

/** Could this device serve the group once its unknown facts are known? */
export function mightMatch(group: Group, device: SelectableDevice): boolean {
  return groupSelectors(group, true).every((sel) => sel(device));
}
