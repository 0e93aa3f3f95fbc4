import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (forms met on two projects outside the corpus): a feature adds an entry to an enum, or an element to
 * a collection the app writes out (`val types by lazy { setOf(Type.A, Type.B) }`), and the test that counts it
 * moves its count with it (`Kind.values().size` 3 → 4, `SortMode.types.size shouldBe 2` → `3`). The test
 * counts what it counted (review only). A count moved otherwise than the elements, moved while the app kept its
 * collection, or the same change under heal, is another expected value.
 */

const APP = 'domain/src/main/java/s/SortMode.kt';
const TEST = 'domain/src/test/java/s/SortModeTest.kt';

const app = (kinds: string, types: string) => `package s

enum class Kind(val key: String) {
    ${kinds}
    ;

    fun label() = key.uppercase()
}

data class SortMode(val type: Type) {
    sealed class Type(val flag: Long) {
        data object Name : Type(0b01)
        data object Date : Type(0b10)
        data object Random : Type(0b11)
    }

    companion object {
        val types by lazy {
            setOf(
                ${types}
            )
        }
    }
}
`;
const twoKinds = 'NAME("name"),\n    DATE("date"),\n    SIZE("size"),';
const threeKinds = `${twoKinds}\n    RANDOM("random"),`;
const twoTypes = 'Type.Name,\n                Type.Date,';
const threeTypes = `${twoTypes}\n                Type.Random,`;

const test = (kinds: number, types: number) => `package s

import io.kotest.matchers.shouldBe
import org.junit.jupiter.api.Test

class SortModeTest {
    @Test
    fun \`every kind has a key\`() {
        assertThat(Kind.values().size).isEqualTo(${kinds})
    }

    @Test
    fun \`every sort type is offered\`() {
        SortMode.types.size shouldBe ${types}
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app(twoKinds, twoTypes), [TEST]: test(3, 2) });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });

describe('a count of an app collection moved with its written-out elements', () => {
  it('is the same count in review: an enum entry added, a builder element added', async () => {
    expect(refused(await guard({ [APP]: app(threeKinds, threeTypes), [TEST]: test(4, 3) }))).toEqual([]);
  });

  it('still refuses a count moved otherwise than the elements, or with the app unchanged', async () => {
    expect(refused(await guard({ [APP]: app(threeKinds, threeTypes), [TEST]: test(5, 3) }))).toEqual([
      'assertion-weakened SortModeTest.`every kind has a key`',
    ]);
    expect(refused(await guard({ [TEST]: test(3, 3) }))).toEqual([
      'assertion-weakened SortModeTest.`every sort type is offered`',
    ]);
  });

  it('still refuses the moved count under heal', async () => {
    const r = await guard({ [APP]: app(threeKinds, threeTypes), [TEST]: test(4, 3) }, 'heal');
    expect(r.allowed).toBe(false);
    expect(refused(r)).toContain('assertion-weakened SortModeTest.`every kind has a key`');
  });
});
