import type { ShellProgram } from './types.js';

const NAMESPACES = new Set(['system', 'secure', 'global']);

/**
 * `settings get|put|delete NAMESPACE KEY [VALUE]` — runners turn animations off this way
 * (`settings put global animator_duration_scale 0`). Unset keys read as `null`, as on a device.
 */
export const settings: ShellProgram = async ({ device, argv, out, err }) => {
  const [, verb, ns, key, value] = argv;
  if (!verb || !ns || !NAMESPACES.has(ns) || !key) {
    await err('usage: settings [--user N] get|put|delete NAMESPACE KEY [VALUE]\n');
    return 1;
  }
  const id = `${ns}/${key}`;
  switch (verb) {
    case 'get':
      await out(`${device.settings.get(id) ?? 'null'}\n`);
      return 0;
    case 'put':
      if (value === undefined) {
        await err('settings put: a value is required\n');
        return 1;
      }
      device.settings.set(id, value);
      return 0;
    case 'delete':
      await out(`Deleted ${device.settings.delete(id) ? 1 : 0} rows\n`);
      return 0;
    default:
      await err(`settings: unknown verb '${verb}'\n`);
      return 1;
  }
};

/** `input …`, `svc …`, `wm …`: accepted and ignored (there is no screen to change). */
export const accepted: ShellProgram = async () => 0;

/** `logcat -c` clears, `logcat -d` prints an empty log; a streaming logcat ends when the host closes. */
export const logcat: ShellProgram = async ({ argv, signal }) => {
  if (argv.includes('-c') || argv.includes('-d')) return 0;
  await new Promise<void>((resolve) =>
    signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true }),
  );
  return 0;
};
