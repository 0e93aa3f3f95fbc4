import { describe, expect, it } from 'vitest';
import { lines, refusals, refusalsOnlyMatching } from './rules-harness.js';

/**
 * The app, build and constant rules (src/guard/rules/app.ts) on in-memory sources: each case names
 * the exact refusal lines it expects, or none. The test file is the same on both sides, so only the
 * app or build change is judged; tests "use" what this file mentions.
 */

const A = 'app/src/main/java/x/SaveScreen.kt';
const T = 'app/src/androidTest/java/x/SaveTest.kt';
const screen = (body: string) => `package x

object Tags {
    const val SAVE = "save"
    const val LIMIT = 3
}

${body}
`;
const usesTests = `package x

class SaveTest {
    @Test
    fun a() {
        rule.onNodeWithTag("title").assertIsDisplayed()
        rule.onNodeWithTag(Tags.SAVE).performClick()
        rule.onNodeWithTag("row_1").assertExists()
        rule.onNodeWithText("Saved").assertExists()
        rule.onNodeWithText("Groceries").assertExists()
    }
}
`;
const composable = (inner: string) => `@Composable
fun SaveScreen(vm: SaveViewModel, title: String) {
${inner
  .split('\n')
  .map((l) => `    ${l}`)
  .join('\n')}
}`;
const cases: Array<[string, string, string, string[]]> = [
  [
    'refuses a test tag that tests use removed from app code',
    composable('Text(text = title, modifier = Modifier.testTag("title"))'),
    composable('Text(text = title, modifier = Modifier)'),
    [
      'tag-removed app/src/main/java/x/SaveScreen.kt:10 removed a test tag that tests use: "title" in Modifier.testTag("title")',
    ],
  ],
  [
    'allows removing a tag no test uses',
    composable('Text(text = title, modifier = Modifier.testTag("other"))'),
    composable('Text(text = title, modifier = Modifier)'),
    [],
  ],
  [
    'refuses a tag written as a constant that tests use removed',
    composable('Button(onClick = { vm.save(title) }, modifier = Modifier.testTag(Tags.SAVE)) {}'),
    composable('Button(onClick = { vm.save(title) }, modifier = Modifier) {}'),
    [
      'tag-removed app/src/main/java/x/SaveScreen.kt:10 removed a test tag that tests use: "save" (Tags.SAVE) in Modifier.testTag(Tags.SAVE)',
    ],
  ],
  [
    'refuses a template tag whose prefix tests use removed',
    composable('Row(modifier = Modifier.testTag("row_${id}")) {}'),
    composable('Row(modifier = Modifier) {}'),
    [
      'tag-removed app/src/main/java/x/SaveScreen.kt:10 removed a test tag that tests use: "row_${}" in Modifier.testTag("row_${id}")',
    ],
  ],
  [
    'allows moving a tag within the modifiers of its node',
    composable('Text(text = title, modifier = Modifier.testTag("title"))'),
    composable('Text(text = title, modifier = Modifier.padding(4.dp).testTag("title"))'),
    [],
  ],
  [
    'refuses a tag moved onto another standard composable',
    composable('Text(text = title, modifier = Modifier.testTag("title"))'),
    composable('Box(modifier = Modifier.testTag("title")) {\n    Text(text = title)\n}'),
    [
      'tag-removed app/src/main/java/x/SaveScreen.kt:10 moved a test tag that tests use from Text to Box: "title" in Modifier.testTag("title")',
    ],
  ],
  [
    "allows handing the tagged modifier to a composable of the app's own",
    composable('Text(text = title, modifier = Modifier.testTag("title"))'),
    composable('TitleCard(modifier = Modifier.testTag("title"))'),
    [],
  ],
  [
    'refuses semantics that claim a text the tests look for',
    composable('Text(text = title)'),
    composable('Text(text = title, modifier = Modifier.semantics { contentDescription = "Saved" })'),
    [
      'tag-removed app/src/main/java/x/SaveScreen.kt:10 added semantics that claim what a test looks for: contentDescription = "Saved" ("Saved" appears in the tests)',
    ],
  ],
  [
    'allows semantics no test looks for',
    composable('Text(text = title)'),
    composable('Text(text = title, modifier = Modifier.semantics { contentDescription = "Nothing" })'),
    [],
  ],
  [
    'refuses an onClick lambda made empty',
    composable('Button(onClick = { vm.save(title) }) {}'),
    composable('Button(onClick = {}) {}'),
    [
      'handler-stubbed app/src/main/java/x/SaveScreen.kt:10 made a body trivial (empty body {}): SaveScreen.SaveScreen>Button.onClick: Button(onClick = {}) {}',
    ],
  ],
  [
    'refuses a function body made constant',
    'class SaveViewModel(private val repo: Repo) {\n    fun save(title: String): Boolean {\n        if (title.isBlank()) return false\n        repo.add(title)\n        return true\n    }\n}',
    'class SaveViewModel(private val repo: Repo) {\n    fun save(title: String): Boolean {\n        return true\n    }\n}',
    [
      'handler-stubbed app/src/main/java/x/SaveScreen.kt:9 made a body trivial (constant true): SaveViewModel.save: fun save(title: String): Boolean { return true }',
    ],
  ],
  [
    // sample data whose elements had behaviour (anonymous objects overriding `reply`) rewritten as plain
    // records, the behaviour moved elsewhere: data before and after, not a stubbed handler
    'allows a sample-data list of objects rewritten as a list of records',
    'class Contact(val id: Long) {\n    companion object {\n        val CONTACTS = listOf(\n            object : Contact(1L) {\n                override fun reply(text: String) = build { this.text = "Meow" }\n            },\n        )\n    }\n}',
    'class Contact(val id: Long) {\n    companion object {\n        val CONTACTS = listOf(Contact(1L))\n    }\n}',
    [],
  ],
  [
    'refuses a visible property that read the repository made a constant list',
    'class SaveViewModel(private val repo: Repo) {\n    val titles = repo.titles()\n}',
    'class SaveViewModel(private val repo: Repo) {\n    val titles = listOf(Title("Groceries"))\n}',
    [
      'handler-stubbed app/src/main/java/x/SaveScreen.kt:9 made a body trivial (constant listOf(Title("Groceries"))): SaveViewModel.titles/val: val titles = listOf(Title("Groceries"))',
    ],
  ],
  [
    // a property that started at an enum entry, made to start at null: a fixed value for another, no work lost
    'allows a property starting at an enum entry or a named constant made to start at null',
    'abstract class StatusView {\n    var action: Filter.Action = Filter.Action.NONE\n    var size = DEFAULT_SIZE\n}',
    'abstract class StatusView {\n    var action: Filter.Action? = null\n    var size: Int? = null\n}',
    [],
  ],
  [
    'still refuses a visible property that read the repository made an enum entry',
    'class SaveViewModel(private val repo: Repo) {\n    val mode = repo.mode()\n}',
    'class SaveViewModel(private val repo: Repo) {\n    val mode = Mode.OFFLINE\n}',
    [
      'handler-stubbed app/src/main/java/x/SaveScreen.kt:9 made a body trivial (constant Mode.OFFLINE): SaveViewModel.mode/val: val mode = Mode.OFFLINE',
    ],
  ],
  [
    // issue 27 (Catrobat/Catroid 2a801f96a4, Java flavour constants): a URL built from a base constant made a literal
    'allows a property that joins named constants and literals made a literal',
    'object Urls {\n    val BASE_URL = MAIN_URL + "/pocketcode/"\n    val HELP_URL = (Host.MAIN + "/help/" + 2)\n}',
    'object Urls {\n    val BASE_URL = "https://example.org/docs/"\n    val HELP_URL = "https://example.org/docs/"\n}',
    [],
  ],
  [
    'still refuses a property joining a computed value and a literal made a literal',
    'object Urls {\n    val BASE_URL = settings.host() + "/pocketcode/"\n}',
    'object Urls {\n    val BASE_URL = "https://example.org/docs/"\n}',
    [
      'handler-stubbed app/src/main/java/x/SaveScreen.kt:9 made a body trivial (constant "https://example.org/docs/"): ' +
        'Urls.BASE_URL/val: val BASE_URL = "https://example.org/docs/"',
    ],
  ],
  [
    // issue 27 (commons-app/apps-android-commons ae52267a27, a class converted from Java): `"/w/" + segment` made
    // `"/w/$segment"` — a `$name` template reads the parameter, the grammar's two string_content tokens notwithstanding
    'allows a function joining text and its parameter made one string template',
    'class WikiSite {\n    fun path(segment: String): String {\n        return "/w/" + segment\n    }\n}',
    'class WikiSite {\n    fun path(segment: String): String = "/w/$segment"\n}',
    [],
  ],
  [
    // issue 27 (commons-app/apps-android-commons 2c8c441f25): an empty `ArrayList<T>()` made `mutableListOf<T>()`
    'allows a property starting at a new empty collection made to start at another',
    'class FailedUploads {\n    var contributions = ArrayList<Contribution>()\n    var seen = HashMap<String, Int>()\n}',
    'class FailedUploads {\n    var contributions = mutableListOf<Contribution>()\n    var seen = mutableMapOf<String, Int>()\n}',
    [],
  ],
  [
    // commons-app ef9d9ed3f3 (Java): `new HashMap<>(Label.values().length)` made `new HashMap<>()`, filled by a static block
    'allows a new collection given only a capacity made one without it',
    'class Labels {\n    val byText = HashMap<String, Label>(Label.values().size)\n    val seen: MutableList<String> = ArrayList(16)\n}',
    'class Labels {\n    val byText = HashMap<String, Label>()\n    val seen: MutableList<String> = ArrayList()\n}',
    [],
  ],
  [
    'still refuses a property that read the repository made a new empty collection',
    'class FailedUploads(private val repo: Repo) {\n    val contributions = repo.failed()\n}',
    'class FailedUploads(private val repo: Repo) {\n    val contributions = ArrayList<Contribution>()\n}',
    [
      'handler-stubbed app/src/main/java/x/SaveScreen.kt:9 made a body trivial (constant ArrayList<Contribution>()): FailedUploads.contributions/val: val contributions = ArrayList<Contribution>()',
    ],
  ],
  [
    'still refuses it made a fixed string',
    'class WikiSite {\n    fun path(segment: String): String {\n        return "/w/" + segment\n    }\n}',
    'class WikiSite {\n    fun path(segment: String): String = "/w/segment"\n}',
    [
      'handler-stubbed app/src/main/java/x/SaveScreen.kt:9 made a body trivial (constant "/w/segment"): WikiSite.path: fun path(segment: String): String = "/w/segment"',
    ],
  ],
  [
    'allows a real logic fix',
    'class SaveViewModel(private val repo: Repo) {\n    fun save(title: String): Boolean {\n        if (title.isBlank()) return false\n        repo.add(title)\n        return true\n    }\n}',
    'class SaveViewModel(private val repo: Repo) {\n    fun save(title: String): Boolean {\n        if (title.trim().isEmpty()) return false\n        repo.add(title)\n        return true\n    }\n}',
    [],
  ],
  [
    'allows a fake implementation to be trivial',
    'class FakeRepo : Repo {\n    override fun add(title: String) {\n        items.add(title)\n    }\n}',
    'class FakeRepo : Repo {\n    override fun add(title: String) {\n    }\n}',
    [],
  ],
  [
    'allows a trivial lambda added before a working one',
    composable('Button(onClick = { vm.save(title) }) {}'),
    composable('Button(onClick = {}) {}\nButton(onClick = { vm.save(title) }) {}'),
    [],
  ],
  [
    'refuses every stubbed lambda of the same callee',
    composable('Button(onClick = { vm.save(title) }) {}\nButton(onClick = { vm.load() }) {}'),
    composable('Button(onClick = {}) {}\nButton(onClick = {}) {}'),
    [
      'handler-stubbed app/src/main/java/x/SaveScreen.kt:10 made a body trivial (empty body {}): SaveScreen.SaveScreen>Button.onClick: Button(onClick = {}) {}',
      'handler-stubbed app/src/main/java/x/SaveScreen.kt:11 made a body trivial (empty body {}): SaveScreen.SaveScreen>Button.onClick: Button(onClick = {}) {}',
    ],
  ],
  [
    'refuses app code that special-cases a value only the tests use',
    'fun check(title: String): Boolean {\n    if (title.isBlank()) return false\n    return true\n}',
    'fun check(title: String): Boolean {\n    if (title.isBlank()) return false\n    if (title == "Groceries") return true\n    return true\n}',
    [
      'test-detection app/src/main/java/x/SaveScreen.kt:10 app code now special-cases "Groceries", a value only the tests use: if (title == "Groceries") return true',
    ],
  ],
  [
    "allows a new comparison with a literal of the app's own",
    'fun check(title: String): Boolean {\n    if (title.isBlank()) return false\n    return true\n}',
    'fun check(title: String): Boolean {\n    if (title.isBlank() || title == "Untitled") return false\n    return true\n}',
    [],
  ],
  [
    'allows a comparison with a value the app already uses',
    'fun check(title: String): Boolean {\n    if (title.isBlank()) return false\n    return title != "Saved"\n}',
    'fun check(title: String): Boolean {\n    if (title == "Saved") return false\n    return title != "Saved"\n}',
    [],
  ],
  [
    'refuses app code that reads Build.FINGERPRINT',
    'fun check(title: String): Boolean {\n    return true\n}',
    'fun check(title: String): Boolean {\n    if (Build.FINGERPRINT.contains("generic")) return false\n    return true\n}',
    [
      'test-detection app/src/main/java/x/SaveScreen.kt:9 app code now detects the test environment (Build.FINGERPRINT): if (Build.FINGERPRINT.contains("generic")) return false',
    ],
  ],
  [
    "allows a tool naming a coverage flag, a build dependency or an SDK's instrumentation",
    'fun args(): List<String> {\n    return listOf("--verbose")\n}',
    'fun args(): List<String> {\n    return listOf("--instrumentation_filter=//app", "junit:junit:4.13.2", "okhttp-instrumentation")\n}',
    [],
  ],
  [
    'refuses app code that looks the instrumentation up',
    'fun check(title: String): Boolean {\n    return true\n}',
    'fun check(title: String): Boolean {\n    if (System.getProperty("instrumentation") != null) return false\n    return true\n}',
    [
      'test-detection app/src/main/java/x/SaveScreen.kt:9 app code now detects the test environment (getProperty("instrumentation")): if (System.getProperty("instrumentation") != null) return false',
    ],
  ],
  [
    'refuses app code that loads a test framework class by name',
    'fun check(title: String): Boolean {\n    return true\n}',
    'fun check(title: String): Boolean {\n    return runCatching { Class.forName("org.junit.Test") }.isFailure\n}',
    [
      'test-detection app/src/main/java/x/SaveScreen.kt:9 app code now detects the test environment ("org.junit.Test"): Class.forName("org.junit.Test")',
    ],
  ],
  [
    'refuses app code that asks for the test harness',
    'fun check(title: String): Boolean {\n    return true\n}',
    'fun check(title: String): Boolean {\n    if (ActivityManager.isRunningInTestHarness()) return false\n    return true\n}',
    [
      'test-detection app/src/main/java/x/SaveScreen.kt:9 app code now detects the test environment (isRunningInTestHarness): if (ActivityManager.isRunningInTestHarness()) return false',
    ],
  ],
];

const K = 'app/build.gradle.kts';
const G = 'lib/build.gradle';
const P = 'gradle.properties';
const C = '.github/workflows/ci.yml';
const builds: Array<[string, Record<string, string>, Record<string, string>, string[]]> = [
  [
    'refuses switching screenshot tests to record mode',
    { [K]: 'android {\n}\n' },
    { [K]: 'tasks.withType<Test> { systemProperty("roborazzi.test.record", "true") }\nandroid {\n}\n' },
    [
      'runner-filtered app/build.gradle.kts:1 changed which tests run or how they count: systemProperty("roborazzi.test.record", "true")',
    ],
  ],
  [
    'allows requoting a Groovy runner setting',
    {
      [G]: 'android {\n    defaultConfig {\n        testInstrumentationRunner "androidx.test.runner.AndroidJUnitRunner" // the runner\n    }\n}\n',
    },
    {
      [G]: "android {\n    defaultConfig {\n        testInstrumentationRunner    'androidx.test.runner.AndroidJUnitRunner'\n    }\n}\n",
    },
    [],
  ],
  [
    'refuses a harmless argument whose value selects tests',
    { [K]: 'android {\n}\n' },
    {
      [K]: 'android {\n    defaultConfig {\n        testInstrumentationRunnerArguments["listener"] = "x.filter"\n    }\n}\n',
    },
    [
      'runner-filtered app/build.gradle.kts:3 changed which tests run or how they count: testInstrumentationRunnerArguments["listener"] = "x.filter"',
    ],
  ],
  [
    'refuses a notClass runner argument added in Gradle Kotlin',
    {
      [K]: 'android {\n    defaultConfig {\n        testInstrumentationRunnerArguments["clearPackageData"] = "true"\n    }\n}\n',
    },
    {
      [K]: 'android {\n    defaultConfig {\n        testInstrumentationRunnerArguments["clearPackageData"] = "true"\n        testInstrumentationRunnerArguments["notClass"] = "x.SaveTest"\n    }\n}\n',
    },
    [
      'runner-filtered app/build.gradle.kts:4 changed which tests run or how they count: testInstrumentationRunnerArguments["notClass"] = "x.SaveTest"',
    ],
  ],
  [
    'allows a harmless runner argument',
    { [K]: 'android {\n    defaultConfig {\n    }\n}\n' },
    {
      [K]: 'android {\n    defaultConfig {\n        testInstrumentationRunnerArguments["useTestStorageService"] = "true"\n    }\n}\n',
    },
    [],
  ],
  [
    'allows removing a runner filter',
    {
      [K]: 'android {\n    defaultConfig {\n        testInstrumentationRunnerArguments["notClass"] = "x.SaveTest"\n    }\n}\n',
    },
    { [K]: 'android {\n    defaultConfig {\n    }\n}\n' },
    [],
  ],
  [
    'refuses an annotation filter added in Groovy',
    { [G]: 'android {\n    defaultConfig {\n    }\n}\n' },
    {
      [G]: 'android {\n    defaultConfig {\n        testInstrumentationRunnerArgument "annotation", "x.Smoke"\n    }\n}\n',
    },
    [
      'runner-filtered lib/build.gradle:3 changed which tests run or how they count: testInstrumentationRunnerArgument "annotation" , "x.Smoke"',
    ],
  ],
  [
    'refuses a runner filter added in gradle.properties',
    { [P]: 'org.gradle.jvmargs=-Xmx2g\n' },
    { [P]: 'org.gradle.jvmargs=-Xmx2g\nandroid.testInstrumentationRunnerArguments.notPackage=x.slow\n' },
    [
      'runner-filtered gradle.properties:2 changed which tests run or how they count: android.testInstrumentationRunnerArguments.notPackage=x.slow',
    ],
  ],
  [
    'refuses a runner filter added in a CI workflow',
    { [C]: 'jobs:\n  test:\n    steps:\n      - run: ./gradlew connectedCheck\n' },
    {
      [C]: 'jobs:\n  test:\n    steps:\n      - run: ./gradlew connectedCheck -Pandroid.testInstrumentationRunnerArguments.class=x.SaveTest\n',
    },
    [
      'runner-filtered .github/workflows/ci.yml:4 changed which tests run or how they count: - run: ./gradlew connectedCheck -Pandroid.testInstrumentationRunnerArguments.class=x.SaveTest',
    ],
  ],
  [
    'refuses an argument that only looks harmless',
    { [K]: 'android {\n    defaultConfig {\n    }\n}\n' },
    {
      [K]: 'android {\n    defaultConfig {\n        testInstrumentationRunnerArguments["listener"] = "x.Filter"\n        testInstrumentationRunnerArguments["coverage_class"] = "true"\n    }\n}\n',
    },
    [
      'runner-filtered app/build.gradle.kts:4 changed which tests run or how they count: testInstrumentationRunnerArguments["coverage_class"] = "true"',
    ],
  ],
];

describe('app rules', () => {
  it.each(cases)('%s', async (_name, base, head, expected) => {
    expect(lines(await refusals({ [A]: screen(base), [T]: usesTests }, { [A]: screen(head), [T]: usesTests }))).toEqual(
      expected,
    );
  });

  it("reads a join's separator as no claimed text; a joined text the tests look for still is one", async () => {
    // wireapp/wire-android ada3f4fe42: `listOf(name, label).joinToString(", ")`, its `", "` found in every test
    // that passes two strings
    const tests = usesTests.replace('rule.onNodeWithText("Saved")', 'rule.onNode(hasText("Saved", "x"))');
    const judged = async (description: string) =>
      lines(
        await refusals(
          { [A]: screen(composable('Text(text = title)')), [T]: tests },
          {
            [A]: screen(
              composable(
                `Text(text = title, modifier = Modifier.clearAndSetSemantics { contentDescription = ${description} })`,
              ),
            ),
            [T]: tests,
          },
        ),
      );
    expect(await judged('listOf(title, vm.label).joinToString(", ")')).toEqual([]);
    expect(await judged('listOf(title, vm.label).joinToString(separator = ", ")')).toEqual([]);
    expect(await judged('listOf(title, "Saved").joinToString(", ")')).toEqual([
      'tag-removed app/src/main/java/x/SaveScreen.kt:10 added semantics that claim what a test looks for: Modifier.clearAndSetSemantics { contentDescription = listOf(title, "Saved").joinToString(", ") } ("Saved" appears in the tests)',
    ]);
    expect(await judged('", "')).toContain(
      'tag-removed app/src/main/java/x/SaveScreen.kt:10 added semantics that claim what a test looks for: Modifier.clearAndSetSemantics { contentDescription = ", " } (", " appears in the tests)',
    );
  });

  it('refuses a changed string constant that tests use, and not a changed number', async () => {
    const base = screen('fun a() = 1');
    const head = base.replace('"save"', '"save2"').replace('LIMIT = 3', 'LIMIT = 4');
    expect(lines(await refusals({ [A]: base, [T]: usesTests }, { [A]: head, [T]: usesTests }))).toEqual([
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:7 SaveTest.a retargeted the finder: hasTestTag "save" → "save2" in rule.onNodeWithTag(Tags.SAVE).performClick()',
      'finder-retargeted app/src/main/java/x/SaveScreen.kt:4 changed the value of a constant that tests use: SAVE: "save" → "save2"',
    ]);
  });
});

describe('build rules', () => {
  it.each(builds)('%s', async (_name, base, head, expected) => {
    expect(lines(await refusals(base, head))).toEqual(expected);
  });
});

describe('app rules, edges', () => {
  const tests = `package x\n\nclass SaveTest {\n    @Test\n    fun a() {\n        rule.onNodeWithTag("title").assertIsDisplayed()\n        rule.onNodeWithTag(Tags.SAVE).performClick()\n        rule.onNodeWithTag("1_row").assertExists()\n        rule.onNodeWithText("Saved").assertExists()\n    }\n}\n`;
  const app = (body: string) =>
    `package x\n\nobject Tags {\n    const val SAVE = "save"\n    const val OTHER = "other"\n}\n\n${body}\n`;
  const judge = async (base: string, head: string) =>
    lines(await refusals({ [A]: base, [T]: tests }, { [A]: head, [T]: tests }));
  const edges: Array<[string, string, string, string[]]> = [
    [
      'cannot look up a template tag that starts with a hole, so does not refuse it',
      'fun S() {\n    Row(modifier = Modifier.testTag("${id}_row")) {}\n}',
      'fun S() {\n    Row(modifier = Modifier) {}\n}',
      [],
    ],
    [
      'allows a NoOp class to do nothing',
      'class NoOpRepo : Repo {\n    override fun add(title: String) {\n        log(title)\n        items.add(title)\n    }\n}',
      'class NoOpRepo : Repo {\n    override fun add(title: String) {\n    }\n}',
      [],
    ],
    [
      'allows a …Stub class to do nothing',
      'class RepoStub : Repo {\n    override fun add(title: String) {\n        items.add(title)\n    }\n}',
      'class RepoStub : Repo {\n    override fun add(title: String) {\n    }\n}',
      [],
    ],
    [
      'refuses the same change in a class that is not a double',
      'class RealRepo : Repo {\n    override fun add(title: String) {\n        items.add(title)\n    }\n}',
      'class RealRepo : Repo {\n    override fun add(title: String) {\n    }\n}',
      [
        'handler-stubbed app/src/main/java/x/SaveScreen.kt:9 made a body trivial (empty body {}): RealRepo.add: override fun add(title: String) { }',
      ],
    ],
    [
      'refuses only the lambda that was stubbed of two for the same callee',
      'fun S() {\n    Button(onClick = { vm.save() }) {}\n    Button(onClick = { vm.load() }) {}\n}',
      'fun S() {\n    Button(onClick = { vm.save() }) {}\n    Button(onClick = {}) {}\n}',
      [
        'handler-stubbed app/src/main/java/x/SaveScreen.kt:10 made a body trivial (empty body {}): SaveScreen.S>Button.onClick: Button(onClick = {}) {}',
      ],
    ],
    [
      'refuses a body replaced by TODO()',
      'class Vm {\n    fun save(t: String) {\n        repo.add(t)\n    }\n}',
      'class Vm {\n    fun save(t: String) {\n        TODO()\n    }\n}',
      [
        'handler-stubbed app/src/main/java/x/SaveScreen.kt:9 made a body trivial (TODO()): Vm.save: fun save(t: String) { TODO() }',
      ],
    ],
    [
      'allows a change next to a detection the base already had',
      'fun c(): Boolean {\n    if (Build.FINGERPRINT.contains("generic")) return false\n    return true\n}',
      'fun c(): Boolean {\n    if (Build.FINGERPRINT.contains("generic")) return true\n    return true\n}',
      [],
    ],
  ];
  it.each(edges)('%s', async (_name, base, head, expected) => {
    expect(await judge(app(base), app(head))).toEqual(expected);
  });

  it('refuses no constant change that no test uses, nor a deleted constant (the finder rule sees that)', async () => {
    const base = app('fun a() = 1');
    expect(await judge(base, base.replace('"other"', '"another"'))).toEqual([]);
    expect(await judge(base, base.replace('    const val SAVE = "save"\n', ''))).toEqual([
      'finder-retargeted app/src/androidTest/java/x/SaveTest.kt:7 SaveTest.a retargeted the finder: hasTestTag "save" → Tags.SAVE in rule.onNodeWithTag(Tags.SAVE).performClick()',
    ]);
  });
});

describe('app rules judge what the change added, not what was there before', () => {
  const SPOOF = 'Text(text = title, modifier = Modifier.semantics { contentDescription = "Saved" })';
  const checkFn = (...body: string[]) =>
    `fun check(title: String): Boolean {\n${body.map((l) => `    ${l}`).join('\n')}\n}`;
  const repo = (cls: string, body: string) =>
    `class ${cls} {\n    fun load(): List<String> {\n        return ${body}\n    }\n}`;
  const more: Array<[string, string, string, string[]]> = [
    [
      'allows semantics that claimed the text before the change',
      composable(`${SPOOF}\nText(text = "a")`),
      composable(`${SPOOF}\nText(text = "b")`),
      [],
    ],
    [
      'refuses a second copy of such semantics (counted, not just present)',
      composable(`${SPOOF}\nText(text = "a")`),
      composable(`${SPOOF}\n${SPOOF}`),
      [
        'tag-removed app/src/main/java/x/SaveScreen.kt:11 added semantics that claim what a test looks for: contentDescription = "Saved" ("Saved" appears in the tests)',
      ],
    ],
    [
      'allows a special case of a test value that was there before the change',
      checkFn('if (title == "Groceries") return true', 'return true'),
      checkFn('if (title == "Groceries") return true', 'return false'),
      [],
    ],
    [
      'allows a test-environment check that was there before the change',
      checkFn('if (Build.FINGERPRINT.contains("generic")) return false', 'return true'),
      checkFn('if (Build.FINGERPRINT.contains("generic")) return false', 'return title.isEmpty()'),
      [],
    ],
    [
      'allows a handler that was already empty',
      composable('Button(onClick = {}) {}'),
      composable('Button(onClick = {}) {}\nText(text = "x")'),
      [],
    ],
    [
      'allows an empty handler added beside the working one it kept',
      composable('Button(onClick = { vm.save(title) }) {}'),
      composable('Button(onClick = {}) {}\nButton(onClick = { vm.save(title) }) {}'),
      [],
    ],
    [
      'refuses only the handler that did work, not the one that was already empty',
      composable('Button(onClick = { vm.save(title) }) {}\nButton(onClick = {}) {}'),
      composable('Button(onClick = {}) {}\nButton(onClick = {}) {}'),
      [
        'handler-stubbed app/src/main/java/x/SaveScreen.kt:10 made a body trivial (empty body {}): SaveScreen.SaveScreen>Button.onClick: Button(onClick = {}) {}',
      ],
    ],
    [
      'allows a fake named with Fake as a prefix to return a constant',
      repo('FakeRepo', 'db.all()'),
      repo('FakeRepo', 'emptyList()'),
      [],
    ],
    [
      'allows a fake named with Fake as a suffix to return a constant',
      repo('RepoFake', 'db.all()'),
      repo('RepoFake', 'emptyList()'),
      [],
    ],
    [
      'refuses a class that only has Mock inside its name (a mock-location detector) now returning a constant',
      'class GpsMockDetector {\n    fun isSpoofed(location: Location): Boolean {\n        return location.isMock\n    }\n}',
      'class GpsMockDetector {\n    fun isSpoofed(location: Location): Boolean {\n        return false\n    }\n}',
      [
        'handler-stubbed app/src/main/java/x/SaveScreen.kt:9 made a body trivial (constant false): GpsMockDetector.isSpoofed: fun isSpoofed(location: Location): Boolean { return false }',
      ],
    ],
    [
      'refuses a repository that now returns a constant',
      repo('Repo', 'db.all()'),
      repo('Repo', 'emptyList()'),
      [
        'handler-stubbed app/src/main/java/x/SaveScreen.kt:9 made a body trivial (constant emptyList()): Repo.load: fun load(): List<String> { return emptyList() }',
      ],
    ],
    [
      'refuses a template tag whose prefix changed',
      composable('Row(modifier = Modifier.testTag("row_${id}")) {}'),
      composable('Row(modifier = Modifier.testTag("line_${id}")) {}'),
      [
        'tag-removed app/src/main/java/x/SaveScreen.kt:10 removed a test tag that tests use: "row_${}" in Modifier.testTag("row_${id}")',
      ],
    ],
  ];
  it.each(more)('%s', async (_name, base, head, expected) => {
    expect(lines(await refusals({ [A]: screen(base), [T]: usesTests }, { [A]: screen(head), [T]: usesTests }))).toEqual(
      expected,
    );
  });
});

describe('app rules: which removed tags the tests use (answered as git grep -o does)', () => {
  const tests = `package x\n\nclass NotesTest {\n    @Test\n    fun a() {\n        rule.onNodeWithTag("save").performClick()\n        rule.onNodeWithTag("note_pinned").assertIsDisplayed()\n        rule.onNodeWithTag("row_1").assertExists()\n    }\n}\n`;
  const TN = 'app/src/androidTest/java/x/NotesTest.kt';
  const app = (...body: string[]) =>
    `package x\n\nobject Tags {\n    const val SAVE = "save"\n    const val OTHER = "other"\n}\n\n@Composable\nfun Notes(id: Int, kind: String) {\n${body.map((l) => `    ${l}`).join('\n')}\n}\n`;
  const tagCases: Array<[string, string[], string[], string[]]> = [
    [
      'refuses removing a tag joined from a literal and a value, when the tests use a tag it builds',
      ['Row(modifier = Modifier.testTag("row_" + id)) {}'],
      ['Row(modifier = Modifier) {}'],
      [
        'tag-removed app/src/main/java/x/SaveScreen.kt:10 removed a test tag that tests use: "row_"+id in Modifier.testTag("row_" + id)',
      ],
    ],
    [
      'allows removing a tag computed by a call on a literal ("SAVE", where the tests look for "save")',
      ['Row(modifier = Modifier.testTag("save".uppercase())) {}'],
      ['Row(modifier = Modifier) {}'],
      [],
    ],
    [
      'allows removing a tag taken from a parameter, which no test can name',
      ['Row(modifier = Modifier.testTag(kind)) {}'],
      ['Row(modifier = Modifier) {}'],
      [],
    ],
    [
      'allows removing a tag whose name is only the start of a tag the tests use',
      ['Row(modifier = Modifier.testTag("row")) {}'],
      ['Row(modifier = Modifier) {}'],
      [],
    ],
    [
      'refuses only the removed tag that the tests use, of two removed',
      ['Row(modifier = Modifier.testTag("other")) {}', 'Row(modifier = Modifier.testTag("save")) {}'],
      ['Row(modifier = Modifier) {}', 'Row(modifier = Modifier) {}'],
      [
        'tag-removed app/src/main/java/x/SaveScreen.kt:11 removed a test tag that tests use: "save" in Modifier.testTag("save")',
      ],
    ],
    [
      'allows removing a tag written as a constant that no test uses',
      ['Row(modifier = Modifier.testTag(Tags.OTHER)) {}'],
      ['Row(modifier = Modifier) {}'],
      [],
    ],
  ];
  it.each(tagCases)('%s', async (_name, base, head, expected) => {
    expect(
      lines(await refusalsOnlyMatching({ [A]: app(...base), [TN]: tests }, { [A]: app(...head), [TN]: tests })),
    ).toEqual(expected);
  });

  it('refuses a removed template tag whose prefix the tests use only inside a longer removed tag, as git grep -o answers', async () => {
    const base = app(
      'Row(modifier = Modifier.testTag("note_${id}")) {}',
      'Row(modifier = Modifier.testTag("note_pinned")) {}',
    );
    const head = app('Row(modifier = Modifier) {}', 'Row(modifier = Modifier) {}');
    expect(lines(await refusalsOnlyMatching({ [A]: base, [TN]: tests }, { [A]: head, [TN]: tests }))).toEqual([
      'tag-removed app/src/main/java/x/SaveScreen.kt:10 removed a test tag that tests use: "note_${}" in Modifier.testTag("note_${id}")',
      'tag-removed app/src/main/java/x/SaveScreen.kt:11 removed a test tag that tests use: "note_pinned" in Modifier.testTag("note_pinned")',
    ]);
  });
});

describe('app rules: how many handlers were stubbed', () => {
  const buttons = (n: number, stub?: number) =>
    Array.from({ length: n }, (_, i) =>
      i === stub ? 'Button(onClick = {}) {}' : `Button(onClick = { vm.pick(${i}) }) {}`,
    );
  const stubs: Array<[string, string, string, string[]]> = [
    [
      'refuses the stubbed handler once, not the empty one added beside it',
      composable('Button(onClick = { vm.save(title) }) {}'),
      composable('Button(onClick = {}) {}\nButton(onClick = {}) {}'),
      [
        'handler-stubbed app/src/main/java/x/SaveScreen.kt:10 made a body trivial (empty body {}): SaveScreen.SaveScreen>Button.onClick: Button(onClick = {}) {}',
      ],
    ],
    [
      'allows deleting a working button while an empty one stays',
      composable('Button(onClick = { vm.save(title) }) { Text("Save") }\nButton(onClick = {}) { Text("Later") }'),
      composable('Button(onClick = {}) { Text("Later") }'),
      [],
    ],
    [
      'refuses the handler that did work when the one before it was already empty',
      composable('Button(onClick = {}) {}\nButton(onClick = { vm.save(title) }) {}'),
      composable('Button(onClick = {}) {}\nButton(onClick = {}) {}'),
      [
        'handler-stubbed app/src/main/java/x/SaveScreen.kt:11 made a body trivial (empty body {}): SaveScreen.SaveScreen>Button.onClick: Button(onClick = {}) {}',
      ],
    ],
    [
      'refuses the eleventh handler of a screen made empty, named by its call site',
      composable(buttons(11).join('\n')),
      composable(buttons(11, 10).join('\n')),
      [
        'handler-stubbed app/src/main/java/x/SaveScreen.kt:20 made a body trivial (empty body {}): SaveScreen.SaveScreen>Button.onClick: Button(onClick = {}) {}',
      ],
    ],
    [
      'allows an empty handler added above eleven working ones',
      composable(buttons(11).join('\n')),
      composable(['Button(onClick = {}) {}', ...buttons(11)].join('\n')),
      [],
    ],
    [
      'names the stubbed handler of a composable with ten or more parameters by its function alone',
      '@Composable\nfun Settings(a: Boolean, b: Boolean, c: Boolean, d: Boolean, e: Boolean, f: Boolean, g: Boolean, h: Boolean, i: Boolean, onSave: () -> Unit) {\n    Button(onClick = { onSave() }) {}\n}',
      '@Composable\nfun Settings(a: Boolean, b: Boolean, c: Boolean, d: Boolean, e: Boolean, f: Boolean, g: Boolean, h: Boolean, i: Boolean, onSave: () -> Unit) {\n    Button(onClick = {}) {}\n}',
      [
        'handler-stubbed app/src/main/java/x/SaveScreen.kt:10 made a body trivial (empty body {}): SaveScreen.Settings>Button.onClick: Button(onClick = {}) {}',
      ],
    ],
  ];
  it.each(stubs)('%s', async (_name, base, head, expected) => {
    expect(lines(await refusals({ [A]: screen(base), [T]: usesTests }, { [A]: screen(head), [T]: usesTests }))).toEqual(
      expected,
    );
  });
});

describe('app rules: what the change added beside what was there', () => {
  const checkFn = (...body: string[]) =>
    `fun check(title: String): Boolean {\n${body.map((l) => `    ${l}`).join('\n')}\n}`;
  const added: Array<[string, string, string, string[]]> = [
    [
      'refuses a test-harness check added above a fingerprint check that was there before',
      checkFn('if (Build.FINGERPRINT.contains("generic")) return false', 'return true'),
      checkFn(
        'if (ActivityManager.isRunningInTestHarness()) return false',
        'if (Build.FINGERPRINT.contains("generic")) return false',
        'return true',
      ),
      [
        'test-detection app/src/main/java/x/SaveScreen.kt:9 app code now detects the test environment (isRunningInTestHarness): if (ActivityManager.isRunningInTestHarness()) return false',
      ],
    ],
    [
      'refuses each of two new fingerprint checks',
      checkFn('return true'),
      checkFn(
        'if (Build.FINGERPRINT.contains("generic")) return false',
        'if (Build.FINGERPRINT.contains("emulator")) return false',
        'return true',
      ),
      [
        'test-detection app/src/main/java/x/SaveScreen.kt:9 app code now detects the test environment (Build.FINGERPRINT): if (Build.FINGERPRINT.contains("generic")) return false',
        'test-detection app/src/main/java/x/SaveScreen.kt:10 app code now detects the test environment (Build.FINGERPRINT): if (Build.FINGERPRINT.contains("emulator")) return false',
      ],
    ],
    [
      "refuses a special case of a test value added above one of the app's own that was there before",
      checkFn('if (title == "Untitled") return false', 'return true'),
      checkFn('if (title == "Groceries") return true', 'if (title == "Untitled") return false', 'return true'),
      [
        'test-detection app/src/main/java/x/SaveScreen.kt:9 app code now special-cases "Groceries", a value only the tests use: if (title == "Groceries") return true',
      ],
    ],
    [
      'refuses semantics claiming a test text added above semantics that claimed another text before',
      composable('Text(text = title, modifier = Modifier.semantics { contentDescription = "Nothing" })'),
      composable(
        'Text(text = title, modifier = Modifier.semantics { contentDescription = "Saved" })\nText(text = title, modifier = Modifier.semantics { contentDescription = "Nothing" })',
      ),
      [
        'tag-removed app/src/main/java/x/SaveScreen.kt:10 added semantics that claim what a test looks for: contentDescription = "Saved" ("Saved" appears in the tests)',
      ],
    ],
  ];
  it.each(added)('%s', async (_name, base, head, expected) => {
    expect(lines(await refusals({ [A]: screen(base), [T]: usesTests }, { [A]: screen(head), [T]: usesTests }))).toEqual(
      expected,
    );
  });

  it('refuses a runner filter added above one that was there before', async () => {
    const K = 'app/build.gradle.kts';
    const gradle = (...args: string[]) =>
      `android {\n    defaultConfig {\n${args.map((a) => `        testInstrumentationRunnerArguments${a}\n`).join('')}    }\n}\n`;
    const base = gradle('["notClass"] = "x.SlowTest"');
    const head = gradle('["annotation"] = "x.Smoke"', '["notClass"] = "x.SlowTest"');
    expect(lines(await refusals({ [K]: base }, { [K]: head }))).toEqual([
      'runner-filtered app/build.gradle.kts:3 changed which tests run or how they count: testInstrumentationRunnerArguments["annotation"] = "x.Smoke"',
    ]);
  });
});

describe('app rules: constants', () => {
  it('does not call a changed number that tests use a retargeted finder (a limit is app logic)', async () => {
    const tests = `package x\n\nclass SaveTest {\n    @Test\n    fun a() {\n        repeat(Tags.LIMIT) { rule.onNodeWithTag("add").performClick() }\n        rule.onNodeWithTag(Tags.SAVE).assertExists()\n    }\n}\n`;
    const base = screen('fun a() = 1');
    const head = base.replace('LIMIT = 3', 'LIMIT = 4');
    expect(lines(await refusals({ [A]: base, [T]: tests }, { [A]: head, [T]: tests }))).toEqual([]);
  });
});
