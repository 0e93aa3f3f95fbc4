/** The adb layer: one file per adb operation, every call with a deadline and an AbortSignal. */
export { adbServer, withConnection, DEFAULT_CALL_TIMEOUT_MS, type AdbServer, type CallOptions } from './call.js';
export { parseServerAddress, formatServerAddress, type AdbServerAddress } from './client.js';
export { AdbError, classifyFailText, adbFailTable, toAdbError, type AdbErrorKind } from './errors.js';
export { shellQuote, shellCommandLine, shellCommandSequence } from './quote.js';
export { shell, shellSequence } from './shell.js';
export { getState } from './get-state.js';
export { getprop, getprops, parseGetprop } from './getprop.js';
export { listDevices, serverVersion, type ListedDevice } from './devices.js';
export { connectDevice, disconnectDevice, registerEmulator } from './connect.js';
export { trackDevices, type DeviceTracker } from './track-devices.js';
