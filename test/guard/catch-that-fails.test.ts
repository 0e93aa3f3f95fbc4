import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, class 3: a `try { … } catch (e: T) { fail() }` unwrapped in a cleanup. An exception the catch turns into a
 * failure fails the test uncaught as well, so its `fail()` is no check of its own; the checks in the block, and a catch
 * that stops failing (a swallowed failure), still count.
 */

const T = 'app/src/test/java/x/ModelTest.kt';
const file = (body: string) =>
  `package x\n\nclass ModelTest {\n    @Test\n    fun a() {\n        val model = store.model("Basic")\n${body}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

const wrapped = (type: string, handler: string) =>
  `        try {\n            val name = model.name()\n            assertEquals("Basic", name)\n        } catch (e: ${type}) {\n${handler}\n        }`;
const plain = '        val name = model.name()\n        assertEquals("Basic", name)';

describe('a try whose catch only fails the test', () => {
  it('allows the block unwrapped', async () => {
    expect(await judged(wrapped('ParseException', '            fail()'), plain)).toEqual([]);
    expect(await judged(wrapped('Exception', '            fail(e.message)'), plain)).toEqual([]);
    expect(await judged(wrapped('IOException', '            Assert.fail("no model")'), plain)).toEqual([]);
  });

  it('refuses a check dropped from the block, or the failure swallowed', async () => {
    expect(await judged(wrapped('ParseException', '            fail()'), '        val name = model.name()')).toContain(
      'assertion-removed',
    );
    expect(
      await judged(wrapped('Exception', '            fail(e.message)'), wrapped('Exception', '            log(e)')),
    ).toEqual(['error-swallowed']);
  });
});
