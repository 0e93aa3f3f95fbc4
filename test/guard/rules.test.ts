import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { type GuardResult, guardChange } from '../../src/guard/index.js';
import { edited, guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * One focused case per rule on a small real git repository: each weakening is refused by its rule,
 * and the legitimate counterpart is allowed. Cases run one after another on the same repository,
 * each as a commit on top of the base that is reset afterwards.
 */

const screen = `package x

import androidx.compose.ui.platform.testTag

object Tags {
    const val SAVE = "save"
}

class SaveViewModel(private val repo: Repo) {
    fun save(title: String): Boolean {
        if (title.isBlank()) return false
        repo.add(title)
        return true
    }
}

@Composable
fun SaveScreen(vm: SaveViewModel, title: String) {
    Column {
        Text(text = title, modifier = Modifier.testTag("title"))
        Button(onClick = { vm.save(title) }, modifier = Modifier.testTag(Tags.SAVE)) {
            Text("Save")
        }
    }
}
`;

const test = `package x

import org.junit.Rule
import org.junit.Test

class SaveTest {
    @get:Rule
    val rule = createComposeRule()

    @Test
    fun savesTheNote() {
        rule.onNodeWithTag(Tags.SAVE).assertIsDisplayed().performClick()
        rule.onNodeWithText("Saved", substring = true).assertExists()
        rule.onAllNodesWithTag("row").assertCountEquals(3)
        assertThat(repo.notes).containsExactly("a", "b").inOrder()
        robot.checkSaved()
        rule.waitUntilExactlyOneExists(hasTestTag("list"), timeoutMillis = 2_000)
    }

    @Test
    fun showsTheTitle() {
        rule.onNodeWithTag("title").assertTextEquals("Groceries")
    }
}
`;

const robot = `package x

class SaveRobot(private val rule: ComposeContentTestRule) {
    fun checkSaved() {
        rule.onNodeWithText("Saved").assertIsDisplayed()
    }
}
`;

const gradleKts = `android {
    defaultConfig {
        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"
        testInstrumentationRunnerArguments["clearPackageData"] = "true"
    }
}
`;

const gradleGroovy = `android {
    defaultConfig {
        testInstrumentationRunner "androidx.test.runner.AndroidJUnitRunner" // the runner
    }
}
`;

const paths = {
  screen: 'app/src/main/java/x/SaveScreen.kt',
  test: 'app/src/androidTest/java/x/SaveTest.kt',
  kts: 'app/build.gradle.kts',
  groovy: 'lib/build.gradle',
  robot: 'app/src/androidTest/java/x/SaveRobot.kt',
};

let repo: TempRepo & { base: string };

beforeAll(async () => {
  repo = await tempRepo({
    [paths.screen]: screen,
    [paths.test]: test,
    [paths.kts]: gradleKts,
    [paths.groovy]: gradleGroovy,
    [paths.robot]: robot,
  });
});
afterAll(async () => {
  await repo?.remove();
});

type Edit = { file: keyof typeof paths; find: string; replace: string };

const sources: Record<keyof typeof paths, string> = { screen, test, kts: gradleKts, groovy: gradleGroovy, robot };

/** Apply edits as one commit on top of base (or, with `workingTree`, uncommitted), run the guard, reset to base. */
async function guard(edits: Edit[], opts: Parameters<typeof guardOnTop>[2] = {}): Promise<GuardResult> {
  const files: Record<string, string> = {};
  for (const e of edits) files[paths[e.file]] = edited(files[paths[e.file]] ?? sources[e.file], [[e.find, e.replace]]);
  return guardOnTop(repo, files, opts);
}

function rules(r: GuardResult): string[] {
  return [...new Set(r.refusals.map((x) => x.rule))];
}

describe('guard rules on a real repository', () => {
  it('refuses a removed terminal assertion and names the file, line and test', async () => {
    const r = await guard([
      {
        file: 'test',
        find: 'rule.onNodeWithTag("title").assertTextEquals("Groceries")',
        replace: 'rule.onNodeWithTag("title")',
      },
    ]);
    expect(r.allowed).toBe(false);
    expect(rules(r)).toEqual(['assertion-removed']);
    expect(r.refusals[0]).toMatchObject({ file: paths.test, test: 'SaveTest.showsTheTitle' });
    expect(r.refusals[0]!.line).toBeGreaterThan(0);
  });

  it('refuses assertIsDisplayed → isDisplayed() as a removal, not a rename', async () => {
    const r = await guard([
      {
        file: 'test',
        find: '.assertIsDisplayed().performClick()',
        replace: '.performClick()\n        rule.onNodeWithTag(Tags.SAVE).isDisplayed()',
      },
    ]);
    expect(rules(r)).toContain('assertion-removed');
  });

  it('refuses a weaker assertion and a changed expected count', async () => {
    expect(
      rules(
        await guard([
          { file: 'test', find: 'assertTextEquals("Groceries")', replace: 'assertTextContains("Groceries")' },
        ]),
      ),
    ).toEqual(['assertion-weakened']);
    expect(
      rules(await guard([{ file: 'test', find: 'assertCountEquals(3)', replace: 'assertCountEquals(2)' }])),
    ).toEqual(['assertion-weakened']);
    expect(
      rules(
        await guard([
          { file: 'test', find: '.containsExactly("a", "b").inOrder()', replace: '.containsExactly("a", "b")' },
        ]),
      ),
    ).toEqual(['assertion-weakened']);
  });

  it('allows strengthening and added assertions', async () => {
    const r = await guard([
      {
        file: 'test',
        find: 'rule.onNodeWithText("Saved", substring = true).assertExists()',
        replace:
          'rule.onNodeWithText("Saved", substring = true).assertIsDisplayed()\n        rule.onNodeWithTag("title").assertIsDisplayed()',
      },
    ]);
    expect(r.refusals).toEqual([]);
  });

  it('refuses substring added by name or by position, but not a flag the base already had', async () => {
    expect(
      rules(await guard([{ file: 'test', find: 'onNodeWithTag("title")', replace: 'onNodeWithText("title", true)' }])),
    ).toContain('finder-retargeted');
    expect(
      rules(
        await guard([
          {
            file: 'test',
            find: 'rule.onAllNodesWithTag("row").assertCountEquals(3)',
            replace:
              'rule.onAllNodesWithTag("row").assertCountEquals(3)\n        rule.onNodeWithText("Saved", true).assertExists()',
          },
        ]),
      ),
    ).toEqual([]);
    const widened = await guard([
      {
        file: 'test',
        find: 'onNodeWithTag(Tags.SAVE).assertIsDisplayed()',
        replace: 'onNodeWithTag(Tags.SAVE, true).assertIsDisplayed()',
      },
    ]);
    expect(rules(widened)).toEqual(['finder-widened']);
    expect(widened.refusals[0]!.detail).toMatch(/useUnmergedTree/);
  });

  it('refuses onAllNodes…onFirst() in place of an exactly-one finder', async () => {
    const r = await guard([
      {
        file: 'test',
        find: 'rule.onNodeWithTag("title").assertTextEquals',
        replace: 'rule.onAllNodesWithTag("title").onFirst().assertTextEquals',
      },
    ]);
    expect(rules(r)).toEqual(['finder-widened']);
  });

  it('refuses a finder pointed at another tag', async () => {
    expect(
      rules(await guard([{ file: 'test', find: 'onNodeWithTag("title")', replace: 'onNodeWithTag("subtitle")' }])),
    ).toEqual(['finder-retargeted']);
  });

  it('refuses a tag that tests use removed from app code, and allows moving it within the same node', async () => {
    expect(
      rules(
        await guard([{ file: 'screen', find: 'modifier = Modifier.testTag("title")', replace: 'modifier = Modifier' }]),
      ),
    ).toEqual(['tag-removed']);
    expect(
      rules(
        await guard([
          { file: 'screen', find: 'Modifier.testTag("title")', replace: 'Modifier.semantics { testTag = "title" }' },
        ]),
      ),
    ).toEqual([]);
  });

  it('refuses a stubbed handler and allows a real logic fix', async () => {
    expect(
      rules(await guard([{ file: 'screen', find: 'onClick = { vm.save(title) }', replace: 'onClick = {}' }])),
    ).toEqual(['handler-stubbed']);
    expect(
      rules(
        await guard([
          {
            file: 'screen',
            find: '        if (title.isBlank()) return false\n        repo.add(title)\n        return true',
            replace: '        return true',
          },
        ]),
      ),
    ).toEqual(['handler-stubbed']);
    expect(
      rules(
        await guard([
          {
            file: 'screen',
            find: 'if (title.isBlank()) return false',
            replace: 'if (title.trim().isEmpty()) return false',
          },
        ]),
      ),
    ).toEqual([]);
    // a new placeholder button before the save button shifts lambda positions but stubs nothing
    expect(
      rules(
        await guard([
          {
            file: 'screen',
            find: '        Button(onClick = { vm.save(title) }',
            replace: '        Button(onClick = {}) { Text("Later") }\n        Button(onClick = { vm.save(title) }',
          },
        ]),
      ),
    ).toEqual([]);
  });

  it('refuses @Ignore, a test renamed by a fixer and an added assumption', async () => {
    expect(
      rules(
        await guard([
          {
            file: 'test',
            find: '    @Test\n    fun showsTheTitle',
            replace: '    @Ignore\n    @Test\n    fun showsTheTitle',
          },
        ]),
      ),
    ).toEqual(['test-suppressed']);
    // a renamed test loses its identity for a fixer (heal); in review it is paired with its old body
    const rename = [{ file: 'test' as const, find: 'fun showsTheTitle', replace: 'fun showsTheTitleRenamed' }];
    expect(rules(await guard(rename, { policy: 'heal' })).filter((r) => r !== 'scope')).toEqual(['test-suppressed']);
    expect(rules(await guard(rename))).toEqual([]);
    expect(
      rules(
        await guard([
          { file: 'test', find: 'fun showsTheTitle() {', replace: 'fun showsTheTitle() {\n        assumeTrue(false)' },
        ]),
      ),
    ).toEqual(['test-suppressed']);
  });

  it('refuses runCatching around an assertion', async () => {
    const r = await guard([
      {
        file: 'test',
        find: 'rule.onNodeWithTag("title").assertTextEquals("Groceries")',
        replace: 'runCatching { rule.onNodeWithTag("title").assertTextEquals("Groceries") }',
      },
    ]);
    expect(rules(r)).toEqual(['error-swallowed']);
  });

  it('refuses new runner filters in Gradle Kotlin and Groovy files, and allows removing one', async () => {
    expect(
      rules(
        await guard([
          {
            file: 'kts',
            find: '"true"\n',
            replace: '"true"\n        testInstrumentationRunnerArguments["notClass"] = "x.SaveTest"\n',
          },
        ]),
      ),
    ).toEqual(['runner-filtered']);
    expect(
      rules(
        await guard([
          {
            file: 'groovy',
            find: '// the runner\n',
            replace:
              "// the runner\n        testInstrumentationRunnerArgument 'notAnnotation', 'androidx.test.filters.FlakyTest'\n",
          },
        ]),
      ),
    ).toEqual(['runner-filtered']);
    expect(
      rules(
        await guard([
          {
            file: 'kts',
            find: '        testInstrumentationRunnerArguments["clearPackageData"] = "true"\n',
            replace: '',
          },
        ]),
      ),
    ).toEqual([]);
    // an argument that changes how tests run, not which, is fine
    expect(
      rules(
        await guard([
          {
            file: 'kts',
            find: '"true"\n',
            replace: '"true"\n        testInstrumentationRunnerArguments["useTestStorageService"] = "true"\n',
          },
        ]),
      ),
    ).toEqual([]);
    // reformatting a Groovy statement or its comment changes nothing
    expect(
      rules(
        await guard([
          {
            file: 'groovy',
            find: 'testInstrumentationRunner "androidx.test.runner.AndroidJUnitRunner" // the runner',
            replace: "testInstrumentationRunner    'androidx.test.runner.AndroidJUnitRunner'",
          },
        ]),
      ),
    ).toEqual([]);
  });

  it('refuses app code that starts detecting the test environment', async () => {
    const r = await guard([
      {
        file: 'screen',
        find: '        if (title.isBlank()) return false',
        replace:
          '        if (title.isBlank()) return false\n        if (Build.FINGERPRINT.startsWith("generic")) return true',
      },
    ]);
    expect(rules(r)).toEqual(['test-detection']);
  });

  it('refuses app code that special-cases a value only the tests use, not a literal of its own', async () => {
    const special = await guard([
      {
        file: 'screen',
        find: '        if (title.isBlank()) return false',
        replace: '        if (title.isBlank()) return false\n        if (title == "Groceries") return true',
      },
    ]);
    expect(rules(special)).toEqual(['test-detection']);
    const own = await guard([
      {
        file: 'screen',
        find: '        if (title.isBlank()) return false',
        replace: '        if (title.isBlank() || title == "Untitled") return false',
      },
    ]);
    expect(own.refusals).toEqual([]);
  });

  it('applies the write scope and the confidence floor only under the heal policy', async () => {
    const edit: Edit[] = [{ file: 'test', find: 'savesTheNote() {', replace: 'savesTheNote() {\n        // comment' }];
    expect(rules(await guard(edit, { policy: 'review' }))).toEqual([]);
    expect(rules(await guard(edit, { policy: 'heal' }))).toEqual(['scope']);
    const fix: Edit[] = [
      {
        file: 'screen',
        find: 'if (title.isBlank()) return false',
        replace: 'if (title.trim().isEmpty()) return false',
      },
    ];
    expect(rules(await guard(fix, { policy: 'heal', confidence: 0.5 }))).toEqual(['confidence']);
    expect(rules(await guard(fix, { policy: 'heal', confidence: 0.7 }))).toEqual([]);
    expect(rules(await guard(fix, { policy: 'review', confidence: 0.1 }))).toEqual([]);
  });

  it('reads the write scope from droidheal.json at the base revision', async () => {
    const before = {
      'droidheal.json': JSON.stringify({ guard: { writeScope: { deny: ['app/src/main/**'] }, confidenceFloor: 0.9 } }),
    };
    const head = { [paths.screen]: screen.replace('return false', 'return !true') };
    const r = await guardOnTop(repo, head, { before, policy: 'heal', confidence: 0.8 });
    expect(rules(r).sort()).toEqual(['confidence', 'scope']);
  });

  it('rejects a malformed guard config at the base revision with a one-line error naming the key', async () => {
    const bad = await repo.commit({ 'droidheal.json': JSON.stringify({ guard: { confidenceFloor: 2 } }) });
    try {
      const err = await guardChange({ repo: repo.dir, base: bad, policy: 'heal' }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).line).toMatch(/^droidheal\.json: \$\.guard\.confidenceFloor: /);
      expect((err as ConfigError).exitCode).toBe(2);
    } finally {
      await repo.git(['reset', '-q', '--hard', repo.base]);
    }
  });

  it('reads the working tree as head, including untracked files', async () => {
    const r = await guard([{ file: 'test', find: 'assertCountEquals(3)', replace: 'assertCountEquals(2)' }], {
      workingTree: true,
    });
    expect(rules(r)).toEqual(['assertion-weakened']);
    await repo.write({
      'app/src/androidTest/java/x/NewTest.kt': 'package x\nclass NewTest {\n  @Test @Ignore fun t() {}\n}\n',
    });
    try {
      const fresh = await guardChange({ repo: repo.dir, base: repo.base, policy: 'heal' });
      expect(fresh.refusals.map((x) => x.file)).toEqual(['app/src/androidTest/java/x/NewTest.kt']);
      expect(fresh.checkedFiles).toBe(1);
    } finally {
      await repo.git(['clean', '-q', '-fd']);
    }
  });

  it('says whether a lost assertion was the one the finding asked to satisfy', async () => {
    const edit: Edit[] = [
      {
        file: 'test',
        find: 'rule.onNodeWithTag("title").assertTextEquals("Groceries")',
        replace: 'rule.onNodeWithTag("title")',
      },
    ];
    const asked = await guard(edit, {
      finding: {
        tests: [{ class: 'x.SaveTest', method: 'showsTheTitle' }],
        assertion: 'onNodeWithTag("title").assertTextEquals("Groceries")',
      },
    });
    expect(asked.refusals[0]).toMatchObject({ rule: 'assertion-removed', asked: true });
    expect(asked.refusals[0]!.detail).toMatch(/^removed the assertion it was asked to satisfy: /);
    const other = await guard(edit, { finding: { tests: [{ class: 'x.SaveTest', method: 'savesTheNote' }] } });
    expect(other.refusals[0]).toMatchObject({ rule: 'assertion-removed', asked: false });
  });

  it('follows a helper declared in another test file, so dropping its call removes its assertions', async () => {
    const r = await guard([{ file: 'test', find: '        robot.checkSaved()\n', replace: '' }]);
    expect(rules(r)).toEqual(['assertion-removed']);
    expect(r.refusals[0]!.detail).toContain('onNodeWithText("Saved").assertIsDisplayed()');
  });

  it('compares the matcher of a node wait like a finder', async () => {
    const r = await guard([
      {
        file: 'test',
        find: 'waitUntilExactlyOneExists(hasTestTag("list")',
        replace: 'waitUntilExactlyOneExists(hasTestTag("list") or hasText("Notes")',
      },
    ]);
    expect(rules(r)).toEqual(['finder-widened']);
    const longer = await guard([{ file: 'test', find: 'timeoutMillis = 2_000)', replace: 'timeoutMillis = 10_000)' }]);
    expect(longer.refusals).toEqual([]);
  });

  it('refuses a removed @Rule and an added retry rule', async () => {
    expect(
      rules(
        await guard([
          {
            file: 'test',
            find: '    @get:Rule\n    val rule = createComposeRule()\n',
            replace: '    val rule = createComposeRule()\n',
          },
        ]),
      ),
    ).toEqual(['test-suppressed']);
    expect(
      rules(
        await guard([
          {
            file: 'test',
            find: '    val rule = createComposeRule()\n',
            replace: '    val rule = createComposeRule()\n\n    @get:Rule\n    val retry = RetryRule(times = 3)\n',
          },
        ]),
      ),
    ).toEqual(['test-suppressed']);
  });

  it('allows splitting a test in two within its class, but not moving its checks to another class', async () => {
    const split = await guard([
      {
        file: 'test',
        find: '        assertThat(repo.notes).containsExactly("a", "b").inOrder()\n',
        replace:
          '    }\n\n    @Test\n    fun keepsTheOrder() {\n        assertThat(repo.notes).containsExactly("a", "b").inOrder()\n',
      },
    ]);
    expect(split.refusals).toEqual([]);
  });

  it('refuses switching screenshot tests to record mode', async () => {
    const r = await guard([
      {
        file: 'kts',
        find: 'android {',
        replace: 'tasks.withType<Test> { systemProperty("roborazzi.test.record", "true") }\nandroid {',
      },
    ]);
    expect(rules(r)).toEqual(['runner-filtered']);
  });

  it('allows reformatting a test and renaming a local', async () => {
    const r = await guard([
      {
        file: 'test',
        find: 'rule.onNodeWithTag(Tags.SAVE).assertIsDisplayed().performClick()',
        replace:
          'val save = Tags.SAVE\n        rule\n            .onNodeWithTag(save)\n            .assertIsDisplayed()\n            .performClick()',
      },
    ]);
    expect(r.refusals).toEqual([]);
  });
});
