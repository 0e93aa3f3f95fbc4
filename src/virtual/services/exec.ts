import { runShellLine } from '../commands/index.js';
import type { DeviceContext } from '../commands/types.js';
import type { ServiceHandler } from '../connection.js';

/**
 * `exec:cmd`: raw, unframed, carries stdin; adb uses it for streamed installs
 * (`exec:cmd package 'install' -S SIZE`). stdout and stderr share the stream.
 */
export function execService(device: DeviceContext, service: string): ServiceHandler | undefined {
  const command = service.slice('exec:'.length);
  if (command.trim() === '') return undefined;
  return async (stream) => {
    const write = (d: string | Buffer) => stream.write(d);
    await runShellLine(device, command, {
      out: write,
      err: write,
      readStdin: (n) => stream.readExactly(n),
      signal: stream.signal,
    });
  };
}
