/** The adb layer: one file per adb operation, every call with a deadline and an AbortSignal. */
export { type AdbServer, adbServer, type CallOptions, DEFAULT_CALL_TIMEOUT_MS, withConnection } from './call.js';
export { type AdbServerAddress, formatServerAddress, parseServerAddress } from './client.js';
export { connectDevice, disconnectDevice, registerEmulator } from './connect.js';
export { type ListedDevice, listDevices, serverVersion } from './devices.js';
export { AdbError, type AdbErrorKind, adbFailTable, classifyFailText, toAdbError } from './errors.js';
export { type BoundedBytes, execOut } from './exec.js';
export { type DeviceFile, listFiles, pullFile } from './files.js';
export { getState } from './get-state.js';
export { getprop, getprops, parseGetprop } from './getprop.js';
export { DEFAULT_INSTALL_TIMEOUT_MS, install } from './install.js';
export { shellCommandLine, shellCommandSequence, shellQuote } from './quote.js';
export { type ShellStreamOptions, shell, shellSequence, shellStream } from './shell.js';
export { type DeviceTracker, trackDevices } from './track-devices.js';
