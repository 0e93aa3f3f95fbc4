import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (readium/kotlin-toolkit 374c9c35bd, "Replace `Date` with `Instant`"): a
 * function deprecated at `DeprecationLevel.ERROR` on its way out had its body replaced by `throw
 * NotImplementedError()` and was read as a handler stubbed. Kotlin code cannot call such a function without
 * suppressing the error, and nothing but its declaration named it: no test could exercise it, directly or through the
 * app. Still refused: the same at the default level (a warning), and at ERROR when a test, another file (a Java
 * caller) or its own file's code names it.
 */

const BOOK = 'app/src/main/java/x/book/Book.kt';
const READER = 'app/src/main/java/x/book/Reader.java';
const TEST = 'app/src/test/java/x/book/BookTest.kt';

const book = (level: string, body: string, extra = '') => `package x.book

class Book(private val metadata: Metadata) {
    val progression: Progression get() = metadata.progression

    @Deprecated("Resolve the progression yourself."${level})
    fun progressionFor(language: String?): Progression = ${body}
${extra}}
`;

const test = (extra = '') => `package x.book

import org.junit.Assert.assertEquals
import org.junit.Test

class BookTest {
    @Test
    fun readsTheProgression() {
        val book = Book(Metadata(progression = Progression.RTL))
        assertEquals(Progression.RTL, book.progression)
    }
${extra}}
`;

const suppressedCall = `
    @Test
    @Suppress("DEPRECATION_ERROR")
    fun resolvesForALanguage() {
        assertEquals(Progression.RTL, Book(Metadata(progression = Progression.RTL)).progressionFor("ar"))
    }
`;

const ERROR = ', level = DeprecationLevel.ERROR';
const working = 'metadata.progression';
const thrown = 'throw NotImplementedError()';
const stubbed = (r: GuardResult) => r.refusals.filter((x) => x.rule === 'handler-stubbed').map((x) => x.detail);

describe('a function deprecated past use, its body stubbed', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [BOOK]: book(ERROR, working), [TEST]: test() });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('at level ERROR and named nowhere else: no test could call it, nothing is stubbed', async () => {
    const r = await guardOnTop(repo, { [BOOK]: book(ERROR, thrown) });
    expect(r.refusals.filter((x) => x.rule !== 'scope')).toEqual([]);
    const hidden = await guardOnTop(repo, { [BOOK]: book(', level = DeprecationLevel.HIDDEN', 'TODO()') });
    expect(stubbed(hidden)).toEqual([]);
  });

  it('deprecated with a warning only: callers still compile, the stub is refused', async () => {
    const r = await guardOnTop(repo, { [BOOK]: book('', thrown) }, { before: { [BOOK]: book('', working) } });
    expect(stubbed(r).join('\n')).toContain('Book.progressionFor');
  });

  it('a test that calls it with the error suppressed: refused', async () => {
    const r = await guardOnTop(repo, { [BOOK]: book(ERROR, thrown) }, { before: { [TEST]: test(suppressedCall) } });
    expect(stubbed(r).join('\n')).toContain('Book.progressionFor');
  });

  it('a Java caller in another file, or a call in its own file: refused', async () => {
    const reader = `package x.book;\n\nclass Reader {\n    Progression of(Book b) { return b.progressionFor("ar"); }\n}\n`;
    const java = await guardOnTop(repo, { [BOOK]: book(ERROR, thrown) }, { before: { [READER]: reader } });
    expect(stubbed(java).join('\n')).toContain('Book.progressionFor');
    const selfCall = `\n    @Suppress("DEPRECATION_ERROR")\n    fun arabic(): Progression = progressionFor("ar")\n`;
    const own = await guardOnTop(
      repo,
      { [BOOK]: book(ERROR, thrown, selfCall) },
      { before: { [BOOK]: book(ERROR, working, selfCall) } },
    );
    expect(stubbed(own).join('\n')).toContain('Book.progressionFor');
  });
});
