import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunEvent, runChecks } from '../../src/checks/run.js';
import { testKey } from '../../src/config/outcome.js';
import { ProjectConfig } from '../../src/config/project.js';
import { RackFile, resolveRack } from '../../src/config/rack.js';
import { HOST } from '../../src/config/report.js';
import { type FixtureRepo, fixtureEnv, fixtureRepo } from '../support/fixture-app.js';
import { writeNodeScript } from '../support/node-script.js';

let dir: string;
const noDevices = resolveRack(RackFile.parse({}), { ANDROID_ADB_SERVER_PORT: '1' });

/** A gradlew that records its arguments and writes the reports real Gradle tasks write, in their real formats. */
const GRADLEW = `#!/usr/bin/env node
const fs = require('node:fs');
const args = process.argv.slice(2);
fs.writeFileSync('args.txt', args.join(' '));
const w = (f, text) => { fs.mkdirSync(require('node:path').dirname(f), { recursive: true }); fs.writeFileSync(f, text); };
const root = process.cwd();
if (args.includes(':app:testDebugUnitTest')) {
  console.log('> Task :app:testDebugUnitTest FAILED');
  w('app/build/test-results/testDebugUnitTest/TEST-com.example.notes.NoteRepositoryTest.xml',
    '<?xml version="1.0" encoding="UTF-8"?><testsuite name="com.example.notes.NoteRepositoryTest" tests="2" failures="1"><testcase name="saves" classname="com.example.notes.NoteRepositoryTest" time="0.003"/><testcase name="trims" classname="com.example.notes.NoteRepositoryTest" time="0.004"><failure message="expected: &lt;a&gt; but was: &lt;b&gt;" type="org.opentest4j.AssertionFailedError">org.opentest4j.AssertionFailedError: expected: &lt;a&gt; but was: &lt;b&gt;\\n\\tat com.example.notes.NoteRepositoryTest.trims(NoteRepositoryTest.kt:22)</failure></testcase></testsuite>');
  console.log('There were failing tests. See the report at: file://' + root + '/app/build/reports/tests/testDebugUnitTest/index.html');
}
if (args.includes(':app:lintDebug')) {
  console.log('> Task :app:lintDebug FAILED');
  w('app/build/reports/lint-results-debug.xml',
    '<?xml version="1.0" encoding="UTF-8"?><issues format="6" by="lint 8.5.0"><issue id="HardcodedText" severity="Warning" message="Hardcoded string" category="Internationalization"><location file="' + root + '/app/src/main/res/layout/a.xml" line="3" column="9"/></issue><issue id="MissingPermission" severity="Error" message="Call requires permission which may be rejected by user" category="Correctness"><location file="' + root + '/app/src/main/java/com/example/notes/Sync.kt" line="41" column="13"/></issue></issues>');
  console.log('Lint found 1 error, 1 warning. First failure:');
}
if (args.includes(':app:ktlintCheck')) {
  console.log('> Task :app:ktlintMainSourceSetCheck FAILED');
  w('app/build/reports/ktlint/ktlintMainSourceSetCheck/ktlintMainSourceSetCheck.xml',
    '<?xml version="1.0" encoding="utf-8"?><checkstyle version="8.0"><file name="' + root + '/app/src/main/java/com/example/notes/Note.kt"><error line="7" column="1" severity="error" message="Unexpected blank line(s) before \\"}\\"" source="standard:no-blank-line-before-rbrace" /></file></checkstyle>');
}
console.log('\\nFAILURE: Build completed with 3 failures.');
process.exit(1);
`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-gradle-'));
  await writeNodeScript(path.join(dir, 'gradlew'), GRADLEW);
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('gradle checks', () => {
  it('runs the tasks with --continue --console=plain and turns every report problem into a result with file and line', async () => {
    const run = await runChecks({
      config: ProjectConfig.parse({
        checks: [
          { name: 'android', kind: 'gradle', tasks: [':app:lintDebug', ':app:ktlintCheck', ':app:testDebugUnitTest'] },
        ],
        historyFile: 'h.json',
      }),
      configDir: dir,
      rack: noDevices,
      version: '0',
    });
    expect(await readFile(path.join(dir, 'args.txt'), 'utf8')).toBe(
      '--continue --console=plain :app:lintDebug :app:ktlintCheck :app:testDebugUnitTest',
    );
    const r = run.report;
    expect(r.runVerdict).toBe('fail');
    expect(r.verdicts.map((v) => [v.group, testKey(v.test), v.verdict]).sort()).toEqual([
      [HOST, 'app/src/main/java/com/example/notes/Note.kt#ktlint:standard:no-blank-line-before-rbrace:7', 'fail'],
      [HOST, 'app/src/main/java/com/example/notes/Sync.kt#lint:MissingPermission:41', 'fail'],
      [HOST, 'com.example.notes.NoteRepositoryTest#saves', 'pass'],
      [HOST, 'com.example.notes.NoteRepositoryTest#trims', 'fail'],
    ]);
    const lint = r.findings.find((f) => f.frame?.file === 'app/src/main/java/com/example/notes/Sync.kt')!;
    expect([lint.signature, lint.frame?.line, lint.message]).toEqual([
      'lint:MissingPermission at app/src/main/java/com/example/notes/Sync.kt:41',
      41,
      'Call requires permission which may be rejected by user',
    ]);
    expect(r.findings).toHaveLength(3);
  });

  it('re-runs the build for a fixed lint problem and reports it passed when the tool no longer names it', async () => {
    const run = await runChecks({
      config: ProjectConfig.parse({
        checks: [{ name: 'android', kind: 'gradle', tasks: [':app:lintDebug'] }],
        historyFile: 'h.json',
      }),
      configDir: dir,
      rack: noDevices,
      tests: [
        { check: 'android', class: 'app/src/main/java/com/example/notes/Gone.kt', method: 'lint:UnusedResource:3' },
      ],
      version: '0',
    });
    expect(run.report.verdicts.map((v) => [testKey(v.test), v.verdict])).toEqual([
      ['app/src/main/java/com/example/notes/Gone.kt#lint:UnusedResource:3', 'pass'],
    ]);
  });
});

describe('gradle checks on the fixture app (its ./gradlew stand-in)', () => {
  let app: FixtureRepo;
  beforeAll(async () => {
    app = await fixtureRepo();
    for (const [k, v] of Object.entries(fixtureEnv)) process.env[k] = v;
  });
  afterAll(async () => {
    await app?.remove();
  });

  const LIST_SCREEN = 'app/src/main/java/com/example/notes/ui/list/NoteListScreen.kt';
  const run = (tasks: string[], onEvent?: (e: RunEvent) => void) =>
    runChecks({
      config: ProjectConfig.parse({ checks: [{ name: 'android', kind: 'gradle', tasks }], historyFile: 'h.json' }),
      configDir: app.dir,
      rack: noDevices,
      version: '0',
      ...(onEvent ? { onEvent } : {}),
    });

  it('passes the clean app: the 13 unit tests are host rows, lint warnings and an empty ktlint report add none', async () => {
    const events: string[] = [];
    const r = await run([':app:lintDebug', ':app:ktlintCheck', ':app:testDebugUnitTest'], (e) =>
      events.push(e.type === 'execution' ? `execution ${e.check}` : e.type),
    );
    expect(r.report.runVerdict).toBe('pass');
    expect(r.report.verdicts).toHaveLength(13);
    expect(new Set(r.report.verdicts.map((v) => `${v.group} ${v.check} ${v.verdict}`))).toEqual(
      new Set([`${HOST} android pass`]),
    );
    // the streaming API: the check starts, each result is an execution event, the check ends
    expect(events).toEqual(['check-start', ...Array(13).fill('execution android'), 'check-end']);
  });

  it('reads Android Lint SARIF when the project writes SARIF instead of XML: the error at its file, line and column', async () => {
    const gradle = path.join(app.dir, 'app/build.gradle.kts');
    const script = await readFile(gradle, 'utf8');
    const screen = path.join(app.dir, LIST_SCREEN);
    const source = await readFile(screen, 'utf8');
    // a build's reports from the test before would count as this run's (they are seconds old)
    await rm(path.join(app.dir, 'app/build'), { recursive: true, force: true });
    try {
      await writeFile(
        gradle,
        script.replace(
          'abortOnError = true',
          'abortOnError = true\n        sarifReport = true\n        xmlReport = false',
        ),
      );
      await writeFile(
        screen,
        source.replace('Modifier.padding(padding).padding(horizontal = 16.dp)', 'Modifier.padding(horizontal = 16.dp)'),
      );
      const r = await run([':app:lintDebug']);
      expect(existsSync(path.join(app.dir, 'app/build/reports/lint-results-debug.xml'))).toBe(false);
      expect(r.report.runVerdict).toBe('fail');
      expect(r.report.verdicts.map((v) => [testKey(v.test), v.verdict])).toEqual([
        [`${LIST_SCREEN}#lint:UnusedMaterial3ScaffoldPaddingParameter:65`, 'fail'],
      ]);
      const failed = r.result.executions.find((e) => e.outcome === 'failed')!;
      expect(failed.location).toEqual({ file: LIST_SCREEN, line: 65, column: 9 });
    } finally {
      await writeFile(gradle, script);
      await writeFile(screen, source);
    }
  });
});
