import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: `assertSame(Mode.DARK, v)` → `assertEquals(Mode.DARK, v)`. An enum entry or an
 * object has one instance, so identity and equality with it are the same check; a changed entry, a
 * check turned into a non-null check, or identity with a computed value dropped to equality is still refused.
 */

const MODE = 'app/src/main/java/x/Mode.kt';
const TEST = 'app/src/test/java/x/ThemeTest.kt';

const mode = `package x

enum class Mode { LIGHT, DARK }
`;

const test = `package x

import org.junit.Assert.assertSame
import org.junit.Test

class ThemeTest {
    @Test
    fun picksDark() {
        settings.toggle()
        assertSame(Mode.DARK, settings.mode)
    }

    @Test
    fun keepsCache() {
        val first = repository.load()
        assertSame(first, repository.load())
    }
}
`;

const junit = (s: string) =>
  s.replace(
    'import org.junit.Assert.assertSame',
    'import org.junit.Assert.assertEquals\nimport org.junit.Assert.assertSame',
  );

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [MODE]: mode, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('identity with an enum entry or object spelled as equality', () => {
  it('allows assertSame(Mode.DARK, v) → assertEquals(Mode.DARK, v) and Truth isEqualTo', async () => {
    const eq = junit(test).replace('assertSame(Mode.DARK, settings.mode)', 'assertEquals(Mode.DARK, settings.mode)');
    expect(refusedTests(await guardOnTop(repo, { [TEST]: eq }))).toEqual([]);
    const truth = test
      .replace(
        'import org.junit.Assert.assertSame',
        'import com.google.common.truth.Truth.assertThat\nimport org.junit.Assert.assertSame',
      )
      .replace('assertSame(Mode.DARK, settings.mode)', 'assertThat(settings.mode).isEqualTo(Mode.DARK)');
    expect(refusedTests(await guardOnTop(repo, { [TEST]: truth }))).toEqual([]);
  });
  it('still refuses another entry, a non-null check, and identity with a computed value turned into equality', async () => {
    const other = junit(test).replace(
      'assertSame(Mode.DARK, settings.mode)',
      'assertEquals(Mode.LIGHT, settings.mode)',
    );
    expect(refusedTests(await guardOnTop(repo, { [TEST]: other }))).toEqual(['assertion-weakened ThemeTest.picksDark']);
    const notNull = test
      .replace(
        'import org.junit.Assert.assertSame',
        'import org.junit.Assert.assertNotNull\nimport org.junit.Assert.assertSame',
      )
      .replace('assertSame(Mode.DARK, settings.mode)', 'assertNotNull(settings.mode)');
    expect(refusedTests(await guardOnTop(repo, { [TEST]: notNull }))).toEqual([
      'assertion-weakened ThemeTest.picksDark',
    ]);
    const computed = junit(test).replace(
      'assertSame(first, repository.load())',
      'assertEquals(first, repository.load())',
    );
    expect(refusedTests(await guardOnTop(repo, { [TEST]: computed }))).toEqual([
      'assertion-weakened ThemeTest.keepsCache',
    ]);
  });
});

/**
 * getsentry/sentry-java bcd3e76a80: `assertEquals(task, tracer.task)` → `assertSame(task, tracer.task)`. The same
 * instance is equal to itself (equals is reflexive), so identity asks more than equality. Still refused: identity
 * with another value (here), and identity made equality (above).
 */
describe('equality with a computed value made identity', () => {
  const equal = junit(test).replace('assertSame(first, repository.load())', 'assertEquals(first, repository.load())');
  const onEqual = async (head: string) => {
    const r = await tempRepo({ [MODE]: mode, [TEST]: equal });
    try {
      return refusedTests(await guardOnTop(r, { [TEST]: head }));
    } finally {
      await r.remove();
    }
  };

  it('is a stricter check', async () => {
    expect(await onEqual(test)).toEqual([]);
  });

  it('still refuses equality made identity with another value', async () => {
    expect(
      await onEqual(test.replace('assertSame(first, repository.load())', 'assertSame(first, repository.cached())')),
    ).toEqual(['assertion-removed ThemeTest.keepsCache']);
  });
});
