import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booleanGetter } from '../../src/guard/kotlin/values.js';
import { guardOnTop, refusedDetails as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A Java boolean getter call and the Kotlin property it is (`toggle.isEnabled()` → `toggle.isEnabled`,
 * the form a Java→Kotlin conversion writes): one check, next to the weakening it must not hide.
 */

const TEST = 'app/src/test/java/x/ToggleTest.kt';

const toggleTest = `package x

import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test

class ToggleTest {
    @Test
    fun enablesAfterConsent() {
        val toggle = screen.toggle()
        toggle.consent()
        assertTrue(toggle.isEnabled())
        assertFalse(toggle.isHidden())
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [TEST]: toggleTest });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a Java boolean getter and the Kotlin property it is', () => {
  it('keeps the `is` name, and only for `is` getters', () => {
    expect(booleanGetter('isEnabled')).toBe('isEnabled');
    expect(booleanGetter('isURL')).toBe('isURL');
    expect(booleanGetter('is')).toBeUndefined();
    expect(booleanGetter('issue')).toBeUndefined();
    expect(booleanGetter('visible')).toBeUndefined();
  });

  it('reads `toggle.isEnabled()` and `toggle.isEnabled` as one check, in both policies', async () => {
    const asProperties = toggleTest
      .replace('toggle.isEnabled()', 'toggle.isEnabled')
      .replace('toggle.isHidden()', 'toggle.isHidden');
    for (const policy of ['review', 'heal'] as const) {
      const r = await guardOnTop(repo, { [TEST]: asProperties }, { policy });
      expect(refused(r), policy).toEqual([]);
    }
  });

  it('still refuses the getter swapped for another boolean property', async () => {
    const other = toggleTest.replace('toggle.isEnabled()', 'toggle.isVisible');
    const r = await guardOnTop(repo, { [TEST]: other });
    expect(refused(r)).toEqual([
      'assertion-weakened changed what the assertion checks: assertTrue(toggle.isEnabled()) → assertTrue(toggle.isVisible)',
    ]);
  });
});
