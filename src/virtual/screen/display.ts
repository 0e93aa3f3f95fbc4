import type { DeviceContext } from '../commands/types.js';
import { deviceUi } from '../uiautomator2/device-ui.js';

/** What the virtual screen shows of the instrumentation: the test on it and how far it got. */
export type TestOnScreen = { test: string; state: 'running' | 'passed' | 'failed' };

/** The picture is drawn at this fraction of the device's size: real pixels, without megabytes per shot. */
export const DISPLAY_SCALE = 4;

const STATE_COLOUR: Record<TestOnScreen['state'], [number, number, number]> = {
  running: [33, 150, 243],
  passed: [67, 160, 71],
  failed: [229, 57, 53],
};

/**
 * The virtual device's display: the app screen a UI check drives (its nodes outlined), or the test
 * the instrumentation is running, in a colour derived from its name with a bar saying its state.
 * `screencap` and `screenrecord` draw from it, so a picture taken at a failure shows that test.
 */
export class VirtualDisplay {
  onScreen?: TestOnScreen;

  constructor(private readonly device: DeviceContext) {}

  get width(): number {
    return Math.max(1, Math.round(deviceUi(this.device).spec.width / DISPLAY_SCALE));
  }

  get height(): number {
    return Math.max(1, Math.round(deviceUi(this.device).spec.height / DISPLAY_SCALE));
  }

  /** One line saying what the picture shows (kept in the PNG's tEXt, so a test can check it). */
  describe(): string {
    const screen = deviceUi(this.device).focusedActivity();
    if (this.onScreen) return `test ${this.onScreen.test} ${this.onScreen.state}`;
    return screen ? `app ${screen.pkg}/${screen.activity}` : 'launcher';
  }

  /** The picture, width × height × 3 bytes of RGB. */
  render(): Buffer {
    const w = this.width;
    const h = this.height;
    const rgb = Buffer.alloc(w * h * 3);
    const fill = (x0: number, y0: number, x1: number, y1: number, c: readonly [number, number, number]) => {
      for (let y = Math.max(0, y0); y < Math.min(h, y1); y++)
        for (let x = Math.max(0, x0); x < Math.min(w, x1); x++) rgb.set(c, (y * w + x) * 3);
    };
    const on = this.onScreen;
    fill(0, 0, w, h, on ? tint(on.test) : [245, 245, 245]);
    if (on) fill(0, 0, w, Math.max(2, Math.round(h / 12)), STATE_COLOUR[on.state]);
    const screen = deviceUi(this.device).screen();
    for (const n of screen?.all().slice(1) ?? []) {
      const [l, t, r, b] = n.bounds.map((v) => Math.round(v / DISPLAY_SCALE)) as [number, number, number, number];
      const ink: [number, number, number] = n.displayed ? [60, 60, 60] : [200, 200, 200];
      fill(l, t, r, t + 1, ink);
      fill(l, b - 1, r, b, ink);
      fill(l, t, l + 1, b, ink);
      fill(r - 1, t, r, b, ink);
    }
    return rgb;
  }
}

/** A light colour of its own for each test name (so two tests' pictures differ). */
function tint(name: string): [number, number, number] {
  let h = 0;
  for (const c of name) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  return [160 + (h & 0x3f), 160 + ((h >>> 6) & 0x3f), 160 + ((h >>> 12) & 0x3f)];
}

const displays = new WeakMap<DeviceContext, VirtualDisplay>();

export function deviceDisplay(device: DeviceContext): VirtualDisplay {
  let d = displays.get(device);
  if (!d) {
    d = new VirtualDisplay(device);
    displays.set(device, d);
  }
  return d;
}
