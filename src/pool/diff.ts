import type { ListedDevice } from '../adb/devices.js';

export interface DeviceListDiff {
  added: ListedDevice[];
  removed: ListedDevice[];
  /** same serial, different adb state word */
  changed: Array<{ device: ListedDevice; previous: ListedDevice }>;
}

/** Compare two `adb devices` lists of one server (pure, like adbkit's Tracker.update). */
export function diffDeviceLists(previous: readonly ListedDevice[], next: readonly ListedDevice[]): DeviceListDiff {
  const before = new Map(previous.map((d) => [d.serial, d]));
  const after = new Map(next.map((d) => [d.serial, d]));
  const diff: DeviceListDiff = { added: [], removed: [], changed: [] };
  for (const d of next) {
    const old = before.get(d.serial);
    if (!old) diff.added.push(d);
    else if (old.state !== d.state) diff.changed.push({ device: d, previous: old });
  }
  for (const d of previous) if (!after.has(d.serial)) diff.removed.push(d);
  return diff;
}

export function isEmptyDiff(d: DeviceListDiff): boolean {
  return d.added.length === 0 && d.removed.length === 0 && d.changed.length === 0;
}
