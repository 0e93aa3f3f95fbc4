/**
 * A check of a member the change removed from one class while another class keeps the name: `val entry =
 * LogEntry(page, 0)` and `assertThat(entry.summary, …)` dropped with `LogEntry`'s `summary` while `Page` keeps its
 * own. Read per name, `summary` is still declared, so the check read as dropped while its subject lives on; the
 * receiver's class says whose member it read, and that member is gone: the old check cannot compile (review only).
 * Only a receiver the test declares with its class (`val x = Ctor(…)`, `val x: Type`, `val x = state as Ui.Content`)
 * or a callable reference (`prop(Ui.Content::code)`) decides; a check reading a class that keeps the member, or a
 * member its class keeps, is refused as before.
 */

import { codeOnly } from '../code-only.js';
import { declarationIn } from '../declarations.js';
import type { Assertion } from '../inventory/assertion.js';
import type { TestUnit } from '../inventory/tests.js';
import { declaredClasses, membersByClass } from '../rename-receivers.js';
import type { ApiMigration } from './tests.js';

/** Class → the members it declared in the base's changed app sources and no longer declares in the head's. */
export function membersRemovedByClass(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (p: string) => boolean,
): Map<string, Set<string>> {
  const app = (m: Map<string, string>) => new Map([...m].filter(([p]) => isApp(p)));
  const members = (m: Map<string, string>) => {
    const out = membersByClass(m);
    for (const [c, names] of constructorProperties(m.values())) out.set(c, new Set([...(out.get(c) ?? []), ...names]));
    return out;
  };
  const [baseApp, headApp] = [app(base), app(head)];
  const [before, after] = [members(baseApp), members(headApp)];
  const out = new Map<string, Set<string>>();
  for (const [c, was] of before) {
    const now = after.get(c);
    if (!now) continue;
    // a member moved to a superclass or made an extension in the same change is declared as often as before, and
    // an override taken out leaves the supertype's member, which the check still reads
    const gone = new Set(
      [...was].filter(
        (n) => !now.has(n) && declarations(baseApp, n) > declarations(headApp, n) && !overrides(baseApp, c, n),
      ),
    );
    if (gone.size) out.set(c, gone);
  }
  return out;
}

/**
 * The class `cls` of the changed app sources declares `name` as an override (`override val name = …`), in its header
 * or body. Read per class: a view interface's own `fun show()` taken out together with the screen's override of it is
 * gone from the interface, whose mock a test verifies, while the screen's override only leaves the supertype's member.
 */
function overrides(sources: Map<string, string>, cls: string, name: string): boolean {
  const override = new RegExp(`\\boverride\\s+(?:[\\w@]+\\s+)*(?:fun|va[lr])\\s+${name}\\b`);
  return [...sources.values()].some((src) => classTexts(codeOnly(src), cls).some((text) => override.test(text)));
}

/** Each declaration of class (or interface, object) `cls` in `code`: its header and body up to the closing brace. */
function classTexts(code: string, cls: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(new RegExp(`\\b(?:class|interface|object)\\s+${cls}\\b`, 'g'))) {
    let i = code.indexOf('{', m.index!);
    const stop = code.slice(m.index!, i < 0 ? undefined : i).search(/\n[ \t]*\n/);
    if (i < 0 || stop >= 0) {
      out.push(code.slice(m.index!, stop >= 0 ? m.index! + stop : undefined)); // no body: the header alone
      continue;
    }
    let depth = 1;
    for (i++; i < code.length && depth > 0; i++) depth += code[i] === '{' ? 1 : code[i] === '}' ? -1 : 0;
    out.push(code.slice(m.index!, i));
  }
  return out;
}

/** How many declarations of `name` the changed app sources hold. */
function declarations(sources: Map<string, string>, name: string): number {
  let n = 0;
  for (const [path, src] of sources)
    for (const m of codeOnly(src).matchAll(declarationIn(path, src))) if (m[1] === name) n++;
  return n;
}

/** Each Kotlin class's primary-constructor properties: the `val`/`var` parameters of `class Entry(…)`. */
function constructorProperties(sources: Iterable<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const src of sources) {
    const code = codeOnly(src);
    for (const m of code.matchAll(/\bclass\s+([A-Za-z_]\w*)\s*(?:<[^>{]*>)?\s*(?:[\w@]+\s+)*(?:constructor\s*)?\(/g)) {
      let depth = 1,
        i = m.index! + m[0].length;
      for (; i < code.length && depth > 0; i++) depth += code[i] === '(' ? 1 : code[i] === ')' ? -1 : 0;
      const names = out.get(m[1]!) ?? new Set<string>();
      for (const p of code.slice(m.index! + m[0].length, i).matchAll(/\bva[lr]\s+([A-Za-z_]\w*)/g)) names.add(p[1]!);
      out.set(m[1]!, names);
    }
  }
  return out;
}

/**
 * The class each name of a test file is declared with, wherever in the file (`lateinit var holder: Adapter.ViewHolder`
 * → `ViewHolder`, `val repo = Repo(…)` → `Repo`); a name declared with two classes has none. By file: the subject a
 * test reads through its class's property.
 */
export function fileDeclaredClasses(
  sources: Map<string, string>,
  isTest: (p: string) => boolean,
): Map<string, Map<string, string | undefined>> {
  const out = new Map<string, Map<string, string | undefined>>();
  for (const [path, src] of sources) {
    if (!isTest(path) || !(path.endsWith('.kt') || path.endsWith('.java'))) continue;
    const code = codeOnly(src);
    const classes = declaredClasses(code);
    // a nested class's qualified name (`Adapter.ViewHolder`): its own, where the name is declared once
    for (const m of code.matchAll(/\b(?:val|var)\s+([A-Za-z_]\w*)\s*:\s*(?:[A-Z]\w*\.)+([A-Z]\w*)/g)) {
      const declared = code.match(new RegExp(`\\b(?:val|var)\\s+${m[1]}\\b`, 'g'))?.length ?? 0;
      classes.set(m[1]!, declared === 1 ? m[2] : undefined);
    }
    out.set(path, withMocks(classes, code));
  }
  return out;
}

/**
 * The base check reads `local.member` where the test built `local` as a class the change removed `member` from, or
 * `property.member` where its file declares `property` as one (`fileDeclaredClasses`; the test's own declarations first).
 */
export function readsRemovedClassMember(
  b: Assertion,
  unit: TestUnit,
  facts: Pick<ApiMigration, 'removedFromClasses' | 'fileClasses'> | undefined,
): boolean {
  const removed = facts?.removedFromClasses;
  if (!removed?.size || !b.asserting || b.finder) return false;
  const code = unit.tokens.join(' ');
  const classes = new Map<string, string | undefined>([
    ...(facts?.fileClasses?.get(unit.file) ?? []),
    ...withMocks(declaredClasses(code), code),
    ...castClasses(code),
  ]);
  // the check as written too: inlining reads `content.code` as `awaitItem().code`, and the cast that typed it is gone
  const written = b.text.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  // `entry.summary` with `val entry = LogEntry(…)`, or the value read through the local: `LogEntry(page, 0).summary`
  const reads = [b.subject, ...b.args, written].flatMap((v) => [
    ...v.matchAll(/(?<![\w$.])([a-z_]\w*)\s*(?:!!)?\??\.\s*([A-Za-z_]\w*)(?![\w$])/g),
    ...v.matchAll(/(?<![\w$.])([A-Z]\w*)\s*\((?:[^()]|\([^()]*\))*\)\s*\.\s*([A-Za-z_]\w*)(?![\w$])/g),
    // a callable reference names its class: `prop(HomeUiState.Success::isMovingEnabled)`
    ...v.matchAll(/(?<![\w$])([A-Z]\w*)\s*::\s*([A-Za-z_]\w*)(?![\w$])/g),
  ]);
  // Mockito's verification names the mock and then the member: `verify(ui).showHistory()`, `verify(ui, times(2)).show(…)`
  reads.push(
    ...b.text.matchAll(/(?<![\w$.])verify\s*\(\s*([a-z_]\w*)\s*(?:,(?:[^()]|\([^()]*\))*)?\)\s*\.\s*([A-Za-z_]\w*)/g),
  );
  return reads.some((m) => {
    const cls = /^[A-Z]/.test(m[1]!) ? m[1] : classes.get(m[1]!);
    return !!cls && !!removed.get(cls)?.has(m[2]!);
  });
}

/**
 * Locals a test declares by a cast, `val content = state as Ui.Content` (or `as?`) → `Content`: the value is of that
 * class, or the cast throws. Only a cast of a plain name or call chain that ends the initializer; a name cast twice to
 * different classes has none.
 */
function castClasses(code: string): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  const link = String.raw`[A-Za-z_]\w*(?:\s*\(\s*\))?`;
  // the class must end the initializer: no member, type argument, call or operator after it
  const cast = new RegExp(
    String.raw`\b(?:val|var)\s+([A-Za-z_]\w*)\s*=\s*${link}(?:\s*\??\.\s*${link})*\s+as\??\s+(?:[A-Z]\w*\s*\.\s*)*([A-Z]\w*)` +
      String.raw`(?![\w$])(?!\s*(?:[.<(?]|[=!]=|&&|\|\||[-+*/%]))`,
    'g',
  );
  for (const m of code.matchAll(cast)) out.set(m[1]!, out.has(m[1]!) && out.get(m[1]!) !== m[2] ? undefined : m[2]);
  return out;
}

/**
 * The names `code` declares as mocks of one class, added to `classes`: `val ui = mock<SummaryUi>()`, `mockk<SummaryUi>(…)`,
 * `mock(SummaryUi::class.java)`, Java's `mock(SummaryUi.class)`. A name declared with two classes has none.
 */
function withMocks(classes: Map<string, string | undefined>, code: string): Map<string, string | undefined> {
  const out = new Map(classes);
  const mocks =
    /\b(?:val|var)\s+([A-Za-z_]\w*)\s*=\s*(?:Mockito\.)?(?:mockk?<([A-Z]\w*)>|mock\(\s*([A-Z]\w*)(?:::class\.java|\.class))/g;
  const javaMocks = /\b([A-Z]\w*)\s+([a-z_]\w*)\s*=\s*(?:Mockito\.)?mock\(\s*\1\.class/g;
  const pairs = [
    ...[...code.matchAll(mocks)].map((m) => [m[1]!, (m[2] ?? m[3])!] as const),
    ...[...code.matchAll(javaMocks)].map((m) => [m[2]!, m[1]!] as const),
  ];
  for (const [name, cls] of pairs) out.set(name, out.has(name) && out.get(name) !== cls ? undefined : cls);
  return out;
}
