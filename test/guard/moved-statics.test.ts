import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (OpenTracks f2594371d3 "inline BluetoothUtils into Handler classes",
 * 4d54472c93; commons-app 3bd0ec4466 was the same move, left in session 44a): a utility class's static members moved
 * to the classes that use them, and the tests followed (`BluetoothUtils.HEARTRATE` → `HeartRateHandler.HEARTRATE`),
 * each read as "changed what the assertion checks". A static member that one changed class stopped declaring and
 * exactly one other started declaring is read through its new owner. Still refused: the member of a class that had it
 * all along, the check dropped.
 */

const UTILS = 'app/src/main/java/x/sensors/SensorUtils.java';
const HEART = 'app/src/main/java/x/sensors/HeartRateHandler.java';
const POWER = 'app/src/main/java/x/sensors/PowerHandler.java';
const TEST = 'app/src/test/java/x/sensors/HeartRateTest.java';

const utils = (members: boolean) => `package x.sensors;

public class SensorUtils {
${
  members
    ? `    public static final ServiceUuid HEARTRATE = new ServiceUuid(0x180D);
    public static final ServiceUuid CADENCE = new ServiceUuid(0x1816);

    public static Integer parseHeartRate(Characteristic c) {
        return c.intValue(1);
    }
`
    : ''
}
    public static boolean connected(Device d) {
        return d.isConnected();
    }
}
`;

const heart = (members: boolean) => `package x.sensors;

public class HeartRateHandler {
${
  members
    ? `    public static final ServiceUuid HEARTRATE = new ServiceUuid(0x180D);
    public static final ServiceUuid CADENCE = new ServiceUuid(0x1816);

    public static Integer parseHeartRate(Characteristic c) {
        return c.intValue(1);
    }
`
    : ''
}
    public void onChanged(Characteristic c) {
        listener.onHeartRate(parseHeartRate(c));
    }
}
`;

const power = `package x.sensors;

public class PowerHandler {
    public static Integer parseHeartRate(Characteristic c) {
        return c.intValue(2);
    }
}
`;

const test = (owner: string, service = `${owner}.HEARTRATE`, parser = owner) => `package x.sensors;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class HeartRateTest {
    @Test
    public void parsesBeatsPerMinute() {
        Characteristic c = new Characteristic(${service}.uuid(), 0, 0);
        c.setValue(new byte[]{0x00, 72});
        assertEquals(Integer.valueOf(72), ${parser}.parseHeartRate(c));
    }
}
`;

describe('a static member moved to another class', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [UTILS]: utils(true), [HEART]: heart(false), [POWER]: power, [TEST]: test('SensorUtils') });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  const moved = (t: string) => guardOnTop(repo, { [UTILS]: utils(false), [HEART]: heart(true), [TEST]: t });

  it("reads SensorUtils.HEARTRATE and SensorUtils.parseHeartRate as HeartRateHandler's", async () => {
    expect(refusedTests(await moved(test('HeartRateHandler')))).toEqual([]);
  });

  it('still refuses the parser of a class that had it all along, or the check dropped', async () => {
    const other = await moved(test('HeartRateHandler', 'HeartRateHandler.HEARTRATE', 'PowerHandler'));
    expect([...new Set(refusedTests(other))]).toEqual(['assertion-weakened HeartRateTest.parsesBeatsPerMinute']);
    const dropped = await moved(test('HeartRateHandler').replace(/\n {8}assertEquals\(.*\);/, ''));
    expect(refusedTests(dropped)).toEqual(['assertion-removed HeartRateTest.parsesBeatsPerMinute']);
  });

  it('reads the owner as written where the member did not move', async () => {
    const r = await guardOnTop(repo, { [TEST]: test('HeartRateHandler') });
    expect(refusedTests(r)).toContain('assertion-weakened HeartRateTest.parsesBeatsPerMinute');
  });
});
