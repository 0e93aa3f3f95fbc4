import { describe, expect, it } from 'vitest';
import { appInventory } from '../../src/guard/inventory/app.js';
import { type TestUnit, testInventory } from '../../src/guard/inventory/tests.js';
import { parseKotlin } from '../../src/guard/kotlin/syntax.js';
import { ConstantTable } from '../../src/guard/kotlin/values.js';
import { compareAssertions } from '../../src/guard/rules/tests.js';

async function units(src: string, file = 'app/src/androidTest/java/x/SaveTest.kt'): Promise<TestUnit[]> {
  const tree = await parseKotlin(src);
  const constants = new ConstantTable();
  constants.addFile(tree, file);
  return testInventory(tree, file, 'androidTest', constants);
}

async function testUnit(body: string, extra = ''): Promise<TestUnit> {
  const u = await units(
    `package x\nconst val SAVE = "save"\nclass SaveTest {\n${extra}\n  @Test fun saves() {\n${body}\n  }\n}\n`,
  );
  return u.find((x) => x.name === 'saves')!;
}

function asserting(u: TestUnit) {
  return u.checks.filter((c) => c.asserting);
}

describe('test inventory', () => {
  it('reads a positional boolean on onNodeWithText as substring, like the named flag', async () => {
    const positional = await testUnit('rule.onNodeWithText("Save", true).assertIsDisplayed()');
    const namedFlag = await testUnit('rule.onNodeWithText("Save", substring = true).assertIsDisplayed()');
    const exact = await testUnit('rule.onNodeWithText("Save").assertIsDisplayed()');
    expect(asserting(positional)[0]!.sig).toBe(asserting(namedFlag)[0]!.sig);
    expect(asserting(positional)[0]!.sig).not.toBe(asserting(exact)[0]!.sig);
    const m = asserting(positional)[0]!.finder!.matcher;
    expect(m.op === 'leaf' && m.flags.substring).toBe('true');
  });

  it('treats onNode(hasTestTag(x)) and onNodeWithTag(x) as the same finder, and resolves constants', async () => {
    const a = await testUnit('rule.onNode(hasTestTag("save")).assertExists()');
    const b = await testUnit('rule.onNodeWithTag(SAVE).assertExists()');
    expect(asserting(a)[0]!.sig).toBe(asserting(b)[0]!.sig);
  });

  it('reads x.copy().apply { a = b } as x.copy(a = b), and copy arguments in any order as one', async () => {
    const applied = await testUnit('assertEquals(note.copy().apply { pinned = true; title = "b" }, repo.first())');
    const named = await testUnit('assertEquals(note.copy(title = "b", pinned = true), repo.first())');
    const other = await testUnit('assertEquals(note.copy(title = "b", pinned = false), repo.first())');
    expect(asserting(applied)[0]!.sig).toBe(asserting(named)[0]!.sig);
    expect(asserting(applied)[0]!.subject).toBe('note.copy(pinned=true,title="b")');
    expect(asserting(other)[0]!.sig).not.toBe(asserting(named)[0]!.sig);
  });

  it('sorts and/or terms so their order does not matter', async () => {
    const a = await testUnit('rule.onNode(hasText("a") and hasClickAction()).performClick()');
    const b = await testUnit('rule.onNode(hasClickAction() and hasText("a")).performClick()');
    expect(asserting(a)[0]!.sig).toBe(asserting(b)[0]!.sig);
  });

  it('reads !matcher despite the grammar parsing it as a call of `!name`', async () => {
    const u = await testUnit('rule.onNode(hasText("a") and !hasTestTag("b")).assertExists()');
    expect(asserting(u)[0]!.finder!.matcher.key).toContain('!hasTestTag("b")');
  });

  it('keeps a Truth proposition as the terminal call and marks assertThat(x) alone as checking nothing', async () => {
    const full = await testUnit('assertThat(notes).containsExactly(1, 2).inOrder()');
    const bare = await testUnit('assertThat(notes)');
    expect(asserting(full)[0]!.op).toBe('containsExactly.inOrder');
    expect(bare.checks[0]!.asserting).toBe(false);
    expect(compareAssertions(full.checks, bare.checks).map((d) => d.rule)).toEqual(['assertion-removed']);
  });

  it('reads assertEquals(e, a) and assertThat(a).isEqualTo(e) as the same check, messages aside', async () => {
    const junit = await testUnit('assertEquals("expected title", "Groceries", note.title)');
    const truth = await testUnit('assertThat(note.title).isEqualTo("Groceries")');
    expect(asserting(junit)[0]!.sig).toBe(asserting(truth)[0]!.sig);
  });

  it('reads assertFailsWith<T> { } as a generic call with its type, the one expected-exception check', async () => {
    const u = await testUnit('assertFailsWith<IllegalArgumentException> { add("x") }');
    expect(asserting(u)[0]!.op).toBe('assertThrows');
    expect(asserting(u)[0]!.args).toContain('<IllegalArgumentException>');
  });

  it('treats Kotlin assert(c) as checking nothing (JVM assertions are off on Android)', async () => {
    const before = await testUnit('assertTrue(saved)');
    const after = await testUnit('assert(saved)');
    expect(compareAssertions(before.checks, after.checks).map((d) => d.rule)).toEqual(['assertion-removed']);
  });

  it('normalises string templates and resolves local vals, so renaming a local changes nothing', async () => {
    const a = await testUnit('val id = 3\n rule.onNodeWithTag("note:$id").assertIsDisplayed()');
    const b = await testUnit('val noteId = 3\n rule.onNodeWithTag("note:${noteId}").assertIsDisplayed()');
    expect(asserting(a)[0]!.sig).toBe(asserting(b)[0]!.sig);
    expect(asserting(a)[0]!.finder!.matcher.key).toContain('note:3');
    const unknown = await testUnit('rule.onNodeWithTag("note:${note.id}").assertIsDisplayed()');
    expect(asserting(unknown)[0]!.finder!.matcher.key).toContain('note:${}');
  });

  it('reads a template hole whose local is a joined string as unknown instead of failing on it', async () => {
    const u = await testUnit('val name = "Item " + 1\n rule.onNodeWithText("$name done").assertIsDisplayed()');
    expect(asserting(u)[0]!.finder!.matcher.key).toContain('"${} done"');
    const literal = await testUnit('val name = "Item 1"\n rule.onNodeWithText("$name done").assertIsDisplayed()');
    expect(asserting(literal)[0]!.finder!.matcher.key).toContain('"Item 1 done"');
  });

  it('follows a local finder variable to the finder it holds', async () => {
    const u = await testUnit('val save = rule.onNodeWithTag("save")\n save.assertIsDisplayed()');
    const direct = await testUnit('rule.onNodeWithTag("save").assertIsDisplayed()');
    expect(asserting(u).map((c) => c.sig)).toEqual(asserting(direct).map((c) => c.sig));
  });

  it('follows a private finder helper one level, with its parameters bound to the call', async () => {
    const u = await testUnit(
      'findRow("a").assertIsDisplayed()',
      'private fun findRow(title: String) = rule.onNodeWithText(title, useUnmergedTree = true)',
    );
    const c = asserting(u)[0]!;
    expect(c.finder?.unmerged).toBe('true');
    expect(c.finder?.matcher.key).toContain('hasText("a"');
  });

  it('reads a helper parameter left out as its default value', async () => {
    const before = await testUnit(
      'findRow("a").assertIsDisplayed()',
      'private fun findRow(title: String, unmerged: Boolean = false) = rule.onNodeWithText(title, useUnmergedTree = unmerged)',
    );
    const after = await testUnit(
      'findRow("a").assertIsDisplayed()',
      'private fun findRow(title: String, unmerged: Boolean = true) = rule.onNodeWithText(title, useUnmergedTree = unmerged)',
    );
    expect(compareAssertions(before.checks, after.checks).map((d) => d.rule)).toEqual(['finder-widened']);
  });

  it('inlines the checks of a private asserting helper into the test that calls it', async () => {
    const u = await testUnit(
      'assertSaved()',
      'private fun assertSaved() { rule.onNodeWithTag("saved").assertIsDisplayed() }',
    );
    expect(asserting(u).map((c) => c.via)).toEqual(['assertSaved']);
  });

  it('records onAllNodes…onFirst() as a picked collection', async () => {
    const u = await testUnit('rule.onAllNodesWithTag("row").onFirst().assertIsDisplayed()');
    const f = asserting(u)[0]!.finder!;
    expect(f.collection).toBe(true);
    expect(f.picked).toBe('onFirst');
  });

  it('records a try/catch of AssertionError around an assertion as a swallow region', async () => {
    const u = await testUnit('try { rule.onNodeWithTag("a").assertExists() } catch (e: AssertionError) { }');
    expect(u.swallows.map((s) => s.kind)).toEqual(['catch(AssertionError)']);
    const rethrown = await testUnit(
      'try { rule.onNodeWithTag("a").assertExists() } catch (e: AssertionError) { throw e }',
    );
    expect(rethrown.swallows).toEqual([]);
  });

  it('refuses an assertion moved under a condition or over an emptied loop, not a reordering', async () => {
    const base = await testUnit('rule.onNodeWithTag("a").assertExists()\n for (n in notes) { assertTrue(n.saved) }');
    const hidden = await testUnit(
      'if (false) rule.onNodeWithTag("a").assertExists()\n for (n in notes) { assertTrue(n.saved) }',
    );
    const emptied = await testUnit(
      'rule.onNodeWithTag("a").assertExists()\n for (n in emptyList<Note>()) { assertTrue(n.saved) }',
    );
    const reordered = await testUnit(
      'for (n in notes) {\n assertTrue(n.saved)\n }\n rule.onNodeWithTag("a").assertExists()',
    );
    expect(compareAssertions(base.checks, hidden.checks).map((d) => [d.rule, d.verb])).toEqual([
      ['assertion-weakened', 'made the assertion conditional'],
    ]);
    expect(compareAssertions(base.checks, emptied.checks).map((d) => d.rule)).toEqual(['assertion-weakened']);
    expect(compareAssertions(base.checks, reordered.checks)).toEqual([]);
  });

  it('drops the timeout of a wait from what it checks', async () => {
    const a = await testUnit('rule.waitUntil(1_000) { done }');
    const b = await testUnit('rule.waitUntil(timeoutMillis = 5_000) { done }');
    expect(asserting(a)[0]!.sig).toBe(asserting(b)[0]!.sig);
  });
});

describe('app inventory', () => {
  async function app(src: string) {
    const tree = await parseKotlin(src);
    const constants = new ConstantTable();
    constants.addFile(tree);
    return appInventory(tree, 'app/src/main/java/x/Screen.kt', constants);
  }

  it('finds test tags in both forms, with constants resolved and the node they sit on', async () => {
    const inv = await app(
      'object Tags { const val SAVE = "save" }\nfun S() { Button(onClick = {}, modifier = Modifier.padding(1.dp).testTag(Tags.SAVE)) {}\n Text("x", modifier = Modifier.semantics { testTag = "title" }) }',
    );
    expect(inv.tags.map((t) => [t.value, t.owner])).toEqual([
      ['"save"', 'Button'],
      ['"title"', 'Text'],
    ]);
  });

  it('classifies trivial bodies: {}, TODO(), constants, Result.success, early return', async () => {
    const inv = await app(
      [
        'class Vm {',
        '  fun a() {}',
        '  fun b(): Int = TODO()',
        '  fun c(): Boolean { return true }',
        '  fun d(): Result<Unit> = Result.success(Unit)',
        '  fun e(x: Int) { return\n repo.save(x) }',
        '  fun f(x: Int) { repo.save(x) }',
        '  fun g() = emptyList<Int>()',
        '}',
      ].join('\n'),
    );
    const byName = Object.fromEntries(inv.bodies.map((b) => [b.key, b.trivial]));
    expect(byName['Vm.a/0']).toMatch(/empty/);
    expect(byName['Vm.b/0']).toBe('TODO()');
    expect(byName['Vm.c/0']).toMatch(/constant true/);
    expect(byName['Vm.d/0']).toMatch(/constant/);
    expect(byName['Vm.e/1']).toMatch(/early return/);
    expect(byName['Vm.f/1']).toBeUndefined();
  });

  it('finds test-environment detection but not ordinary Build reads', async () => {
    const inv = await app(
      [
        'fun a() = Build.FINGERPRINT.contains("generic")',
        'fun b() = ActivityManager.isRunningInTestHarness()',
        'fun c() = runCatching { Class.forName("androidx.test.espresso.Espresso") }.isSuccess',
        'fun d() = "Android " + Build.VERSION.SDK_INT',
        'fun e() = Build.MODEL',
      ].join('\n'),
    );
    expect(
      inv.detections.map((d) => d.sig),
      JSON.stringify(inv.detections),
    ).toEqual(['Build.FINGERPRINT', 'isRunningInTestHarness', '"androidx.test.espresso.Espresso"']);
  });
});
