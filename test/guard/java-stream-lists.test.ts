import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (OpenTracks 8c8a7d9496 "use stream.toList()" and its revert 1eedd78466):
 * Java 16's `stream.toList()` holds what `stream.collect(Collectors.toList())` collects, but the guard read the two
 * as different values, so a loop over the list "made its checks conditional" and a check reading an item "weakened".
 * The collector is now read as `toList()`. Still refused: the list made of another stream.
 */

const J = 'app/src/test/java/org/example/points/IteratorTest.java';

const java = (ids: string, imports = 'import java.util.stream.Collectors;\n') => `package org.example.points;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.List;
${imports}
import org.junit.Test;

public class IteratorTest {
    @Test
    public void iteratesFromTheFirst() {
        List<Point> points = Points.create(10);
        List<Long> ids = ${ids};
        PointIterator iterator = store.iterator(ids.get(0));
        for (int i = 0; i < ids.size(); i++) {
            assertTrue(iterator.hasNext());
            assertEquals(ids.get(0) + i, iterator.next().getId());
        }
    }
}
`;

const collected = 'points.stream().map(it -> store.insert(it)).collect(Collectors.toList())';

describe("Java's Collectors.toList() and Stream.toList()", () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [J]: java(collected) });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('reads the same list', async () => {
    const r = await guardOnTop(repo, { [J]: java('points.stream().map(it -> store.insert(it)).toList()', '') });
    expect(refusedTests(r)).toEqual([]);
  });

  it('reads a statically imported toList() collector as the same list', async () => {
    const before = {
      [J]: java(
        collected.replace('Collectors.toList()', 'toList()'),
        'import static java.util.stream.Collectors.toList;\n',
      ),
    };
    const r = await guardOnTop(
      repo,
      { [J]: java('points.stream().map(it -> store.insert(it)).toList()', '') },
      { before },
    );
    expect(refusedTests(r)).toEqual([]);
  });

  it('still refuses the list made of another stream', async () => {
    const r = await guardOnTop(repo, {
      [J]: java('points.stream().limit(1).map(it -> store.insert(it)).toList()', ''),
    });
    expect(refusedTests(r)).toContain('assertion-weakened IteratorTest.iteratesFromTheFirst');
  });
});
