import { createRequire } from 'node:module';
import type { Edit, Language, Node, Tree, TreeCursor, Parser as TsParser } from 'web-tree-sitter';
import { timing } from '../timing.js';
import { attachDetachedAnnotations } from './detached-annotations.js';
import { withDirectInt32 } from './direct-int32.js';
import { readableKotlin } from './tolerant.js';
import { compileParserWasm, type ParserWasm } from './wasm.js';

/**
 * A plain, immutable copy of a tree-sitter syntax tree. The guard walks trees many times;
 * crossing the wasm boundary for every property read is slow, so each tree is copied once
 * with a cursor and freed right away.
 */
export interface Syn {
  readonly type: string;
  readonly named: boolean;
  /** field name in the parent (tree-sitter `field`), when the grammar gives one */
  readonly field: string | null;
  readonly start: number;
  readonly end: number;
  /** 1-based line of the first character */
  readonly line: number;
  readonly children: Syn[];
  parent: Syn | null;
  readonly src: string;
}

export function text(n: Syn): string {
  return n.src.slice(n.start, n.end);
}

const isComment = (n: Syn) => n.type === 'line_comment' || n.type === 'block_comment';

/** The node's text with its comments left out (each one a space): what the code says, for display. */
export function codeText(n: Syn): string {
  const t = text(n);
  if (!t.includes('//') && !t.includes('/*')) return t;
  let out = '';
  let at = n.start;
  for (const d of descendants(n, isComment)) {
    if (!isComment(d)) continue;
    out += `${n.src.slice(at, d.start)} `;
    at = d.end;
  }
  return out + n.src.slice(at, n.end);
}

export function named(n: Syn): Syn[] {
  return n.children.filter((c) => c.named && !isComment(c));
}

export function firstOfType(n: Syn, type: string): Syn | undefined {
  return n.children.find((c) => c.type === type);
}

/** A declaration's `modifiers` child (annotations, visibility, `override`…), Kotlin's or Java's adapted. */
export const modifiersOf = (n: Syn): Syn | undefined => firstOfType(n, 'modifiers');

/** Every descendant (pre-order), optionally not entering nodes for which `stop` is true. */
export function* descendants(n: Syn, stop?: (n: Syn) => boolean): Generator<Syn> {
  // one generator and a stack: nested `yield*` costs every item a step per level of depth
  const stack: Syn[] = [];
  for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  while (stack.length > 0) {
    const c = stack.pop()!;
    yield c;
    if (stop?.(c)) continue;
    for (let i = c.children.length - 1; i >= 0; i--) stack.push(c.children[i]!);
  }
}

export function ancestors(n: Syn): Syn[] {
  const out: Syn[] = [];
  for (let p = n.parent; p; p = p.parent) out.push(p);
  return out;
}

/** A grammar's node types and field names by id, read once (each wasm call costs): the copies look them up. */
export interface GrammarTables {
  /** per node-type id: its name and whether it is named */
  types: Array<{ name: string; named: boolean }>;
  /** per field id (0: none) */
  fields: Array<string | null>;
}

/** The node-type and field tables of a loaded grammar (Kotlin's here, Java's in java/parser.ts). */
export function grammarTables(language: Language): GrammarTables {
  const types: GrammarTables['types'] = [];
  for (let id = 0; id < language.nodeTypeCount; id++)
    types.push({ name: language.nodeTypeForId(id) ?? '', named: language.nodeTypeIsNamed(id) });
  const fields: GrammarTables['fields'] = [null];
  for (let id = 1; id <= language.fieldCount; id++) fields.push(language.fieldNameForId(id));
  return { types, fields };
}

interface LoadedParser extends GrammarTables {
  parser: TsParser;
  Edit: typeof Edit;
}

let parserPromise: Promise<LoadedParser> | undefined;
let startedWasm: ParserWasm | undefined;

/**
 * The parser's wasm, already compiling before this code was loaded: the guard's CLI start
 * (src/fastpath/start.ts) begins it ahead of the bundle so the grammar's compile overlaps with
 * loading the guard. Used by the first parser load in place of compiling again.
 */
export function useParserWasm(wasm: ParserWasm): void {
  startedWasm ??= wasm;
}

/**
 * The Kotlin parser, loaded once per process (wasm init + grammar load). No V8 flag is set here: the
 * guard library shares its process (the heal loop, a user's program); `droidheal guard`'s fast path
 * sets its own before it starts the compile (src/fastpath/v8-flags.ts).
 */
function kotlinParser(): Promise<LoadedParser> {
  parserPromise ??= (async () => {
    // the wasm files by package name, not next to the script: the fast path's bundle inlines web-tree-sitter
    const wasm = startedWasm ?? compileParserWasm((id) => createRequire(import.meta.url).resolve(id));
    const { grammar: grammarModule, memory } = wasm;
    const { Parser, Language, Edit } = await import('web-tree-sitter');
    const runtime = await wasm.runtime;
    // the runtime's i32 reads and writes of cursor and node state, straight through a typed array (direct-int32.ts)
    const binding = withDirectInt32(
      {
        // emscripten's option for a memory made elsewhere: the grammar's file was read into it (wasm.ts)
        wasmMemory: memory,
        // emscripten's hook for a runtime compiled elsewhere
        instantiateWasm: (
          imports: WebAssembly.Imports,
          done: (i: WebAssembly.Instance, m: WebAssembly.Module) => void,
        ) => {
          const instance = new WebAssembly.Instance(runtime, imports);
          done(instance, runtime);
          return instance.exports;
        },
      },
      memory,
    );
    await Parser.init(binding as Parameters<typeof Parser.init>[0]);
    const language = Language.loadSync(await grammarModule);
    const parser = new Parser();
    parser.setLanguage(language);
    const tables = grammarTables(language);
    timing.mark('parser ready');
    return { parser, ...tables, Edit };
  })();
  return parserPromise;
}

/**
 * web-tree-sitter's runtime, initialised (it is initialised once per process, by the Kotlin parser's
 * load, with the wasm the fast path compiled): another grammar (src/guard/java/) loads into it.
 */
export async function treeSitterRuntime(): Promise<typeof import('web-tree-sitter')> {
  await kotlinParser();
  return import('web-tree-sitter');
}

/** Start loading the parser now (it overlaps with git work); errors surface on the first parse. */
export function warmUpKotlinParser(): void {
  kotlinParser().catch(() => undefined);
}

/** Start offsets of each line, to turn an index into a 1-based line without asking the tree. */
function lineStarts(src: string): number[] {
  const out = [0];
  for (let i = src.indexOf('\n'); i >= 0; i = src.indexOf('\n', i + 1)) out.push(i + 1);
  return out;
}

/** Parents whose children's field names the guard reads (`name`, `condition`, `operator`, `left`, `right`). */
const fieldParents = new Set([
  'class_declaration',
  'object_declaration',
  'function_declaration',
  'if_expression',
  'while_statement',
  'do_while_statement',
  'binary_expression',
  'equality_expression',
  'comparison_expression',
  'assignment',
  'when_entry',
  'unary_expression',
]);

/** Parse Kotlin source (`.kt` or `.kts`) into a plain syntax tree. */
export async function parseKotlin(source: string): Promise<Syn> {
  return finishParse(await parseToSyn(parseableText(source)));
}

/**
 * The text the grammar is given. Without a final newline the grammar may read a whole annotated
 * class as an expression (`@A @B(x) class C {…}` → annotated infix call of `class`): a missing
 * newline at the end is no change, so the source is always parsed with one. Offsets of the
 * original text stay the same. Constructs the grammar lacks are rewritten in place first
 * (tolerant.ts): same offsets, same lines.
 */
function parseableText(source: string): string {
  return readableKotlin(source.endsWith('\n') ? source : `${source}\n`);
}

async function finishParse(root: Syn): Promise<Syn> {
  await reparseMisreadDeclarations(root);
  attachDetachedAnnotations(root);
  return root;
}

/** A parse's tree-sitter tree, kept in wasm memory so that an edited text can be parsed from it. */
interface KeptTree {
  readonly text: string;
  readonly tree: Tree;
}

/**
 * The parses of one change, whose base trees are kept: a file's head version (or the base with
 * renames applied) is parsed from its base version's tree, and tree-sitter reads again only what
 * the edit touched, about a quarter of the work for a typical change. The trees are the same as a
 * fresh parse gives (test/guard/incremental-parse.test.ts holds them to it). The kept trees live
 * in wasm memory until `close()`, which the guard calls on every path.
 */
export class ChangeParses {
  private readonly kept = new Map<string, KeptTree>();

  /** Parse a file, keeping its tree under `key` for later parses of edited versions. */
  async keep(key: string, source: string): Promise<Syn> {
    const text = parseableText(source);
    return finishParse(
      await parseToSyn(text, undefined, (tree) => {
        this.kept.get(key)?.tree.delete();
        this.kept.set(key, { text, tree });
      }),
    );
  }

  /** Parse an edited version of the file kept under `key`; a fresh parse when none is kept. */
  async from(key: string | undefined, source: string): Promise<Syn> {
    const text = parseableText(source);
    const kept = key !== undefined ? this.kept.get(key) : undefined;
    return finishParse(await parseToSyn(text, kept));
  }

  close(): void {
    for (const k of this.kept.values()) k.tree.delete();
    this.kept.clear();
  }
}

/** The one edit that turns `a` into `b`: the span between their common prefix and common suffix. */
function editBetween(Edit: LoadedParser['Edit'], a: string, b: string): Edit {
  const start = longestTrue(Math.min(a.length, b.length), (k) => a.startsWith(b.slice(0, k)));
  const suffix = longestTrue(Math.min(a.length, b.length) - start, (k) => a.endsWith(b.slice(b.length - k)));
  const endA = a.length - suffix,
    endB = b.length - suffix;
  const point = (s: string, index: number) => {
    const lineStart = s.lastIndexOf('\n', index - 1) + 1;
    let row = 0;
    for (let i = s.indexOf('\n'); i >= 0 && i < index; i = s.indexOf('\n', i + 1)) row++;
    return { row, column: index - lineStart };
  };
  return new Edit({
    startIndex: start,
    oldEndIndex: endA,
    newEndIndex: endB,
    startPosition: point(a, start),
    oldEndPosition: point(a, endA),
    newEndPosition: point(b, endB),
  });
}

/**
 * The largest k in 0..max for which `holds(k)` is true, for a `holds` true up to some k and false
 * after it. The common prefix and suffix of a file's two versions are found so, by ~12 comparisons
 * of whole strings in V8's own code, not a JS loop over every character: that loop ran hot enough
 * in every guard run for V8 to spend its optimising compiler on it, for the one run.
 */
function longestTrue(max: number, holds: (k: number) => boolean): number {
  let lo = 0,
    hi = max;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (holds(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const declarationKeywords = new Set(['fun', 'class', 'interface', 'object', 'val', 'var', 'typealias']);

/**
 * A top-level node the grammar gave up on, or read a declaration keyword in as a name (an annotated
 * expression-bodied function after another declaration can come out as an `assignment` of
 * `@A @B private fun f()` to its body).
 */
function misread(n: Syn): boolean {
  if (n.type === 'ERROR') return true;
  if (n.type !== 'annotated_expression' && n.type !== 'infix_expression' && n.type !== 'assignment') return false;
  for (const d of descendants(n)) {
    if (d.type === 'ERROR') return true;
    if (d.type === 'identifier' && declarationKeywords.has(text(d))) return true;
  }
  return false;
}

/**
 * Error recovery in the grammar depends on what surrounds a declaration: a long annotated Compose
 * function followed by more declarations can come out as an annotated infix expression of `fun`,
 * while the same text alone parses cleanly. Each misread top-level node is parsed again on its own
 * (everything else blanked, so offsets and lines are unchanged) and replaced by what that gives
 * when it reads cleanly: the guard judges the parts that parse.
 */
async function reparseMisreadDeclarations(root: Syn): Promise<void> {
  const kids = root.children;
  const src = root.src;
  const alone = async (start: number, end: number): Promise<Syn[] | undefined> => {
    const text =
      src.slice(0, start).replace(/[^\n]/g, ' ') + src.slice(start, end) + src.slice(end).replace(/[^\n]/g, ' ');
    const again = await parseToSyn(text);
    return again.children.length === 0 || again.children.some(misread) ? undefined : again.children;
  };
  for (let i = 0; i < kids.length; i++) {
    if (!misread(kids[i]!)) continue;
    // the node alone, or, when its text stops mid-declaration, together with the misread nodes after it
    let j = i;
    let parsed = await alone(kids[i]!.start, kids[i]!.end);
    while (!parsed && j + 1 < kids.length && misread(kids[j + 1]!) && j - i < 8) {
      j++;
      parsed = await alone(kids[i]!.start, kids[j]!.end);
    }
    if (!parsed) continue;
    for (const c of parsed) c.parent = root;
    kids.splice(i, j - i + 1, ...parsed);
    i += parsed.length - 1;
  }
}

/** How parseToSyn copies trees: with a cursor (always, but in tests), or node by node. */
let copyWay: 'cursor' | 'nodes' = 'cursor';

/**
 * For tests: copy trees node by node through web-tree-sitter's `Node` API (children, field names,
 * start rows, all asked of tree-sitter), or with the cursor walk the guard uses, which reads as
 * little as it can; both must give the same tree (test/guard/syntax-copy.test.ts).
 */
export function copyTreesWith(way: 'cursor' | 'nodes'): void {
  copyWay = way;
}

/**
 * Parse `src` and copy the tree. With `from`, parse it as an edit of that kept tree's text (the
 * kept tree itself is not changed: a copy is edited). With `keep`, the tree is handed over instead
 * of freed.
 */
async function parseToSyn(src: string, from?: KeptTree, keep?: (tree: Tree) => void): Promise<Syn> {
  if (timing.on && !firstParse) {
    firstParse = true;
    timing.mark('first parse');
  }
  const loaded = await kotlinParser();
  const t0 = timing.now();
  try {
    return parseLoaded(loaded, src, from, keep);
  } finally {
    timing.span('parse', t0);
  }
}

let firstParse = false;

function parseLoaded(loaded: LoadedParser, src: string, from?: KeptTree, keep?: (tree: Tree) => void): Syn {
  let old: Tree | undefined;
  if (from) {
    old = from.tree.copy();
    old.edit(editBetween(loaded.Edit, from.text, src));
  }
  let tree: Tree | null;
  try {
    tree = loaded.parser.parse(src, old);
  } finally {
    old?.delete();
  }
  if (!tree) throw new Error('tree-sitter returned no tree');
  try {
    if (copyWay === 'nodes') return copyNodes(loaded, tree.rootNode, src);
    const cursor = tree.walk();
    try {
      return copyPublic(loaded, cursor, src);
    } finally {
      cursor.delete();
    }
  } finally {
    if (keep) keep(tree);
    else tree.delete();
  }
}

/** A new node; children, range and line are filled in by the copy. */
function synNode(type: string, named: boolean, field: string | null, parent: Syn | null, src: string): Syn {
  return { type, named, field, start: 0, end: 0, line: 0, children: [], parent, src };
}

type MutableSyn = { -readonly [K in keyof Syn]: Syn[K] };

/**
 * Every cursor read crosses into wasm, so read as little as possible: a field name only where the
 * guard looks at fields, and the range only for leaves (a node spans its first to its last child).
 * Only web-tree-sitter's public API: the runtime's own exports are its private business.
 */
function copyPublic({ types, fields }: LoadedParser, cursor: TreeCursor, src: string): Syn {
  const starts = lineStarts(src);
  // leaves come in text order: their line is found by walking forward, not searched for each
  let line = 0;
  const pending: Syn[] = [];
  const build = (parent: Syn | null, parentType: string): Syn => {
    const t = types[cursor.nodeTypeId] ?? { name: cursor.nodeType, named: cursor.nodeIsNamed };
    const node: MutableSyn = synNode(
      t.name,
      t.named,
      fieldParents.has(parentType) ? (fields[cursor.currentFieldId] ?? null) : null,
      parent,
      src,
    );
    if (cursor.gotoFirstChild()) {
      // children gather on one shared stack and leave it as an array of their exact size: an array
      // grown by push holds 16 slots from the first one, most of them empty, copied by every scavenge
      const from = pending.length;
      do pending.push(build(node, t.name));
      while (cursor.gotoNextSibling());
      cursor.gotoParent();
      node.children = pending.slice(from);
      pending.length = from;
      const first = node.children[0]!;
      node.start = first.start;
      node.end = node.children[node.children.length - 1]!.end;
      node.line = first.line;
    } else {
      node.start = cursor.startIndex;
      node.end = cursor.endIndex;
      while (line + 1 < starts.length && starts[line + 1]! <= node.start) line++;
      node.line = line + 1;
    }
    return node;
  };
  return build(null, '');
}

/**
 * The same copy as copyPublic, node by node through the Node API: a parent's children in one call
 * (each with its start index and row), the type of each node and the end of each leaf asked of
 * tree-sitter, field names only under the parents the guard reads fields of.
 */
function copyNodes({ types }: LoadedParser, root: Node, src: string): Syn {
  const build = (n: Node, parent: Syn | null, field: string | null): Syn => {
    const t = types[n.typeId] ?? { name: n.type, named: n.isNamed };
    const node: MutableSyn = synNode(t.name, t.named, field, parent, src);
    const kids = n.children;
    if (kids.length === 0) {
      node.start = n.startIndex;
      node.end = n.endIndex;
      node.line = n.startPosition.row + 1;
      return node;
    }
    const fielded = fieldParents.has(t.name);
    for (let i = 0; i < kids.length; i++)
      node.children.push(build(kids[i]!, node, fielded ? n.fieldNameForChild(i) : null));
    const first = node.children[0]!;
    node.start = first.start;
    node.end = node.children[node.children.length - 1]!.end;
    node.line = first.line;
    return node;
  };
  return build(root, null, null);
}
