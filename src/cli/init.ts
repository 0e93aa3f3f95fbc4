import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import type { DeviceFacts } from '../config/device-facts.js';
import { RackFile, resolveRack } from '../config/rack.js';
import { UsageError } from '../errors.js';
import { readGradleProject } from '../init/gradle-project.js';
import { renderProjectConfig, renderRack } from '../init/write-config.js';
import { writeFilesAtomically } from '../report/write.js';
import { ExitCode } from './exit-codes.js';
import { setExitCode } from './exit-state.js';
import { withPool } from './pool-session.js';

interface InitOptions {
  project: string;
  force?: boolean;
  devices: boolean;
}

export function register(program: Command): void {
  program
    .command('init')
    .description(
      'write a commented droidheal.json and devices.json for the Android project here, from its Gradle files and the attached devices',
    )
    .option('--project <dir>', 'root of the Gradle project (where settings.gradle(.kts) is)', '.')
    .option('--force', 'overwrite droidheal.json and devices.json when they exist')
    .option('--no-devices', 'do not ask the adb server for attached devices (one group of every device)')
    .action(async (opts: InitOptions) => {
      const root = path.resolve(opts.project);
      const configFile = path.join(root, 'droidheal.json');
      const rackFile = path.join(root, 'devices.json');
      // refuse before reading anything else: nothing is half-written or overwritten
      const existing = [configFile, rackFile].filter((f) => existsSync(f));
      if (existing.length > 0 && !opts.force)
        throw new UsageError(
          `${existing.map((f) => path.relative(process.cwd(), f) || f).join(' and ')} already exist${existing.length === 1 ? 's' : ''}`,
          'keep them, or run `droidheal init --force` to overwrite',
        );
      const project = await readGradleProject(root);
      const devices = opts.devices ? await attachedDevices() : [];
      await writeFilesAtomically([
        { path: configFile, content: renderProjectConfig(project, schemaPath(root, 'config')) },
        { path: rackFile, content: renderRack(devices, schemaPath(root, 'rack')) },
      ]);
      // paths as the user would type them from here
      const rel = (f: string) => {
        const r = path.relative(process.cwd(), f);
        return r && !r.startsWith('..') ? r : f;
      };
      const gradlePath = `:${project.module.replace(/\//g, ':')}`;
      const found = [
        `application module ${gradlePath}${project.applicationId ? ` (${project.applicationId})` : ''}`,
        project.runner ? `runner ${project.runner}` : 'runner read from the test APK at run time',
        `${Object.keys(project.runnerArgs).length} runner argument(s)`,
        `${devices.length} attached device(s)`,
      ];
      process.stdout.write(
        [
          `wrote ${rel(configFile)} and ${rel(rackFile)}: ${found.join(', ')}`,
          '',
          'next:',
          `  ./gradlew ${gradlePath}:assembleDebug ${gradlePath}:assembleDebugAndroidTest   # the APKs droidheal.json names`,
          '  droidheal devices        # is every group ready?',
          '  droidheal run            # the checks on every group; exit 0 pass, 1 fail, 3 undetermined',
          '',
        ].join('\n'),
      );
      setExitCode(ExitCode.ok);
    });
}

/** The committed JSON Schema, when droidheal is installed in the project (editors then complete the file). */
function schemaPath(root: string, name: 'config' | 'rack'): string | undefined {
  const local = path.join(root, 'node_modules', 'droidheal', 'schemas', `${name}.schema.json`);
  return existsSync(local) ? `./${path.relative(root, local).split(path.sep).join('/')}` : undefined;
}

/** Devices on the default adb server (ANDROID_ADB_SERVER_PORT or 5037); none when no server answers. */
async function attachedDevices(): Promise<DeviceFacts[]> {
  const rack = resolveRack(RackFile.parse({}));
  return withPool(rack, async (pool) => {
    await pool.settled();
    const snap = pool.snapshot();
    for (const s of snap.servers.filter((x) => !x.reachable))
      process.stderr.write(
        `no adb server answers on ${s.server}: writing one group of every device ` +
          '(start one with `adb start-server` and re-run `droidheal init --force` to group by API level)\n',
      );
    return snap.devices.filter((d) => d.state === 'ready');
  });
}
