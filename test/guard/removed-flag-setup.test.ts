import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A capability check removed from the app (issue 27 class 4, the branch a test drove gone): the class's `@Before`
 * stubs it to one side for every test, one test overrides it to the other side and is deleted with it. Allowed in
 * review, refused in heal; still refused: a deleted test on the set-up's side, one that relies on the set-up
 * without setting the flag, and the override's test deleted while the check stays in the app.
 */

const CONFIG = 'app/src/main/java/x/voice/VoiceConfig.kt';
const SERVICE = 'app/src/main/java/x/voice/VoiceService.kt';
const TEST = 'app/src/test/java/x/voice/VoiceServiceTest.kt';

const config = (gated: boolean) => `package x.voice

interface VoiceConfig {
${gated ? '    fun isHotwordSupported(): Boolean\n' : ''}    suspend fun isHotwordEnabled(): Boolean
}
`;

const service = (gated: boolean) => `package x.voice

class VoiceService(private val config: VoiceConfig, private val listener: HotwordListener) {
    suspend fun onReady() {
        if (${gated ? 'config.isHotwordSupported() && ' : ''}config.isHotwordEnabled()) listener.start()
    }
}
`;

const test = `package x.voice

import io.mockk.coEvery
import io.mockk.coVerify
import io.mockk.every
import io.mockk.mockk
import org.junit.Before
import org.junit.Test

class VoiceServiceTest {
    private val config: VoiceConfig = mockk()
    private val listener: HotwordListener = mockk(relaxed = true)
    private val service = VoiceService(config, listener)

    @Before
    fun setUp() {
        every { config.isHotwordSupported() } returns true
    }

    @Test
    fun startsWhenEnabled() = runTest {
        coEvery { config.isHotwordEnabled() } returns true
        service.onReady()
        coVerify(exactly = 1) { listener.start() }
    }

    @Test
    fun staysIdleWhenDisabled() = runTest {
        coEvery { config.isHotwordEnabled() } returns false
        service.onReady()
        coVerify(exactly = 0) { listener.start() }
    }

    @Test
    fun staysIdleWhenUnsupported() = runTest {
        every { config.isHotwordSupported() } returns false
        coEvery { config.isHotwordEnabled() } returns true
        service.onReady()
        coVerify(exactly = 0) { listener.start() }
    }

    @Test
    fun startsWhenSupportedAndEnabled() = runTest {
        every { config.isHotwordSupported() } returns true
        coEvery { config.isHotwordEnabled() } returns true
        service.onReady()
        coVerify(exactly = 1) { listener.start() }
    }
}
`;

/** The test source without some of its tests, and with the set-up's stub gone when the flag is. */
const without = (names: string[], gated = false) => {
  let src = gated ? test : test.replace('        every { config.isHotwordSupported() } returns true\n    }', '    }');
  for (const n of names) src = src.replace(new RegExp(`\\n    @Test\\n    fun ${n}\\(\\)[\\s\\S]*?\\n    }\\n`), '\n');
  return src;
};

let repo: TempRepo & { base: string };

beforeAll(async () => {
  repo = await tempRepo({ [CONFIG]: config(true), [SERVICE]: service(true), [TEST]: test });
});

afterAll(async () => {
  await repo?.remove();
});

const flagRemoved = { [CONFIG]: config(false), [SERVICE]: service(false) };
const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });

describe('a flag set in @Before, removed with the test of its other side', () => {
  it('is allowed in review and refused in heal', async () => {
    const change = { ...flagRemoved, [TEST]: without(['staysIdleWhenUnsupported', 'startsWhenSupportedAndEnabled']) };
    expect(change[TEST]).not.toContain('isHotwordSupported');
    expect(refused(await guard(change))).toEqual(['test-suppressed VoiceServiceTest.startsWhenSupportedAndEnabled']);
    const heal = refused(await guard(change, 'heal'));
    expect(heal).toContain('test-suppressed VoiceServiceTest.staysIdleWhenUnsupported');
  });

  it("still refuses a deleted test that relies on the set-up's side without setting the flag", async () => {
    const change = { ...flagRemoved, [TEST]: without(['staysIdleWhenUnsupported', 'staysIdleWhenDisabled']) };
    expect(refused(await guard(change))).toEqual(['test-suppressed VoiceServiceTest.staysIdleWhenDisabled']);
  });

  it('still refuses the other side deleted while the check stays in the app', async () => {
    const change = { [TEST]: without(['staysIdleWhenUnsupported'], true) };
    expect(refused(await guard(change))).toEqual(['test-suppressed VoiceServiceTest.staysIdleWhenUnsupported']);
  });
});
