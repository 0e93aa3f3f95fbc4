import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language, Parser, TreeCursor } from 'web-tree-sitter';
import { type GrammarTables, grammarTables, type Syn, treeSitterRuntime } from '../kotlin/syntax.js';
import { timing } from '../timing.js';
import { kotlinShaped } from './adapt.js';

/** The Java grammar's wasm, as a package path (tree-sitter-java ships it built; its native addon is not used). */
export const javaGrammarWasm = 'tree-sitter-java/tree-sitter-java.wasm';

interface JavaParser extends GrammarTables {
  parser: Parser;
}

let javaParser: Promise<JavaParser> | undefined;

/**
 * The Java parser, loaded at the first Java file a change touches and never before: most changes
 * touch no Java, and the guard's start is measured. It loads into the runtime the Kotlin parser initialised.
 */
function loadJavaParser(): Promise<JavaParser> {
  javaParser ??= (async () => {
    const { Parser: P, Language: L } = await treeSitterRuntime();
    const bytes = readFileSync(createRequire(import.meta.url).resolve(javaGrammarWasm));
    const language: Language = await L.load(bytes);
    const parser = new P();
    parser.setLanguage(language);
    const tables = grammarTables(language);
    timing.mark('java parser ready');
    return { parser, ...tables };
  })();
  return javaParser;
}

/** Parse Java source into a syntax tree of the shapes the Kotlin parser gives (adapt.ts), so every inventory reads it. */
export async function parseJava(source: string): Promise<Syn> {
  return kotlinShaped(await parseJavaTree(source));
}

/** The Java grammar's own tree, every field named (adapt.ts reads them). */
export async function parseJavaTree(source: string): Promise<Syn> {
  const loaded = await loadJavaParser();
  const t0 = timing.now();
  const tree = loaded.parser.parse(source);
  if (!tree) throw new Error('tree-sitter returned no tree');
  try {
    const cursor = tree.walk();
    try {
      return copyTree(loaded, cursor, source);
    } finally {
      cursor.delete();
    }
  } finally {
    tree.delete();
    timing.span('parse', t0);
  }
}

type CopiedJavaSyn = { -readonly [K in keyof Syn]: Syn[K] };

function copyTree({ types, fields }: JavaParser, cursor: TreeCursor, src: string): Syn {
  const build = (parent: Syn | null): Syn => {
    const t = types[cursor.nodeTypeId] ?? { name: cursor.nodeType, named: cursor.nodeIsNamed };
    const node: CopiedJavaSyn = {
      type: t.name,
      named: t.named,
      field: fields[cursor.currentFieldId] ?? null,
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
  return build(null);
}

const hasError = (root: Syn): boolean => {
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === 'ERROR') return true;
    stack.push(...n.children);
  }
  return false;
};

/**
 * A `.kt` file that holds Java: the first step of a conversion renames the file and keeps its text
 * (git sees a pure rename), and Kotlin's grammar cannot read it. When the Kotlin tree has errors, the
 * text ends lines with `;` and the Java grammar reads it cleanly, it is read as the Java it is.
 */
export async function javaInKotlinFile(kotlinTree: Syn, source: string): Promise<Syn> {
  if (!/;[ \t]*$/m.test(source) || !hasError(kotlinTree)) return kotlinTree;
  const java = await parseJavaTree(source);
  return hasError(java) ? kotlinTree : kotlinShaped(java);
}
