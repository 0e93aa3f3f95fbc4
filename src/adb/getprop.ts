import type { AdbServer, CallOptions } from './call.js';
import { shell } from './shell.js';

/** Parse `getprop` output (`[key]: [value]` lines; values may span lines). */
export function parseGetprop(text: string): Record<string, string> {
  const props: Record<string, string> = {};
  const re = /^\[([^\]]+)\]: \[([\s\S]*?)\]$/gm;
  for (const m of text.replace(/\r\n/g, '\n').matchAll(re)) props[m[1]!] = m[2]!;
  return props;
}

/** All system properties of a device (`adb shell getprop`), bounded by the call's deadline. */
export async function getprops(
  server: AdbServer,
  serial: string,
  opts: CallOptions = {},
): Promise<Record<string, string>> {
  return parseGetprop(await shell(server, serial, ['getprop'], opts));
}

/** One property; '' when unset (as getprop prints it). */
export async function getprop(
  server: AdbServer,
  serial: string,
  name: string,
  opts: CallOptions = {},
): Promise<string> {
  return (await shell(server, serial, ['getprop', name], opts)).trim();
}
