import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: a function that lost a parameter in the change (`fun Item.label(locale: String)` →
 * `fun Item.label()`, an overload `label(name, locale)` → `label(name)` with it): the tests' calls drop the argument
 * and check the same thing. Another argument changed on the line, a weaker check, or an argument dropped where the
 * function kept its parameter is still refused.
 */

const ITEM = 'app/src/main/java/x/Item.kt';
const TEST = 'app/src/test/java/x/ItemTest.kt';

const item = `package x

data class Item(val name: String)

fun Item.label(locale: String): String = name.uppercase()

fun label(name: String, locale: String): String = name.uppercase()
`;

const shrunk = item
  .replace('fun Item.label(locale: String): String', 'fun Item.label(): String')
  .replace('fun label(name: String, locale: String): String', 'fun label(name: String): String');

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class ItemTest {
    @Test
    fun labels() {
        val item = Item("tea")
        assertEquals("TEA", item.label("en"))
        assertEquals("TEA", label(name = "tea", locale = "en"))
    }
}
`;

const withoutLocale = test
  .replace('item.label("en")', 'item.label()')
  .replace('label(name = "tea", locale = "en")', 'label(name = "tea")');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [ITEM]: item, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];

describe('a function that lost a parameter in the change', () => {
  it('allows its calls without that argument, positional or named', async () => {
    expect(refused(await guardOnTop(repo, { [ITEM]: shrunk, [TEST]: withoutLocale }))).toEqual([]);
  });

  it('still refuses another argument changed on the line, or a weaker check', async () => {
    const other = withoutLocale.replace('label(name = "tea")', 'label(name = "coffee")');
    expect(refused(await guardOnTop(repo, { [ITEM]: shrunk, [TEST]: other }))).toEqual([
      'assertion-weakened ItemTest.labels',
    ]);
    const weaker = withoutLocale
      .replace('assertEquals("TEA", item.label())', 'assertNotNull(item.label())')
      .replace(
        'import org.junit.Assert.assertEquals',
        'import org.junit.Assert.assertEquals\nimport org.junit.Assert.assertNotNull',
      );
    expect(refused(await guardOnTop(repo, { [ITEM]: shrunk, [TEST]: weaker }))).toEqual([
      'assertion-removed ItemTest.labels',
    ]);
  });

  it('still refuses an argument dropped where the function kept its parameter, and under heal', async () => {
    // the app only lost the extension's parameter: the overload still takes a locale
    const half = item.replace('fun Item.label(locale: String): String', 'fun Item.label(): String');
    const dropped = await guardOnTop(repo, { [ITEM]: half, [TEST]: withoutLocale });
    expect(refused(dropped)).toEqual(['assertion-weakened ItemTest.labels']);
    const heal = await guardOnTop(repo, { [ITEM]: shrunk, [TEST]: withoutLocale }, { policy: 'heal' });
    expect(heal.refusals.length).toBeGreaterThan(0);
  });
});

/**
 * An interface's function and its override lose the parameter together (openMF/mifos-mobile f70d620758, not in the
 * corpus: `fun onLoginSuccess(userName: String?)` in a view interface and its activity): one parameter list, not two
 * overloads a call could mean, so a verification of the call without the argument is the same verification.
 */
describe('an interface function and its override that lost a parameter together', () => {
  const VIEW = 'app/src/main/java/x/LoginView.kt';
  const ACTIVITY = 'app/src/main/java/x/LoginActivity.kt';
  const PTEST = 'app/src/test/java/x/LoginPresenterTest.kt';
  const view =
    'package x\n\ninterface LoginView {\n    fun onLoginSuccess(userName: String?)\n    fun showProgress()\n}\n';
  const activity =
    'package x\n\nclass LoginActivity : LoginView {\n    override fun onLoginSuccess(userName: String?) {\n        greet(userName)\n    }\n\n    override fun showProgress() {}\n}\n';
  const ptest = (verification: string) =>
    `package x\n\nimport org.junit.Test\nimport org.mockito.Mockito\n\nclass LoginPresenterTest {\n    @Test\n    fun logsIn() {\n        presenter.login(payload)\n        Mockito.verify(view).showProgress()\n        ${verification}\n    }\n}\n`;
  let r: TempRepo & { base: string };
  beforeAll(async () => {
    r = await tempRepo({
      [VIEW]: view,
      [ACTIVITY]: activity,
      [PTEST]: ptest('Mockito.verify(view).onLoginSuccess(user.username)'),
    });
  });
  afterAll(async () => {
    await r?.remove();
  });
  const shrunkApp = {
    [VIEW]: view.replace('onLoginSuccess(userName: String?)', 'onLoginSuccess()'),
    [ACTIVITY]: activity
      .replace('onLoginSuccess(userName: String?)', 'onLoginSuccess()')
      .replace('greet(userName)', 'greet()'),
  };

  it('allows the verification without the argument', async () => {
    const head = { ...shrunkApp, [PTEST]: ptest('Mockito.verify(view).onLoginSuccess()') };
    expect(refused(await guardOnTop(r, head))).toEqual([]);
  });

  it('still refuses the verification dropped, or the argument dropped while the parameter stays', async () => {
    expect(refused(await guardOnTop(r, { ...shrunkApp, [PTEST]: ptest('presenter.toString()') }))).toEqual([
      'assertion-removed LoginPresenterTest.logsIn',
    ]);
    expect(refused(await guardOnTop(r, { [PTEST]: ptest('Mockito.verify(view).onLoginSuccess()') }))).not.toEqual([]);
  });
});

/**
 * A call that leaves the function's last parameters to their defaults (dd-sdk-android 402ec54711, not in the
 * corpus: a test helper `forgeUrl(forge: Forge, host: String? = null)` lost `forge`, now a property, and
 * `forgeUrl(forge)` became `forgeUrl()`): the call passes fewer arguments than the old list has, and the one list
 * it fits is still the function's.
 */
describe('a function that lost a parameter, called with its defaulted ones left out', () => {
  const HELPERS = 'app/src/main/java/x/Urls.kt';
  const UTEST = 'app/src/test/java/x/UrlsTest.kt';
  const helpers = (params: string, body: string) => `package x\n\nfun url(${params}): String = ${body}\n`;
  const before = helpers('scheme: String, host: String? = null', '"$scheme://${host ?: "h"}"');
  const after = helpers('host: String? = null', '"https://${host ?: "h"}"');
  const utest = (call: string, check = 'assertEquals(expected, made)') =>
    `package x\n\nimport org.junit.Assert.assertEquals\nimport org.junit.Test\n\nclass UrlsTest {\n    @Test\n    fun makes() {\n        val made = ${call}\n        ${check}\n    }\n}\n`;
  let r: TempRepo & { base: string };
  beforeAll(async () => {
    r = await tempRepo({ [HELPERS]: before, [UTEST]: utest('url("https")') });
  });
  afterAll(async () => {
    await r?.remove();
  });

  it('allows the call without the removed argument', async () => {
    expect(refused(await guardOnTop(r, { [HELPERS]: after, [UTEST]: utest('url()') }))).toEqual([]);
  });

  it('still refuses another argument given, the argument dropped where the parameter stays, or a weaker check', async () => {
    expect(refused(await guardOnTop(r, { [HELPERS]: after, [UTEST]: utest('url("other")') }))).toEqual([
      'assertion-weakened UrlsTest.makes',
    ]);
    const kept = helpers('scheme: String = "https", host: String? = null', '"$scheme://${host ?: "h"}"');
    expect(refused(await guardOnTop(r, { [HELPERS]: kept, [UTEST]: utest('url()') }))).toEqual([
      'assertion-weakened UrlsTest.makes',
    ]);
    const weaker = utest('url()', 'assertEquals(expected.length, made.length)');
    expect(refused(await guardOnTop(r, { [HELPERS]: after, [UTEST]: weaker }))).not.toEqual([]);
  });
});
