import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import type { DeviceFacts } from '../config/device-facts.js';
import { RackFile, resolveRack } from '../config/rack.js';
import { UsageError } from '../errors.js';
import { askGradle, type GradleModel, gradleWrapper } from '../init/gradle-model.js';
import { type GradleProject, type ModuleTarget, readGradleProject } from '../init/gradle-project.js';
import { buildTasks, renderProjectConfig, renderRack } from '../init/write-config.js';
import { writeFilesAtomically } from '../report/write.js';
import { ExitCode } from './exit-codes.js';
import { setExitCode } from './exit-state.js';
import { listenForInterrupt } from './interrupt.js';
import { withPool } from './pool-session.js';

interface InitOptions {
  project: string;
  force?: boolean;
  devices: boolean;
  module?: string;
  variant?: string;
  gradle: boolean;
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
    .option(
      '--module <path>',
      'the application module to test, e.g. :app (default :app, else the first with instrumented tests)',
    )
    .option(
      '--variant <name>',
      "the app's build variant, e.g. demoDebug (default: the first flavor of each dimension, debug)",
    )
    .option('--no-gradle', "do not ask the project's Gradle; read its build scripts as text only")
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
      const gradle = opts.gradle ? await askProjectGradle(root) : undefined;
      const project = await readGradleProject(root, { module: opts.module, variant: opts.variant, gradle });
      const devices = opts.devices ? await attachedDevices() : [];
      await writeFilesAtomically([
        { path: configFile, content: renderProjectConfig(project, schemaPath(root, 'config')) },
        { path: rackFile, content: renderRack(devices, schemaPath(root, 'rack')) },
      ]);
      process.stdout.write(initSummary(project, devices.length, rel(configFile), rel(rackFile)));
      setExitCode(ExitCode.ok);
    });
}

/** A path as the user would type it from here. */
function rel(f: string): string {
  const r = path.relative(process.cwd(), f);
  return r && !r.startsWith('..') ? r : f;
}

/** What init found, what it chose for the user, how it read the build, and the next commands. */
function initSummary(project: GradleProject, devices: number, configFile: string, rackFile: string): string {
  const app = project.app;
  const libraries = project.libraries.map((l) => l.module.path).join(', ');
  const found = [
    app ? appFound(app) : 'no application module',
    app?.module.runner ? `runner ${app.module.runner}` : 'runner read from the test APK at run time',
    `${Object.keys(app?.module.runnerArgs ?? {}).length} runner argument(s)`,
    `${project.libraries.length} library module(s) with instrumented tests${libraries ? ` (${libraries})` : ''}`,
    `${devices} attached device(s)`,
  ];
  const read = [
    howRead(project.readFrom.gradle),
    ...(project.readFrom.conventionBuilds.length > 0
      ? [`convention plugins from ${project.readFrom.conventionBuilds.join(', ')}`]
      : []),
    ...(project.readFrom.scannedModules ? ['modules included by code found by their build files'] : []),
  ];
  return [
    `wrote ${configFile} and ${rackFile}: ${found.join(', ')}`,
    `(${read.join('; ')})`,
    ...project.choices.map((c) => `chose ${c}`),
    '',
    'next:',
    `  ./gradlew ${buildTasks(project).join(' ')}   # the APKs droidheal.json names`,
    '  droidheal devices        # is every group ready?',
    '  droidheal run            # the checks on every group; exit 0 pass, 1 fail, 3 undetermined',
    '',
  ].join('\n');
}

/** Ask Gradle through its wrapper, telling the user why it may take a while; Ctrl-C falls back to the text reading. */
async function askProjectGradle(root: string): Promise<GradleModel> {
  if (gradleWrapper(root))
    process.stderr.write(
      "asking the project's Gradle what AGP configures (./gradlew droidhealModel; a first run downloads Gradle)…\n",
    );
  const interrupt = listenForInterrupt();
  try {
    return await askGradle(root, { signal: interrupt.signal });
  } finally {
    interrupt.stop();
  }
}

function howRead(gradle: GradleModel | undefined): string {
  if (gradle === undefined) return 'read the build scripts as text (--no-gradle)';
  if (!gradle.answered) return `read the build scripts as text: Gradle could not answer (${gradle.why})`;
  const modules = new Set(gradle.rows.map((r) => r.project)).size;
  return `asked the project's Gradle${gradle.agpVersion ? ` (AGP ${gradle.agpVersion})` : ''}: ${modules} Android module(s), ${gradle.rows.length} variant(s)`;
}

function appFound(app: ModuleTarget): string {
  const id = app.module.applicationId ? ` (${app.module.applicationId})` : '';
  const tests = app.module.instrumentedTests ? '' : ' — no instrumented tests (no src/androidTest): host checks only';
  return `application module ${app.module.path}${id}, variant ${app.variant.name}${tests}`;
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
