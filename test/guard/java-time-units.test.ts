import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (OpenTracks f5190aef06, "cleanup using Android Studio analyze"):
 * `today.minus(2, ChronoUnit.DAYS)` → `today.minusDays(2)`, the same date, read as a changed expected value and as a
 * condition changed under the checks. `x.plus(n, ChronoUnit.UNIT)` and `x.minus(…)` are now read as `x.plusUnit(n)`,
 * `x.minusUnit(n)`. Still refused: another amount, or another unit.
 */

const J = 'app/src/test/java/org/example/dates/RelativeDatesTest.java';

const java = (yesterday: string, imports = 'import java.time.temporal.ChronoUnit;\n') => `package org.example.dates;

import static org.junit.Assert.assertEquals;

import java.time.LocalDate;
${imports}
import org.junit.Test;

public class RelativeDatesTest {
    @Test
    public void formatsYesterday() {
        LocalDate today = LocalDate.of(2024, 7, 11);
        LocalDate yesterday = ${yesterday};
        assertEquals(yesterday, Dates.previousDay(today));
    }
}
`;

describe("java.time's plus and minus by a ChronoUnit", () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [J]: java('today.minus(1, ChronoUnit.DAYS)') });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('reads minus(1, ChronoUnit.DAYS) as minusDays(1)', async () => {
    expect(refusedTests(await guardOnTop(repo, { [J]: java('today.minusDays(1)', '') }))).toEqual([]);
  });

  it('still refuses another amount, or another unit', async () => {
    const amount = await guardOnTop(repo, { [J]: java('today.minusDays(2)', '') });
    expect(refusedTests(amount)).toEqual(['assertion-weakened RelativeDatesTest.formatsYesterday']);
    const unit = await guardOnTop(repo, { [J]: java('today.minusWeeks(1)', '') });
    expect(refusedTests(unit)).toEqual(['assertion-weakened RelativeDatesTest.formatsYesterday']);
  });
});
