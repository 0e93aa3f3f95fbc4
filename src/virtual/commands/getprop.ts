import type { ShellProgram } from './types.js';

/** `getprop` lists `[key]: [value]` lines; `getprop KEY [DEFAULT]` prints one value (or the default / nothing). */
export const getprop: ShellProgram = async ({ device, argv, out }) => {
  const props = device.props();
  const key = argv[1];
  if (key === undefined) {
    let text = '';
    for (const [k, v] of props) text += `[${k}]: [${v}]\n`;
    await out(text);
    return 0;
  }
  await out(`${props.get(key) ?? argv[2] ?? ''}\n`);
  return 0;
};
