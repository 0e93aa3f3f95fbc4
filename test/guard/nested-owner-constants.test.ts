import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/change.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

const refused = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.test ?? ''}`);

/**
 * Issue 27, a form met outside the corpus (commons-app/apps-android-commons 8de57304bf, 5eb9ae2699): a test imports
 * a column name from a DAO's nested owner (`import x.CategoryDao.Table.COLUMN_NAME`, a `companion object Table`) while
 * another DAO, converted from Java in the same change, has a nested `Table` of its own with another `COLUMN_NAME`.
 * The constant table keyed members by their nearest owner only (`Table.COLUMN_NAME`), so the unchanged check read the
 * other DAO's `"item_name"` on one side and nothing on the other. A member imported or written through its owners'
 * path is that path's; another owner's member of the same last owner is not it. Still refused: the check rewritten
 * with the other DAO's value.
 */

const CATEGORY_DAO = 'app/src/main/java/x/data/CategoryDao.kt';
const BOOKMARK_JAVA = 'app/src/main/java/x/data/BookmarkDao.java';
const BOOKMARK_TABLE = 'app/src/main/java/x/data/BookmarkTable.kt';
const TEST = 'app/src/test/java/x/data/CategoryDaoTest.kt';

const categoryDao = `package x.data

class CategoryDao(private val db: Db) {
    fun save(category: Category) = db.insert(values(category))

    companion object Table {
        const val COLUMN_NAME = "name"
    }
}
`;

const bookmarkJava = `package x.data;

public class BookmarkDao {
    public static class Table {
        public static final String COLUMN_NAME = "item_name";
    }
}
`;

const bookmarkTable = `package x.data

object BookmarkTable {
    const val COLUMN_NAME = "item_name"
}
`;

const categoryTest = (expected: string, extra = '') => `package x.data

import x.data.CategoryDao.Table.COLUMN_NAME
import org.junit.Assert.assertEquals
import org.junit.Test

class CategoryDaoTest {
    @Test
    fun saveNewCategory() {
        val cv = dao.values(category)
        assertEquals(category.name, cv.getAsString(${expected}))
    }
${extra}}
`;

const added = `
    @Test
    fun saveKeepsDescription() {
        val cv = dao.values(category)
        assertEquals(category.description, cv.getAsString("description"))
    }
`;

describe('a constant imported from a nested owner', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({
      [CATEGORY_DAO]: categoryDao,
      [BOOKMARK_JAVA]: bookmarkJava,
      [TEST]: categoryTest('COLUMN_NAME'),
    });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('is its own owner path’s, not another class’s nested owner of the same name', async () => {
    const change = {
      [BOOKMARK_JAVA]: null,
      [BOOKMARK_TABLE]: bookmarkTable,
      [TEST]: categoryTest('COLUMN_NAME', added),
    };
    expect(refused(await guardOnTop(repo, change))).toEqual([]);
  });

  it('still refuses the check rewritten with the other owner’s value', async () => {
    const change = {
      [BOOKMARK_JAVA]: null,
      [BOOKMARK_TABLE]: bookmarkTable,
      [TEST]: categoryTest('"item_name"', added),
    };
    expect(refused(await guardOnTop(repo, change))).toEqual(['assertion-weakened CategoryDaoTest.saveNewCategory']);
  });
});
