import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (OpenTracks 83445cfde0, a static-analysis bot's "switch order of literals
 * to prevent NullPointerException"): `f.getKey().equals("key1")` → `"key1".equals(f.getKey())` compares the same two
 * values, yet read as "changed what the assertion checks". A string literal's `equals(x)` is now read as
 * `x.equals(literal)`. Still refused: another literal compared, or another value.
 */

const J = 'app/src/test/java/org/example/stats/FieldsTest.java';

const java = (inLambda: string, direct: string) => `package org.example.stats;

import static org.junit.Assert.assertTrue;

import org.junit.Test;

public class FieldsTest {
    @Test
    public void keepsSelectedFields() {
        Result result = Fields.select(layout, true);
        assertTrue(result.getFields().stream().anyMatch(f -> ${inLambda}));
        assertTrue(${direct});
    }
}
`;

describe('a string literal compared first with equals', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [J]: java('f.getKey().equals("key1")', 'result.getTitle().equals("Stats")') });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('reads the same comparison, in a lambda and as the whole check', async () => {
    const r = await guardOnTop(repo, { [J]: java('"key1".equals(f.getKey())', '"Stats".equals(result.getTitle())') });
    expect(refusedTests(r)).toEqual([]);
  });

  it('still refuses another literal, or another value, compared', async () => {
    const other = await guardOnTop(repo, {
      [J]: java('"key2".equals(f.getKey())', '"Stats".equals(result.getTitle())'),
    });
    expect(refusedTests(other)).toEqual(['assertion-weakened FieldsTest.keepsSelectedFields']);
    const value = await guardOnTop(repo, {
      [J]: java('"key1".equals(f.getKey())', '"Stats".equals(result.getName())'),
    });
    expect(refusedTests(value)).toEqual(['assertion-weakened FieldsTest.keepsSelectedFields']);
  });
});
