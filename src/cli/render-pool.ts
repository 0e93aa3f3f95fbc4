import type { DeviceFacts, EmulatorStatus, GroupStatus, PoolSnapshot, ServerStatus } from '../config/device-facts.js';

/** A plain text table: columns padded to their widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

export function deviceRow(d: DeviceFacts): string[] {
  return [
    d.serial,
    d.state,
    d.state === 'ready' ? (d.leasedBy ? `leased by ${d.leasedBy}` : '') : (d.reason ?? ''),
    d.model ?? '?',
    d.sdk === undefined ? '?' : String(d.sdk),
    d.abis.join(',') || '?',
    d.groups.join(',') || '-',
    d.server,
  ];
}

export function serverLine(s: ServerStatus): string {
  return s.reachable
    ? `server ${s.server}: reachable${s.version ? ` (adb protocol ${s.version})` : ''}`
    : `server ${s.server}: UNREACHABLE (${s.error}) — ${s.remedy}`;
}

export function emulatorLine(e: EmulatorStatus): string {
  return `emulator ${e.avd}${e.serial ? ` (${e.serial})` : ''}: ${e.state}${e.detail ? ` — ${e.detail}` : ''}`;
}

export function groupLine(g: GroupStatus): string {
  const head = `group ${g.name}${g.required ? ' (required)' : ' (optional)'}: `;
  if (g.canRun) return `${head}can run — ${g.detail ?? `${g.ready.length} ready`}`;
  return `${head}CANNOT RUN [${g.reason}] ${g.detail ?? ''}${g.remedy ? ` — ${g.remedy}` : ''}`;
}

/** The remedy of an emulator droidheal stopped after its boot timeout. */
const GIVEN_UP_REMEDY =
  'droidheal stopped it after its boot timeout — ' +
  'check the AVD boots (`emulator -avd NAME`) or raise bootTimeoutMs in devices.json';

/** The whole snapshot as people read it: devices, servers, emulators, then one line per group. */
export function renderSnapshot(s: PoolSnapshot): string {
  const out: string[] = [];
  const named = s.devices.some((d) => d.name !== undefined);
  if (s.devices.length)
    out.push(
      table(
        [...(named ? ['NAME'] : []), 'SERIAL', 'STATE', 'REASON', 'MODEL', 'SDK', 'ABI', 'GROUPS', 'SERVER'],
        s.devices.map((d) => [...(named ? [d.name ?? '-'] : []), ...deviceRow(d)]),
      ),
    );
  else out.push('no devices attached');
  // an emulator droidheal gave up on is not one to wait for: its remedy is the emulator's
  const givenUp = new Set(
    s.emulators.filter((e) => e.state === 'boot-timeout' || e.state === 'failed').map((e) => e.serial),
  );
  const remedies = s.devices
    .filter((d) => d.state !== 'ready' && d.remedy)
    .map((d) => `  ${d.serial}${d.name ? ` (${d.name})` : ''}: ${givenUp.has(d.serial) ? GIVEN_UP_REMEDY : d.remedy}`);
  if (remedies.length) out.push('', 'to fix:', ...remedies);
  out.push('');
  for (const srv of s.servers) if (!srv.reachable) out.push(serverLine(srv));
  for (const e of s.emulators) out.push(emulatorLine(e));
  for (const g of s.groups) out.push(groupLine(g));
  return `${out.join('\n')}\n`;
}

/** One `--watch` line for a change. */
export function changeLine(f: DeviceFacts, prev: DeviceFacts | undefined, at = new Date()): string {
  const t = at.toISOString().slice(11, 19);
  const from = prev ? `${prev.state} → ` : '';
  return `${t} ${f.serial} ${from}${f.state}${f.state !== 'ready' && f.reason ? ` (${f.reason})` : ''}`;
}
