import { bodyStatements, type ChainLink, flattenChain, isChainTop, memberName } from '../kotlin/calls.js';
import { descendants, modifiersOf, named, type Syn, text } from '../kotlin/syntax.js';
import {
  type ConstantTable,
  immutableCollectionBuilders,
  isTemplated,
  normalize,
  type Scope,
} from '../kotlin/values.js';
import { compact } from './assertion.js';
import { returnedConstantValue } from './returned-constants.js';

/** Logging calls take a lambda that builds the message: a constant message is not a stubbed handler. */
const logCall = /^(?:[vdiwe]|wtf|verbose|debug|info|warn|warning|error|trace|log|logd|logi|logw|loge)$/;

export interface TagUse {
  /** canonical value, e.g. "\"save\"" or "\"topic:${}\"" */
  value: string;
  /** the composable whose modifier carries the tag (`Button`): moving a tag to another node changes it */
  owner: string;
  /** the constant it was written as, if any */
  symbol?: string;
  file: string;
  line: number;
  text: string;
}

export interface Body {
  /** `Class.fun/arity`, or that plus `>callee.param#n` for a lambda argument */
  key: string;
  /** why the body is trivial (`{}`, `TODO()`, constant …), undefined when it does real work */
  trivial?: string;
  /** a property initialised with a collection literal (`listOf(…)`): data, whatever its elements do */
  data?: true;
  /** the string resource the whole value reads (`app.getString(R.string.key)` → `key`), for a literal inlined from it */
  resource?: string;
  /** the literal of the file's constant the whole body returns (`return MIME_TYPE;` → `"…"`), for it inlined */
  returns?: string;
  file: string;
  line: number;
  text: string;
  /** a function deprecated at level ERROR or HIDDEN: Kotlin code cannot call it without suppressing the error */
  deprecatedPastUse?: true;
  /** the parameter names of the function it is (or is passed in), which its arity alone does not tell apart */
  params?: string[];
}

/** `@Deprecated(…, level = DeprecationLevel.ERROR)` (or `HIDDEN`) among a declaration's modifiers. */
function deprecatedPastUse(c: Syn): boolean {
  const mods = modifiersOf(c);
  return (
    !!mods &&
    /@(?:kotlin\.)?Deprecated\b[\s\S]*\blevel\s*=\s*(?:DeprecationLevel\.)?(?:ERROR|HIDDEN)\b/.test(text(mods))
  );
}

/** A value that is one string resource's text: `getString(R.string.key)` on any receiver, no format arguments. */
function resourceRead(value: Syn): { resource?: string } {
  const m = /^(?:[\w.()]+\.)?getString\(\s*(?:\w+\.)*R\.string\.(\w+)\s*\)$/.exec(compact(value));
  return m ? { resource: m[1]! } : {};
}

export interface Site {
  sig: string;
  file: string;
  line: number;
  text: string;
}

export interface Spoof extends Site {
  prop: string;
  /** how the claimed value, or the tags of the node that claims it, would appear in test code */
  needles: string[];
}

/** A comparison of a value with a string literal (`title == "Groceries"`, `when (t) { "Ideas" -> }`). */
export interface LiteralComparison extends Site {
  literal: string;
  /**
   * a Java `case "x":` label: it cancels the same comparison on the other side (a switch converted to a `when`), but
   * is never itself new special-casing — a new case of a Java switch reads a vocabulary, as it did before
   */
  javaCase?: boolean;
}

/** The inventory of app (non-test) Kotlin code: what tests depend on and what a fixer could fake. */
export interface AppInventory {
  tags: TagUse[];
  bodies: Body[];
  detections: Site[];
  spoofs: Spoof[];
  comparisons: LiteralComparison[];
}

const comparingCalls = new Set(['equals', 'contains', 'startsWith', 'endsWith', 'equalsIgnoreCase', 'matches']);

/** The string literal a node compares against, if it is such a comparison. */
function comparedLiteral(n: Syn): Syn | undefined {
  const isLit = (x: Syn | undefined) => (x?.type === 'string_literal' && !isTemplated(x) ? x : undefined);
  if (n.type === 'binary_expression' || n.type === 'equality_expression') {
    const op = n.children.find((c) => c.field === 'operator');
    if (op && ['==', '!=', '===', '!=='].includes(text(op))) {
      const kids = named(n);
      return isLit(kids[0]) ?? isLit(kids[kids.length - 1]);
    }
  }
  // a Java `case "Author":` (its switch is kept as Java's, java/adapt.ts) compares as a `when` entry does
  if (n.type === 'when_entry' || n.type === 'switch_label') return named(n).map(isLit).find(Boolean);
  if (n.type === 'call_expression') {
    const callee = named(n)[0];
    if (callee?.type === 'navigation_expression' && comparingCalls.has(memberName(callee) ?? '')) {
      const va = n.children.find((c) => c.type === 'value_arguments');
      const arg = va ? named(va)[0] : undefined;
      return isLit(named(callee)[0]) ?? (arg?.type === 'value_argument' ? isLit(named(arg)[0]) : undefined);
    }
  }
  return undefined;
}

/**
 * A `when` entry mapping a name to the declaration of that very name (`"Circle" -> Shape.Circle`): a parser of the
 * names outside data uses, as `Shape.valueOf` would be, not a value singled out.
 */
function readsOwnName(n: Syn, literal: string): boolean {
  if (n.type !== 'when_entry' || !/^[A-Za-z_]\w*$/.test(literal)) return false;
  const body = named(n).at(-1);
  return body !== undefined && new RegExp(`^(?:[\\w.]+\\.)?${literal}$`).test(text(body).trim());
}

const constantWrappers = new Set([
  'flowOf',
  'emptyFlow',
  'MutableStateFlow',
  'MutableLiveData',
  'mutableStateOf',
  'listOf',
  'setOf',
  'mapOf',
  'mutableListOf',
  'arrayListOf',
  'runBlocking',
]);
const passThrough = new Set(['first', 'firstOrNull', 'single', 'asStateFlow', 'asSharedFlow', 'asFlow', 'toList']);

const constantCalls = new Set([
  'emptyList',
  'emptyMap',
  'emptySet',
  'emptyFlow',
  'listOf',
  'mapOf',
  'setOf',
  'flowOf',
  'mutableListOf',
  'emptyArray',
  'arrayOf',
  // a new empty mutable collection, as `mutableListOf()` is (`ArrayList<T>()` from Java made `mutableListOf<T>()`)
  ...['mutableMapOf', 'mutableSetOf', 'arrayListOf', 'hashMapOf', 'hashSetOf', 'linkedMapOf', 'linkedSetOf'],
  ...['ArrayList', 'HashMap', 'HashSet', 'LinkedHashMap', 'LinkedHashSet', 'LinkedList'],
  // kotlinx.collections.immutable's builders: with nothing passed, an empty collection as constant as `emptyList()`
  ...immutableCollectionBuilders.keys(),
]);

/** A collection constructor given only a capacity (`HashMap<>(values().length)`, `ArrayList(16)`): empty all the same. */
const sizedEmpty = new Set(['ArrayList', 'HashMap', 'HashSet', 'LinkedHashMap', 'LinkedHashSet']);
const capacity = (a: Syn) => /^(?:\d+|[\w.()]*\.(?:size|length)(?:\(\))?)$/.test(text(a).replace(/\s+/g, ''));

/**
 * A property's initialiser that reads a named constant — an enum entry or a `const` by its UPPER_CASE name
 * (`Filter.Action.NONE`, `DEFAULT_SIZE`) — starts the property at a fixed value: no work, as a literal is none.
 */
function namedConstant(n: Syn): boolean {
  const path = (x: Syn): boolean =>
    x.type === 'identifier' || (x.type === 'navigation_expression' && named(x).every(path));
  const last = n.type === 'navigation_expression' ? named(n).pop() : n;
  return path(n) && last?.type === 'identifier' && /^[A-Z][A-Z0-9_]+$/.test(text(last));
}

/**
 * `MAIN_URL + "/help/"`: a sum of literals and named constants is as fixed as either (Java's compile-time constant, a
 * URL built from a base), so a property initialised with one and made a literal loses no work.
 */
function constantSum(n: Syn): boolean {
  if (n.type === 'parenthesized_expression') return named(n).length === 1 && constantSum(named(n)[0]!);
  const operands = named(n);
  if (n.type !== 'binary_expression' || operands.length !== 2 || !n.children.some((c) => c.type === '+')) return false;
  return operands.every((o) => isConstantExpr(o) || namedConstant(o) || constantSum(o));
}

function isConstantExpr(n: Syn): boolean {
  switch (n.type) {
    case 'number_literal':
    case 'character_literal':
      return true;
    case 'string_literal':
      return !isTemplated(n);
    case 'identifier':
      return ['true', 'false', 'null', 'Unit'].includes(text(n));
    case 'parenthesized_expression':
      return named(n).length === 1 && isConstantExpr(named(n)[0]!);
    case 'call_expression': {
      const ch = flattenChain(n);
      const names = ch.segments.map((s) => s.name).join('.');
      const args = ch.segments[ch.segments.length - 1]?.args ?? [];
      if (!ch.root && ch.segments.length === 1 && constantCalls.has(names) && args.length === 0) return true;
      if (
        !ch.root &&
        ch.segments.length === 1 &&
        sizedEmpty.has(names) &&
        args.length === 1 &&
        capacity(args[0]!.value)
      )
        return true;
      if (names === 'Result.success' || names === 'success' || names === 'Result.success')
        return args.every((a) => isConstantExpr(a.value));
      // a constant wrapped in a flow, state or list, or read back out of one: `flowOf(emptyList())`,
      // `MutableStateFlow(emptyList<Note>())`, `runBlocking { flowOf(emptyList()).first() }`
      const [head, ...rest] = ch.segments;
      if (!ch.root && head && constantWrappers.has(head.name) && rest.every((r) => passThrough.has(r.name))) {
        const inner = head.args.every((a) => isFixedValue(a.value));
        const lambda = head.lambda ? trivialBody(head.lambda)?.startsWith('constant') === true : true;
        return inner && lambda && (head.args.length > 0 || head.lambda !== undefined || head.name === 'emptyFlow');
      }
      // `flow { emit(emptyList()) }`: a flow builder that only emits fixed values
      if (!ch.root && ch.segments.length === 1 && head?.name === 'flow' && head.lambda && !head.args.length)
        return emitsOnlyFixedValues(head.lambda);
      return false;
    }
    case 'navigation_expression':
      return text(n).replace(/\s+/g, '') === 'Result.success';
    default:
      return false;
  }
}

const collectionLiterals = new Set([
  'listOf',
  'setOf',
  'mapOf',
  'arrayOf',
  'mutableListOf',
  'mutableSetOf',
  'mutableMapOf',
]);

/** `listOf(…)` and its kin: sample data, even when its elements are objects with behaviour. */
function isCollectionLiteral(n: Syn): boolean {
  if (n.type !== 'call_expression') return false;
  const ch = flattenChain(n);
  return !ch.root && ch.segments.length === 1 && collectionLiterals.has(ch.segments[0]!.name);
}

/**
 * A value that depends on nothing: a constant, or an object built from constants (`Note("a", 1)`,
 * `listOf(Note("a"))`) — what a flow stubbed with sample data wraps (`flowOf(listOf(Note("a")))`).
 */
function isFixedValue(n: Syn): boolean {
  if (isConstantExpr(n)) return true;
  if (n.type !== 'call_expression') return false;
  const ch = flattenChain(n);
  const only = ch.segments[0];
  if (ch.root || ch.segments.length !== 1 || !only || only.lambda) return false;
  return (/^[A-Z]/.test(only.name) || constantCalls.has(only.name)) && only.args.every((a) => isFixedValue(a.value));
}

/** A `flow { }` body whose every statement emits a fixed value. */
function emitsOnlyFixedValues(lambda: Syn): boolean {
  const stmts = bodyStatements(lambda).filter((s) => s.type !== 'line_comment' && s.type !== 'block_comment');
  return (
    stmts.length > 0 &&
    stmts.every((s) => {
      if (s.type !== 'call_expression') return false;
      const ch = flattenChain(s);
      const emit = ch.segments[0];
      return (
        !ch.root && ch.segments.length === 1 && emit?.name === 'emit' && emit.args.every((a) => isFixedValue(a.value))
      );
    })
  );
}

/** Android's `Log.d(TAG, …)` and Timber's `Timber.d(…)` / `Timber.tag(t).d(…)`: a line in the log, nothing the app does. */
function isLogCall(n: Syn): boolean {
  if (n.type !== 'call_expression') return false;
  const ch = flattenChain(n);
  const root = ch.root?.type === 'identifier' ? text(ch.root) : '';
  const names = ch.segments.map((g) => (g.kind === 'call' ? g.name : ''));
  if (root === 'Log') return names.length === 1 && logCall.test(names[0]!);
  if (root !== 'Timber') return false;
  return (names.length === 1 || (names.length === 2 && names[0] === 'tag')) && logCall.test(names[names.length - 1]!);
}

function isTodo(n: Syn): boolean {
  if (n.type === 'call_expression') {
    const ch = flattenChain(n);
    return !ch.root && ch.segments.length === 1 && ch.segments[0]!.name === 'TODO';
  }
  if (n.type === 'throw_expression') {
    const e = named(n)[0];
    const name = e && e.type === 'call_expression' ? flattenChain(e).segments[0]?.name : undefined;
    return name === 'NotImplementedError' || name === 'UnsupportedOperationException';
  }
  return false;
}

function isReturn(n: Syn): boolean {
  return n.type === 'return_expression' || (n.type === 'jump_expression' && text(n).startsWith('return'));
}

/**
 * `val toggle = { work() }` or `val toggle = suspend { work() }` that no other statement of the body
 * names: the work is written but never runs (its name, or undefined when the statement is anything else).
 */
function lambdaNeverRun(s: Syn, stmts: Syn[]): string | undefined {
  if (s.type !== 'property_declaration') return undefined;
  const decl = s.children.find((c) => c.type === 'variable_declaration');
  const name = decl && named(decl)[0];
  const init = s.children.find((c, i) => i > 0 && s.children[i - 1]?.type === '=' && c.named);
  if (!name || !init) return undefined;
  const callee = init.type === 'call_expression' ? init.children[0] : undefined;
  // `suspend { … }` reads as `suspend_ { … }` (kotlin/tolerant.ts): a call whose one argument is the lambda
  const suspendLambda =
    callee?.type === 'identifier' &&
    /^suspend_?$/.test(text(callee)) &&
    init.children.length === 2 &&
    init.children[1]!.type === 'annotated_lambda';
  if (init.type !== 'lambda_literal' && !suspendLambda) return undefined;
  const mentions = new RegExp(`(?<![\\w$])${text(name).replace(/\$/g, '\\$')}(?![\\w$])`);
  return stmts.some((o) => o !== s && mentions.test(text(o))) ? undefined : text(name);
}

/** Why a body is trivial, or undefined if it does something. */
export function trivialBody(body: Syn | undefined): string | undefined {
  if (!body) return undefined;
  const stmts = bodyStatements(body).filter((s) => s.type !== 'line_comment' && s.type !== 'block_comment');
  if (stmts.length === 0) return 'empty body {}';
  const built = stmts.map((s) => lambdaNeverRun(s, stmts));
  if (built.every(Boolean)) return `builds ${built.join(', ')} and never runs it`;
  if (stmts.every(isLogCall)) return 'only logs';
  const first = stmts[0]!;
  if (stmts.length === 1) {
    let s = first;
    if (isReturn(s)) {
      const v = named(s).find((c) => c.type !== 'label');
      if (!v) return 'bare return';
      s = v;
    }
    if (isTodo(s)) return 'TODO()';
    if (isConstantExpr(s)) return `constant ${compact(s)}`;
    // `update { it }`: a lambda that hands back its input unchanged does nothing
    if (body.type === 'lambda_literal' && s.type === 'identifier') {
      const params = body.children.find((c) => c.type === 'lambda_parameters');
      const names = params ? [...descendants(params)].filter((d) => d.type === 'identifier').map(text) : ['it'];
      if (names.length === 1 && names[0] === text(s)) return `returns its input ${text(s)} unchanged`;
    }
    return undefined;
  }
  if (isReturn(first)) {
    const v = named(first)[0];
    if (!v || isConstantExpr(v)) return `early return${v ? ` ${compact(v)}` : ''} before the real work`;
  }
  return undefined;
}

const strongTelltales =
  /androidx\.test|org\.junit|robolectric|espresso|junit|uiautomator|firebase\.test\.lab|test_lab|orchestrator/i;
// "instrumentation" names coverage flags (`--instrumentation_filter`) and tracing SDKs' instrumentations too:
// like "test", a telltale only inside a lookup of properties, the environment or classes
const weakTelltales = /test|instrumentation/i;
/** A dependency's coordinate (`junit:junit:4.13.2`): build tooling names it, the running app cannot probe it. */
const mavenCoordinate = /^[\w.-]+:[\w.-]+(:[\w.-]+)?$/;
const emulatorTelltales =
  /generic|emulator|sdk_gphone|google_sdk|goldfish|ranchu|vbox|genymotion|robolectric|test-keys|android sdk built for/i;
const testFlagName = new RegExp(
  [
    '^(is|in)_?(running_?)?(in_?)?(a_?)?',
    '(unit_?|ui_?|instrumented_?|instrumentation_?|espresso_?|robolectric_?|automated_?)?',
    '(test|tests|testing)(_?(mode|env|environment|harness|build|lab))?$',
    '|test_?harness|^is_?under_?test$',
  ].join(''),
  'i',
);
const alwaysBuildProps = new Set(['FINGERPRINT', 'HARDWARE', 'PRODUCT', 'TAGS', 'BOOTLOADER']);
const contextBuildProps = new Set(['MODEL', 'BRAND', 'DEVICE', 'MANUFACTURER', 'HOST', 'USER', 'ID', 'TYPE']);
const spoofProps = new Set([
  'text',
  'contentDescription',
  'stateDescription',
  'editableText',
  'role',
  'selected',
  'toggleableState',
]);

function enclosingStatement(n: Syn): Syn {
  let cur = n;
  while (
    cur.parent &&
    !['block', 'lambda_literal', 'class_body', 'source_file', 'function_body', 'statements'].includes(cur.parent.type)
  )
    cur = cur.parent;
  return cur;
}

function stringContent(n: Syn): string {
  return n.children
    .filter((c) => c.type === 'string_content')
    .map(text)
    .join('');
}

/** Test-environment detection in one node, if it is such a site. */
function detectionAt(n: Syn): string | undefined {
  if (n.type === 'navigation_expression') {
    const member = memberName(n);
    const recv = named(n)[0];
    if (member && recv && text(recv).replace(/\s+/g, '').endsWith('Build')) {
      if (alwaysBuildProps.has(member)) return `Build.${member}`;
      if (contextBuildProps.has(member)) {
        const stmt = enclosingStatement(n);
        for (const d of descendants(stmt))
          if (d.type === 'string_literal' && emulatorTelltales.test(stringContent(d)))
            return `Build.${member} compared with "${stringContent(d)}"`;
      }
    }
    if (member === 'isRunningInTestHarness' || member === 'isRunningInUserTestHarness') return member;
    if (member && testFlagName.test(member)) return `test flag ${member}`;
  }
  if (n.type === 'identifier') {
    // the member of `a.b` is judged with its navigation expression
    if (n.parent?.type === 'navigation_expression' && named(n.parent).length > 1 && named(n.parent).at(-1) === n)
      return undefined;
    const name = text(n);
    if (
      name === 'isRunningInTestHarness' ||
      name === 'isRunningInUserTestHarness' ||
      name === 'InstrumentationRegistry'
    )
      return name;
    if (testFlagName.test(name)) return `test flag ${name}`;
  }
  if (n.type === 'string_literal') {
    const s = stringContent(n);
    if (strongTelltales.test(s) && !mavenCoordinate.test(s)) return `"${s}"`;
    if (weakTelltales.test(s)) {
      // a weak telltale only inside a lookup of properties, the environment or classes
      const call = n.parent?.parent?.parent;
      if (call?.type === 'call_expression') {
        const name = flattenChain(call)
          .segments.map((x) => x.name)
          .join('.');
        if (/getProperty|getenv|forName|getBoolean|getString/.test(name)) return `${name}("${s}")`;
      }
    }
  }
  return undefined;
}

interface FnCtx {
  key: string;
  params: string[];
}

const isPrivate = (d: Syn) => d.children.some((k) => k.type === 'modifiers' && /\bprivate\b/.test(text(k)));

/**
 * Calls whose lambdas run the caller's own code (or build semantics, or a log message): not handlers. The standard
 * library's predicates and selectors among them: `flag.takeIf { it }` keeps a true flag, it stubs nothing.
 */
const notHandlerCalls = new Set([
  'semantics',
  'clearAndSetSemantics',
  'remember',
  'LaunchedEffect',
  'apply',
  'also',
  'let',
  'run',
  'with',
  'forEach',
  'map',
  'filter',
  'items',
  'item',
  ...['takeIf', 'takeUnless', 'filterNot', 'any', 'all', 'none', 'count', 'find', 'first', 'firstOrNull'],
  ...['last', 'lastOrNull', 'single', 'singleOrNull', 'takeWhile', 'dropWhile', 'partition', 'mapNotNull'],
  ...['sortedBy', 'sortedByDescending', 'groupBy', 'associateBy', 'sumOf', 'maxByOrNull', 'minByOrNull'],
]);

/** Build the inventory of one app source file. */
export function appInventory(
  root: Syn,
  file: string,
  constants: ConstantTable,
  unresolved?: Set<string>,
): AppInventory {
  const inv: AppInventory = { tags: [], bodies: [], detections: [], spoofs: [], comparisons: [] };
  const scope: Scope = { locals: new Map(), constants, unresolved };
  const fileClass = file
    .split('/')
    .pop()!
    .replace(/\.(?:kts?|java)$/, '');
  const lambdaCounts = new Map<string, number>();

  const addTag = (arg: Syn, at: Syn) => {
    const symbol =
      arg.type === 'identifier' || arg.type === 'navigation_expression' ? text(arg).replace(/\s+/g, '') : undefined;
    inv.tags.push({ value: normalize(arg, scope), owner: ownerOf(at), symbol, file, line: at.line, text: compact(at) });
  };
  const tagNeedles = (segs: ChainLink[]) =>
    segs
      .filter((t) => t.name === 'testTag' && t.args[0])
      .flatMap((t) => {
        const v = t.args[0]!.value;
        const sym =
          v.type === 'identifier' || v.type === 'navigation_expression'
            ? [text(v).replace(/\s+/g, '').split('.').pop()!]
            : [];
        return [...sym, ...literalNeedles(v)];
      });

  const context = (fn: FnCtx | undefined, owner: string) => fn?.key ?? owner;

  /** A function's body, keyed `Owner.name/arity`; the function is the context of what it holds. */
  const functionDeclared = (c: Syn, owner: string): FnCtx => {
    const nm = c.children.find((k) => k.field === 'name');
    const fvp = c.children.find((k) => k.type === 'function_value_parameters');
    const params = fvp
      ? named(fvp)
          .filter((p) => p.type === 'parameter')
          .map((p) => text(named(p).find((k) => k.type === 'identifier') ?? p))
      : [];
    const key = `${owner}.${nm ? text(nm) : '?'}/${params.length}`;
    const body = c.children.find((k) => k.type === 'function_body');
    if (body) {
      const returns = returnedConstantValue(body);
      const trivial = trivialBody(body);
      inv.bodies.push({
        key,
        trivial,
        ...(returns ? { returns } : {}),
        ...(deprecatedPastUse(c) ? { deprecatedPastUse: true as const } : {}),
        params,
        file,
        line: c.line,
        text: compact(c).slice(0, 120),
      });
    }
    return { key, params };
  };

  // a visible class property's initialiser is a body too: `override val notes = state.asStateFlow()`;
  // a private backing holder (`private val _state = MutableStateFlow(null)`) starts empty and is written later
  const visibleProperty = (c: Syn, owner: string) => {
    const decl = c.children.find((k) => k.type === 'variable_declaration');
    const nm = decl && named(decl)[0];
    const init = c.children.find((k, i) => i > 0 && c.children[i - 1]?.type === '=' && k.named);
    if (nm && init)
      inv.bodies.push({
        key: `${owner}.${text(nm)}/val`,
        trivial:
          isConstantExpr(init) || namedConstant(init) || constantSum(init) ? `constant ${compact(init)}` : undefined,
        ...(isCollectionLiteral(init) ? { data: true as const } : {}),
        ...resourceRead(init),
        file,
        line: c.line,
        text: compact(c).slice(0, 120),
      });
  };

  /** Tags set on a modifier chain, and semantics that replace or merge what a node shows. */
  const modifierCalls = (segs: ChainLink[], fn: FnCtx | undefined, owner: string) => {
    for (const seg of segs) {
      if (seg.name === 'testTag' && seg.kind === 'call' && seg.args.length === 1) addTag(seg.args[0]!.value, seg.node);
      if ((seg.name === 'semantics' || seg.name === 'clearAndSetSemantics') && seg.kind === 'call') {
        if (seg.name === 'clearAndSetSemantics') {
          inv.spoofs.push({
            prop: 'clearAndSetSemantics',
            sig: `clearAndSetSemantics:${seg.lambda ? normalize(seg.lambda, scope) : ''}`,
            needles: [...literalNeedles(seg.lambda), ...tagNeedles(segs)],
            file,
            line: seg.node.line,
            text: compact(seg.node),
          });
        }
        const merge = seg.args.find((a) => a.name === 'mergeDescendants' || (!a.name && seg.args.indexOf(a) === 0));
        if (merge && text(merge.value) === 'true') {
          inv.spoofs.push({
            prop: 'mergeDescendants',
            sig: `mergeDescendants:${context(fn, owner)}`,
            needles: [],
            file,
            line: seg.node.line,
            text: compact(seg.node),
          });
        }
      }
    }
  };

  /** The next number of a lambda body under `base` (two `onClick`s of one call site are #0 and #1). */
  const nextLambda = (base: string) => {
    const k = lambdaCounts.get(base) ?? 0;
    lambdaCounts.set(base, k + 1);
    return k;
  };

  // lambda arguments are bodies too: `onClick = { viewModel.save() }`
  const lambdaBodies = (seg: ChainLink, fn: FnCtx | undefined, owner: string) => {
    const lambdas: Array<[string, Syn]> = [];
    for (const a of seg.args) {
      const param = a.name ?? `arg${seg.args.indexOf(a)}`;
      if (a.value.type === 'lambda_literal') lambdas.push([param, a.value]);
      // `onTogglePin = vm::onTogglePin` or `onClick = onShare` (a handler passed in) does work: replacing it by `{}` is a stub
      else if (
        ((a.value.type === 'navigation_expression' && a.value.children.some((k) => k.type === '::')) ||
          (a.value.type === 'identifier' && /^on[A-Z]/.test(text(a.value)))) &&
        /^on[A-Z]/.test(param)
      ) {
        const base = `${context(fn, owner)}>${seg.name}.${param}`;
        const key = `${base}#${nextLambda(base)}`;
        inv.bodies.push({ key, trivial: undefined, file, line: a.value.line, text: compact(a.value) });
      }
    }
    if (seg.lambda) lambdas.push(['trailing', seg.lambda]);
    for (const [param, lam] of lambdas) {
      const base = `${context(fn, owner)}>${seg.name}.${param}`;
      const k = nextLambda(base);
      if (notHandlerCalls.has(seg.name) || logCall.test(seg.name)) continue;
      inv.bodies.push({
        key: `${base}#${k}`,
        ...(fn ? { params: fn.params } : {}),
        trivial: trivialBody(lam),
        file,
        line: lam.line,
        text: compact(seg.node).slice(0, 120),
      });
    }
  };

  /** A call chain's tags, semantics and lambda bodies; returns the semantics block its lambdas are in, if any. */
  const chainAt = (c: Syn, fn: FnCtx | undefined, owner: string, inSemantics: string | undefined) => {
    const ch = flattenChain(c);
    modifierCalls(ch.segments, fn, owner);
    let sem = inSemantics;
    for (const seg of ch.segments) {
      lambdaBodies(seg, fn, owner);
      if (seg.name === 'semantics' || seg.name === 'clearAndSetSemantics') sem = seg.name;
    }
    return sem;
  };

  /** `testTag = …` inside a semantics block, and a literal that claims text (`contentDescription = "Saved"`). */
  const semanticsAssignment = (c: Syn, inSemantics: string) => {
    const left = c.children.find((k) => k.field === 'left');
    const right = c.children.find((k) => k.field === 'right');
    if (!left || !right || left.type !== 'identifier') return;
    const prop = text(left);
    if (prop === 'testTag') addTag(right, c);
    else if (spoofProps.has(prop) && inSemantics === 'semantics') {
      const value = normalize(right, scope);
      // only a literal can claim what is not shown; a value from resources or state is a real label
      inv.spoofs.push({
        prop,
        sig: `${prop}=${value}`,
        needles: literalNeedles(right),
        file,
        line: c.line,
        text: compact(c),
      });
    }
  };

  /** Comparisons with string literals and test-environment detection, on any node. */
  const telltales = (c: Syn, fn: FnCtx | undefined, owner: string) => {
    const lit = comparedLiteral(c);
    if (lit && !readsOwnName(c, stringContent(lit))) {
      const literal = stringContent(lit);
      if (literal.trim().length >= 3)
        inv.comparisons.push({
          literal,
          ...(c.type === 'switch_label' ? { javaCase: true } : {}),
          sig: `${context(fn, owner)}:${JSON.stringify(literal)}`,
          file,
          line: c.line,
          text: compact(enclosingStatement(c)),
        });
    }
    const det = detectionAt(c);
    if (det) inv.detections.push({ sig: det, file, line: c.line, text: compact(enclosingStatement(c)) });
  };

  const visit = (n: Syn, owner: string, fn: FnCtx | undefined, inSemantics: string | undefined): void => {
    for (const c of n.children) {
      let nextOwner = owner,
        nextFn = fn,
        nextSem = inSemantics;
      if (c.type === 'class_declaration' || c.type === 'object_declaration') {
        const nm = c.children.find((k) => k.field === 'name');
        if (nm) nextOwner = text(nm);
      }
      if (c.type === 'function_declaration') nextFn = functionDeclared(c, owner);
      if (c.type === 'property_declaration' && n.type === 'class_body' && !fn && !isPrivate(c))
        visibleProperty(c, owner);
      if (c.type === 'call_expression' && isChainTop(c)) nextSem = chainAt(c, fn, owner, inSemantics);
      if (c.type === 'assignment' && inSemantics) semanticsAssignment(c, inSemantics);
      telltales(c, fn, owner);
      visit(c, nextOwner, nextFn, nextSem);
    }
  };
  visit(root, fileClass, undefined, undefined);
  return inv;
}

/**
 * Whether a string literal is the separator of a join (`names.joinToString(", ")`, `separator = " · "`): punctuation
 * and spaces only, put between the texts it joins and never shown alone, so it claims nothing a test looks for.
 */
function joinSeparator(l: Syn): boolean {
  if (/[\p{L}\p{N}]/u.test(text(l))) return false;
  const arg = l.parent?.type === 'value_argument' ? l.parent : undefined;
  if (arg?.children.some((c) => c.type === 'identifier' && text(c) === 'separator')) return true;
  const call = arg?.parent?.parent;
  const callee = call?.type === 'call_expression' ? call.children[0] : undefined;
  return !!callee && /(?:^|\.)joinToString$/.test(text(callee));
}

/**
 * How the string literals in an expression would appear in test code: `"Saved"` whole, or for a
 * template `"${n} notes"` its fixed ends (`notes"`), so "3 notes" in a test is found. A join's separator is none.
 */
export function literalNeedles(n: Syn | undefined): string[] {
  if (!n) return [];
  const lits = (
    n.type === 'string_literal' ? [n] : [...descendants(n)].filter((d) => d.type === 'string_literal')
  ).filter((l) => !joinSeparator(l));
  const out: string[] = [];
  for (const l of lits) {
    const parts: string[] = [''];
    const kids = l.children;
    for (let i = 0; i < kids.length; i++) {
      const k = kids[i]!;
      if (k.type === 'interpolation') parts.push('');
      else if (k.type === 'string_content') {
        const t = text(k);
        if (t === '$' && kids[i + 1]?.type === 'string_content') {
          const next = text(kids[i + 1]!);
          const m = /^[A-Za-z_]\w*/.exec(next);
          if (m) {
            parts.push(next.slice(m[0].length));
            i++;
            continue;
          }
        }
        parts[parts.length - 1] += t;
      }
    }
    if (parts.length === 1) {
      if (parts[0]) out.push(JSON.stringify(parts[0]));
      continue;
    }
    const first = parts[0]!,
      last = parts[parts.length - 1]!;
    if (first.trim().length >= 3) out.push(`"${first}`);
    if (last.trim().length >= 3) out.push(`${last}"`);
  }
  return out;
}

/** The composable a modifier expression is passed to (`Button(modifier = …)` → Button). */
function ownerOf(n: Syn): string {
  for (let p = n.parent; p; p = p.parent) {
    if (
      p.type === 'function_declaration' ||
      p.type === 'class_body' ||
      p.type === 'source_file' ||
      p.type === 'property_declaration'
    )
      return '?';
    if (
      p.type === 'value_argument' &&
      p.parent?.type === 'value_arguments' &&
      p.parent.parent?.type === 'call_expression'
    ) {
      const callee = named(p.parent.parent)[0];
      if (!callee) return '?';
      if (callee.type === 'identifier') return text(callee);
      if (callee.type === 'navigation_expression') return memberName(callee) ?? '?';
      if (callee.type === 'call_expression') continue;
      return '?';
    }
  }
  return '?';
}
