import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: a function that gained a required collaborator in the change (`fun validateUrl(url: String)`
 * → `fun validateUrl(ctx: Context, url: String)`, its messages now read from resources): the tests pass their own
 * context and check the same thing. A parameter of a basic type (`lenient: Boolean`), one with a default, an
 * argument other than a plain name, another argument changed on the line, or the same edit under heal stay refused.
 */

const UTILS = 'app/src/main/java/x/Utils.kt';
const TEST = 'app/src/test/java/x/UtilsTest.kt';

const utils = `package x

data class Validation(val hasError: Boolean, val label: String)

fun validateUrl(url: String): Validation = Validation(!url.startsWith("https://"), "url")

fun validateName(name: String, max: Int): Validation = Validation(name.length > max, "name")
`;

const grown = utils
  .replace('fun validateUrl(url: String): Validation', 'fun validateUrl(ctx: Context, url: String): Validation')
  .replace(
    'fun validateName(name: String, max: Int): Validation',
    'fun validateName(ctx: Context, name: String, max: Int): Validation',
  );

const test = `package x

import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test

class UtilsTest {
    private val ctx = fakeContext()

    @Test
    fun urls() {
        assertTrue(validateUrl("nonsense").hasError)
        assertFalse(validateUrl("https://example.com").hasError)
    }

    @Test
    fun names() {
        assertTrue(validateName(name = "a".repeat(11), max = 10).hasError)
    }
}
`;

const withContext = test
  .replace('validateUrl("nonsense")', 'validateUrl(ctx, "nonsense")')
  .replace('validateUrl("https://example.com")', 'validateUrl(ctx, "https://example.com")')
  .replace('validateName(name = "a".repeat(11), max = 10)', 'validateName(ctx = ctx, name = "a".repeat(11), max = 10)');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [UTILS]: utils, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];

describe('a function that gained a required collaborator in the change', () => {
  it("allows its calls with the test's own value for it, positional or named", async () => {
    expect(refused(await guardOnTop(repo, { [UTILS]: grown, [TEST]: withContext }))).toEqual([]);
  });

  it('still refuses another argument changed on the line, and the same edit under heal', async () => {
    const other = withContext.replace('validateUrl(ctx, "nonsense")', 'validateUrl(ctx, "https://nonsense")');
    expect(refused(await guardOnTop(repo, { [UTILS]: grown, [TEST]: other }))).toEqual([
      'assertion-weakened UtilsTest.urls',
    ]);
    const heal = await guardOnTop(repo, { [UTILS]: grown, [TEST]: withContext }, { policy: 'heal' });
    expect(heal.refusals.length).toBeGreaterThan(0);
  });

  it('still refuses a new parameter of a basic type, or one with a default', async () => {
    const lenient = utils.replace('fun validateUrl(url: String)', 'fun validateUrl(lenient: Boolean, url: String)');
    const lenientTest = test.replace('validateUrl("nonsense")', 'validateUrl(lenient, "nonsense")');
    expect(refused(await guardOnTop(repo, { [UTILS]: lenient, [TEST]: lenientTest }))).toEqual([
      'assertion-weakened UtilsTest.urls',
    ]);
    const optional = utils.replace(
      'fun validateUrl(url: String)',
      'fun validateUrl(ctx: Context? = null, url: String)',
    );
    const optionalTest = test.replace('validateUrl("nonsense")', 'validateUrl(ctx, "nonsense")');
    expect(refused(await guardOnTop(repo, { [UTILS]: optional, [TEST]: optionalTest }))).toEqual([
      'assertion-weakened UtilsTest.urls',
    ]);
  });

  it('still refuses an argument other than a plain name for it, or a name bound to a chosen value', async () => {
    const mode = utils.replace('fun validateUrl(url: String)', 'fun validateUrl(mode: Mode, url: String)');
    const modeTest = test.replace('validateUrl("nonsense")', 'validateUrl(Mode.LENIENT, "nonsense")');
    expect(refused(await guardOnTop(repo, { [UTILS]: mode, [TEST]: modeTest }))).toEqual([
      'assertion-weakened UtilsTest.urls',
    ]);
    const boundMode = test
      .replace('validateUrl("nonsense")', 'validateUrl(mode, "nonsense")')
      .replace(
        '    private val ctx = fakeContext()',
        '    private val ctx = fakeContext()\n    private val mode = Mode.LENIENT',
      );
    expect(refused(await guardOnTop(repo, { [UTILS]: mode, [TEST]: boundMode }))).toEqual([
      'assertion-weakened UtilsTest.urls',
    ]);
  });
});

/**
 * An interface's function and its implementation gain the collaborator together: one parameter list, not two
 * overloads. A default the interface gives it (the old call still compiled) still keeps it out.
 */
describe('an interface function and its implementation that gained a collaborator together', () => {
  const API = 'app/src/main/java/x/Validator.kt';
  const VTEST = 'app/src/test/java/x/ValidatorTest.kt';
  const api =
    'package x\n\ninterface Validator {\n    fun validate(url: String): Boolean\n}\n\nclass UrlValidator : Validator {\n    override fun validate(url: String): Boolean = url.startsWith("https://")\n}\n';
  const vtest = (call: string) =>
    `package x\n\nimport org.junit.Assert.assertTrue\nimport org.junit.Test\n\nclass ValidatorTest {\n    private val ctx = fakeContext()\n\n    @Test\n    fun accepts() {\n        assertTrue(UrlValidator().${call})\n    }\n}\n`;
  let r: TempRepo & { base: string };
  beforeAll(async () => {
    r = await tempRepo({ [API]: api, [VTEST]: vtest('validate("https://a.b")') });
  });
  afterAll(async () => {
    await r?.remove();
  });
  const grownApi = (param: string) => api.replaceAll('validate(url: String)', `validate(${param}, url: String)`);

  it("allows the calls with the test's own collaborator", async () => {
    const head = { [API]: grownApi('ctx: Context'), [VTEST]: vtest('validate(ctx, "https://a.b")') };
    expect(refused(await guardOnTop(r, head))).toEqual([]);
  });

  it('still refuses it when the interface gives the parameter a default, or the other argument changes', async () => {
    const withDefault = grownApi('ctx: Context').replace(
      'fun validate(ctx: Context, url: String): Boolean\n}',
      'fun validate(ctx: Context = DefaultContext, url: String): Boolean\n}',
    );
    expect(withDefault).not.toEqual(grownApi('ctx: Context'));
    expect(
      refused(await guardOnTop(r, { [API]: withDefault, [VTEST]: vtest('validate(ctx, "https://a.b")') })),
    ).toEqual(['assertion-weakened ValidatorTest.accepts']);
    const other = { [API]: grownApi('ctx: Context'), [VTEST]: vtest('validate(ctx, "https://c.d")') };
    expect(refused(await guardOnTop(r, other))).toEqual(['assertion-weakened ValidatorTest.accepts']);
  });
});
