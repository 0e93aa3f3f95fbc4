import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardChange } from '../../src/guard/index.js';
import { parseKotlin, type Syn } from '../../src/guard/kotlin/syntax.js';
import { unreadSpans } from '../../src/guard/unread.js';
import { type TempRepo, tempRepo } from './git-repo.js';

/**
 * Code tree-sitter-kotlin cannot read (here a Kotlin 2.2 `when` guard written inline, after which the grammar
 * drops the rest of the file) is invisible to every rule. The guard refuses changed unread code
 * and compares the readable rest as usual (src/guard/unread.ts).
 */

// written inline: a guard on an entry of its own line is rewritten into readable Kotlin (kotlin/tolerant.ts)
const whenGuard = `    fun label(x: Any): Int = when (x) { is String if x.isEmpty() -> 0; else -> 1 }
`;

const viewModel = (extra = '', save = 'repo.add(title)\n        return true') => `package x

class SaveViewModel(private val repo: Repo) {
${extra}    fun save(title: String): Boolean {
        if (title.isBlank()) return false
        ${save}
    }
}
`;

const saveTest = (body: string) => `package x

class SaveTest {
    @Test
    fun saves() {
${body}
    }
}
`;

const appFile = 'app/src/main/java/x/SaveViewModel.kt';
const testFile = 'app/src/androidTest/java/x/SaveTest.kt';
const check = '        rule.onNodeWithTag("save").assertIsDisplayed()';

describe('guard on code the Kotlin grammar cannot read', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [appFile]: viewModel(), [testFile]: saveTest(check) });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  async function judge(files: Record<string, string>, base = repo.base) {
    await repo.git(['checkout', '-q', '--detach', base]);
    const head = await repo.commit(files);
    return { head, result: await guardChange({ repo: repo.dir, base, head }) };
  }

  it('finds no unread code in clean Kotlin, and the rest of the file after a when guard', async () => {
    expect(unreadSpans(await parseKotlin(viewModel()))).toEqual([]);
    const src = viewModel(whenGuard);
    const spans = unreadSpans(await parseKotlin(src));
    expect(spans.length).toBeGreaterThan(0);
    expect(src.slice(spans[spans.length - 1]!.start, spans[spans.length - 1]!.end)).toContain('repo.add(title)');
  });

  it('reads a statement where the grammar took a declaration keyword for an identifier as unread, X::class not', async () => {
    // the shape tree-sitter-kotlin once gave an annotated class without a final newline: an infix call of `class`
    const src = '@LargeTest\nclass A {\n  fun t() = check()\n}\nval k = X::class\n';
    const leaf = (type: string, start: number, end: number, named = true): Syn => ({
      type,
      named,
      field: null,
      start,
      end,
      line: src.slice(0, start).split('\n').length,
      children: [],
      parent: null,
      src,
    });
    const node = (type: string, children: Syn[]): Syn => {
      const n: Syn = {
        type,
        named: true,
        field: null,
        start: children[0]!.start,
        end: children[children.length - 1]!.end,
        line: children[0]!.line,
        children,
        parent: null,
        src,
      };
      for (const c of children) c.parent = n;
      return n;
    };
    const at = (s: string) => src.indexOf(s);
    const misread = node('annotated_expression', [
      node('annotation', [leaf('@', 0, 1, false), node('user_type', [leaf('identifier', 1, 10)])]),
      node('infix_expression', [
        leaf('identifier', at('class'), at('class') + 5),
        leaf('identifier', at('A {'), at('A {') + 1),
        node('lambda_literal', [leaf('{', at('{'), at('{') + 1, false), leaf('}', at('}\n'), at('}\n') + 1, false)]),
      ]),
    ]);
    const property = node('property_declaration', [
      leaf('val', at('val'), at('val') + 3, false),
      node('variable_declaration', [leaf('identifier', at('k ='), at('k =') + 1)]),
      leaf('=', at('= X'), at('= X') + 1, false),
      node('navigation_expression', [
        leaf('identifier', at('X::'), at('X::') + 1),
        leaf('::', at('::'), at('::') + 2, false),
        leaf('identifier', at('::class') + 2, at('::class') + 7),
      ]),
    ]);
    const spans = unreadSpans(node('source_file', [misread, property]));
    expect(spans.map((s) => src.slice(s.start, s.end))).toEqual(['@LargeTest\nclass A {\n  fun t() = check()\n}']);
  });

  it('refuses a head that no longer parses where the base did, naming the lines', async () => {
    // the stub after the unparseable line would otherwise go unseen: the grammar drops the rest of the file
    const { result } = await judge({ [appFile]: viewModel(whenGuard, 'return true') });
    expect(result.allowed).toBe(false);
    expect(result.refusals.map((r) => r.rule)).toEqual(['unreadable']);
    expect(result.refusals[0]!.file).toBe(appFile);
    expect(result.refusals[0]!.detail).toMatch(/cannot read: lines \d+–\d+ do not parse/);
  });

  it('refuses checks hidden in a test file that stopped parsing', async () => {
    const { result } = await judge({
      [testFile]: saveTest(`${check}\n        val broken = when (1) { is Int if true -> 0 }`),
    });
    expect(result.allowed).toBe(false);
    expect(
      result.refusals.some((r) => r.rule === 'unreadable' && r.file === testFile && /do not parse/.test(r.detail)),
    ).toBe(true);
  });

  it('allows an honest change to a file whose unread code the base already had unchanged', async () => {
    const { head: withGuard } = await judge({ [appFile]: viewModel(whenGuard) });
    // a comment above the class: the unread code itself is the same as in the base
    const { result } = await judge(
      { [appFile]: viewModel(whenGuard).replace('package x\n', 'package x\n\n// notes live here\n') },
      withGuard,
    );
    expect(result.refusals).toEqual([]);
    expect(result.allowed).toBe(true);
  });

  it('allows unread app code that can hide nothing: a declaration without a body, a @Preview function', async () => {
    const extra = `
@Preview
@Composable
private fun SavePreview() {
    val broken = when (1) { is Int if true -> 0 }
}
`;
    const { result } = await judge({ [appFile]: `${viewModel('')}${extra}` });
    expect(result.refusals).toEqual([]);
  });

  it('refuses a change inside code the base could not read either', async () => {
    const { head: withGuard } = await judge({ [appFile]: viewModel(whenGuard) });
    const { result } = await judge({ [appFile]: viewModel(whenGuard, 'return true') }, withGuard);
    expect(result.allowed).toBe(false);
    expect(result.refusals[0]!.detail).toMatch(/do not parse/);
  });

  // Kotlin 2.2 context parameters: the grammar cannot read the clause, which names types only (tolerant.ts)
  const contextHelper = `context(scope: CoroutineScope, log: Logger)
    @Suppress("unused")
    fun saveLater(title: String) {
        scope.launch { save(title) }
    }
`;

  it('reads a declaration with context parameters, also before an annotation and an actual modifier', async () => {
    expect(unreadSpans(await parseKotlin(viewModel(contextHelper)))).toEqual([]);
    const top = `package x\n\n@Composable\ncontext(graph: AppGraph)\nactual fun AppUi() {\n    Text("hi")\n}\n`;
    expect(unreadSpans(await parseKotlin(top))).toEqual([]);
    // a call named context stays a call
    const call = 'package x\n\nfun f() {\n    context(1)\n    g()\n}\n';
    expect(unreadSpans(await parseKotlin(call))).toEqual([]);
  });

  it('reads a function type with a context clause, and still refuses a check dropped in the lambda that has one', async () => {
    const slot = (body: string) =>
      `package x\n\nfun Screen(content: context(Scope) () -> Unit = {}) {\n    content()\n}\n\nfun t() {\n${body}\n}\n`;
    expect(unreadSpans(await parseKotlin(slot('    g()')))).toEqual([]);
    expect(unreadSpans(await parseKotlin('package x\n\nval f: context(A, B) suspend T.(Int) -> R = TODO()\n'))).toEqual(
      [],
    );
    const honest = await judge({ [testFile]: `${saveTest(check)}\nfun helper(b: context(Scope) () -> Unit) = b\n` });
    expect(honest.result.refusals).toEqual([]);
    const { result } = await judge({
      [testFile]: `${saveTest('        rule.onNodeWithTag("save")')}\nfun helper(b: context(Scope) () -> Unit) = b\n`,
    });
    expect(result.refusals.map((r) => r.rule)).not.toContain('unreadable');
    expect(result.allowed).toBe(false);
  });

  it('allows a test file gaining a function with context parameters, and still refuses a check removed beside it', async () => {
    const honest = await judge({ [testFile]: `${saveTest(check)}\n${contextHelper}` });
    expect(honest.result.refusals).toEqual([]);
    expect(honest.result.allowed).toBe(true);
    const { result } = await judge({
      [testFile]: `${saveTest('        rule.onNodeWithTag("save")')}\n${contextHelper}`,
    });
    expect(result.allowed).toBe(false);
    expect(result.refusals.map((r) => r.rule)).not.toContain('unreadable');
    expect(result.refusals.some((r) => r.file === testFile)).toBe(true);
  });
});
