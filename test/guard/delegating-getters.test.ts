import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (OpenTracks 2e13054042, "TrackPoint exposes Position"): deprecated getters
 * that handed on a field's member (`getLatitude() { return position.latitude(); }`) were removed, and the tests read
 * the member through the field's getter (`trackPoint.getPosition().latitude()`): the same value, read as changed
 * checks. Android's `location.getLatitude()` beside them keeps its name (the head still calls it on that receiver).
 * Still refused: another member read, and the getter's call rewritten while the class keeps it.
 */

const POINT = 'app/src/main/java/x/models/TrackPoint.java';
const TEST = 'app/src/test/java/x/models/TrackPointTest.java';

const point = (delegates: boolean) => `package x.models;

public class TrackPoint {
    private final Position position;

    public TrackPoint(Position position) {
        this.position = position;
    }

    public Position getPosition() {
        return position;
    }
${
  delegates
    ? `
    @Deprecated //Use getPosition()
    public Double getLatitude() {
        return position.latitude();
    }

    @Deprecated
    public Double getLongitude() {
        return this.position.longitude();
    }
`
    : ''
}}
`;

const test = (lat: string, lon: string) => `package x.models;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class TrackPointTest {
    @Test
    public void keepsPosition() {
        TrackPoint trackPoint = new TrackPoint(new Position(22.0, 11.0));
        assertEquals(22.0, trackPoint.${lat}, 0.01);
        assertEquals(11.0, trackPoint.${lon}, 0.01);
        Location location = Locations.of(trackPoint);
        assertEquals(22.0, location.getLatitude(), 0.01);
    }
}
`;

describe("a removed getter that handed on a field's member", () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [POINT]: point(true), [TEST]: test('getLatitude()', 'getLongitude()') });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  const through = 'getPosition().latitude()';
  it('reads trackPoint.getLatitude() as trackPoint.getPosition().latitude() once it is gone', async () => {
    const head = test(through, 'getPosition().longitude()');
    expect(refusedTests(await guardOnTop(repo, { [POINT]: point(false), [TEST]: head }))).toEqual([]);
  });

  it('still refuses another member read through the field', async () => {
    const head = test(through, 'getPosition().latitude()');
    const r = await guardOnTop(repo, { [POINT]: point(false), [TEST]: head });
    expect([...new Set(refusedTests(r))]).toEqual(['assertion-weakened TrackPointTest.keepsPosition']);
  });

  it('reads the calls as written where the class keeps the getters', async () => {
    const head = test(through, 'getPosition().longitude()');
    const r = await guardOnTop(repo, { [TEST]: head });
    expect([...new Set(refusedTests(r))]).toEqual(['assertion-weakened TrackPointTest.keepsPosition']);
  });
});
