export { toArgv } from '../config/heal.js';

/** A command for logs and reports. */
export function commandText(command: string | readonly string[]): string {
  return typeof command === 'string'
    ? command
    : command.map((a) => (/[\s"']/.test(a) ? JSON.stringify(a) : a)).join(' ');
}

/** The last `max` characters of a process's output, cut at a line start. */
export function tail(text: string, max = 4000): string {
  if (text.length <= max) return text;
  const cut = text.slice(-max);
  const nl = cut.indexOf('\n');
  return nl >= 0 && nl < 200 ? cut.slice(nl + 1) : cut;
}
