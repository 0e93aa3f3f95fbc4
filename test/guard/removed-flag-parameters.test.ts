import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A feature flag passed to a use case's constructor and removed with its parameter (issue 27 class 4, found on real
 * history outside the corpus: ProtonMail/android-mail 9019f05fae, GetCustomCss and GetCustomJs). The tests hold a
 * mock of the flag (`mockk<FeatureFlag<Boolean>>`) passed positionally (`GetCss(resources, flag)`) and stub it per
 * test (`coEvery { flag.get() } returns false`); the flag's parameter goes, the `true` test lives on and the `false`
 * test is deleted. The mock stood for the removed parameter as a stubbed removed member does
 * (rules/removed-branch.ts, with shrunk-calls.ts for which parameter an argument fills). Still refused: the same
 * deletion while the flag's parameter stays, or when another parameter goes; a test that never set the flag; heal.
 */

const FLAG = 'app/src/main/java/x/FeatureFlag.kt';
const CSS = 'app/src/main/java/x/GetCss.kt';
const TEST = 'app/src/test/java/x/GetCssTest.kt';

const flag = `package x

interface FeatureFlag<T> {
    suspend fun get(): T
}

interface Resources {
    fun read(name: String): String
}
`;

const css = (params: string, body: string) => `package x

class GetCss(${params}) {
    suspend operator fun invoke(): String = ${body}
}
`;

const gated = css(
  'private val resources: Resources, private val alternative: FeatureFlag<Boolean>',
  'resources.read(if (alternative.get()) "alt.css" else "plain.css")',
);
const flagGone = css('private val resources: Resources', 'resources.read("alt.css")');
const resourcesGone = css('private val alternative: FeatureFlag<Boolean>', 'if (alternative.get()) "alt" else "plain"');

const alternativeTest = (stubbed: boolean) => `
    @Test
    fun loadsTheAlternativeCss() = runTest {
${stubbed ? '        coEvery { mockFlag.get() } returns true\n' : ''}        every { resources.read("alt.css") } returns "a"
        assertEquals("a", getCss())
    }
`;

const plainTest = `
    @Test
    fun loadsThePlainCss() = runTest {
        coEvery { mockFlag.get() } returns false
        every { resources.read("plain.css") } returns "p"
        assertEquals("p", getCss())
    }
`;

const unsetTest = `
    @Test
    fun readsOneResource() = runTest {
        every { resources.read(any()) } returns "x"
        getCss()
        verify(exactly = 1) { resources.read(any()) }
    }
`;

const test = (make: string, tests: string[], flagged = true) => `package x

import io.mockk.coEvery
import io.mockk.every
import io.mockk.mockk
import io.mockk.verify
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Test

class GetCssTest {
    private val resources = mockk<Resources>()
${flagged ? '    private val mockFlag = mockk<FeatureFlag<Boolean>> {\n        coEvery { this@mockk.get() } returns false\n    }\n' : ''}
    private val getCss = ${make}
${tests.join('')}}
`;

const base = test('GetCss(resources, mockFlag)', [alternativeTest(true), plainTest, unsetTest]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [FLAG]: flag, [CSS]: gated, [TEST]: base });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a flag passed to a constructor, removed with its parameter', () => {
  const cleanup = { [CSS]: flagGone, [TEST]: test('GetCss(resources)', [alternativeTest(false), unsetTest], false) };

  it('takes the test of its removed side with it in review', async () => {
    expect(refused(await guardOnTop(repo, cleanup))).toEqual([]);
  });

  it('is so with the flag passed by its parameter’s name', async () => {
    const before = {
      [TEST]: test('GetCss(resources, alternative = mockFlag)', [alternativeTest(true), plainTest, unsetTest]),
    };
    expect(refused(await guardOnTop(repo, cleanup, { before }))).toEqual([]);
  });

  it('is refused in heal: fixers do not delete features', async () => {
    expect(refused(await guardOnTop(repo, cleanup, { policy: 'heal' }))).toContain(
      'test-suppressed GetCssTest.loadsThePlainCss',
    );
  });

  it('still refuses the test deleted while the flag’s parameter stays', async () => {
    const head = { [TEST]: test('GetCss(resources, mockFlag)', [alternativeTest(true), unsetTest]) };
    expect(refused(await guardOnTop(repo, head))).toEqual(['test-suppressed GetCssTest.loadsThePlainCss']);
  });

  it('still refuses the test deleted when another parameter goes', async () => {
    const head = { [CSS]: resourcesGone, [TEST]: test('GetCss(mockFlag)', [alternativeTest(true), unsetTest]) };
    expect(refused(await guardOnTop(repo, head))).toEqual(['test-suppressed GetCssTest.loadsThePlainCss']);
  });

  it('still refuses a deleted test that never set the flag', async () => {
    const head = { [CSS]: flagGone, [TEST]: test('GetCss(resources)', [alternativeTest(false)], false) };
    expect(refused(await guardOnTop(repo, head))).toEqual(['test-suppressed GetCssTest.readsOneResource']);
  });
});
