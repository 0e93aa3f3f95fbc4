import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A test class named after its subject with a word left out (`UserCacheMapperTest` for `UserCacheEntryMapper`),
 * deleted with it when the mapping moves into a private extension of the class that used it (issue 27 class 4:
 * the member it called inlined). Allowed in review, refused in heal; still refused: the test deleted while the
 * mapper stays, the mapper renamed and living on, and a class of the test's own name still in the app.
 */

const MAPPER = 'app/src/main/java/x/cache/UserCacheEntryMapper.kt';
const STORE = 'app/src/main/java/x/cache/UserStore.kt';
const MODEL = 'app/src/main/java/x/cache/Model.kt';
const TEST = 'app/src/test/java/x/cache/UserCacheMapperTest.kt';

const model = `package x.cache

data class Entry(val name: String)

data class User(val name: String)
`;

const mapper = (name: string) => `package x.cache

class ${name} {
    fun toModel(entry: Entry?): User? = entry?.let { User(it.name.trim()) }
}
`;

const store = (mapped: string | undefined) => `package x.cache

class UserStore${mapped ? `(private val mapper: ${mapped})` : ''} {
    fun load(entry: Entry?): User? = ${mapped ? 'mapper.toModel(entry)' : 'entry?.toModel()'}
${mapped ? '' : '\n    private fun Entry.toModel(): User = User(name.trim())\n'}}
`;

const test = `package x.cache

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test

class UserCacheMapperTest {
    private val mapper = UserCacheEntryMapper()

    @Test
    fun nullEntryMapsToNull() {
        assertNull(mapper.toModel(null))
    }

    @Test
    fun entryMapsToTrimmedUser() {
        assertEquals(User("ada"), mapper.toModel(Entry(" ada ")))
    }
}
`;

let repo: TempRepo & { base: string };

beforeAll(async () => {
  repo = await tempRepo({
    [MODEL]: model,
    [MAPPER]: mapper('UserCacheEntryMapper'),
    [STORE]: store('UserCacheEntryMapper'),
    [TEST]: test,
  });
});

afterAll(async () => {
  await repo?.remove();
});

const guard = (
  files: Record<string, string | null>,
  policy: 'review' | 'heal' = 'review',
  before: Record<string, string | null> = {},
) => guardOnTop(repo, files, { policy, before });

const inlined = { [MAPPER]: null, [STORE]: store(undefined), [TEST]: null };

describe('a test class deleted with the class it names with a word left out', () => {
  it('is allowed in review and refused in heal', async () => {
    expect(refused(await guard(inlined))).toEqual([]);
    expect(refused(await guard(inlined, 'heal'))).toEqual([
      'test-suppressed UserCacheMapperTest.entryMapsToTrimmedUser',
      'test-suppressed UserCacheMapperTest.nullEntryMapsToNull',
    ]);
  });

  it('still refuses the test class deleted while the mapper stays', async () => {
    expect(refused(await guard({ [TEST]: null }))).toEqual([
      'test-suppressed UserCacheMapperTest.entryMapsToTrimmedUser',
      'test-suppressed UserCacheMapperTest.nullEntryMapsToNull',
    ]);
  });

  it('still refuses it while the mapper lives on under another name', async () => {
    const r = await guard({
      [MAPPER]: null,
      'app/src/main/java/x/cache/UserCacheEntryConverter.kt': mapper('UserCacheEntryConverter'),
      [STORE]: store('UserCacheEntryConverter'),
      [TEST]: null,
    });
    expect(refused(r)).toEqual([
      'test-suppressed UserCacheMapperTest.entryMapsToTrimmedUser',
      'test-suppressed UserCacheMapperTest.nullEntryMapsToNull',
    ]);
  });

  it('still refuses it while a class named as the test stays in the app', async () => {
    const keys =
      'package x.cache\n\nclass UserCacheMapper {\n    fun keyOf(user: User): String = user.name.lowercase()\n}\n';
    const r = await guard(inlined, 'review', { 'app/src/main/java/x/cache/UserCacheMapper.kt': keys });
    expect(refused(r)).toEqual([
      'test-suppressed UserCacheMapperTest.entryMapsToTrimmedUser',
      'test-suppressed UserCacheMapperTest.nullEntryMapsToNull',
    ]);
  });
});
