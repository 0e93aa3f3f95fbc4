import { closing, topLevelItems } from '../bound-text.js';
import { escapeRe } from '../code-only.js';
import type { TestUnit } from '../inventory/tests.js';

/**
 * Test classes deleted together with the app class or composable they are about (issue 27 class 4 at
 * class level: `PlaybackIssueManagerTest` deleted with `PlaybackIssueManager`, `BannerScreenTest` with
 * the `BannerScreen` composable). Pure: `subject-facts.ts` confirms with `git grep` that the subject is
 * declared nowhere in the head app and that the texts and tags the class's checks look for are gone.
 */

/** Suffixes a test class adds to the name of what it tests. */
const testSuffix =
  /(?:Unit|Instrumented|Instrumentation|Integration|Android|Ui|UI|Compose|Screenshot|Robolectric)?Tests?$/;

/**
 * The stem of a test class name: `LoginViewModelTest` → `LoginViewModel`, and a class of a suite split by aspect,
 * `LoginViewModelTestErrors` → `LoginViewModel` (undefined when nothing is left).
 */
export function testStem(className: string): string | undefined {
  let stem = className.replace(testSuffix, '');
  if (stem === className) stem = /^(\w+?)Tests?_?(?=[A-Z])\w+$/.exec(className)?.[1] ?? className;
  return stem !== className && /^[A-Z]\w{3,}$/.test(stem) ? stem : undefined;
}

const mentions = (src: string, name: string) => new RegExp(`(?<![\\w$])${escapeRe(name)}(?![\\w$])`).test(src);

/** The words of a camel-case name: `RemoteUserInfoMapper` → Remote, User, Info, Mapper. */
const camelWords = (name: string) => name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z\d]+/g) ?? [];

/**
 * Whether a test stem names the class with words left out (`UserCacheMapper` for `UserCacheEntryMapper`):
 * same first and last word, every word of the stem in order among the class's.
 */
function namesWithWordsLeftOut(stem: string, name: string): boolean {
  const [s, n] = [camelWords(stem), camelWords(name)];
  if (s.length < 2 || s.length >= n.length || s[0] !== n[0] || s.at(-1) !== n.at(-1)) return false;
  let i = 0;
  for (const w of n) if (w === s[i]) i++;
  return i === s.length;
}

/**
 * The removed name a test class is about: its stem itself, or a removed name that ends or starts with
 * the stem, or spells it out with more words, and the test file names (`LegacyLoginViewModel` for
 * `LoginViewModelTest`, `FooImpl` for `FooTest`, `UserCacheEntryMapper` for `UserCacheMapperTest`).
 * A removed name the test file merely uses (a helper of another subject) is not its subject.
 */
export function subjectOf(className: string, removed: ReadonlySet<string>, fileSource: string): string | undefined {
  const stem = testStem(className);
  if (!stem) return undefined;
  if (removed.has(stem) && mentions(fileSource, stem)) return stem;
  const near = [...removed].filter(
    (r) =>
      r !== stem &&
      /^[A-Z]/.test(r) &&
      (r.endsWith(stem) || r.startsWith(stem) || namesWithWordsLeftOut(stem, r)) &&
      mentions(fileSource, r),
  );
  return near.length === 1 ? near[0] : undefined;
}

/**
 * Classes a test file declares on the subject (`private class FakeDriver(…) : Driver<Req>(…)`, Java `extends Driver`):
 * an abstract subject is tested through such a subclass, which the test file holds as it would hold the subject.
 */
function subclassesIn(fileSource: string, subject: string): string[] {
  const out: string[] = [];
  const supertype = new RegExp(`^(?:[\\w.]+\\.)?${escapeRe(subject)}\\s*(?:<[^>]*>\\s*)?(?:\\(|$)`);
  for (const m of fileSource.matchAll(/\bclass\s+([A-Z]\w*)\s*(?:<[^>{\n]*>\s*)?/g)) {
    let at = m.index! + m[0].length;
    if (fileSource[at] === '(') at = closing(fileSource, at);
    const header = at < 0 ? null : /^\s*:([^{]*?)(?:\{|\n\s*\n|$)/.exec(fileSource.slice(at));
    const java = /^[^{]*?\bextends\s+([\w.]+)/.exec(fileSource.slice(at));
    const supertypes = header ? topLevelItems(header[1]!) : java ? [java[1]!] : [];
    if (m[1] !== subject && supertypes.some((t) => supertype.test(t.trim()))) out.push(m[1]!);
  }
  return out;
}

/** A Kotlin file's top-level functions (`fun setChecked(…)`, `fun View.setTint(…)`, at the line's start). */
export function topLevelFunctions(src: string): string[] {
  const decl =
    /^(?:(?:public|internal|inline|suspend)\s+)*fun\s+(?:<[^>\n]*>\s*)?(?:[\w.?<>]+\.)?([A-Za-z_]\w*)\s*\(/gm;
  return [...new Set([...src.matchAll(decl)].map((m) => m[1]!))];
}

/**
 * The deleted app file a test class is named after when that file held top-level functions (`DataBindingAdaptersTest`
 * for `DataBindingAdapters.kt`, which declares no class of its name): the test file calls one of them.
 */
function fileSubject(
  className: string,
  removed: ReadonlySet<string>,
  fileFunctions: ReadonlyMap<string, string[]>,
  src: string,
): string | undefined {
  const stem = testStem(className);
  const functions = stem && removed.has(stem) ? fileFunctions.get(stem) : undefined;
  return functions?.some((f) => mentions(src, f)) ? stem : undefined;
}

/**
 * Properties of a test file bound to the subject (`private val manager = Manager(…)`, `lateinit var vm: Vm`, `vm = Vm(…)`),
 * or to a subclass of it the file declares.
 */
export function subjectHandles(fileSource: string, subject: string): Set<string> {
  const out = new Set<string>([subject]);
  for (const sub of subclassesIn(fileSource, subject)) for (const h of boundTo(fileSource, sub)) out.add(h);
  for (const h of boundTo(fileSource, subject)) out.add(h);
  return out;
}

/** The names a test file binds to instances of one class (its own name included). */
function boundTo(fileSource: string, subject: string): Set<string> {
  const out = new Set<string>([subject]);
  const s = escapeRe(subject);
  const decl = new RegExp(`\\b(?:val|var)\\s+(\\w+)\\b[^\\n=]*(?::\\s*${s}\\b|=\\s*(?:[\\w.]+\\.)?${s}\\b)`, 'g');
  for (const m of fileSource.matchAll(decl)) out.add(m[1]!);
  // a Java field (`@Inject Dao dao;`, `private final Vm vm = new Vm();`)
  for (const m of fileSource.matchAll(new RegExp(`(?:^|[\\s;{)])${s}(?:<[^>\\n]*>)?\\s+(\\w+)\\s*[;=]`, 'gm')))
    out.add(m[1]!);
  for (const m of fileSource.matchAll(new RegExp(`(?:^|[\\s;{])(\\w+)\\s*=\\s*${s}\\s*[(<{]`, 'gm'))) out.add(m[1]!);
  // a factory of the test file that builds the subject (`fun createViewModel(): Vm = Vm(…)`, `fun vm() = Vm(…)`)
  const factory = new RegExp(
    `\\bfun\\s+(\\w+)\\s*\\([^)]*\\)\\s*(?::\\s*${s}\\b|=\\s*(?:[\\w.]+\\.)?${s}\\s*[(<{])`,
    'g',
  );
  for (const m of fileSource.matchAll(factory)) out.add(m[1]!);
  return out;
}

/**
 * The text of the functions the test file declares under that name (Kotlin `fun name(…)`, a Java method): the
 * signature and the braced body, or an expression body up to the next line indented no deeper than the declaration.
 */
export function functionText(src: string, name: string): string {
  const n = escapeRe(name);
  const decl = new RegExp(
    `(?:\\bfun\\s+(?:<[^>\\n]*>\\s*)?(?:[\\w.?]+\\.)?|\\b(?:private|protected|public|static|void)\\b[\\w \\t<>\\[\\],.?]*[ \\t])${n}\\s*\\(`,
    'g',
  );
  let out = '';
  for (const m of src.matchAll(decl)) {
    const paramsEnd = closing(src, m.index! + m[0].length - 1);
    const at = paramsEnd < 0 ? -1 : src.slice(paramsEnd).search(/[{=;]/);
    if (at < 0) continue;
    const from = paramsEnd + at;
    if (src[from] === '{') {
      out += src.slice(m.index!, closing(src, from));
      continue;
    }
    if (src[from] !== '=') continue;
    const lineStart = src.lastIndexOf('\n', m.index!) + 1;
    const indent = /^[ \t]*/.exec(src.slice(lineStart))![0].length;
    const next = new RegExp(`\\n[ \\t]{0,${indent}}(?=\\S)`, 'g');
    next.lastIndex = from;
    out += src.slice(m.index!, next.exec(src)?.index ?? src.length);
  }
  return out;
}

/** The texts of the same-file helpers a test calls, and of those they call in turn (three levels). */
function helpersReached(src: string, calls: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  let level = [...calls];
  for (let depth = 0; depth < 3 && level.length; depth++) {
    const next: string[] = [];
    for (const name of level) {
      if (seen.has(name)) continue;
      seen.add(name);
      const text = functionText(src, name);
      if (!text) continue;
      out.push(text);
      for (const m of text.matchAll(/(?<![\w$.])([a-z_]\w*)\s*\(/g)) if (!seen.has(m[1]!)) next.push(m[1]!);
    }
    level = next;
  }
  return out;
}

/** A deleted test class whose subject the change removed: its tests, and what their checks look for on screen. */
export interface DeletedWithSubject {
  className: string;
  subject: string;
  /** the test's stem, when the subject spells it out with more words: a class of that name must be gone too */
  stem?: string;
  tests: TestUnit[];
  /** a deleted file's top-level functions, when the subject is that file (`DataBindingAdapters.kt`): gone with it */
  members?: string[];
  /** literal texts and tags of the class's finders: the screen must be gone with them */
  finderTexts: string[];
}

/** Whether a source declares the name (`class`, `object`, `interface`, `fun`, `typealias`, `enum`): `fun String?.toFile()` declares `toFile`, not `String`. */
export function declares(src: string, name: string): boolean {
  return new RegExp(
    `\\b(class|object|interface|fun|typealias|enum)\\s+(<[^>]*>\\s*)?${escapeRe(name)}\\b(?!\\s*(?:<[^>]*>)?\\??\\s*\\.)`,
  ).test(src);
}

/** The class a test class extends: `class FooTestErrors : FooTestBase()` → `FooTestBase`. */
export function superclassOf(src: string, className: string): string | undefined {
  const header = new RegExp(
    `\\bclass\\s+${escapeRe(className)}\\b[^{]*?:\\s*(?:[\\w.]+\\.)?([A-Z]\\w*)\\s*(?:<[^>{]*>\\s*)?\\(`,
  );
  const java = new RegExp(`\\bclass\\s+${escapeRe(className)}\\b[^{]*?\\bextends\\s+(?:[\\w.]+\\.)?([A-Z]\\w*)`);
  return (header.exec(src) ?? java.exec(src))?.[1];
}

const literals = (s: string) => [...s.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);

/**
 * Candidates: base test classes with no test left in the head, named after a removed name, whose every
 * test uses the subject (the name or a property bound to it) and whose every finder check looks for a
 * literal text or tag (a finder through a resource id or a variable cannot be shown gone: it stays refused).
 */
export function deletedSubjectCandidates(
  baseUnits: TestUnit[],
  headUnits: TestUnit[],
  removed: ReadonlySet<string>,
  source: (file: string) => string | undefined,
  testClassSource?: (className: string) => string | undefined,
  fileFunctions: ReadonlyMap<string, string[]> = new Map(),
): DeletedWithSubject[] {
  if (removed.size === 0) return [];
  const headClasses = new Set(headUnits.filter((u) => u.isTest).map((u) => u.className));
  const byClass = new Map<string, TestUnit[]>();
  for (const u of baseUnits)
    if (u.isTest && !headClasses.has(u.className)) byClass.set(u.className, [...(byClass.get(u.className) ?? []), u]);
  const out: DeletedWithSubject[] = [];
  for (const [className, tests] of byClass) {
    const src = source(tests[0]!.file) ?? '';
    // a suite split into classes by aspect names and binds the subject once, in the base test class they extend
    const parent = superclassOf(src, className);
    const parentSrc = (parent && parent !== className && testClassSource?.(parent)) || '';
    const subject =
      subjectOf(className, removed, `${src}\n${parentSrc}`) ?? fileSubject(className, removed, fileFunctions, src);
    if (!subject) continue;
    const members = fileFunctions.get(subject) ?? [];
    const handles = new Set([...subjectHandles(src, subject), ...subjectHandles(parentSrc, subject), ...members]);
    const own = `${src}\n${parentSrc}`;
    // its body, or a same-file helper it calls (read from the source: a Java test's body has no tokens)
    const uses = (t: TestUnit) =>
      t.tokens.some((w) => handles.has(w)) ||
      helpersReached(own, [t.name, ...t.helperCalls]).some((h) => [...handles].some((n) => mentions(h, n)));
    if (!tests.every(uses)) continue;
    const finders = tests.flatMap((t) => t.checks.filter((c) => c.asserting && c.finder));
    const texts = finders.map((c) => literals(c.finder!.key).filter((l) => l.length > 0));
    // a template (`"topic:${id}"`) or a resource cannot be shown gone
    if (texts.some((l) => l.length === 0 || l.some((t) => t.includes('${')))) continue;
    const stem = testStem(className)!;
    const spelledOut = subject !== stem && !subject.endsWith(stem) && !subject.startsWith(stem);
    const finderTexts = [...new Set(texts.flat())];
    out.push({
      className,
      subject,
      ...(spelledOut ? { stem } : {}),
      ...(members.length ? { members } : {}),
      tests,
      finderTexts,
    });
  }
  return out;
}
