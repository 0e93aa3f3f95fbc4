import type { Command } from 'commander';
import { defaultAdbPort } from '../adb/locate.js';
import { type AdbServerHandle, ensureAdbServer } from '../adb/server.js';
import { UsageError } from '../errors.js';
import {
  adbStates,
  connectToAdb,
  disconnectFromAdb,
  loadVirtualRack,
  startVirtualDevices,
  type VirtualRack,
} from '../virtual/index.js';
import { ExitCode } from './exit-codes.js';
import { setExitCode } from './exit-state.js';
import { listenForInterrupt } from './interrupt.js';

function parsePort(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new UsageError(`--adb-port: expected a port number 1–65535, got "${value}"`);
  return n;
}

/** Wait until adb lists every device (or the deadline passes); returns the last states seen. */
async function waitForListing(
  check: () => Promise<Map<string, string | undefined>>,
  deadlineMs: number,
  stopped: () => boolean,
): Promise<Map<string, string | undefined>> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const states = await check();
    if ([...states.values()].every((s) => s !== undefined) || Date.now() > until || stopped()) return states;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function register(program: Command): void {
  program
    .command('virtual')
    .description('start the virtual devices of a rack file and connect them to an adb server until interrupted')
    .requiredOption('--rack <file>', 'rack file with a "virtual" list (e.g. devices.json)')
    .option(
      '--adb-port <port>',
      'adb server port (default: ANDROID_ADB_SERVER_PORT or 5037); started if none answers',
      parsePort,
    )
    .action(async (opts: { rack: string; adbPort?: number }) => {
      const specs = await loadVirtualRack(opts.rack);
      // Listen before starting anything, so a Ctrl-C during start-up still stops what was started.
      const interrupt = listenForInterrupt();
      const { interrupted } = interrupt;
      let server: AdbServerHandle | undefined;
      let rack: VirtualRack | undefined;
      // adb calls still in flight must end before the server stops: adbkit answers a refused
      // connection by starting a daemon adb server, which would outlive us
      const inFlight: Promise<unknown>[] = [];
      setExitCode(ExitCode.ok); // serving until interrupted is the normal end; an error overrides it
      try {
        server = await ensureAdbServer(opts.adbPort ?? defaultAdbPort());
        rack = await startVirtualDevices(specs);
        const address = { host: server.host, port: server.port };
        const started = rack;
        if (interrupt.signal.aborted) return;
        const connecting = connectToAdb(started, address);
        inFlight.push(connecting.catch(() => undefined));
        await Promise.race([connecting, interrupted]);
        const listing = waitForListing(
          () => adbStates(started, address),
          3000,
          () => interrupt.signal.aborted,
        );
        inFlight.push(listing.catch(() => undefined));
        const states = await Promise.race([listing, interrupted.then(() => undefined)]);
        if (states) {
          for (const d of started.devices) process.stdout.write(`${d.serial}\t${states.get(d.serial) ?? 'absent'}\n`);
          process.stdout.write('ready\n');
        }
        await interrupted;
      } finally {
        await Promise.all(inFlight);
        if (rack && server)
          await disconnectFromAdb(rack, { host: server.host, port: server.port }).catch(() => undefined);
        await rack?.stop();
        await server?.stop();
        interrupt.stop();
      }
    });
}
