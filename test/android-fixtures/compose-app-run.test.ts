import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKey } from '../../src/config/outcome.js';
import { Report } from '../../src/config/report.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { runCli } from '../support/cli.js';
import { type FixtureRepo, fixtureRepo } from '../support/fixture-app.js';

let adb: PrivateAdbServer;
let app: FixtureRepo;
beforeAll(async () => {
  [adb, app] = await Promise.all([startPrivateAdbServer(), fixtureRepo()]);
});
afterAll(async () => {
  await adb?.stop();
  await app?.remove();
});

describe('droidheal run on the fixture app after ./gradlew', () => {
  it('exits 1 with exactly the two seeded findings, and the group whose device never comes up undetermined', async () => {
    const build = await app.gradlew(':app:assembleDebug', ':app:assembleDebugAndroidTest');
    expect(build.exitCode).toBe(0);
    const reportDir = path.join(app.dir, '.droidheal', 'report');
    const r = await runCli(
      [
        'run',
        '--config',
        path.join(app.dir, 'droidheal.json'),
        '--rack',
        path.join(app.dir, 'devices.json'),
        '--report-dir',
        reportDir,
      ],
      { env: adb.env },
    );
    expect(r.exitCode).toBe(1);
    const report = Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
    const failed = report.verdicts.filter((v) => v.verdict === 'fail').map((v) => `${v.group}|${testKey(v.test)}`);
    expect(failed.sort()).toEqual([
      'phones|com.example.notes.quicknote.QuickNoteBarTest#saveActionIsOffered',
      'phones|com.example.notes.settings.SettingsScreenTest#versionLabelIsTagged',
    ]);
    expect(report.findings.map((f) => f.id).sort()).toEqual(['F-60ee6a406e', 'F-ec0dfcca6c']);
    expect(report.findings.map((f) => f.signature).sort()).toEqual([
      'java.lang.AssertionError at com.example.notes.quicknote.QuickNoteBarTest.saveActionIsOffered(QuickNoteBarTest.kt:39)',
      'java.lang.AssertionError at com.example.notes.settings.SettingsScreenTest.versionLabelIsTagged(SettingsScreenTest.kt:95)',
    ]);
    const tablets = report.verdicts.filter((v) => v.group === 'tablets');
    expect(tablets.length).toBe(report.verdicts.filter((v) => v.group === 'phones').length);
    expect(new Set(tablets.map((v) => `${v.verdict}:${v.reason}`))).toEqual(new Set(['undetermined:offline']));
    // the rest of the suite is green on the phones
    const phones = report.verdicts.filter((v) => v.group === 'phones');
    expect(phones.filter((v) => v.verdict === 'pass')).toHaveLength(26);
    expect(phones.filter((v) => v.verdict === 'skipped').map((v) => v.test.method)).toEqual([
      'imeActionMovesFocusToBody',
    ]);
  });
});
