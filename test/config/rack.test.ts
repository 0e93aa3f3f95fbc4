import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compilePattern } from '../../src/config/pattern.js';
import { IMPLICIT_GROUP, loadRack, RackFile, resolveRack } from '../../src/config/rack.js';
import { ConfigError } from '../../src/errors.js';
import { runCli } from '../support/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-rack-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function rackFile(name: string, content: unknown): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** Each bad rack and the one line droidheal must print for it. */
const badRacks: Array<[string, unknown, RegExp]> = [
  [
    'wrong type',
    { groups: { api34: { sdk: { min: '34' } } } },
    /\$\.groups\.api34\.sdk\.min: .*expected number.*found "34"/i,
  ],
  ['unknown key', { groups: { api34: { sdkk: { min: 34 } } } }, /\$\.groups\.api34: unknown key "sdkk"/],
  ['unknown top-level key', { group: {} }, /\$: unknown key "group"/],
  ['bad glob', { groups: { p: { model: 'Pixel [7' } } }, /\$\.groups\.p\.model: bad pattern \(unclosed "\["/],
  ['bad regex', { groups: { p: { manufacturer: '/(Goo/' } } }, /\$\.groups\.p\.manufacturer: bad pattern/],
  ['reversed sdk range', { groups: { old: { sdk: { min: 34, max: 26 } } } }, /\$\.groups\.old\.sdk: min is above max/],
  [
    'duplicate group names',
    { groups: [{ name: 'a' }, { name: 'b' }, { name: 'a' }] },
    /\$\.groups\[2\]\.name: duplicate group name "a" \(first at \$\.groups\[0\]\)/,
  ],
  ['bad server', { servers: ['localhost'] }, /\$\.servers\[0\]: expected "host:port"/],
  [
    'emulator serving an unknown group',
    { groups: { a: {} }, emulators: [{ avd: 'x', groups: ['b'] }] },
    /\$\.emulators\[0\]\.groups\[0\]: unknown group "b"/,
  ],
  [
    'bad virtual device',
    { virtual: [{ name: 'v', model: 'M', manufacturer: 'G', sdk: 'x', abis: ['x86'] }] },
    /\$\.virtual\[0\]\.sdk/,
  ],
  ['not JSON', '{ "groups": ', /not valid JSON/],
];

describe('devices.json validation', () => {
  it.each(badRacks)('%s is a one-line config error with the JSON path', async (name, content, line) => {
    const file = await rackFile(`${name.replace(/\W+/g, '-')}.json`, content);
    const err = await loadRack(file).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).message).toMatch(line);
  });

  it('exits 2 from the CLI with that line and no stack trace', async () => {
    for (const [name, content, line] of badRacks.slice(0, 6)) {
      const file = await rackFile(`cli-${name.replace(/\W+/g, '-')}.json`, content);
      const r = await runCli(['devices', '--rack', file]);
      expect(r.exitCode, name).toBe(2);
      expect(r.stderr).toMatch(line);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\bat .*\.js:\d+/);
    }
  });

  it('accepts groups as an object or a list and fills the defaults', () => {
    const a = resolveRack(RackFile.parse({ groups: { api34: { sdk: { min: 34 } } } }), {});
    const b = resolveRack(RackFile.parse({ groups: [{ name: 'api34', sdk: { min: 34 } }] }), {});
    expect(a.groups).toEqual(b.groups);
    expect(a.groups[0]).toEqual({ name: 'api34', sdk: { min: 34 }, required: true });
    expect(a.probe).toEqual({ intervalMs: 500, timeoutMs: 2000 });
    expect(a.servers).toEqual(['127.0.0.1:5037']);
  });

  it('defaults the server from ANDROID_ADB_SERVER_PORT and gives a rack without groups one implicit group', () => {
    const r = resolveRack(RackFile.parse({}), { ANDROID_ADB_SERVER_PORT: '6123' });
    expect(r.servers).toEqual(['127.0.0.1:6123']);
    expect(r.groups).toEqual([{ name: IMPLICIT_GROUP, required: true }]);
  });
});

describe('selector patterns', () => {
  it('are whole-value globs, or /regex/', () => {
    expect(compilePattern('Pixel*')('Pixel 8 Pro')).toBe(true);
    expect(compilePattern('Pixel*')('A Pixel')).toBe(false);
    expect(compilePattern('Pixel ?')('Pixel 8')).toBe(true);
    expect(compilePattern('Pixel [6-8]')('Pixel 7')).toBe(true);
    expect(compilePattern('Pixel [!6-8]')('Pixel 7')).toBe(false);
    expect(compilePattern('/^SM-[GS]9/')('SM-S911B')).toBe(true);
  });

  it('treat shell and regex metacharacters as text', () => {
    expect(compilePattern('a;rm -rf $(x).(y)+')('a;rm -rf $(x).(y)+')).toBe(true);
    expect(compilePattern('a.b')('axb')).toBe(false);
    expect(compilePattern('$(touch x)')('$(touch x)')).toBe(true);
  });
});
