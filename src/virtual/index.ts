/**
 * Virtual Android devices: the device side of the ADB protocol over TCP, so the real adb server
 * (`adb connect 127.0.0.1:PORT`) and adbkit use them like phones. See src/virtual/README.md.
 */
export {
  VirtualDeviceSpec,
  VirtualRackFile,
  VirtualTestSpec,
  VirtualFault,
  VirtualInstrumentation,
  VirtualTestOutcome,
  type VirtualDeviceSpecInput,
} from './spec.js';
export { loadVirtualRack, parseVirtualRack } from './rack-file.js';
export { startVirtualDevices, type VirtualRack } from './rack.js';
export type { VirtualDevice } from './device.js';
export type { VirtualDeviceEvents } from './commands/types.js';
export { connectToAdb, disconnectFromAdb, adbStates, type ConnectResult, type AdbServerAddress } from './adb-connect.js';
