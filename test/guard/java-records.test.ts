import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

// A Java app class made a `record` (OpenTracks 684756c264, bc857faa18, cb3904ee0b): its getters `getSelection()`
// became the record's accessors `selection()`, and the tests read the same values through them.

const POINT = 'app/src/main/java/x/Point.java';
const TRACK = 'app/src/main/java/x/Track.java';
const TEST = 'app/src/test/java/x/PointTest.java';
const KT_TEST = 'app/src/test/java/x/PointKtTest.kt';

const pointClass = `package x;

public class Point {
    private final double speed;
    private final Double heartRate;
    private final boolean paused;

    public Point(double speed, Double heartRate, boolean paused) {
        this.speed = speed;
        this.heartRate = heartRate;
        this.paused = paused;
    }

    public double getSpeed() {
        return speed;
    }

    public Double getHeartRate() {
        return heartRate;
    }

    public boolean isPaused() {
        return paused;
    }
}
`;

const pointRecord = `package x;

import androidx.annotation.Nullable;

public record Point(
        //X-axis
        double speed,
        @Nullable Double heartRate,
        boolean paused
) {
}
`;

// another class keeps a getter of the same name
const track = `package x;

public class Track {
    public double getSpeed() {
        return 3.0;
    }
}
`;

const pointTest = `package x;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;

import org.junit.Test;

public class PointTest {
    @Test
    public void keepsValues() {
        Point point = new Point(36, null, false);
        assertEquals(36, point.getSpeed(), 0.01);
        assertNull(point.getHeartRate());
        assertFalse(point.isPaused());
    }
}
`;

const pointKtTest = `package x

import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Test

class PointKtTest {
    @Test
    fun keepsValues() {
        val point = Point(36.0, null, false)
        assertEquals(36.0, point.speed, 0.01)
        assertFalse(point.isPaused)
    }
}
`;

const asRecord = (s: string) =>
  s
    .replace('point.getSpeed()', 'point.speed()')
    .replace('point.getHeartRate()', 'point.heartRate()')
    .replace('point.isPaused()', 'point.paused()');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [POINT]: pointClass, [TRACK]: track, [TEST]: pointTest, [KT_TEST]: pointKtTest });
});
afterAll(async () => {
  await repo?.remove();
});

const ruleAndTest = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.test}`);
const madeRecord = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, { [POINT]: pointRecord, ...files }, { policy });

describe('a Java class made a record in the change', () => {
  it("allows point.getSpeed() → point.speed() in Java tests and point.speed → point.speed() in Kotlin's", async () => {
    const kotlin = pointKtTest.replace('point.speed,', 'point.speed(),').replace('point.isPaused', 'point.paused()');
    expect(ruleAndTest(await madeRecord({ [TEST]: asRecord(pointTest), [KT_TEST]: kotlin }))).toEqual([]);
  });

  it('still refuses a check read through another component, or dropped', async () => {
    const other = asRecord(pointTest).replace('assertNull(point.heartRate())', 'assertNull(point.paused())');
    expect(ruleAndTest(await madeRecord({ [TEST]: other }))).toEqual(['assertion-weakened PointTest.keepsValues']);
    const dropped = asRecord(pointTest).replace('        assertNull(point.heartRate());\n', '');
    expect(ruleAndTest(await madeRecord({ [TEST]: dropped }))).toEqual(['assertion-removed PointTest.keepsValues']);
  });

  it('reads getSpeed() → speed() as another call where the class stayed a class', async () => {
    const r = await guardOnTop(repo, { [TEST]: asRecord(pointTest) });
    expect(ruleAndTest(r)).toContain('assertion-weakened PointTest.keepsValues');
  });

  it('leaves a getter the head test still calls (another class keeps it) as written', async () => {
    const head = asRecord(pointTest).replace(
      '        assertFalse(point.paused());\n',
      '        assertFalse(point.paused());\n        assertEquals(3.0, new Track().getSpeed(), 0.01);\n',
    );
    const r = await madeRecord({ [TEST]: head });
    // the speed check reads `speed()` against the base's `getSpeed()`, which this file still calls on a Track
    expect(ruleAndTest(r)).toContain('assertion-weakened PointTest.keepsValues');
  });
});
