import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealJson } from '../../src/config/heal.js';
import { testKey } from '../../src/config/outcome.js';
import { HOST, Report } from '../../src/config/report.js';
import { freePort } from '../support/adb-server.js';
import { runCli } from '../support/cli.js';
import { type FixtureRepo, fixtureEnv, fixtureRepo } from '../support/fixture-app.js';

/**
 * A formatting red through a real `gradle` check, end to end through the CLI on a copy of the fixture
 * app: `droidheal run --check ktlint` reports ktlint's findings as host rows, and `droidheal heal`
 * answers them with the project's regenerator (`./gradlew :app:ktlintFormat`) and no fixer session,
 * the guard accepting the formatter's diff.
 */
const NOTE = 'app/src/main/java/com/example/notes/data/Note.kt';
const CONFIG = {
  checks: [
    { name: 'lint', kind: 'gradle', tasks: [':app:lintDebug'] },
    { name: 'ktlint', kind: 'gradle', tasks: [':app:ktlintCheck'] },
    { name: 'unit-tests', kind: 'gradle', tasks: [':app:testDebugUnitTest'] },
  ],
  build: {
    command: ['./gradlew', ':app:assembleDebug', ':app:assembleDebugAndroidTest'],
    appApk: 'app/build/outputs/apk/debug/app-debug.apk',
    testApk: 'app/build/outputs/apk/androidTest/debug/app-debug-androidTest.apk',
  },
  heal: { regenerators: [['./gradlew', ':app:ktlintFormat']] },
};

let app: FixtureRepo;
let tmp: string;
let env: Record<string, string>;
let clean: string;
beforeAll(async () => {
  app = await fixtureRepo();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'droidheal-gradle-fixture-'));
  // no device check runs: a port nothing listens on proves no adb server is needed
  env = { ...fixtureEnv, ANDROID_ADB_SERVER_PORT: String(await freePort()) };
  clean = await readFile(path.join(app.dir, NOTE), 'utf8');
  // the seeded red: two formatting violations ktlintFormat corrects
  const seeded = clean
    .replace('    val title: String,\n', '    val title: String,  \n')
    .replace('count { it.isNotBlank() }\n}', 'count { it.isNotBlank() }\n\n}');
  expect(seeded).not.toBe(clean);
  await writeFile(path.join(app.dir, NOTE), seeded);
  await writeFile(path.join(app.dir, 'droidheal.json'), `${JSON.stringify(CONFIG, null, 2)}\n`);
  await app.git('add', '-A');
  await app.git('commit', '-q', '-m', 'seed a formatting red and host checks');
});
afterAll(async () => {
  await app?.remove();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('a formatting red through a gradle check, end to end', () => {
  it('droidheal run --check ktlint reports each ktlint violation as a failed host row with file and line', async () => {
    const r = await runCli(
      [
        'run',
        '--config',
        'droidheal.json',
        '--rack',
        'devices.json',
        '--check',
        'ktlint',
        '--json',
        '--report-dir',
        path.join(tmp, 'run'),
      ],
      { cwd: app.dir, env },
    );
    expect(r.exitCode, r.stderr).toBe(1);
    const report = Report.parse(JSON.parse(r.stdout));
    expect(report.checks?.map((c) => [c.name, c.kind, c.placement, c.status])).toEqual([
      ['ktlint', 'gradle', 'host', 'ran'],
    ]);
    expect(report.verdicts.map((v) => [v.group, v.check, testKey(v.test), v.verdict])).toEqual([
      [HOST, 'ktlint', `${NOTE}#ktlint:standard:no-trailing-spaces:6`, 'fail'],
      [HOST, 'ktlint', `${NOTE}#ktlint:standard:no-blank-line-before-rbrace:14`, 'fail'],
    ]);
    expect(report.findings.map((f) => [f.signature, f.frame?.file, f.frame?.line, f.message])).toEqual([
      [`ktlint:standard:no-trailing-spaces at ${NOTE}:6`, NOTE, 6, 'Trailing space(s)'],
      [`ktlint:standard:no-blank-line-before-rbrace at ${NOTE}:14`, NOTE, 14, 'Unexpected blank line(s) before "}"'],
    ]);
    expect(r.stderr).toContain('ktlint: running on the host (gradle)');
  });

  it('droidheal heal answers it with the ktlintFormat regenerator, no fixer session, and the formatted file on its branch', async () => {
    const marker = path.join(tmp, 'engine-was-called');
    const r = await runCli(
      [
        'heal',
        '--repo',
        app.dir,
        '--engine',
        'command',
        '--engine-command',
        `node -e "require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'called')"`,
        '--json',
        '--report-dir',
        path.join(tmp, 'heal'),
      ],
      { env },
    );
    expect(r.exitCode, r.stderr).toBe(0);
    const json = HealJson.parse(JSON.parse(r.stdout));
    expect([json.status, json.outcome]).toEqual(['healed', 'converged']);
    expect(json.rounds).toHaveLength(1);
    expect(json.rounds[0]!.attempts).toEqual([]);
    expect(json.rounds[0]!.regenerators).toMatchObject({
      runs: [{ command: './gradlew :app:ktlintFormat', exit: 0 }],
      changed: [NOTE],
      result: 'committed',
    });
    expect(json.rounds[0]!.regenerators!.repairs).toHaveLength(2);
    expect(json.remaining).toEqual([]);
    expect(existsSync(marker)).toBe(false);
    // the heal branch holds exactly the formatter's fix: the file as it was before the seed
    expect(await app.git('show', `${json.branch}:${NOTE}`)).toBe(clean.replace(/\n$/, ''));
    expect(r.stderr).toMatch(
      /round 1: regenerated F-[0-9a-f]{10}, F-[0-9a-f]{10} \(touched app\/src\/main\/java\/com\/example\/notes\/data\/Note\.kt\)/,
    );
  });

  it('droidheal heal --check ktlint heals with only that check run, and its report lists ktlint alone', async () => {
    const reportDir = path.join(tmp, 'heal-ktlint-only');
    const r = await runCli(
      [
        'heal',
        '--repo',
        app.dir,
        '--check',
        'ktlint',
        '--engine',
        'command',
        '--engine-command',
        'false',
        '--json',
        '--report-dir',
        reportDir,
      ],
      { env },
    );
    expect(r.exitCode, r.stderr).toBe(0);
    const json = HealJson.parse(JSON.parse(r.stdout));
    expect([json.status, json.outcome, json.remaining]).toEqual(['healed', 'converged', []]);
    const report = Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
    expect(report.checks?.map((c) => [c.name, c.status])).toEqual([['ktlint', 'ran']]);
    expect(new Set(report.verdicts.map((v) => v.check))).toEqual(new Set(['ktlint']));
    // the Gradle tasks of the other checks never ran
    expect(r.stderr).not.toContain('lint: running on the host');
    expect(r.stderr).not.toContain('unit-tests: running on the host');
  });

  it('a gradlew that is not there makes the check undetermined (exit 3) with the cause and the remedy, not a red', async () => {
    const config = path.join(tmp, 'missing-gradlew.json');
    await writeFile(
      config,
      JSON.stringify({
        checks: [
          { name: 'lint', kind: 'gradle', tasks: [':app:lintDebug'], gradlew: './no-such-gradlew', cwd: app.dir },
        ],
      }),
    );
    const r = await runCli(
      [
        'run',
        '--config',
        config,
        '--rack',
        path.join(app.dir, 'devices.json'),
        '--report-dir',
        path.join(tmp, 'missing'),
      ],
      {
        cwd: app.dir,
        env,
      },
    );
    expect(r.exitCode).toBe(3);
    expect(r.stderr + r.stdout).toContain(
      '? [host] lint#lint: setup-failed — the program was not found: spawn ./no-such-gradlew ENOENT — install it or fix the path in droidheal.json (`run` / `gradlew`); paths resolve against the config file',
    );
  });
});
