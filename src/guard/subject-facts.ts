import { escapeRe } from './code-only.js';
import { type ChangedFile, dirsWithFiles, grepFiles, grepFixed, readFiles, type Side } from './git.js';
import type { TestUnit } from './inventory/tests.js';
import { appPathspecs, type PathKind, pathKind, sourceSetOf, testPathspecs } from './paths.js';
import { type DeletedWithSubject, declares, topLevelFunctions } from './rules/deleted-subject.js';
import type { RuleRefusal } from './rules/refusal.js';
import type { DrivenRemoved } from './rules/removed-action.js';
import { inModule, removedModules } from './rules/removed-modules.js';

/**
 * What `rules/deleted-subject.ts` cannot see in the change alone: whether a deleted test class's subject
 * is declared anywhere in the head app (not only in the changed files), and whether the texts and tags
 * its checks looked for are still anywhere in the head app. Read with `git grep` only when a deleted
 * test class is named after something the change removed.
 */

const appSources = ['*.java', ...appPathspecs];

/** Names of app source files (Kotlin or Java, outside test source sets) the change deleted: `Foo.java` → `Foo`. */
export function deletedAppFileNames(changes: ChangedFile[]): Set<string> {
  const out = new Set<string>();
  for (const c of changes) {
    if (!c.basePath || c.headPath || !/\.(kt|java)$/.test(c.basePath)) continue;
    const set = sourceSetOf(c.basePath);
    if (set && /^(test|androidTest|testFixtures|sharedTest)|Test$/.test(set)) continue;
    out.add(baseName(c.basePath));
  }
  return out;
}

/**
 * The top-level functions of each deleted app Kotlin file, by the file's name, that no changed head file declares at
 * its top level (`DataBindingAdapters` → `setChecked`, `setTint`; a class's member of the name is another function):
 * a test class named after the file tests them. `testsDeletedWithSubject` looks for them in the whole head app.
 */
export function deletedFileFunctions(
  changes: ChangedFile[],
  base: (path: string) => string | undefined,
  head: (path: string) => string | undefined,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const names = deletedAppFileNames(changes.filter((c) => c.basePath?.endsWith('.kt')));
  if (names.size === 0) return out;
  const kept = new Set(changes.flatMap((c) => (c.headPath ? topLevelFunctions(head(c.headPath) ?? '') : [])));
  for (const c of changes) {
    if (!c.basePath || c.headPath || !names.has(baseName(c.basePath))) continue;
    const functions = topLevelFunctions(base(c.basePath) ?? '');
    if (functions.length && !functions.some((f) => kept.has(f))) out.set(baseName(c.basePath), functions);
  }
  return out;
}

/** Which of the functions the head app declares at a file's top level. */
async function topLevelInHead(head: Side, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const at = (n: string) =>
    `^((public|internal|inline|suspend)[[:space:]]+)*fun[[:space:]]+(<[^>]*>[[:space:]]*)?([[:alnum:]_.?<>]+\\.)?${n}[[:space:]]*\\(`;
  const files = await grepFiles(head, names.map(at), appSources, true);
  const found = new Set<string>();
  for (const src of (await readFiles(head, files)).values())
    for (const n of names) if (src && topLevelFunctions(src).includes(n)) found.add(n);
  return found;
}

const baseName = (p: string) => p.replace(/^.*\//, '').replace(/\.\w+$/, '');

/** Declarations of each name anywhere in the head app (Kotlin and Java sources outside test source sets). */
async function declaredInHead(head: Side, names: string[]): Promise<Set<string>> {
  const files = await grepFiles(
    head,
    names.map((n) => `(class|object|interface|fun|typealias|enum)\\s+(<[^>]*>\\s*)?${n}\\b`),
    appSources,
    true,
  );
  const found = new Set<string>();
  for (const src of (await readFiles(head, files)).values())
    for (const n of names) if (src && declares(src, n)) found.add(n);
  return found;
}

const textPathspecs = [...appPathspecs, ':(glob)**/res/values*/*.xml', ':(glob)**/res/layout*/*.xml'];

/**
 * The keys (`Class.method`) of tests deleted with their subject: the subject is declared nowhere in the
 * head app, and no text or tag the class's finders looked for is left in the head app's code or resources.
 */
export async function testsDeletedWithSubject(
  head: Side,
  candidates: DeletedWithSubject[],
  changes: ChangedFile[],
): Promise<{ keys: Set<string>; texts: Set<string> }> {
  const out = { keys: new Set<string>(), texts: new Set<string>() };
  // a subject whose file git paired with a file of another name (a rename with edits) lives on there
  const movedAway = new Set(
    changes.filter((c) => c.basePath && c.headPath && c.basePath !== c.headPath).map((c) => baseName(c.basePath!)),
  );
  candidates = candidates.filter((c) => !movedAway.has(c.subject));
  if (candidates.length === 0) return out;
  const texts = [...new Set(candidates.flatMap((c) => c.finderTexts))].filter((t) => !t.includes('\n'));
  const [declared, kept, textsLeft] = await Promise.all([
    declaredInHead(
      head,
      candidates.flatMap((c) => (c.stem ? [c.subject, c.stem] : [c.subject])),
    ),
    topLevelInHead(
      head,
      candidates.flatMap((c) => c.members ?? []),
    ),
    texts.length ? grepFixed(head, texts, textPathspecs) : Promise.resolve(new Set<string>()),
  ]);
  for (const c of candidates) {
    if (declared.has(c.subject) || (c.stem && declared.has(c.stem)) || c.members?.some((m) => kept.has(m))) continue;
    if (c.finderTexts.some((t) => t.includes('\n') || textsLeft.has(t))) continue;
    for (const t of c.tests) out.keys.add(t.key);
    for (const t of c.finderTexts) out.texts.add(t);
  }
  return out;
}

/**
 * A test tag removed with the screen whose test class went with it (`testsDeletedWithSubject`): no test
 * left in the head looks for it, and the deleted tests were judged as tests. A tag any head test still
 * uses stays `tag-removed`.
 */
export async function withoutTagsGoneWithTests(
  refusals: RuleRefusal[],
  texts: ReadonlySet<string>,
  head: Side,
): Promise<RuleRefusal[]> {
  const tagOf = (r: RuleRefusal) => /^"((?:[^"\\]|\\.)*)"/.exec(r.what)?.[1];
  const gone = refusals.filter((r) => r.rule === 'tag-removed' && texts.has(tagOf(r) ?? '\u0000'));
  if (gone.length === 0) return refusals;
  const stillUsed = await grepFixed(head, [...new Set(gone.map((r) => tagOf(r)!))], testPathspecs);
  return refusals.filter((r) => !gone.includes(r) || stillUsed.has(tagOf(r)!));
}

/** Which names any head app source (Kotlin or Java, outside test source sets) still mentions as a word. */
async function mentionedInHead(head: Side, names: string[]): Promise<Set<string>> {
  const word = (n: string) => new RegExp(`(?<![\\w$])${escapeRe(n)}(?![\\w$])`);
  const files = await grepFiles(
    head,
    names.map((n) => `\\b${n}\\b`),
    appSources,
    true,
  );
  const found = new Set<string>();
  for (const src of (await readFiles(head, files)).values())
    for (const n of names) if (src && word(n).test(src)) found.add(n);
  return found;
}

/**
 * The keys of deleted tests that drove app functions the change removed (rules/removed-action.ts): kept only
 * when no head app source names any of them any more — declared by another class, or still called, it lives on —
 * and, for a test that built a removed class, when no head app source declares anything else it calls or names.
 */
export async function testsDeletedWithAction(head: Side, candidates: Map<string, DrivenRemoved>): Promise<Set<string>> {
  const plain = (n: string) => /^[A-Za-z_]\w*$/.test(n);
  const names = [...new Set([...candidates.values()].flatMap((c) => c.driven))].filter(plain);
  if (names.length === 0) return new Set();
  const besides = [...new Set([...candidates.values()].flatMap((c) => c.besides))].filter(plain);
  const [left, declared] = await Promise.all([
    mentionedInHead(head, names),
    besides.length ? declaredInHead(head, besides) : new Set<string>(),
  ]);
  return new Set(
    [...candidates]
      .filter(([, c]) => c.driven.every((n) => plain(n) && !left.has(n)) && !c.besides.some((n) => declared.has(n)))
      .map(([key]) => key),
  );
}

/**
 * The keys of base tests that lay in a module the change removed whole (rules/removed-modules.ts): nothing is
 * left under the module's directory in the head, and no app source it deleted is declared anywhere in the head
 * app — its code did not move to another module, so its tests went with their subject.
 */
export async function testsOfRemovedModules(
  head: Side,
  base: TestUnit[],
  changes: ChangedFile[],
  baseSource: (file: string) => string | undefined,
  kindOf: (p: string) => PathKind = pathKind,
): Promise<Set<string>> {
  const modules = removedModules(changes, baseSource, kindOf);
  if (modules.length === 0) return new Set();
  const [left, declared] = await Promise.all([
    dirsWithFiles(
      head,
      modules.map((m) => m.root),
    ),
    declaredInHead(head, [...new Set(modules.flatMap((m) => m.appNames))]),
  ]);
  const gone = modules.filter((m) => !left.has(m.root) && !m.appNames.some((n) => declared.has(n))).map((m) => m.root);
  return new Set(base.filter((u) => u.isTest && inModule(u.file, gone)).map((u) => u.key));
}
