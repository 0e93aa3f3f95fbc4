import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { edited, guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 class 2 on a Java migration met in a real history outside the corpus: an app function made to return
 * `Optional` instead of a nullable value, and its tests made to read `.get()`, `.intValue()` and `isPresent()`
 * where they compared the value or checked it for null. Each new check fails where the old one failed. A changed
 * expectation, a presence check turned around, or a check dropped is still refused.
 */

const test = `package x;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;

import org.junit.Test;

public class ListItemTest {
    @Test
    public void readsTheItem() {
        assertEquals("- ", Lists.itemIfEmpty("- "));
        assertEquals(3, Lists.number("3.Test"));
        assertNull(Lists.itemIfEmpty("- Test"));
    }
}
`;

const app = `package x;

public class Lists {
    public static String itemIfEmpty(String line) {
        return line.trim().length() == 1 ? line : null;
    }

    public static Integer number(String line) {
        return Integer.parseInt(line.substring(0, 1));
    }
}
`;

const T = 'app/src/test/java/x/ListItemTest.java';
const A = 'app/src/main/java/x/Lists.java';
const optionalApp = app
  .replace('public static String itemIfEmpty', 'public static Optional<String> itemIfEmpty')
  .replace('? line : null', '? Optional.of(line) : Optional.empty()')
  .replace('public static Integer number', 'public static Optional<Integer> number')
  .replace('return Integer.parseInt', 'return Optional.of(Integer.parseInt')
  .replace('(0, 1));', '(0, 1)));');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [T]: test, [A]: app });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (edits: Array<[string, string]>) => guardOnTop(repo, { [T]: edited(test, edits), [A]: optionalApp });

const rules = (r: GuardResult) => [...new Set(r.refusals.map((x) => x.rule))].sort();
const unwrapped: Array<[string, string]> = [
  ['Lists.itemIfEmpty("- "));', 'Lists.itemIfEmpty("- ").get());'],
  ['Lists.number("3.Test"));', 'Lists.number("3.Test").get().intValue());'],
];

describe('a nullable value made an Optional', () => {
  it('reads .get(), .intValue() and isPresent() as the value and its null check', async () => {
    const r = await guard([
      ...unwrapped,
      ['assertNull(Lists.itemIfEmpty("- Test"));', 'assertFalse(Lists.itemIfEmpty("- Test").isPresent());'],
      ['import static org.junit.Assert.assertNull;', 'import static org.junit.Assert.assertFalse;'],
    ]);
    expect(r.refusals).toEqual([]);
  });

  it('still refuses a presence check turned around, an expectation changed, or a null check dropped', async () => {
    const turned = await guard([
      ...unwrapped,
      ['assertNull(Lists.itemIfEmpty("- Test"));', 'assertTrue(Lists.itemIfEmpty("- Test").isPresent());'],
    ]);
    expect(rules(turned)).toEqual(['assertion-weakened']);
    const changed = await guard([['Lists.number("3.Test"));', 'Lists.number("4.Test").get());']]);
    expect(rules(changed)).toEqual(['assertion-weakened']);
    const dropped = await guard([...unwrapped, ['        assertNull(Lists.itemIfEmpty("- Test"));\n', '']]);
    expect(rules(dropped)).toEqual(['assertion-removed']);
  });
});
