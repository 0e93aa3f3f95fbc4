import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A generic call of one argument (`getConnection<FTPClient>(url)`) is read by tree-sitter-kotlin as two comparisons,
 * `getConnection < FTPClient > (url)`; with ktlint's trailing comma (`getConnection<FTPClient>(url,)`) it is a call.
 * Both are one call, its imported name read the same (TeamAmaze/AmazeFileManager 45178b3d34, "format kotlin file with ktlint": 8 tests refused). Still
 * refused: the call given another argument in the same reformatting.
 */

const TEST = 'app/src/test/java/x/net/PoolTest.kt';

const test = (check: string) => `package x.net

import org.junit.Assert.assertNotNull
import org.junit.Test
import x.net.Pool.getConnection

class PoolTest {
    @Test
    fun connectsWithUrl() {
        val user = encode("user")
${check}
    }
}
`;

const base = '        assertNotNull(getConnection<FTPClient>("ftp://$user@127.0.0.1:22222"))';
const wrapped = (url: string) => `        assertNotNull(
            getConnection<FTPClient>(
                "${url}",
            ),
        )`;

describe('a one-argument generic call with a trailing comma', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [TEST]: test(base) });
  });
  afterAll(() => repo?.remove());

  it('allows the call wrapped with trailing commas', async () => {
    expect(refused(await guardOnTop(repo, { [TEST]: test(wrapped('ftp://$user@127.0.0.1:22222')) }))).toEqual([]);
  });

  it('still refuses the call given another argument', async () => {
    const r = await guardOnTop(repo, { [TEST]: test(wrapped('ftp://127.0.0.1:22222')) });
    expect(refused(r)).toEqual(['assertion-weakened PoolTest.connectsWithUrl']);
  });
});
