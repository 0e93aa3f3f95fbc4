import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A test's identity across renames and moves: tests renamed, or a whole class renamed or moved to
 * another file, package or source set, are paired with their old selves by body (review policy),
 * and the paired bodies are compared with the usual rules. Each case is a real commit on a small
 * real repository, reset afterwards.
 */

const app = `package x

data class User(val name: String)

interface UserRepository {
    val current: User?
}

class MainViewModel(repo: UserRepository) {
    val state = MutableStateFlow(repo.current)
    fun rename(name: String) {
        state.value = User(name)
    }
}
`;

const testRepository = `package x

class TestUserRepository(user: User) : UserRepository {
    override val current: User? = user
}
`;

const vmTest = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class MainViewModelTest {
    private val repo = TestUserRepository(User("Ada"))
    private val vm = MainViewModel(repo)

    @Test
    fun showsTheCurrentUser() {
        assertEquals(repo.current, vm.state.value)
    }

    @Test
    fun renamesTheUser() {
        vm.rename("Grace")
        assertEquals(User("Grace"), vm.state.value)
        assertEquals("Grace", vm.state.value?.name)
    }

    @Test
    fun keepsTheNameOnRecreate() {
        val again = MainViewModel(repo)
        assertEquals("Ada", again.state.value?.name)
        assertEquals(vm.state.value, again.state.value)
    }
}
`;

const screenTest = `package x

import androidx.compose.ui.test.junit4.createComposeRule
import org.junit.Rule
import org.junit.Test

class ProfileScreenTest {
    @get:Rule
    val rule = createComposeRule()

    @Test
    fun showsTheName() {
        rule.setContent { ProfileScreen(User("Ada")) }
        rule.onNodeWithTag("name").assertTextEquals("Ada")
    }

    @Test
    fun showsTheAvatar() {
        rule.setContent { ProfileScreen(User("Ada")) }
        rule.onNodeWithContentDescription("Avatar").assertIsDisplayed()
    }
}
`;

const paths = {
  app: 'app/src/main/java/x/MainViewModel.kt',
  testRepository: 'app/src/test/java/x/TestUserRepository.kt',
  vmTest: 'app/src/test/java/x/MainViewModelTest.kt',
  screenTest: 'app/src/androidTest/java/x/ProfileScreenTest.kt',
};

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({
    [paths.app]: app,
    [paths.testRepository]: testRepository,
    [paths.vmTest]: vmTest,
    [paths.screenTest]: screenTest,
  });
});
afterAll(async () => {
  await repo?.remove();
});

/** Commits `files` (null deletes) on top of the base, runs the guard, resets to the base. */
const guard = (files: Record<string, string | null>, opts: Parameters<typeof guardOnTop>[2] = {}) =>
  guardOnTop(repo, files, opts);

const summary = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.test ?? ''} ${x.detail}`);

const fakeRepository = (current: string, params = '') => `package x

class FakeUserRepository(${params}) : UserRepository {
    override val current: User? = ${current}
}
`;

describe('a renamed test whose assertion now compares a fake null with itself', () => {
  const renamed = (init: string) =>
    vmTest
      .replace('class MainViewModelTest', 'class HomeViewModelTest')
      .replace('private val repo = TestUserRepository(User("Ada"))', `private val repo = ${init}`);
  const HOME = 'app/src/test/java/x/HomeViewModelTest.kt';
  const FAKE = 'app/src/test/java/x/FakeUserRepository.kt';

  it('refuses the class renamed while the expected value now comes from a fake whose value is null', async () => {
    const r = await guard({
      [paths.vmTest]: null,
      [HOME]: renamed('FakeUserRepository()'),
      [FAKE]: fakeRepository('null'),
    });
    expect(r.allowed).toBe(false);
    expect(r.refusals.map((x) => [x.rule, x.test])).toEqual([
      ['assertion-weakened', 'MainViewModelTest.showsTheCurrentUser'],
    ]);
    expect(r.refusals[0]!.detail).toContain('null');
    expect(r.refusals[0]!.detail).toContain('FakeUserRepository.current');
  });

  it('allows the same rename when the fake still holds a user', async () => {
    const r = await guard({
      [paths.vmTest]: null,
      [HOME]: renamed('FakeUserRepository(User("Ada"))'),
      [FAKE]: fakeRepository('user', 'user: User'),
    });
    expect(summary(r)).toEqual([]);
  });

  it('allows the class renamed with nothing else changed', async () => {
    const r = await guard({ [paths.vmTest]: null, [HOME]: renamed('TestUserRepository(User("Ada"))') });
    expect(summary(r)).toEqual([]);
  });
});

describe('tests renamed or moved with their bodies', () => {
  const SCREEN = paths.screenTest;
  const nameBody = 'rule.onNodeWithTag("name").assertTextEquals("Ada")';
  const avatarBody = 'rule.onNodeWithContentDescription("Avatar").assertIsDisplayed()';
  /** the screen test with both tests renamed, the avatar test first, its check replaced by `avatar` */
  const renamedBoth = (avatar = avatarBody) => {
    const [head, rest] = screenTest.split('    @Test\n    fun showsTheName');
    const nameTest = `    @Test\n    fun showsTheName${rest!.split('    @Test\n    fun showsTheAvatar')[0]}`;
    const avatarTest = `    @Test\n    fun showsTheAvatar${rest!.split('    @Test\n    fun showsTheAvatar')[1]!.replace(/\n}\n$/, '\n')}`;
    return `${head}${avatarTest.replace('showsTheAvatar', 'avatarIsShown').replace(avatarBody, avatar)}\n${nameTest
      .replace('showsTheName', 'nameIsShown')
      .trimEnd()}\n}\n`;
  };

  it('allows two tests renamed together, listed in another order, without pairing them crosswise', async () => {
    expect(renamedBoth()).toContain('fun avatarIsShown');
    expect(renamedBoth()).toContain(nameBody);
    expect(summary(await guard({ [SCREEN]: renamedBoth() }))).toEqual([]);
  });

  it('refuses a renamed test whose body weakened, for the weakening', async () => {
    const r = await guard({ [SCREEN]: renamedBoth(avatarBody.replace('assertIsDisplayed', 'assertExists')) });
    expect(r.refusals.map((x) => [x.rule, x.test])).toEqual([
      ['assertion-weakened', 'ProfileScreenTest.showsTheAvatar'],
    ]);
    expect(r.refusals[0]!.detail).toContain('assertIsDisplayed() → assertExists()');
  });

  it('allows a test class moved to another package and file with its rule, and a renamed class', async () => {
    const moved = screenTest
      .replace('package x', 'package x.profile')
      .replace('class ProfileScreenTest', 'class ProfileTest');
    expect(
      summary(await guard({ [SCREEN]: null, 'app/src/androidTest/java/x/profile/ProfileTest.kt': moved })),
    ).toEqual([]);
  });

  it('allows a test moved into another class of the same source set with its body', async () => {
    const without = screenTest
      .replace(/ {4}@Test\n {4}fun showsTheAvatar\(\) \{[\s\S]*?\n {4}\}\n/, '')
      .replace(/\n\n}\n$/, '\n}\n');
    const other = `package x

import androidx.compose.ui.test.junit4.createComposeRule
import org.junit.Rule
import org.junit.Test

class AvatarTest {
    @get:Rule
    val rule = createComposeRule()

    @Test
    fun showsTheAvatar() {
        rule.setContent { ProfileScreen(User("Ada")) }
        ${avatarBody}
    }
}
`;
    expect(without).not.toContain('showsTheAvatar');
    expect(summary(await guard({ [SCREEN]: without, 'app/src/androidTest/java/x/AvatarTest.kt': other }))).toEqual([]);
  });

  it('still refuses a test moved out of androidTest, a deleted test, and a rename under the heal policy', async () => {
    const unit = 'app/src/test/java/x/ProfileScreenTest.kt';
    expect(summary(await guard({ [SCREEN]: null, [unit]: screenTest }))).toEqual([
      'test-suppressed ProfileScreenTest.showsTheName moved the test from androidTest to test: ProfileScreenTest.showsTheName',
      'test-suppressed ProfileScreenTest.showsTheAvatar moved the test from androidTest to test: ProfileScreenTest.showsTheAvatar',
    ]);
    const deleted = screenTest.replace(/ {4}@Test\n {4}fun showsTheAvatar\(\) \{[\s\S]*?\n {4}\}\n/, '');
    expect(summary(await guard({ [SCREEN]: deleted }))).toEqual([
      'test-suppressed ProfileScreenTest.showsTheAvatar deleted or renamed the test: ProfileScreenTest.showsTheAvatar',
    ]);
    const heal = await guard({ [SCREEN]: renamedBoth() }, { policy: 'heal' });
    expect(heal.refusals.filter((x) => x.rule === 'test-suppressed').map((x) => x.test)).toEqual([
      'ProfileScreenTest.showsTheName',
      'ProfileScreenTest.showsTheAvatar',
    ]);
  });

  it('keeps the identity of a test the finding names, under the review policy too', async () => {
    const r = await guard(
      { [SCREEN]: renamedBoth() },
      { finding: { tests: [{ class: 'x.ProfileScreenTest', method: 'showsTheName' }] } },
    );
    expect(r.refusals.map((x) => [x.rule, x.test])).toEqual([['test-suppressed', 'ProfileScreenTest.showsTheName']]);
  });

  it('pairs a renamed test whose body changed a little with its old self', async () => {
    const vm = vmTest
      .replace('fun renamesTheUser()', 'fun renamingUpdatesTheState()')
      .replace('vm.rename("Grace")', 'vm.rename(name = "Grace")');
    expect(summary(await guard({ [paths.vmTest]: vm }))).toEqual([]);
    const weaker = vm.replace('assertEquals("Grace", vm.state.value?.name)', 'assertNotNull(vm.state.value?.name)');
    expect((await guard({ [paths.vmTest]: weaker })).refusals.map((x) => [x.rule, x.test])).toEqual([
      ['assertion-weakened', 'MainViewModelTest.renamesTheUser'],
    ]);
  });
});
