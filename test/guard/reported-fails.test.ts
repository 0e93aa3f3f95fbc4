import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, met in a real history outside the corpus: `try { body } catch (Exception e) { fail(trace); print(trace) }`
 * unwrapped into `body` with `throws` on the test. What the catch caught fails the test uncaught as well, so its
 * `fail` was no check of its own — with a print or a log line beside it as without. Keeping the catch and dropping
 * its `fail` swallows the failure, and is still refused.
 */

const wrapped = `package x;

import static org.junit.Assert.assertEquals;

import java.util.Arrays;
import org.junit.Assert;
import org.junit.Test;

public class CounterTest {
    @Test
    public void counts() {
        try {
            int n = Counter.count("abcabc", "abc");
            assertEquals(2, n);
        } catch (Exception e) {
            Assert.fail(Arrays.toString(e.getStackTrace()));
            System.out.println("counting failed: " + Arrays.toString(e.getStackTrace()));
        }
    }
}
`;

const unwrapped = `package x;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class CounterTest {
    @Test
    public void counts() throws Exception {
        int n = Counter.count("abcabc", "abc");
        assertEquals(2, n);
    }
}
`;

const T = 'app/src/test/java/x/CounterTest.java';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [T]: wrapped });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (src: string) => guardOnTop(repo, { [T]: src });

describe('a catch that only fails the test and reports what it caught', () => {
  it('is no check of its own: unwrapping the try loses none', async () => {
    expect((await guard(unwrapped)).refusals).toEqual([]);
    const logged = wrapped.replace('System.out.println(', 'e.printStackTrace();\n            Log.e("CounterTest", ');
    expect((await guard(logged)).refusals).toEqual([]);
  });

  it('still refuses the catch kept with its fail removed', async () => {
    const swallowed = wrapped.replace('            Assert.fail(Arrays.toString(e.getStackTrace()));\n', '');
    const rules = [...new Set((await guard(swallowed)).refusals.map((r) => r.rule))];
    expect(rules).toContain('error-swallowed');
  });
});
