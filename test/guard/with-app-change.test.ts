import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Expectations that change together with what the same commit changed in the app (issue 27 class 4
 * at argument level, and intended behaviour changes): each legitimate change is allowed in review and
 * refused in heal (unless a true equivalence), next to the weakening of the same shape that must
 * still be refused. Real commits on a small real repository, reset after each case.
 */

const APP = 'app/src/main/java/x/Settings.kt';
const TEST = 'app/src/test/java/x/SettingsRepositoryTest.kt';
const PROTO = 'app/src/main/proto/x/prefs.proto';
const PROTO_TEST = 'app/src/test/java/x/PrefsSerializerTest.kt';

const app = `package x

data class Settings(val theme: String, val dynamicColors: Boolean, val fontScale: Int = 1)

class SettingsRepository {
    private var current = Settings("system", false)

    fun settings(): Settings = current

    fun setTheme(theme: String) {
        current = current.copy(theme = theme)
    }

    fun setDynamicColors(on: Boolean) {
        current = current.copy(dynamicColors = on)
    }
}
`;

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class SettingsRepositoryTest {
    private val repository = SettingsRepository()

    @Test
    fun defaults() {
        assertEquals(Settings(theme = "system", dynamicColors = false, fontScale = 1), repository.settings())
    }

    @Test
    fun setsDynamicColors() {
        repository.setDynamicColors(true)
        assertEquals(true, repository.settings().dynamicColors)
    }

    @Test
    fun setsTheme() {
        repository.setTheme("dark")
        assertEquals("dark", repository.settings().theme)
    }
}
`;

const proto = `syntax = "proto3";

message Prefs {
  string theme = 1;
  bool use_dynamic_colors = 2;
}
`;

const protoTest = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class PrefsSerializerTest {
    @Test
    fun roundTrips() {
        val serializer = PrefsSerializer()
        serializer.write(output, prefs { theme = "dark"; useDynamicColors = true })
        assertEquals(prefs { theme = "dark"; useDynamicColors = true }, serializer.read(output))
    }
}
`;

const GREETING = 'app/src/main/java/x/Greeting.kt';
const GREETING_TEST = 'app/src/test/java/x/GreetingViewModelTest.kt';
const SCREEN_TEST = 'app/src/androidTest/java/x/GreetingScreenTest.kt';

const greeting = `package x

data class Person(val name: String) {
    fun display(): String = name
}

class GreetingViewModel {
    fun greeting(name: String): String = "Hello, " + name
}

@Composable
fun GreetingScreen(vm: GreetingViewModel) {
    Text("Welcome back", Modifier.testTag("welcome"))
}
`;

const greetingTest = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class GreetingViewModelTest {
    @Test
    fun greets() {
        assertEquals("Hello, Ada", GreetingViewModel().greeting("Ada"))
    }

    @Test
    fun displaysName() {
        assertEquals("Ada", Person("Ada").display())
    }
}
`;

const screenTest = `package x

import androidx.compose.ui.test.junit4.createComposeRule
import org.junit.Rule
import org.junit.Test

class GreetingScreenTest {
    @get:Rule
    val rule = createComposeRule()

    @Test
    fun showsWelcome() {
        rule.setContent { GreetingScreen(GreetingViewModel()) }
        rule.onNodeWithText("Welcome back").assertIsDisplayed()
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({
    [APP]: app,
    [TEST]: test,
    [PROTO]: proto,
    [PROTO_TEST]: protoTest,
    [GREETING]: greeting,
    [GREETING_TEST]: greetingTest,
    [SCREEN_TEST]: screenTest,
  });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });

// heal refuses every edit of a test file by its write scope too: the semantic rules are what these cases are about
const refused = (r: GuardResult) =>
  r.refusals.filter((x) => x.rule !== 'scope').map((x) => `${x.rule} ${x.test ?? ''}`.trim());

// the dynamic-colour feature removed from the app: parameter, setter
const withoutDynamic = app
  .replace('val dynamicColors: Boolean, ', '')
  .replace('Settings("system", false)', 'Settings("system")')
  .replace(/\n {4}fun setDynamicColors[\s\S]*?\n {4}\}\n/, '\n');
const withoutDynamicArg = (t: string) => t.replace('dynamicColors = false, ', '');
const withoutDynamicTest = (t: string) =>
  t.replace(/\n {4}@Test\n {4}fun setsDynamicColors\(\)[\s\S]*?\n {4}\}\n/, '\n');

describe('an expected value losing an argument of a parameter the change removed', () => {
  it('is allowed in review and refused in heal', async () => {
    expect(withoutDynamic).not.toContain('dynamicColors');
    const t = withoutDynamicTest(withoutDynamicArg(test));
    expect(t).toContain('assertEquals(Settings(theme = "system", fontScale = 1), repository.settings())');
    expect(refused(await guard({ [APP]: withoutDynamic, [TEST]: t }))).toEqual([]);
    expect(refused(await guard({ [APP]: withoutDynamic, [TEST]: t }, 'heal'))).toEqual([
      'assertion-weakened SettingsRepositoryTest.defaults',
      'test-suppressed SettingsRepositoryTest.setsDynamicColors',
    ]);
  });
  it('still refuses the argument dropped while the parameter stays', async () => {
    expect(refused(await guard({ [TEST]: withoutDynamicArg(test) }))).toEqual([
      'assertion-weakened SettingsRepositoryTest.defaults',
    ]);
  });
  it('still refuses the setter test deleted while the setter stays', async () => {
    expect(refused(await guard({ [TEST]: withoutDynamicTest(test) }))).toEqual([
      'test-suppressed SettingsRepositoryTest.setsDynamicColors',
    ]);
  });
  it('still refuses a deleted test that called the removed setter but checked what still exists', async () => {
    const t = test.replace(
      'assertEquals(true, repository.settings().dynamicColors)',
      'assertEquals("system", repository.settings().theme)',
    );
    const h = withoutDynamicTest(withoutDynamicArg(t));
    const r = await guardOnTop(repo, { [APP]: withoutDynamic, [TEST]: h }, { before: { [TEST]: t } });
    expect(refused(r)).toEqual(['test-suppressed SettingsRepositoryTest.setsDynamicColors']);
  });
});

describe('an expected value losing an argument equal to the declared default', () => {
  const t = test.replace(', fontScale = 1)', ')');
  it('is a true equivalence: allowed in review and in heal', async () => {
    expect(t).toContain('Settings(theme = "system", dynamicColors = false)');
    expect(refused(await guard({ [TEST]: t }))).toEqual([]);
    expect(refused(await guard({ [TEST]: t }, 'heal'))).toEqual([]);
  });
  it('still refuses an argument dropped that differs from the default', async () => {
    const base = test.replace('fontScale = 1)', 'fontScale = 2)');
    for (const policy of ['review', 'heal'] as const) {
      const r = await guardOnTop(
        repo,
        { [TEST]: base.replace(', fontScale = 2)', ')') },
        { before: { [TEST]: base }, policy },
      );
      expect(refused(r), policy).toEqual(['assertion-weakened SettingsRepositoryTest.defaults']);
    }
  });
});

describe('an expected value gaining an argument the base call left to a default the change removed', () => {
  // the base test leaves fontScale to its default (1); the head app drops the default, so the test writes it out
  const base = test.replace(', fontScale = 1)', ')');
  const app2 = (fontScale: string) =>
    app
      .replace('val fontScale: Int = 1)', `val fontScale: Int${fontScale})`)
      .replace('Settings("system", false)', 'Settings("system", false, 1)');
  // the test first commits with the font scale left to its default, then writes `value` out
  const judged = async (appHead: string, value: string, policy: 'review' | 'heal') => {
    const t = base.replace('dynamicColors = false)', `dynamicColors = false, fontScale = ${value})`);
    return refused(await guardOnTop(repo, { [APP]: appHead, [TEST]: t }, { before: { [TEST]: base }, policy }));
  };
  it('is a true equivalence when the value written out is the old default: allowed in review and in heal', async () => {
    expect(base).toContain('Settings(theme = "system", dynamicColors = false)');
    for (const policy of ['review', 'heal'] as const) expect(await judged(app2(''), '1', policy), policy).toEqual([]);
  });
  it('allows an argument of a parameter the change added, written out with its default', async () => {
    const added = app.replace('val fontScale: Int = 1)', 'val fontScale: Int = 1, val contrast: Int = 0)');
    for (const policy of ['review', 'heal'] as const) {
      const t = base.replace('dynamicColors = false)', 'dynamicColors = false, contrast = 0)');
      const r = await guardOnTop(repo, { [APP]: added, [TEST]: t }, { before: { [TEST]: base }, policy });
      expect(refused(r), policy).toEqual([]);
    }
  });
  it('still refuses another value written out, or the default changed to the value the test now expects', async () => {
    expect(await judged(app2(''), '2', 'heal'), 'other value').toEqual([
      'assertion-weakened SettingsRepositoryTest.defaults',
    ]);
    expect(await judged(app2(' = 2'), '2', 'heal'), 'default changed').toEqual([
      'assertion-weakened SettingsRepositoryTest.defaults',
    ]);
  });
});

describe('a proto DSL expectation losing the assignment of a field the change removed', () => {
  const t = protoTest.replaceAll('; useDynamicColors = true', '');
  it('is allowed in review and refused in heal', async () => {
    const p = proto.replace('  bool use_dynamic_colors = 2;\n', '');
    expect(refused(await guard({ [PROTO]: p, [PROTO_TEST]: t }))).toEqual([]);
    expect(refused(await guard({ [PROTO]: p, [PROTO_TEST]: t }, 'heal'))).toEqual([
      'assertion-weakened PrefsSerializerTest.roundTrips',
    ]);
  });
  it('still refuses the assignment dropped while the field stays', async () => {
    expect(refused(await guard({ [PROTO_TEST]: t }))).toEqual(['assertion-weakened PrefsSerializerTest.roundTrips']);
  });
});

describe('an expected value changed with the app code that produces it (intended behaviour change)', () => {
  const hi = greeting.replace('"Hello, " + name', '"Hi, " + name');
  const hiTest = greetingTest.replace('"Hello, Ada"', '"Hi, Ada"');
  it('is allowed in review and refused in heal', async () => {
    expect(refused(await guard({ [GREETING]: hi, [GREETING_TEST]: hiTest }))).toEqual([]);
    expect(refused(await guard({ [GREETING]: hi, [GREETING_TEST]: hiTest }, 'heal'))).toEqual([
      'assertion-weakened GreetingViewModelTest.greets',
    ]);
  });
  it('still refuses the expected value changed while the app stays', async () => {
    expect(refused(await guard({ [GREETING_TEST]: hiTest }))).toEqual([
      'assertion-weakened GreetingViewModelTest.greets',
    ]);
  });
  it('still refuses it when the app changed elsewhere than what produces the value', async () => {
    const other = greeting.replace(
      'class GreetingViewModel {',
      'class GreetingViewModel {\n    fun farewell(): String = "Bye"\n',
    );
    expect(refused(await guard({ [GREETING]: other, [GREETING_TEST]: hiTest }))).toEqual([
      'assertion-weakened GreetingViewModelTest.greets',
    ]);
  });
  it('still refuses another value the changed app code does not spell (a value the test was bent to)', async () => {
    const trimmed = greeting.replace('"Hello, " + name', '"Hello, " + name.trim()');
    const t = greetingTest.replace('"Hello, Ada"', '"Hello, Ada Lovelace"');
    expect(refused(await guard({ [GREETING]: trimmed, [GREETING_TEST]: t }))).toEqual([
      'assertion-weakened GreetingViewModelTest.greets',
    ]);
  });
  it('still refuses an expected value made empty', async () => {
    const empty = greeting.replace('"Hello, " + name', '""');
    const t = greetingTest.replace('"Hello, Ada"', '""');
    // the body made a constant is a stub too; the emptied expectation is refused on its own
    expect(refused(await guard({ [GREETING]: empty, [GREETING_TEST]: t }))).toContain(
      'assertion-weakened GreetingViewModelTest.greets',
    );
  });
});

describe("a finder's text changed as the app's text changed", () => {
  const app2 = greeting.replace('"Welcome back"', '"Good to see you"');
  const t = screenTest.replace('onNodeWithText("Welcome back")', 'onNodeWithText("Good to see you")');
  it('is allowed in review and refused in heal', async () => {
    expect(refused(await guard({ [GREETING]: app2, [SCREEN_TEST]: t }))).toEqual([]);
    expect(refused(await guard({ [GREETING]: app2, [SCREEN_TEST]: t }, 'heal'))).toEqual([
      'finder-retargeted GreetingScreenTest.showsWelcome',
    ]);
  });
  it('still refuses the text swapped while the app still shows the old one', async () => {
    const both = greeting.replace(
      'Text("Welcome back", Modifier.testTag("welcome"))',
      'Text("Welcome back", Modifier.testTag("welcome"))\n    Text("Good to see you")',
    );
    expect(refused(await guard({ [GREETING]: both, [SCREEN_TEST]: t }))).toEqual([
      'finder-retargeted GreetingScreenTest.showsWelcome',
    ]);
    expect(refused(await guard({ [SCREEN_TEST]: t }))).toEqual(['finder-retargeted GreetingScreenTest.showsWelcome']);
  });
});

describe('the fixture input and the expectation changed together', () => {
  it('is allowed in review and refused in heal', async () => {
    const t = greetingTest.replace(
      'assertEquals("Ada", Person("Ada").display())',
      'assertEquals("Grace", Person("Grace").display())',
    );
    expect(refused(await guard({ [GREETING_TEST]: t }))).toEqual([]);
    // heal: the checked subject and the expected value both changed, each a refusal
    expect(new Set(refused(await guard({ [GREETING_TEST]: t }, 'heal')))).toEqual(
      new Set(['assertion-weakened GreetingViewModelTest.displaysName']),
    );
  });
  it('still refuses the expectation changed without its input', async () => {
    const t = greetingTest.replace(
      'assertEquals("Ada", Person("Ada").display())',
      'assertEquals("Grace", Person("Ada").display())',
    );
    expect(refused(await guard({ [GREETING_TEST]: t }))).toEqual([
      'assertion-weakened GreetingViewModelTest.displaysName',
    ]);
  });
});
