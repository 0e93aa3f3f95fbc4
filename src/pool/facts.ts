import type { AdbServer, CallOptions } from '../adb/call.js';
import { getprops } from '../adb/getprop.js';

export interface DeviceProps {
  model?: string;
  manufacturer?: string;
  sdk?: number;
  abis: string[];
}

/** The facts selectors need, from the device's properties (abis from ro.product.cpu.abilist). */
export function propsToFacts(props: Record<string, string>): DeviceProps {
  const sdk = Number.parseInt(props['ro.build.version.sdk'] ?? '', 10);
  const abilist = props['ro.product.cpu.abilist'] || props['ro.product.cpu.abi'] || '';
  return {
    model: props['ro.product.model'] || undefined,
    manufacturer: props['ro.product.manufacturer'] || undefined,
    sdk: Number.isInteger(sdk) ? sdk : undefined,
    abis: abilist
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** Read a device's facts (one bounded `getprop`). */
export async function readDeviceProps(server: AdbServer, serial: string, opts: CallOptions): Promise<DeviceProps> {
  return propsToFacts(await getprops(server, serial, opts));
}
