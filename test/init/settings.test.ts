import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../src/init/settings.js';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'droidheal-settings-'));
});
afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function project(name: string, files: Record<string, string>): Promise<string> {
  const dir = path.join(tmp, name);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

describe('settings.gradle(.kts)', () => {
  it('reads include calls over several lines and with several modules, in both DSLs', async () => {
    const kts = await project('kts', {
      'settings.gradle.kts':
        'include(\n    ":app",\n    ":core:data", // the data layer\n)\ninclude(":feature:a", ":feature:b")\n',
    });
    expect((await readSettings(kts)).modules.map((m) => m.path)).toEqual([
      ':app',
      ':core:data',
      ':feature:a',
      ':feature:b',
    ]);
    const groovy = await project('groovy', {
      'settings.gradle': "include ':app',\n        ':core:data'\ninclude ':wear'\n// include ':old'\n",
    });
    const settings = await readSettings(groovy);
    expect(settings.modules).toEqual([
      { path: ':app', dir: 'app' },
      { path: ':core:data', dir: 'core/data' },
      { path: ':wear', dir: 'wear' },
    ]);
    expect(settings.scanned).toBe(false);
  });

  it('follows projectDir, and finds modules a settings script includes by code from their build files', async () => {
    const dir = await project('dynamic', {
      'settings.gradle.kts': [
        'pluginManagement { includeBuild("build-logic") }',
        'include(":app")',
        'project(":app").projectDir = file("apps/main")',
        // an include whose path is built at configuration time: `include(":libraries:${'$'}{it.name}")`
        `File(rootDir, "libraries").listFiles().forEach { include(":libraries:${'$'}{it.name}") }`,
      ].join('\n'),
      'apps/main/build.gradle.kts': '',
      'libraries/db/build.gradle.kts': '',
      'libraries/db/build/generated/build.gradle.kts': '',
      'build-logic/settings.gradle.kts': '',
      'build-logic/convention/build.gradle.kts': '',
      'samples/other/settings.gradle.kts': '',
      'samples/other/app/build.gradle.kts': '',
    });
    const s = await readSettings(dir);
    expect(s.scanned).toBe(true);
    expect(s.pluginBuilds).toEqual(['build-logic']);
    // build outputs, the plugin build and a separate build (its own settings) are not modules
    expect(s.modules).toEqual([
      { path: ':app', dir: 'apps/main' },
      { path: ':libraries:db', dir: 'libraries/db' },
    ]);
  });
});
