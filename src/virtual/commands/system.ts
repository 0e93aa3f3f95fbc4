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

/**
 * `logcat -c` clears the buffer; `logcat -d [-t N]` prints it (threadtime, whatever `-v` asks; `-b`
 * is accepted); a streaming logcat prints nothing more and ends when the host closes.
 */
export const logcat: ShellProgram = async ({ argv, signal, device, out }) => {
  if (argv.includes('-c')) {
    device.log.clear();
    return 0;
  }
  // `-t N` implies -d
  if (argv.includes('-d') || argv.includes('-t')) {
    const t = argv.indexOf('-t');
    const tail = t >= 0 ? Number(argv[t + 1]) : undefined;
    const text = device.log.print(tail !== undefined && Number.isInteger(tail) && tail > 0 ? tail : undefined);
    if (text) await out(text);
    return 0;
  }
  await new Promise<void>((resolve) =>
    signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true }),
  );
  return 0;
};
