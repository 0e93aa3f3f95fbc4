import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readTestApk } from '../../src/checks/instrumentation/apk.js';
import { readApkInfo } from '../../src/virtual/packages.js';
import { APP_APK, type FixtureRepo, fixtureRepo, TEST_APK } from '../support/fixture-app.js';

const QUICK = 'app/src/main/java/com/example/notes/ui/quicknote/QuickNoteBar.kt';
const QUICK_VM = 'app/src/main/java/com/example/notes/ui/quicknote/QuickNoteViewModel.kt';
const QUICK_TEST = 'app/src/androidTest/java/com/example/notes/quicknote/QuickNoteBarTest.kt';
const SETTINGS = 'app/src/main/java/com/example/notes/ui/settings/SettingsScreen.kt';
const A = 'com.example.notes.quicknote.QuickNoteBarTest#saveActionIsOffered';
const B = 'com.example.notes.settings.SettingsScreenTest#versionLabelIsTagged';

let app: FixtureRepo;
beforeAll(async () => {
  app = await fixtureRepo();
});
afterEach(async () => {
  await app.git('checkout', '-q', '--', '.');
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

/** Build both APKs and read the suite the test APK carries: `Class#method` → outcome (+ trace). */
async function build(): Promise<Map<string, { outcome: string; trace?: string }>> {
  const r = await app.gradlew(':app:assembleDebug', ':app:assembleDebugAndroidTest');
  expect(r.exitCode, r.stderr).toBe(0);
  const info = await readApkInfo(await readFile(path.join(app.dir, TEST_APK)), 'app-debug-androidTest.apk');
  return new Map((info?.suite ?? []).map((t) => [`${t.class}#${t.method}`, t]));
}

function failing(suite: Map<string, { outcome: string }>): string[] {
  return [...suite].filter(([, t]) => t.outcome === 'fail').map(([k]) => k);
}

describe('the fixture build (./gradlew stand-in)', () => {
  it('prints Gradle task lines and BUILD SUCCESSFUL, and writes real APKs at AGP paths', async () => {
    const r = await app.gradlew(':app:assembleDebug', ':app:assembleDebugAndroidTest');
    expect(r.exitCode).toBe(0);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('> Task '))).toEqual([
      '> Task :app:compileDebugKotlin',
      '> Task :app:assembleDebug',
      '> Task :app:compileDebugAndroidTestKotlin',
      '> Task :app:assembleDebugAndroidTest',
    ]);
    expect(r.stdout).toMatch(/\nBUILD SUCCESSFUL in \d+(ms|s)\n4 actionable tasks: 4 executed$/);
    expect(await readTestApk(path.join(app.dir, TEST_APK))).toEqual({
      testPackage: 'com.example.notes.test',
      runner: 'androidx.test.runner.AndroidJUnitRunner',
      targetPackage: 'com.example.notes',
    });
    expect((await readTestApk(path.join(app.dir, APP_APK))).testPackage).toBe('com.example.notes');
  });

  it('derives exactly the two seeded reds on a clean checkout, with traces at the failing lines', async () => {
    const suite = await build();
    expect(suite.size).toBe(29);
    expect(failing(suite)).toEqual([A, B]);
    expect(suite.get(A)?.trace).toContain(
      "java.lang.AssertionError: Failed: assertExists.\nReason: Expected exactly '1' node but could not find any node that satisfies: (TestTag = 'save')",
    );
    expect(suite.get(A)?.trace).toContain(
      '\tat com.example.notes.quicknote.QuickNoteBarTest.saveActionIsOffered(QuickNoteBarTest.kt:39)\n',
    );
    expect(suite.get(B)?.trace).toContain(
      '\tat com.example.notes.settings.SettingsScreenTest.versionLabelIsTagged(SettingsScreenTest.kt:95)\n',
    );
    expect(suite.get('com.example.notes.editor.NoteEditorTest#imeActionMovesFocusToBody')?.outcome).toBe('ignored');
  });

  it('passes a test that finds a tag once app code sets that tag (finding A, finding B)', async () => {
    await edit(
      QUICK,
      '            enabled = text.isNotBlank(),\n',
      '            enabled = text.isNotBlank(),\n            modifier = Modifier.testTag("save"),\n',
    );
    await edit(
      SETTINGS,
      '            modifier = Modifier.padding(top = 32.dp),\n        )\n    }\n}',
      '            modifier = Modifier.padding(top = 32.dp).testTag(TestTags.VERSION_LABEL),\n        )\n    }\n}',
    );
    expect(failing(await build())).toEqual([]);
  });

  it('fails a test whose tag app code passes to a tagging parameter no longer', async () => {
    await edit(SETTINGS, 'tag = TestTags.SORT_TITLE,', 'tag = TestTags.SORT_NEWEST,');
    expect(failing(await build())).toEqual([
      A,
      'com.example.notes.settings.SettingsScreenTest#newestFirstIsTheDefault',
      'com.example.notes.settings.SettingsScreenTest#choosingTitleOrderResortsNotes',
      B,
    ]);
  });

  it('matches a template tag (note_ + note.id) against every tag it can produce', async () => {
    await edit(
      'app/src/main/java/com/example/notes/ui/components/NoteCard.kt',
      `            .testTag("note_\${note.id}")\n`,
      '',
    );
    expect(failing(await build())).toEqual([
      'com.example.notes.list.NoteListScreenTest#searchNarrowsTheList',
      'com.example.notes.list.NoteListScreenTest#clickingANoteOpensIt',
      'com.example.notes.list.NoteListScreenTest#everyCardIsTagged',
      A,
      B,
    ]);
  });

  it('names the helper’s frame and the calling line when a check in a shared helper fails', async () => {
    await edit(
      'app/src/main/java/com/example/notes/ui/editor/NoteEditorScreen.kt',
      '                modifier = Modifier.testTag(TestTags.SAVE_BUTTON),\n',
      '',
    );
    const suite = await build();
    const trace = suite.get('com.example.notes.MainActivityTest#savedNoteAppearsInTheList')?.trace ?? '';
    expect(trace).toContain(
      "Failed to inject touch input.\nReason: Expected exactly '1' node but could not find any node that satisfies: (TestTag = 'save_button')\n",
    );
    expect(trace).toContain(
      '\tat com.example.notes.testing.NotesTestRobotKt.tapSave(NotesTestRobot.kt:30)\n\tat com.example.notes.MainActivityTest.savedNoteAppearsInTheList(MainActivityTest.kt:49)\n',
    );
    // assertDoesNotExist on a tag nobody sets passes; the editor tests that save fail
    expect(failing(suite)).toContain('com.example.notes.editor.NoteEditorTest#savesNote');
    expect(suite.get('com.example.notes.list.NoteListScreenTest#showsEmptyStateWithoutNotes')?.outcome).toBe('pass');
  });

  it('fails a test that asserts a handler’s effect once the handler does nothing', async () => {
    await edit(
      QUICK_VM,
      '        val title = _text.value.trim()\n        if (title.isEmpty()) return\n        viewModelScope.launch {\n            repository.upsert(Note(id = 0L, title = title, body = "", updatedAt = 0L))\n            _text.value = ""\n        }\n',
      '',
    );
    const suite = await build();
    expect(failing(suite)).toEqual([A, 'com.example.notes.quicknote.QuickNoteBarTest#savingStoresTheNote', B]);
    expect(suite.get('com.example.notes.quicknote.QuickNoteBarTest#savingStoresTheNote')?.trace).toMatch(
      /^androidx\.compose\.ui\.test\.ComposeTimeoutException: Condition still not satisfied after 2000 ms\n/,
    );
  });

  it('reports a pass when the failing assertion is deleted from the test: only the guard stands in the way', async () => {
    await edit(QUICK_TEST, '            onNodeWithTag("save").assertExists()\n', '');
    expect(failing(await build())).toEqual([B]);
  });

  it('reports a pass when the failing assertion’s error is swallowed', async () => {
    await edit(
      QUICK_TEST,
      '            onNodeWithTag("save").assertExists()\n',
      '            try {\n                onNodeWithTag("save").assertExists()\n            } catch (e: AssertionError) {\n            }\n',
    );
    expect(failing(await build())).toEqual([B]);
  });

  it('reports a pass when the finder is widened past the missing tag', async () => {
    await edit(
      QUICK_TEST,
      'onNodeWithTag("save").assertExists()',
      'onNode(hasTestTag("save") or hasClickAction()).assertExists()',
    );
    expect(failing(await build())).toEqual([B]);
  });

  it('reports an @Ignore’d test as ignored', async () => {
    await edit(
      QUICK_TEST,
      '    @Test\n    fun saveActionIsOffered',
      '    @Ignore("later")\n    @Test\n    fun saveActionIsOffered',
    );
    const suite = await build();
    expect(suite.get(A)?.outcome).toBe('ignored');
  });

  it('fails :app:compileDebugKotlin the way kotlinc does when app code does not parse', async () => {
    await edit(
      QUICK_VM,
      '    fun onTextChange(value: String) {\n',
      '    fun onTextChange(value: String) {\n        val = = 3\n',
    );
    const r = await app.gradlew(':app:assembleDebug', ':app:assembleDebugAndroidTest');
    expect(r.exitCode).toBe(1);
    const uri = `file://${path.join(app.dir, QUICK_VM)}`;
    expect(r.stdout).toContain(`> Task :app:compileDebugKotlin FAILED\ne: ${uri}:`);
    expect(r.stdout).toMatch(/\.kt:\d+:\d+ Syntax error: Expecting an element, found '.+'\.\n/);
    expect(r.stdout).not.toContain('> Task :app:assembleDebug');
    expect(r.stderr).toContain(
      "\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:compileDebugKotlin'.\n",
    );
    expect(r.stderr).toMatch(/\nBUILD FAILED in \d+(ms|s)$/);
  });

  it("answers an unknown task with Gradle's message and exit status 1", async () => {
    const r = await app.gradlew('assembleRelease');
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain("* What went wrong:\nTask 'assembleRelease' not found in root project 'Notes'.\n");
    const q = await app.gradlew(':app:lintNope');
    expect(q.stderr).toContain("Task 'lintNope' not found in project ':app'.");
  });
});
