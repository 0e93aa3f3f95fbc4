/**
 * Kotlin that tree-sitter-kotlin 1.1.0 (the newest release) cannot read, rewritten into text it can,
 * with every offset and line kept (same length, newlines in place), before parsing. Found on real
 * files of public Compose projects, where each of these made the grammar give up on the rest of a
 * declaration:
 *
 * - character literals (`append('x')`, `'/'`): read as `"x"`, `"/"` (`'"'` as `"'"`);
 * - a `;` that ends a line or comes before `}` (`fun f(): T;` in an interface): a space — except the
 *   one ending an enum's entries (`A, B;` before its members and companion object), which the grammar needs;
 * - the modifiers `annotation`, `actual`, `expect`, `const` after an annotation (`@Qualifier annotation class A`,
 *   `@OptIn(…) actual interface A`, `@VisibleForTesting const val TAG`): spaces. They say nothing about
 *   what a test checks; the annotations before a top-level `enum class` (`@Serializable enum class E`): spaces;
 * - a context-parameter clause before a declaration (`context(graph: AppGraph)` / `context(Scope)` then
 *   `fun`, `val`, a modifier or an annotation): spaces. It names types only and holds no code, so no
 *   check can hide in it; the declaration after it is read as usual. The same clause in a function type
 *   (`block: context(Scope) () -> Unit`) is blanked too: the type after it reads as a plain function type;
 * - a multi-dollar string (`$$"""{"id": $${id}}"""`, Kotlin 2.2): its prefix blanked, each interpolation
 *   read as one `$` (`$${id}` → ` ${id}`) and a literal `${` as ` {`;
 * - a guard in a `when` entry (`is Loaded if state.items.isEmpty() ->`, Kotlin 2.2): read as a second
 *   condition of the entry (`is Loaded ,  state.items.isEmpty() ->`), `else if c ->` as `true || c ->`.
 *   Both conditions are still read; only the entry's and/or is lost, which no rule reads;
 * - an explicit backing field (`val items: List<T>` then `field = mutableListOf()`): read as a getter
 *   (`get() = mutableListOf()`), which is what it initialises.
 * - an annotation class with nothing after its name (`@Qualifier annotation class A`): read as
 *   `@Qualifier class A{}`, so the next declaration's annotations are not taken for its constructor's;
 * - the annotations of a getter whose property has no type (`val shape` / `@Composable get() = …`): spaces.
 * - a class's delegation to a name or a call right before its body (`: L by delegate {`,
 *   `CoroutineScope by MainScope() {`, `A by Impl(x) {`): `by` read as `,`, an empty `()` as spaces (Kotlin takes
 *   no trailing lambda there; the grammar did, and lost the body);
 * - the `inner` of a nested class (`@Nested inner class`): spaces; a trailing comma in type arguments,
 *   an index or a catch's parameter (`<A, B,` / `>`, `xs[` / `i,` / `]`, `catch (` / `e: E,` / `)`) too;
 * - a class body closed on the line of a member in it (`object : P { override fun f() = a }`, or
 *   `) : C { override val isRule: Boolean get() = true }` under a constructor broken across lines):
 *   a `;` before its `}` (the space there, or the `;` already written);
 * - an enum's body is the first `{` outside its constructor's parentheses (`tint: () -> C = { x }` defaults),
 *   so the `;` ending its entries is found.
 * - an annotated function type in parentheses that is not nullable (`label: @Composable (() -> Unit) = {}`):
 *   the parentheses as spaces (`@Composable  () -> Unit `, the same type). The grammar read it as a nullable
 *   type with no `?` and lost the next condition broken across lines. Parentheses followed by `->` are a function
 *   type's parameter list and are kept (`content: @Composable (() -> Unit) -> Unit`, a slot taking a callback);
 * - a line starting with a call of `get` or `set` right after a property (`val a = f()` / `get<Scope>().launch {`,
 *   `set(i, item)`, `get(i)`): the space before it a `;` (the grammar took it for the property's accessor);
 * - the standard library's `suspend { … }` (a suspending lambda; `suspend` is a keyword to the grammar):
 *   `suspend_{ … }`, a call with the lambda, which is what it is; `suspend` as a name (`var suspend = -1`):
 *   `Suspend`, as keyword-parameters.ts reads a lambda's parameter named by a modifier word;
 * - a comment between an accessor's annotations and its `get` or `set` (`@SuppressLint("…") // why` / `get() {`):
 *   spaces (the grammar ended the property at the comment and lost the class);
 * - the annotations of a delegated property's accessor (`var s by mutableStateOf(S())` / `@VisibleForTesting set`): spaces;
 * - an `if` statement whose body is a loop whose body is an assignment, on one line (`if (c) for (x in xs) t += x`):
 *   `   (c);for (x in xs) t += x` — the condition still read, only the loop's being conditional lost.
 * - a lambda's first parameter destructured and typed (`{ (a, b): Pair<A?, B?> ->`): the type as spaces; the
 *   components and the lambda are read as before.
 *
 * Strings (with templates), comments and raw strings are left as they are.
 */

import { keywordAsName, keywordLambdaParameters } from './keyword-parameters.js';
import { modifierWordsAsNames } from './modifier-names.js';
import { bracedWhenLoopBodies } from './when-loop-bodies.js';

const declarationWords = [
  ['class', 'interface', 'fun', 'val', 'var', 'object', 'typealias'],
  ['enum', 'data', 'sealed', 'abstract', 'open', 'value', 'inline'],
  ['private', 'internal', 'public', 'protected'],
  ['suspend', 'operator', 'infix', 'const', 'override', 'companion'],
  // the blanked modifiers before another (`public expect annotation class A()`)
  ['annotation', 'actual', 'expect'],
].flat();
const declarationStart = new RegExp(`^(?:\\s+)(?:${declarationWords.join('|')})\\b`);
const blankedModifiers = new Set(['annotation', 'actual', 'expect', 'const']);

/** The words `word()` reads; every other word is stepped over unread. */
const wordsRead = new Set([
  ...['enum', 'context', 'get', 'set', 'constructor', 'if', 'field', 'by', 'suspend', 'inner', 'data'],
  ...blankedModifiers,
]);

/**
 * Where the scan has something to read: in code a comment, a string or character literal, a brace,
 * parenthesis, comma or `;`, or a word it reads; in a string its end, an escape or a template. What
 * lies between is stepped over by the regular-expression engine, not a JS step per character
 * (`readableKotlin` ran ~10 ms of a 20-file guard run).
 */
const codeStop = new RegExp(`[/"$'{}(),;]|(?<![\\w$])(?:${[...wordsRead].join('|')})(?!\\w)`, 'g');
const stringStop = /["\\$]/g;
const rawStringStop = /["$]/g;

function nextStop(stop: RegExp, src: string, from: number): number {
  stop.lastIndex = from;
  return stop.exec(src)?.index ?? src.length;
}

/**
 * What comes before a function type's context clause: `:`, `(`, `,`, `<` or `=`, then any annotations
 * (`@Composable`) and a `suspend` (`action: suspend context(Scope) T.() -> Unit`).
 */
const typeContextBefore = /[:(,<=]\s*(?:@[\w.]+(?:\([^()]*\))?\s+)*(?:suspend\s+)?$/;

/** What follows a function type's context clause: `() -> R`, `suspend (A) -> R`, `T.() -> R`. */
const functionTypeAfter = /^\s*(?:suspend\s+)?(?:[\w.]+(?:<[^>]*>)?\??\.)?\((?:[^()]|\([^()]*\))*\)\s*->/;

/** Whether `suspend` at `from..to` is a name: declared by `val`/`var`, read as a receiver, or followed by an operator or punctuation. */
function suspendAsName(src: string, from: number, to: number): boolean {
  if (/(?:\bva[lr][ \t]+|\.)$/.test(src.slice(Math.max(0, from - 8), from))) return true;
  // what follows on its own line (`suspend (` / `A,` / `) -> R` is a function type's, whatever the next line holds)
  return (
    /^[ \t]*(?:[=),.;\]+\-*/%?!:<>&|]|\n|$)/.test(src.slice(to, to + 40)) && !/^[ \t]*->/.test(src.slice(to, to + 40))
  );
}

/** A line of annotations, then perhaps a line comment: the annotations in group 1, the comment in group 2. */
const accessorPrefixLine = /^([ \t]*(?:@[\w.]+(?:\([^()\n]*\))?[ \t]*)*)(\/\/.*)?$/;

/**
 * Text that ends with an annotation (`@Composable`, `@Preview(…)`), or with one then a visibility; the second also
 * with comments after the annotation (`@Preview(…) // Pixel 9` / `annotation class Previews`, a KDoc between).
 */
const afterAnnotation = /@[\w.]+(?:\([^)]*\))?\s*$/;
const afterAnnotationOrVisibility =
  /@[\w.]+(?:\([^)]*\))?\s*(?:(?:\/\/[^\n]*|\/\*(?:[^*]|\*(?!\/))*\*\/)\s*)*(?:(?:private|internal|public|protected)\s+)?$/;

/** A type's annotations just before `(`: after the `:` of a parameter, property or return type (`label: @Composable `). */
const annotatedTypeBefore = /:\s*(?:@[\w.]+(?:\([^()]*\))?\s+)+$/;

/** How far back a class's header is looked for from a `by` before its body: a constructor of many parameters. */
const headerReach = 4000;
/**
 * A class's name ending its line, then lines of comments or blank ones (`class A<T>` / `/**` / ` * …` / ` *\/`), up to
 * the end of the text (the start of the line after them): where a primary constructor on its own line starts.
 */
const classNameThenComments =
  /\bclass[ \t]+\w+(?:<[^\n]*>)?[ \t]*(?:\/\/[^\n]*)?\n(?:[ \t]*(?:(?:\/\*|\*|\/\/)[^\n]*)?\n)*$/;
const constructorOnItsOwnLine =
  /\bclass[ \t]+\w+(?:<[^\n]*>)?[ \t]*(?:\/\/[^\n]*)?\n(?:[ \t]*(?:(?:\/\*|\*|\/\/)[^\n]*)?\n)*[ \t]{4,}\(/;

/**
 * A class's name (type parameters too), then what may stand before its primary constructor's keyword (group 1):
 * annotations, a visibility, line comments (`@JvmOverloads // why`).
 */
/** An annotation's arguments: strings (which may hold parentheses) as one item, calls nested two deep (`ReplaceWith("f(x)")`). */
const annotationArguments = (() => {
  const str = String.raw`"(?:\\.|[^"\\\n])*"`;
  const inner = String.raw`\((?:${str}|[^()"])*\)`;
  return String.raw`\((?:${str}|[^()"]|\((?:${str}|[^()"]|${inner})*\))*\)`;
})();

const classThenConstructorPrefix = new RegExp(
  String.raw`\bclass\s+\w+(?:<[^<>{}]*(?:<[^<>{}]*>[^<>{}]*)*>)?` +
    String.raw`(\s*(?:@[\w.]+(?:${annotationArguments})?\s*|(?:private|internal|public|protected)\s+|\/\/[^\n]*\n\s*)*)$`,
);

/** A nullable cast (`as T?`, `as List<T>?`) then only layout, to the end of the text. */
const nullableCastEnd = /\bas[ \t]+[\w.]+(?:<[^<>\n]*(?:<[^<>\n]*>[^<>\n]*)*>)?\?\s*$/;

/** A line of annotations only (`@VisibleForTesting(VisibleForTesting.NONE)`). */
const accessorAnnotationLine = /^[ \t]*(?:@[\w.]+(?:\((?:[^()\n]|\([^()\n]*\))*\))?[ \t]*)+$/;

/** A type (`P`, `Pair<A?, B>`, `Map<K, List<V>>?`), up to two levels of type arguments. */
const simpleType = String.raw`[\w.]+(?:<[^<>(){}\n]*(?:<[^<>(){}\n]*>[^<>(){}\n]*)*>)?\??`;
/** One component of a destructuring, perhaps typed (`a`, `b: Int`). */
const component = String.raw`\s*\w+(?:\s*:\s*${simpleType})?\s*`;
/**
 * A lambda's first parameter destructured (its components perhaps typed) in group 1, then its type, before `->` or
 * the next parameter's `,`.
 */
const typedDestructuring = new RegExp(
  String.raw`^(\{\s*\(${component}(?:,${component})*,?\s*\))\s*:\s*${simpleType}(?=\s*(?:->|,))`,
);

/** A line a `when` entry's guard may be on (whenGuard decides). */
const whenGuardLine = /^[ \t]*(?:!?(?:is|in)[ \t][^\n]*[ \t]if|else[ \t]+if)\b[^\n{}]*[ \t]->/m;

export function readableKotlin(source: string): string {
  const src = bracedWhenLoopBodies(modifierWordsAsNames(keywordLambdaParameters(source)));
  if (
    !src.includes("'") &&
    !src.includes(';') &&
    !src.includes('$$') &&
    !/\b(?:annotation|actual|expect|context|data|get|set|constructor|const|enum|inner)\b/.test(src) &&
    !whenGuardLine.test(src) &&
    !/^\s+field\s*[:=]/m.test(src) &&
    !/\bby[ \t]+[\w.]+(?:\([^{}]*\))?[ \t]*\{/.test(src) &&
    !/\b(?:object|class|interface)\b[^\n{}]*\{[^\n]*\S[^\n]*\}/.test(src) &&
    !/,\s*[>\]]/.test(src) &&
    !/\bcatch\s*\([^()]*,\s*\)/.test(src) &&
    !/@[\w.]+(?:\([^()]*\))?\s+\(/.test(src) &&
    !/\bsuspend \{|(?:\bva[lr][ \t]+|\.)suspend\b|\bsuspend[ \t]*(?:[=),.;\]+\-*/%?!:<>&|]|$)/m.test(src) &&
    !/\bif[ \t]*\(.*\)[ \t]+(?:for|while)[ \t]*\(/.test(src) &&
    !constructorOnItsOwnLine.test(src) &&
    !/\{\s*\(\w+\)/.test(src) &&
    !/\{\s*\([^(){}]*\)\s*:/.test(src) &&
    !/\bas[ \t]+[\w.<>, ]+\?\s*\/\*/.test(src)
  )
    return src;
  const scan = new TolerantScan(src);
  while (scan.i < src.length) scan.step();
  return scan.rewritten();
}

/** The index of the `)` closing the `(` at `open` in `text`, or -1. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let k = open; k < text.length; k++) {
    if (text[k] === '(') depth++;
    else if (text[k] === ')' && --depth === 0) return k;
  }
  return -1;
}

/** `[A-Za-z0-9_]`, as `\w` reads it. */
function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

/** Code, or a string: raw or not, and how many `$` start its interpolations (1, or the multi-dollar prefix's). */
type Context = { kind: 'code'; depth: number } | { kind: 'string'; raw: boolean; dollars: number };

/** One pass over the source, rewriting `out` in place where the grammar would give up. */
class TolerantScan {
  /** the source's characters, made at the first rewrite: most files need none, and the array is 8 bytes a character */
  private chars: string[] | undefined;
  /** a stack of contexts: code (with the brace depth it ends at, for `${…}`), or a string */
  private readonly stack: Context[] = [{ kind: 'code', depth: -1 }];
  private depth = 0;
  /** an `enum class` was named and its body not yet opened */
  private enumPending = false;
  /** for each open `{`: where it is, and whether it opens a class body (an object literal's too) */
  private readonly braces: Array<{ at: number; classBody: boolean }> = [];
  /** open parentheses in code: an enum's body is the first `{` outside its constructor's (`= { x }` defaults) */
  private parens = 0;
  private enumParens = 0;
  /** depths of enum bodies whose entries have not ended yet (their first `;` is kept) */
  private readonly enumBodies: number[] = [];
  i = 0;

  constructor(private readonly src: string) {}

  /** The characters to rewrite in place. */
  private get out(): string[] {
    this.chars ??= this.src.split('');
    return this.chars;
  }

  /** The text before `i` as rewritten so far (up to `reach` characters), for what a rewrite looks back at. */
  private rewrittenBefore(i: number, reach = 300): string {
    const from = Math.max(0, i - reach);
    return this.chars ? this.chars.slice(from, i).join('') : this.src.slice(from, i);
  }

  rewritten(): string {
    return this.chars ? this.chars.join('') : this.src;
  }

  /** Read what starts at the next place with something to read. */
  step(): void {
    const top = this.stack[this.stack.length - 1]!;
    this.i = nextStop(top.kind === 'code' ? codeStop : top.raw ? rawStringStop : stringStop, this.src, this.i);
    if (this.i >= this.src.length) return;
    if (top.kind === 'string') this.inString(top.raw, top.dollars);
    else this.inCode(top.depth);
  }

  private inString(raw: boolean, dollars: number): void {
    const { src } = this;
    const c = src[this.i]!;
    if (raw && src.startsWith('"""', this.i)) {
      this.i += 3;
      while (src[this.i] === '"') this.i++;
      this.stack.pop();
    } else if (!raw && c === '"') {
      this.i++;
      this.stack.pop();
    } else if (!raw && c === '\\') this.i += 2;
    else if (c === '$' && dollars > 1) this.dollarRun(dollars);
    else if (c === '$' && src[this.i + 1] === '{') this.interpolation(this.i + 2);
    else this.i++;
  }

  /** `${` read at `i`: code until its `}`. */
  private interpolation(after: number): void {
    this.braces.push({ at: after - 1, classBody: false });
    this.stack.push({ kind: 'code', depth: this.depth });
    this.depth++;
    this.i = after;
  }

  /**
   * A run of `$` in a multi-dollar string: its last `dollars` start an interpolation when an identifier
   * or `{` follows, read as one `$`; a shorter run is literal, and a literal `$` before `{` is blanked
   * (the grammar would read `${` as an interpolation).
   */
  private dollarRun(dollars: number): void {
    const { src } = this;
    let end = this.i;
    while (src[end] === '$') end++;
    const next = src[end] ?? '';
    const interpolates = end - this.i >= dollars && /[A-Za-z_{]/.test(next);
    if (interpolates) for (let k = end - dollars; k < end - 1; k++) this.out[k] = ' ';
    else if (next === '{') this.out[end - 1] = ' ';
    if (interpolates && next === '{') this.interpolation(end + 1);
    else this.i = end;
  }

  /** Code: comments and strings are skipped, braces counted, the three rewrites made. */
  private inCode(endsAt: number): void {
    const { src } = this;
    const c = src[this.i]!;
    if (c === '/' && src[this.i + 1] === '/') this.lineComment();
    else if (c === '/' && src[this.i + 1] === '*') {
      this.nullableCastBeforeComment();
      this.blockComment();
    } else if (c === '"' || (c === '$' && /^\$+"/.test(src.slice(this.i, this.i + 8)))) this.stringStart();
    else if (c === '{') {
      this.parenthesisedNameFirst();
      this.typedDestructuringFirst();
      this.braces.push({ at: this.i, classBody: this.opensClassBody() });
      this.depth++;
      if (this.enumPending && this.parens === this.enumParens) {
        this.enumBodies.push(this.depth);
        this.enumPending = false;
      }
      this.i++;
    } else if (c === '}') {
      const open = this.braces.pop();
      if (open?.classBody) this.endOneLineClassBody(open.at);
      if (this.enumBodies[this.enumBodies.length - 1] === this.depth) this.enumBodies.pop();
      this.depth--;
      if (endsAt === this.depth && this.stack.length > 1) this.stack.pop();
      this.i++;
    } else if (c === '(' || c === ')') {
      if (c === '(' && /\s/.test(src[this.i - 1] ?? '')) {
        this.annotatedFunctionType();
        this.constructorOnItsOwnLine();
      }
      this.parens += c === '(' ? 1 : -1;
      this.i++;
    } else if (c === ',' && (/^,\s*[>\]]/.test(src.slice(this.i, this.i + 200)) || this.catchParameterEnds())) {
      // a trailing comma in type arguments (`hiltViewModel<A, B,` / `>(`), an index (`xs[` / `i,` / `]`) or a
      // catch's parameter (`catch (` / `e: Exception,` / `)`, ktlint's layout), which the grammar cannot read
      this.out[this.i++] = ' ';
    } else if (c === "'" && this.charLiteral()) return;
    else if (c === ';') this.semicolon();
    else if (/[A-Za-z_]/.test(c) && (this.i === 0 || !/[\w$]/.test(src[this.i - 1]!))) this.word();
    else this.i++;
  }

  /** The comma at `i` ends the parameter of a `catch (…)`: `)` follows it, and `catch` the `(` it closes. */
  private catchParameterEnds(): boolean {
    const close = /^,\s*\)/.exec(this.src.slice(this.i, this.i + 200));
    if (!close) return false;
    const open = openingParen(this.src, this.i + close[0].length - 1);
    return open > 0 && /\bcatch\s*$/.test(this.src.slice(Math.max(0, open - 40), open));
  }

  /** A string opens at `i`, after a multi-dollar prefix (`$$"""`, blanked) or none. */
  private stringStart(): void {
    const { src } = this;
    let dollars = 1;
    if (src[this.i] === '$') {
      dollars = 0;
      while (src[this.i] === '$') {
        this.out[this.i++] = ' ';
        dollars++;
      }
    }
    const raw = src.startsWith('"""', this.i);
    this.stack.push({ kind: 'string', raw, dollars });
    this.i += raw ? 3 : 1;
  }

  private lineComment(): void {
    const end = this.src.indexOf('\n', this.i);
    this.i = end < 0 ? this.src.length : end;
  }

  private blockComment(): void {
    const { src } = this;
    const n = src.length;
    let level = 1;
    this.i += 2;
    while (this.i < n && level > 0) {
      if (src.startsWith('/*', this.i)) {
        level++;
        this.i += 2;
      } else if (src.startsWith('*/', this.i)) {
        level--;
        this.i += 2;
      } else this.i++;
    }
  }

  /**
   * `{ (startX).toDp() }` → `{  startX .toDp() }` (on the next line too): a block whose first statement starts with
   * a parenthesised name, which the grammar takes for a lambda's destructuring parameter, losing the block. A
   * parenthesised name is the name. Not before `->`, `:` or `,` (`{ (a) -> }`, `{ (a): P -> }`: the destructuring
   * it is), nor before a comment.
   */
  private parenthesisedNameFirst(): void {
    const { src, i } = this;
    // most braces are followed by a word or a line of one: no slice made for them
    let k = i + 1;
    while (k < i + 120 && (src[k] === ' ' || src[k] === '\t' || src[k] === '\n' || src[k] === '\r')) k++;
    if (src[k] !== '(') return;
    const m = /^\{\s*\((\w+)\)(?!\s*(?:->|:|,|\/))/.exec(src.slice(i, i + 160));
    if (!m) return;
    const open = i + m[0].length - m[1]!.length - 2;
    this.out[open] = ' ';
    this.out[open + m[1]!.length + 1] = ' ';
  }

  /**
   * `{ (a, b): Pair<A, B> ->` → `{ (a, b)               ->`: a lambda's first parameter destructured and typed, which the
   * grammar cannot read (it gave up on the whole class around it). The type only states what the value is; the
   * components are still read, and so is everything in the lambda.
   */
  private typedDestructuringFirst(): void {
    const { src, i } = this;
    let k = i + 1;
    while (k < i + 120 && (src[k] === ' ' || src[k] === '\t' || src[k] === '\n' || src[k] === '\r')) k++;
    if (src[k] !== '(') return;
    const m = typedDestructuring.exec(src.slice(i, i + 400));
    if (!m) return;
    for (let x = i + m[1]!.length; x < i + m[0].length; x++) if (src[x] !== '\n') this.out[x] = ' ';
  }

  /**
   * `f(x) as T?` then a block comment (`/** doc *\/` / `fun b()`): the grammar drops the `?` (a nullable cast read as
   * a cast to `T`). The space before the comment → `;`, which ends the statement where Kotlin ends it: only when the
   * comment is followed by a declaration or a `}`, which no expression carries on into.
   */
  private nullableCastBeforeComment(): void {
    const { src, i } = this;
    if (!/[ \t]/.test(src[i - 1] ?? '') || !nullableCastEnd.test(this.rewrittenBefore(i))) return;
    const end = src.indexOf('*/', i);
    if (end < 0) return;
    const after = src.slice(end + 2, end + 200).replace(/^(?:\s|\/\/[^\n]*)*/, ' ');
    if (!declarationStart.test(after) && !/^ (?:@\w|\})/.test(after)) return;
    this.out[i - 1] = ';';
  }

  /** `'x'` → `"x"` (`'"'` → `"'"`); false when no character literal starts here. */
  private charLiteral(): boolean {
    const { src, i } = this;
    const m = /^'(?:\\u[0-9a-fA-F]{4}|\\.|[^'\\\n])'/.exec(src.slice(i, i + 8));
    if (!m) return false;
    const len = m[0].length;
    this.out[i] = '"';
    this.out[i + len - 1] = '"';
    if (len === 3 && src[i + 1] === '"') this.out[i + 1] = "'";
    this.i += len;
    return true;
  }

  /** A `;` that ends a line or comes before `}` → a space. */
  private semicolon(): void {
    if (this.enumBodies[this.enumBodies.length - 1] === this.depth) {
      this.enumBodies.pop();
      this.i++;
      return;
    }
    const rest = /^[ \t]*(?:\n|\/\/|\}|$)/.exec(this.src.slice(this.i + 1, this.i + 200));
    if (rest) this.out[this.i] = ' ';
    this.i++;
  }

  /** A word; `annotation`/`actual`/`expect` after an annotation and before a declaration → spaces. */
  private word(): void {
    const { src, i } = this;
    let end = i + 1;
    while (end < src.length && isWordChar(src.charCodeAt(end))) end++;
    // only the words in `wordsRead` are rewritten around (`constructor` the longest): the rest are stepped over
    const word = end - i > 11 ? '' : src.slice(i, end);
    if (!wordsRead.has(word)) {
      this.i = end;
      return;
    }
    if (word === 'enum' && /^\s+class\b/.test(src.slice(i + 4, i + 20))) {
      this.enumPending = true;
      this.enumParens = this.parens;
      if (this.depth === 0) this.blankAnnotationsBefore(i);
    }
    if (word === 'context' && this.contextClause()) return;
    if (word === 'get' || word === 'set') this.commentsAfterAccessorAnnotations();
    if (word === 'get') {
      this.annotatedGetterType();
      this.untypedPropertyGetter();
      this.accessorCallAfterProperty();
    }
    if (word === 'set') this.accessorCallAfterProperty();
    if (word === 'get' || word === 'set') this.accessorWordAsName();
    if (word === 'get' || word === 'set') this.secondAccessorAnnotations();
    if (word === 'get' || word === 'set') this.delegatedAccessorAnnotations();
    if (word === 'constructor') this.primaryConstructorKeyword();
    if (word === 'if') {
      this.whenGuard();
      this.ifLoopAssignment();
    }
    if (word === 'field') this.backingField();
    if (word === 'by') this.delegationBeforeBody();
    // `suspend {` is a call: as a modifier `suspend` comes before `fun`, `(` or a name, never a `{`
    if (word === 'suspend' && src.startsWith(' {', end)) this.out[end] = '_';
    // `suspend` as a name (`var suspend = -1`, `f(suspend)`): a soft keyword Kotlin allows as an identifier, a
    // modifier to the grammar, which loses the block. A modifier is followed by a word, `(` or `{`; a name is
    // declared after `val`/`var` or followed by an operator or punctuation. Read as a lambda's keyword-named parameter is.
    if (word === 'suspend' && suspendAsName(src, i, end)) this.writeAt(i, end, keywordAsName(word));
    // `inner class` → `      class`: in a class with two annotations or more the grammar can take the
    // class's body for a lambda, where `inner` is an error and loses the class (`@Nested inner class`)
    if (word === 'inner' && /^inner[ \t]+class\b/.test(src.slice(i, i + 20))) this.writeAt(i, i + 5, '');
    if (
      (blankedModifiers.has(word) || (word === 'data' && /^\s+object\b/.test(src.slice(i + 4, i + 20)))) &&
      declarationStart.test(src.slice(i + word.length, i + word.length + 40)) &&
      // read from `out`: a context clause between the annotation and the modifier is already blanked;
      // a visibility may stand between them (`@Preview(…)` / `private annotation class Previews`)
      afterAnnotationOrVisibility.test(this.rewrittenBefore(i, 3000))
    ) {
      if (word === 'annotation' && this.emptyAnnotationClass()) return;
      for (let k = i; k < i + word.length; k++) this.out[k] = ' ';
    }
    this.i += word.length;
  }

  /**
   * `@Qualifier annotation class A` with nothing after its name → `@Qualifier class A{}`: after a class
   * without a body the grammar reads the next declaration's annotations as a primary constructor's
   * (`class A @Inject constructor(…)`) and loses both. The body it gets is the empty one it has;
   * `annotation`'s place on the line takes the two characters.
   */
  private emptyAnnotationClass(): boolean {
    const { src, i } = this;
    const m = /^annotation[ \t]+class[ \t]+(\w+)[ \t]*(?=\n|\/\/|$)/.exec(src.slice(i, i + 200));
    if (!m) return false;
    this.writeAt(i, i + m[0].length, `class ${m[1]}{}`);
    this.i = i + m[0].length;
    return true;
  }

  /**
   * `@SuppressLint("WrongConstant") // why` / `get() {` → the comment as spaces: a comment between an accessor's
   * annotations and its `get`/`set` (on an annotation's line or a line of its own) ends the property for the
   * grammar, which then loses the rest of the class. Only lines of annotations and comments are read back.
   */
  private commentsAfterAccessorAnnotations(): void {
    const { src, i } = this;
    if (!/^[gs]et\s*\(/.test(src.slice(i, i + 20))) return;
    const before = this.rewrittenBefore(i);
    const lineStart = before.lastIndexOf('\n') + 1;
    if (!/^[ \t]*$/.test(before.slice(lineStart))) return;
    // the lines above, nearest first, while each holds annotations and/or a line comment
    const lines: Array<{ at: number; text: string }> = [];
    for (let end = lineStart - 1; end > 0; ) {
      const start = before.lastIndexOf('\n', end - 1) + 1;
      const text = before.slice(start, end);
      if (!accessorPrefixLine.test(text) || /^\s*$/.test(text)) break;
      lines.unshift({ at: i - before.length + start, text });
      end = start - 1;
    }
    let annotated = false;
    for (const { at, text } of lines) {
      const m = accessorPrefixLine.exec(text)!;
      annotated ||= m[1]!.includes('@');
      if (annotated && m[2]) this.blank(at + m[1]!.length, at + text.length);
    }
  }

  /**
   * `val shape` / `@Composable get() = …` → the annotations before the getter blanked: the grammar reads
   * an annotated getter only after a property with a type. The annotations say nothing about a check.
   */
  private untypedPropertyGetter(): void {
    const { src, i } = this;
    if (!/^get\s*\(\s*\)/.test(src.slice(i, i + 20))) return;
    const before = this.rewrittenBefore(i);
    const m = /\bva[lr][ \t]+\w+[ \t]*\n((?:[ \t]*@[\w.]+(?:\([^()\n]*\))?\s*)+)$/d.exec(before);
    const at = m?.indices?.[1];
    if (!at) return;
    const from = i - before.length + at[0];
    this.blank(from, i);
  }

  /**
   * `var state by mutableStateOf(S())` / `@VisibleForTesting set` → the annotations before the accessor blanked: the
   * grammar reads an annotated accessor without a body (the only kind a delegated property has) only after a property
   * without `by`, and loses the class. The annotations say nothing about a check; a visibility after them is kept.
   */
  private delegatedAccessorAnnotations(): void {
    const { src, i } = this;
    if (/^[gs]et[ \t]*\(/.test(src.slice(i, i + 20))) return;
    const before = this.rewrittenBefore(i);
    const m =
      /\bva[lr][ \t]+\w+\b[^\n=]*[ \t]by[ \t][^\n]*\n((?:[ \t]*@[\w.]+(?:\([^()\n]*\))?\s*)+)(?:(?:private|internal|public|protected)[ \t]+)?$/d.exec(
        before,
      );
    const at = m?.indices?.[1];
    if (at) this.blank(i - before.length + at[0], i - before.length + at[1]);
  }

  /**
   * `val flag = MutableStateFlow(false)` / `get<Scope>().launch {` → the space before `get` a `;`: the grammar
   * takes a line starting with `get` or `set` after a property for that property's getter or setter and loses
   * the rest of the block (often the whole file). No accessor has type arguments, a getter no parameter and a
   * setter one, and an accessor's parameter list is followed by its body (`=`, `{`, or a getter's `:`): anything
   * else is a call (a dependency container's `get<Scope>()`, a list's `set(i, item)` inside `apply`, `get(i)`,
   * a route's `get("path") {`), and the `;` ends the property where Kotlin ends it. Only after a line that declares
   * a property and ends it, blank lines between or not.
   */
  private accessorCallAfterProperty(): void {
    const { src, i } = this;
    if (src[i + 3] !== '<' && (src[i + 3] !== '(' || accessorList(src.slice(i, i + 400)))) return;
    const lineStart = src.lastIndexOf('\n', i - 1) + 1;
    if (lineStart === 0 || i === lineStart || !/^[ \t]+$/.test(src.slice(lineStart, i))) return;
    // the line before, blank lines stepped over (Kotlin takes an accessor after them too)
    const previous = /([^\n]*)\n\s*$/.exec(src.slice(Math.max(0, lineStart - 400), lineStart))?.[1] ?? '';
    if (!/^[ \t]*(?:(?:private|internal|public|protected|lateinit|override|const)[ \t]+)*va[lr][ \t]/.test(previous))
      return;
    if (/(?:[=+\-*/%&|<>(,.:?!{[]|\belse)[ \t]*(?:\/\/.*)?$/.test(previous)) return;
    this.out[i - 1] = ';';
  }

  /**
   * `val client = f()` / `get = GetMethod(url)` (a property named `get` or `set`, assigned or read: `get?.x`, `get.x`,
   * `get!!`, `get[i]`) → the space before it a `;`: the grammar takes it for the property's accessor and loses the
   * block. No accessor is followed by those (a getter has `()` before its `=`). Only where a statement starts: the
   * line before (blank and comment lines stepped over) ends without an operator, bracket or comma that carries on.
   */
  private accessorWordAsName(): void {
    const { src, i } = this;
    if (!/^[gs]et[ \t]*(?:[-+*/%]?=(?!=)|\?\.|\.|!!|\[)/.test(src.slice(i, i + 8))) return;
    const lineStart = src.lastIndexOf('\n', i - 1) + 1;
    if (lineStart === 0 || i === lineStart || !/^[ \t]+$/.test(src.slice(lineStart, i))) return;
    const before = src.slice(Math.max(0, lineStart - 400), lineStart).replace(/^[ \t]*\/\/.*\n/gm, '');
    const previous = /([^\n]*)\n\s*$/.exec(before)?.[1];
    if (previous === undefined || /(?:[=+\-*/%&|<>(,.:?!{[@]|\belse)[ \t]*(?:\/\/.*)?$/.test(previous)) return;
    this.out[i - 1] = ';';
  }

  /**
   * `get() = …` / `@VisibleForTesting(NONE)` / `set(value) {`: the annotations of a property's second accessor, on
   * its lines or its own (`@Synchronized set(value) {`, with a visibility: `internal set(value)`) → spaces
   * (newlines kept). The grammar reads an annotated accessor only right after the property and loses the class.
   * Only when the lines above the annotations are the first accessor (at the same indentation, starting with
   * `get`/`set`, its body deeper) under a line declaring the property. The annotations say nothing about a check.
   */
  private secondAccessorAnnotations(): void {
    const { src, i } = this;
    if (!/^[gs]et[ \t]*\(/.test(src.slice(i, i + 8)) || !accessorList(src.slice(i, i + 400))) return;
    const before = this.rewrittenBefore(i, 3000);
    const lines = before.split('\n');
    // annotations and a visibility on the accessor's own line (`@Synchronized set(value) {`, `internal set(v)`) too
    const head = /^([ \t]+)((?:(?:@[\w.]+(?:\([^()\n]*\))?|private|internal|protected|public)[ \t]+)*)$/.exec(
      lines.pop()!,
    );
    if (!head) return;
    const [indent, inline] = [head[1]!, head[2]!];
    let k = lines.length - 1;
    while (k >= 0 && accessorAnnotationLine.test(lines[k]!) && lines[k]!.startsWith(indent)) k--;
    const annotationLines = lines.length - 1 - k;
    while (k >= 0 && /^\s*$/.test(lines[k]!)) k--;
    // the first accessor: its lines deeper than the accessor's indentation, then its head at that indentation
    while (
      k >= 0 &&
      (lines[k]!.startsWith(`${indent} `) || lines[k]!.startsWith(`${indent}\t`) || /^\s*$/.test(lines[k]!))
    )
      k--;
    if (annotationLines + inline.length === 0 || k < 1) return;
    if (!new RegExp(`^${indent}(?:@\\S+\\s+)*[gs]et\\b`).test(lines[k]!)) return;
    if (!/^\s*(?:(?:\w+|@[\w.]+(?:\([^()]*\))?)\s+)*va[lr]\s/.test(lines[k - 1]!)) return;
    const own = i - inline.length;
    if (annotationLines)
      this.blank(own - indent.length - lines.slice(lines.length - annotationLines).join('\n').length - 1, own);
    this.blank(own, i);
  }

  /**
   * `@Composable get(): T` → `@Composable get()   `: the grammar cannot read an annotated getter's return
   * type, which only repeats the property's type.
   */
  private annotatedGetterType(): void {
    const { src, i } = this;
    const m = /^get\(\)(\s*:\s*[\w.]+(?:<[^{}=\n]*>)?\??)\s*[{=]/.exec(src.slice(i, i + 200));
    if (!m || !afterAnnotation.test(this.rewrittenBefore(i))) return;
    const from = i + 5;
    this.blank(from, from + m[1]!.length);
  }

  /**
   * `class A @Inject constructor(` / `class A private constructor(` → `class A                (`: after a
   * class's annotations the grammar misreads a primary constructor's keyword (and everything up to the
   * file's end). Its annotations and visibility say nothing about a check; the parameters are kept.
   * On the line after the name (`class A` / `@Inject constructor(`) they become a comment.
   */
  private primaryConstructorKeyword(): void {
    const { src, i } = this;
    if (!/^constructor\s*\(/.test(src.slice(i, i + 40))) return;
    // annotations with long arguments (`@Deprecated("…", ReplaceWith("…"))` across lines) reach far back
    const before = this.rewrittenBefore(i, 1500);
    const m = classThenConstructorPrefix.exec(before);
    if (!m) return;
    const end = i + 'constructor'.length;
    if (!m[1]!.includes('\n')) {
      for (let k = i - m[1]!.length; k < end; k++) this.out[k] = ' ';
      return;
    }
    // on the lines after the class's name, blanked, `(` would start a statement; the grammar reads the
    // class when comments stand there instead (`class A` / `@Inject constructor(` → `/*         */(`,
    // each line of annotations its own comment)
    this.commentOutLines(i - m[1]!.length, end);
  }

  /**
   * `class A` / `    (val a: Int)`: a primary constructor's `(` on a line of its own after the class's name (comment
   * lines between allowed), as Java-to-Kotlin conversion leaves it. Kotlin reads it as the constructor; the grammar
   * takes `(…)` for a statement and loses the class. The last four spaces before the `(` → `/**\/`, after which the
   * grammar reads the constructor. A `(` with less indentation stays unread.
   */
  private constructorOnItsOwnLine(): void {
    const { src, i } = this;
    const lineStart = src.lastIndexOf('\n', i - 1) + 1;
    if (i - lineStart < 4 || !/^[ \t]*$/.test(src.slice(lineStart, i))) return;
    if (!classNameThenComments.test(this.rewrittenBefore(lineStart, 3000))) return;
    this.writeAt(i - 4, i, '/**/');
  }

  /** Each line's text in `from..to` → a comment of its length (`/*    *\/`), or spaces when shorter than one. */
  private commentOutLines(from: number, to: number): void {
    for (let start = from; start < to; ) {
      const nl = this.src.indexOf('\n', start);
      const lineEnd = nl < 0 || nl > to ? to : nl;
      const text = this.src.slice(start, lineEnd);
      const s = start + text.length - text.trimStart().length;
      const e = start + text.trimEnd().length;
      if (e - s >= 4) this.writeAt(s, e, `/*${' '.repeat(e - s - 4)}*/`);
      else this.writeAt(s, e, '');
      start = lineEnd + 1;
    }
  }

  /**
   * A `when` entry's guard: `is T if c ->` / `in r if c ->` → `is T ,  c ->`, `else if c ->` → `true || c ->`.
   * Only on a line that starts with the entry's `is`/`!is`/`in`/`!in`/`else` (no statement starts so)
   * and reaches its `->` without opening a block.
   */
  private whenGuard(): void {
    const { src, i } = this;
    const lineStart = src.lastIndexOf('\n', i - 1) + 1;
    const before = src.slice(lineStart, i);
    const lineEnd = src.indexOf('\n', i);
    const after = src.slice(i + 2, lineEnd < 0 ? src.length : lineEnd);
    if (!/^[^{}]*?\s->/.test(after)) return;
    if (/^\s*else\s+$/.test(before)) {
      this.writeAt(lineStart + before.indexOf('else'), i + 2, 'true ||');
    } else if (/^\s*!?(?:is|in)\s+\S[^{}]*\s$/.test(before)) {
      this.out[i] = ',';
      this.out[i + 1] = ' ';
    }
  }

  /**
   * `if (c) for (x in xs) t += x` (or `while`) on one line, no `else`: the grammar cannot read a loop whose body is
   * an assignment as an `if`'s body and loses the rest of the function. Read as `   (c);for (x in xs) t += x`: the
   * condition stays read as an expression; only the loop's being conditional is lost, and its body holds no
   * check (an assignment).
   */
  private ifLoopAssignment(): void {
    const { src, i } = this;
    // a statement of its own: as a `when` entry's body the `;` would end the entry
    if (!/(?:^|\n)[ \t]*$/.test(src.slice(Math.max(0, i - 200), i))) return;
    const lineEnd = src.indexOf('\n', i);
    const line = src.slice(i, lineEnd < 0 ? src.length : lineEnd);
    if (!/^if\s*\(/.test(line) || /\belse\b|["'{}]/.test(line)) return;
    const close = closingParen(line, line.indexOf('('));
    const loop = close < 0 ? null : /^(\s+)(?:for|while)\s*\(/.exec(line.slice(close + 1));
    if (!loop) return;
    const loopClose = closingParen(line, close + loop[0].length);
    if (loopClose < 0 || !/^\s+[\w.]+(?:\[[^\]]*\])?\s*[-+*/%]?=(?!=)/.test(line.slice(loopClose + 1))) return;
    this.writeAt(i, i + 2, '');
    this.out[i + close + 1] = ';';
  }

  /**
   * The annotations right before a top-level `enum class` → spaces (newlines kept): after one
   * annotation the grammar reads `enum` as an annotated expression and loses the class. Annotations on
   * an enum (`@Serializable`, `@Keep`) say nothing about a check.
   */
  private blankAnnotationsBefore(i: number): void {
    const before = this.rewrittenBefore(i);
    const m = /(?:@[\w.]+(?:\((?:[^()]|\([^()]*\))*\))?\s*)+$/.exec(before);
    if (!m) return;
    this.blank(i - m[0].length, i);
  }

  /**
   * `class A(d: L) : L by d {` → `class A(d: L) : L ,  d {`: the grammar reads `d { … }` as a call with a
   * trailing lambda and loses the class's body. Kotlin reads no trailing lambda there; the delegate is
   * read as one more supertype, which no rule tells from a delegation. A delegate made by a call without
   * arguments (`CoroutineScope by MainScope() {`) loses its `()` too; one with arguments (`A by Impl(x, y) {`)
   * keeps them: read as a supertype's constructor call, what it passes is read as it is. The header is read back as
   * far as a long constructor reaches (an injected class's ten parameters, `) : ResourceProvider by resourceProvider {`),
   * not the 300 characters other rewrites look back at.
   */
  private delegationBeforeBody(): void {
    const { src, i } = this;
    const d = /^by[ \t]+[\w.]+(?:(\(\))|\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))?[ \t]*\{/d.exec(
      src.slice(i, i + 400),
    );
    if (!d) return;
    const m = /\b(?:class|object)[ \t]+\w+[^{};]*$/.exec(this.rewrittenBefore(i, headerReach));
    // the class's header: its constructor's parentheses left out, a supertype list and no member after it
    const header = m?.[0].replace(/\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g, '()');
    if (!header?.includes(':') || /\b(?:val|var|fun)\b/.test(header)) return;
    this.writeAt(i, i + 2, ',');
    // a delegate made by a call without arguments (`by MainScope() {`): the call's empty `()` blanked too
    const call = d.indices?.[1];
    if (call) this.writeAt(i + call[0], i + call[1], '');
  }

  /**
   * Whether the `{` at `i` opens a class body: its line has `object`, `class` or `interface` before it,
   * no brace between, and every parenthesis after the keyword closed (`class A(x: T = f { 1 }) {`: the
   * lambda's brace is no body).
   */
  private opensClassBody(): boolean {
    const { src, i } = this;
    const lineStart = src.lastIndexOf('\n', i - 1) + 1;
    let line = src.slice(lineStart, i);
    // a constructor broken across lines (`class V(` / `val a: Int,` / `) : C {`): read from the line it opens on
    const open = /^\s*\)/.test(line) ? openingParen(src, lineStart + line.indexOf(')')) : -1;
    if (open >= 0) line = src.slice(src.lastIndexOf('\n', open - 1) + 1, i).replace(/\n/g, ' ');
    const m = /(?<!::\s*)\b(?:object|class|interface)\b([^{}]*)$/.exec(line);
    if (!m) return false;
    return m[1]!.split('(').length === m[1]!.split(')').length;
  }

  /**
   * A class body closed on the line of a member in it (`object : P { override fun f() = a }`, or a body opened lines
   * above and ending `val isRule: Boolean get() = true }`) → `;` before its `}` (`= a;}`): without it the grammar
   * loses the class and the code around it.
   */
  private endOneLineClassBody(openedAt: number): void {
    const { src, i } = this;
    const lineStart = src.lastIndexOf('\n', i - 1) + 1;
    if (lineStart > openedAt && !src.slice(lineStart, i).trim()) return;
    let k = i - 1;
    while (k > openedAt && /\s/.test(src[k]!)) k--;
    if (k === openedAt) return;
    if (src[k] === ';') this.out[k] = ';';
    else if (k + 1 < i) this.out[k + 1] = ';';
  }

  /** `from..to` → spaces, its newlines kept (the lines stay where they were). */
  private blank(from: number, to: number): void {
    for (let k = from; k < to; k++) if (this.src[k] !== '\n') this.out[k] = ' ';
  }

  /** `text` written over `from..to`, padded with spaces (the same length). */
  /**
   * `(` at `i` opens an annotated function type in parentheses, not nullable (`: @Composable (() -> Unit) =`):
   * both parentheses → spaces. A `?` after the `)` keeps them (`(() -> Unit)?` is another type than `() -> Unit?`).
   */
  private annotatedFunctionType(): void {
    const { src, i } = this;
    if (!annotatedTypeBefore.test(src.slice(Math.max(0, i - 160), i))) return;
    let depth = 0;
    let arrow = false;
    for (let k = i; k < src.length && k < i + 400; k++) {
      const ch = src[k];
      if (ch === '"' || ch === '{' || ch === '}' || ch === ';' || ch === '=') return;
      if (ch === '-' && src[k + 1] === '>' && depth === 1) arrow = true;
      if (ch === '(') depth++;
      else if (ch === ')' && --depth === 0) {
        // `(() -> Unit)?` is another type than `() -> Unit?`; `(onMove: (I) -> Unit) -> S` is a function type whose
        // parameter list these parentheses are
        if (!arrow || /^\s*(?:\?|->)/.test(src.slice(k + 1, k + 40))) return;
        this.out[i] = ' ';
        this.out[k] = ' ';
        return;
      }
    }
  }

  private writeAt(from: number, to: number, text: string): void {
    for (let k = from; k < to; k++) this.out[k] = text[k - from] ?? ' ';
  }

  /**
   * `field = x` / `field: T = x` on the line after a property declared with a type and no value (an
   * explicit backing field) → `get() = x` / `get(): T = x`.
   */
  private backingField(): void {
    const { src, i } = this;
    if (!/^field\s*[:=]/.test(src.slice(i, i + 20))) return;
    const lineStart = src.lastIndexOf('\n', i - 1) + 1;
    if (!/^\s*$/.test(src.slice(lineStart, i))) return;
    const previous = src.slice(src.lastIndexOf('\n', lineStart - 2) + 1, lineStart);
    if (!/^\s*(?:[\w@]+\s+)*va[lr]\s+\w+\s*:[^=]+$/.test(previous) || /\bby\b/.test(previous)) return;
    this.writeAt(i, i + 5, 'get()');
  }

  /** `context(…)` at a line's start, before a declaration → spaces (newlines kept); false when it is anything else. */
  private contextClause(): boolean {
    const { src, i } = this;
    // `context (Scope)` too: Kotlin takes a space before the clause's parenthesis
    const m = /^context[ \t]*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/.exec(src.slice(i, i + 600));
    if (!m) return false;
    const end = i + m[0].length;
    // a function type's context (`block: context(Scope) () -> Unit`, `context(A) T.() -> R`)
    if (
      typeContextBefore.test(src.slice(Math.max(0, i - 200), i)) &&
      functionTypeAfter.test(src.slice(end, end + 300))
    ) {
      this.blank(i, end);
      this.i = end;
      return true;
    }
    if (!/(?:^|\n)[ \t]*$/.test(src.slice(Math.max(0, i - 200), i))) return false;
    if (
      !declarationStart.test(` ${src.slice(end, end + 60).trimStart()}`) &&
      !/^\s*(?:@\w|actual\b|expect\b)/.test(src.slice(end, end + 60))
    )
      return false;
    this.blank(i, end);
    this.i = end;
    return true;
  }
}

/**
 * Whether `get(…)`/`set(…)` at the start of `s` is an accessor's head: a getter's empty list or a setter's one
 * parameter, then its body (`=`, `{`) or a getter's return type (`:`). Parentheses not closed within reach: yes.
 */
function accessorList(s: string): boolean {
  let depth = 0;
  let commas = 0;
  for (let k = 3; k < s.length; k++) {
    const c = s[k];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (--depth > 0) continue;
      const inside = s.slice(4, k).trim();
      const shape = s.startsWith('get') ? inside === '' : inside !== '' && commas === 0;
      return shape && /^\s*[={:]/.test(s.slice(k + 1)) && (s.startsWith('get') || !/^\s*:/.test(s.slice(k + 1)));
    } else if (c === ',' && depth === 1) commas++;
  }
  return true;
}

/** The `(` that the `)` at `close` closes, counting parentheses back (at most 4,000 characters), or -1. */
function openingParen(src: string, close: number): number {
  let depth = 0;
  for (let k = close; k >= 0 && k > close - 4000; k--) {
    if (src[k] === ')') depth++;
    else if (src[k] === '(' && --depth === 0) return k;
  }
  return -1;
}
