import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: a test that wrote a type fully qualified (`x.shop.model.Item(1, "a")`) now imports it and
 * writes its simple name (`Item(1, "a")`). Kotlin resolves the simple name by the file's imports (then its own
 * package), so both sides name the same type and the check is unchanged. Still refused: the simple name imported
 * from another package (another type of that name), and an expected value changed beside the shortening.
 */

const MODEL = 'app/src/main/java/x/shop/model/Item.kt';
const OTHER = 'app/src/main/java/x/shop/legacy/Item.kt';
const REPO = 'app/src/main/java/x/shop/data/ItemRepository.kt';
const TEST = 'app/src/test/java/x/shop/data/ItemRepositoryTest.kt';

const model = `package x.shop.model

data class Item(val id: Long, val name: String)

data class ItemId(val value: Long)
`;
const other = `package x.shop.legacy

data class Item(val id: Long, val name: String)
`;
const repository = (cache: string) => `package x.shop.data

import x.shop.model.Item

class ItemRepository {
    private val items = mutableMapOf<Long, Item>()${cache}

    fun save(item: Item) {
        items[item.id] = item
    }

    fun find(id: Long): Item? = items[id]
}
`;

const test = `package x.shop.data

import org.junit.Assert.assertEquals
import org.junit.Test

class ItemRepositoryTest {
    private val repository = ItemRepository()

    @Test
    fun findsSavedItem() {
        val id = x.shop.model.ItemId(1)
        repository.save(x.shop.model.Item(id.value, "a"))
        assertEquals(x.shop.model.Item(id.value, "a"), repository.find(id.value))
    }
}
`;

const shortened = (from = 'x.shop.model', name = '"a"') =>
  test
    .replaceAll('x.shop.model.', '')
    .replace('import org.junit.Test\n', `import org.junit.Test\nimport ${from}.Item\nimport x.shop.model.ItemId\n`)
    .replace('assertEquals(Item(id.value, "a")', `assertEquals(Item(id.value, ${name})`);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [MODEL]: model, [OTHER]: other, [REPO]: repository(''), [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (t: string) =>
  guardOnTop(repo, { [REPO]: repository('\n    private var hits = 0'), [TEST]: t }, { policy: 'review' });

describe('a qualified type written by the simple name the file now imports', () => {
  it('reads the check as unchanged', async () => {
    expect(refusedTests(await guard(shortened()))).toEqual([]);
  });

  it('still refuses the simple name imported from another package', async () => {
    expect(refusedTests(await guard(shortened('x.shop.legacy')))).toContain(
      'assertion-weakened ItemRepositoryTest.findsSavedItem',
    );
  });

  it('still refuses an expected value changed beside the shortening', async () => {
    expect(refusedTests(await guard(shortened('x.shop.model', '"b"')))).toContain(
      'assertion-weakened ItemRepositoryTest.findsSavedItem',
    );
  });
});

/**
 * getsentry/sentry-java cc59f486da: a file that imports a type (`import java.net.Proxy`) and still writes it
 * qualified on a line the change did not touch (`assertEquals(java.net.Proxy.Type.SOCKS, …)`) was refused when a
 * test was added elsewhere in the file: the base's qualifier was dropped because the head resolves the simple name
 * the same way, while the head kept writing the qualified name, so the unchanged check compared unequal.
 */
describe('a qualified type both sides still write qualified', () => {
  const importing = test.replace('import org.junit.Test\n', 'import org.junit.Test\nimport x.shop.model.Item\n');
  const added = (expected: string) =>
    importing
      .replace('assertEquals(x.shop.model.Item(id.value, "a")', `assertEquals(x.shop.model.Item(id.value, ${expected})`)
      .replace(
        /\n}\n$/,
        '\n\n    @Test\n    fun findsNothing() {\n        assertEquals(null, repository.find(2))\n    }\n}\n',
      );
  const onImporting = async (t: string) => {
    const r = await tempRepo({ [MODEL]: model, [OTHER]: other, [REPO]: repository(''), [TEST]: importing });
    try {
      return refusedTests(await guardOnTop(r, { [TEST]: t }, { policy: 'review' }));
    } finally {
      await r.remove();
    }
  };

  it('reads the untouched check as unchanged when a test is added beside it', async () => {
    expect(await onImporting(added('"a"'))).toEqual([]);
  });

  it('still refuses the qualified expected value changed', async () => {
    expect(await onImporting(added('"b"'))).toContain('assertion-weakened ItemRepositoryTest.findsSavedItem');
  });
});
