import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A custom Truth subject checks the parts of a value in a block (`assertThat(event).hasOpenContextThat { … }`):
 * a field added to the event and checked there is a block that gained a check, not a weakened one. A check
 * dropped from the block, at any depth, is still refused.
 */

const TEST = 'app/src/test/java/x/EventLoggerTest.kt';

const eventTest = `package x

import org.junit.Test

class EventLoggerTest {
    private val logger = EventLogger()

    @Test
    fun logsOpen() {
        val event = logger.open("home")
        assertThat(event).hasOpenContextThat {
            hasScreenThat().isEqualTo("home")
            hasDetailsThat {
                hasUserIdThat().isEqualTo("u1")
            }
        }
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [TEST]: eventTest });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (src: string) => guardOnTop(repo, { [TEST]: src });
const gained = eventTest
  .replace('            hasScreenThat()', '            hasClassIdThat().isEqualTo("c1")\n            hasScreenThat()')
  .replace(
    '                hasUserIdThat().isEqualTo("u1")\n',
    '                hasUserIdThat().isEqualTo("u1")\n                hasInstallIdThat().isEqualTo("i1")\n',
  );

describe("a check's block that gained checks", () => {
  it('is allowed: the block checks at least what it did, nested blocks alike', async () => {
    expect(refused(await guard(gained))).toEqual([]);
  });

  it('still refuses a check dropped from the block while another was added', async () => {
    const swapped = gained.replace('            hasScreenThat().isEqualTo("home")\n', '');
    expect(refused(await guard(swapped))).toEqual(['assertion-weakened EventLoggerTest.logsOpen']);
  });

  it('still refuses a check dropped from a nested block', async () => {
    const dropped = gained.replace('                hasUserIdThat().isEqualTo("u1")\n', '');
    expect(refused(await guard(dropped))).toEqual(['assertion-weakened EventLoggerTest.logsOpen']);
  });

  it('still refuses an expected value changed in the block', async () => {
    expect(refused(await guard(gained.replace('isEqualTo("home")', 'isEqualTo("settings")')))).toEqual([
      'assertion-weakened EventLoggerTest.logsOpen',
    ]);
  });
});
