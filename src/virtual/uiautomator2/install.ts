import { openApk } from '../../apk/read.js';
import { UI_ASSET, VirtualUiApp } from '../../config/virtual-ui.js';
import type { DeviceContext } from '../commands/types.js';
import { deviceUi, SERVER_PACKAGE, SERVER_TEST_PACKAGE } from './device-ui.js';

/**
 * After `pm install`: an app APK that carries its screen (UI_ASSET) shows that screen from now on,
 * and a running copy of the app is stopped, as Android does on a replacing install. Returns the
 * `pm install` failure text for an unreadable asset.
 */
export async function installedUi(device: DeviceContext, pkg: string, apk: Buffer): Promise<string | undefined> {
  // a zip names its entries in plain bytes: most APKs carry no screen and are not opened at all
  if (apk.subarray(0, 2).toString('latin1') !== 'PK' || !apk.includes(UI_ASSET)) return undefined;
  let bytes: Buffer;
  try {
    bytes = await (await openApk(apk)).readContent(UI_ASSET);
  } catch {
    return undefined; // no such entry: an ordinary APK
  }
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    return `Failure [INSTALL_PARSE_FAILED_UNEXPECTED_EXCEPTION: ${UI_ASSET} is not JSON (${(err as Error).message.split('\n', 1)[0]})]\n`;
  }
  const app = VirtualUiApp.safeParse({ package: pkg, ...(json as object) });
  if (!app.success) {
    const issue = app.error.issues[0]!;
    return `Failure [INSTALL_PARSE_FAILED_UNEXPECTED_EXCEPTION: ${UI_ASSET}: $.${issue.path.join('.')}: ${issue.message}]\n`;
  }
  const ui = deviceUi(device);
  ui.stop(pkg);
  ui.installed.set(pkg, { ...app.data, package: pkg });
  return undefined;
}

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
