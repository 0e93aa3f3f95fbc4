import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A Java test method deleted together with the app method it checked (issue 27 class 4, method level):
 * allowed in review, refused in heal; next to the deletions that must stay refused — the method still
 * exists, or it was only renamed (its body lives on under another name).
 */

const PRICES = 'app/src/main/java/x/Prices.java';
const PRICES_TEST = 'app/src/test/java/x/PricesTest.java';

const prices = `package x;

public class Prices {
    public int total(int a, int b) {
        return a + b;
    }

    public String legacyLabel(int cents) {
        String whole = String.valueOf(cents / 100);
        return "$" + whole + "." + (cents % 100);
    }
}
`;

const pricesTest = `package x;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class PricesTest {
    private final Prices prices = new Prices();

    @Test
    public void addsUp() {
        assertEquals(5, prices.total(2, 3));
    }

    @Test
    public void labelsCents() {
        assertEquals("$1.5", prices.legacyLabel(105));
    }
}
`;

const withoutLabelTest = pricesTest.replace(/\n {4}@Test\n {4}public void labelsCents\(\) \{\n[^}]*\}\n/, '\n');
const legacyLabel = prices.slice(prices.indexOf('\n    public String legacyLabel'), prices.lastIndexOf('}'));

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [PRICES]: prices, [PRICES_TEST]: pricesTest });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a Java test method deleted with the app method it checked', () => {
  it('is allowed in review and refused in heal', async () => {
    expect(withoutLabelTest).not.toContain('labelsCents');
    const change = { [PRICES]: prices.replace(legacyLabel, '\n'), [PRICES_TEST]: withoutLabelTest };
    expect(refused(await guardOnTop(repo, change))).toEqual([]);
    expect(refused(await guardOnTop(repo, change, { policy: 'heal' }))).toContain(
      'test-suppressed PricesTest.labelsCents',
    );
  });
  it('still refuses the test deleted while the method stays', async () => {
    expect(refused(await guardOnTop(repo, { [PRICES_TEST]: withoutLabelTest }))).toContain(
      'test-suppressed PricesTest.labelsCents',
    );
  });
  it('still refuses the test deleted while the method was only renamed', async () => {
    const renamed = prices.replace('legacyLabel(int cents)', 'formatLabel(int cents)');
    expect(refused(await guardOnTop(repo, { [PRICES]: renamed, [PRICES_TEST]: withoutLabelTest }))).toContain(
      'test-suppressed PricesTest.labelsCents',
    );
  });
});
