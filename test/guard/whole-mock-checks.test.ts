import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Mockito documents the deprecated `verifyZeroInteractions(m)` as behaving exactly as `verifyNoMoreInteractions(m)`,
 * and `verifyNoInteractions(m)` as stricter (interactions already verified fail it too): replacing the deprecated call
 * with either loses nothing. `verifyNoInteractions` relaxed to `verifyNoMoreInteractions`, or the check dropped, is
 * still refused.
 */

const TEST = 'app/src/test/java/x/LinkParserTest.kt';

const parserTest = `package x

import org.junit.Test
import org.mockito.kotlin.mock
import org.mockito.kotlin.verify
import org.mockito.Mockito.verifyNoInteractions
import org.mockito.Mockito.verifyZeroInteractions

class LinkParserTest {
    private val listener = mock<LinkListener>()
    private val logger = mock<Logger>()

    @Test
    fun plainText_callsNothing() {
        LinkParser(listener, logger).click("plain")
        verifyZeroInteractions(listener)
    }

    @Test
    fun link_reportsIt() {
        LinkParser(listener, logger).click("link")
        verify(listener).onClick("link")
        verifyNoInteractions(logger)
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [TEST]: parserTest });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (src: string) => guardOnTop(repo, { [TEST]: src });

describe('Mockito checks of a whole mock', () => {
  it('reads the deprecated verifyZeroInteractions as the verifyNoMoreInteractions it behaves as', async () => {
    expect(
      refused(
        await guard(parserTest.replace('verifyZeroInteractions(listener)', 'verifyNoMoreInteractions(listener)')),
      ),
    ).toEqual([]);
  });

  it('allows verifyNoInteractions in its place: it is stricter', async () => {
    expect(
      refused(await guard(parserTest.replace('verifyZeroInteractions(listener)', 'verifyNoInteractions(listener)'))),
    ).toEqual([]);
  });

  it('still refuses verifyNoInteractions relaxed to verifyNoMoreInteractions', async () => {
    expect(
      refused(await guard(parserTest.replace('verifyNoInteractions(logger)', 'verifyNoMoreInteractions(logger)'))),
    ).toEqual(['assertion-weakened LinkParserTest.link_reportsIt']);
  });

  it('still refuses the check dropped', async () => {
    expect(refused(await guard(parserTest.replace('        verifyZeroInteractions(listener)\n', '')))).toEqual([
      'assertion-removed LinkParserTest.plainText_callsNothing',
    ]);
  });
});
