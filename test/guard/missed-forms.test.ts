import { describe, expect, it } from 'vitest';
import { lines, refusals } from './rules-harness.js';

/**
 * Weakening forms the mutation bench found missed (issue 27), each refused under its rule, and the
 * legitimate rewrites next to them allowed. In-memory sources (rules-harness.ts).
 */

const T = 'app/src/androidTest/java/x/SaveTest.kt';
const one = (b: string) =>
  `package x\n\nclass SaveTest {\n    @Test\n    fun a() {\n${b
    .split('\n')
    .map((l) => `        ${l}`)
    .join('\n')}\n    }\n}\n`;
const tests = async (b: string, h: string) => lines(await refusals({ [T]: one(b) }, { [T]: one(h) }));

const withBlock = 'with(composeTestRule.onNodeWithText("Save")) {\n    assertExists()\n}';
const at = (line: number, what: string) => `${T}:${line} SaveTest.a ${what}`;

describe('finders used through a scope function', () => {
  const widened: Array<[string, string, string]> = [
    [
      'substring = true',
      withBlock.replace('"Save")', '"Save", substring = true)'),
      'widened the finder: substring = true added to hasText("Save") in assertExists()',
    ],
    [
      'ignoreCase = true',
      withBlock.replace('"Save")', '"Save", ignoreCase = true)'),
      'widened the finder: ignoreCase = true added to hasText("Save") in assertExists()',
    ],
    [
      'useUnmergedTree = true',
      withBlock.replace('"Save")', '"Save", useUnmergedTree = true)'),
      'widened the finder: useUnmergedTree false → true (a different node is found) in assertExists()',
    ],
    [
      'onAllNodes….onFirst()',
      withBlock.replace('onNodeWithText("Save")', 'onAllNodesWithText("Save").onFirst()'),
      'widened the finder: the exactly-one check is gone: onAllNodes….onFirst() instead of onNode… in assertExists()',
    ],
  ];
  for (const [name, head, what] of widened)
    it(`refuses ${name} on the receiver of with(…) { }`, async () => {
      expect(await tests(withBlock, head)).toEqual([`finder-widened ${at(7, what)}`]);
    });

  it('refuses an `or` alternative added to the receiver', async () => {
    const b = 'with(composeTestRule.onNode(hasText("Save"))) {\n    assertExists()\n}';
    expect(await tests(b, b.replace('hasText("Save")', 'hasText("Save") or hasText("Cancel")'))).toEqual([
      `finder-widened ${at(7, 'widened the finder: added an `or` alternative: hasText("Save") → (hasText("Cancel") or hasText("Save")) in assertExists()')}`,
    ]);
  });

  it('refuses the assertion dropped inside the block', async () => {
    expect(await tests(withBlock, 'with(composeTestRule.onNodeWithText("Save")) {\n}')).toEqual([
      `assertion-removed ${at(7, 'removed the assertion: assertExists()')}`,
    ]);
  });

  it('refuses a widening through .apply, .also { it }, .let { node -> } and a drop in .run', async () => {
    const apply = 'composeTestRule.onNodeWithText("Save").apply {\n    assertIsDisplayed()\n}';
    expect(await tests(apply, apply.replace('"Save")', '"Save", substring = true)'))).toEqual([
      `finder-widened ${at(7, 'widened the finder: substring = true added to hasText("Save") in assertIsDisplayed()')}`,
    ]);
    const also = 'composeTestRule.onNodeWithText("Save").also {\n    it.assertIsDisplayed()\n}';
    expect(await tests(also, also.replace('"Save")', '"Save", ignoreCase = true)'))).toEqual([
      `finder-widened ${at(7, 'widened the finder: ignoreCase = true added to hasText("Save") in it.assertIsDisplayed()')}`,
    ]);
    const let_ = 'composeTestRule.onNodeWithText("Save").let { node ->\n    node.assertIsDisplayed()\n}';
    expect(await tests(let_, let_.replace('onNodeWithText("Save")', 'onAllNodesWithText("Save").onFirst()'))).toEqual([
      `finder-widened ${at(7, 'widened the finder: the exactly-one check is gone: onAllNodes….onFirst() instead of onNode… in node.assertIsDisplayed()')}`,
    ]);
    const run = 'composeTestRule.onNodeWithText("Save").run {\n    assertIsDisplayed()\n    performClick()\n}';
    expect(await tests(run, run.replace('    assertIsDisplayed()\n', ''))).toEqual([
      `assertion-removed ${at(7, 'removed the assertion: assertIsDisplayed()')}`,
    ]);
  });

  it('allows the same check written with or without a scope function', async () => {
    const plain = 'composeTestRule.onNodeWithText("Save").assertExists()';
    expect(await tests(plain, withBlock)).toEqual([]);
    expect(await tests(withBlock, plain)).toEqual([]);
    expect(await tests(plain, 'composeTestRule.onNodeWithText("Save").let { it.assertExists() }')).toEqual([]);
    expect(await tests('with(composeTestRule) {\n    onNodeWithText("Save").assertExists()\n}', plain)).toEqual([]);
  });
});

describe('a collection picked after it was counted', () => {
  const single = 'composeTestRule.onNodeWithTag("t").assertExists()';
  it('allows onAllNodesWithTag(t)[0] and .onFirst() after assertCountEquals(1)', async () => {
    for (const pick of ['[0]', '.onFirst()', '.onLast()'])
      expect(
        await tests(
          single,
          `composeTestRule.onAllNodesWithTag("t").assertCountEquals(1)\ncomposeTestRule.onAllNodesWithTag("t")${pick}.assertExists()`,
        ),
      ).toEqual([]);
  });

  it('refuses the pick when the count is another, comes after an action, or is missing', async () => {
    const picked = 'composeTestRule.onAllNodesWithTag("t")[0].assertExists()';
    const widened = (line: number) =>
      `finder-widened ${at(line, `widened the finder: the exactly-one check is gone: onAllNodes…[i] instead of onNode… in ${picked}`)}`;
    expect(await tests(single, picked)).toEqual([widened(6)]);
    expect(await tests(single, `composeTestRule.onAllNodesWithTag("t").assertCountEquals(2)\n${picked}`)).toEqual([
      widened(7),
    ]);
    expect(
      await tests(
        single,
        `composeTestRule.onAllNodesWithTag("t").assertCountEquals(1)\ncomposeTestRule.onNodeWithText("Add").performClick()\n${picked}`,
      ),
    ).toEqual([widened(8)]);
  });
});

describe('navigation through a helper of the test source set', () => {
  const N = 'app/src/androidTest/java/x/NavigationTest.kt';
  const nav = (helper: string) => `package x
class NavigationTest {
    ${helper}

    @Test
    fun opensSettings() {
        composeTestRule.navigateTo("settings_tab")
        composeTestRule.onNodeWithText("Settings").assertIsDisplayed()
    }
}
`;
  it('refuses onNodeWithTag(t) → onAllNodesWithTag(t).onFirst() inside the helper, at the helper and the test', async () => {
    for (const helper of [
      'private fun ComposeTestRule.navigateTo(tag: String) = onNodeWithTag(tag).performClick()',
      'private fun ComposeTestRule.navigateTo(tag: String) {\n        onNodeWithTag(tag).performClick()\n    }',
    ]) {
      const out = lines(
        await refusals(
          { [N]: nav(helper) },
          { [N]: nav(helper.replace('onNodeWithTag(tag)', 'onAllNodesWithTag(tag).onFirst()')) },
        ),
      );
      expect(out.length).toBeGreaterThan(0);
      expect(out.every((l) => l.startsWith('finder-widened ') && l.includes('the exactly-one check is gone'))).toBe(
        true,
      );
    }
  });
});

describe('production code stubbed below what the test exercises', () => {
  const R = 'app/src/main/java/x/data/NotesRepository.kt';
  const repo = (body: string) =>
    `package x.data\n\nclass OfflineNotesRepository(private val dao: NoteDao) : NotesRepository {\n${body}\n}\n`;
  const real =
    '    override fun observeNotes(): Flow<List<Note>> = dao.observeAll().map { it.map(NoteEntity::asExternal) }';
  const app = async (b: Record<string, string>, h: Record<string, string>) => lines(await refusals(b, h));

  it('refuses a Flow-returning repository function made a constant flow, however it is written', async () => {
    for (const [head, what] of <Array<[string, string]>>[
      ['= flowOf(emptyList())', 'constant flowOf(emptyList())'],
      ['= emptyFlow()', 'constant emptyFlow()'],
      ['= flow { emit(emptyList()) }', 'constant flow { emit(emptyList()) }'],
      ['{\n        return flowOf(listOf(Note("a", 1)))\n    }', 'constant flowOf(listOf(Note("a", 1)))'],
    ]) {
      const stubbed = `    override fun observeNotes(): Flow<List<Note>> ${head}`;
      const out = await app({ [R]: repo(real) }, { [R]: repo(stubbed) });
      expect(out).toHaveLength(1);
      expect(out[0]).toMatch(
        new RegExp(
          `^handler-stubbed ${R}:4 made a body trivial \\(${what.replace(/[()[\]{}.]/g, '\\$&')}\\): OfflineNotesRepository\\.observeNotes: `,
        ),
      );
    }
  });

  it('allows a flow still built from the function’s input', async () => {
    const b = '    override fun observeNote(id: String): Flow<Note?> = dao.observe(id).map { it?.asExternal() }';
    const h = '    override fun observeNote(id: String): Flow<Note?> = flowOf(cache[id])';
    expect(await app({ [R]: repo(b) }, { [R]: repo(h) })).toEqual([]);
  });

  const S = 'app/src/main/java/x/ui/NoteActions.kt';
  const actions = (share: string, pin = 'onPin') => `package x.ui

@Composable
fun NoteActions(onDelete: () -> Unit, onShare: () -> Unit, onPin: () -> Unit) {
    Row {
        IconButton(onClick = onDelete) { Icon(Icons.Default.Delete, null) }
        IconButton(onClick = ${share}) { Icon(Icons.Default.Share, null) }
        Icon(Icons.Default.Star, null, Modifier.clickable(onClick = ${pin}))
    }
}
`;
  it('refuses one of several passed-in handlers of a view replaced by {}', async () => {
    expect(await app({ [S]: actions('onShare') }, { [S]: actions('{}') })).toEqual([
      `handler-stubbed ${S}:7 made a body trivial (empty body {}): NoteActions.NoteActions>IconButton.onClick: IconButton(onClick = {}) { Icon(Icons.Default.Share, null) }`,
    ]);
    expect(await app({ [S]: actions('onShare') }, { [S]: actions('onShare', '{ }') })).toEqual([
      `handler-stubbed ${S}:8 made a body trivial (empty body {}): NoteActions.NoteActions>clickable.onClick: Modifier.clickable(onClick = { })`,
    ]);
  });

  it('allows a passed-in handler written as a lambda that calls it', async () => {
    expect(await app({ [S]: actions('onShare') }, { [S]: actions('{ onShare() }') })).toEqual([]);
  });
});
