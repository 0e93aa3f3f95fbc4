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
