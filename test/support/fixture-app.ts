import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { repoRoot } from './cli.js';

/** The fixture app whose build derives test outcomes from its sources (android-fixtures/compose-app). */
export const composeApp = path.join(repoRoot, 'android-fixtures', 'compose-app');
/** The Gradle stand-in its `./gradlew` runs; a copy outside the checkout finds it through this env. */
export const gradleStandin = path.join(repoRoot, 'android-fixtures', 'gradle-standin', 'gradlew.mjs');
export const fixtureEnv = { DROIDHEAL_GRADLE_STANDIN: gradleStandin };
/** AGP's output paths, as droidheal.json names them. */
export const APP_APK = 'app/build/outputs/apk/debug/app-debug.apk';
export const TEST_APK = 'app/build/outputs/apk/androidTest/debug/app-debug-androidTest.apk';

export interface FixtureRepo {
  dir: string;
  /** run `./gradlew ARGS` in the copy; never throws on a non-zero exit */
  gradlew(...args: string[]): Promise<{ exitCode: number; stdout: string; stderr: string }>;
  git(...args: string[]): Promise<string>;
  remove(): Promise<void>;
}

/**
 * A fresh git repository holding a copy of the fixture app (one commit, build outputs left out),
 * in a temp dir: what `droidheal heal` and the scripted fixers work on in tests.
 */
export async function fixtureRepo(): Promise<FixtureRepo> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'droidheal-fixture-'));
  const dir = path.join(root, 'compose-app');
  const skip = new Set([path.join('app', 'build'), '.droidheal']);
  await cp(composeApp, dir, { recursive: true, filter: (src) => !skip.has(path.relative(composeApp, src)) });
  const git = async (...args: string[]) =>
    (
      await execa('git', args, {
        cwd: dir,
        env: {
          GIT_AUTHOR_NAME: 'Fixture',
          GIT_AUTHOR_EMAIL: 'fixture@example.com',
          GIT_COMMITTER_NAME: 'Fixture',
          GIT_COMMITTER_EMAIL: 'fixture@example.com',
        },
      })
    ).stdout;
  await git('init', '-q', '-b', 'main');
  await git('add', '-A');
  await git('commit', '-q', '-m', 'fixture app');
  return {
    dir,
    git,
    async gradlew(...args: string[]) {
      const r = await execa('./gradlew', args, { cwd: dir, env: fixtureEnv, reject: false });
      return { exitCode: r.exitCode ?? -1, stdout: String(r.stdout), stderr: String(r.stderr) };
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/**
 * The fixture's rack without its tablet (whose only device never comes up), written to `file`: every
 * group can run, so a heal can end healed.
 */
export async function phonesOnlyRack(repo: FixtureRepo, file: string): Promise<string> {
  const rack = JSON.parse(await readFile(path.join(repo.dir, 'devices.json'), 'utf8'));
  rack.groups = { phones: rack.groups.phones };
  rack.virtual = rack.virtual.filter((d: { model: string }) => d.model !== 'Pixel Tablet');
  await writeFile(file, JSON.stringify(rack));
  return file;
}
