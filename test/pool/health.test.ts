import { describe, expect, it } from 'vitest';
import type { DeviceFacts, EmulatorStatus } from '../../src/config/device-facts.js';
import type { Group } from '../../src/config/rack.js';
import { diffDeviceLists } from '../../src/pool/diff.js';
import { groupStatuses } from '../../src/pool/group-status.js';
import { type DeviceObservation, type Health, initialHealth, nextHealth } from '../../src/pool/health.js';
import { deviceKind } from '../../src/pool/kind.js';
import { compileGroups, groupsOf, mightMatch } from '../../src/pool/selectors.js';

/** Feed observations one after another; return each state and whether it counted as a loss. */
function run(obs: DeviceObservation[]): Array<[string, boolean]> {
  let h: Health = initialHealth(0);
  return obs.map((o, i) => {
    const t = nextHealth(h, o, 'S', i + 1);
    h = t.health;
    return [h.state, t.lostNow];
  });
}

describe('device health transitions', () => {
  it('goes booting → ready once a probe sees boot_completed=1', () => {
    expect(
      run([
        { type: 'listed', adbState: 'device' },
        { type: 'probe-ok', bootCompleted: false, bootId: 'b1' },
        { type: 'probe-ok', bootCompleted: true, bootId: 'b1' },
      ]),
    ).toEqual([
      ['booting', false],
      ['booting', false],
      ['ready', false],
    ]);
  });

  it('calls a device offline when it never was online, and lost when it was', () => {
    expect(run([{ type: 'listed', adbState: 'offline' }])).toEqual([['offline', false]]);
    expect(
      run([
        { type: 'listed', adbState: 'device' },
        { type: 'probe-ok', bootCompleted: true },
        { type: 'listed', adbState: 'offline' },
      ]).at(-1),
    ).toEqual(['lost', true]);
    expect(
      run([{ type: 'listed', adbState: 'device' }, { type: 'probe-ok', bootCompleted: true }, { type: 'unlisted' }]).at(
        -1,
      ),
    ).toEqual(['lost', true]);
  });

  it('marks a silent device hung, and ready again when it answers', () => {
    expect(
      run([
        { type: 'listed', adbState: 'device' },
        { type: 'probe-ok', bootCompleted: true },
        { type: 'probe-timeout', timeoutMs: 2000 },
        { type: 'probe-ok', bootCompleted: true },
      ]),
    ).toEqual([
      ['booting', false],
      ['ready', false],
      ['hung', true],
      ['ready', false],
    ]);
  });

  it('sees a reboot through a new boot id', () => {
    let h = nextHealth(initialHealth(0), { type: 'probe-ok', bootCompleted: true, bootId: 'a' }, 'S', 1).health;
    const t = nextHealth(h, { type: 'probe-ok', bootCompleted: false, bootId: 'b' }, 'S', 2);
    expect([t.rebooted, t.health.state, t.health.reason]).toEqual([true, 'booting', 'rebooted; still booting']);
    h = t.health;
    expect(nextHealth(h, { type: 'probe-ok', bootCompleted: true, bootId: 'b' }, 'S', 3).rebooted).toBe(false);
  });

  it('keeps unusual adb states as offline with a reason, never drops them', () => {
    const h = nextHealth(initialHealth(0), { type: 'listed', adbState: 'recovery' }, 'S', 1).health;
    expect([h.state, h.reason]).toEqual(['offline', 'in recovery mode, not running Android']);
    const u = nextHealth(initialHealth(0), { type: 'listed', adbState: 'unauthorized' }, 'S', 1).health;
    expect([u.state, u.remedy]).toEqual(['unauthorized', 'accept the USB debugging prompt on the device']);
  });

  it('blames the server, not the device, when the server goes away', () => {
    const ready = nextHealth(initialHealth(0), { type: 'probe-ok', bootCompleted: true }, 'S', 1).health;
    const t = nextHealth(
      ready,
      { type: 'server-unreachable', server: '10.0.0.2:5037', message: 'ECONNREFUSED' },
      'S',
      2,
    );
    expect([t.health.state, t.lostNow]).toEqual(['unreachable-server', true]);
    expect(t.health.reason).toMatch(/10\.0\.0\.2:5037/);
  });
});

describe('kinds, selectors and diffs', () => {
  it('tells emulators, network phones, USB phones and our virtual devices apart', () => {
    const ours = new Set(['127.0.0.1:40001']);
    expect(
      ['emulator-5554', '192.168.1.20:5555', 'R58M123ABC', '127.0.0.1:40001'].map((s) => deviceKind(s, ours)),
    ).toEqual(['emulator', 'physical', 'physical', 'virtual']);
  });

  const groups: Group[] = [
    { name: 'api26-29', sdk: { min: 26, max: 29 }, required: true },
    { name: 'arm-pixels', model: 'Pixel*', abi: 'arm64-v8a', required: true },
    { name: 'lab', labels: ['lab', 'fast'], kind: 'physical', required: false },
    { name: 'hostile', serial: '$(rm -rf /)*', required: false },
  ];
  const dev = {
    serial: 'X',
    kind: 'physical' as const,
    model: 'Pixel 4',
    manufacturer: 'Google',
    sdk: 29,
    abis: ['arm64-v8a'],
    labels: ['lab', 'fast'],
  };

  it('puts a device in every group whose selectors all match', () => {
    const c = compileGroups(groups);
    expect(groupsOf(dev, c)).toEqual(['api26-29', 'arm-pixels', 'lab']);
    expect(groupsOf({ ...dev, sdk: 30, labels: ['lab'] }, c)).toEqual(['arm-pixels']);
    expect(groupsOf({ ...dev, serial: '$(rm -rf /)-1' }, c)).toContain('hostile');
  });

  it('says which devices with unknown facts might match a group', () => {
    const unknown = { serial: 'U', kind: 'physical' as const, abis: [], labels: [] };
    expect(groupsOf(unknown, compileGroups(groups))).toEqual([]);
    expect(mightMatch(groups[0]!, unknown)).toBe(true);
    expect(mightMatch(groups[2]!, unknown)).toBe(false); // labels are known: it has none
  });

  it('diffs device lists like the tracker', () => {
    const d = diffDeviceLists(
      [
        { serial: 'a', state: 'device' },
        { serial: 'b', state: 'device' },
      ],
      [
        { serial: 'a', state: 'offline' },
        { serial: 'c', state: 'unauthorized' },
      ],
    );
    expect(d).toEqual({
      added: [{ serial: 'c', state: 'unauthorized' }],
      removed: [{ serial: 'b', state: 'device' }],
      changed: [{ device: { serial: 'a', state: 'offline' }, previous: { serial: 'a', state: 'device' } }],
    });
  });
});

describe('group status', () => {
  const facts = (over: Partial<DeviceFacts>): DeviceFacts => ({
    serial: 'S',
    server: '127.0.0.1:5037',
    state: 'ready',
    kind: 'physical',
    abis: [],
    labels: [],
    groups: [],
    since: '',
    ...over,
  });
  const g = (name: string, over: Partial<Group> = {}): Group => ({ name, required: true, ...over });

  it('is boot-timeout for the groups an emulator that did not boot was to serve', () => {
    const emu: EmulatorStatus = {
      avd: 'Pixel_API_26',
      state: 'boot-timeout',
      detail: 'not booted after 1000 ms',
      groups: ['api26'],
    };
    const [s] = groupStatuses([g('api26')], [], [emu], []);
    expect(s).toMatchObject({ canRun: false, reason: 'boot-timeout' });
    expect(s!.detail).toMatch(/Pixel_API_26 did not boot in time/);
  });

  it('explains an empty group by its most hopeful device, or no-device with the selectors', () => {
    const devices = [
      facts({ serial: 'A', state: 'lost', groups: ['x'] }),
      facts({ serial: 'B', state: 'booting', groups: ['x'] }),
    ];
    expect(groupStatuses([g('x')], devices, [], [])[0]).toMatchObject({ reason: 'booting', canRun: false });
    const [none] = groupStatuses([g('y', { model: 'Galaxy*', serials: ['R58'] })], devices, [], []);
    expect(none).toMatchObject({ reason: 'no-device', missing: ['R58'] });
    expect(none!.detail).toMatch(/serials R58; model Galaxy\*/);
  });

  it('can run with one ready device, whatever the others do', () => {
    const devices = [facts({ serial: 'A', state: 'hung', groups: ['x'] }), facts({ serial: 'B', groups: ['x'] })];
    expect(groupStatuses([g('x')], devices, [], [])[0]).toMatchObject({
      canRun: true,
      ready: ['B'],
      devices: ['A', 'B'],
    });
  });
});
