import { constants } from 'node:fs';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

/**
 * A real headless Chromium (the one scripts/ensure-chromium finds: $CHROMIUM_PATH, then chromium or
 * chromium-browser on PATH) with a fresh profile, for the HTML report tests. `close()` ends the browser
 * and removes the profile on every path.
 */
export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** The Chromium binary, looked up as scripts/ensure-chromium does (npm test runs it first). */
async function chromiumPath(): Promise<string> {
  const executable = (file: string) =>
    access(file, constants.X_OK).then(
      () => true,
      () => false,
    );
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) return explicit;
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean))
    for (const name of ['chromium', 'chromium-browser']) if (await executable(join(dir, name))) return join(dir, name);
  throw new Error('chromium not found: run scripts/ensure-chromium (npm test does)');
}

export async function launchChromium(): Promise<Browser> {
  const executablePath = await chromiumPath();
  const profile = await mkdtemp(join(tmpdir(), 'droidheal-chromium-'));
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
      viewport: { width: 1400, height: 1000 },
    });
    return {
      context,
      close: async () => {
        try {
          await context.close();
        } finally {
          await rm(profile, { recursive: true, force: true });
        }
      },
    };
  } catch (err) {
    await rm(profile, { recursive: true, force: true });
    throw err;
  }
}
