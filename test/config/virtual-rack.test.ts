import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loadVirtualRack, parseVirtualRack } from '../../src/config/virtual-rack.js';
import { ConfigError } from '../../src/errors.js';

const device = { name: 'a', model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abis: ['arm64-v8a'] };
const test = { class: 'com.example.A', method: 'b', durationMs: 100 };

function errorOf(input: unknown): string {
  try {
    parseVirtualRack(input, 'rack.json');
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('virtual rack files', () => {
  it('load the shipped racks with rack-level defaults applied to each device', async () => {
    const demo = await loadVirtualRack('devices.json');
    expect(demo.map((d) => d.sdk).sort()).toEqual([26, 30, 34, 34]);
    expect(demo.every((d) => d.tests.length >= 12 && d.durationScale === 0.5)).toBe(true);
    expect(demo[0]!.tests.filter((t) => t.outcome === 'fail').map((t) => t.method)).toEqual(['versionLabelIsTagged']);
    expect((await loadVirtualRack('android-fixtures/racks/mixed.json')).map((d) => d.state)).toContain('offline');
    expect(
      (await loadVirtualRack('android-fixtures/racks/faults.json')).flatMap((d) => d.faults.map((f) => f.type)).sort(),
    ).toEqual(['drop', 'drop', 'hang', 'reboot', 'slow', 'system-crash']);
  });

  it('accept the example in docs/virtual-devices.md', async () => {
    const doc = await readFile('docs/virtual-devices.md', 'utf8');
    const example = /```json\n([\s\S]*?)```/.exec(doc)![1]!;
    const devices = parseVirtualRack(JSON.parse(example), 'docs/virtual-devices.md');
    expect(devices.map((d) => d.name)).toEqual(['pixel-8', 'old-samsung']);
    expect(devices[1]!.faults[0]).toMatchObject({ type: 'drop', mode: 'die', when: 'middle', times: 1 });
  });

  it('keep other top-level keys of devices.json for the pool, and device-level tests win over rack-level', () => {
    const [d] = parseVirtualRack(
      { groups: { api34: {} }, tests: [test], virtual: [{ ...device, tests: [] }] },
      'rack.json',
    );
    expect(d!.tests).toEqual([]);
  });

  it('name the JSON path, what was expected and what was found', () => {
    expect(errorOf({ virtual: [{ ...device, sdk: '34' }] })).toMatch(
      /^rack\.json: \$\.virtual\[0\]\.sdk: .*found "34"/,
    );
    expect(errorOf({ virtual: [{ ...device, colour: 'red' }] })).toContain('$.virtual[0]: unknown key "colour"');
    expect(errorOf({ virtual: {} })).toContain('$.virtual: expected an array');
  });

  it('refuse faults and overrides that point at unknown tests, and inconsistent states', () => {
    expect(
      errorOf({ tests: [test], virtual: [{ ...device, faults: [{ type: 'hang', atTest: 'com.example.A#zzz' }] }] }),
    ).toContain('$.virtual[0].faults[0].atTest: no test com.example.A#zzz');
    expect(errorOf({ tests: [test], virtual: [{ ...device, outcomes: { 'com.example.A#nope': 'fail' } }] })).toContain(
      'no test com.example.A#nope',
    );
    expect(errorOf({ virtual: [{ ...device, state: 'unauthorized-then-accept' }] })).toContain('acceptAfterMs');
    expect(errorOf({ virtual: [device, device] })).toContain('duplicate device name');
  });
});
