import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo, withoutTest } from './git-repo.js';

/**
 * A member removed from an app interface, its implementation and a test fake's `override` together, with the
 * tests of it (issue 27 class 4): the fake's override is the member itself, not a name of the test's own, so the
 * deleted tests went with what they tested. Allowed in review, refused in heal; next to the same deletion
 * while the app still declares the member (only the fake lost its override), which stays a suppression.
 */

const CHAT = 'app/src/main/java/x/chat/Chat.kt';
const REAL_CHAT = 'app/src/main/java/x/chat/RealChat.kt';
const HOME = 'app/src/main/java/x/home/HomeActivity.kt';
const FAKE_CHAT = 'app/src/test/java/x/chat/FakeChat.kt';
const CHAT_TEST = 'app/src/test/java/x/chat/RealChatTest.kt';

const chat = `package x.chat

interface Chat {
    val pickerVisible: StateFlow<Boolean>

    fun showPicker(context: Context, dark: Boolean)

    fun open(context: Context)
}
`;

const realChat = `package x.chat

class RealChat(private val dialogs: PickerDialogFactory, private val flags: ChatFlags) : Chat {
    private val _pickerVisible = MutableStateFlow(false)
    override val pickerVisible: StateFlow<Boolean> = _pickerVisible.asStateFlow()

    override fun showPicker(context: Context, dark: Boolean) {
        dialogs.create(context, dark).show()
    }

    override fun open(context: Context) {
        context.startActivity(Intent(context, ChatActivity::class.java))
    }

    fun onConfigDownloaded() {
        flags.refresh()
        _pickerVisible.value = flags.pickerEnabled()
    }
}
`;

const home = `package x.home

class HomeActivity(private val chat: Chat) : Activity() {
    override fun onResume() {
        super.onResume()
        if (chat.pickerVisible.value) chat.showPicker(this, isDarkTheme())
    }
}
`;

const fakeChat = `package x.chat

class FakeChat : Chat {
    override val pickerVisible: StateFlow<Boolean> = MutableStateFlow(false)

    override fun showPicker(context: Context, dark: Boolean) {
        // nothing to show in tests
    }

    override fun open(context: Context) {}
}
`;

const chatTest = `package x.chat

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

class RealChatTest {
    private val dialogs: PickerDialogFactory = mock()
    private val dialog: PickerDialog = mock()
    private val flags: ChatFlags = mock()
    private val testee = RealChat(dialogs, flags)

    @Test
    fun pickerVisibleWhenEnabled() {
        whenever(flags.pickerEnabled()).thenReturn(true)
        testee.onConfigDownloaded()
        assertTrue(testee.pickerVisible.value)
    }

    @Test
    fun showPickerShowsDarkDialog() {
        whenever(dialogs.create(any(), any())).thenReturn(dialog)
        val context = mock<Context>()
        testee.showPicker(context, true)
        val themeCaptor = argumentCaptor<Boolean>()
        verify(dialogs).create(any(), themeCaptor.capture())
        verify(dialog).show()
        assertTrue(themeCaptor.firstValue)
    }

    @Test
    fun opensChat() {
        val context = mock<Context>()
        testee.open(context)
        verify(context).startActivity(any())
    }
}
`;

let repo: TempRepo & { base: string };

beforeAll(async () => {
  repo = await tempRepo({
    [CHAT]: chat,
    [REAL_CHAT]: realChat,
    [HOME]: home,
    [FAKE_CHAT]: fakeChat,
    [CHAT_TEST]: chatTest,
  });
});

afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });

const pickerGone = {
  [CHAT]: `package x.chat

interface Chat {
    fun open(context: Context)
}
`,
  [REAL_CHAT]: `package x.chat

class RealChat(private val dialogs: PickerDialogFactory, private val flags: ChatFlags) : Chat {
    override fun open(context: Context) {
        context.startActivity(Intent(context, ChatActivity::class.java))
    }

    fun onConfigDownloaded() {
        flags.refresh()
    }
}
`,
  [HOME]: home.replace('        if (chat.pickerVisible.value) chat.showPicker(this, isDarkTheme())\n', ''),
  [FAKE_CHAT]: `package x.chat

class FakeChat : Chat {
    override fun open(context: Context) {}
}
`,
};

describe('a test deleted with a member a test fake overrode', () => {
  it('is allowed in review and refused in heal', async () => {
    for (const src of Object.values(pickerGone)) expect(src).not.toMatch(/showPicker|pickerVisible/);
    const change = {
      ...pickerGone,
      [CHAT_TEST]: withoutTest(withoutTest(chatTest, 'pickerVisibleWhenEnabled'), 'showPickerShowsDarkDialog'),
    };
    expect(change[CHAT_TEST]).toContain('fun opensChat()');
    expect(refused(await guard(change))).toEqual([]);
    expect(refused(await guard(change, 'heal'))).toEqual([
      'test-suppressed RealChatTest.pickerVisibleWhenEnabled',
      'test-suppressed RealChatTest.showPickerShowsDarkDialog',
    ]);
  });

  it('still refuses the tests deleted while the app keeps the member and only the fake lost its override', async () => {
    const change = {
      [FAKE_CHAT]: pickerGone[FAKE_CHAT],
      [CHAT_TEST]: withoutTest(withoutTest(chatTest, 'pickerVisibleWhenEnabled'), 'showPickerShowsDarkDialog'),
    };
    expect(refused(await guard(change))).toEqual([
      'test-suppressed RealChatTest.pickerVisibleWhenEnabled',
      'test-suppressed RealChatTest.showPickerShowsDarkDialog',
    ]);
  });

  it('still refuses a test of a member that stays, deleted beside them', async () => {
    const change = { ...pickerGone, [CHAT_TEST]: withoutTest(chatTest, 'opensChat') };
    expect(refused(await guard(change))).toEqual(['test-suppressed RealChatTest.opensChat']);
  });
});
