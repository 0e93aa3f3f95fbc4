import type { Command } from 'commander';
import { ensureAdbServer } from '../adb/server.js';
import { defaultAdbPort } from '../adb/locate.js';
import { UsageError } from '../errors.js';
import { adbStates, connectToAdb, disconnectFromAdb, loadVirtualRack, startVirtualDevices } from '../virtual/index.js';
import { ExitCode } from './exit-codes.js';
import { setExitCode } from './exit-state.js';

function parsePort(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new UsageError(`--adb-port: expected a port number 1–65535, got "${value}"`);
  return n;
}

/** Wait until adb lists every device (or the deadline passes); returns the last states seen. */
async function waitForListing(check: () => Promise<Map<string, string | undefined>>, deadlineMs: number): Promise<Map<string, string | undefined>> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const states = await check();
    if ([...states.values()].every((s) => s !== undefined) || Date.now() > until) return states;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function register(program: Command): void {
  program
    .command('virtual')
    .description('start the virtual devices of a rack file and connect them to an adb server until interrupted')
    .requiredOption('--rack <file>', 'rack file with a "virtual" list (e.g. devices.json)')
    .option('--adb-port <port>', 'adb server port (default: ANDROID_ADB_SERVER_PORT or 5037); started if none answers', parsePort)
    .action(async (opts: { rack: string; adbPort?: number }) => {
      const specs = await loadVirtualRack(opts.rack);
      const server = await ensureAdbServer(opts.adbPort ?? defaultAdbPort());
      const rack = await startVirtualDevices(specs).catch(async (e: unknown) => {
        await server.stop();
        throw e;
      });
      const address = { host: server.host, port: server.port };
      let finish!: () => void;
      const interrupted = new Promise<void>((resolve) => (finish = resolve));
      const onSignal = () => finish();
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
      try {
        await Promise.race([connectToAdb(rack, address), interrupted]);
        const states = await Promise.race([waitForListing(() => adbStates(rack, address), 3000), interrupted.then(() => undefined)]);
        if (states) {
          for (const d of rack.devices) process.stdout.write(`${d.serial}\t${states.get(d.serial) ?? 'absent'}\n`);
          process.stdout.write('ready\n');
        }
        await interrupted;
      } finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
        await disconnectFromAdb(rack, address).catch(() => undefined);
        await rack.stop();
        await server.stop();
      }
      setExitCode(ExitCode.ok);
    });
}
