import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 3: an entity's constructor gained a parameter, and the test's expected value — written one named
 * argument a line, as ktlint wraps it — gained a line for it (`host = "example.org",`). Every old argument stays,
 * so the expectation checks what it checked and the new field too (review). An old argument changed or dropped
 * beside it, or a line for a parameter the constructor already had, is still a weakened check.
 */

const ENTITY = 'core/src/main/java/x/Link.kt';
const TEST = 'core/src/test/java/x/LinkDaoTest.kt';

const entity = `package x

data class Link(
    val owner: Long,
    val target: String,
    val note: String = "",
)
`;

const grown = `package x

data class Link(
    val owner: Long,
    val target: String,
    val host: String,
    val note: String = "",
)
`;

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class LinkDaoTest {
    @Test
    fun storesLink() {
        val dao = LinkDao()
        val link = Link(
            owner = 1L,
            target = "2",
        )
        dao.put(link)
        assertEquals(
            listOf(
                Link(
                    owner = 1L,
                    target = "2",
                ),
            ),
            dao.all(),
        )
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [ENTITY]: entity, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];
const withLines = (setup: string, expected: string) =>
  guardOnTop(repo, {
    [ENTITY]: grown,
    [TEST]: test
      .replace('            target = "2",\n        )', setup)
      .replace('                    target = "2",\n                ),', expected),
  });

const setup = '            target = "2",\n            host = "example.org",\n        )';

describe('a wrapped constructor call given a line for the parameter its constructor gained', () => {
  it('allows the new named argument in the setup and the expected value', async () => {
    const expected = '                    target = "2",\n                    host = "example.org",\n                ),';
    expect(refused(await withLines(setup, expected))).toEqual([]);
  });

  it('still refuses an old argument changed beside it, or a line for a parameter the constructor already had', async () => {
    const changed = '                    target = "3",\n                    host = "example.org",\n                ),';
    expect(refused(await withLines(setup, changed))).toEqual(['assertion-weakened LinkDaoTest.storesLink']);
    const old =
      '                    target = "2",\n                    host = "example.org",\n                    note = "n",\n                ),';
    expect(refused(await withLines(setup, old))).toEqual(['assertion-weakened LinkDaoTest.storesLink']);
  });
});

/**
 * The same line added for an optional parameter (`val refreshedAt: Long? = null`), where an earlier reading had already
 * written the grown call on one line with the new argument in it (RevenueCat/purchases-android 1797ee57f7): the line
 * was inserted a second time where the wrapped call had been, outside any call, and with a raw string after it the
 * next test's checks were read into the first (a round trip reported as `read!!.domain` → `read == state`).
 */
describe('a line for an optional parameter the call already gained in another reading', () => {
  const STATE = 'core/src/main/java/x/StoredState.kt';
  const STORE_TEST = 'core/src/test/java/x/StateStoreTest.kt';
  const state = `package x

data class StoredState(
    val domain: String,
    val manifest: String,
    val activeTopics: List<String> = emptyList(),
    val prefetch: List<String> = emptyList(),
)
`;
  const roundTrip = `package x

import com.google.common.truth.Truth.assertThat
import org.junit.Test

class StateStoreTest {
    @Test
    fun roundTrips() {
        val state = StoredState(
            domain = "app",
            manifest = "v1.1.sources:etag1",
            activeTopics = listOf("sources"),
        )

        store.write(state)
        val read = store.read()

        assertThat(read).isEqualTo(state)
    }

    @Test
    fun toleratesUnknownKeys() {
        file.writeText(
            """
            {
              "domain": "app",
              "future": { "nested": true },
              "topics": { "sources": { "api": { "url": "https://example.org", "key": 1 } } }
            }
            """.trimIndent(),
        )

        val read = store.read()

        assertThat(read).isNotNull
        assertThat(read!!.domain).isEqualTo("app")
        assertThat(read.activeTopics).isEmpty()
    }
}
`;
  let store: TempRepo & { base: string };
  beforeAll(async () => {
    store = await tempRepo({ [STATE]: state, [STORE_TEST]: roundTrip });
  });
  afterAll(async () => {
    await store?.remove();
  });
  const withState = (lines: string) =>
    guardOnTop(store, {
      [STATE]: state.replace(
        '    val prefetch: List<String> = emptyList(),\n',
        '$&    val refreshedAt: Long? = null,\n',
      ),
      [STORE_TEST]: roundTrip.replace('            activeTopics = listOf("sources"),\n', lines),
    });

  it('allows the round trip of a value that gained the new field', async () => {
    expect(
      refused(await withState('            activeTopics = listOf("sources"),\n            refreshedAt = 17L,\n')),
    ).toEqual([]);
  });

  it('still refuses an old field of the round-tripped value changed beside it', async () => {
    expect(
      refused(await withState('            activeTopics = listOf("other"),\n            refreshedAt = 17L,\n')),
    ).toEqual(['assertion-weakened StateStoreTest.roundTrips']);
  });
});
