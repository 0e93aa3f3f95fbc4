import { sameImports } from './import-stars.js';
import { isJavaTree } from './java/adapt.js';
import { codeText, descendants, type Syn, text } from './kotlin/syntax.js';
import { type PathKind, pathKind } from './paths.js';
import type { RuleRefusal } from './rules/refusal.js';

/**
 * Code the Kotlin grammar could not read. tree-sitter-kotlin does not know every construct
 * (Kotlin 2.x `when` guards, `$$"…"`, context parameters …); where it fails it makes an ERROR node
 * or skips text, sometimes the whole rest of the file. Whatever lies there is invisible to the
 * inventories on both sides, so a weakening hidden there would go through silently.
 *
 * Decision: the guard refuses a change when the head has unread code that is not, character for
 * character (whitespace aside), unread code of the base too — the guard cannot show that such a
 * change keeps its checks. Unread code the base already had unchanged refuses nothing, and the
 * readable rest of the file is compared as usual, so honest edits elsewhere in a file with an old
 * grammar gap still pass.
 */

export interface UnreadSpan {
  start: number;
  end: number;
  line: number;
  /** the unread code, whitespace and comments left out (what must match the base) */
  code: string;
}

const isBlank = (s: string) => s.trim() === '';
/**
 * Text between tokens that is read all the same: a `;` between two statements on one line (`a(); b()`)
 * ends the first statement as a newline would — the grammar's scanner takes it without making a node.
 */
const isSeparator = (s: string) => /^[\s;]*$/.test(s);
const squash = (s: string) => s.replace(/\s+/g, '');

/** Hard keywords that start a declaration: never an identifier (`X::class` aside). */
const declarationKeywords = new Set(['class', 'interface', 'fun', 'object', 'val', 'var', 'typealias']);
const statementContainers = new Set([
  'source_file',
  'class_body',
  'block',
  'statements',
  'lambda_literal',
  'control_structure_body',
]);

/**
 * Statements the grammar read without an error but wrongly: a declaration keyword taken for an
 * identifier (an annotated class once came out as an infix call of `class`). Read as unread.
 */
function misreadStatements(root: Syn): Set<Syn> {
  const out = new Set<Syn>();
  for (const d of descendants(root)) {
    if (d.type !== 'identifier' || !declarationKeywords.has(text(d))) continue;
    const siblings = d.parent?.children ?? [];
    const prev = siblings[siblings.indexOf(d) - 1];
    if (prev && prev.type === '::') continue;
    let top = d;
    while (top.parent && !statementContainers.has(top.parent.type)) top = top.parent;
    out.add(top);
  }
  return out;
}

/**
 * Where a token's text starts. The grammar's `!is` token covers only `is`: the `!` before it is read
 * as part of it (the node's type says so), not skipped.
 */
function tokenStart(n: Syn): number {
  const t = text(n);
  if (n.named || n.type === t || !n.type.endsWith(t)) return n.start;
  const prefix = n.type.slice(0, n.type.length - t.length);
  const before = n.src.slice(0, n.start).trimEnd();
  return before.endsWith(prefix) ? before.length - prefix.length : n.start;
}

/**
 * ERROR nodes, misread statements and skipped text (between tokens, or after the last one), merged and in order.
 * A Java tree (`java`) is the Java grammar's adapted into Kotlin's shapes (src/guard/java/): the tokens Kotlin
 * lacks (types, `;`, `new`) are left out of it, and a Java name may be a Kotlin keyword (`object`), so
 * only its ERROR nodes are unread.
 */
export function unreadSpans(root: Syn, java = false): UnreadSpan[] {
  const spans: UnreadSpan[] = [];
  const misread = java ? new Set<Syn>() : misreadStatements(root);
  const src = root.src;
  let lastEnd = 0;
  let lastLine = 1;
  const add = (start: number, end: number, line: number, code: string) => {
    const prev = spans[spans.length - 1];
    if (prev && isBlank(src.slice(prev.end, start))) {
      prev.end = Math.max(prev.end, end);
      prev.code += squash(code);
    } else spans.push({ start, end, line, code: squash(code) });
  };
  const skipped = (upTo: number) => {
    if (java) return;
    if (upTo > lastEnd && !isSeparator(src.slice(lastEnd, upTo)))
      add(lastEnd, upTo, lastLine, src.slice(lastEnd, upTo));
  };
  const visit = (n: Syn): void => {
    if (n.type === 'ERROR' || misread.has(n)) {
      skipped(n.start);
      add(n.start, n.end, n.line, codeText(n));
      lastEnd = Math.max(lastEnd, n.end);
      return;
    }
    if (n.children.length === 0) {
      skipped(tokenStart(n));
      lastEnd = Math.max(lastEnd, n.end);
      lastLine = n.line;
      return;
    }
    for (const c of n.children) visit(c);
  };
  visit(root);
  skipped(src.length);
  return spans;
}

/**
 * Whether a weakening could hide in unread code of this file. In tests and build files anything
 * could (an assertion, a filter). In app code, a declaration with no body (`@Qualifier annotation
 * class A`, an abstract member) and a `@Preview` function (never run by tests) hide nothing.
 */
function couldHide(file: string, code: string, kindOf: (p: string) => PathKind): boolean {
  if (kindOf(file) !== 'app') return true;
  const body = /[{=]/.test(
    code.replace(/"(?:\\.|[^"\\])*"/g, '""').replace(/@\w+(\.\w+)*(\([^()]*(\([^()]*\))*[^()]*\))?/g, ''),
  );
  if (!body) return false;
  // every function declared in the span is a preview (its annotations, up to a few lines above, hold @Preview)
  const lines = code.split('\n');
  const funs = lines.flatMap((l, i) => (/^\s*(?:(?:private|internal|public)\s+)?fun\s/.test(l) ? [i] : []));
  return (
    funs.length === 0 ||
    funs.some((i) => !lines.slice(Math.max(0, i - 6), i).some((l) => /^\s*@(?:\w+\.)*Preview\w*\b/.test(l)))
  );
}

/**
 * The file's code as a formatter sees it: tokens without layout and comments, trailing commas
 * dropped, imports in order (apart). Equal on both sides, the change moved whitespace only, whatever the
 * grammar made of it.
 */
function formattedCode(root: Syn): { imports: string[]; code: string } {
  // the root may end before text the grammar skipped at the end of the file
  const lines = (codeText(root) + root.src.slice(root.end)).split('\n');
  const imports = lines
    .filter((l) => /^\s*import\s/.test(l))
    .map((l) => l.trim().replace(/\s+/g, ' ').replace(/\s*;$/, ''))
    .sort();
  const rest = lines.filter((l) => !/^\s*import\s/.test(l)).join('\n');
  // layout outside string literals only: a string's spaces are text a test may look for
  const code = rest
    .split(/("(?:\\.|[^"\\\n])*")/)
    .map((part, i) => (i % 2 === 1 ? part : squash(part).replace(/,(?=[)\]}>]|->)/g, '')))
    .join('');
  return { imports, code };
}

function sameCode(base: Syn, head: Syn): boolean {
  const [b, h] = [formattedCode(base), formattedCode(head)];
  return b.code === h.code && sameImports(b.imports, h.imports);
}

/**
 * One refusal per unread head span that the base does not have unread as it is.
 * `base` is the file before the change (undefined when it was added).
 */
export function unreadRefusals(
  file: string,
  head: Syn,
  base: Syn | undefined,
  kindOf: (p: string) => PathKind = pathKind,
): RuleRefusal[] {
  const java = isJavaTree(head);
  const spans = unreadSpans(head, java);
  if (spans.length === 0) return [];
  // a formatter's change (layout, trailing commas, import order, stars) of a file the grammar misreads
  if (base && sameCode(base, head)) return [];
  const baseUnread = base ? unreadSpans(base, java).map((s) => s.code) : [];
  const out: RuleRefusal[] = [];
  for (const s of spans) {
    if (s.code === '' || baseUnread.some((b) => b.includes(s.code))) continue;
    if (!couldHide(file, head.src.slice(s.start, s.end), kindOf)) continue;
    const lastLine = s.line + (head.src.slice(s.start, s.end).trimEnd().split('\n').length - 1);
    out.push({
      rule: 'unreadable',
      file,
      line: s.line,
      verb: `changed code the ${java ? 'Java' : 'Kotlin'} grammar cannot read`,
      what:
        `lines ${s.line}–${lastLine} do not parse (tree-sitter-${java ? 'java' : 'kotlin'}), so the guard cannot show the checks there are kept; ` +
        'fix the syntax, or review these lines by hand',
    });
  }
  return out;
}
