import type { DeviceContext } from '../commands/types.js';
import type { ServiceHandler } from '../connection.js';
import { tcpService } from '../uiautomator2/server.js';
import { execService } from './exec.js';
import { shellService } from './shell.js';
import { syncService } from './sync.js';

/**
 * Service name → handler. Everything not listed (interactive shell, abb, reverse, forwards, jdwp,
 * framebuffer, reboot, root, …) is refused with CLSE, which is what adb expects from a device
 * that does not offer it.
 */
export function serviceHandler(device: DeviceContext, service: string): ServiceHandler | undefined {
  if (service.startsWith('shell:') || service.startsWith('shell,')) return shellService(device, service);
  if (service.startsWith('exec:')) return execService(device, service);
  if (service === 'sync:') return syncService(device);
  // adb forward tcp:X tcp:N: a connection to a port inside the device (the UiAutomator2 server's)
  if (service.startsWith('tcp:')) return tcpService(device, service);
  return undefined;
}
