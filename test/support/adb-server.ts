import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AdbServerHandle, freePort, startAdbServer } from '../../src/adb/server.js';

export { freePort };

export interface PrivateAdbServer extends AdbServerHandle {
  home: string;
  /** environment for child processes (adb CLI, droidheal) that must use this server */
  env: Record<string, string>;
}

/**
 * A private, real adb server for one test file: own port, own HOME (so its RSA key never touches
 * the user's), stopped by pid and its HOME removed in `stop()`. Call in beforeAll/afterAll.
 */
export async function startPrivateAdbServer(): Promise<PrivateAdbServer> {
  const home = await mkdtemp(path.join(os.tmpdir(), 'droidheal-adb-home-'));
  const port = await freePort();
  const server = await startAdbServer({ port, home });
  return {
    ...server,
    home,
    env: { HOME: home, ANDROID_ADB_SERVER_PORT: String(port) },
    async stop() {
      await server.stop();
      await rm(home, { recursive: true, force: true });
    },
  };
}
