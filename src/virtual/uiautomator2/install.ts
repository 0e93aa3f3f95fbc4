import type { DeviceContext } from '../commands/types.js';
import { SERVER_PACKAGE, SERVER_TEST_PACKAGE } from './device-ui.js';

/**
 * A device whose rack says `ui.hostsServer: false` refuses the UiAutomator2 server APKs the way
 * locked-down phones do (vendor verification, "install via USB" off): `pm install` prints a Failure.
 */
export function refusesInstall(device: DeviceContext, pkg: string): string | undefined {
  if (pkg !== SERVER_PACKAGE && pkg !== SERVER_TEST_PACKAGE) return undefined;
  const ui = (device.spec as { ui?: { hostsServer?: boolean } }).ui;
  if (ui?.hostsServer !== false) return undefined;
  return 'Failure [INSTALL_FAILED_VERIFICATION_FAILURE: Install blocked by the device policy (USB installs are off)]\n';
}
