import type { Command } from 'commander';
import type { DeviceFacts } from '../config/device-facts.js';
import { loadRackOrDefault } from '../config/rack.js';
import { ExitCode } from './exit-codes.js';
import { setExitCode } from './exit-state.js';
import { aborted } from './interrupt.js';
import { withPool } from './pool-session.js';
import { changeLine, emulatorLine, groupLine, renderSnapshot, serverLine } from './render-pool.js';

export function register(program: Command): void {
  program
    .command('devices')
    .description(
      'list every device with its state and reason, and whether each device group can run (exit 0 yes, 3 no)',
    )
    .option('--rack <file>', 'devices.json to use (default: ./devices.json when present)')
    .option('--json', 'print the pool snapshot as JSON (see `droidheal schema devices`)')
    .option('--watch', 'keep running and print each change as it happens, until Ctrl-C')
    .action(async (opts: { rack?: string; json?: boolean; watch?: boolean }) => {
      const rack = await loadRackOrDefault(opts.rack);
      const canRun = await withPool(rack, async (pool, signal) => {
        // emulators may take minutes: say what we are waiting for (stderr, so --json stays clean)
        for (const e of rack.emulators)
          process.stderr.write(`waiting up to ${Math.round(e.bootTimeoutMs / 1000)} s for emulator ${e.avd} to boot\n`);
        await Promise.race([pool.settled(), aborted(signal)]);
        if (opts.watch) {
          if (!opts.json)
            process.stdout.write(`${renderSnapshot(pool.snapshot())}\nwatching for changes (Ctrl-C to stop)\n`);
          const print = (line: string, value: unknown) =>
            process.stdout.write(opts.json ? `${JSON.stringify(value)}\n` : `${line}\n`);
          if (opts.json) print('', { type: 'snapshot', ...pool.snapshot() });
          const onChange = (f: DeviceFacts, prev: DeviceFacts | undefined) => {
            print(changeLine(f, prev), { type: 'change', device: f, previous: prev?.state });
            for (const g of pool.groups().filter((x) => x.devices.includes(f.serial)))
              if (!opts.json) process.stdout.write(`  ${groupLine(g)}\n`);
          };
          pool.on('change', onChange);
          pool.on('server', (s) => print(serverLine(s), { type: 'server', server: s }));
          pool.on('emulator', (e) => print(emulatorLine(e), { type: 'emulator', emulator: e }));
          await aborted(signal);
          pool.off('change', onChange);
          return pool.snapshot().canRun;
        }
        const snap = pool.snapshot();
        process.stdout.write(opts.json ? `${JSON.stringify(snap, null, 2)}\n` : renderSnapshot(snap));
        return snap.canRun;
      });
      setExitCode(canRun ? ExitCode.ok : ExitCode.undetermined);
    });
}
