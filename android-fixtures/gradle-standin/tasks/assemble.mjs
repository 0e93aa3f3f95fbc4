// @ts-check
/**
 * `:app:assembleDebug` and `:app:assembleDebugAndroidTest`: real APKs at AGP's output paths, built
 * with droidheal's APK writer (dist/apk/write.js). The test APK carries the suite derived from the
 * sources (lib/derive.mjs) as `assets/droidheal/suite.json`, which virtual devices replay.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deriveSuite } from '../lib/derive.mjs';
import { droidheal } from '../lib/project.mjs';

export const APP_APK = 'app/build/outputs/apk/debug/app-debug.apk';
export const TEST_APK = 'app/build/outputs/apk/androidTest/debug/app-debug-androidTest.apk';

async function write(/** @type {string} */ file, /** @type {Buffer} */ data) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

export default [
  {
    path: ':app:assembleDebug',
    description: `Assembles the debug APK (${APP_APK}).`,
    dependsOn: [':app:compileDebugKotlin'],
    /** @param {import('../gradlew.mjs').TaskContext} ctx */
    async run(ctx) {
      const { buildApk } = await droidheal('apk/write.js');
      const android = await ctx.project.android();
      await write(
        path.join(ctx.project.dir, APP_APK),
        buildApk({ package: android.applicationId, minSdk: android.minSdk }),
      );
    },
  },
  {
    path: ':app:assembleDebugAndroidTest',
    description: `Assembles the androidTest APK (${TEST_APK}) carrying the derived suite.`,
    dependsOn: [':app:compileDebugAndroidTestKotlin'],
    /** @param {import('../gradlew.mjs').TaskContext} ctx */
    async run(ctx) {
      const [{ buildApk }, { SUITE_ASSET }] = await Promise.all([
        droidheal('apk/write.js'),
        droidheal('config/virtual-device.js'),
      ]);
      const android = await ctx.project.android();
      const derived = await deriveSuite(ctx.project);
      const suite = {
        schemaVersion: 1,
        tests: derived.map((t) => ({
          class: t.class,
          method: t.method,
          durationMs: t.durationMs,
          outcome: t.outcome,
          ...(t.message !== undefined ? { message: t.message } : {}),
          ...(t.trace !== undefined ? { trace: t.trace } : {}),
        })),
      };
      const apk = buildApk({
        package: android.testApplicationId,
        minSdk: android.minSdk,
        instrumentation: { runner: android.runner, target: android.applicationId },
        entries: [{ name: SUITE_ASSET, data: Buffer.from(`${JSON.stringify(suite, null, 2)}\n`), compress: true }],
      });
      await write(path.join(ctx.project.dir, TEST_APK), apk);
      if (ctx.options.info) for (const t of derived) ctx.log(`${t.class}#${t.method}: ${t.outcome} (${t.rule})`);
    },
  },
];
