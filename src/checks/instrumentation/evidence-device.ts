import type { AdbServer } from '../../adb/call.js';
import { shellSequence } from '../../adb/shell.js';
import {
  ADDITIONAL_OUTPUT_ARG,
  defaultAdditionalOutputDir,
  type EvidenceConfig,
  TEST_STORAGE_OUTPUT_DIR,
} from '../../config/evidence.js';

/** What evidence needs to know about a device once per run: its clock and where tests write output. */
export interface EvidenceDevice {
  /** device seconds − host seconds, never more than the truth (see `readEvidenceDevice`) */
  clockOffsetSec: number;
  /** the device folders a failed test's files are looked for in, each with the name it is kept under */
  outputDirs: Array<{ dir: string; label: string }>;
  /** the additionalTestOutputDir droidheal passes when the runner arguments name none */
  additionalOutputDir: string;
}

/**
 * Read the device's clock and SDK in one round trip. The offset is taken against the host time
 * after the answer, so it is never ahead of the real one: a file's mtime (whole device seconds) is
 * never before a test's start as computed from it.
 */
export async function readEvidenceDevice(
  server: AdbServer,
  serial: string,
  config: EvidenceConfig,
  target: { targetPackage: string; runnerArgs: Record<string, string> },
  opts: { timeoutMs: number; signal: AbortSignal },
): Promise<EvidenceDevice> {
  const out = await shellSequence(
    server,
    serial,
    [
      ['date', '+%s'],
      ['getprop', 'ro.build.version.sdk'],
    ],
    opts,
  );
  const after = Date.now() / 1000;
  const [clock, sdk] = out.trim().split(/\s+/).map(Number);
  if (!Number.isFinite(clock) || !Number.isFinite(sdk))
    throw new Error(`unexpected clock and SDK ${JSON.stringify(out)}`);
  const additionalOutputDir =
    target.runnerArgs[ADDITIONAL_OUTPUT_ARG] ?? defaultAdditionalOutputDir(target.targetPackage, sdk!);
  return {
    clockOffsetSec: clock! - after,
    additionalOutputDir,
    outputDirs: [
      { dir: TEST_STORAGE_OUTPUT_DIR, label: 'test_outputfiles' },
      { dir: additionalOutputDir, label: 'additional_test_output' },
      ...config.outputDirs.map((dir) => ({ dir, label: dir.replace(/^\/+/, '').replace(/\//g, '_') })),
    ],
  };
}
