import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMp4 } from '../../src/virtual/screen/mp4.js';
import { encodePng } from '../../src/virtual/screen/png.js';
import { type Browser, launchChromium } from '../report/browser.js';
import { readPng } from '../support/media.js';

/** A picture of two halves: left one colour, right another. */
function halves(w: number, h: number, left: [number, number, number], right: [number, number, number]): Buffer {
  const rgb = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) rgb.set(x < w / 2 ? left : right, (y * w + x) * 3);
  return rgb;
}

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launchChromium();
  dir = await mkdtemp(join(tmpdir(), 'droidheal-media-'));
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await rm(dir, { recursive: true, force: true });
});

/** What Chromium makes of a file: decoded size and the colour at two points, or its error. */
async function inChromium(file: string, html: string): Promise<Record<string, unknown>> {
  const page = await browser.context.newPage();
  try {
    const htmlFile = join(dir, `${file}.html`);
    await writeFile(htmlFile, html);
    await page.goto(pathToFileURL(htmlFile).href);
    return await page.evaluate(() => (globalThis as unknown as { result: Promise<Record<string, unknown>> }).result);
  } finally {
    await page.close();
  }
}

const probe = (tag: string) => `<!doctype html><canvas id=c></canvas><script>
window.result = new Promise((resolve) => {
  const el = ${tag};
  const draw = () => { try {
    const w = el.videoWidth ?? el.naturalWidth, h = el.videoHeight ?? el.naturalHeight;
    const c = document.getElementById('c'); c.width = w; c.height = h;
    const g = c.getContext('2d'); g.drawImage(el, 0, 0);
    const at = (x, y) => Array.from(g.getImageData(x, y, 1, 1).data.slice(0, 3));
    resolve({ w, h, left: at(2, h / 2), right: at(w - 3, h / 2), duration: el.duration });
  } catch (e) { resolve({ error: String(e) }); } };
  el.onerror = () => resolve({ error: String(el.error?.message ?? el.error?.code ?? 'error') });
  // a video's first frame may not be painted yet at loadeddata (a drawImage then reads blank pixels):
  // seek into the first picture and draw once the seek has a frame
  if (el.tagName === 'VIDEO') {
    el.addEventListener('loadeddata', () => { el.currentTime = 0.1; }, { once: true });
    el.addEventListener('seeked', draw, { once: true });
  } else el.onload = draw;
});
</script>`;

const close = (a: unknown, b: number[]) => {
  const got = a as number[];
  return got.every((v, i) => Math.abs(v - b[i]!) <= 12);
};

describe("the virtual device's media files", () => {
  it('writes a PNG that node reads chunk by chunk (CRCs, pixels, text) and Chromium shows as written', async () => {
    const rgb = halves(40, 24, [200, 30, 30], [30, 30, 200]);
    const png = encodePng(40, 24, rgb, { Description: 'test a.B#c failed' });
    const read = readPng(png);
    expect(read).toMatchObject({ width: 40, height: 24, text: { Description: 'test a.B#c failed' } });
    expect(read.rgb.equals(rgb)).toBe(true);
    // a data: URL: a file:// picture would taint the canvas the probe reads pixels from
    const src = `data:image/png;base64,${png.toString('base64')}`;
    const shown = await inChromium('a', probe(`Object.assign(new Image(), { src: '${src}' })`));
    expect(shown).toMatchObject({ w: 40, h: 24 });
    expect(close(shown.left, [200, 30, 30]) && close(shown.right, [30, 30, 200])).toBe(true);
  });

  it('writes an MP4 whose H.264 frames Chromium decodes to the pictures it was given, for as long as they last', async () => {
    const frames = [halves(64, 48, [220, 40, 40], [40, 200, 40]), halves(64, 48, [40, 40, 220], [220, 220, 40])];
    const src = `data:video/mp4;base64,${encodeMp4(
      64,
      48,
      frames.map((rgb) => ({ rgb, ms: 500 })),
    ).toString('base64')}`;
    const shown = await inChromium(
      'r',
      probe(`Object.assign(document.createElement('video'), { src: '${src}', muted: true, preload: 'auto' })`),
    );
    expect(shown.error).toBeUndefined();
    expect(shown).toMatchObject({ w: 64, h: 48, duration: 1 });
    // video range and 4:2:0 chroma shift colours a little: near, not equal
    expect(close(shown.left, [220, 40, 40]) && close(shown.right, [40, 200, 40])).toBe(true);
  });
});
