import type { Command } from 'commander';
import { installUiPackages, uiHome, uiPackages } from '../checks/ui/deps.js';
import { UsageError } from '../errors.js';

/** `droidheal setup ui`: install the optional UI check packages into droidheal's cache. */
export function register(program: Command): void {
  program
    .command('setup')
    .description("install optional parts into droidheal's cache (ui: Appium, UiAutomator2 driver, WebdriverIO)")
    .argument('<part>', 'ui')
    .option('--with-fake-driver', "also Appium's fake driver (droidheal's own tests use it)")
    .option('--quiet', 'print nothing when everything is installed already')
    .action(async (part: string, o: { withFakeDriver?: boolean; quiet?: boolean }) => {
      if (part !== 'ui') throw new UsageError(`unknown part "${part}"`, 'choose: ui');
      const r = await installUiPackages({
        withFakeDriver: o.withFakeDriver === true,
        onLog: (line) => process.stderr.write(`${line}\n`),
      });
      const versions = Object.entries(uiPackages({ withFakeDriver: o.withFakeDriver === true }))
        .map(([n, v]) => `${n}@${v}`)
        .join(', ');
      if (r.installed.length > 0 || !o.quiet)
        process.stdout.write(`${r.installed.length > 0 ? 'installed' : 'up to date'}: ${versions} in ${uiHome()}\n`);
    });
}
