import { createRequire } from 'node:module';
import type { Parser as TsParser } from 'web-tree-sitter';

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

export function named(n: Syn): Syn[] {
  return n.children.filter((c) => c.named && c.type !== 'line_comment' && c.type !== 'block_comment');
}

export function firstOfType(n: Syn, type: string): Syn | undefined {
  return n.children.find((c) => c.type === type);
}

/** Every descendant (pre-order), optionally not entering nodes for which `stop` is true. */
export function* descendants(n: Syn, stop?: (n: Syn) => boolean): Generator<Syn> {
  for (const c of n.children) {
    yield c;
    if (!stop || !stop(c)) yield* descendants(c, stop);
  }
}

export function ancestors(n: Syn): Syn[] {
  const out: Syn[] = [];
  for (let p = n.parent; p; p = p.parent) out.push(p);
  return out;
}

let parserPromise: Promise<TsParser> | undefined;

/** The Kotlin parser, loaded once per process (wasm init + grammar load). */
export function kotlinParser(): Promise<TsParser> {
  parserPromise ??= (async () => {
    const { Parser, Language } = await import('web-tree-sitter');
    await Parser.init();
    const wasm = createRequire(import.meta.url).resolve('@tree-sitter-grammars/tree-sitter-kotlin/tree-sitter-kotlin.wasm');
    const parser = new Parser();
    parser.setLanguage(await Language.load(wasm));
    return parser;
  })();
  return parserPromise;
}

/** Parse Kotlin source (`.kt` or `.kts`) into a plain syntax tree. */
export async function parseKotlin(src: string): Promise<Syn> {
  const parser = await kotlinParser();
  const tree = parser.parse(src);
  if (!tree) throw new Error('tree-sitter returned no tree');
  try {
    const cursor = tree.walk();
    const build = (parent: Syn | null): Syn => {
      const node: Syn = {
        type: cursor.nodeType,
        named: cursor.nodeIsNamed,
        field: cursor.currentFieldName,
        start: cursor.startIndex,
        end: cursor.endIndex,
        line: cursor.startPosition.row + 1,
        children: [],
        parent,
        src,
      };
      if (cursor.gotoFirstChild()) {
        do node.children.push(build(node));
        while (cursor.gotoNextSibling());
        cursor.gotoParent();
      }
      return node;
    };
    const root = build(null);
    cursor.delete();
    return root;
  } finally {
    tree.delete();
  }
}
