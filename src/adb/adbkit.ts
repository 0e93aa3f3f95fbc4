/**
 * The one place that imports @devicefarmer/adbkit (a CommonJS package). Node gives a default
 * import as `module.exports`, while vitest's interop unwraps `exports.default`; reading through
 * the namespace object and `cjs()` works under both.
 */
import * as adbkitNs from '@devicefarmer/adbkit';
import * as hostNs from '@devicefarmer/adbkit/dist/src/adb/command/host/index.js';
import * as hostSerialNs from '@devicefarmer/adbkit/dist/src/adb/command/host-serial/index.js';
import * as hostTransportNs from '@devicefarmer/adbkit/dist/src/adb/command/host-transport/index.js';
import * as connectionNs from '@devicefarmer/adbkit/dist/src/adb/connection.js';

/** `module.exports` of a CommonJS module, whichever way the loader wrapped it. */
function cjs<T extends object>(ns: { default: T }, key: keyof T): T {
  return (key in ns ? ns : ns.default) as T;
}

const adbkit = cjs(adbkitNs, 'Client');
const host = cjs(hostNs, 'HostTransportCommand');
const hostSerial = cjs(hostSerialNs, 'GetStateCommand');
const hostTransport = cjs(hostTransportNs, 'SyncCommand');

export const AdbkitClient = adbkit.Client;
export const AdbkitParser = adbkit.Parser;
export const ShellCommand = adbkit.ShellCommand;
// Node: ns.default is module.exports ({ default: class }); vitest: ns.default is the class itself
const connectionDefault: unknown = connectionNs.default;
export const AdbkitConnection = (
  typeof connectionDefault === 'function' ? connectionDefault : (connectionDefault as { default: unknown }).default
) as typeof connectionNs.default.default;
export const HostTransportCommand = host.HostTransportCommand;
export const HostDevicesCommand = host.HostDevicesCommand;
export const HostVersionCommand = host.HostVersionCommand;
export const HostConnectCommand = host.HostConnectCommand;
export const HostDisconnectCommand = host.HostDisconnectCommand;
export const HostTrackDevicesCommand = host.HostTrackDevicesCommand;
export const GetStateCommand = hostSerial.GetStateCommand;
export const SyncCommand = hostTransport.SyncCommand;
export const InstallCommand = hostTransport.InstallCommand;
/**
 * `exec:COMMAND` (what `adb exec-out` sends): like `shell:` but never under a pty, so binary output
 * (`screencap -p`) arrives byte for byte on every Android version. adbkit has no command for it.
 */
export class ExecCommand extends ShellCommand {
  override execute(command: string) {
    this._send(`exec:${command}`);
    return this.parser.readAscii(4).then((reply: string) => {
      if (reply === 'OKAY') return this.parser.raw();
      if (reply === 'FAIL') return this.parser.readError();
      return this.parser.unexpected(reply, 'OKAY or FAIL');
    });
  }
}
export type AdbkitClient = InstanceType<typeof AdbkitClient>;
export type AdbkitConnection = InstanceType<typeof AdbkitConnection>;
