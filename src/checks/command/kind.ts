import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { CommandCheckEntry } from '../../config/project.js';
import { ConfigError } from '../../errors.js';
import { judge } from '../host/judge.js';
import { findReports, readJunitReports } from '../host/junit.js';
import { runProgram } from '../host/program.js';
import type { CheckFactory, HostCheck, HostExecution } from '../kind.js';

/** Report files older than the run by more than this are an earlier run's, not this one's. */
const STALE_SLACK_MS = 2000;

/**
 * `kind: "command"`: any program, once on the host (or once per leased device with `device: true`,
 * which sets ANDROID_SERIAL and ANDROID_ADB_SERVER_PORT). Its results are the test cases of the JUnit
 * XML files it writes during this run, or — without `junit` — the program itself as one test named
 * after the check. What its run means is decided by the infrastructure-vs-defect table (host/causes.ts).
 */
export const commandKind: CheckFactory<CommandCheckEntry> = async (entry, ctx) => {
  const cwd = path.resolve(ctx.configDir, entry.cwd ?? '.');
  const isDir = await stat(cwd).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDir)
    throw new ConfigError(`check "${entry.name}": cwd ${cwd} is not a directory`, {
      remedy: 'fix "cwd" (it resolves against the folder of droidheal.json)',
    });
  const check: HostCheck = {
    name: entry.name,
    appPackages: () => [],
    async run({ signal, device }) {
      const startedAt = Date.now();
      const env = {
        ...entry.env,
        ...(device ? { ANDROID_SERIAL: device.serial, ANDROID_ADB_SERVER_PORT: String(device.server.port) } : {}),
      };
      const run = await runProgram({
        run: entry.run,
        cwd,
        env,
        timeoutMs: entry.timeoutMs,
        ...(ctx.confine ? { confine: ctx.confine } : {}),
        // a device that goes away mid-run ends the run: its result is not the code's
        signal: device?.lost ? AbortSignal.any([signal, device.lost]) : signal,
      });
      if (device?.lost?.aborted && !signal.aborted)
        return {
          executions: [
            {
              test: { class: entry.name, method: entry.name },
              outcome: 'undetermined',
              reason: 'device-lost',
              detail: `${device.serial} was lost while the command ran`,
            },
          ],
          undetermined: { reason: 'device-lost', detail: `${device.serial} was lost while the command ran` },
          outputTail: run.output,
        };
      let results: HostExecution[] = [];
      let missingReports: string | undefined;
      if (entry.junit) {
        const found = await findReports(entry.junit, cwd);
        const fresh: string[] = [];
        for (const f of found.files) {
          const m = await stat(f).catch(() => undefined);
          if (m && m.mtimeMs >= startedAt - STALE_SLACK_MS) fresh.push(f);
        }
        const parsed = await readJunitReports(fresh, cwd);
        results = parsed.results;
        if (fresh.length === 0)
          missingReports = `no JUnit XML written by this run matches ${entry.junit.join(', ')} (under ${cwd})`;
        else if (results.length === 0 && parsed.unreadable.length > 0)
          missingReports = `unreadable JUnit XML: ${parsed.unreadable.map((u) => `${u.file} (${u.why})`).join('; ')}`;
      }
      return judge({
        check: entry.name,
        run,
        results,
        exitIsReport: entry.junit === undefined,
        ...(missingReports ? { missingReports } : {}),
      });
    },
  };
  return { placement: entry.device ? 'every-device' : 'host', check };
};
