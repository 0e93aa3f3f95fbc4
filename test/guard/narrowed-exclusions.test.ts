import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a weakening review let through (found by session 48a on a synthetic test; simple-android d6e0b70637 is
 * the legitimate shape): the app turns an `object` into a class (`object ShowError` → `data class ShowError(val retry:
 * Boolean)`), and a check that *excludes* it is rewritten with one value of the class — `verify(h, never())
 * .handle(ShowError)` → `.handle(ShowError(true))`, `assertNotEquals(ShowError, x)` → `assertNotEquals(ShowError(true),
 * x)`. Read as an expectation that follows the app, it passed; it now excludes one value instead of every one. Where
 * the check demands the value (`verify(h).handle(…)`, `assertEquals`), the same rewrite follows the app and stays
 * allowed.
 */

const APP = 'app/src/main/java/x/Effects.kt';
const TEST = 'app/src/test/java/x/HandlerTest.kt';

const app = (showError: string) => `package x

sealed class Effect

${showError}

class Handler {
    fun handle(effect: Effect) {}
}

class Screen(private val handler: Handler) {
    fun load() {
        handler.handle(Loaded)
    }

    fun effect(): Effect = Loaded
}

object Loaded : Effect()
`;

const test = (value: string, mode: string, equality: string) => `package x

import org.junit.Assert.${equality}
import org.junit.Test
import org.mockito.kotlin.mock
import org.mockito.kotlin.never
import org.mockito.kotlin.verify

class HandlerTest {
    private val handler = mock<Handler>()

    @Test
    fun loadHandsTheError() {
        Screen(handler).load()
        verify(handler${mode}).handle(${value})
    }

    @Test
    fun effectIsTheError() {
        ${equality}(${value}, Screen(handler).effect())
    }
}
`;

const anObject = 'object ShowError : Effect()';
const aClass = 'data class ShowError(val retry: Boolean) : Effect()';

describe('a check excluding an object the change made a class', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [APP]: app(anObject), [TEST]: test('ShowError', ', never()', 'assertNotEquals') });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('narrowed to one value of the class: refused as weakened', async () => {
    const r = await guardOnTop(repo, {
      [APP]: app(aClass),
      [TEST]: test('ShowError(true)', ', never()', 'assertNotEquals'),
    });
    const details = refusedDetails(r).join('\n');
    expect(details).toContain('verify.handle(mode=never(), ShowError) → verify.handle(mode=never(), ShowError(true))');
    expect(details).toContain('isNotEqualTo(ShowError) → isNotEqualTo(ShowError(true))');
  });

  it('a check demanding the value follows the app to one value of the class: allowed', async () => {
    const demanding = test('ShowError', '', 'assertEquals');
    const r = await guardOnTop(
      repo,
      { [APP]: app(aClass), [TEST]: test('ShowError(true)', '', 'assertEquals') },
      { before: { [TEST]: demanding } },
    );
    expect(refusedDetails(r)).toEqual([]);
  });
});
