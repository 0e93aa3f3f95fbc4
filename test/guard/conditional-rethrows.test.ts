import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27 (a gap noted in sessions 44 and 45a): a catch clause holding a `throw` anywhere read as rethrowing, so a
 * check wrapped in `try { … } catch (e: AssertionError) { if (false) throw e }` swallowed its failure unseen. A throw
 * rethrows only on the paths that reach it: unconditionally, or under a condition that holds for every failure the
 * clause catches, read as type tests of the caught value (inventory/rethrows.ts). Anything else may swallow.
 */

const T = 'app/src/test/java/x/ModelTest.kt';
const file = (body: string) =>
  `package x\n\nclass ModelTest {\n    @Test\n    fun a() {\n        val model = store.model("Basic")\n${body}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

const plain = '        val name = model.name()\n        assertEquals("Basic", name)';
const wrapped = (type: string, handler: string) =>
  `        try {\n            val name = model.name()\n            assertEquals("Basic", name)\n        } catch (e: ${type}) {\n${handler}\n        }`;

describe('a catch whose throw is conditional', () => {
  it('refuses a throw under a condition that may not hold', async () => {
    expect(await judged(plain, wrapped('AssertionError', '            if (false) throw e'))).toContain(
      'error-swallowed',
    );
    expect(await judged(plain, wrapped('AssertionError', '            if (retries > 3) throw e'))).toContain(
      'error-swallowed',
    );
    expect(await judged(plain, wrapped('AssertionError', '            if (e.message == null) throw e'))).toContain(
      'error-swallowed',
    );
  });

  it('refuses a type test that lets a failure the clause catches go', async () => {
    expect(await judged(plain, wrapped('Throwable', '            if (e is IllegalStateException) throw e'))).toContain(
      'error-swallowed',
    );
    expect(
      await judged(plain, wrapped('AssertionError', '            if (e !is ComparisonFailure) throw e')),
    ).toContain('error-swallowed');
    expect(
      await judged(plain, wrapped('Exception', '            if (e is IOException) return\n            throw e')),
    ).toEqual([]);
    expect(
      await judged(
        plain,
        wrapped('AssertionError', '            if (e is ComparisonFailure) return\n            throw e'),
      ),
    ).toContain('error-swallowed');
  });

  it('allows a clause that rethrows every failure it catches', async () => {
    expect(await judged(plain, wrapped('AssertionError', '            log(e)\n            throw e'))).toEqual([]);
    expect(await judged(plain, wrapped('Exception', '            if (e !is IOException) throw e'))).toEqual([]);
    expect(
      await judged(
        plain,
        wrapped('Error', '            if (e is AssertionError || e is LinkageError) throw e else log(e)'),
      ),
    ).toEqual([]);
    expect(await judged(plain, wrapped('AssertionError', '            if (e is AssertionError) throw e'))).toEqual([]);
  });
});
