import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Java lets annotations stand among a member's modifiers (`private volatile @Nullable TimerTask idleTask;`, the
 * JetBrains-annotations style), and such members were not read as declared at all: a field renamed in the app and
 * its Kotlin test together (`idleTask` → `idleFuture`) read as a check pointed at another value
 * (getsentry/sentry-java bcd3e76a80, `idleTimeoutTask` → `idleTimeoutFuture`). Still refused: a check pointed at a
 * member that already existed.
 */

const A = 'core/src/main/java/x/Tracer.java';
const T = 'core/src/test/java/x/TracerTest.kt';

const app = (idle: string) => `package x;

import java.util.TimerTask;
import org.jetbrains.annotations.Nullable;

public final class Tracer {
  private volatile @Nullable TimerTask ${idle};
  private volatile @Nullable TimerTask deadlineTask;

  public void finish() {
    if (${idle} != null) {
      ${idle}.cancel();
      ${idle} = null;
    }
  }

  public static @Nullable TimerTask none() {
    return null;
  }

  @Nullable
  TimerTask get${idle[0]!.toUpperCase()}${idle.slice(1)}() {
    return ${idle};
  }

  @Nullable
  TimerTask getDeadlineTask() {
    return deadlineTask;
  }
}
`;

const test = `package x

import kotlin.test.assertNull
import org.junit.Test

class TracerTest {
  @Test
  fun \`finishing cancels the idle task\`() {
    val tracer = Tracer()
    tracer.finish()
    assertNull(tracer.idleTask)
  }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [A]: app('idleTask'), [T]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a Java field declared with an annotation among its modifiers', () => {
  it('is renamed with its test', async () => {
    const t = edited(test, [['tracer.idleTask', 'tracer.idleFuture']]);
    const r = await guardOnTop(repo, { [A]: app('idleFuture'), [T]: t }, { policy: 'review' });
    expect(refusedTests(r)).toEqual([]);
  });

  it('still refuses the check pointed at a member that already existed', async () => {
    const t = edited(test, [['tracer.idleTask', 'tracer.deadlineTask']]);
    const r = await guardOnTop(repo, { [A]: app('idleFuture'), [T]: t }, { policy: 'review' });
    expect(refusedTests(r)).toEqual(['assertion-weakened TracerTest.`finishing cancels the idle task`']);
  });
});

/**
 * The same change renamed two fields whose uses are alike (`if (idleTask != null) {`, `if (deadlineTask != null) {`):
 * such a line is evidence for either new name, so equal evidence goes to the nearer name, and a new name a test also
 * gives a local (`val deadlineFuture = …`) takes one old name, as a field cannot merge two.
 */
describe('two fields renamed alike in one change', () => {
  const twoApp = (idle: string, deadline: string) => `package x;

import java.util.TimerTask;
import org.jetbrains.annotations.Nullable;

public final class Timers {
  private volatile @Nullable TimerTask ${idle};
  private volatile @Nullable TimerTask ${deadline};

  public void finish() {
    if (${idle} != null) {
      ${idle}.cancel();
      ${idle} = null;
    }
    if (${deadline} != null) {
      ${deadline}.cancel();
      ${deadline} = null;
    }
  }
}
`;
  const twoTest = (idle: string, deadline: string) => `package x

import kotlin.test.assertEquals
import kotlin.test.assertNull
import org.junit.Test

class TimersTest {
  @Test
  fun \`finishing clears the idle task\`() {
    val timers = Timers()
    timers.finish()
    assertNull(timers.${idle})
  }

  @Test
  fun \`finishing keeps no deadline task\`() {
    val timers = Timers()
    val ${deadline} = timers.${deadline}
    timers.finish()
    assertEquals(${deadline}, timers.${deadline})
  }
}
`;
  const TA = 'core/src/main/java/x/Timers.java';
  const TT = 'core/src/test/java/x/TimersTest.kt';

  it('pairs each old name with its own new one', async () => {
    const r = await tempRepo({ [TA]: twoApp('idleTask', 'deadlineTask'), [TT]: twoTest('idleTask', 'deadlineTask') });
    try {
      const g = await guardOnTop(
        r,
        { [TA]: twoApp('idleFuture', 'deadlineFuture'), [TT]: twoTest('idleFuture', 'deadlineFuture') },
        { policy: 'review' },
      );
      expect(refusedTests(g)).toEqual([]);
    } finally {
      await r.remove();
    }
  });

  it('still refuses the idle check pointed at the deadline field', async () => {
    const r = await tempRepo({ [TA]: twoApp('idleTask', 'deadlineTask'), [TT]: twoTest('idleTask', 'deadlineTask') });
    try {
      const head = twoTest('idleFuture', 'deadlineFuture').replace(
        'assertNull(timers.idleFuture)',
        'assertNull(timers.deadlineFuture)',
      );
      const g = await guardOnTop(r, { [TA]: twoApp('idleFuture', 'deadlineFuture'), [TT]: head }, { policy: 'review' });
      expect(refusedTests(g)).toEqual(['assertion-weakened TimersTest.`finishing clears the idle task`']);
    } finally {
      await r.remove();
    }
  });
});
