import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (OpenTracks 681b987927, "export/import renaming"): a Java enum's
 * `getMimeType() { return MIME_KML; }` had its private constant inlined — `return "application/…kml+xml";`, the
 * constant deleted — and was read as a handler made trivial. A body that returns a constant of its file by name,
 * made to return the literal that constant was declared with, returns the same value. Still refused: another literal,
 * and a body that computed its value made a literal.
 */

const FORMAT = 'app/src/main/java/x/io/Format.java';
const KINDS = 'app/src/main/java/x/io/Kinds.kt';
const TEST = 'app/src/test/java/x/io/FormatTest.kt';

const mimeConstants = `
    private static final String MIME_KMZ = "application/vnd.google-earth.kmz";

    private static final String MIME_KML = "application/vnd.google-earth.kml+xml";
`;

const format = (kml: string, kmz: string, constants: boolean) => `package x.io;

public enum Format {
    KML {
        @Override
        public String getMimeType() {
            return ${kml};
        }
    },
    KMZ {
        @Override
        public String getMimeType() {
            return ${kmz};
        }
    };
${constants ? mimeConstants : ''}
    public abstract String getMimeType();
}
`;

const kinds = (body: string) => `package x.io

class Kinds(private val settings: Settings) {
    fun label(): String = ${body}

    companion object {
        private const val LABEL = "Track"
    }
}
`;

const test = `package x.io

import org.junit.Assert.assertEquals
import org.junit.Test

class FormatTest {
    @Test
    fun mimeTypes() {
        assertEquals(2, Format.values().size)
    }
}
`;

const KML = '"application/vnd.google-earth.kml+xml"';
const KMZ = '"application/vnd.google-earth.kmz"';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({
    [FORMAT]: format('MIME_KML', 'MIME_KMZ', true),
    [KINDS]: kinds('LABEL'),
    [TEST]: test,
  });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.file}:${x.line}`);

describe("a constant of the body's file inlined as its literal", () => {
  it('allows `return MIME_KML;` → `return "…";` in Java and `= LABEL` → `= "Track"` in Kotlin', async () => {
    const r = await guardOnTop(repo, { [FORMAT]: format(KML, KMZ, false), [KINDS]: kinds('"Track"') });
    expect(refused(r)).toEqual([]);
  });

  it('still refuses the constant made another literal', async () => {
    const r = await guardOnTop(repo, { [FORMAT]: format(KML, KML, false) });
    expect(refused(r)).toEqual([`handler-stubbed ${FORMAT}:11`]);
  });

  it('still refuses a body that computed its value made the literal', async () => {
    const before = { [KINDS]: kinds('settings.label()') };
    const r = await guardOnTop(repo, { [KINDS]: kinds('"Track"') }, { before });
    expect(refused(r)).toEqual([`handler-stubbed ${KINDS}:4`]);
  });
});
