import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followsResourceChange, stringResources } from '../../src/guard/rules/resource-texts.js';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * An expected text that follows a string resource the same change rewrote (the `content-changed` class):
 * allowed in review when the new text is what the new resource produces with the same arguments, refused
 * when it is any other text, or when the resource did not change. Real commits on a small real repository.
 */

const STRINGS = 'app/src/main/res/values/strings.xml';
const VM = 'app/src/main/java/x/StatusViewModel.kt';
const TEST = 'app/src/test/java/x/StatusViewModelTest.kt';

const strings = (greeting: string, offline: string) => `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="greeting">${greeting}</string>
    <string name="offline">${offline}</string>
</resources>
`;

const vm = `package x

class StatusViewModel(private val context: Context) {
    fun greeting(name: String): String = context.getString(R.string.greeting, name)
    fun offline(): String = context.getString(R.string.offline)
}
`;

const test = (greeting: string, offline: string) => `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class StatusViewModelTest {
    private val viewModel = StatusViewModel(RuntimeEnvironment.getApplication())

    @Test
    fun greets() {
        assertEquals("${greeting}", viewModel.greeting("Ada"))
    }

    @Test
    fun offline() {
        assertEquals("${offline}", viewModel.offline())
    }
}
`;

describe('followsResourceChange', () => {
  const changes: Array<[string, string]> = [
    ['Hello, %1$s!', 'Hi %1$s, welcome back'],
    ["You're offline", 'No connection'],
  ];
  it('fills the new text with the arguments that produced the old one', () => {
    expect(followsResourceChange('Hello, Ada!', 'Hi Ada, welcome back', changes)).toBe(true);
    expect(followsResourceChange("You're offline", 'No connection', changes)).toBe(true);
  });
  it('refuses another argument, another text, or a text no changed resource produced', () => {
    expect(followsResourceChange('Hello, Ada!', 'Hi Bob, welcome back', changes)).toBe(false);
    expect(followsResourceChange("You're offline", 'No connection.', changes)).toBe(false);
    expect(followsResourceChange('Goodbye', 'No connection', changes)).toBe(false);
    expect(followsResourceChange('Ada', 'Ada!', [['%1$s', '%1$s!']])).toBe(false);
  });
  // issue 27 (OpenTracks ec08717d01): the app joins `app_web_url` into a link; the URL moved, the expected link with it
  it('follows a resource text without placeholders that the expected text embeds', () => {
    const url: Array<[string, string]> = [['https://github.com/org/app', 'https://codeberg.org/org/app']];
    const link = (u: string) => `<a href='${u}'>App (Debug)</a><p>Name: -<br>Type: hiking`;
    expect(followsResourceChange(link(url[0]![0]), link(url[0]![1]), url)).toBe(true);
  });
  it('refuses an embedding text changed elsewhere too, or a short or formatted text embedded', () => {
    const url: Array<[string, string]> = [['https://github.com/org/app', 'https://codeberg.org/org/app']];
    const link = (u: string, type = 'hiking') => `<a href='${u}'>App (Debug)</a><p>Name: -<br>Type: ${type}`;
    expect(followsResourceChange(link(url[0]![0]), link(url[0]![1], 'running'), url)).toBe(false);
    expect(followsResourceChange('Total: 3 km', 'Total: 3 mi', [['km', 'mi']])).toBe(false);
    const formatted: Array<[string, string]> = [['Distance %1$s km', 'Distance %1$s mi']];
    expect(followsResourceChange('<p>Distance %1$s km</p>', '<p>Distance %1$s mi</p>', formatted)).toBe(false);
  });
  it('reads resource texts as Android does (escapes, entities, quotes)', () => {
    const r = stringResources(strings('Hello, %1$s &amp; co', 'You\\\'re \\"offline\\"'));
    expect(r.get('greeting')).toBe('Hello, %1$s & co');
    expect(r.get('offline')).toBe('You\'re "offline"');
  });
});

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({
    [STRINGS]: strings('Hello, %1$s!', "You\\'re offline"),
    [VM]: vm,
    [TEST]: test('Hello, Ada!', "You're offline"),
  });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });

describe('an expected text following the string resource the change rewrote', () => {
  const newStrings = strings('Hi %1$s, welcome back', 'No connection');
  it('is allowed in review and refused in heal', async () => {
    const t = test('Hi Ada, welcome back', 'No connection');
    expect(refused(await guard({ [STRINGS]: newStrings, [TEST]: t }))).toEqual([]);
    expect(refused(await guard({ [STRINGS]: newStrings, [TEST]: t }, 'heal'))).toEqual([
      'assertion-weakened StatusViewModelTest.greets',
      'assertion-weakened StatusViewModelTest.offline',
    ]);
  });
  it('still refuses an expected text the new resource does not produce', async () => {
    const t = test('Hi Bob, welcome back', 'No connection!');
    expect(refused(await guard({ [STRINGS]: newStrings, [TEST]: t }))).toEqual([
      'assertion-weakened StatusViewModelTest.greets',
      'assertion-weakened StatusViewModelTest.offline',
    ]);
  });
  it('still refuses the expected text changed while the resource stays', async () => {
    const t = test('Hi Ada, welcome back', 'No connection');
    expect(refused(await guard({ [TEST]: t }))).toEqual([
      'assertion-weakened StatusViewModelTest.greets',
      'assertion-weakened StatusViewModelTest.offline',
    ]);
  });
});
