import { closing } from './bound-text.js';
import { codeOnly } from './code-only.js';

/**
 * Values read through a new accessor: a member the change turned from a plain value into a stream
 * (`var optedIn: Boolean` → `val optedIn: Flow<Boolean>`) is read by the migrated tests as the
 * stream's current value (`prefs.optedIn` → `prefs.optedIn.first()`). The base test sources read it
 * the same way before anything is compared, so the same check on the migrated member is the same
 * check, and a changed expectation or a dropped check is still seen. Only members whose declaration
 * the change itself rewrote from a plain type to a stream type qualify: a test that starts reading
 * `.first()` of some other value is compared as written.
 */

const streamType = /^(?:Mutable)?(?:StateFlow|SharedFlow|Flow|LiveData)\s*</;
const streamInit = /^(?:MutableStateFlow|MutableSharedFlow|MutableLiveData|flowOf|flow|stateFlow)\b/;
/** `val|var name: Type` or `val|var name = init`, members and locals alike (a local shadows nothing here: only changed declarations count). */
const property = /\b(?:val|var)\s+([A-Za-z_]\w*)\s*(?::\s*([^=\n{]+?))?\s*(?:=\s*([^\n]+))?$/gm;

/** Per declared property name: whether some declaration is a stream, and whether some is plain. */
function propertyKinds(sources: Iterable<string>): Map<string, { stream: boolean; plain: boolean }> {
  const out = new Map<string, { stream: boolean; plain: boolean }>();
  for (const src of sources)
    for (const m of codeOnly(src).matchAll(property)) {
      const [, name, type, init] = m;
      const stream = type ? streamType.test(type.trim()) : init !== undefined && streamInit.test(init.trim());
      const k = out.get(name!) ?? { stream: false, plain: false };
      if (stream) k.stream = true;
      else if (type) k.plain = true;
      out.set(name!, k);
    }
  return out;
}

/**
 * Members declared with a plain type in the change's base files and, in its head files, as a stream
 * and never with a plain type (a stream of the same name elsewhere in the base — another class's — does not matter).
 */
export function membersMadeStreams(base: Map<string, string>, head: Map<string, string>): Set<string> {
  const b = propertyKinds(base.values()),
    h = propertyKinds(head.values());
  const out = new Set<string>();
  for (const [name, k] of h) {
    const was = b.get(name);
    if (k.stream && !k.plain && was?.plain) out.add(name);
  }
  return out;
}

/**
 * A member read (`.name`) that is not already a stream read, a call, an assignment to it, or the
 * receiver of a call (`.name.test { … }`, `.name.collect(…)`: a stream used as one).
 */
const plainRead = (name: string) =>
  new RegExp(`(?<=\\.)${name}\\b(?!\\s*(?:\\.(?:value|getOrAwaitValue)\\b|\\.\\w+\\s*[({]|\\(|[-+*/]?=(?!=)))`, 'g');

/**
 * The base test sources with each plain read of a member that became a stream read as its current
 * value (`.first()`, the form `kotlin/values.ts` gives every current-value read); string literals untouched.
 */
export function readAsStreams(
  base: Map<string, string>,
  members: ReadonlySet<string>,
  isTest: (path: string) => boolean,
): Map<string, string> {
  const out = new Map<string, string>();
  if (members.size === 0) return out;
  for (const [p, src] of base) {
    if (!isTest(p)) continue;
    let s = src;
    for (const name of members) {
      const re = plainRead(name);
      s = s
        .split(/("(?:\\.|[^"\\\n])*")/)
        .map((part, i) => (i % 2 === 1 ? part : part.replace(re, `${name}.first()`)))
        .join('');
    }
    if (s !== src) out.set(p, s);
  }
  return out;
}

/** A typed declaration anywhere on a line: several constructor parameters on one line each count. */
const typedDeclaration = /\b(?:val|var)\s+([A-Za-z_]\w*)\s*:\s*([A-Za-z_][\w.]*)/g;
const streamTypeName = /^(?:Mutable)?(?:StateFlow|SharedFlow|Flow|LiveData)$/;

/** `fun name(params): Type`, extension and generic functions alike: the name and the declared result type. */
const functionDeclaration =
  /\bfun\s+(?:<[^>]*>\s*)?(?:[\w.]+\.)?([A-Za-z_]\w*)\s*\(([^()]|\([^()]*\))*\)\s*:\s*([A-Za-z_][\w.]*)/g;

/** Per declared function name: whether some declaration returns a stream, and whether some returns a plain value. */
function functionKinds(sources: Iterable<string>): Map<string, { stream: boolean; plain: boolean }> {
  const out = new Map<string, { stream: boolean; plain: boolean }>();
  for (const src of sources)
    for (const [, name, , type] of codeOnly(src).matchAll(functionDeclaration)) {
      const k = out.get(name!) ?? { stream: false, plain: false };
      if (streamTypeName.test(type!.split('.').pop()!)) k.stream = true;
      else k.plain = true;
      out.set(name!, k);
    }
  return out;
}

/**
 * Functions whose result the change turned from a stream into a plain value (`fun byWiki(w): Flow<List<N>>`
 * → `suspend fun byWiki(w): List<N>`, a Room DAO leaving Flow) or the other way round: every base
 * declaration of the name one kind, every head declaration the other.
 */
export function functionsMadeStreams(
  base: Map<string, string>,
  head: Map<string, string>,
): { toStream: Set<string>; toPlain: Set<string> } {
  const b = functionKinds(base.values()),
    h = functionKinds(head.values());
  const toStream = new Set<string>(),
    toPlain = new Set<string>();
  for (const [name, now] of h) {
    const was = b.get(name);
    if (!was || was.stream === was.plain || now.stream === now.plain) continue;
    if (was.plain && now.stream) toStream.add(name);
    if (was.stream && now.plain) toPlain.add(name);
  }
  return { toStream, toPlain };
}

const currentValue = /\s*\.\s*first\(\)/y;

/**
 * A base test source with each call of a function whose result became a stream read as that stream's
 * current value (`dao.byWiki(w)` → `dao.byWiki(w).first()`), and each current-value read of one whose
 * result stopped being a stream read as the plain call (`dao.byWiki(w).first()` → `dao.byWiki(w)`):
 * what the head test must write to read the same value.
 */
function readCallsAs(src: string, made: { toStream: Set<string>; toPlain: Set<string> }): string {
  const names = [...made.toStream, ...made.toPlain];
  if (names.length === 0) return src;
  // strings blanked to the same length, so positions found in the code are positions in the source
  const code = src.replace(/"(?:\\.|[^"\\\n])*"/g, (m) => `"${' '.repeat(m.length - 2)}"`);
  const call = new RegExp(`(?<![\\w$])(?<!fun\\s+)(${names.join('|')})\\s*\\(`, 'g');
  const edits: Array<[number, number, string]> = [];
  for (const m of code.matchAll(call)) {
    const end = closing(code, m.index + m[0].length - 1) - 1;
    if (end < 0) continue;
    currentValue.lastIndex = end + 1;
    const after = currentValue.exec(code);
    if (made.toPlain.has(m[1]!) && after) edits.push([end + 1, end + 1 + after[0].length, '']);
    else if (made.toPlain.has(m[1]!)) edits.push(...localReads(code, m.index, end + 1));
    // a plain list's `.first()` after it stays: the stream's current value, then its first element
    if (made.toStream.has(m[1]!)) edits.push([end + 1, end + 1, '.first()']);
  }
  let out = src;
  // from the end, so each edit's positions are still those of the source (a call inside another's arguments ends first)
  for (const [from, to, text] of edits.sort((x, y) => y[0] - x[0])) out = out.slice(0, from) + text + out.slice(to);
  return out;
}

/** `val name =` (a receiver chain may follow) just before a call: the local the call's result is bound to. */
const boundLocal = /\b(?:val|var)\s+([A-Za-z_]\w*)\s*(?::[^=\n]+)?=\s*(?:[\w$]+(?:\(\))?\s*\.\s*)*$/;

/** The index of the `{` opening the block that holds `at`, or -1 (strings already blanked). */
function enclosingOpen(code: string, at: number): number {
  let depth = 0;
  for (let i = at - 1; i >= 0; i--) {
    const c = code[i];
    if (c === '}') depth++;
    else if (c === '{' && depth-- === 0) return i;
  }
  return -1;
}

/**
 * The current-value reads of a local bound to the whole result of a call whose result stopped being a stream
 * (`val notes = dao.byWiki(w)`, then `notes.first().size`), as edits dropping `.first()`: the local now holds
 * the value itself. Only in the block declaring it, before another declaration of the name.
 */
function localReads(code: string, callStart: number, callEnd: number): Array<[number, number, string]> {
  const bound = boundLocal.exec(code.slice(Math.max(0, callStart - 300), callStart));
  const open = enclosingOpen(code, callStart);
  // the call must be the whole value: nothing chained or computed after it on its line
  if (!bound || open < 0 || !/^[ \t]*(?:\n|$)/.test(code.slice(callEnd))) return [];
  const blockEnd = closing(code, open);
  const name = bound[1]!;
  const scope = code.slice(callEnd, blockEnd < 0 ? code.length : blockEnd - 1);
  const again = new RegExp(`\\b(?:val|var)\\s+${name}\\b`).exec(scope);
  const within = again ? scope.slice(0, again.index) : scope;
  const read = new RegExp(`(?<![\\w$.])${name}(\\s*\\.\\s*first\\(\\))`, 'g');
  return [...within.matchAll(read)].map((r) => {
    const from = callEnd + r.index + name.length;
    return [from, from + r[1]!.length, ''];
  });
}

/** The base test sources whose calls readCallsAs rewrote. */
export function readCallsAsStreams(
  base: Map<string, string>,
  made: { toStream: Set<string>; toPlain: Set<string> },
  isTest: (path: string) => boolean,
): Map<string, string> {
  const out = new Map<string, string>();
  if (made.toStream.size + made.toPlain.size === 0) return out;
  for (const [p, src] of base) {
    if (!isTest(p)) continue;
    const s = readCallsAs(src, made);
    if (s !== src) out.set(p, s);
  }
  return out;
}

/** `propertyKinds`, with every typed declaration of a line read (`data class S(val a: Int, val b: String)`). */
function declaredKinds(sources: Iterable<string>): Map<string, { stream: boolean; plain: boolean }> {
  const list = [...sources];
  const out = propertyKinds(list);
  for (const src of list)
    for (const [, name, type] of codeOnly(src).matchAll(typedDeclaration)) {
      const k = out.get(name!) ?? { stream: false, plain: false };
      if (streamTypeName.test(type!.split('.').pop()!)) k.stream = true;
      else k.plain = true;
      out.set(name!, k);
    }
  return out;
}

/** Streams a change folded into one state stream (stream-reads.ts `foldedStreams`). */
export interface FoldedStreams {
  /** members the base declared as streams and the head declares only as plain fields (of a state class) */
  members: ReadonlySet<string>;
  /** stream members the head declares: the state streams the fields may now be read from */
  states: ReadonlySet<string>;
}

/**
 * Streams folded into one state stream (`val title: LiveData<String>` and `val count: LiveData<Int>` →
 * `val uiState: StateFlow<UiState>` with `data class UiState(val title: String, val count: Int)`): a
 * member declared as a stream (or without a type) in the change's base files and, in its head files, as a
 * plain field and never as a stream. Undefined when the change folded none.
 */
export function foldedStreams(base: Map<string, string>, head: Map<string, string>): FoldedStreams | undefined {
  const b = declaredKinds(base.values()),
    h = declaredKinds(head.values());
  const members = new Set<string>();
  const states = new Set<string>();
  for (const [name, k] of h) if (k.stream) states.add(name);
  for (const [name, k] of b) {
    const now = h.get(name);
    // a plain field of the same name beside the stream at the base (the value it mapped) does not matter; a
    // declaration without a type (`val done = stats.map { … }`) may be the stream: the base test reading it as
    // one (`.value`, `getOrAwaitValue()`) is what rules/folded-streams.ts compares
    if ((k.stream || !k.plain) && now?.plain && !now.stream) members.add(name);
  }
  return members.size && states.size ? { members, states } : undefined;
}

/**
 * A checked value read back as it was before the fold: `vm.uiState.first().title` (a field of the
 * state stream's current value) is `vm.title.first()` when `title` is a folded member.
 */
export function unfolded(value: string, folded: FoldedStreams): string {
  return value.replace(
    /\.([A-Za-z_]\w*)\.first\(\)\.([A-Za-z_]\w*)\b(?!\s*\()/g,
    (all, state: string, member: string) =>
      folded.states.has(state) && folded.members.has(member) ? `.${member}.first()` : all,
  );
}
