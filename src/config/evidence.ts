import { z } from 'zod';

/** Where AndroidX test storage keeps test output files (TestStorageConstants.ON_DEVICE_PATH_TEST_OUTPUT). */
export const TEST_STORAGE_OUTPUT_DIR = '/sdcard/googletest/test_outputfiles';

/** The runner argument AGP passes to tell tests where to write output it copies back. */
export const ADDITIONAL_OUTPUT_ARG = 'additionalTestOutputDir';

/**
 * AGP's on-device folder for additional test output when the runner arguments name none: under
 * Android/media from API 29 (the one shared folder both the shell and the test may write), the
 * app's own external files folder before.
 */
export function defaultAdditionalOutputDir(targetPackage: string, sdk: number): string {
  return sdk >= 29
    ? `/sdcard/Android/media/${targetPackage}/additional_test_output`
    : `/sdcard/Android/data/${targetPackage}/files/test_data`;
}

/**
 * What droidheal keeps of a failed device test besides its trace and log (docs/reports.md,
 * "Evidence"): a screenshot taken as the failure arrives, the files the test wrote, optionally a
 * screen recording of its re-run. Every piece is bounded in bytes and the whole in time, so evidence
 * can never cost a run more than these numbers.
 */
export const EvidenceConfig = z
  .strictObject({
    screenshot: z.boolean().default(true).describe('`screencap -p` as soon as a test reports its failure'),
    files: z
      .boolean()
      .default(true)
      .describe(
        "pull the files a failed test wrote: AndroidX test storage (/sdcard/googletest/test_outputfiles), AGP's additionalTestOutput folder, and `outputDirs`",
      ),
    outputDirs: z
      .array(z.string().regex(/^\//, 'expected an absolute device path such as /sdcard/Pictures/screenshots'))
      .default([])
      .describe('more device folders a test writes its output to'),
    record: z
      .enum(['none', 'retries', 'all'])
      .default('none')
      .describe(
        '`screenrecord` of a batch, kept for its failed tests: retries = only the re-check of a failure, all = every batch',
      ),
    recordSeconds: z
      .number()
      .int()
      .min(1)
      .max(180)
      .default(180)
      .describe("screenrecord's --time-limit (the device's own limit is 180 s)"),
    recordBitRate: z
      .number()
      .int()
      .min(100_000)
      .max(100_000_000)
      .default(2_000_000)
      .describe("screenrecord's --bit-rate, bits per second: 2 Mbit/s is about 15 MB a minute"),
    maxFileBytes: z
      .number()
      .int()
      .min(1024)
      .default(50 * 1024 * 1024)
      .describe('a larger file is not pulled (noted instead)'),
    maxRunBytes: z
      .number()
      .int()
      .min(1024)
      .default(500 * 1024 * 1024)
      .describe('all evidence of one run together; once reached, nothing more is kept (noted on each test)'),
    timeoutMs: z
      .number()
      .int()
      .min(100)
      .default(30_000)
      .describe("deadline of one failed test's evidence (screenshot, files), and of stopping and pulling a recording"),
  })
  .describe('evidence of failed device tests, kept beside the report (docs/reports.md, "Evidence")');
export type EvidenceConfig = z.infer<typeof EvidenceConfig>;
