import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: tests folded into one test parameterised over an enum the test file declares — Google's
 * TestParameterInjector (`@RunWith(TestParameterInjector::class)`, `@TestParameter case: Case`) or JUnit 5
 * `@EnumSource(Case::class)` — whose entries carry the values the old tests wrote out (`case.text` is the entry's
 * constructor argument). Each old test is one run. An entry dropped, or the assertion weakened, is still refused.
 */

const THEME = 'app/src/main/java/x/Theme.kt';
const TEST = 'app/src/test/java/x/ThemeLabelTest.kt';

const theme = `package x

enum class Theme { LIGHT, DARK }

fun label(theme: Theme): String = theme.name.lowercase()
`;

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class ThemeLabelTest {
    @Test
    fun lightLabel() {
        assertEquals("light", label(Theme.LIGHT))
    }

    @Test
    fun darkLabel() {
        assertEquals("dark", label(Theme.DARK))
    }
}
`;

const injected = `package x

import com.google.testing.junit.testparameterinjector.TestParameter
import com.google.testing.junit.testparameterinjector.TestParameterInjector
import org.junit.Assert.assertEquals
import org.junit.Test
import org.junit.runner.RunWith

@RunWith(TestParameterInjector::class)
class ThemeLabelTest {
    @Test
    fun \`labels each theme\`(
        @TestParameter case: ThemeCase,
    ) {
        assertEquals(case.text, label(case.theme))
    }

    enum class ThemeCase(
        val theme: Theme,
        val text: String,
    ) {
        Light(Theme.LIGHT, "light"),
        Dark(Theme.DARK, "dark"),
        ;
    }
}
`;

const enumSource = `package x

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.EnumSource

class ThemeLabelTest {
    @ParameterizedTest
    @EnumSource(ThemeCase::class)
    fun labels(case: ThemeCase) {
        assertEquals(case.text, label(case.theme))
    }

    enum class ThemeCase(val theme: Theme, val text: String) {
        Light(Theme.LIGHT, "light"),
        Dark(Theme.DARK, "dark"),
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [THEME]: theme, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];

describe('tests folded into one parameterised over an enum of cases', () => {
  it('allows TestParameterInjector and @EnumSource runs covering every old value', async () => {
    expect(refused(await guardOnTop(repo, { [TEST]: injected }))).toEqual([]);
    const junit5 = test
      .replaceAll('org.junit.Assert.', 'org.junit.jupiter.api.Assertions.')
      .replace('org.junit.Test', 'org.junit.jupiter.api.Test');
    const base5 = await tempRepo({ [THEME]: theme, [TEST]: junit5 });
    try {
      expect(refused(await guardOnTop(base5, { [TEST]: enumSource }))).toEqual([]);
    } finally {
      await base5.remove();
    }
  });

  it('still refuses a dropped entry, another value, or a weakened assertion', async () => {
    const dropped = injected.replace('        Dark(Theme.DARK, "dark"),\n', '');
    expect(refused(await guardOnTop(repo, { [TEST]: dropped }))).toEqual(['test-suppressed ThemeLabelTest.darkLabel']);
    const other = injected.replace('Dark(Theme.DARK, "dark")', 'Dark(Theme.DARK, "light")');
    expect(refused(await guardOnTop(repo, { [TEST]: other })).length).toBeGreaterThan(0);
    const weaker = injected
      .replace('assertEquals(case.text, label(case.theme))', 'assertNotNull(label(case.theme))')
      .replace('import org.junit.Assert.assertEquals', 'import org.junit.Assert.assertNotNull');
    expect(refused(await guardOnTop(repo, { [TEST]: weaker })).length).toBeGreaterThan(0);
  });
});
