import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27 on a build migration met in a real history outside the corpus: the Android-KMP library plugin (AGP 9)
 * names a library's Android suites `androidHostTest` and `androidDeviceTest`, where the multiplatform Android target
 * named them `androidUnitTest` and `androidInstrumentedTest`. A test moved by that rename runs where it ran; a
 * host test moved to the device suite, or the reverse, does not.
 */

const test = `package x

class SaverTest {
    @Test
    fun restores() {
        val saved = saver.save(Entry(1))
        assertEquals(Entry(1), saver.restore(saved))
    }
}
`;
const at = (set: string) => `lib/src/${set}/kotlin/x/SaverTest.kt`;
const moved = async (from: string, to: string) =>
  (await refusals({ [at(from)]: test }, { [at(to)]: test })).map((r) => `${r.rule} ${r.verb}`);

describe("the Android-KMP plugin's names for a library's Android suites", () => {
  it('allows a test moved by the rename, either way', async () => {
    expect(await moved('androidUnitTest', 'androidHostTest')).toEqual([]);
    expect(await moved('androidInstrumentedTest', 'androidDeviceTest')).toEqual([]);
    expect(await moved('androidHostTest', 'androidUnitTest')).toEqual([]);
    expect(await moved('androidDeviceTest', 'androidInstrumentedTest')).toEqual([]);
  });

  it('still refuses a host test moved to the device suite, or a device test to the host suite', async () => {
    expect(await moved('androidUnitTest', 'androidDeviceTest')).toEqual([
      'test-suppressed moved the test from androidUnitTest to androidDeviceTest',
    ]);
    expect(await moved('androidInstrumentedTest', 'androidHostTest')).toEqual([
      'test-suppressed moved the test from androidInstrumentedTest to androidHostTest',
    ]);
    expect(await moved('androidHostTest', 'jvmTest')).toEqual([
      'test-suppressed moved the test from androidHostTest to jvmTest',
    ]);
  });
});
