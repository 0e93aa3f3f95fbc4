import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27: a nullable value made a primitive beside a presence method (getsentry/sentry-java 77d4c48e3e, not in
 * the corpus): `@Nullable Double getCpu()` → `double getCpu()` + `boolean hasCpu()`, and `assertNull(d.cpu)` →
 * `assertThat(d.hasCpu()).isFalse()`, `assertNotNull(d.cpu)` → `assertTrue(d.hasCpu())`. A primitive is never null;
 * the presence method the change added says what the null check said. Still refused: the polarity swapped, the
 * presence of another value, the same rewrite where the value stays nullable, heal.
 */

const DATA = 'lib/src/main/java/x/Sample.java';
const TEST = 'lib/src/test/java/x/SampleTest.kt';

const data = `package x;

import org.jetbrains.annotations.Nullable;

public final class Sample {
  private @Nullable Double cpu = null;
  private @Nullable Long heap = null;

  public void setCpu(final @Nullable Double cpu) {
    this.cpu = cpu;
  }

  public @Nullable Double getCpu() {
    return cpu;
  }

  public @Nullable Long getHeap() {
    return heap;
  }
}
`;

const primitive = `package x;

public final class Sample {
  private double cpu;
  private boolean hasCpu;
  private @Nullable Long heap = null;

  public void setCpu(final double cpu) {
    this.cpu = cpu;
    this.hasCpu = true;
  }

  public double getCpu() {
    return cpu;
  }

  public boolean hasCpu() {
    return hasCpu;
  }

  public @Nullable Long getHeap() {
    return heap;
  }
}
`;

const test = (empty: string, filled: string) => `package x

import com.google.common.truth.Truth.assertThat
import kotlin.test.Test
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

class SampleTest {
    @Test
    fun empty() {
        val d = Sample()
        ${empty}
    }

    @Test
    fun filled() {
        val d = Sample()
        d.setCpu(1.5)
        ${filled}
    }
}
`;

const before = test('assertNull(d.cpu)', 'assertNotNull(d.cpu)');
const after = test('assertThat(d.hasCpu()).isFalse()', 'assertTrue(d.hasCpu())');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [DATA]: data, [TEST]: before });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];

describe('null checks restated on a presence method', () => {
  it('allows them where the change made the value primitive beside the method', async () => {
    expect(refused(await guardOnTop(repo, { [DATA]: primitive, [TEST]: after }))).toEqual([]);
  });

  it('still refuses the polarity swapped, or the presence of another value', async () => {
    const swapped = test('assertThat(d.hasCpu()).isTrue()', 'assertTrue(d.hasCpu())');
    expect(refused(await guardOnTop(repo, { [DATA]: primitive, [TEST]: swapped }))).toEqual([
      'assertion-removed SampleTest.empty',
    ]);
    const other = test('assertThat(d.hasCpu()).isFalse()', 'assertNotNull(d.heap)');
    expect(refused(await guardOnTop(repo, { [DATA]: primitive, [TEST]: other }))).toEqual([
      'assertion-weakened SampleTest.filled',
    ]);
  });

  it('still refuses them where the value stays nullable', async () => {
    const kept = primitive
      .replace('public double getCpu()', 'public @Nullable Double getCpu()')
      .replace('public void setCpu(final double cpu)', 'public void setCpu(final @Nullable Double cpu)');
    expect(refused(await guardOnTop(repo, { [DATA]: kept, [TEST]: after }))).toEqual([
      'assertion-removed SampleTest.empty',
      'assertion-removed SampleTest.filled',
    ]);
  });

  it('still refuses them under heal', async () => {
    const heal = await guardOnTop(repo, { [DATA]: primitive, [TEST]: after }, { policy: 'heal' });
    expect(heal.refusals.length).toBeGreaterThan(0);
  });
});
