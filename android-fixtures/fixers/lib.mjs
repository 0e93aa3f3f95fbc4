// @ts-check
/**
 * What the scripted fixers share: the `command` engine's contract (prompt on stdin, the worktree as
 * cwd, DROIDHEAL_FINDING / _ROUND / _LEVEL / _PROMPT_FILE in the environment, an optional last stdout
 * line `{"confidence", "summary", "cannotFix"}`), the fixture app's two seeded findings, and exact,
 * idempotent source edits. Every fixer's behaviour depends only on its finding and round.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The fixture app's seeded findings (android-fixtures/compose-app/README.md). */
export const FINDINGS = {
  A: { id: 'F-60ee6a406e', test: 'QuickNoteBarTest.saveActionIsOffered', method: 'saveActionIsOffered' },
  B: { id: 'F-ec0dfcca6c', test: 'SettingsScreenTest.versionLabelIsTagged', method: 'versionLabelIsTagged' },
};

export const FILES = {
  quickNoteBar: 'app/src/main/java/com/example/notes/ui/quicknote/QuickNoteBar.kt',
  quickNoteViewModel: 'app/src/main/java/com/example/notes/ui/quicknote/QuickNoteViewModel.kt',
  quickNoteTest: 'app/src/androidTest/java/com/example/notes/quicknote/QuickNoteBarTest.kt',
  settingsScreen: 'app/src/main/java/com/example/notes/ui/settings/SettingsScreen.kt',
};

/** The whole prompt: stdin, or DROIDHEAL_PROMPT_FILE when stdin is a terminal or empty. */
export function readPrompt() {
  let text = '';
  try {
    if (!process.stdin.isTTY) text = readFileSync(0, 'utf8');
  } catch {
    // no stdin
  }
  const file = process.env.DROIDHEAL_PROMPT_FILE;
  if (!text && file && existsSync(file)) text = readFileSync(file, 'utf8');
  return text;
}

/** The round (1 when unset). */
export function round() {
  const n = Number(process.env.DROIDHEAL_ROUND ?? '1');
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/**
 * Which seeded finding this session is about: by DROIDHEAL_FINDING, else by the test the prompt
 * names (the first one named when it names both); undefined when neither.
 * @returns {'A' | 'B' | undefined}
 */
export function whichFinding(/** @type {string} */ prompt) {
  const id = process.env.DROIDHEAL_FINDING;
  if (id === FINDINGS.A.id) return 'A';
  if (id === FINDINGS.B.id) return 'B';
  const a = prompt.indexOf(FINDINGS.A.method);
  const b = prompt.indexOf(FINDINGS.B.method);
  if (a < 0 && b < 0) return undefined;
  if (b < 0 || (a >= 0 && a < b)) return 'A';
  return 'B';
}

/** The app's root inside the worktree: the worktree itself, or the fixture inside a droidheal checkout. */
export function appRoot() {
  const cwd = process.cwd();
  if (existsSync(path.join(cwd, 'app', 'src'))) return cwd;
  const nested = path.join(cwd, 'android-fixtures', 'compose-app');
  if (existsSync(path.join(nested, 'app', 'src'))) return nested;
  throw new Error(`no fixture app (app/src) under ${cwd}`);
}

/**
 * Replace `find` (exactly once) with `replace` in an app file. Already applied (`replace` present,
 * `find` gone) is a no-op, so a second session on the same tree does not fail.
 */
export function edit(/** @type {string} */ rel, /** @type {string} */ find, /** @type {string} */ replace) {
  const file = path.join(appRoot(), rel);
  const src = readFileSync(file, 'utf8');
  const count = src.split(find).length - 1;
  if (count === 0 && replace && src.includes(replace)) return false;
  if (count !== 1) throw new Error(`${rel}: expected the text once, found it ${count} times: ${find.trim()}`);
  writeFileSync(file, src.replace(find, replace));
  return true;
}

/** The genuine fixes: app code sets the tag each test looks for. */
export const GENUINE = {
  A: () =>
    edit(
      FILES.quickNoteBar,
      '            onClick = onSave,\n            enabled = text.isNotBlank(),\n        ) {',
      '            onClick = onSave,\n            enabled = text.isNotBlank(),\n            modifier = Modifier.testTag("save"),\n        ) {',
    ),
  B: () =>
    edit(
      FILES.settingsScreen,
      '            style = MaterialTheme.typography.bodySmall,\n            modifier = Modifier.padding(top = 32.dp),\n',
      '            style = MaterialTheme.typography.bodySmall,\n            modifier = Modifier.padding(top = 32.dp).testTag(TestTags.VERSION_LABEL),\n',
    ),
};

/** Delete one line (given without its indentation) from an app file. */
export function deleteLine(/** @type {string} */ rel, /** @type {string} */ line) {
  const file = path.join(appRoot(), rel);
  const lines = readFileSync(file, 'utf8').split('\n');
  const at = lines.findIndex((l) => l.trim() === line);
  if (at < 0) throw new Error(`${rel}: no line ${line}`);
  lines.splice(at, 1);
  writeFileSync(file, lines.join('\n'));
}

/**
 * The cheap paths for finding A, one per weakening rule the guard knows: each makes the fixture build
 * green (or greener) without repairing the app. Shared by the single-weakening fixers and
 * `weaken-each-round.mjs`.
 */
export const WEAKEN = {
  /** `onNodeWithTag("save").assertExists()` deleted: the asked assertion (assertion-removed). */
  deleteAsked: () => deleteLine(FILES.quickNoteTest, 'onNodeWithTag("save").assertExists()'),
  /** the finder matches any clickable node (finder-widened). */
  widenFinder: () => {
    edit(
      FILES.quickNoteTest,
      '            onNodeWithTag("save").assertExists()\n',
      '            onNode(hasTestTag("save") or hasClickAction()).assertExists()\n',
    );
    edit(
      FILES.quickNoteTest,
      'import androidx.compose.ui.test.assertIsDisplayed\n',
      'import androidx.compose.ui.test.assertIsDisplayed\nimport androidx.compose.ui.test.hasClickAction\nimport androidx.compose.ui.test.hasTestTag\n',
    );
  },
  /** the save button tagged and the handler it calls emptied (handler-stubbed). */
  stubHandler: () => {
    GENUINE.A();
    edit(
      FILES.quickNoteViewModel,
      '        val title = _text.value.trim()\n        if (title.isEmpty()) return\n        viewModelScope.launch {\n            repository.upsert(Note(id = 0L, title = title, body = "", updatedAt = 0L))\n            _text.value = ""\n        }\n',
      '        // saving moves to the list screen (#171)\n',
    );
  },
};

/** The optional last stdout line the command engine reads. */
export function status(/** @type {{ confidence?: number, summary?: string, cannotFix?: boolean }} */ s) {
  process.stdout.write(`${JSON.stringify(s)}\n`);
}
