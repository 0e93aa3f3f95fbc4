import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findReports, readJunitReports } from '../../src/checks/host/junit.js';
import { readCheckstyleXml, readLintXml } from '../../src/checks/host/problem-reports.js';
import { testKey } from '../../src/config/outcome.js';
import { type FixtureRepo, fixtureRepo } from '../support/fixture-app.js';

/**
 * The fixture build's lint, ktlint and unit-test tasks: real report formats (Android Lint XML format 6,
 * ktlint's checkstyle and plain reporters, Gradle's JUnit XML), with findings derived from the sources —
 * an edit to the source changes the report.
 */
const NOTE = 'app/src/main/java/com/example/notes/data/Note.kt';
const LIST_SCREEN = 'app/src/main/java/com/example/notes/ui/list/NoteListScreen.kt';
const LIST_VM = 'app/src/main/java/com/example/notes/ui/list/NoteListViewModel.kt';
const LINT_XML = 'app/build/reports/lint-results-debug.xml';
const KTLINT_MAIN = 'app/build/reports/ktlint/ktlintMainSourceSetCheck/ktlintMainSourceSetCheck';
const JUNIT_DIR = 'app/build/test-results/testDebugUnitTest';

let app: FixtureRepo;
beforeAll(async () => {
  app = await fixtureRepo();
});
afterEach(async () => {
  await app.git('checkout', '-q', '--', '.');
  await app.git('clean', '-qfdx', '--', 'app/build');
});
afterAll(async () => {
  await app?.remove();
});

async function edit(file: string, find: string, replace: string): Promise<void> {
  const p = path.join(app.dir, file);
  const src = await readFile(p, 'utf8');
  expect(src.split(find).length - 1, `${find} occurs once in ${file}`).toBe(1);
  await writeFile(p, src.replace(find, replace));
}

const read = (rel: string) => readFile(path.join(app.dir, rel), 'utf8');
const wellFormed = (xml: string) => expect(XMLValidator.validate(xml)).toBe(true);

describe('the fixture build: :app:lintDebug', () => {
  it('on the clean app writes Lint XML with the two unused strings the baseline does not list, and passes', async () => {
    const r = await app.gradlew('--console=plain', ':app:lintDebug');
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain(
      `Wrote HTML report to file://${path.join(app.dir, 'app/build/reports/lint-results-debug.html')}`,
    );
    const xml = await read(LINT_XML);
    wellFormed(xml);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<issues format="6" by="lint 8.5.2">')).toBe(true);
    expect([...xml.matchAll(/message="([^"]*)"/g)].map((m) => m[1])).toEqual([
      'The resource `R.string.error_empty_title` appears to be unused',
      'The resource `R.string.error_title_too_long` appears to be unused',
    ]);
    // the baselined legacy_sync_label is filtered out; warnings do not fail the build, so no results
    expect(xml).not.toContain('legacy_sync_label');
    expect(await readLintXml([path.join(app.dir, LINT_XML)], app.dir)).toEqual([]);
  });

  it('a Scaffold that stops using its padding fails lintDebug with AGP message and an Error in the XML at its line', async () => {
    await edit(
      LIST_SCREEN,
      'Modifier.padding(padding).padding(horizontal = 16.dp)',
      'Modifier.padding(horizontal = 16.dp)',
    );
    const r = await app.gradlew('--console=plain', ':app:lintDebug');
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toContain('> Task :app:lintDebug FAILED');
    expect(r.stderr).toContain(
      "Execution failed for task ':app:lintDebug'.\n> Lint found errors in the project; aborting build.",
    );
    expect(r.stderr).toContain('  Lint found 1 error, 2 warnings. First failure:');
    expect(r.stderr).toContain(
      `  ${path.join(app.dir, LIST_SCREEN)}:65: Error: Content padding parameter \`padding\` is not used [UnusedMaterial3ScaffoldPaddingParameter]\n      ) { padding ->\n          ~~~~~~~`,
    );
    wellFormed(await read(LINT_XML));
    const results = await readLintXml([path.join(app.dir, LINT_XML)], app.dir);
    expect(results.map((x) => [testKey(x.test), x.location, x.detail])).toEqual([
      [
        `${LIST_SCREEN}#lint:UnusedMaterial3ScaffoldPaddingParameter:65`,
        { file: LIST_SCREEN, line: 65, column: 9 },
        'Content padding parameter `padding` is not used',
      ],
    ]);
  });

  it('a string that gains a reference is no longer reported unused', async () => {
    await edit(LIST_SCREEN, 'stringResource(R.string.empty_state)', 'stringResource(R.string.error_empty_title)');
    expect((await app.gradlew(':app:lintDebug')).exitCode).toBe(0);
    const xml = await read(LINT_XML);
    expect([...xml.matchAll(/`R\.string\.(\w+)`/g)].map((m) => m[1])).toEqual(['empty_state', 'error_title_too_long']);
  });
});

describe('the fixture build: :app:ktlintCheck and :app:ktlintFormat', () => {
  it('on the clean app runs every source set task and writes empty checkstyle reports', async () => {
    const r = await app.gradlew('--console=plain', ':app:ktlintCheck');
    expect(r.exitCode).toBe(0);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('> Task '))).toEqual([
      '> Task :app:ktlintMainSourceSetCheck',
      '> Task :app:ktlintTestSourceSetCheck',
      '> Task :app:ktlintAndroidTestSourceSetCheck',
      '> Task :app:ktlintKotlinScriptCheck',
      '> Task :app:ktlintCheck',
    ]);
    expect(await read(`${KTLINT_MAIN}.xml`)).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<checkstyle version="8.0">\n</checkstyle>\n',
    );
  });

  it('trailing spaces and a blank line before a brace fail the check with the plugin console rows and reports', async () => {
    await edit(NOTE, '    val title: String,\n', '    val title: String,  \n');
    await edit(NOTE, 'count { it.isNotBlank() }\n}', 'count { it.isNotBlank() }\n\n}');
    const r = await app.gradlew('--console=plain', ':app:ktlintCheck');
    expect(r.exitCode).toBe(1);
    const abs = path.join(app.dir, NOTE);
    expect(r.stdout).toContain(
      `> Task :app:ktlintMainSourceSetCheck FAILED\n${abs}:6:23 Trailing space(s)\n${abs}:14:1 Unexpected blank line(s) before "}"\n`,
    );
    expect(r.stderr).toContain(
      'A failure occurred while executing org.jlleitschuh.gradle.ktlint.worker.ConsoleReportWorkAction\n   > KtLint found code style violations. Please see the following reports:',
    );
    expect(await read(`${KTLINT_MAIN}.txt`)).toBe(
      `${abs}:6:23: Trailing space(s) (standard:no-trailing-spaces)\n${abs}:14:1: Unexpected blank line(s) before "}" (standard:no-blank-line-before-rbrace)\n`,
    );
    const xml = await read(`${KTLINT_MAIN}.xml`);
    wellFormed(xml);
    const results = await readCheckstyleXml([path.join(app.dir, `${KTLINT_MAIN}.xml`)], app.dir, 'ktlint');
    expect(results.map((x) => [testKey(x.test), x.detail])).toEqual([
      [`${NOTE}#ktlint:standard:no-trailing-spaces:6`, 'Trailing space(s)'],
      [`${NOTE}#ktlint:standard:no-blank-line-before-rbrace:14`, 'Unexpected blank line(s) before "}"'],
    ]);
  });

  it('ktlintFormat restores the formatted source byte for byte, and the check passes again', async () => {
    const clean = await read(NOTE);
    await edit(NOTE, '    val title: String,\n', '\tval title: String,  \n');
    await edit(NOTE, '}\n\nenum class SortOrder', '}\n\n\n\nenum class SortOrder');
    await writeFile(path.join(app.dir, NOTE), (await read(NOTE)).replace(/\n$/, ''));
    expect((await app.gradlew(':app:ktlintCheck')).exitCode).toBe(1);
    const format = await app.gradlew(':app:ktlintFormat');
    expect(format.exitCode).toBe(0);
    expect(await read(NOTE)).toBe(clean);
    expect((await app.gradlew(':app:ktlintCheck')).exitCode).toBe(0);
  });

  it('a wildcard import is left by ktlintFormat, which then fails saying it cannot be auto-corrected', async () => {
    await edit(NOTE, 'package com.example.notes.data\n', 'package com.example.notes.data\n\nimport kotlin.math.*\n');
    const format = await app.gradlew('--console=plain', ':app:ktlintFormat');
    expect(format.exitCode).toBe(1);
    expect(format.stdout).toContain(`${path.join(app.dir, NOTE)}:3:1 Wildcard import (cannot be auto-corrected)`);
    expect(await read(NOTE)).toContain('import kotlin.math.*\n');
  });
});

describe('the fixture build: :app:testDebugUnitTest', () => {
  it('on the clean app writes one Gradle JUnit XML per test class, 13 tests, none failed', async () => {
    const r = await app.gradlew('--console=plain', ':app:testDebugUnitTest');
    expect(r.exitCode).toBe(0);
    const files = (await findReports(['**/TEST-*.xml'], path.join(app.dir, JUNIT_DIR))).files;
    expect(files.map((f) => path.basename(f))).toEqual([
      'TEST-com.example.notes.data.InMemoryNoteRepositoryTest.xml',
      'TEST-com.example.notes.domain.SaveNoteUseCaseTest.xml',
      'TEST-com.example.notes.ui.NoteListViewModelTest.xml',
    ]);
    for (const f of files) wellFormed(await readFile(f, 'utf8'));
    const parsed = await readJunitReports(files, app.dir);
    expect(parsed.unreadable).toEqual([]);
    expect(parsed.results).toHaveLength(13);
    expect(new Set(parsed.results.map((x) => x.outcome))).toEqual(new Set(['passed']));
  });

  it('a handler stubbed to do nothing fails the test that calls it, at its assertion, with Gradle console lines', async () => {
    await edit(LIST_VM, '        viewModelScope.launch { repository.togglePinned(id) }\n', '');
    const r = await app.gradlew('--console=plain', ':app:testDebugUnitTest');
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toContain(
      'NoteListViewModelTest > togglingPinMovesNoteToTheTop FAILED\n    com.google.common.truth.AssertionErrorWithFacts at NoteListViewModelTest.kt:54\n\n13 tests completed, 1 failed\n',
    );
    expect(r.stderr).toContain(
      `> There were failing tests. See the report at: file://${path.join(app.dir, 'app/build/reports/tests/testDebugUnitTest/index.html')}`,
    );
    const files = (await findReports([`${JUNIT_DIR}/TEST-*.xml`], app.dir)).files;
    const failed = (await readJunitReports(files, app.dir)).results.filter((x) => x.outcome === 'failed');
    expect(failed.map((x) => [testKey(x.test), x.failureKind])).toEqual([
      ['com.example.notes.ui.NoteListViewModelTest#togglingPinMovesNoteToTheTop', 'assertion'],
    ]);
    expect(failed[0]!.trace).toContain(
      '\tat com.example.notes.ui.NoteListViewModelTest.togglingPinMovesNoteToTheTop(NoteListViewModelTest.kt:54)',
    );
  });

  it('an assertion between two different literals fails with JUnit message', async () => {
    await edit(
      'app/src/test/java/com/example/notes/domain/SaveNoteUseCaseTest.kt',
      'assertEquals(7L, note.updatedAt)',
      'assertEquals(7L, 8L)',
    );
    expect((await app.gradlew(':app:testDebugUnitTest')).exitCode).toBe(1);
    const xml = await read(`${JUNIT_DIR}/TEST-com.example.notes.domain.SaveNoteUseCaseTest.xml`);
    expect(xml).toContain(
      '<testcase name="storesTrimmedNote" classname="com.example.notes.domain.SaveNoteUseCaseTest"',
    );
    expect(xml).toContain(
      '<failure message="java.lang.AssertionError: expected:&lt;7&gt; but was:&lt;8&gt;" type="java.lang.AssertionError">',
    );
  });
});

describe('the fixture build under --continue', () => {
  it('runs every requested task past a failed one and reports each failure, numbered, as Gradle does', async () => {
    await edit(
      LIST_SCREEN,
      'Modifier.padding(padding).padding(horizontal = 16.dp)',
      'Modifier.padding(horizontal = 16.dp)',
    );
    await edit(LIST_VM, '        viewModelScope.launch { repository.togglePinned(id) }\n', '');
    const r = await app.gradlew('--continue', '--console=plain', ':app:lintDebug', ':app:testDebugUnitTest');
    expect(r.exitCode).toBe(1);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('> Task '))).toEqual([
      '> Task :app:compileDebugKotlin',
      '> Task :app:lintDebug FAILED',
      '> Task :app:compileDebugUnitTestKotlin',
      '> Task :app:testDebugUnitTest FAILED',
    ]);
    expect(r.stderr).toContain(
      "FAILURE: Build completed with 2 failures.\n\n1: Task failed with an exception.\n-----------\n* What went wrong:\nExecution failed for task ':app:lintDebug'.",
    );
    expect(r.stderr).toContain(
      "2: Task failed with an exception.\n-----------\n* What went wrong:\nExecution failed for task ':app:testDebugUnitTest'.",
    );
    // without --continue the build stops at the first failure
    const stop = await app.gradlew('--console=plain', ':app:lintDebug', ':app:testDebugUnitTest');
    expect(stop.stdout).not.toContain(':app:testDebugUnitTest');
  });
});
