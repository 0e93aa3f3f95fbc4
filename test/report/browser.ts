import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

/**
 * A real headless Chromium (Debian's /usr/bin/chromium) with a fresh profile, for the HTML report
 * tests. `close()` ends the browser and removes the profile on every path.
 */
export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchChromium(): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), 'droidheal-chromium-'));
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
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
