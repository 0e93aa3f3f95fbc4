/**
 * The one place that imports @devicefarmer/adbkit (a CommonJS package; under NodeNext its
 * default import is `module.exports`). Everything else in droidheal uses these re-exports.
 */
import adbkitModule from '@devicefarmer/adbkit';
import connectionModule from '@devicefarmer/adbkit/dist/src/adb/connection.js';
import hostModule from '@devicefarmer/adbkit/dist/src/adb/command/host/index.js';
import hostSerialModule from '@devicefarmer/adbkit/dist/src/adb/command/host-serial/index.js';

export const AdbkitClient = adbkitModule.Client;
export const AdbkitParser = adbkitModule.Parser;
export const ShellCommand = adbkitModule.ShellCommand;
export const AdbkitConnection = connectionModule.default;
export const HostTransportCommand = hostModule.HostTransportCommand;
export const HostDevicesCommand = hostModule.HostDevicesCommand;
export const HostVersionCommand = hostModule.HostVersionCommand;
export const HostConnectCommand = hostModule.HostConnectCommand;
export const HostDisconnectCommand = hostModule.HostDisconnectCommand;
export const HostTrackDevicesCommand = hostModule.HostTrackDevicesCommand;
export const GetStateCommand = hostSerialModule.GetStateCommand;
export type AdbkitClient = InstanceType<typeof AdbkitClient>;
export type AdbkitConnection = InstanceType<typeof AdbkitConnection>;
