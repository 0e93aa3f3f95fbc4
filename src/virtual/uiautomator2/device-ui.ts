import { type VirtualUiApp, VirtualUiSpec } from '../../config/virtual-ui.js';
import type { DeviceContext } from '../commands/types.js';
import { Screen } from './hierarchy.js';

/** The UiAutomator2 server's packages, as its driver installs and instruments them. */
export const SERVER_PACKAGE = 'io.appium.uiautomator2.server';
export const SERVER_TEST_PACKAGE = 'io.appium.uiautomator2.server.test';
export const SETTINGS_PACKAGE = 'io.appium.settings';
/** The port the server listens on inside the device (`adb forward tcp:X tcp:6790`). */
export const SERVER_DEVICE_PORT = 6790;

interface RunningApp {
  pid: number;
  screen?: Screen;
}

/**
 * What a virtual device's UI is doing: running processes (apps, the settings helper, the
 * instrumentation), the focused app and its screen. One per device, made on first use.
 */
export class DeviceUi {
  readonly spec: VirtualUiSpec;
  private readonly running = new Map<string, RunningApp>();
  /** programs the shell started that run on their own (screenrecord): they handle signals themselves */
  private readonly natives = new Map<number, { name: string; signal: (sig: number) => void }>();
  private nextPid = 4100;
  private launches = 0;
  focused?: string;
  /** stops the UiAutomator2 server (set while its instrumentation runs) */
  stopServer?: () => void;
  /** the loopback port of the emulated server, while it runs */
  serverPort?: number;

  constructor(private readonly device: DeviceContext) {
    this.spec = (device.spec as { ui?: VirtualUiSpec }).ui ?? VirtualUiSpec.parse({});
  }

  /** screens carried by installed APKs (UI_ASSET), which replace the rack's */
  readonly installed = new Map<string, VirtualUiApp>();

  app(pkg: string): VirtualUiApp | undefined {
    return this.installed.get(pkg) ?? this.spec.apps.find((a) => a.package === pkg);
  }

  /** `am start`: (re)launch the app's activity; it gets the focus and a fresh screen if not running. */
  start(pkg: string): boolean {
    if (!this.device.packages.get(pkg)) return false;
    const app = this.app(pkg);
    let r = this.running.get(pkg);
    if (!r) {
      r = { pid: this.nextPid++ };
      this.running.set(pkg, r);
    }
    if (app && !r.screen) r.screen = new Screen(app, ++this.launches, this.spec.width, this.spec.height);
    if (pkg !== SETTINGS_PACKAGE) this.focused = pkg;
    return true;
  }

  /** A process that runs without an activity (the instrumentation, a service). */
  spawn(pkg: string): number {
    let r = this.running.get(pkg);
    if (!r) {
      r = { pid: this.nextPid++ };
      this.running.set(pkg, r);
    }
    return r.pid;
  }

  /** `am force-stop` / a crash: the process is gone, its screen too. */
  stop(pkg: string): void {
    this.running.delete(pkg);
    if (this.focused === pkg) this.focused = undefined;
    if (pkg === SERVER_PACKAGE || pkg === SERVER_TEST_PACKAGE) this.stopServer?.();
  }

  isRunning(pkg: string): boolean {
    return this.running.has(pkg);
  }

  pid(pkg: string): number | undefined {
    return this.running.get(pkg)?.pid;
  }

  processes(): Array<{ name: string; pid: number }> {
    return [
      ...[...this.running].map(([name, r]) => ({ name, pid: r.pid })),
      ...[...this.natives].map(([pid, p]) => ({ name: p.name, pid })),
    ];
  }

  /** A native program runs until it exits; `signal` is how `kill`/`pkill` reach it. */
  spawnNative(name: string, signal: (sig: number) => void): { pid: number; exit(): void } {
    const pid = this.nextPid++;
    this.natives.set(pid, { name, signal });
    return { pid, exit: () => this.natives.delete(pid) };
  }

  /** Deliver `sig` to process `pid`: a native program decides what it does; an app is stopped. */
  kill(pid: number, sig: number): boolean {
    const native = this.natives.get(pid);
    if (native) {
      native.signal(sig);
      return true;
    }
    const app = [...this.running].find(([, r]) => r.pid === pid);
    if (app) this.stop(app[0]);
    return app !== undefined;
  }

  /** The screen of the focused app (undefined on the launcher). */
  screen(): Screen | undefined {
    return this.focused ? this.running.get(this.focused)?.screen : undefined;
  }

  focusedActivity(): { pkg: string; activity: string } | undefined {
    if (!this.focused) return undefined;
    const activity = this.app(this.focused)?.activity ?? '.MainActivity';
    return { pkg: this.focused, activity: activity.startsWith('.') ? `${this.focused}${activity}` : activity };
  }
}

const uis = new WeakMap<DeviceContext, DeviceUi>();

export function deviceUi(device: DeviceContext): DeviceUi {
  let ui = uis.get(device);
  if (!ui) {
    ui = new DeviceUi(device);
    uis.set(device, ui);
  }
  return ui;
}
