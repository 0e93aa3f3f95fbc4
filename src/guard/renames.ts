import { codeOnly, escapeRe, outsideStringLiterals } from './code-only.js';
import { declarationIn, declaresType } from './declarations.js';
import { deprecatedFor } from './deprecated-renames.js';
import { enumEntries, enumEntriesByEnum } from './enum-entries.js';
import type { FilePair } from './file-pairs.js';
import { keptSite, type RenameOwners, renameOnReceivers } from './rename-receivers.js';
/**
 * Renames across a change, found before any judgement and applied to the base sources, so a symbol
 * renamed in app and tests together, a test renamed with the same body, or a string resource renamed
 * with the same text compares equal to what it was.
 *
 * A symbol rename `a → b` is accepted only when (1) `a` is declared in a changed base file and no
 * longer declared in any changed head file, (2) `b` is declared in a changed head file and in no
 * changed base file, (3) some base line turns into a head line when `a` becomes `b` (evidence), and
 * it is applied only to base files whose head counterpart no longer mentions `a` at all. A name
 * declared outside the change cannot have been renamed by it, so pointing a test at another
 * existing tag, text or constant stays a retarget; a renamed constant whose value changed is still
 * refused by the constant comparison, which now sees both under the new name.
 */

export interface RenameMaps {
  /** old symbol → new symbol */
  symbols: Map<string, string>;
  /** old string resource name → new one with the same text (`R.string.a` → `R.string.b`) */
  strings: Map<string, string>;
  /** old view or menu id → the new name of its declaration (`R.id.a` → `R.id.b`: id-renames.ts) */
  ids?: Map<string, string>;
  /** base path → renames inside that file only (a test class's property, a private helper) */
  inFile?: Map<string, Map<string, string>>;
  /** old symbol → the classes it was renamed on, for files whose head still uses the old name (rename-receivers.ts) */
  owners?: Map<string, RenameOwners>;
  /** accessor → the class it is declared to return, for receivers such as `db.serviceDao()` (receiver-classes.ts) */
  accessors?: ReadonlyMap<string, string | undefined>;
}

const testFunction = /@Test\b[^\n]*\n(?:\s*@[^\n]*\n)*\s*(?:\w+\s+)*(?:fun|void)\s+(`[^`\n]+`|[A-Za-z_]\w*)/g;
const stringResource = /\bR\.string\.(\w+)/g;

function declaredNames(path: string, src: string): Set<string> {
  const out = new Set<string>();
  for (const m of codeOnly(src).matchAll(declarationIn(path, src))) out.add(m[1]!);
  return out;
}

/**
 * The names a file declares that code can use: its declarations but its `@Test` functions, which
 * nothing calls (a test named `editTask` is not the view model's `editTask`).
 */
function usableNames(path: string, src: string): Set<string> {
  const out = declaredNames(path, src);
  for (const m of src.matchAll(testFunction)) out.delete(m[1]!);
  return out;
}

const wordRe = (name: string) =>
  name.startsWith('`') ? new RegExp(escapeRe(name), 'g') : new RegExp(`(?<![\\w$])${escapeRe(name)}(?![\\w])`, 'g');

/** A backticked name (`` `toText pads cents` ``): one identifier, whose words are no uses of the symbols they spell. */
const backticked = /`[^`\n]+`/g;

/** An annotation's use-site target (`@get:Rule`, `@field:Inject`): no use of a member named `get` or `field`. */
const useSiteTarget = /@(?:get|set|field|param|setparam|property|receiver|delegate|file|all):/g;

function mentions(src: string, name: string): boolean {
  return wordRe(name).test(name.startsWith('`') ? src : src.replace(backticked, '``').replace(useSiteTarget, '@'));
}

/**
 * Replace a name as a whole word, outside string literals (their text is what tests look for), outside
 * backticked names (a test named after the old name keeps its name) and outside annotation use-site targets
 * (`get` renamed leaves `@get:Rule` alone).
 */
export function renameIn(src: string, from: string, to: string): string {
  const re = wordRe(from);
  const edit = (code: string) =>
    code.replace(re, (name: string, at: number) =>
      code[at - 1] === '@' && code[at + name.length] === ':' ? name : to,
    );
  return outsideStringLiterals(src, edit, !from.startsWith('`'));
}

const squash = (s: string) => s.replace(/\s+/g, '');

function changedLines(b: string, h: string): { gone: string[]; added: Set<string> } {
  const bl = b.split('\n').map(squash).filter(Boolean);
  const hl = h.split('\n').map(squash).filter(Boolean);
  const hs = new Set(hl),
    bs = new Set(bl);
  return { gone: bl.filter((l) => !hs.has(l)), added: new Set(hl.filter((l) => !bs.has(l))) };
}

/**
 * The symbol renames of a change. `keep` names symbols that must keep their name (under the heal
 * policy: test functions and test classes, whose rename is a refusal).
 */
export function symbolRenames(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  keep: Set<string> = new Set(),
): Map<string, string> {
  const baseDecl = new Set<string>(),
    headDecl = new Set<string>();
  // an enum entry is a symbol too (`FOLLOW_REQUEST` → `FollowRequest` in the enum, the app and the tests)
  for (const [p, src] of base) for (const n of [...declaredNames(p, src), ...enumEntries(src)]) baseDecl.add(n);
  for (const [p, src] of head) for (const n of [...declaredNames(p, src), ...enumEntries(src)]) headDecl.add(n);
  const removed = [...baseDecl].filter((n) => !headDecl.has(n) && !keep.has(n));
  const onlyRedeclared = new Set<string>();
  const added = [...headDecl].filter((n) => !baseDecl.has(n));
  // an entry gone from its enum whose name the head still declares elsewhere (another enum's entry) is renamed
  // as `Enum.ENTRY`, so only the uses that name its enum follow it
  const headEntries = entriesByEnum(head);
  const qualifiedEnums = new Set<string>();
  for (const [e, entries] of entriesByEnum(base))
    for (const n of entries)
      if (headDecl.has(n) && !headEntries.get(e)?.has(n) && !keep.has(n)) {
        removed.push(`${e}.${n}`);
        qualifiedEnums.add(e);
      }
  for (const e of qualifiedEnums) for (const a of [...added]) if (!a.includes('.')) added.push(`${e}.${a}`);
  const redeclared = renamedDeclarations(base, head, pairs, new Set(removed));
  // a member renamed in its own file while the change still declares the old name elsewhere (another class's member,
  // a new overload taking the old name), or deprecated for a name the head declares (`ReplaceWith("B")`): only the
  // declaration's own new name is a candidate
  for (const [r, as] of [...movedDeclarations(base, head, pairs), ...deprecatedFor(base, head, headDecl)])
    if (!keep.has(r) && !removed.includes(r)) {
      removed.push(r);
      redeclared.set(r, as);
      onlyRedeclared.add(r);
    }
  if (removed.length === 0 || (added.length === 0 && redeclared.size === 0)) return new Map();

  const votes = new Map<string, Map<string, number>>();
  for (const p of pairs) {
    const b = p.basePath !== undefined ? base.get(p.basePath) : undefined;
    const h = p.headPath !== undefined ? head.get(p.headPath) : undefined;
    if (b === undefined || h === undefined) continue;
    const { gone, added: newLines } = changedLines(codeOnly(b), codeOnly(h));
    if (gone.length === 0) continue;
    // a declaration renamed in its own file may be renamed on some receivers only: the head may still use the old
    // name on others (rename-receivers.ts applies it per call site)
    const rs = removed.filter((r) => mentions(b, r) && (!mentions(h, r) || onlyRedeclared.has(r)));
    const as = added.filter((a) => mentions(h, a) && !mentions(b, a));
    for (const line of gone)
      for (const r of rs) {
        if (!mentions(line, r)) continue;
        const again = [...(redeclared.get(r) ?? [])].filter((a) => !as.includes(a) && mentions(h, a));
        for (const a of onlyRedeclared.has(r)
          ? [...(redeclared.get(r) ?? [])].filter((a) => mentions(h, a))
          : [...as, ...again]) {
          if (!newLines.has(renameIn(line, r, a))) continue;
          const m = votes.get(r) ?? new Map<string, number>();
          m.set(a, (m.get(a) ?? 0) + 1);
          votes.set(r, m);
        }
      }
  }
  return pairedByVotes(votes, base, head);
}

/**
 * Old names paired with new ones one-to-one, strongest evidence first — except overloads merged under one name: a new
 * name the head declares n times (`toNetworkModel()` and `toNetworkModels()` both become `toNetwork()`) takes up to n
 * old ones. Equal evidence (generic lines such as `if (x != null) {` vote for every new name) goes to the nearer name.
 */
function pairedByVotes(votes: Map<string, Map<string, number>>, base: Map<string, string>, head: Map<string, string>) {
  const ranked = [...votes]
    .flatMap(([r, m]) => [...m].map(([a, n]) => ({ r, a, n })))
    .sort((x, y) => y.n - x.n || sharedEnds(y.r, y.a) - sharedEnds(x.r, x.a));
  const out = new Map<string, string>();
  const taken = new Map<string, number>();
  const room = (a: string) => declarationCount(head, a) - (taken.get(a) ?? 0);
  for (const { r, a } of ranked) {
    if (out.has(r) || (taken.has(a) && room(a) <= 0) || noRename(base, head, r, a)) continue;
    out.set(r, a);
    taken.set(a, (taken.get(a) ?? 0) + 1);
  }
  return out;
}

/**
 * Names a removed name's own declaration was renamed to: a changed base line declaring `r` (`override val ID = 1`)
 * whose head counterpart, a new line of the same file, declares `a` with the same modifiers (`override val id = 1`,
 * the initialiser free to change). Such an `a` may be a name the base already declared elsewhere (a parameter, a
 * local of another test): the declaration itself shows the rename.
 */
function renamedDeclarations(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  removed: ReadonlySet<string>,
): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  if (removed.size === 0) return out;
  const declared = (path: string, src: string) =>
    codeOnly(src)
      .split('\n')
      .flatMap((line) =>
        [...line.matchAll(declarationIn(path, src))].map((m) => ({
          line: squash(line),
          name: m[1]!,
          before: squash(line.slice(0, m.index + m[0].length - m[1]!.length)),
        })),
      );
  for (const p of pairs) {
    const b = p.basePath !== undefined ? base.get(p.basePath) : undefined;
    const h = p.headPath !== undefined ? head.get(p.headPath) : undefined;
    if (b === undefined || h === undefined) continue;
    // counted, not merely held: a member renamed to the name another class of the file declares on an identical line
    // (`val buttonTitle: String,` → `val buttonText: String,`, a sibling data class's own line) makes the line once more
    const [baseLines, headLines] = [lineCounts(codeOnly(b)), lineCounts(codeOnly(h))];
    const more = (d: { line: string }, x: Map<string, number>, y: Map<string, number>) =>
      (x.get(d.line) ?? 0) > (y.get(d.line) ?? 0);
    const fresh = declared(p.headPath!, h).filter((d) => more(d, headLines, baseLines) && !removed.has(d.name));
    for (const d of declared(p.basePath!, b)) {
      if (!removed.has(d.name) || !more(d, baseLines, headLines)) continue;
      for (const f of fresh)
        if (f.before === d.before && f.name !== d.name) out.set(d.name, new Set([...(out.get(d.name) ?? []), f.name]));
    }
  }
  return out;
}

/** How often each line of a code text occurs, layout squashed. */
function lineCounts(code: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of code.split('\n').map(squash)) out.set(line, (out.get(line) ?? 0) + 1);
  return out;
}

/**
 * Declarations renamed in place whose old name the change still declares (`fun byKey(key: Long): Note?` →
 * `fun byKeyNow(key: Long): Note?` in one interface, another interface keeping a `byKey`, or a new `suspend fun byKey`
 * beside it): a changed base line declaring `r` that its head file no longer holds, which with `r` made `a` is a new
 * line of that head file, `a` being a name the base file did not declare. The whole line but the name must match,
 * but for members it calls that were renamed so on their own lines (`fun saveNow(n: Note) = byKeyNow(n.key)`).
 */
function movedDeclarations(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const pending: Array<{ line: string; names: string[]; fresh: Map<string, string> }> = [];
  for (const p of pairs) {
    const b = p.basePath !== undefined ? base.get(p.basePath) : undefined;
    const h = p.headPath !== undefined ? head.get(p.headPath) : undefined;
    if (b === undefined || h === undefined || b === h) continue;
    const [bCode, hCode] = [codeOnly(b), codeOnly(h)];
    const baseLines = new Set(bCode.split('\n').map(squash));
    const headLines = new Set(hCode.split('\n').map(squash));
    const baseNames = declaredNames(p.basePath!, b);
    const fresh = new Map<string, string>();
    for (const line of hCode.split('\n'))
      if (!baseLines.has(squash(line)))
        for (const m of line.matchAll(declarationIn(p.headPath!, h)))
          if (!baseNames.has(m[1]!)) fresh.set(squash(line), m[1]!);
    if (fresh.size === 0) continue;
    for (const line of bCode.split('\n')) {
      if (headLines.has(squash(line))) continue;
      const names = [...line.matchAll(declarationIn(p.basePath!, b))].map((m) => m[1]!);
      if (names.length && !matchedMoves(line, names, fresh, out)) pending.push({ line, names, fresh });
    }
  }
  // a declaration whose line calls members renamed on their own lines: those calls read renamed first
  const single = [...out].filter(([, as]) => as.size === 1).map(([r, as]) => [r, [...as][0]!] as const);
  for (const { line, names, fresh } of pending) {
    const called = single.reduce((l, [r, a]) => (names.includes(r) ? l : renameIn(l, r, a)), line);
    if (called !== line) matchedMoves(called, names, fresh, out);
  }
  return out;
}

/** Notes each declared name of a base line that, renamed to a fresh head line's name, gives that line; whether any did. */
function matchedMoves(
  line: string,
  names: string[],
  fresh: Map<string, string>,
  out: Map<string, Set<string>>,
): boolean {
  let found = false;
  for (const r of names)
    for (const [l, a] of fresh)
      if (a !== r && squash(renameIn(line, r, a)) === l) {
        out.set(r, new Set([...(out.get(r) ?? []), a]));
        found = true;
      }
  return found;
}

/** The entries of the enums the sources declare, by enum name (two enums of one name pooled). */
function entriesByEnum(sources: Map<string, string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const src of sources.values())
    for (const [e, entries] of enumEntriesByEnum(src)) out.set(e, new Set([...(out.get(e) ?? []), ...entries]));
  return out;
}

/** The types `name` is declared with: `val name: T`, a parameter `name: T?`. */
function declaredTypes(sources: Map<string, string>, name: string): Set<string> {
  const typed = new RegExp(`(?<![\\w$])${escapeRe(name)}\\s*:\\s*([A-Z][\\w.]*\\??)`, 'g');
  return new Set([...sources.values()].flatMap((src) => [...codeOnly(src).matchAll(typed)].map((m) => m[1]!)));
}

/** Evidence that reads as a rename and is none: a flag made a value, a type made a function. */
function noRename(base: Map<string, string>, head: Map<string, string>, from: string, to: string): boolean {
  return flagMadeValue(base, head, from, to) || typeMadeFunction(base, from, to);
}

/**
 * A class replaced by a function (`InstanceSwitchAuthInterceptor(…)` → `apiForAccount(…)`, their imports swapped on
 * one line) is a replacement, not a rename: a type is renamed only to a name a type can have.
 */
function typeMadeFunction(base: Map<string, string>, from: string, to: string): boolean {
  if (!/^[A-Z]/.test(from) || !/^[a-z]/.test(to)) return false;
  return [...base].some(([path, src]) =>
    [...codeOnly(src).matchAll(declarationIn(path, src))].some((m) => m[1] === from && declaresType(m)),
  );
}

/**
 * A Boolean member replaced by one of another type (`addExisting: Boolean` → `mode: Mode`) is no rename: the
 * old checks compare it with true or false, which the new member never holds (rules/flag-entries.ts judges them).
 */
function flagMadeValue(base: Map<string, string>, head: Map<string, string>, from: string, to: string): boolean {
  const [was, is] = [declaredTypes(base, from), declaredTypes(head, to)];
  return was.size > 0 && [...was].every((t) => t === 'Boolean') && is.size > 0 && !is.has('Boolean');
}

/**
 * How many declarations of `name` the sources hold (overloads count once each) — one when any of them is not a
 * function (a field and a test's local of the same name are no overloads that could merge old names).
 */
function declarationCount(sources: Map<string, string>, name: string): number {
  let n = 0;
  for (const [p, src] of sources) {
    const code = codeOnly(src);
    for (const m of code.matchAll(declarationIn(p, src))) {
      if (m[1] !== name) continue;
      if (!isFunction(m, code)) return 1;
      n++;
    }
    if (enumEntries(src).has(name)) return 1;
  }
  return n;
}

/** A declaration match of a function: Kotlin's `fun`, or Java's name followed by its parameter list. */
const isFunction = (m: RegExpMatchArray, code: string) =>
  /\bfun\s/.test(m[0]) || (!declaresType(m) && /^\s*\(/.test(code.slice(m.index! + m[0].length)));

/** How many characters two names share at their start and end (`idleTimeoutTask`, `idleTimeoutFuture`: 11). */
function sharedEnds(a: string, b: string): number {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return start + end;
}

/**
 * The app API a change replaced: names declared in its base app files and in none of its head
 * files (`removed`: the old tests cannot compile against the head), and names its head app files
 * declare that its base files did not (`added`). Tests migrated from the one to the other are
 * judged by `compareChecks` (rules/tests.ts).
 */
export function apiMigration(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (p: string) => boolean,
): { removed: Set<string>; added: Set<string> } {
  const baseApp = new Set<string>(),
    headApp = new Set<string>(),
    baseAll = new Set<string>(),
    headAll = new Set<string>();
  for (const [p, src] of base)
    for (const n of declaredNames(p, src)) {
      baseAll.add(n);
      if (isApp(p)) baseApp.add(n);
    }
  for (const [p, src] of head)
    for (const n of usableNames(p, src)) {
      headAll.add(n);
      if (isApp(p)) headApp.add(n);
    }
  return {
    removed: new Set([...baseApp].filter((n) => !headAll.has(n))),
    added: new Set([...headApp].filter((n) => !baseAll.has(n))),
  };
}

/**
 * Names the change's base app files declare that its head files still declare: the app API a test may drive
 * that stays (rules/removed-action.ts).
 */
export function keptAppNames(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (p: string) => boolean,
): Set<string> {
  const headAll = new Set([...head].flatMap(([p, src]) => [...usableNames(p, src)]));
  return new Set(
    [...base].filter(([p]) => isApp(p)).flatMap(([p, src]) => [...declaredNames(p, src)].filter((n) => headAll.has(n))),
  );
}

/**
 * Names of app members the change removed that no changed test file declares itself (a test's own
 * local of the same name is not the member): a base test using one of them was deleted with its
 * subject, and no longer compiles against the head.
 */
export function removedAppMembers(
  base: Map<string, string>,
  head: Map<string, string>,
  isTest: (p: string) => boolean,
  removed: ReadonlySet<string>,
): Set<string> {
  const own = new Set<string>();
  for (const m of [base, head]) for (const [p, src] of m) if (isTest(p)) for (const n of ownNames(p, src)) own.add(n);
  return new Set([...removed].filter((n) => !own.has(n)));
}

const overriding =
  /\boverride\s+(?:[a-z]+\s+)*(?:fun|val|var)\s+(?:<[^>]*>\s*)?(?:[A-Za-z_][\w<>?, ]*\.)?(`[^`\n]+`|[A-Za-z_]\w*)/g;

/**
 * The names a test file declares for itself: a fake's `override fun show()` implements the app's `show`, so
 * it is that member, not a name of the test's own (a fake losing its override as the app interface loses the
 * member is the member removed), unless the file also declares the name without `override`.
 */
function ownNames(path: string, src: string): Set<string> {
  const code = codeOnly(src);
  const overrides = [...code.matchAll(overriding)].map((m) => m[1]!);
  if (overrides.length === 0) return usableNames(path, src);
  const plain = [...code.replace(overriding, ' ').matchAll(declarationIn(path, src))].map((m) => m[1]!);
  const out = usableNames(path, src);
  for (const n of overrides) if (!plain.includes(n)) out.delete(n);
  return out;
}

/**
 * Renames inside one file: a name the base file declares and the head file no longer mentions at
 * all, replaced by a name the head file declares and the base file never mentioned, with a changed
 * line as evidence (`private lateinit var state` → `niaState` in a test class). Whatever else in the
 * project still has the old name is another symbol: only this file's uses are renamed.
 */
export function inFileRenames(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  keep: Set<string> = new Set(),
): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const p of pairs) {
    const b = p.basePath !== undefined ? base.get(p.basePath) : undefined;
    const h = p.headPath !== undefined ? head.get(p.headPath) : undefined;
    if (b === undefined || h === undefined || b === h) continue;
    const bCode = codeOnly(b),
      hCode = codeOnly(h);
    const [bp, hp] = [p.basePath!, p.headPath!];
    const removed = [...declaredNames(bp, b)].filter((n) => !keep.has(n) && !mentions(hCode, n));
    // most changed files keep every name they declare: nothing of theirs was renamed
    if (removed.length === 0) continue;
    const added = [...declaredNames(hp, h)].filter((n) => !mentions(bCode, n));
    // the file alone, under its own paths (which choose its language's declarations)
    const [bs, hs, ps] = [new Map([[bp, b]]), new Map([[hp, h]]), [{ basePath: bp, headPath: hp }]];
    const redeclared = renamedDeclarations(bs, hs, ps, new Set(removed));
    if (added.length === 0 && redeclared.size === 0) continue;
    const one = symbolRenames(bs, hs, ps, keep);
    const fits = (from: string, to: string) => added.includes(to) || (redeclared.get(from)?.has(to) ?? false);
    const m = new Map([...one].filter(([from, to]) => removed.includes(from) && fits(from, to)));
    if (m.size) out.set(p.basePath!, m);
  }
  return out;
}

/** Test functions and the classes that hold them, in test sources: under the heal policy they keep their names. */
export function testNames(sources: Map<string, string>, isTestPath: (p: string) => boolean): Set<string> {
  const out = new Set<string>();
  for (const [p, src] of sources) {
    if (!isTestPath(p)) continue;
    const code = codeOnly(src);
    let any = false;
    for (const m of src.matchAll(testFunction)) {
      out.add(m[1]!);
      any = true;
    }
    if (any) for (const m of code.matchAll(/\bclass\s+([A-Za-z_]\w*)/g)) out.add(m[1]!);
  }
  return out;
}

/**
 * Test functions and the classes that declare them directly (not fakes or helpers beside them):
 * under the review policy their renames are left to the body pairing (rules/test-identity.ts),
 * which never pairs two tests renamed together crosswise as line evidence can.
 */
export function testIdentityNames(sources: Map<string, string>, isTestPath: (p: string) => boolean): Set<string> {
  const out = new Set<string>();
  for (const [p, src] of sources) {
    if (!isTestPath(p)) continue;
    const code = codeOnly(src);
    for (const m of code.matchAll(testFunction)) out.add(m[1]!);
    for (const m of code.matchAll(/\b(?:class|object)\s+([A-Za-z_]\w*)[^{;\n]*(?:\n[^{;\n]*)*?\{/g)) {
      const open = m.index! + m[0].length;
      let depth = 1,
        i = open;
      for (; i < code.length && depth > 0; i++) depth += code[i] === '{' ? 1 : code[i] === '}' ? -1 : 0;
      if (/@Test\b/.test(code.slice(open, i))) out.add(m[1]!);
    }
  }
  return out;
}

/** String resource names a side's changed files use (`R.string.x`). */
export function stringResourceNames(sources: Map<string, string>): Set<string> {
  const out = new Set<string>();
  for (const src of sources.values()) for (const m of src.matchAll(stringResource)) out.add(m[1]!);
  return out;
}

/**
 * String resources renamed with the same text: `R.string.a` gone from the change, `R.string.b`
 * new in it, and the base text of `a` is the head text of `b` (every definition, all locales
 * compared as one set). Another resource with another text stays a retarget.
 */
export function stringRenames(
  baseNames: Set<string>,
  headNames: Set<string>,
  baseValues: Map<string, Set<string>>,
  headValues: Map<string, Set<string>>,
  evidence: (from: string, to: string) => boolean = () => true,
): Map<string, string> {
  const out = new Map<string, string>();
  const gone = [...baseNames].filter((n) => !headNames.has(n));
  const fresh = [...headNames].filter((n) => !baseNames.has(n));
  const key = (s: Set<string> | undefined) => (s?.size ? [...s].sort().join('\u0000') : undefined);
  const taken = new Set<string>();
  for (const g of gone) {
    const want = key(baseValues.get(g));
    // a name the base does not define (the test did not compile: the resource was renamed earlier)
    // is followed to a new name one word away (`feature_x_api_loading` → `feature_x_impl_loading`)
    const match =
      want === undefined
        ? fresh.filter((f) => !taken.has(f) && headValues.has(f) && oneWordApart(f, g))
        : fresh.filter((f) => !taken.has(f) && key(headValues.get(f)) === want);
    // two fresh resources with the same text: the one whose name is closest
    match.sort((x, y) => commonSuffix(y, g) - commonSuffix(x, g));
    const best = match.find((f) => evidence(g, f));
    if (best) {
      out.set(g, best);
      taken.add(best);
    }
  }
  return out;
}

/** Some changed base line becomes a head line of its file when `from` is replaced (by `replace`). */
export function lineEvidence(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  replace: (line: string, from: string, to: string) => string,
): (from: string, to: string) => boolean {
  const diffs: Array<{ gone: string[]; added: Set<string> }> = [];
  for (const p of pairs) {
    const b = p.basePath !== undefined ? base.get(p.basePath) : undefined;
    const h = p.headPath !== undefined ? head.get(p.headPath) : undefined;
    if (b !== undefined && h !== undefined) diffs.push(changedLines(b, h));
  }
  return (from, to) => diffs.some((d) => d.gone.some((l) => l.includes(from) && d.added.has(replace(l, from, to))));
}

/** Two resource names that differ by at most one `_` word each way and end in the same word. */
export function oneWordApart(a: string, b: string): boolean {
  const wa = a.split('_'),
    wb = b.split('_');
  const only = (x: string[], y: string[]) => x.filter((w) => !y.includes(w)).length;
  return only(wa, wb) <= 1 && only(wb, wa) <= 1 && wa[wa.length - 1] === wb[wb.length - 1];
}

function commonSuffix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[a.length - 1 - i] === b[b.length - 1 - i]) i++;
  return i;
}

/** The base sources with the renames applied (each only where the head no longer uses the old name). */
export function applyRenames(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  maps: RenameMaps,
): Map<string, string> {
  if (maps.symbols.size === 0 && maps.strings.size === 0 && !maps.inFile?.size && !maps.ids?.size) return base;
  const headOf = new Map<string, string | undefined>();
  for (const p of pairs) if (p.basePath !== undefined) headOf.set(p.basePath, p.headPath);
  const out = new Map<string, string>();
  for (const [p, src] of base) {
    const hp = headOf.get(p);
    const h = hp !== undefined ? head.get(hp) : undefined;
    let s = src;
    for (const [from, to] of maps.symbols) {
      const who = maps.owners?.get(from);
      const whole = h === undefined || !mentions(h, from);
      // calls through a receiver of known class follow that class; the others the whole-file reading
      if (who !== undefined) s = renameOnReceivers(s, h ?? '', from, to, who, whole, maps.accessors);
      if (whole) s = renameIn(s, from, to).replaceAll(keptSite, '');
    }
    for (const [from, to] of maps.inFile?.get(p) ?? []) s = renameIn(s, from, to);
    for (const [from, to] of maps.strings)
      s = s.replace(new RegExp(`\\bR\\.string\\.${from}\\b`, 'g'), `R.string.${to}`);
    for (const [from, to] of maps.ids ?? []) s = s.replace(new RegExp(`\\bR\\.id\\.${from}\\b`, 'g'), `R.id.${to}`);
    out.set(p, s);
  }
  return out;
}

const resourceCall = /(?:[\w.]+\.)?(?:getString|stringResource)\(\s*(?:id\s*=\s*)?R\.string\.(\w+)\s*\)/g;

/**
 * A hard-coded text replaced by the resource that holds exactly that text
 * (`onNodeWithText("Notes")` → `onNodeWithText(activity.getString(R.string.notes_title))`, the
 * resource's text being "Notes"): the base line is rewritten to the head line. Another resource,
 * or one with another text, stays a retarget.
 */
export function literalsToResources(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  headValues: Map<string, Set<string>>,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of pairs) {
    const b = p.basePath !== undefined ? base.get(p.basePath) : undefined;
    const h = p.headPath !== undefined ? head.get(p.headPath) : undefined;
    if (b === undefined || h === undefined || !h.includes('R.string.')) continue;
    const baseLines = b.split('\n');
    const bySquash = new Map<string, number[]>();
    baseLines.forEach((l, i) => {
      bySquash.set(squash(l), [...(bySquash.get(squash(l)) ?? []), i]);
    });
    let changed = false;
    for (const hl of h.split('\n')) {
      for (const m of hl.matchAll(resourceCall)) {
        const values = headValues.get(m[1]!);
        if (values?.size !== 1) continue;
        const literal = JSON.stringify([...values][0]!);
        const at = bySquash.get(squash(hl.replace(m[0], literal)));
        if (!at?.length) continue;
        baseLines[at.shift()!] = hl;
        changed = true;
      }
    }
    if (changed) out.set(p.basePath!, baseLines.join('\n'));
  }
  return out;
}
