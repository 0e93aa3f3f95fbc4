import { describe, expect, it } from 'vitest';
import { lines, refusals } from './rules-harness.js';

/**
 * A rule that reruns failing tests removed: each test of the class now counts its first failure, which is
 * stricter, not suppression. Beside it the nearest weakenings, which stay refused: a retrying rule added,
 * another rule removed.
 */

const T = 'app/src/androidTest/java/x/SaveTest.kt';
const withRule = (rule: string) => `package x

class SaveTest {
${rule}
    @Test
    fun saves() {
        assertTrue(store.save("a"))
    }
}
`;

describe('a retrying rule removed', () => {
  it('allows removing a rule that reruns failing tests', async () => {
    const base = withRule('    @get:Rule\n    val retry = RetryTestRule(3)\n');
    expect(lines(await refusals({ [T]: base }, { [T]: withRule('') }))).toEqual([]);
    const kept = withRule('    val retry = FlakyRetryRule()\n');
    expect(
      lines(await refusals({ [T]: withRule('    @get:Rule\n    val retry = FlakyRetryRule()\n') }, { [T]: kept })),
    ).toEqual([]);
  });

  it('still refuses a retrying rule added, and another rule removed', async () => {
    expect(
      lines(
        await refusals({ [T]: withRule('') }, { [T]: withRule('    @get:Rule\n    val retry = RetryTestRule(3)\n') }),
      ),
    ).toEqual([`test-suppressed ${T}:4 added a rule that retries failing tests: @get:Rule val retry=RetryTestRule(3)`]);
    expect(
      lines(
        await refusals(
          { [T]: withRule('    @get:Rule\n    val retryCount = LeakCheckRule()\n') },
          { [T]: withRule('') },
        ),
      ),
    ).toEqual([
      `test-suppressed ${T}:4 removed the test rule retryCount from SaveTest: @get:Rule val retryCount=LeakCheckRule()`,
    ]);
  });
});
