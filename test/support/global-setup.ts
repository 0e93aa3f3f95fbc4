import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Build dist/ once per test run (as `npm run build` does) so CLI tests exercise the same binary users get. */
export default function setup(): void {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], {
      cwd: root,
      stdio: 'pipe',
    });
  } catch (err) {
    // Type errors still emit JavaScript (noEmitOnError=false); `npm run typecheck` reports them.
    const out = String((err as { stdout?: Buffer }).stdout ?? '');
    if (!/error TS/.test(out)) throw err;
  }
  // the report's CSS and browser script, read at runtime next to the compiled modules
  execFileSync(process.execPath, ['scripts/copy-assets.js'], { cwd: root, stdio: 'pipe' });
  // the guard as one module, as `npm run build` makes it (the CLI tests run that bundle)
  execFileSync(process.execPath, ['scripts/bundle-guard.js'], { cwd: root, stdio: 'pipe' });
  // UI checks' optional packages (Appium, drivers, WebdriverIO) in droidheal's cache: a no-op once
  // installed. A failure here is reported by the ui tests themselves, with the command that fixes it.
  try {
    execFileSync(process.execPath, ['bin/droidheal.js', 'setup', 'ui', '--with-fake-driver', '--quiet'], {
      cwd: root,
      stdio: 'pipe',
      timeout: 15 * 60_000,
    });
  } catch (err) {
    process.stderr.write(
      `global setup: droidheal setup ui failed: ${String((err as { stderr?: Buffer }).stderr ?? err)}\n`,
    );
  }
}
