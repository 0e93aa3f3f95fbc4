/**
 * Virtual Android devices: the device side of the ADB protocol over TCP, so the real adb server
 * (`adb connect 127.0.0.1:PORT`) and adbkit use them like phones. See src/virtual/README.md.
 */

export {
  VirtualDeviceSpec,
  type VirtualDeviceSpecInput,
  VirtualFault,
  VirtualInstrumentation,
  VirtualRackFile,
  VirtualTestOutcome,
  VirtualTestSpec,
} from '../config/virtual-device.js';
export { loadVirtualRack, parseVirtualRack } from '../config/virtual-rack.js';
export {
  type AdbServerAddress,
  adbStates,
  type ConnectResult,
  connectToAdb,
  disconnectFromAdb,
} from './adb-connect.js';
export type { VirtualDeviceEvents } from './commands/types.js';
export type { VirtualDevice } from './device.js';
export { startVirtualDevices, type VirtualRack } from './rack.js';
