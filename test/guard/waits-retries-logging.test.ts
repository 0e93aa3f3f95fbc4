import { describe, expect, it } from 'vitest';
import { guardOnTop, refusedDetails, tempRepo } from './git-repo.js';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, classes 5 and 8 and added logging, on forms met in real histories outside the corpus: a check
 * polled until it holds, a loop over fixed configurations, a condition wait, logging in a pass-through,
 * a Java helper in another test file, a value read another way after its API moved. Each legitimate form
 * next to the weakening nearest to it, which must still be refused.
 */

const T = 'app/src/androidTest/java/x/SaveTest.kt';
const file = (body: string) =>
  `package x\n\nclass SaveTest {\n    @get:Rule\n    val rule = createComposeRule()\n\n${body}\n}\n`;
const test = (body: string) =>
  `    @Test\n    fun a() {\n${body
    .split('\n')
    .map((l) => `        ${l}`)
    .join('\n')}\n    }`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(test(base)) }, { [T]: file(test(head)) })).map((r) => r.rule);

const check = 'rule.onNodeWithText("Saved").assertIsDisplayed()';
const poll = (exit: string) =>
  `while (true) {\n    try {\n        ${check}\n        break\n    } catch (e: AssertionError) {\n        ${exit}Thread.sleep(100)\n    }\n}`;
const retry = (after: string) =>
  `repeat(3) {\n    try {\n        ${check}\n        return@repeat\n    } catch (e: AssertionError) {\n        Thread.sleep(100)\n    }\n}\n${after}`;

describe('a check retried until it holds', () => {
  it('allows a check polled in while (true), not a poll that gives up and carries on', async () => {
    expect(await judged(check, poll(''))).toEqual([]);
    expect(await judged(check, poll('if (n++ > 3) break\n        '))).toEqual(['error-swallowed']);
    expect(await judged(check, poll('return\n        '))).toEqual(['error-swallowed']);
  });

  it('allows a bounded retry followed by the check itself, not one without it or with a weaker one', async () => {
    expect(await judged(check, retry(check))).toEqual([]);
    expect(await judged(check, retry(''))).toEqual(['error-swallowed']);
    expect(await judged(check, retry('rule.onNodeWithText("Saved").assertExists()'))).toContain('error-swallowed');
  });

  it('reads a loop whose body always runs as no condition, any other loop as one', async () => {
    const base = 'val r = match(url)\nassertEquals(true, r)';
    const over = (it: string, c = 'assertEquals(true, r)') => `for (p in ${it}) {\n    val r = match(url)\n    ${c}\n}`;
    expect(await judged(base, over('listOf(false, true)'))).toEqual([]);
    expect(await judged(base, over('1..3'))).toEqual([]);
    expect(await judged(base, `do {\n    ${base.replace('\n', '\n    ')}\n} while (again())`)).toEqual([]);
    expect(await judged(base, over('configs'))).toEqual(['assertion-weakened']);
    expect(await judged(base, over('emptyList<Boolean>()'))).toEqual(['assertion-weakened']);
    expect(await judged(base, over('listOf(false, true)', 'assertNotNull(r)'))).toEqual(['assertion-weakened']);
    expect(await judged(check, `while (false) {\n    ${check}\n}`)).toEqual(['assertion-weakened']);
  });

  it('reads until/downTo ranges and enum entries as written-out loops (one judgement, in the inventory), not a filtered list', async () => {
    const base = 'val r = match(url)\nassertEquals(true, r)';
    const over = (it: string, c = 'assertEquals(true, r)') => `for (p in ${it}) {\n    val r = match(url)\n    ${c}\n}`;
    for (const written of ['0 until 4', '3 downTo 1', 'Mode.entries', 'Mode.values()', 'mutableSetOf(1, 2)', '-1..1']) {
      expect(await judged(base, over(written)), written).toEqual([]);
    }
    for (const maybeEmpty of ['0 until 0', '1 downTo 3', 'listOf(a, b).filter { it.on }', 'modes.entries', '3..1']) {
      expect(await judged(base, over(maybeEmpty)), maybeEmpty).toEqual(['assertion-weakened']);
    }
    expect(await judged(base, over('Mode.entries', 'assertNotNull(r)'))).toEqual(['assertion-weakened']);
  });
});

describe('a condition waited for', () => {
  const wait = (c: string) => `rule.waitUntil(3_000) { ${c} }`;
  it('allows a check turned into a wait on its condition, not a wait on another one', async () => {
    expect(await judged('assertTrue(vm.loaded)', wait('vm.loaded'))).toEqual([]);
    expect(await judged('assertFalse(vm.loading)', wait('!vm.loading'))).toEqual([]);
    expect(await judged('assertTrue(vm.loaded)', wait('vm.shown'))).toEqual(['assertion-removed']);
    expect(await judged('assertFalse(vm.loading)', wait('vm.loading'))).toEqual(['assertion-removed']);
  });

  it('allows a wait dropped while its condition is still asserted, not one dropped with nothing asserting it', async () => {
    const base = `${wait('vm.state.value is Loaded')}\nassertTrue(vm.state.value is Loaded)`;
    expect(await judged(base, 'advanceUntilIdle()\nassertTrue(vm.state.value is Loaded)')).toEqual([]);
    expect(await judged(`${wait('vm.state.value is Loaded')}\nassertTrue(vm.other)`, 'assertTrue(vm.other)')).toEqual([
      'assertion-removed',
    ]);
  });
});

describe('logging added', () => {
  it('reads a value passed through a block that only logs as the value, not one passed through a block that acts', async () => {
    const base = 'assertEquals(2, vm.count())';
    expect(await judged(base, 'val c = vm.count().also { Log.d("T", "c=$it") }\nassertEquals(2, c)')).toEqual([]);
    expect(await judged(base, 'val c = vm.count().also { rule.onRoot().printToLog("T") }\nassertEquals(2, c)')).toEqual(
      [],
    );
    expect(await judged(base, 'val c = vm.count().also { vm.reset() }\nassertEquals(2, c)')).toEqual([
      'assertion-weakened',
    ]);
  });
});

describe('checks moved into a Java helper of another test file', () => {
  const JT = 'app/src/androidTest/java/x/SaveJavaTest.java';
  const UTILS = 'app/src/androidTest/java/x/TestUtils.java';
  const java = (body: string) =>
    `package x;\n\npublic class SaveJavaTest {\n    @Test\n    public void saves() {\n        onView(withId(R.id.save)).perform(click());\n        ${body}\n    }\n}\n`;
  const utils = `package x;\n\npublic final class TestUtils {\n    public static void checkShown(String text) {\n        onView(withText(text)).check(matches(isDisplayed()));\n    }\n\n    public static void findText(String text) {\n        onView(withText(text));\n    }\n}\n`;

  it('follows the helper it now calls, and sees the check retargeted or dropped there', async () => {
    const repo = await tempRepo({
      [JT]: java('onView(withText("Saved")).check(matches(isDisplayed()));'),
      [UTILS]: utils,
    });
    try {
      expect(refusedDetails(await guardOnTop(repo, { [JT]: java('TestUtils.checkShown("Saved");') }))).toEqual([]);
      expect(refusedDetails(await guardOnTop(repo, { [JT]: java('checkShown("Saved");') }))).toEqual([]);
      expect(refusedDetails(await guardOnTop(repo, { [JT]: java('TestUtils.checkShown("Other");') }))).toEqual([
        expect.stringMatching(/^finder-retargeted /),
      ]);
      expect(refusedDetails(await guardOnTop(repo, { [JT]: java('TestUtils.findText("Saved");') }))).toEqual([
        expect.stringMatching(/^assertion-removed /),
      ]);
    } finally {
      await repo.remove();
    }
  });
});

describe('a check read another way after its API moved (review)', () => {
  const VM = 'app/src/main/java/x/FeedViewModel.kt';
  const FT = 'app/src/test/java/x/FeedViewModelTest.kt';
  const vm = (member: string) =>
    `package x\n\nclass FeedViewModel(private val messages: MessageManager) {\n    ${member}\n\n    fun load() {\n        messages.add(Message(R.string.feed_error))\n    }\n}\n`;
  const feedTest = (body: string) =>
    `package x\n\nclass FeedViewModelTest {\n    private lateinit var manager: MessageManager\n\n    @Test\n    fun loadFails() {\n${body}\n    }\n}\n`;
  const base = feedTest(
    '        val vm = FeedViewModel(FakeManager())\n        vm.load()\n        val msg = vm.snackBarMessages.first().messageId\n        assertEquals(R.string.feed_error, msg)',
  );
  const moved = (expected: string, member = 'messageId') =>
    feedTest(
      `        val manager = createManager()\n        val vm = FeedViewModel(manager)\n        vm.load()\n        val msg = manager.currentMessage.value\n        assertEquals(${expected}, msg?.${member})`,
    );

  it('allows the same expectation on the same member of the value the moved API now lives on, not another one', async () => {
    const repo = await tempRepo({ [VM]: vm('val snackBarMessages: Flow<Message> = messages.flow'), [FT]: base });
    try {
      const gone = vm('val title = "Feed"');
      expect(refusedDetails(await guardOnTop(repo, { [VM]: gone, [FT]: moved('R.string.feed_error') }))).toEqual([]);
      expect(
        new Set(
          refusedDetails(await guardOnTop(repo, { [VM]: gone, [FT]: moved('R.string.other_error') })).map(
            (l) => l.split(' ')[0],
          ),
        ),
      ).toEqual(new Set(['assertion-weakened']));
      expect(
        refusedDetails(await guardOnTop(repo, { [VM]: gone, [FT]: moved('R.string.feed_error', 'actionId') })).map(
          (l) => l.split(' ')[0],
        ),
      ).not.toEqual([]);
      // heal keeps the app's API: the test rewritten around it stays refused
      expect(
        refusedDetails(await guardOnTop(repo, { [VM]: gone, [FT]: moved('R.string.feed_error') }, { policy: 'heal' })),
      ).not.toEqual([]);
    } finally {
      await repo.remove();
    }
  });

  it('reads the same written check over a receiver now built in the test as the same check, not over a constant', async () => {
    const check = (set: string) =>
      feedTest(
        `${set}        manager.add(msg1)\n        val result = manager.current.value\n        assertEquals(result?.id, 0.toString())`,
      );
    const repo = await tempRepo({ [FT]: check('') });
    try {
      expect(
        refusedDetails(await guardOnTop(repo, { [FT]: check('        val manager = createManager()\n') })),
      ).toEqual([]);
      const constant = check('        val manager = createManager()\n').replace(
        'val result = manager.current.value',
        'val result = msg1',
      );
      expect(refusedDetails(await guardOnTop(repo, { [FT]: constant }))).not.toEqual([]);
    } finally {
      await repo.remove();
    }
  });
});
