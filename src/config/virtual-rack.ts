import { ConfigError, parseWith } from '../errors.js';
import { readJsonFile } from './read-json.js';
import { type VirtualDeviceSpec, VirtualRackFile } from './virtual-device.js';

const REMEDY = 'see `droidheal schema rack` and the examples in android-fixtures/racks/';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Apply the rack-level defaults (tests, instrumentations, durationScale) to each device, then
 * validate the whole file, so errors keep their JSON path (`$.virtual[2].sdk`).
 */
export function parseVirtualRack(input: unknown, file: string): VirtualDeviceSpec[] {
  if (!isRecord(input) || !Array.isArray(input.virtual)) {
    throw new ConfigError('$.virtual: expected an array of virtual devices', { file, remedy: REMEDY });
  }
  const rackScale = typeof input.durationScale === 'number' ? input.durationScale : 1;
  const virtual = input.virtual.map((d: unknown) => {
    if (!isRecord(d)) return d;
    const merged: Record<string, unknown> = { ...d };
    if (merged.tests === undefined && input.tests !== undefined) merged.tests = input.tests;
    if (merged.instrumentations === undefined && input.instrumentations !== undefined)
      merged.instrumentations = input.instrumentations;
    if (rackScale !== 1) merged.durationScale = (typeof d.durationScale === 'number' ? d.durationScale : 1) * rackScale;
    return merged;
  });
  const rack = parseWith(VirtualRackFile, { ...input, virtual }, file, REMEDY);
  const names = new Set<string>();
  const ports = new Set<number>();
  rack.virtual.forEach((d, i) => {
    if (names.has(d.name))
      throw new ConfigError(`$.virtual[${i}].name: duplicate device name ${JSON.stringify(d.name)}`, {
        file,
        remedy: 'give each device its own name',
      });
    names.add(d.name);
    if (d.port !== 0 && ports.has(d.port))
      throw new ConfigError(`$.virtual[${i}].port: port ${d.port} is used twice`, {
        file,
        remedy: 'use distinct ports, or 0 for any free port',
      });
    ports.add(d.port);
  });
  return rack.virtual;
}

/** Read a rack file (e.g. devices.json); a bad file is a one-line ConfigError (exit 2). */
export async function loadVirtualRack(file: string): Promise<VirtualDeviceSpec[]> {
  return parseVirtualRack(await readJsonFile(file), file);
}
