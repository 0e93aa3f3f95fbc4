import { createHash } from 'node:crypto';
import type { VirtualDeviceSpec } from '../config/virtual-device.js';

/** Android release names by API level, for ro.build.version.release when the rack omits it. */
const RELEASE_BY_SDK: Record<number, string> = {
  21: '5.0',
  22: '5.1',
  23: '6.0',
  24: '7.0',
  25: '7.1.1',
  26: '8.0.0',
  27: '8.1.0',
  28: '9',
  29: '10',
  30: '11',
  31: '12',
  32: '12',
  33: '13',
  34: '14',
  35: '15',
  36: '16',
};

/** A lowercase identifier from a model name, for ro.product.device/name when absent. */
export function slug(s: string): string {
  return (
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '') || 'vdev'
  );
}

/** Stable per-device serial number (ro.serialno), derived from the device name. */
export function hardwareSerial(spec: VirtualDeviceSpec): string {
  return `VIRT${createHash('sha256').update(spec.name).digest('hex').slice(0, 10).toUpperCase()}`;
}

/**
 * The device's system properties as `getprop` lists them (sorted by key).
 * `bootCompleted` is live: false while the device (re)boots.
 */
export function deviceProps(spec: VirtualDeviceSpec, bootCompleted: boolean): Map<string, string> {
  const device = spec.device ?? slug(spec.model);
  const brand = spec.brand ?? slug(spec.manufacturer);
  const release = spec.release ?? RELEASE_BY_SDK[spec.sdk] ?? String(spec.sdk);
  const props = new Map<string, string>([
    ['ro.product.model', spec.model],
    ['ro.product.manufacturer', spec.manufacturer],
    ['ro.product.brand', brand],
    ['ro.product.device', device],
    ['ro.product.name', device],
    ['ro.product.cpu.abi', spec.abis[0]!],
    ['ro.product.cpu.abilist', spec.abis.join(',')],
    ['ro.build.version.sdk', String(spec.sdk)],
    ['ro.build.version.release', release],
    ['ro.build.type', 'user'],
    ['ro.build.tags', 'release-keys'],
    ['ro.build.fingerprint', `${brand}/${device}/${device}:${release}/VIRT.${spec.sdk}/1:user/release-keys`],
    ['ro.serialno', hardwareSerial(spec)],
    ['ro.boot.serialno', hardwareSerial(spec)],
    ['ro.kernel.qemu', '0'],
    ['ro.adb.secure', spec.state === 'device' ? '0' : '1'],
    ['persist.sys.locale', 'en-US'],
    ['persist.sys.timezone', 'UTC'],
  ]);
  for (const [k, v] of Object.entries(spec.props)) props.set(k, v);
  props.set('sys.boot_completed', bootCompleted ? '1' : '0');
  props.set('dev.bootcomplete', bootCompleted ? '1' : '0');
  props.set('init.svc.bootanim', bootCompleted ? 'stopped' : 'running');
  return new Map([...props.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Banner values must not contain the separators `;` and `=`; adb shows non-alphanumerics as `_` anyway. */
function bannerValue(v: string): string {
  return v.replace(/[;=\0]/g, '_');
}

/**
 * The CNXN banner: `device::ro.product.name=…;ro.product.model=…;ro.product.device=…;features=…`.
 * Features come from the spec (only ones we implement: never abb/abb_exec/ls_v2/apex).
 */
export function deviceBanner(spec: VirtualDeviceSpec): string {
  const props = deviceProps(spec, true);
  return (
    'device::' +
    `ro.product.name=${bannerValue(props.get('ro.product.name')!)};` +
    `ro.product.model=${bannerValue(spec.model)};` +
    `ro.product.device=${bannerValue(props.get('ro.product.device')!)};` +
    `features=${spec.features.join(',')}`
  );
}
