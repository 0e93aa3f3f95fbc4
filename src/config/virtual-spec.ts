/**
 * The `virtual` entries of devices.json (and the rack-level defaults they inherit) are owned by
 * the virtual device (src/virtual/spec.ts); the rack schema embeds them from here.
 */
export {
  VirtualDeviceSpec as VirtualDeviceSpecSchema,
  VirtualInstrumentation,
  VirtualTestSpec,
} from '../virtual/spec.js';
