import { type CommandContext, type ShellProgram, sleep } from '../commands/types.js';
import { VirtualFs } from '../fs.js';
import { deviceUi } from '../uiautomator2/device-ui.js';
import { deviceDisplay } from './display.js';
import { encodeMp4, encodeUnfinishedMp4, type Frame } from './mp4.js';
import { encodePng } from './png.js';

const SCREENCAP_USAGE = [
  'usage: screencap [-hp] [-d display-id] [FILENAME]',
  '   -h: this message',
  '   -p: save the file as a png.',
  '   -d: specify the physical display ID to capture (default: the internal display)',
  'If FILENAME ends with .png it will be saved as a png.',
  'If FILENAME is not given, the results will be printed to stdout.',
  '',
].join('\n');

/**
 * `screencap [-p] [-d ID] [FILE]`: the display as a PNG (`-p`, or a FILE ending in .png), or raw
 * RGBA behind its header (width, height, format 1, and from API 28 the colour space), to stdout or
 * FILE — as AOSP's screencap writes them.
 */
export const screencap: ShellProgram = async (ctx) => {
  let png = false;
  let file: string | undefined;
  const args = ctx.argv.slice(1);
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '-p') png = true;
    else if (a === '-d') i++;
    else if (a === '-h' || a.startsWith('-')) {
      await ctx.err(SCREENCAP_USAGE);
      return a === '-h' ? 0 : 1;
    } else file = a;
  }
  if (file?.endsWith('.png')) png = true;
  const display = deviceDisplay(ctx.device);
  const rgb = display.render();
  const data = png
    ? encodePng(display.width, display.height, rgb, { Description: display.describe() })
    : rawCapture(display.width, display.height, rgb, ctx.device.spec.sdk);
  if (file) ctx.device.fs.write(VirtualFs.normalize(file), data);
  else await ctx.out(data);
  return 0;
};

function rawCapture(width: number, height: number, rgb: Buffer, sdk: number): Buffer {
  const header = Buffer.alloc(sdk >= 28 ? 16 : 12);
  header.writeUInt32LE(width, 0);
  header.writeUInt32LE(height, 4);
  header.writeUInt32LE(1, 8); // PIXEL_FORMAT_RGBA_8888
  const rgba = Buffer.alloc(width * height * 4, 0xff);
  for (let i = 0; i < width * height; i++) rgb.copy(rgba, i * 4, i * 3, i * 3 + 3);
  return Buffer.concat([header, rgba]);
}

const SIGHUP = 1;
const SIGINT = 2;
/** The recording samples the display this often (one I_PCM frame each: small files, real video). */
const FRAME_MS = 1000;
/** Recorded frames are this wide (a multiple of 16); the height keeps the display's shape. */
const FRAME_WIDTH = 96;

/**
 * `screenrecord [--time-limit S] [--bit-rate R] [--size WxH] [--verbose] FILE`: records the display
 * until the time limit (default and most 180 s), SIGINT, or SIGHUP (the adb shell that started it
 * closing), then writes a playable MP4 to FILE. Killed any other way (`kill`, SIGTERM), it leaves
 * the frames without an index, as a real recorder does. `--size` and `--bit-rate` are accepted;
 * frames are one per second, 96 pixels wide.
 */
export const screenrecord: ShellProgram = async (ctx) => {
  const parsed = parseRecordArgs(ctx.argv.slice(1));
  if ('error' in parsed) {
    await ctx.err(`${parsed.error}\nUsage: screenrecord [options] <filename>\n`);
    return 2;
  }
  const display = deviceDisplay(ctx.device);
  const width = FRAME_WIDTH;
  const height = Math.max(16, Math.round((FRAME_WIDTH * display.height) / display.width / 16) * 16);
  const frames: Frame[] = [];
  let lastAt = Date.now();
  const capture = () => {
    const now = Date.now();
    if (frames.length) frames.at(-1)!.ms = Math.max(1, now - lastAt);
    frames.push({ rgb: scaled(display.render(), display.width, display.height, width, height), ms: FRAME_MS });
    lastAt = now;
  };

  const stop = new AbortController();
  let finished = true;
  const proc = deviceUi(ctx.device).spawnNative('screenrecord', (sig) => {
    finished = sig === SIGINT || sig === SIGHUP;
    stop.abort();
  });
  // the shell that started it closing is SIGHUP
  const stopped = AbortSignal.any([stop.signal, ctx.signal]);
  try {
    const end = Date.now() + parsed.timeLimitS * 1000;
    capture();
    while (Date.now() < end && (await sleep(Math.min(FRAME_MS, end - Date.now()), stopped))) capture();
    // the picture on screen when it stopped, for however long it had been there
    if (Date.now() - lastAt > 0) capture();
    frames.at(-1)!.ms = 1;
    const file = finished ? encodeMp4(width, height, frames) : encodeUnfinishedMp4(width, height, frames);
    ctx.device.fs.write(VirtualFs.normalize(parsed.file), file);
    if (parsed.verbose && !ctx.signal.aborted) await ctx.out(`Stopping encoder and muxer\nDone.\n`);
    return finished ? 0 : 143;
  } finally {
    proc.exit();
  }
};

function parseRecordArgs(
  args: readonly string[],
): { file: string; timeLimitS: number; verbose: boolean } | { error: string } {
  let timeLimitS = 180;
  let verbose = false;
  let file: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--time-limit') {
      const s = Number(args[++i]);
      if (!Number.isInteger(s) || s < 1 || s > 180) return { error: `Time limit ${args[i]} must be between 1 and 180` };
      timeLimitS = s;
    } else if (a === '--bit-rate' || a === '--size' || a === '--display-id' || a === '--output-format') i++;
    else if (a === '--verbose') verbose = true;
    else if (a === '--bugreport' || a === '--rotate') continue;
    else if (a.startsWith('-')) return { error: `Unknown option ${a}` };
    else file = a;
  }
  if (!file) return { error: 'Must specify output file (see --help).' };
  return { file, timeLimitS, verbose };
}

/** Nearest-neighbour resize of an RGB picture. */
function scaled(rgb: Buffer, w: number, h: number, tw: number, th: number): Buffer {
  const out = Buffer.alloc(tw * th * 3);
  for (let y = 0; y < th; y++)
    for (let x = 0; x < tw; x++) {
      const sx = Math.min(w - 1, Math.floor((x * w) / tw));
      const sy = Math.min(h - 1, Math.floor((y * h) / th));
      rgb.copy(out, (y * tw + x) * 3, (sy * w + sx) * 3, (sy * w + sx) * 3 + 3);
    }
  return out;
}

/** `date [+FORMAT]`: the device clock; `+%s` (seconds since the epoch) is what droidheal reads. */
export const date: ShellProgram = async (ctx: CommandContext) => {
  const now = new Date();
  const format = ctx.argv[1];
  if (format?.startsWith('+')) {
    const two = (n: number) => String(n).padStart(2, '0');
    const text = format.slice(1).replace(/%([sYmdHMS%])/g, (_, c: string) => {
      switch (c) {
        case 's':
          return String(Math.floor(now.getTime() / 1000));
        case 'Y':
          return String(now.getUTCFullYear());
        case 'm':
          return two(now.getUTCMonth() + 1);
        case 'd':
          return two(now.getUTCDate());
        case 'H':
          return two(now.getUTCHours());
        case 'M':
          return two(now.getUTCMinutes());
        case 'S':
          return two(now.getUTCSeconds());
        default:
          return '%';
      }
    });
    await ctx.out(`${text}\n`);
    return 0;
  }
  await ctx.out(`${now.toUTCString().replace('GMT', 'UTC')}\n`);
  return 0;
};
