import { builtCollection } from './built-collections.js';
import { genericCall, memberName } from './calls.js';
import { collectedFlow } from './collected-reads.js';
import { awaitedValue, inPlaceBlockValue, type ValueSource } from './coroutine-values.js';
import { widenedInt } from './int-widening.js';
import { boxedLimit, primitiveCast, stringValueOf } from './java-numbers.js';
import { javaAtomicCall } from './kotlin-atomics.js';
import { loggedReceiver } from './logged-values.js';
import { rankedLocal } from './made-locals.js';
import { literalMapLookup } from './map-lookups.js';
import { numberLiteral } from './numbers.js';
import { named, type Syn, text } from './syntax.js';
import { expectedThrow, thrownValue } from './thrown.js';
import { turbineRead } from './turbine-reads.js';
import { asExpression, assertedInstance, assertedIs, isExpression } from './type-checks.js';

/**
 * Constants visible to the code being analysed: `const val`/`val` with a literal value, top level or
 * in an object, keyed by simple name and by `Owner.NAME`. A simple name defined twice with different
 * values maps to null (ambiguous) and only the qualified key resolves.
 */
export class ConstantTable {
  private readonly values = new Map<string, string | null>();
  /** a file's own constants shadow the project's: `new ConstantTable(projectTable)` */
  constructor(private readonly parent?: ConstantTable) {}
  /** where each key was declared (the last declaration seen) */
  readonly locations = new Map<string, { file: string; line: number }>();

  /** members imported by name (`import a.b.Field.FRONT`): `FRONT` → `Field.FRONT`, as the code could have written it */
  private readonly imports = new Map<string, string>();
  /** the whole owner path of each `Owner.NAME` declared: `Table.NAME` → {`Dao.Table.NAME`, `Table.NAME` if top level} */
  private readonly ownerPaths = new Map<string, Set<string>>();

  /**
   * The qualified name a bare name was imported as, if this file imports it (`addFile`). Imports are a file's
   * own: never the project's, where another file may import another class of the same simple name.
   */
  imported(name: string): string | undefined {
    return this.imports.get(name);
  }

  set(key: string, value: string): void {
    const prev = this.values.get(key);
    if (prev === undefined) this.values.set(key, value);
    else if (prev !== value) this.values.set(key, null);
  }
  get(key: string): string | undefined {
    return this.values.get(key) ?? this.parent?.get(key);
  }
  /**
   * A member by its owner path as written or imported (`CategoryDao.Table.NAME`, from its first capitalised part,
   * `Companion` dropped): the path itself, else its last owner's (`Table.NAME`) — unless a known `Table` declaring
   * `NAME` is another owner (`BookmarksDao.Table`): undefined then, to be looked up in the project.
   */
  qualified(path: string): string | undefined {
    const all = path.split('.').filter((p) => p !== 'Companion');
    const from = all.findIndex((p) => /^[A-Z]/.test(p));
    const parts = from > 0 && from < all.length - 1 ? all.slice(from) : all;
    const whole = this.get(parts.join('.'));
    if (whole !== undefined || parts.length < 2) return whole;
    const last = parts.slice(-2).join('.');
    if (parts.length > 2 && this.ownerPathsOf(last).size > 0) return undefined;
    return this.get(last);
  }
  private ownerPathsOf(key: string): Set<string> {
    return new Set([...(this.ownerPaths.get(key) ?? []), ...(this.parent?.ownerPathsOf(key) ?? [])]);
  }
  /**
   * A bare name as the file reads it: its own constant, else the member it imports by that name (never another
   * file's constant of the same simple name: a test file's `private val secretKey` is not the imported fixture's),
   * else the project's.
   */
  named(name: string): string | undefined {
    const own = this.values.get(name);
    if (own != null) return own;
    const imported = this.imports.get(name);
    if (imported === undefined) return this.parent?.get(name);
    return this.get(imported) ?? this.qualified(imported);
  }
  has(key: string): boolean {
    return this.values.has(key);
  }
  /**
   * `import a.b.Owner.member` (no alias, not `*`) of the project's own code (its package starts as the
   * file's does): `member` reads `Owner.member`. A library's (`ViewMatchers.withId`) is left as written:
   * finders and matchers are read by their bare names. A class import names no member.
   */
  private addImport(n: Syn, project: string | undefined): void {
    const path = n.children.find((c) => c.type === 'qualified_identifier');
    if (!path) return;
    const parts = named(path).map(text);
    // a module's R under an alias (`import a.common.R as commonR`): a resource is its type and name,
    // whichever module's R holds it (strings move between modules); the framework's `android.R` is others
    const alias = n.children.find((c, i) => i > 0 && n.children[i - 1]?.type === 'as' && c.named);
    if (alias && parts.at(-1) === 'R' && parts[0] !== 'android') this.imports.set(text(alias), 'R');
    if (!project || n.children.some((c) => c.type === 'as' || c.type === '*')) return;
    const owner = parts.findIndex((p) => /^[A-Z]/.test(p));
    if (owner < 0 || owner === parts.length - 1 || !`${parts.join('.')}.`.startsWith(project)) return;
    this.imports.set(parts[parts.length - 1]!, parts.slice(owner).join('.'));
  }

  /** `Owner.NAME`, and for a nested owner its whole path too (`Dao.Table.NAME`), recorded as `Owner.NAME`'s */
  private setOwned(owner: string, path: string, name: string, value: string): void {
    const key = `${owner}.${name}`;
    this.set(key, value);
    if (path !== owner) this.set(`${path}.${name}`, value);
    const paths = this.ownerPaths.get(key) ?? new Set<string>();
    this.ownerPaths.set(key, paths.add(`${path}.${name}`));
  }

  entries(): Array<[string, string]> {
    return [...this.values].filter((e): e is [string, string] => e[1] !== null);
  }

  /** Add the literal constants declared in one file. */
  addFile(root: Syn, file = ''): void {
    let project: string | undefined;
    // owner: the nearest class or object (a named companion is one); path: every owner out to the top level
    const visit = (n: Syn, owner: string | undefined, path = owner): void => {
      for (const c of named(n)) {
        if (c.type === 'package_header') project = projectOf(c);
        else if (c.type === 'import') this.addImport(c, project);
        else if (c.type === 'property_declaration') {
          if (!c.children.some((k) => k.type === 'val')) continue;
          const decl = c.children.find((k) => k.type === 'variable_declaration');
          const name = decl && named(decl)[0];
          const init = c.children.find((k, i) => i > 0 && c.children[i - 1]?.type === '=' && k.named);
          if (!name || !init || !isLiteral(init)) continue;
          const value = normalize(init, emptyScope());
          this.set(text(name), value);
          this.locations.set(text(name), { file, line: c.line });
          if (owner) this.setOwned(owner, path ?? owner, text(name), value);
        } else if (c.type === 'object_declaration' || c.type === 'class_declaration' || c.type === 'companion_object') {
          const nm = c.children.find((k) =>
            c.type === 'companion_object' ? k.type === 'identifier' : k.field === 'name',
          );
          const body = c.children.find((k) => k.type === 'class_body');
          if (body) visit(body, nm ? text(nm) : owner, nm ? [path, text(nm)].filter(Boolean).join('.') : path);
        }
      }
    };
    visit(root, undefined);
  }
}

/** The first two segments of a file's package (`com.example.`): where the project's own code lives. */
function projectOf(header: Syn): string | undefined {
  const path = header.children.find((c) => c.type === 'qualified_identifier');
  const parts = path ? named(path).map(text) : [];
  return parts.length >= 2 ? `${parts.slice(0, 2).join('.')}.` : undefined;
}

/**
 * A string literal with a template in it: `${expr}`, or `$name`, which the grammar gives as two string_content
 * tokens (`$`, then text starting with the name) — so `"/w/$segment"` is no fixed text.
 */
export function isTemplated(n: Syn): boolean {
  return n.children.some(
    (c, i, kids) =>
      c.type === 'interpolation' ||
      (c.type === 'string_content' &&
        text(c) === '$' &&
        kids[i + 1]?.type === 'string_content' &&
        /^[A-Za-z_]/.test(text(kids[i + 1]!))),
  );
}

function isLiteral(n: Syn): boolean {
  // a `$name` template is kept as a constant (normalised with `${}` for the name): what tables held before isTemplated
  if (n.type === 'string_literal') return !n.children.some((c) => c.type === 'interpolation');
  // `const val X = 12f` is a float_literal (`12.0f` too), no number_literal
  if (n.type === 'number_literal' || n.type === 'float_literal' || n.type === 'character_literal') return true;
  if (n.type === 'identifier') return text(n) === 'true' || text(n) === 'false';
  return false;
}

/** What names mean while normalising: local vals (and helper parameters) and constants. */
export interface Scope {
  locals: Map<string, Syn | string>;
  /** later declarations of a local name declared more than once (`collectLocals`) */
  shadowed?: Map<string, Syn[]>;
  constants: ConstantTable;
  /** constant-looking names that did not resolve (to look up elsewhere in the project) */
  unresolved?: Set<string>;
  depth?: number;
  /** the local whose initializer is being read: there its own name is not the local (`val slot = slot<T>()` calls `slot`) */
  initializing?: string;
  /** a test helper that returns a matcher (`hasTitle(t)`), written out where it is called (inventory/matcher-helpers.ts) */
  matcherHelper?: (call: Syn, scope: Scope) => { expr: Syn; scope: Scope } | undefined;
  /** a test helper of one expression, for a value followed through it (an awaited `async { }`: coroutine-values.ts) */
  valueHelper?: (call: Syn, scope: Scope) => { expr: Syn; scope: Scope } | undefined;
}

export function emptyScope(): Scope {
  return { locals: new Map(), constants: new ConstantTable() };
}

const identChar = /[A-Za-z0-9_$]/;

function joinTokens(parts: string[]): string {
  let out = '';
  for (const p of parts) {
    if (!p) continue;
    if (out && identChar.test(out[out.length - 1]!) && identChar.test(p[0]!)) out += ' ';
    out += p;
  }
  return out;
}

/**
 * A property's declaration in Kotlin's words: an adapted Java field's `val`/`var` and `=` are zero-width tokens
 * (java/adapt-parts.ts), written out here, so a rule reads `@Rule public val r=ActivityTestRule(A::class)` in Java as
 * `@get:Rule val r=ActivityTestRule(A::class.java)` does in Kotlin: what it is built from follows its `=` in both.
 */
export function declarationText(n: Syn, scope: Scope): string {
  const missing = (c: Syn) => c.children.length === 0 && c.start === c.end && ['val', 'var', '='].includes(c.type);
  return joinTokens(n.children.map((c) => (missing(c) ? c.type : normalize(c, scope))));
}

/** The canonical text of a string literal: templates become `${}` unless their value is known. */
function normalizeString(n: Syn, scope: Scope): string {
  let out = '';
  const kids = n.children;
  for (let i = 0; i < kids.length; i++) {
    const k = kids[i]!;
    if (k.type === 'string_content') {
      const t = text(k);
      const next = kids[i + 1];
      // `$name` arrives as two string_content tokens: "$" then the name
      if (t === '$' && next?.type === 'string_content' && /^[A-Za-z_]/.test(text(next))) {
        const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text(next))![0];
        out += interpolated(m, scope) + text(next).slice(m.length);
        i++;
      } else out += t;
    } else if (k.type === 'interpolation') {
      const e = named(k)[0];
      out += e && e.type === 'identifier' ? interpolated(text(e), scope) : '${}';
    } else if (k.type === 'escape_sequence') out += text(k);
  }
  return JSON.stringify(out);
}

function interpolated(name: string, scope: Scope): string {
  const v = resolveName(name, scope);
  // only a value that is one string literal is spliced in; a joined one (`"Item " + 1`) is unknown
  if (v !== undefined && /^"(?:[^"\\]|\\.)*"$/.test(v)) return JSON.parse(v) as string;
  if (v !== undefined && /^[0-9]/.test(v)) return v;
  return '${}';
}

/** A local or constant value for a bare name (used at `at`), normalised; undefined if unknown. */
function resolveName(name: string, scope: Scope, at?: Syn): string | undefined {
  let local = name === scope.initializing ? undefined : scope.locals.get(name);
  if (local !== undefined) {
    if (typeof local === 'string') return local;
    if ((scope.depth ?? 0) > 4) return name;
    const later = scope.shadowed?.get(name);
    if (later && at) local = declarationInForce(local, later, at);
    const inner = { ...scope, depth: (scope.depth ?? 0) + 1, initializing: name };
    const value = normalize(local, inner);
    return later?.length ? value : rankedLocal(name, value, scope.locals, (init) => normalize(init, inner));
  }
  return scope.constants.named(name);
}

/** The initializer a local holds when it is declared once (a name declared again has no one value). */
function localSyntax(name: string, scope: Scope): Syn | undefined {
  const local = name === scope.initializing ? undefined : scope.locals.get(name);
  return typeof local === 'object' && !scope.shadowed?.get(name)?.length ? local : undefined;
}

/** Resolve a name in expression position, remembering constant-looking names that did not resolve. */
function normalizeIdentifier(n: Syn, scope: Scope): string {
  const name = text(n);
  const v = resolveName(name, scope, n);
  if (v !== undefined) return v;
  const imported = scope.constants.imported(name);
  // an imported constant whose owner is not among the read files is looked up in the project as well
  if (/^[A-Z][A-Z0-9_]+$/.test(name)) scope.unresolved?.add(name);
  if (imported !== undefined) return scope.constants.get(imported) ?? imported;
  return name;
}

function flattenInfix(n: Syn, op: string, out: Syn[]): void {
  const kids = named(n);
  if (n.type === 'infix_expression' && kids.length === 3 && text(kids[1]!) === op) {
    flattenInfix(kids[0]!, op, out);
    flattenInfix(kids[2]!, op, out);
  } else if (n.type === 'parenthesized_expression' && kids.length === 1) {
    flattenInfix(kids[0]!, op, out);
  } else out.push(n);
}

/** How one node type normalises; undefined: as any other node, token by token. */
type Normalizer = (n: Syn, scope: Scope) => string | undefined;

function parenthesized(n: Syn, scope: Scope): string {
  const inner = named(n)[0];
  return inner ? normalize(inner, scope) : '()';
}

/** `Owner.NAME` resolved as a constant; a member read through a safe call or `.value` as the plain read. */
function navigation(n: Syn, scope: Scope): string {
  const limit = boxedLimit(n);
  if (limit) return limit;
  const kids = named(n);
  const member = memberName(n);
  const recv = kids[0];
  if (member && recv && kids.length === 2 && (recv.type === 'identifier' || recv.type === 'navigation_expression')) {
    const qualified = `${text(recv).replace(/\s+/g, '')}.${member}`;
    const last = qualified.split('.').slice(-2).join('.');
    const v = scope.constants.qualified(qualified);
    if (v !== undefined) return v;
    if (/^[A-Z][A-Z0-9_]+$/.test(member) && /^[A-Z]/.test(text(recv))) scope.unresolved?.add(last);
  }
  // the member name is not a reference to resolve, only the receiver is; a safe call reads the
  // same value as a plain one (`info?.state` ≡ `info.state`: a null fails the check either way)
  const op = n.children.some((c) => c.type === '::') ? '::' : '.';
  // the current value of LiveData/StateFlow, however it is read, is one thing
  if (recv && member === 'value' && op === '.') return `${normalize(recv, scope)}.first()`;
  // a companion's member as Java reaches it (`PageTitle.Companion.of(…)`) is `PageTitle.of(…)`
  if (recv && member === 'Companion' && op === '.' && /^[A-Z]/.test(memberName(recv) ?? text(recv)))
    return normalize(recv, scope);
  return recv && member
    ? `${normalize(recv, scope)}${op}${member}`
    : joinTokens(n.children.map((c) => normalize(c, scope)));
}

/** `x!!` reads the same value as `x`. */
function unary(n: Syn, scope: Scope): string | undefined {
  const kids = n.children;
  if (kids.length === 2 && kids[1]!.type === '!!') return normalize(kids[0]!, scope);
  return undefined;
}

/** Where an awaited value's `async { }` is found: a local declared once, or a one-expression helper. */
const coroutineSource: ValueSource<Scope> = {
  local: (name, scope) => {
    const local = scope.locals.get(name);
    return typeof local === 'string' || scope.shadowed?.get(name)?.length ? undefined : local;
  },
  helper: (call, scope) => scope.valueHelper?.(call, scope),
};

function inPlaceRun(n: Syn, scope: Scope): { expr: Syn; scope: Scope } | undefined {
  const expr = inPlaceBlockValue(n);
  return expr ? { expr, scope } : undefined;
}

/** kotlinx.collections.immutable's builders and the standard library's of the same kind. */
export const immutableCollectionBuilders: ReadonlyMap<string, string> = new Map([
  ['persistentListOf', 'listOf'],
  ['immutableListOf', 'listOf'],
  ['persistentSetOf', 'setOf'],
  ['persistentHashSetOf', 'setOf'],
  ['immutableSetOf', 'setOf'],
  ['persistentMapOf', 'mapOf'],
  ['persistentHashMapOf', 'mapOf'],
  ['immutableMapOf', 'mapOf'],
]);

const durationUnits = new Set(['nanoseconds', 'microseconds', 'milliseconds', 'seconds', 'minutes', 'hours', 'days']);
const plainOperand = new Set(['number_literal', 'float_literal', 'identifier', 'navigation_expression']);

/**
 * kotlin.time's unit functions, deprecated then removed (`seconds(1)`, `Duration.seconds(1)`), read as the number's
 * unit properties that replaced them (`1.seconds`): one duration, however the Kotlin version spells it.
 */
function durationOf(callee: Syn | undefined, values: Syn[], n: Syn, scope: Scope): string | undefined {
  if (!callee || values.length !== 1 || n.children.length !== 2) return undefined;
  const unit =
    callee.type === 'identifier'
      ? text(callee)
      : callee.type === 'navigation_expression' && text(named(callee)[0]!) === 'Duration'
        ? memberName(callee)
        : undefined;
  const kids = named(values[0]!);
  if (!unit || !durationUnits.has(unit) || kids.length !== 1 || !plainOperand.has(kids[0]!.type)) return undefined;
  return `${normalize(kids[0]!, scope)}.${unit}`;
}

/**
 * kotlinx.collections.immutable's builders read as the standard library's (`persistentListOf(a)` is `listOf(a)`):
 * its collections equal the standard ones of the same items, so an expectation moved off the library is the same.
 */
function stdCollection(callee: Syn | undefined, n: Syn, scope: Scope): string | undefined {
  const std = callee?.type === 'identifier' ? immutableCollectionBuilders.get(text(callee)) : undefined;
  if (!std || n.children.some((c) => c.type === 'annotated_lambda')) return undefined;
  return (
    std +
    n.children
      .slice(1)
      .map((c) => normalize(c, scope))
      .join('')
  );
}

/**
 * Members that read the value a holder wraps: the one-shot event wrapper's content (`Event<T>`), and a value that
 * became a `Result` or an `Optional`, unwrapped or thrown (`data.getOrThrow()` reads what `data!!` did).
 */
const unwrappingMembers = new Set(['getContentIfNotHandled', 'peekContent', 'getOrThrow', 'orElseThrow']);

/** A call that reads a value written another way: `list.get(i)`, `getValue(live)`, `x.copy().apply { … }`. */
function call(n: Syn, scope: Scope): string | undefined {
  const callee = n.children[0];
  const args = n.children.find((c) => c.type === 'value_arguments');
  const values = args ? named(args).filter((c) => c.type === 'value_argument') : [];
  const std = stdCollection(callee, n, scope);
  if (std !== undefined) return std;
  const duration = durationOf(callee, values, n, scope) ?? javaAtomicCall(n, values, (e) => normalize(e, scope));
  if (duration !== undefined) return duration;
  const copied = copyWithAssignments(n, scope) ?? builtCollection(n, (e) => normalize(e, scope), joinTokens);
  if (copied !== undefined) return copied;
  const logged = loggedReceiver(n);
  if (logged) return normalize(logged, scope);
  const asserted = assertedInstance(callee, values, (v) => normalize(v, scope));
  if (asserted !== undefined) return asserted;
  const thrown = expectedThrow(n, (v) => normalize(v, scope));
  if (thrown) return thrownValue(thrown);
  // a value computed in a coroutine is its block's value (coroutine-values.ts)
  const computed = awaitedValue(n, scope, coroutineSource) ?? inPlaceRun(n, scope);
  if (computed) return normalize(computed.expr, computed.scope);
  if (callee?.type === 'navigation_expression' && args && n.children.length === 2) {
    const recv = named(callee)[0];
    const member = memberName(callee);
    // Espresso's and Hamcrest's static factories, written qualified or imported: one call (`ViewMatchers.isDisplayed()`)
    if (recv && member && staticFactoryOwner.test(text(recv))) return `${member}${normalize(args, scope)}`;
    // `list.get(i)` ≡ `list[i]`; `live.getOrAwaitValue()` ≡ `flow.first()`
    if (recv && member === 'get' && values.length === 1)
      return `${normalize(recv, scope)}[${normalize(named(values[0]!)[0] ?? values[0]!, scope)}]`;
    if (recv && (member === 'getOrAwaitValue' || member === 'awaitValue') && values.length === 0)
      return `${normalize(recv, scope)}.first()`;
    // the last item of a list one flow was collected into is the flow's current value (collected-reads.ts)
    if (recv?.type === 'identifier' && member === 'last' && values.length === 0) {
      const flow = collectedFlow(n, text(recv));
      if (flow) return `${normalize(flow, scope)}.first()`;
    }
    if (recv && member && unwrappingMembers.has(member) && values.length === 0) return normalize(recv, scope);
    // a view's text read as a String is the same text (a Spanned and a String of one text): `view.text.toString()`
    const asText = recv && member === 'toString' && values.length === 0 ? normalize(recv, scope) : undefined;
    if (asText?.endsWith('.text')) return asText;
    if (recv && member === 'getValue' && values.length === 1 && /LiveData/.test(text(recv)))
      return `${normalize(named(values[0]!)[0] ?? values[0]!, scope)}.first()`;
    // a Java getter read as Kotlin reads it: `file.getThumbnail()` is `file.thumbnail`
    const property =
      recv && member && values.length === 0 ? (getterProperty(member) ?? booleanGetter(member)) : undefined;
    // … and `x.getValue()` is `x.value`, which is read as the holder's current value (`navigation`)
    if (property) return `${normalize(recv!, scope)}.${property === 'value' ? 'first()' : property}`;
    // a Fragment's `requireDialog()` is its `dialog!!` (androidx's non-null accessors), read as `dialog`
    const required = recv && values.length === 0 ? requiredMember(member) : undefined;
    if (required) return `${normalize(recv!, scope)}.${required}`;
    const resourceText =
      recv && member === 'getString' ? stringResourceRead(normalize(recv, scope), values, scope) : undefined;
    if (resourceText) return `${APP_CONTEXT}.getString${normalize(args, scope)}`;
    const widened = widenedInt(recv, member, values.length);
    if (widened) return normalize(widened, scope);
    const java = recv ? javaRead(recv, member, values, scope) : undefined;
    if (java !== undefined) return java;
  }
  if (callee?.type === 'identifier' && values.length === 0 && requiredMember(text(callee)))
    return requiredMember(text(callee))!;
  // `requireNotNull(x)` and `checkNotNull(x)` read the value `x!!` reads
  if (callee?.type === 'identifier' && /^(require|check)NotNull$/.test(text(callee)) && values.length === 1)
    return normalize(named(values[0]!)[0] ?? values[0]!, scope);
  if (callee?.type === 'identifier' && text(callee) === 'getValue' && values.length === 1)
    return `${normalize(named(values[0]!)[0] ?? values[0]!, scope)}.first()`;
  // Turbine's `flow.test { awaitItem() }`: the first item is the flow's current value (turbine-reads.ts)
  const item = callee?.type === 'identifier' ? turbineRead(n, (recv) => normalize(recv, scope)) : undefined;
  if (item !== undefined) return item;
  const inlined = callee?.type === 'identifier' ? scope.matcherHelper?.(n, scope) : undefined;
  return inlined ? normalize(inlined.expr, inlined.scope) : undefined;
}

/** `Collectors.toList()`, qualified or statically imported. */
const collectorsToList = /^(?:(?:java\.util\.stream\.)?Collectors\.)?toList\(\s*\)$/;

/** A `java.time` unit by name (`ChronoUnit.DAYS`, qualified or imported). */
const chronoUnit =
  /^(?:(?:java\.time\.temporal\.)?ChronoUnit\.)?(NANOS|MILLIS|SECONDS|MINUTES|HOURS|DAYS|WEEKS|MONTHS|YEARS)$/;

/**
 * Java's spellings read as one: `list.size()` and `text.length()` are the `size` and `length` properties, Java 16's
 * `stream.toList()` holds what `stream.collect(Collectors.toList())` collects, `date.minus(2, ChronoUnit.DAYS)` is
 * `date.minusDays(2)`, `"key".equals(x)` — a literal first, the null-safe spelling static analysis asks for —
 * compares what `x.equals("key")` compares, and `type.getDeclaredConstructor().newInstance()` makes what the deprecated
 * `type.newInstance()` made.
 */
function javaRead(recv: Syn, member: string | undefined, values: Syn[], scope: Scope): string | undefined {
  if ((member === 'size' || member === 'length') && values.length === 0) return `${normalize(recv, scope)}.${member}`;
  if (member === 'collect' && values.length === 1 && collectorsToList.test(text(values[0]!)))
    return `${normalize(recv, scope)}.toList()`;
  const unit =
    (member === 'plus' || member === 'minus') && values.length === 2 ? chronoUnit.exec(text(values[1]!)) : null;
  const unitName = unit ? `${unit[1]![0]}${unit[1]!.slice(1).toLowerCase()}` : undefined;
  if (unitName) return `${normalize(recv, scope)}.${member}${unitName}(${normalize(values[0]!, scope)})`;
  // Java 9 deprecated `Class.newInstance()` for `getDeclaredConstructor().newInstance()`: one no-argument constructor
  const made = member === 'newInstance' && values.length === 0 ? normalize(recv, scope) : '';
  if (made.endsWith('.declaredConstructor')) return `${made.slice(0, -'.declaredConstructor'.length)}.newInstance()`;
  if (member === 'equals' && values.length === 1 && recv.type === 'string_literal') {
    const other = named(values[0]!)[0] ?? values[0]!;
    if (other.type !== 'string_literal') return `${normalize(other, scope)}.equals(${normalize(recv, scope)})`;
  }
  return undefined;
}

/**
 * The classes whose static matchers, assertions, actions and verification modes tests call imported or qualified
 * alike (`onView(withId(x)).check(matches(isDisplayed()))`, `ViewAssertions.matches(ViewMatchers.isDisplayed())`): a
 * qualified call is read as the imported one, never as a Java getter (`ViewMatchers.isDisplayed()` is no property).
 */
const staticFactoryOwner = new RegExp(
  [
    '^(?:(?:androidx\\.test\\.espresso\\.(?:matcher|assertion|action)\\.|org\\.hamcrest\\.)?',
    '(?:ViewMatchers|ViewAssertions|ViewActions|RootMatchers|Matchers|CoreMatchers)|(?:androidx\\.test\\.espresso\\.)?Espresso|',
    // Mockito's verification modes and argument matchers: `verify(v, Mockito.never())` is `verify(v, never())`
    '(?:org\\.mockito\\.)?(?:Mockito|ArgumentMatchers))$',
  ].join(''),
);

/** The member androidx's non-null accessor reads: `requireActivity` → `activity`, `requireDialog` → `dialog`. */
function requiredMember(member: string | undefined): string | undefined {
  const m = /^require(Activity|Context|View|Arguments|ParentFragment|Host|Dialog)$/.exec(member ?? '');
  return m ? m[1]![0]!.toLowerCase() + m[1]!.slice(1) : undefined;
}

/**
 * The Kotlin property a Java getter call is (`getName` → `name`, `getURL` → `url`, `getURLPath` →
 * `urlPath`): Kotlin's own synthetic-property rule, so a test converted from Java to Kotlin, or a
 * getter call written as a property read, checks the same value. A Kotlin class cannot declare both
 * (their JVM names clash), so the two spellings never name different members.
 */
export function getterProperty(member: string): string | undefined {
  const m = /^get([A-Z][\w$]*)$/.exec(member);
  if (!m) return undefined;
  const name = m[1]!;
  const run = /^[A-Z]+/.exec(name)![0];
  if (run.length === 1 || run.length === name.length)
    return name.slice(0, run.length).toLowerCase() + name.slice(run.length);
  // `URLPath`: the capital that starts the next word stays
  const keep = /[a-z]/.test(name[run.length] ?? '') ? run.length - 1 : run.length;
  return name.slice(0, keep).toLowerCase() + name.slice(keep);
}

/**
 * A Java boolean getter keeps its name as a Kotlin property (`isEnabled()` is `isEnabled`): Kotlin's
 * synthetic-property rule for `is` getters, and a Kotlin class cannot declare both (their JVM names clash).
 */
export function booleanGetter(member: string): string | undefined {
  return /^is[A-Z]/.test(member) ? member : undefined;
}

/** A named argument: `name=value`. */
function valueArgument(n: Syn, scope: Scope): string | undefined {
  const kids = n.children.filter((c) => c.named);
  if (n.children.some((c) => c.type === '=') && kids[0]?.type === 'identifier' && kids[1])
    return `${text(kids[0])}=${normalize(kids[1], scope)}`;
  return undefined;
}

/** `and`/`or` terms sorted. */
function infix(n: Syn, scope: Scope): string | undefined {
  const kids = named(n);
  const op = kids.length === 3 ? text(kids[1]!) : '';
  if (op !== 'and' && op !== 'or') return undefined;
  const terms: Syn[] = [];
  flattenInfix(n, op, terms);
  return (
    '(' +
    terms
      .map((t) => normalize(t, scope))
      .sort()
      .join(` ${op} `) +
    ')'
  );
}

function lambdaLiteral(n: Syn, scope: Scope): string {
  const params = n.children.find((c) => c.type === 'lambda_parameters');
  const body = named(n).filter((c) => c !== params);
  return `{${params ? `${normalize(params, scope)}->` : ''}${body.map((s) => normalize(s, scope)).join(';')}}`;
}

const comment: Normalizer = () => '';

/** `assertThrows<T> { … }` as a value: the exception it gives back (thrown.ts). */
function thrownBy(n: Syn, scope: Scope): string | undefined {
  const t = expectedThrow(n, (v) => normalize(v, scope));
  return t && thrownValue(t);
}

/**
 * A generic call of one argument the grammar reads as comparisons (`get<T>(x)` as `get < T > (x)`) is the call it
 * reads with a trailing comma (`get<T>(x,)`, ktlint's style, which no parenthesised expression can have): one text.
 */
function comparedGenericCall(n: Syn, scope: Scope): string | undefined {
  const g = genericCall(n);
  if (g?.rest.type !== 'parenthesized_expression') return undefined;
  const inner = named(g.rest)[0];
  // the callee as the call form reads its name (an imported member is read through its owner)
  const callee = named(named(n)[0]!)[0]!;
  return inner && `${normalize(callee, scope)}<${normalize(g.typeArg, scope)}>(${normalize(inner, scope)})`;
}

/**
 * A branch of `if`/`when` written as a block of one expression is that expression: `if (c) { a } else { b }`
 * is `if (c) a else b` (ktlint's multi-line if-else style), `1 -> { a }` is `1 -> a`.
 */
function bracedBranches(n: Syn, scope: Scope): string {
  const kids = withoutTrailingComma(n.children).map((c) => {
    if (c.type !== 'block') return normalize(c, scope);
    const inner = c.children.filter(
      (k) => k.type !== '{' && k.type !== '}' && k.type !== 'line_comment' && k.type !== 'block_comment',
    );
    return inner.length === 1 && inner[0]!.named ? normalize(inner[0]!, scope) : normalize(c, scope);
  });
  return joinTokens(kids);
}

const normalizers = new Map<string, Normalizer>([
  ['if_expression', bracedBranches],
  ['when_entry', bracedBranches],
  ['line_comment', comment],
  ['block_comment', comment],
  ['string_literal', normalizeString],
  ['identifier', normalizeIdentifier],
  ['parenthesized_expression', parenthesized],
  ['navigation_expression', navigation],
  ['unary_expression', unary],
  ['call_expression', (n, scope) => stringValueOf(n, (v) => normalize(v, scope)) ?? call(n, scope)],
  ['value_argument', valueArgument],
  ['infix_expression', infix],
  ['lambda_literal', lambdaLiteral],
  ['number_literal', (n) => numberLiteral(text(n))],
  ['float_literal', (n) => numberLiteral(text(n))],
  [
    'as_expression',
    (n, scope) => primitiveCast(n, (v) => normalize(v, scope)) ?? asExpression(n, (v) => normalize(v, scope)),
  ],
  ['is_expression', (n, scope) => isExpression(n, (v) => normalize(v, scope))],
  [
    'index_expression',
    (n, scope) =>
      literalMapLookup(
        n,
        (name) => localSyntax(name, scope),
        (v) => normalize(v, scope),
      ),
  ],
  [
    'binary_expression',
    (n, scope) => assertedIs(n, (v) => normalize(v, scope)) ?? thrownBy(n, scope) ?? comparedGenericCall(n, scope),
  ],
]);

/**
 * The app under test's context as the test libraries have spelled it: the support library's and androidx's
 * `InstrumentationRegistry.getTargetContext()` (or through `getInstrumentation()`, statically imported too) and its documented
 * replacement `ApplicationProvider.getApplicationContext<Context>()` (statically imported, or fully qualified)
 * are one value for what a test reads through it (resources, intents, preferences). The test APK's own
 * `InstrumentationRegistry.getContext()` is another.
 */
const appContextSpelling = new RegExp(
  [
    '^(?:(?:androidx\\.test\\.(?:core|platform)\\.app\\.|android\\.support\\.test\\.)?(?:',
    'InstrumentationRegistry\\.(?:instrumentation\\.)?targetContext|getInstrumentation\\(\\)\\.targetContext|',
    'ApplicationProvider\\.applicationContext|',
    '(?:ApplicationProvider\\.)?getApplicationContext(?:<[\\w.]+>)?\\(\\)))$',
  ].join(''),
);
/** How a read through the app under test's context is written, whichever way the test spelled the context. */
export const APP_CONTEXT = 'ApplicationProvider.applicationContext';
/**
 * A string resource read through the activity under test or a context of the app (`rule.activity.getString(R.string.x)`,
 * `context.resources.getString(R.string.x, n)`) is the text the app context reads: the same resource, the same
 * configuration. A context made for another configuration (`createConfigurationContext(…)`), or the test APK's own
 * (`InstrumentationRegistry.getContext()`), is none of these.
 */
const appContextLike =
  /^(?:[\w$.]+\.)?(?:activity|context|requireActivity\(\)|requireContext\(\)|targetContext|applicationContext)(?:\.resources)?$/;
function stringResourceRead(receiver: string, values: Syn[], scope: Scope): boolean {
  // the instrumentation's own `context` is the test APK's, with the test APK's resources
  if (/nstrumentation(?:\(\))?\.context\b/.test(receiver)) return false;
  if (!appContextLike.test(receiver) && receiver !== APP_CONTEXT && receiver !== `${APP_CONTEXT}.resources`)
    return false;
  const first = values[0] && named(values[0])[0];
  return !!first && /^\w*R\.string\.\w+$/.test(normalize(first, scope));
}

/**
 * A canonical text for an expression: whitespace, comments and local names do not matter,
 * constants are replaced by their values, `and`/`or` terms are sorted.
 */
export function normalize(n: Syn, scope: Scope): string {
  const special = normalizers.get(n.type)?.(n, scope);
  if (special !== undefined) return appContextSpelling.test(special) ? APP_CONTEXT : special;
  if (n.children.length === 0) return text(n);
  const joined = joinTokens(withoutTrailingComma(n.children).map((c) => normalize(c, scope)));
  return n.type === 'call_expression' && appContextSpelling.test(joined) ? APP_CONTEXT : joined;
}

const closers = new Set([')', ']', '>', '}', '->']);

/** A trailing comma (`f(a, b,)`, ktlint's multi-line style) is formatting: it is left out. */
function withoutTrailingComma(kids: Syn[]): Syn[] {
  if (!kids.some((k) => k.type === ',')) return kids;
  return kids.filter((k, i) => {
    if (k.type !== ',') return true;
    let j = i + 1;
    while (kids[j] && (kids[j]!.type === 'line_comment' || kids[j]!.type === 'block_comment')) j++;
    return !kids[j] || !closers.has(kids[j]!.type);
  });
}

/**
 * `x.copy().apply { a = b }` builds what `x.copy(a = b)` builds (a data class copy with `a` set), and
 * named arguments of `copy` are order-free: both read as `x.copy(a=b)`, arguments sorted.
 */
function copyWithAssignments(n: Syn, scope: Scope): string | undefined {
  const callee = n.children[0];
  if (callee?.type !== 'navigation_expression') return undefined;
  const member = memberName(callee);
  const recv = named(callee)[0];
  const lambda = n.children.find((c) => c.type === 'annotated_lambda');
  if (member === 'apply' && recv?.type === 'call_expression' && lambda && n.children.length === 2) {
    const inner = recv.children[0];
    const innerArgs = recv.children.find((c) => c.type === 'value_arguments');
    if (inner?.type !== 'navigation_expression' || memberName(inner) !== 'copy' || recv.children.length !== 2) return;
    const body = named(lambda).find((c) => c.type === 'lambda_literal');
    const stmts = body ? named(body) : [];
    if (stmts.length === 0 || stmts.some((st) => st.type !== 'assignment' || named(st)[0]?.type !== 'identifier'))
      return undefined;
    const set = stmts.map((st) => `${text(named(st)[0]!)}=${normalize(named(st)[named(st).length - 1]!, scope)}`);
    const given = innerArgs ? named(innerArgs).filter((c) => c.type === 'value_argument') : [];
    if (given.some((a) => !a.children.some((c) => c.type === '='))) return undefined;
    return `${normalize(named(inner)[0]!, scope)}.copy(${[...given.map((a) => normalize(a, scope)), ...set].sort().join(',')})`;
  }
  const args = n.children.find((c) => c.type === 'value_arguments');
  if (member !== 'copy' || !recv || !args || n.children.length !== 2) return undefined;
  const values = named(args).filter((c) => c.type === 'value_argument');
  if (values.length < 2 || values.some((a) => !a.children.some((c) => c.type === '='))) return undefined;
  return `${normalize(recv, scope)}.copy(${values
    .map((a) => normalize(a, scope))
    .sort()
    .join(',')})`;
}

/**
 * The local `val`s declared directly in a list of statements, by name → initializer; a name declared
 * again (`val chips = …` in two lambdas) keeps its later initializers in `shadowed`, for `resolveName`.
 */
export function collectLocals(statements: Syn[], into: Map<string, Syn | string>, shadowed?: Map<string, Syn[]>): void {
  for (const s of statements) {
    if (s.type !== 'property_declaration') continue;
    // a name bound without one value to read (`val (_, screen) = launch()`, `var n = 0`) is that local, never a
    // project constant of the same name (`const val screen = "1.3"` in a build script's object)
    for (const n of unvaluedNames(s)) if (!into.has(n)) into.set(n, n);
    if (!s.children.some((k) => k.type === 'val')) continue;
    const decl = s.children.find((k) => k.type === 'variable_declaration');
    const name = decl && named(decl)[0];
    const init = s.children.find((k, i) => i > 0 && s.children[i - 1]?.type === '=' && k.named);
    if (!name || !init) continue;
    const first = into.get(text(name));
    if (first === undefined) into.set(text(name), init);
    else if (shadowed && typeof first !== 'string')
      shadowed.set(text(name), [...(shadowed.get(text(name)) ?? []), init]);
  }
}

/** The names a `var`, or a destructuring `val (a, b) = …`, declares. */
function unvaluedNames(s: Syn): string[] {
  const multi = s.children.find((k) => k.type === 'multi_variable_declaration');
  const decls = multi
    ? named(multi).filter((d) => d.type === 'variable_declaration')
    : s.children.some((k) => k.type === 'var')
      ? s.children.filter((k) => k.type === 'variable_declaration')
      : [];
  return decls
    .map((d) => named(d)[0])
    .flatMap((n) => (n && n.type === 'identifier' && text(n) !== '_' ? [text(n)] : []));
}

/**
 * Of the declarations of one name, the one in force where `at` is: the latest declared before it in
 * a block that encloses it (a `val` in one lambda means nothing in the next); else the first.
 */
function declarationInForce(first: Syn, later: Syn[], at: Syn): Syn {
  let best: Syn | undefined;
  for (const init of [first, ...later]) {
    const decl = init.parent;
    const block = decl?.parent;
    if (!decl || !block || at.start < decl.end || at.start >= block.end || at.src !== init.src) continue;
    if (!best || decl.start > best.parent!.start) best = init;
  }
  return best ?? first;
}
