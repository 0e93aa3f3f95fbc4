import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (class 2) on a form met in a real history outside the corpus: the app stops filling a field
 * (`episode.hlsUrl`) with what a function computes from the object (`episode.enclosures.firstHlsUrl()`),
 * a function the change declares or moves out of the parser; the test makes the same check — the same
 * expected value, on the same object — through that function. In review the check follows the app;
 * another expected value, a read through API the change did not touch, another object, a helper of
 * the test's own, and heal are refused.
 */

const APP = 'app/src/main/java/x/Episode.kt';
const TEST = 'app/src/test/java/x/EpisodeParserTest.kt';
const PARSER = 'app/src/main/java/x/Parser.kt';

const app = `package x

data class Enclosure(val url: String, val type: String)

class Episode(val id: String, var hlsUrl: String? = null, val enclosures: List<Enclosure> = emptyList())

object EpisodeParser {
    fun parse(id: String, enclosures: List<Enclosure>): Episode =
        Episode(id, hlsUrl = enclosures.firstOrNull { it.type == "hls" }?.url, enclosures = enclosures)
}
`;
const computedApp = `package x

data class Enclosure(val url: String, val type: String)

class Episode(val id: String, var hlsUrl: String? = null, val enclosures: List<Enclosure> = emptyList())

fun List<Enclosure>.firstHlsUrl(): String? = firstOrNull { it.type == "hls" }?.url

object EpisodeParser {
    fun parse(id: String, enclosures: List<Enclosure>): Episode = Episode(id, enclosures = enclosures)
}
`;

const test = (read: string, extra = '') => `package x

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test

class EpisodeParserTest {
    private val hls = Enclosure("https://e/x.m3u8", "hls")

    @Test
    fun readsTheHlsUrl() {
        val episode = EpisodeParser.parse("1", listOf(hls))
        assertEquals("https://e/x.m3u8", ${read.replaceAll('$', 'episode')})
    }

    @Test
    fun noHlsUrlWithoutAnHlsEnclosure() {
        val episode = EpisodeParser.parse("1", emptyList())
        assertNull(${read.replaceAll('$', 'episode')})
    }
${extra}}
`;

// the parser fills the field with a function of its own module, which the change makes the model's
const parser = `package x

internal fun List<Enclosure>.firstHlsUrl(): String? = firstOrNull { it.type == "hls" }?.url

object Parser {
    fun parse(id: String, enclosures: List<Enclosure>): Episode =
        Episode(id, hlsUrl = enclosures.firstHlsUrl(), enclosures = enclosures)
}
`;
const movedApp = computedApp.replace(/\nobject EpisodeParser[\s\S]*$/, '\n');
const movedParser = `package x

object Parser {
    fun parse(id: String, enclosures: List<Enclosure>): Episode = Episode(id, enclosures = enclosures)
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [PARSER]: parser, [TEST]: test('$.hlsUrl') });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });
const both = [
  'assertion-weakened EpisodeParserTest.noHlsUrlWithoutAnHlsEnclosure',
  'assertion-weakened EpisodeParserTest.readsTheHlsUrl',
];

describe('a check read through the function the change declared on the same object', () => {
  it('is allowed in review', async () => {
    expect(refused(await guard({ [APP]: computedApp, [TEST]: test('$.enclosures.firstHlsUrl()') }))).toEqual([]);
  });

  it('is allowed in review when the function moved to the model and the parser stopped filling the field', async () => {
    const head = test('$.enclosures.firstHlsUrl()').replaceAll('EpisodeParser.parse', 'Parser.parse');
    const base = test('$.hlsUrl').replaceAll('EpisodeParser.parse', 'Parser.parse');
    const r = await guardOnTop(
      repo,
      { [APP]: movedApp, [PARSER]: movedParser, [TEST]: head },
      { before: { [TEST]: base } },
    );
    expect(refused(r)).toEqual([]);
    // the same read while the parser still fills the field (its function only made public): the test
    // no longer checks what the parser fills
    const publicOnly = parser.replace('internal fun', 'fun');
    const kept = await guardOnTop(repo, { [PARSER]: publicOnly, [TEST]: head }, { before: { [TEST]: base } });
    expect(refused(kept)).toEqual(both);
  });

  it('is refused in heal', async () => {
    const r = await guard({ [APP]: computedApp, [TEST]: test('$.enclosures.firstHlsUrl()') }, 'heal');
    expect(refused(r)).toEqual(both);
  });

  it('still refuses another expected value through the new function', async () => {
    const head = test('$.enclosures.firstHlsUrl()').replace(
      'assertEquals("https://e/x.m3u8"',
      'assertEquals("https://e/y.m3u8"',
    );
    const r = await guard({ [APP]: computedApp, [TEST]: head });
    expect([...new Set(refused(r))]).toEqual(['assertion-weakened EpisodeParserTest.readsTheHlsUrl']);
  });

  it('still refuses a read through no API the change declared, or of another object', async () => {
    expect(refused(await guard({ [APP]: computedApp, [TEST]: test('$.enclosures.first().url') }))).toEqual(both);
    expect(refused(await guard({ [APP]: computedApp, [TEST]: test('hls.url') }))).toEqual(both);
  });

  it('still refuses the same read through a function of the test’s own, not the app’s', async () => {
    const helper = '\n    private fun List<Enclosure>.firstHlsUrl(): String? = "https://e/x.m3u8"\n';
    const stopsFilling = computedApp.replace(/\nfun List<Enclosure>\.firstHlsUrl.*\n/, '');
    const r = await guard({ [APP]: stopsFilling, [TEST]: test('$.enclosures.firstHlsUrl()', helper) });
    expect(refused(r)).toEqual(both);
  });
});
