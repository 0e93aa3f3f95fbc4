import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, class 2 on a form met in a real history outside the corpus: a member imported by name
 * (`import com.example.models.ImageField.FRONT`) and written bare is the member the
 * code wrote qualified before (`ImageField.FRONT`, `LocaleUtils.parseLocale(…)`). Another member, or a
 * name imported from another owner, is another value.
 */

const T = 'app/src/test/java/x/ImageKeyTest.kt';
const file = (imports: string, body: string) =>
  `package com.example.images\n\n${imports}\n\nclass ImageKeyTest {\n    @Test\n    fun a() {\n        ${body}\n    }\n}\n`;
const judged = async (base: [string, string], head: [string, string]) =>
  (await refusals({ [T]: file(...base) }, { [T]: file(...head) })).map((r) => r.rule);

describe('a member imported by name', () => {
  it('reads as the member written qualified', async () => {
    expect(
      await judged(
        [
          'import com.example.models.ImageField',
          'assertThat(product.imageKey(ImageField.FRONT)).isEqualTo("front_de")',
        ],
        ['import com.example.models.ImageField.FRONT', 'assertThat(product.imageKey(FRONT)).isEqualTo("front_de")'],
      ),
    ).toEqual([]);
    expect(
      await judged(
        ['import com.example.models.LocaleUtils', 'assertThat(LocaleUtils.parseLocale("fr")).isEqualTo(Locale.FRENCH)'],
        ['import com.example.models.LocaleUtils.parseLocale', 'assertThat(parseLocale("fr")).isEqualTo(Locale.FRENCH)'],
      ),
    ).toEqual([]);
  });

  it('refuses another member, or the name imported from another owner', async () => {
    expect(
      await judged(
        [
          'import com.example.models.ImageField',
          'assertThat(product.imageKey(ImageField.FRONT)).isEqualTo("front_de")',
        ],
        ['import com.example.models.ImageField.BACK', 'assertThat(product.imageKey(BACK)).isEqualTo("front_de")'],
      ),
    ).toEqual(['assertion-weakened']);
    expect(
      await judged(
        ['import com.example.models.LocaleUtils', 'assertThat(LocaleUtils.parseLocale("fr")).isEqualTo(Locale.FRENCH)'],
        [
          'import com.example.models.LenientLocales.parseLocale',
          'assertThat(parseLocale("fr")).isEqualTo(Locale.FRENCH)',
        ],
      ),
    ).toEqual(['assertion-weakened']);
  });
});

/**
 * Strings moved into a shared module: the test imports that module's R under an alias
 * (`import com.example.common.R as commonR`) and names the same resources through it. A resource is
 * named by its type and name wherever its R class is; another name is another text.
 */
describe('an R class imported under an alias', () => {
  const check = (r: string, name: string) =>
    `rule.onNodeWithText(stringResource(${r}.string.${name})).assertIsDisplayed()`;

  it('names the same resource as R', async () => {
    expect(
      await judged(
        ['import com.example.images.R', check('R', 'welcome_title')],
        ['import com.example.common.R as commonR', check('commonR', 'welcome_title')],
      ),
    ).toEqual([]);
  });

  it('refuses another resource through the alias, and the framework R under an alias', async () => {
    expect(
      await judged(
        ['import com.example.images.R', check('R', 'welcome_title')],
        ['import com.example.common.R as commonR', check('commonR', 'welcome_details')],
      ),
    ).toEqual(['finder-retargeted']);
    expect(
      await judged(
        ['import com.example.images.R', check('R', 'ok')],
        ['import android.R as AndroidR', check('AndroidR', 'ok')],
      ),
    ).toEqual(['finder-retargeted']);
  });
});
