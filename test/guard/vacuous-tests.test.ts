import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (session 45c, florisboard b0649b1b7e): Android Studio's generated `ExampleUnitTest.addition_isCorrect`
 * (`assertEquals(4, 2 + 2)`) deleted was read as a test lost; it exercises no code of the project. Still refused: a
 * test of the same shape that calls the app, one whose class sets something up around it, and the generated
 * `ExampleInstrumentedTest.useAppContext`, which checks the installed app's package name (the labelled corpus's
 * skydoves/pokedex-compose 7a8e6d1de0 deletes both and is a weakening).
 */

const APP = 'lib/src/main/java/x/Maths.kt';
const UNIT = 'lib/src/test/java/x/ExampleUnitTest.kt';
const DEVICE = 'lib/src/androidTest/java/x/ExampleInstrumentedTest.java';

const app = `package x

fun add(a: Int, b: Int): Int = a + b
`;

const unit = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class ExampleUnitTest {
    @Test
    fun addition_isCorrect() {
        assertEquals(4, 2 + 2)
    }
}
`;

const device = `package x;

import android.content.Context;
import androidx.test.ext.junit.runners.AndroidJUnit4;
import androidx.test.platform.app.InstrumentationRegistry;
import org.junit.Test;
import org.junit.runner.RunWith;
import static org.junit.Assert.*;

@RunWith(AndroidJUnit4.class)
public class ExampleInstrumentedTest {
    @Test
    public void useAppContext() {
        Context appContext = InstrumentationRegistry.getInstrumentation().getTargetContext();
        assertEquals("x.test", appContext.getPackageName());
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [UNIT]: unit, [DEVICE]: device });
});
afterAll(async () => {
  await repo?.remove();
});

describe('tests that exercise no code', () => {
  it("allows Android Studio's example unit test deleted", async () => {
    expect(refusedTests(await guardOnTop(repo, { [UNIT]: null }))).toEqual([]);
  });

  it("still refuses the example instrumented test deleted: it checks the installed app's package name", async () => {
    expect(refusedTests(await guardOnTop(repo, { [UNIT]: null, [DEVICE]: null }))).toEqual([
      'test-suppressed ExampleInstrumentedTest.useAppContext',
    ]);
  });

  it('still refuses such a test that calls the app, or whose class sets something up', async () => {
    const lost = ['test-suppressed ExampleUnitTest.addition_isCorrect'];
    const callsApp = edited(unit, [['assertEquals(4, 2 + 2)', 'assertEquals(4, add(2, 2))']]);
    expect(refusedTests(await guardOnTop(repo, { [UNIT]: null }, { before: { [UNIT]: callsApp } }))).toEqual(lost);
    const setUp = edited(unit, [
      [
        'class ExampleUnitTest {',
        'class ExampleUnitTest {\n    @Before\n    fun start() {\n        add(1, 1)\n    }\n',
      ],
      ['import org.junit.Test', 'import org.junit.Before\nimport org.junit.Test'],
    ]);
    expect(refusedTests(await guardOnTop(repo, { [UNIT]: null }, { before: { [UNIT]: setUp } }))).toEqual(lost);
  });
});
