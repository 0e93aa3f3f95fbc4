import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, class 2 on a form met outside the corpus: a test imports a class by name
 * (`import com.example.commands.Command`) and asserts on its entries (`Command.ShowKeyboard`). Other
 * changed files import another class of the same simple name (`import com.example.dialog.DialogViewModel.Command`),
 * and the change deletes one of them: Kotlin resolves a name by the file's own imports, so the test's
 * `Command` is the same class on both sides and its unchanged checks are unchanged. Another entry stays a weakening.
 */

const T = 'app/src/test/java/com/example/browser/BrowserViewModelTest.kt';
const test = (extra: string, entry = 'ShowKeyboard') =>
  `package com.example.browser

import com.example.commands.Command

class BrowserViewModelTest {
    @Test
    fun keyboardShown() {
        viewModel.onVisible()${extra}
        assertTrue(captor.allValues.contains(Command.${entry}))
        assertTrue(captor.lastValue is Command.LaunchNewTab)
    }
}
`;
/** an app file importing another class named `Command`, nested in its own view model */
const importer = (owner: string) =>
  `package com.example.${owner.toLowerCase()}

import com.example.${owner.toLowerCase()}.${owner}ViewModel.Command

class ${owner}Screen {
    fun render(c: Command) = c.toString()
}
`;
const app = (owner: string) => `app/src/main/java/com/example/${owner.toLowerCase()}/${owner}Screen.kt`;

const base = { [app('Settings')]: importer('Settings'), [app('Dialog')]: importer('Dialog'), [T]: test('') };

describe("a class a test imports by name is the file's, not another file's of the same simple name", () => {
  it('reads the unchanged checks as unchanged when a changed file importing another `Command` is deleted', async () => {
    const head = { [app('Settings')]: importer('Settings'), [T]: test('\n        advanceUntilIdle()') };
    expect((await refusals(base, head)).map((r) => `${r.rule}: ${r.what}`)).toEqual([]);
  });

  it('still refuses a check on another entry of the imported class', async () => {
    const head = { [app('Settings')]: importer('Settings'), [T]: test('', 'HideKeyboard') };
    expect((await refusals(base, head)).map((r) => r.rule)).toEqual(['assertion-weakened']);
  });
});
