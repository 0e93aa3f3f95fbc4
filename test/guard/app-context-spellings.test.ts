import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: the androidx.test migration replaces `InstrumentationRegistry.getTargetContext()` (or
 * `getInstrumentation().targetContext`) with `ApplicationProvider.getApplicationContext<Context>()` — both the app
 * under test's context, so a check reading a resource or an intent through it checks the same value. Reading it
 * through the test APK's own context (`InstrumentationRegistry.getContext()`) instead is still a changed check.
 */

const TEST = 'app/src/androidTest/java/x/GreetingTest.kt';

const test = `package x

import androidx.test.platform.app.InstrumentationRegistry
import org.junit.Assert.assertEquals
import org.junit.Test

class GreetingTest {
    @Test
    fun greetsByName() {
        val greeting = Greeter(InstrumentationRegistry.getTargetContext()).greet("Ada")
        assertEquals(InstrumentationRegistry.getInstrumentation().targetContext.getString(R.string.hello, "Ada"), greeting)
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];
const withContexts = (setup: string, expected: string) =>
  guardOnTop(repo, {
    [TEST]: test
      .replace(
        'import androidx.test.platform',
        'import android.content.Context\nimport androidx.test.core.app.ApplicationProvider\nimport androidx.test.platform',
      )
      .replace('Greeter(InstrumentationRegistry.getTargetContext())', `Greeter(${setup})`)
      .replace('InstrumentationRegistry.getInstrumentation().targetContext.getString', `${expected}.getString`),
  });

describe('the app context as the test libraries spell it', () => {
  it('allows InstrumentationRegistry target context → ApplicationProvider.getApplicationContext()', async () => {
    const provided = 'ApplicationProvider.getApplicationContext<Context>()';
    expect(refused(await withContexts(provided, provided))).toEqual([]);
  });

  it("still refuses the test APK's own context in their place", async () => {
    const provided = 'ApplicationProvider.getApplicationContext<Context>()';
    expect(refused(await withContexts(provided, 'InstrumentationRegistry.getInstrumentation().context'))).toEqual([
      'assertion-weakened GreetingTest.greetsByName',
    ]);
    expect(refused(await withContexts('InstrumentationRegistry.getContext()', provided))).toEqual([
      'assertion-weakened GreetingTest.greetsByName',
    ]);
  });
});
