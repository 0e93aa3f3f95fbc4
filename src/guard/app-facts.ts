import { escapeRe } from './code-only.js';
import { grepFiles, grepFixed, readFiles, type Side } from './git.js';
import { codeText, descendants, type Syn } from './kotlin/syntax.js';
import { appPathspecs, isAppResourceXml, isValuesXml } from './paths.js';
import { changedResourceTexts, stringResources } from './rules/resource-texts.js';
import type { AppChangeFacts, DropItem, NamedItem } from './rules/with-app-change.js';

/**
 * What the head app declares for the named items of the changed tests' expected values: the
 * parameters of a class or function (`class UserData(val theme: Theme, val dynamic: Boolean = false)`)
 * and the fields of a proto message a Kotlin DSL builder makes (`userPreferences { … }` builds
 * `message UserPreferences`). Read with `git grep` only when a changed check has a named item.
 */
export interface Param {
  name: string;
  default?: string;
  /** the declared type, whitespace removed */
  type?: string;
  /** a `vararg` parameter: takes any number of arguments, none too */
  vararg?: true;
}

/**
 * The types that hold the coroutine context a call runs in, not a value it computes with: a dispatcher, a context, a
 * scope (`ioDispatcher: CoroutineDispatcher`, `scope: CoroutineScope`, kotlinx-coroutines-test's `TestScope`).
 */
const contextType =
  /^(?:kotlinx\.coroutines\.(?:test\.)?)?(?:CoroutineDispatcher|MainCoroutineDispatcher|CoroutineContext|CoroutineScope|TestDispatcher|TestScope)\??$/;

const squash = (s: string) => s.replace(/\s+/g, '');

/** An extension function's receiver before its name (`fun Entity.label(`), optional. */
const extensionReceiver = '(?:[A-Za-z_][\\w.]*(?:<[^>]*>)?\\??\\.)?';

/** Parameter lists of every `class Name(`/`fun Name(` declaration in a source (several: overloads). */
export function parameterLists(src: string, name: string): Param[][] {
  const out: Param[][] = [];
  const decl = new RegExp(
    `\\b(?:class|fun)\\s+(?:<[^>]*>\\s*)?${extensionReceiver}${escapeRe(name)}\\s*(?:<[^>]*>)?\\s*(?:[\\w@ ]*constructor\\s*)?\\(`,
    'g',
  );
  for (const m of src.matchAll(decl)) {
    const open = m.index + m[0].length - 1;
    const inner = insideParens(src, open);
    if (inner === undefined) continue;
    out.push(
      topLevelPieces(inner)
        .map((p) => paramOf(p))
        .filter((p): p is Param => p !== undefined),
    );
  }
  return out;
}

function insideParens(src: string, open: number): string | undefined {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const ch = src[i];
    if (ch === '(' || ch === '{' || ch === '[' || ch === '<') depth++;
    else if (ch === ')' || ch === '}' || ch === ']' || (ch === '>' && src[i - 1] !== '-')) depth--;
    if (depth === 0) return src.slice(open + 1, i);
  }
  return undefined;
}

function topLevelPieces(inner: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i];
    if (ch === '(' || ch === '{' || ch === '[' || ch === '<') depth++;
    else if (ch === ')' || ch === '}' || ch === ']' || (ch === '>' && inner[i - 1] !== '-')) depth--;
    else if (ch === ',' && depth === 0) {
      out.push(inner.slice(from, i));
      from = i + 1;
    }
  }
  out.push(inner.slice(from));
  return out;
}

function paramOf(piece: string): Param | undefined {
  const code = piece.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  const m = /([A-Za-z_$][\w$]*)\s*:([^=]*)(?:=([\s\S]*))?$/.exec(code.trim());
  if (!m) return undefined;
  const type = squash(m[2]!);
  const p: Param = m[3] === undefined ? { name: m[1]!, type } : { name: m[1]!, default: squash(m[3]), type };
  return /(?:^|\s)vararg\s/.test(code) ? { ...p, vararg: true } : p;
}

/** Field names (camelCase, as the Kotlin DSL names them) of `message Name { … }` in a .proto source. */
export function protoFields(src: string, message: string): Set<string> | undefined {
  const m = new RegExp(`\\bmessage\\s+${escapeRe(message)}\\s*\\{`).exec(src.replace(/\/\/.*$/gm, ''));
  if (!m) return undefined;
  const body = src.replace(/\/\/.*$/gm, '').slice(m.index + m[0].length);
  const out = new Set<string>();
  let depth = 0;
  for (const line of body.split(/[;\n]/)) {
    if (depth === 0) {
      const f = /^\s*(?:repeated\s+|optional\s+)?(?:map<[^>]*>|[\w.]+)\s+(\w+)\s*=\s*\d+/.exec(line);
      if (f) out.add(f[1]!.replace(/_([a-z\d])/g, (_, c: string) => c.toUpperCase()));
    }
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    if (depth < 0) break;
  }
  return out;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The named items of changed checks that may be left out of an expected value on the head side:
 * `default` when the value equals the parameter's declared default in every head declaration (a true
 * equivalence); `removed` (review only) when a head declaration of the callee or message exists and
 * none declares the parameter or field any more.
 */
export async function droppableItems(head: Side, items: NamedItem[], review: boolean, base?: Side): Promise<DropItem> {
  const callees = [
    ...new Set(items.filter((i) => i.kind === 'call' && /^[A-Za-z_]\w*$/.test(i.callee)).map((i) => i.callee)),
  ];
  const messages = [...new Set(items.filter((i) => i.kind === 'builder').map((i) => capital(i.callee)))];
  // the base's declarations: the defaults a base call left out stood for, and (review) which overload it meant
  const [params, baseDeclared] = await Promise.all([
    declaredParameters(head, callees),
    base ? declaredParameters(base, callees) : undefined,
  ]);
  const overloaded = review && items.some((i) => i.siblings?.length);
  const baseParams = overloaded ? baseDeclared : undefined;
  const fields = new Map<string, Set<string>>();
  if (messages.length && review) {
    const files = await grepFiles(
      head,
      messages.map((m) => `message\\s+${m}\\b`),
      ['*.proto'],
      true,
    );
    for (const src of (await readFiles(head, files)).values())
      for (const m of messages) {
        const f = protoFields(src ?? '', m);
        if (f) fields.set(m, new Set([...(fields.get(m) ?? []), ...f]));
      }
  }
  const drop: DropItem = (i) => {
    if (i.kind === 'builder') {
      const f = fields.get(capital(i.callee));
      return f && !f.has(i.name) ? 'removed' : undefined;
    }
    const all = params.get(i.callee);
    if (!all?.length) return undefined;
    if (i.position !== undefined) return review && contextAt(all, i.position) ? 'context' : undefined;
    const lists = meantOverloads(all, baseParams?.get(i.callee), [i.name, ...(i.siblings ?? [])]);
    const having = lists.map((l) => l.find((p) => p.name === i.name)).filter((p) => p !== undefined);
    if (having.length === 0) return review ? 'removed' : undefined;
    if (review && having.length === lists.length && having.every((p) => contextType.test(p.type ?? '')))
      return 'context';
    return having.length === lists.length && having.every((p) => p.default === i.value) ? 'default' : undefined;
  };
  drop.writtenOut = (i) => {
    const all = i.kind === 'call' && i.position === undefined ? baseDeclared?.get(i.callee) : undefined;
    if (!all?.length) return undefined;
    const lists = meantOverloads(all, undefined, [i.name, ...(i.siblings ?? [])]);
    // a parameter the base did not declare: the base call could not pass it, and the head's default decides
    const having = lists.map((l) => l.find((p) => p.name === i.name)).filter((p) => p !== undefined);
    if (having.length === 0) return undefined;
    return having.length === lists.length && having.every((p) => p.default === i.value) ? 'default' : 'differs';
  };
  return drop;
}

/**
 * Whether every declaration of a callee long enough to take an argument at `position` declares a coroutine context
 * there (a trailing lambda or `vararg` before it would shift the position: such a list is no evidence).
 */
function contextAt(lists: Param[][], position: number): boolean {
  const taking = lists.filter((l) => l.length > position);
  return taking.length > 0 && taking.every((l) => contextType.test(l[position]!.type ?? ''));
}

/** The parameter lists of every app declaration of each callee on one side (overloads: several). */
export async function declaredParameters(side: Side, callees: string[]): Promise<Map<string, Param[][]>> {
  const params = new Map<string, Param[][]>();
  if (!callees.length) return params;
  const files = await grepFiles(
    side,
    callees.map((c) => `(class|fun)\\s+(<[^>]*>\\s*)?([A-Za-z_][A-Za-z0-9_.]*(<[^>]*>)?[?]?[.])?${c}\\b`),
    appPathspecs,
    true,
  );
  for (const src of (await readFiles(side, files)).values())
    for (const c of callees)
      for (const list of parameterLists(src ?? '', c)) params.set(c, [...(params.get(c) ?? []), list]);
  return params;
}

/**
 * The head overloads a call passing the `named` arguments can mean: an overload the change left as it was that
 * does not declare them all was not the one called at the base, and is not now (`label(precision = 2, withUnit =
 * true)` never meant an unchanged `label(locale, withUnit)`). Without the base's lists, every head overload.
 */
function meantOverloads(head: Param[][], base: Param[][] | undefined, named: string[]): Param[][] {
  if (!base || named.length < 2) return head;
  const key = (l: Param[]) => l.map((p) => p.name).join(',');
  const unchanged = new Set(base.map(key));
  const fits = head.filter((l) => !unchanged.has(key(l)) || named.every((n) => l.some((p) => p.name === n)));
  return fits.length ? fits : head;
}

const memberName = (t: string) =>
  /^[^{=]*?\bfun\s+(?:<[^>]*>\s*)?(?:[\w.<>?]+\.)?(\w+)\s*\(/.exec(t)?.[1] ??
  /^[^{=]*?\b(?:val|var)\s+(?:[\w.<>?]+\.)?(\w+)/.exec(t)?.[1];

/** Every function and property declaration of the trees: name → its texts (layout left out). */
function members(trees: Iterable<Syn>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const tree of trees)
    for (const n of descendants(tree)) {
      if (n.type !== 'function_declaration' && n.type !== 'property_declaration') continue;
      const spaced = codeText(n).replace(/\s+/g, ' ');
      const t = squash(spaced);
      const name = memberName(spaced.replace(/^(@\w+(\([^)]*\))?\s*)+/, ''));
      if (name) out.set(name, [...(out.get(name) ?? []), t]);
    }
  return out;
}

/** Every class's own declaration (its constructor's fields, its supertypes), its body aside: name → its texts. */
function classHeaders(trees: Iterable<Syn>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const tree of trees)
    for (const n of descendants(tree)) {
      const header = n.type === 'class_declaration' ? classHeader(n) : undefined;
      if (header) out.set(header.name, [...(out.get(header.name) ?? []), header.text]);
    }
  return out;
}

/**
 * Classes declared on both sides whose own declaration the change rewrote (`data class Pick(val path: String)` →
 * `(val target: Target)`): a value built by their constructor may be written anew for it (rules/wrapped-values.ts).
 * A class added, or an object made a class, is none: nothing was retyped.
 */
export function retypedClasses(base: Iterable<Syn>, head: Iterable<Syn>): Set<string> {
  const [b, h] = [classHeaders(base), classHeaders(head)];
  const key = (l: string[]) => [...l].sort().join('\n');
  return new Set(
    [...b].filter(([name, texts]) => h.has(name) && key(h.get(name)!) !== key(texts)).map(([name]) => name),
  );
}

function classHeader(n: Syn): { name: string; text: string } | undefined {
  // the grammar names a class by an `identifier` in its `name` field (older grammars: a type identifier)
  const name = n.children.find(
    (c) => c.field === 'name' || c.type === 'type_identifier' || c.type === 'simple_identifier',
  );
  if (!name) return undefined;
  const text = n.children
    .filter((c) => c.type !== 'class_body' && c.type !== 'enum_class_body')
    .map((c) => squash(codeText(c)))
    .join(' ');
  return { name: codeText(name), text };
}

/**
 * App members whose declaration the change altered (added, removed or rewritten), and the members
 * of the changed app files whose body names one (one call level: `load()` calling a changed `map()`).
 */
export function changedReach(base: Iterable<Syn>, head: Iterable<Syn>): Set<string> {
  const [b, h] = [members(base), members(head)];
  const key = (l: string[] | undefined) => [...(l ?? [])].sort().join('\n');
  const changed = new Set([...new Set([...b.keys(), ...h.keys()])].filter((n) => key(b.get(n)) !== key(h.get(n))));
  const reach = new Set(changed);
  for (const side of [b, h])
    for (const [name, texts] of side)
      if (texts.some((t) => t.split(/[^\w$]+/).some((w) => w !== name && changed.has(w)))) reach.add(name);
  return reach;
}

const textPathspecs = [...appPathspecs, ':(glob)**/res/values*/*.xml'];

/** Which of the texts the app (Kotlin outside tests, string resources) had in the base and has in the head. */
export async function textFacts(
  base: Side,
  head: Side,
  texts: string[],
): Promise<Pick<AppChangeFacts, 'textsGone' | 'textsNew'>> {
  const wanted = texts.filter((t) => !t.includes('\n')).slice(0, 64);
  if (wanted.length === 0) return { textsGone: new Set(), textsNew: new Set() };
  const [inBase, inHead] = await Promise.all([
    grepFixed(base, wanted, textPathspecs),
    grepFixed(head, wanted, textPathspecs),
  ]);
  return {
    textsGone: new Set(wanted.filter((t) => inBase.has(t) && !inHead.has(t))),
    textsNew: new Set(wanted.filter((t) => inHead.has(t) && !inBase.has(t))),
  };
}

/** Words of the lines the change added to the app files, and of those it removed (layout aside). */
export function changedWords(
  base: Map<string, string>,
  head: Map<string, string>,
): Pick<AppChangeFacts, 'addedWords' | 'removedWords' | 'removedLines' | 'addedLines'> {
  const lines = (m: Map<string, string>) =>
    new Set([...m.values()].flatMap((src) => src.split('\n').map((l) => l.trim())));
  const [b, h] = [lines(base), lines(head)];
  const words = (ls: Iterable<string>) => new Set([...ls].flatMap((l) => l.split(/[^\w$]+/).filter(Boolean)));
  // a constant the added lines name brings its value (`SMALL_SIZE` → `200` of `const val SMALL_SIZE = 200`)
  const constants = new Map<string, string>();
  for (const src of [...base.values(), ...head.values()])
    for (const m of src.matchAll(/\bval\s+([A-Z][A-Z0-9_]*)\s*(?::\s*\w+\s*)?=\s*([^\n;]+)/g))
      constants.set(m[1]!, m[2]!);
  const withValues = (ws: Set<string>) => {
    for (const w of [...ws]) for (const v of words([constants.get(w) ?? ''])) ws.add(v);
    return ws;
  };
  const [removed, added] = [[...b].filter((l) => !h.has(l)), [...h].filter((l) => !b.has(l))];
  return {
    addedWords: withValues(words(added)),
    removedWords: withValues(words(removed)),
    removedLines: removed,
    addedLines: added,
  };
}

/** The string resources whose text the change rewrote, read from its changed `res/values*` XML files. */
export async function resourceTextChanges(
  base: Side,
  head: Side,
  changes: Array<{ basePath?: string; headPath?: string }>,
): Promise<Array<[string, string]>> {
  const pairs = changes.filter((c) => c.basePath && c.headPath && isValuesXml(c.headPath));
  if (pairs.length === 0) return [];
  const [b, h] = await Promise.all([
    readFiles(
      base,
      pairs.map((c) => c.basePath!),
    ),
    readFiles(
      head,
      pairs.map((c) => c.headPath!),
    ),
  ]);
  return pairs.flatMap((c) =>
    changedResourceTexts(stringResources(b.get(c.basePath!) ?? ''), stringResources(h.get(c.headPath!) ?? '')),
  );
}

/**
 * The `@string/x` references of the change's app resource XML (not `values*`, not a test source set), each
 * line as the code that reads the same resource (`R.string.x`), by path, base and head: a preference's title
 * switched to another resource is the app's own lines switching it (rules/with-app-change.ts).
 */
export async function stringReferenceLines(
  base: Side,
  head: Side,
  changes: Array<{ basePath?: string; headPath?: string }>,
): Promise<[Map<string, string>, Map<string, string>]> {
  const xml = (p?: string): p is string => !!p && isAppResourceXml(p) && !isValuesXml(p);
  const [b, h] = await Promise.all([
    readFiles(base, changes.map((c) => c.basePath).filter(xml)),
    readFiles(head, changes.map((c) => c.headPath).filter(xml)),
  ]);
  const asCode = (m: Map<string, string | undefined>) =>
    new Map(
      [...m].map(([p, src]) => [
        p,
        (src ?? '')
          .split('\n')
          .map((l) => [...l.matchAll(/@string\/(\w+)/g)].map((r) => `R.string.${r[1]}`).join(' '))
          .join('\n'),
      ]),
    );
  return [asCode(b), asCode(h)];
}
