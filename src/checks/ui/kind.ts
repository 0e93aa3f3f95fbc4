import path from 'node:path';
import type { UiCheckEntry } from '../../config/project.js';
import { readTestApk } from '../instrumentation/apk.js';
import type { CheckFactory } from '../kind.js';
import { uiCheck } from './check.js';
import { requireUiPackages } from './deps.js';
import { loadScenarios } from './scenarios.js';

/**
 * `kind: "ui"`: scenarios of UI steps through Appium's UiAutomator2 driver (WebdriverIO) on every
 * leased device. Missing UI packages are a one-line error (exit 2) before any device is touched.
 */
export const uiKind: CheckFactory<UiCheckEntry> = async (entry, ctx) => {
  requireUiPackages();
  const scenarios = await loadScenarios(entry, ctx.configDir, 'droidheal.json');
  // an app given by its APK: the package the session starts comes from the APK's manifest
  const appPackage =
    entry.app.package ??
    (entry.app.apk ? (await readTestApk(path.resolve(ctx.configDir, entry.app.apk))).testPackage : undefined);
  const check = uiCheck({
    config: { ...entry, app: { ...entry.app, ...(appPackage ? { package: appPackage } : {}) } },
    scenarios,
    baseDir: ctx.configDir,
    probeMs: ctx.config.timeouts.probeMs,
    name: entry.name,
    onTestStart: (serial, test) => ctx.onTestStart?.(entry.name, serial, test),
  });
  return {
    placement: 'device',
    check,
    tests: scenarios.map((s) => s.test),
    suiteName: entry.app.package ?? path.basename(entry.app.apk ?? entry.name),
    close: () => check.close(),
  };
};
