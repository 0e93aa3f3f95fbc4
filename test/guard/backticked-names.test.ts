import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A word inside a backticked test name is no use of the symbol it spells (issue 27, classes 1 and 3): a member
 * renamed in app and tests while a test keeps its name `toText pads…`, or a test class's property renamed to a
 * word a test name already held (`amount keeps…`). The rename machinery read those names as uses, so it
 * would not rename the file, and each renamed check read as another expectation; and a rename applied
 * inside the name would have renamed the test itself. Still refused: a check dropped under either rename.
 */

const MONEY = 'app/src/main/java/x/pay/Money.kt';
const TEST = 'app/src/test/java/x/pay/MoneyTest.kt';

const money = `package x.pay

class Money(private val cents: Long) {
    fun toText(): String = "%d.%02d".format(cents / 100, cents % 100)

    fun isZero(): Boolean = cents == 0L
}
`;

const test = `package x.pay

import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Test

class MoneyTest {
    private val money = Money(150)

    @Test
    fun \`toText pads cents\`() {
        assertEquals("1.50", money.toText())
    }

    @Test
    fun \`amount keeps its sign\`() {
        assertEquals("-1.50", Money(-150).toText())
        assertFalse(money.isZero())
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [MONEY]: money, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>) => guardOnTop(repo, files, { policy: 'review' });
const uniq = (xs: string[]) => [...new Set(xs)];

describe('a member renamed while a test name still spells the old name', () => {
  const renamedApp = money.replace('fun toText()', 'fun asText()');
  const renamedTest = test.replaceAll('.toText()', '.asText()');

  it('allows toText → asText in app and checks, the test keeping its name', async () => {
    expect(refusedTests(await guard({ [MONEY]: renamedApp, [TEST]: renamedTest }))).toEqual([]);
  });

  it('still refuses a check dropped under the rename', async () => {
    const t = renamedTest.replace('        assertEquals("-1.50", Money(-150).asText())\n', '');
    expect(uniq(refusedTests(await guard({ [MONEY]: renamedApp, [TEST]: t })))).toEqual([
      'assertion-removed MoneyTest.`amount keeps its sign`',
    ]);
  });
});

describe('a property of the test class renamed to a word a test name held', () => {
  const renamedTest = test.replace('private val money =', 'private val amount =').replaceAll('money.', 'amount.');

  it('allows money → amount in the test class', async () => {
    expect(refusedTests(await guard({ [TEST]: renamedTest }))).toEqual([]);
  });

  it('still refuses the renamed test whose body lost a check', async () => {
    const t = renamedTest.replace('        assertFalse(amount.isZero())\n', '');
    expect(uniq(refusedTests(await guard({ [TEST]: t })))).toEqual([
      'assertion-removed MoneyTest.`amount keeps its sign`',
    ]);
  });
});
