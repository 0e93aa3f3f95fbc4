import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, parseWith } from '../errors.js';
import { Pattern } from './pattern.js';
import { readJsonFile } from './read-json.js';
import {
  VirtualDeviceSpec as VirtualDeviceSpecSchema,
  VirtualInstrumentation,
  VirtualTestSpec,
} from './virtual-device.js';
import { parseVirtualRack } from './virtual-rack.js';

/**
 * devices.json — the rack (docs/devices.md): which adb servers to use, which device groups the checks
 * must cover, which emulators to boot and which virtual devices to start. Defaults live here.
 * Every object is strict: an unknown key is an error naming its JSON path.
 */

const RACK_REMEDY = 'see `droidheal schema rack` and the examples in android-fixtures/racks/';

const HostPort = z
  .string()
  .regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, 'expected "host:port" such as "127.0.0.1:5037"')
  .refine((s) => {
    const port = Number(s.slice(s.lastIndexOf(':') + 1));
    return port > 0 && port < 65536;
  }, 'port must be 1–65535')
  .describe('an adb server, host:port');

export const DeviceKindSelector = z.enum(['emulator', 'physical', 'virtual']);

export const SdkRange = z
  .strictObject({
    min: z.number().int().min(1).optional().describe('lowest API level, inclusive'),
    max: z.number().int().min(1).optional().describe('highest API level, inclusive'),
  })
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
    message: 'min is above max (the range is reversed); swap them',
  });

/** Selectors of a group; a device belongs to the group when it matches every selector given. */
const GroupFields = {
  serials: z
    .array(z.string().min(1))
    .optional()
    .describe('exact serials; a listed serial that is not attached is reported as missing'),
  serial: Pattern.optional().describe('serial pattern'),
  model: Pattern.optional().describe('ro.product.model pattern'),
  manufacturer: Pattern.optional().describe('ro.product.manufacturer pattern'),
  sdk: SdkRange.optional(),
  abi: z.string().min(1).optional().describe('an ABI the device must list in ro.product.cpu.abilist, e.g. arm64-v8a'),
  kind: DeviceKindSelector.optional(),
  labels: z.array(z.string().min(1)).optional().describe('labels the device must carry (see `labels`)'),
  required: z
    .boolean()
    .default(true)
    .describe('a required group with no ready device makes the run undetermined (exit 3); default true'),
};

export const GroupSpec = z.strictObject(GroupFields);
export const NamedGroupSpec = z.strictObject({ name: z.string().min(1), ...GroupFields });
export type GroupSpec = z.infer<typeof GroupSpec>;
export type Group = z.infer<typeof NamedGroupSpec>;

export const EmulatorSpec = z.strictObject({
  avd: z.string().min(1).describe('AVD name as `emulator -list-avds` prints it'),
  bootTimeoutMs: z.number().int().positive().default(180_000).describe('wait this long for sys.boot_completed=1 (ms)'),
  args: z.array(z.string()).default([]).describe('extra emulator arguments (argv, never a shell string)'),
  port: z
    .number()
    .int()
    .min(5554)
    .max(5682)
    .refine((p) => p % 2 === 0, 'expected an even console port (the adb port is port+1)')
    .optional()
    .describe('console port; default: the first free even port from 5554'),
  groups: z
    .array(z.string().min(1))
    .default([])
    .describe('groups this emulator serves; they report boot-timeout when it does not boot'),
  labels: z.array(z.string().min(1)).default([]).describe('labels the booted emulator carries'),
});
export type EmulatorSpec = z.infer<typeof EmulatorSpec>;

export const ProbeSettings = z.strictObject({
  intervalMs: z
    .number()
    .int()
    .min(50)
    .default(500)
    .describe('how often device lists are polled and devices probed (ms)'),
  timeoutMs: z.number().int().min(100).default(2000).describe('a probe not answered within this is a hung device (ms)'),
});

const GroupsByName = z.record(z.string().min(1), GroupSpec);
const GroupList = z.array(NamedGroupSpec);

/** The rack schema around one form of `groups` (zod's union errors would hide the JSON path). */
function rackSchema<G extends z.ZodType<z.infer<typeof GroupsByName> | z.infer<typeof GroupList>>>(groups: G) {
  return z
    .strictObject({
      $schema: z.string().optional(),
      servers: z
        .array(HostPort)
        .min(1)
        .optional()
        .describe('adb servers; default: 127.0.0.1 on ANDROID_ADB_SERVER_PORT or 5037'),
      groups: groups.optional().describe('device groups by name (object), or a list of groups with a `name`'),
      emulators: z.array(EmulatorSpec).default([]),
      virtual: z
        .array(VirtualDeviceSpecSchema)
        .default([])
        .describe('virtual devices started for the duration of a command'),
      // rack-level defaults of the virtual devices (see src/config/virtual-device.ts)
      durationScale: z.number().positive().optional().describe('multiplies every virtual test duration'),
      tests: z.array(VirtualTestSpec).optional().describe('default suite of virtual devices that list none'),
      instrumentations: z
        .array(VirtualInstrumentation)
        .optional()
        .describe('default instrumentations of virtual devices that list none'),
      labels: z
        .record(z.string().min(1), z.array(z.string().min(1)))
        .default({})
        .describe('labels per device serial or virtual device name'),
      probe: ProbeSettings.default({ intervalMs: 500, timeoutMs: 2000 }),
    })
    .superRefine((rack, ctx) => {
      if (Array.isArray(rack.groups)) {
        const seen = new Map<string, number>();
        rack.groups.forEach((g, i) => {
          const first = seen.get(g.name);
          if (first !== undefined)
            ctx.addIssue({
              code: 'custom',
              path: ['groups', i, 'name'],
              message: `duplicate group name "${g.name}" (first at $.groups[${first}]); give each group its own name`,
            });
          else seen.set(g.name, i);
        });
      }
      const names = new Set(
        Array.isArray(rack.groups) ? rack.groups.map((g) => g.name) : Object.keys(rack.groups ?? {}),
      );
      for (const [i, e] of rack.emulators.entries())
        for (const [j, g] of e.groups.entries())
          if (!names.has(g))
            ctx.addIssue({
              code: 'custom',
              path: ['emulators', i, 'groups', j],
              message: `unknown group "${g}"; declare it under "groups"`,
            });
      const virtualNames = new Set<string>();
      rack.virtual.forEach((v, i) => {
        if (virtualNames.has(v.name))
          ctx.addIssue({
            code: 'custom',
            path: ['virtual', i, 'name'],
            message: `duplicate virtual device name "${v.name}"`,
          });
        virtualNames.add(v.name);
      });
    });
}

/** devices.json as published (`droidheal schema rack`): groups as an object or a list. */
export const RackFile = rackSchema(z.union([GroupsByName, GroupList]));
const RackFileGroupsByName = rackSchema(GroupsByName);
const RackFileGroupList = rackSchema(GroupList);

/** Validate a parsed devices.json value against the form of `groups` it uses. */
export function parseRackFile(input: Record<string, unknown>, file: string): RackFile {
  const schema: z.ZodType = Array.isArray(input.groups) ? RackFileGroupList : RackFileGroupsByName;
  return parseWith<unknown>(schema, input, file, RACK_REMEDY) as RackFile;
}
export type RackFileInput = z.input<typeof RackFile>;
export type RackFile = z.infer<typeof RackFile>;

/** The group a rack without `groups` gets: any device, required. */
export const IMPLICIT_GROUP = 'all';

/** The rack with groups as a list and servers resolved: what the pool works on. */
export interface Rack extends Omit<RackFile, 'groups' | 'servers'> {
  groups: Group[];
  servers: string[];
  /** the devices.json this rack was read from; absent for the default rack (no file) */
  source?: string;
  /** whether the file lists `servers` (otherwise the default server is used): remedies only point at what exists */
  serversDeclared: boolean;
}

/** Normalise a parsed rack: groups as a list, the default server from the environment. */
export function resolveRack(file: RackFile, env: NodeJS.ProcessEnv = process.env): Rack {
  let groups = Array.isArray(file.groups)
    ? file.groups
    : Object.entries(file.groups ?? {}).map(([name, g]) => ({ name, ...g }));
  // a rack without groups still needs a device: one implicit required group of every device
  if (groups.length === 0) groups = [{ name: IMPLICIT_GROUP, required: true }];
  const port = Number(env.ANDROID_ADB_SERVER_PORT);
  const defaultServer = `127.0.0.1:${Number.isInteger(port) && port > 0 && port < 65536 ? port : 5037}`;
  return { ...file, groups, servers: file.servers ?? [defaultServer], serversDeclared: file.servers !== undefined };
}

/**
 * Read and validate devices.json. Virtual devices first inherit the rack-level defaults (the
 * virtual rack's own rules), then the whole file is checked strictly; every error is one line
 * with the JSON path, what was expected and what was found (ConfigError, exit 2).
 */
export async function loadRack(file: string, env: NodeJS.ProcessEnv = process.env): Promise<Rack> {
  const input = await readJsonFile(file);
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new ConfigError('$: expected an object (the rack)', { file, remedy: RACK_REMEDY });
  const record = input as Record<string, unknown>;
  const virtual = Array.isArray(record.virtual) ? parseVirtualRack(record, file) : record.virtual;
  return { ...resolveRack(parseRackFile({ ...record, virtual }, file), env), source: file };
}

/** The rack a command uses: `--rack FILE`, else ./devices.json when present, else an empty rack. */
export async function loadRackOrDefault(
  file: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): Promise<Rack> {
  if (file !== undefined) return loadRack(file, env);
  const local = path.join(cwd, 'devices.json');
  if (existsSync(local)) return loadRack(local, env);
  return resolveRack(RackFile.parse({}), env);
}
